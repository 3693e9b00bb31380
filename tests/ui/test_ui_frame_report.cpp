// Issue 17: `eden --autoplay --frame-report N` times each screen of an autoplayed game (the
// figures are a benchmark's, tests/bench/frame_time.sh; nothing here depends on timing). The
// table's arithmetic, and the option through the autoplay's own run.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "app/shell/app_loop.hpp"
#include "app/shell/frame_report.hpp"

using namespace eden;

TEST_CASE("Frame report: median and p90 per screen, and over every screen", "[ui][frame-report]") {
    CHECK(app::frame_percentile({}, 0.5) == 0);
    CHECK(app::frame_percentile({4, 1, 3, 2, 5}, 0.5) == 3);
    CHECK(app::frame_percentile({1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, 0.9) == 9);

    std::vector<app::ScreenFrames> screens{{"title", {}}, {"conquest-battle", {}}};
    for (int i = 1; i <= 10; ++i)
        screens[0].samples.push_back({double(i), 0.5 * i, 0.1 * i, 0.9 * i});
    screens[1].samples.push_back({20, 10, 2, 18});
    const std::string table = app::frame_report_table(screens);
    // One line per screen and one over all, each with its frames, median and p90 (wall, CPU),
    // then the medians of the build and raster parts.
    CHECK(table.find("title                                    10     5.00     9.00     2.50     "
                     "4.50     0.50     4.50") != std::string::npos);
    CHECK(table.find("conquest-battle                           1    20.00    20.00    10.00    "
                     "10.00     2.00    18.00") != std::string::npos);
    CHECK(table.find("all screens                              11     6.00    10.00") !=
          std::string::npos);
}

TEST_CASE("Frame report: an autoplay with --frame-report draws each screen again and ends",
          "[ui][frame-report]") {
    app::AutoplayRun run;
    run.seed = 2;
    run.stop_after = 3;
    run.frame_report = 2;
    std::vector<app::ScreenFrames> measured;
    run.measured = &measured;
    CHECK(app::run_autoplay(run) == 0);
    // Every screen shown (title, new game, the map's first turns, the reference windows at the
    // end) measured twice, and each frame took some time, its parts adding up.
    REQUIRE(measured.size() >= 5);
    CHECK(measured.front().screen == "title");
    CHECK(measured.back().screen.rfind("gallery", 0) == 0);
    for (const app::ScreenFrames& s : measured) {
        CHECK(s.samples.size() == 2);
        for (const app::FrameSample& f : s.samples) {
            CHECK(f.wall_ms > 0);
            CHECK(f.build_ms + f.raster_ms == Approx(f.wall_ms));
        }
    }
}
