#include "ui_driver.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>

#include <unistd.h>

#include "app/screens/menu_screens.hpp"
#include "app/session/autosave.hpp"
#include "app/session/new_game.hpp"
#include "app/shell/screenshot.hpp"
#include "data/data_files.hpp"
#include "eden/text/data_text.hpp"
#include "support/temp_folder.hpp"

namespace eden::ui_test {

namespace {

UiDriver::Table table_of(const app::AppState& app) {
    UiDriver::Table t;
    // The replay viewer (issue 39 item 2) may draw the hand of the seat it shows the game as.
    if (app.screen == app::Screen::replay && app.replay) {
        t.looking = t.confirmed = t.deciding = app.replay->as();
        return t;
    }
    if (!app.game || app.screen != app::Screen::game) return t;
    t.curtain = !app.game->hot_seat().may_draw_game();
    t.looking = app.game->hot_seat().looking();
    t.confirmed = app.game->hot_seat().confirmed();
    t.deciding = app.game->pending().player;
    return t;
}

bool may_show_hand(const UiDriver::Table& t, int seat) {
    return !t.curtain && seat >= 0 && seat == t.looking && seat == t.confirmed &&
           seat == t.deciding;
}

}  // namespace

namespace {

// Every folder a UI test makes lives in one folder of the process, removed when the process
// ends (each test case runs in a process of its own under ctest).
const test::TempFolder& scratch_root() {
    static const test::TempFolder root("ui-tests");
    return root;
}

}  // namespace

std::filesystem::path fresh_folder(const std::string& name) {
    const auto dir = scratch_root() / name;
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    return dir;
}

std::filesystem::path screens_folder() {
    if (const char* env = std::getenv("EDEN_SCREENS_DIR"); env != nullptr && *env != 0) return env;
    const auto dir = scratch_root() / "screens";
    std::filesystem::create_directories(dir);
    return dir;
}

UiDriver::UiDriver(const DriverOptions& options) {
    setenv("SDL_VIDEODRIVER", "offscreen", 1);
    app::probe::enable(true);
    app_.data = data::load_game_data(data::default_data_dir());
    text::use_data_texts(app_.data.texts);  // as the app does
    app_.new_game = app::default_new_game(app_.data, options.seed);
    app_.save_dir = options.save_dir;
    // As the app starts: the settings file of the save folder (a hint dismissed in an earlier
    // run stays dismissed).
    app::load_settings(app_);
    if (!options.first_run) app_.first_run = false;
    app_.settings.bot_delay_ms = 0;
    // And the title offers to continue an unfinished autosaved game, as the app's does.
    const auto autosave = app::read_autosave(app_.save_dir);
    app_.autosave_offered = autosave && app::game_unfinished(*autosave);
    out_ = std::make_unique<app::FrameOutput>("Battle For Eden (UI driver)", options.width,
                                              options.height, true);
    // SDL's own mouse is not where ours is until it moves.
    mouse_x_ = static_cast<float>(options.width) / 2;
    mouse_y_ = static_cast<float>(options.height) / 2;
    tick();
    tick();
}

UiDriver::~UiDriver() {
    app::probe::enable(false);
}

void UiDriver::push(SDL_Event e) {
    if (SDL_PushEvent(&e) < 0) throw UiError(std::string("SDL_PushEvent: ") + SDL_GetError());
}

void UiDriver::tick() {
    app::read_events(app_, input_);
    if (app::bots_may_move(app_)) app::play_one_bot_action(app_);
    before_ = table_of(app_);
    app::draw_frame(app_, *out_, input_);
    SDL_RenderPresent(out_->video.renderer());
    check_privacy();
    if (on_frame) on_frame(*this);
}

void UiDriver::ticks(int n) {
    for (int i = 0; i < n; ++i)
        tick();
}

void UiDriver::check_privacy() const {
    const Table after = table_of(app_);
    const auto& f = frame();
    if (f.curtain && !f.hand_cards.empty()) throw UiError("a hand was drawn on the curtain");
    for (const auto& c : f.hand_cards)
        if (!may_show_hand(before_, c.seat) && !may_show_hand(after, c.seat))
            throw UiError("seat " + std::to_string(c.seat) + "'s hand was drawn while " +
                          (after.curtain ? "the curtain was up"
                           : after.deciding == c.seat
                               ? "another person had the laptop"
                               : "seat " + std::to_string(after.deciding) + " was deciding"));
}

const app::probe::Item* UiDriver::find(const std::string& id, int nth) const {
    for (const auto& it : frame().items)
        if (it.id == id && nth-- == 0) return &it;
    return nullptr;
}

bool UiDriver::shows(const std::string& words) const {
    for (const auto& it : frame().items)
        if (it.label.substr(0, it.label.find("##")) == words) return true;
    return false;
}

bool UiDriver::wraps(const std::string& part) const {
    for (const auto& w : frame().wrapped)
        if (w.text.find(part) != std::string::npos) return true;
    return false;
}

void UiDriver::move_to(float x, float y) {
    mouse_x_ = x;
    mouse_y_ = y;
    SDL_Event e{};
    e.type = SDL_MOUSEMOTION;
    e.motion.windowID = SDL_GetWindowID(out_->video.window());
    e.motion.x = static_cast<Sint32>(x);
    e.motion.y = static_cast<Sint32>(y);
    push(e);
    tick();
}

void UiDriver::press(Uint8 button, float x, float y) {
    SDL_Event e{};
    e.type = SDL_MOUSEBUTTONDOWN;
    e.button.windowID = SDL_GetWindowID(out_->video.window());
    e.button.button = button;
    e.button.state = SDL_PRESSED;
    e.button.clicks = 1;
    e.button.x = static_cast<Sint32>(x);
    e.button.y = static_cast<Sint32>(y);
    push(e);
}

void UiDriver::release(Uint8 button, float x, float y) {
    SDL_Event e{};
    e.type = SDL_MOUSEBUTTONUP;
    e.button.windowID = SDL_GetWindowID(out_->video.window());
    e.button.button = button;
    e.button.state = SDL_RELEASED;
    e.button.x = static_cast<Sint32>(x);
    e.button.y = static_cast<Sint32>(y);
    push(e);
}

void UiDriver::click_at(float x, float y, Uint8 button) {
    if (x != mouse_x_ || y != mouse_y_) move_to(x, y);
    ++inputs_;
    press(button, x, y);
    tick();
    release(button, x, y);
    // The window draws two frames after an event (its loop's kFramesToSettle): the second shows
    // what the click changed.
    tick();
    tick();
}

void UiDriver::drag(const std::string& from_id, const std::string& to_id, float from_height) {
    scroll_into_view(from_id, 0);
    const auto* from = find(from_id);
    if (!from) throw UiError("no \"" + from_id + "\" on screen to drag");
    const float x0 = from->box.cx();
    const float y0 = from->box.y0 + (from->box.y1 - from->box.y0) * from_height;
    move_to(x0, y0);
    ++inputs_;
    press(SDL_BUTTON_LEFT, x0, y0);
    tick();
    const auto* to = find(to_id);
    if (!to) throw UiError("no \"" + to_id + "\" on screen to drop on");
    const float x1 = to->box.cx();
    const float y1 = to->box.cy();
    // A hand moves in steps, each frame seeing the mouse somewhat nearer.
    constexpr int kSteps = 4;
    for (int step = 1; step <= kSteps; ++step)
        move_to(x0 + (x1 - x0) * static_cast<float>(step) / kSteps,
                y0 + (y1 - y0) * static_cast<float>(step) / kSteps);
    release(SDL_BUTTON_LEFT, x1, y1);
    tick();
    tick();
    tick();
}

void UiDriver::scroll_into_view(const std::string& id, int nth) {
    for (int tries = 0; tries < 80; ++tries) {
        const auto* it = find(id, nth);
        if (it == nullptr) return;
        const auto& b = it->box;
        const auto& c = it->clip;
        if (it->visible && c.contains(b.cx(), b.cy())) return;
        // The wheel over the window that scrolls, towards the widget, from where it can be
        // seen: a card keeps its last strip for its "more" cue, which the clip leaves out.
        const auto& s = it->scroll_area;
        const int dy = b.cy() < std::max(s.y0, c.y0) ? 1 : b.cy() >= std::min(s.y1, c.y1) ? -1 : 0;
        const int dx = b.cx() < std::max(s.x0, c.x0) ? 1 : b.cx() >= std::min(s.x1, c.x1) ? -1 : 0;
        if (dx == 0 && dy == 0) return;  // in its window's sight: the click finds if covered
        // Shift turns the wheel sideways, as on most desktops.
        if (dx != 0)
            shift_wheel(s.cx(), s.cy(), dx);
        else
            wheel(s.cx(), s.cy(), dy);
    }
    const auto* it = find(id, nth);
    char where[200] = "";
    if (it)
        std::snprintf(
            where, sizeof where,
            " (at %.0f,%.0f, seen in %.0f,%.0f-%.0f,%.0f, scrolled by %.0f,%.0f-%.0f,%.0f)",
            it->box.cx(), it->box.cy(), it->clip.x0, it->clip.y0, it->clip.x1, it->clip.y1,
            it->scroll_area.x0, it->scroll_area.y0, it->scroll_area.x1, it->scroll_area.y1);
    const auto shot = fresh_folder("eden-ui-scroll") / "shot.png";
    app::save_png(app::read_frame(out_->video.renderer()).get(), shot);
    throw UiError("\"" + id + "\" cannot be scrolled into view" + where);
}

void UiDriver::click(const std::string& id, int nth) {
    if (!find(id, nth)) {
        std::string seen;
        for (const auto& it : frame().items)
            if (it.id.rfind("hex:", 0) != 0 && seen.size() < 600) seen += " [" + it.id + "]";
        throw UiError("no \"" + id + "\" (#" + std::to_string(nth) + ") on screen; it shows" +
                      seen);
    }
    scroll_into_view(id, nth);
    // A layout may settle a frame after a change (Dear ImGui sizes windows from the last
    // frame): like a hand, the driver aims again when the target moved under it.
    for (int aim = 0; aim < 4; ++aim) {
        const auto* it = find(id, nth);
        if (!it) throw UiError("\"" + id + "\" went away while aiming at it");
        if (!it->enabled) throw UiError("\"" + id + "\" is disabled");
        const float x = it->box.cx();
        const float y = it->box.cy();
        move_to(x, y);
        const auto* now = find(id, nth);
        if (!now) throw UiError("\"" + id + "\" went away under the mouse");
        const bool moved = !now->box.contains(x, y);
        // A hex is drawn by the board, not by Dear ImGui: it is reachable where no window
        // covers it, which the board's own hover check decides.
        if (!moved && (now->hovered || id.rfind("hex:", 0) == 0)) {
            click_at(x, y);
            return;
        }
        if (moved) continue;
        const auto shot = fresh_folder("eden-ui-covered") / "shot.png";
        app::save_png(app::read_frame(out_->video.renderer()).get(), shot);
        char where[160];
        std::snprintf(where, sizeof where, " at %.0f,%.0f-%.0f,%.0f, seen in %.0f,%.0f-%.0f,%.0f",
                      now->box.x0, now->box.y0, now->box.x1, now->box.y1, now->clip.x0,
                      now->clip.y0, now->clip.x1, now->clip.y1);
        throw UiError("\"" + id + "\" is covered: the mouse is not over it" + where + " (" +
                      shot.string() + ")");
    }
    throw UiError("\"" + id + "\" keeps moving away from the mouse");
}

void UiDriver::key(SDL_Keycode k, Uint16 mods) {
    ++inputs_;
    SDL_Event e{};
    e.type = SDL_KEYDOWN;
    e.key.windowID = SDL_GetWindowID(out_->video.window());
    e.key.state = SDL_PRESSED;
    e.key.keysym.sym = k;
    e.key.keysym.scancode = SDL_GetScancodeFromKey(k);
    e.key.keysym.mod = mods;
    push(e);
    tick();
    e.type = SDL_KEYUP;
    e.key.state = SDL_RELEASED;
    push(e);
    tick();
    tick();
}

void UiDriver::wheel(float x, float y, int dy, int dx) {
    if (x != mouse_x_ || y != mouse_y_) move_to(x, y);
    const Uint32 window = SDL_GetWindowID(out_->video.window());
    SDL_Event e{};
    e.type = SDL_MOUSEWHEEL;
    e.wheel.windowID = window;
    e.wheel.x = dx;
    e.wheel.y = dy;
    push(e);
    tick();
}

void UiDriver::shift_wheel(float x, float y, int d) {
    if (x != mouse_x_ || y != mouse_y_) move_to(x, y);
    const Uint32 window = SDL_GetWindowID(out_->video.window());
    SDL_Event k{};
    k.type = SDL_KEYDOWN;
    k.key.windowID = window;
    k.key.keysym.sym = SDLK_LSHIFT;
    k.key.keysym.scancode = SDL_SCANCODE_LSHIFT;
    k.key.keysym.mod = KMOD_LSHIFT;
    push(k);
    SDL_Event e{};
    e.type = SDL_MOUSEWHEEL;
    e.wheel.windowID = window;
    e.wheel.y = d;
    push(e);
    tick();
    k.type = SDL_KEYUP;
    k.key.keysym.mod = KMOD_NONE;
    push(k);
    tick();
}

void UiDriver::type_text(const std::string& text) {
    for (char ch : text) {
        SDL_Event e{};
        e.type = SDL_TEXTINPUT;
        e.text.windowID = SDL_GetWindowID(out_->video.window());
        e.text.text[0] = ch;
        push(e);
    }
    ++inputs_;
    tick();
}

void UiDriver::screenshot(const std::filesystem::path& file) {
    tick();
    app::save_png(app::read_frame(out_->video.renderer()).get(), file);
}

void UiDriver::resize(int w, int h) {
    SDL_SetWindowSize(out_->video.window(), w, h);
    tick();
    tick();
}

}  // namespace eden::ui_test
