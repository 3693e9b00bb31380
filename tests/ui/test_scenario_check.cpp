// What `eden --check-scenario` finds (issue 38 item 7): colours a colour-blind player could not
// tell apart, and in a frame's probe record, text cut, a word broken across lines and hexes too
// small to read. The whole command is run on the shipped scenarios and an unreadable fixture by
// tests/app_check_scenario.sh.
#include <catch2/catch.hpp>

#include "app/check/colour_vision.hpp"
#include "app/check/readability.hpp"

using namespace eden::app;

TEST_CASE("Issue 38 (7): colours seen with deuteranopia protanopia and tritanopia",
          "[scenario-check]") {
    const Rgba red{200, 50, 40};
    const Rgba green{80, 150, 50};
    // Told apart with normal vision, taken for one another with deuteranopia and protanopia.
    CHECK(seen_with(red, ColourVision::normal) == red);
    CHECK(colour_distance(red, green) > 40.0);
    CHECK(colour_distance(seen_with(red, ColourVision::deuteranopia),
                          seen_with(green, ColourVision::deuteranopia)) < kTellApartDistance);
    const auto clashes = colour_clashes({{"seat 1", red}, {"seat 2", green}});
    REQUIRE(clashes.size() == 1);
    CHECK(clashes[0].first == "seat 1");
    CHECK(clashes[0].second == "seat 2");
    CHECK(clashes[0].vision != ColourVision::normal);
    CHECK(clashes[0].distance < kTellApartDistance);
    // Blue and yellow stay apart for the red-green deficiencies but not every pair survives
    // tritanopia: the check looks at all three.
    CHECK(colour_distance(seen_with({0, 90, 200}, ColourVision::deuteranopia),
                          seen_with({230, 200, 0}, ColourVision::deuteranopia)) > 40.0);
    // White and black are the same for every vision.
    for (const ColourVision v : kColourVisions) {
        CHECK(seen_with({255, 255, 255}, v) == Rgba{255, 255, 255});
        CHECK(seen_with({0, 0, 0}, v) == Rgba{0, 0, 0});
    }
}

TEST_CASE("Issue 38 (7): the six seat colours a player may choose are told apart by every vision",
          "[scenario-check]") {
    // The seats' marks and chart lines are told apart by colour alone (the Okabe-Ito palette).
    std::vector<NamedColour> seats;
    for (int i = 0; i < 6; ++i)
        seats.push_back({"seat " + std::to_string(i + 1), player_color(i)});
    const auto clashes = colour_clashes(seats);
    for (const ColourClash& c : clashes)
        INFO(c.first << " and " << c.second << " with " << to_string(c.vision) << ": "
                     << c.distance);
    CHECK(clashes.empty());
}

TEST_CASE("Issue 38 (7): a frame's cut label broken word and small hexes are found once each",
          "[scenario-check]") {
    probe::Frame frame;
    probe::Item fits;
    fits.id = fits.label = "Start";
    fits.box = {0, 0, 100, 20};
    fits.clip = {0, 0, 1280, 720};
    fits.text_width = 60;
    frame.items.push_back(fits);
    CHECK(readability_findings(frame).empty());

    probe::Item cut = fits;
    cut.id = "preview:Scenario";
    cut.label = "Averyveryverylongname";
    cut.text_width = 180;
    frame.items.push_back(cut);
    probe::Item past_the_edge = fits;
    past_the_edge.id = past_the_edge.label = "Back";
    past_the_edge.box = {1250, 0, 1300, 20};
    frame.items.push_back(past_the_edge);
    frame.wrapped.push_back({"Unbreakableword here", {6}, {}});
    frame.wrapped.push_back({"Two words", {4}, {}});  // a break between words is fine
    probe::Item hex;
    hex.id = hex.label = "hex:0,0";
    hex.box = {100, 100, 110, 110};  // 0.8 of a radius of 12.5 px
    hex.clip = fits.clip;
    frame.items.push_back(hex);

    const auto found = readability_findings(frame);
    REQUIRE(found.size() == 4);
    CHECK(found[0].kind == ReadabilityFinding::Kind::cut);
    CHECK(found[0].what == "preview:Scenario \"Averyveryverylongname\"");
    CHECK(found[1].kind == ReadabilityFinding::Kind::cut);
    CHECK(found[1].what == "Back");
    CHECK(found[2].kind == ReadabilityFinding::Kind::word_broken);
    CHECK(found[2].what == "Unbrea | kableword here");
    CHECK(found[3].kind == ReadabilityFinding::Kind::small_hex);
    CHECK(found[3].key() == "hexes too small");
    // Hexes big enough are no finding.
    frame.items.back().box = {100, 100, 116, 116};  // a radius of 20 px
    CHECK(readability_findings(frame).size() == 3);
}
