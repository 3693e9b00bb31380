// The UI driver (issue 14): the app's own frame loop fed synthesized SDL events the way a hand
// gives them — the mouse moved onto a widget found by its label or id, pressed and released,
// keys, the wheel, a window resize — under SDL's offscreen video driver. Tests act only through
// these inputs; they read the app's state to decide what a person would do and to check what
// happened, never to act. Every frame is checked: nothing of a hidden hand is drawn.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include <SDL.h>

#include "app/shell/app_frame.hpp"
#include "app/shell/app_state.hpp"
#include "app/shell/input_state.hpp"
#include "app/shell/ui_probe.hpp"

namespace eden::ui_test {

// A person could not do what the test asked: the widget is missing, covered or disabled.
struct UiError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// An empty folder of that name (a test's saves) in the process's scratch folder, which is
// removed with all it holds when the process ends: the tests leave nothing behind.
std::filesystem::path fresh_folder(const std::string& name);
// Where the tests write their screenshots: $EDEN_SCREENS_DIR when a designer wants to look at
// them (kept), else the scratch folder (removed with it).
std::filesystem::path screens_folder();

struct DriverOptions {
    int width = 1280;
    int height = 800;
    std::uint64_t seed = 1;  // the New game dialog's seed
    std::filesystem::path save_dir;
    // A computer where the game was never played (its first game shows hints). The tests play
    // as a table that knows the game unless they say so.
    bool first_run = false;
};

// Where a card is taken to be dragged: by its name at the top, above its buttons.
inline constexpr float kByItsName = 0.08f;

class UiDriver {
  public:
    explicit UiDriver(const DriverOptions& options);
    ~UiDriver();

    app::AppState& app() { return app_; }
    const app::probe::Frame& frame() const { return app::probe::last_frame(); }

    // One turn of the frame loop: the queued events read, a bot's move if one is due (bots play
    // without pausing), a frame drawn and checked.
    void tick();
    void ticks(int n);

    // The widget drawn last frame with this id (its label without "##…", "action:{json}",
    // "hex:q,r"); `nth` counts equal ids in drawing order. nullptr if none.
    const app::probe::Item* find(const std::string& id, int nth = 0) const;
    bool has(const std::string& id, int nth = 0) const { return find(id, nth) != nullptr; }
    // A widget drawn last frame whose visible words are these ("Langue"), whatever its id (a
    // translated label keeps its English id: probe_id in ui_probe.hpp).
    bool shows(const std::string& words) const;
    // Whether the last frame's wrapped text (ui::text_whole_words and the like) holds `part`.
    bool wraps(const std::string& part) const;
    // Moves onto the widget (scrolling its window with the wheel if it is out of sight),
    // checks that the mouse is over it and it is enabled, presses and releases. Throws UiError
    // when a person could not click it.
    void click(const std::string& id, int nth = 0);
    // Presses on one widget, moves the mouse held down onto another (a hex, say) and releases it
    // there: one input, as a person drags a card onto the board. The press is `from_height`
    // down the first widget (a card is taken by its name, above its buttons).
    void drag(const std::string& from_id, const std::string& to_id, float from_height = 0.5f);
    // The same at a point (on the board, or anywhere for the monkey).
    void click_at(float x, float y, Uint8 button = SDL_BUTTON_LEFT);
    void move_to(float x, float y);
    void press(Uint8 button, float x, float y);
    void release(Uint8 button, float x, float y);
    void key(SDL_Keycode key, Uint16 mods = KMOD_NONE);
    void wheel(float x, float y, int dy, int dx = 0);
    // The wheel turned with Shift held: a sideways scroll.
    void shift_wheel(float x, float y, int d);
    void type_text(const std::string& text);
    void resize(int w, int h);

    // The last frame drawn, as a PNG.
    void screenshot(const std::filesystem::path& file);
    // What the frames are drawn with (to read the pixels back, or draw the last frame again).
    app::FrameOutput& output() { return *out_; }

    // What a person did: one input per click or key press.
    int inputs() const { return inputs_; }
    // Checks made on each frame that the test may add to (the monkey adds none).
    std::function<void(UiDriver&)> on_frame;

    // What the privacy rule depends on, read before and after a frame: a hand drawn in the
    // frame must be allowed by one of them (a click inside the frame may change the state
    // while the frame is drawn).
    struct Table {
        bool curtain = false;
        int looking = -1;
        int confirmed = -1;
        int deciding = -1;
    };

  private:
    void push(SDL_Event e);
    void check_privacy() const;
    void scroll_into_view(const std::string& id, int nth);

    app::AppState app_;
    std::unique_ptr<app::FrameOutput> out_;
    app::InputState input_;
    Table before_;
    float mouse_x_ = 0;
    float mouse_y_ = 0;
    int inputs_ = 0;
};

}  // namespace eden::ui_test
