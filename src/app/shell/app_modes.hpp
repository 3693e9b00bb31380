// The map's two ways to be shown: an interactive window, or one headless frame saved as a PNG;
// and the window a refused data file gets. All return the process exit status and throw
// std::runtime_error on SDL failures.
#pragma once

#include <filesystem>

#include "app/session/file_refusal.hpp"
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

// The map of `map_file` in a window, read again whenever the file is saved; while the file is
// refused, the window shows why (app/screens/refusal_screen.hpp) instead of exiting.
int run_window(const std::filesystem::path& map_file, const WindowOptions& options);
// A window that shows `refusal` until its file changes on disk (true: the caller reads it again)
// or the window is closed (false). `note_key`: a catalog id said under the details, or nullptr.
bool show_refusal_until_changed(const FileRefusal& refusal, const char* note_key,
                                const WindowOptions& options);
int run_screenshot(NamedMap map, const ScreenshotOptions& options);

}  // namespace eden::app
