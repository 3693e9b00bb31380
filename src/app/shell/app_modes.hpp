// The two ways the app runs: an interactive window, or one headless frame saved as a PNG.
// Both return the process exit status and throw std::runtime_error on SDL failures.
#pragma once

#include <filesystem>

#include "eden/map/json.hpp"

namespace eden::app {

struct ScreenshotOptions {
    std::filesystem::path out;
    int width = 1280;
    int height = 800;
    bool check_not_blank = false;
};

struct WindowOptions {
    int width = 1280;
    int height = 800;
};

int run_window(NamedMap map, const WindowOptions& options);
int run_screenshot(NamedMap map, const ScreenshotOptions& options);

}  // namespace eden::app
