// `eden --check-scenario FILE` (issue 38 item 7: "reads clearly", checked): a bot game of the
// scenario played through the app at 1280x720 and at 1920x1080, every frame looked at for text
// cut or broken inside a word and for hexes too small to read (readability.hpp); the seats' and
// tiles' colours compared as players with deuteranopia, protanopia and tritanopia see them
// (colour_vision.hpp); and every screen's median frame time. Each finding is reported once, with
// a screenshot of the frame it was first seen in. Exit 1 when anything is found.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

namespace eden::app {

struct ScenarioCheckRun {
    std::filesystem::path scenario;
    int players = 4;
    std::uint64_t seed = 1;
    std::string ruleset = "standard";
    // The findings' screenshots go here (made when there is one); empty: "eden-check-<name>" in
    // the current folder.
    std::filesystem::path screenshots;
    int stop_after = -1;  // actions per game; -1: the whole game
};

int run_scenario_check(const ScenarioCheckRun& run);

}  // namespace eden::app
