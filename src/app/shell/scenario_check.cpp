#include "app/shell/scenario_check.hpp"

#include <cstdio>
#include <map>
#include <set>
#include <vector>

#include <SDL.h>

#include "app/check/colour_vision.hpp"
#include "app/check/readability.hpp"
#include "app/render/palette.hpp"
#include "app/shell/app_loop.hpp"
#include "app/shell/screenshot.hpp"
#include "app/shell/ui_probe.hpp"
#include "eden/map/tile.hpp"

namespace eden::app {

namespace {

constexpr std::pair<int, int> kCheckedSizes[] = {{1280, 720}, {1920, 1080}};
// Each screen is drawn this many more times when it first comes up, for its median frame time.
constexpr int kCheckFramesPerScreen = 5;

// The seats' colours: told apart by colour alone where the board rings their territories and
// the charts draw their lines.
std::vector<NamedColour> seat_colours_named(const std::vector<int>& seat_colours) {
    std::vector<NamedColour> out;
    for (std::size_t i = 0; i < seat_colours.size(); ++i)
        out.push_back({"seat " + std::to_string(i + 1), player_color(seat_colours[i])});
    return out;
}

// The tiles' fills. Each resource colour carries its own symbol (assets/art/resource-*.svg) and
// black none, so two tiles alike in colour are still told apart: reported as a note, not a
// finding.
std::vector<NamedColour> tile_colours_named() {
    std::vector<NamedColour> out;
    for (const TileColor c : kAllTileColors)
        out.push_back({"the " + std::string(to_string(c)) + " tiles", tile_fill(c)});
    return out;
}

}  // namespace

int run_scenario_check(const ScenarioCheckRun& run) {
    const std::filesystem::path folder =
        run.screenshots.empty()
            ? std::filesystem::path("eden-check-" + run.scenario.stem().string())
            : run.screenshots;
    std::printf("check-scenario: %s, %d players, seed %llu\n", run.scenario.string().c_str(),
                run.players, static_cast<unsigned long long>(run.seed));
    int findings = 0;
    std::vector<int> seat_colours;
    for (const auto& [w, h] : kCheckedSizes) {
        const std::string size = std::to_string(w) + "x" + std::to_string(h);
        std::set<std::string> found;
        std::string screen = "title";
        std::vector<std::string> lines;
        AutoplayRun game;
        game.seed = run.seed;
        game.players = run.players;
        game.ruleset = run.ruleset;
        game.scenario = run.scenario;
        game.width = w;
        game.height = h;
        game.stop_after = run.stop_after;
        game.frame_report = kCheckFramesPerScreen;
        game.seat_colours = &seat_colours;
        game.on_frame = [&](const std::string& name, const SDL_Surface* pixels) {
            if (!name.empty()) screen = name;
            for (const ReadabilityFinding& f : readability_findings(probe::last_frame())) {
                if (!found.insert(f.key()).second) continue;
                std::error_code ec;
                std::filesystem::create_directories(folder, ec);
                const std::filesystem::path shot =
                    folder / (size + "-" + std::to_string(found.size()) + "-" + screen + ".png");
                save_png(pixels, shot);
                lines.push_back(size + " " + screen + ": " + to_string(f.kind) + ": " + f.what +
                                " (" + shot.string() + ")");
            }
        };
        // The game's own report goes to stdout too: its frame times, its actions.
        const int status = run_autoplay(game);
        probe::enable(false);
        if (status != 0) return status;
        // Each screen's median frame time is in the game's own table, printed above.
        for (const std::string& line : lines)
            std::printf("finding: %s\n", line.c_str());
        findings += static_cast<int>(lines.size());
    }
    for (const ColourClash& c : colour_clashes(seat_colours_named(seat_colours))) {
        std::printf("finding: colours: %s and %s look alike with %s (distance %.1f, wanted %.0f)\n",
                    c.first.c_str(), c.second.c_str(), to_string(c.vision), c.distance,
                    kTellApartDistance);
        ++findings;
    }
    for (const ColourClash& c : colour_clashes(tile_colours_named()))
        std::printf(
            "note: colours: %s and %s look alike with %s (distance %.1f); their symbols "
            "tell them apart\n",
            c.first.c_str(), c.second.c_str(), to_string(c.vision), c.distance);
    std::printf("check-scenario: %d finding%s\n", findings, findings == 1 ? "" : "s");
    return findings == 0 ? 0 : 1;
}

}  // namespace eden::app
