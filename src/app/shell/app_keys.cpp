#include "app/shell/app_keys.hpp"

#include "app/lab/lab_runs.hpp"
#include "app/lab/lab_screen.hpp"
#include "app/screens/map_editor_screen.hpp"
#include "app/screens/menu_screens.hpp"
#include "app/screens/save_dialog.hpp"
#include "app/screens/scenario_editor_screen.hpp"
#include "app/table/hint_overlay.hpp"
#include "app/widgets/confirm_dialog.hpp"
#include "imgui.h"

namespace eden::app {

namespace {

// Esc steps back one layer at a time: an open popup, a window over the screen, then the screen.
void escape(AppState& app) {
    if (ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId)) {
        app.keys.push_back(SDLK_ESCAPE);  // the popup closes itself in its frame
        return;
    }
    if (app.show_rules || app.show_gallery) {
        app.show_rules = app.show_gallery = false;
        return;
    }
    if (app.screen == Screen::game && dismiss_hint(app)) return;
    switch (app.screen) {
        case Screen::title:
            app.quit = true;
            return;
        case Screen::new_game:
            app.screen = Screen::title;
            return;
        case Screen::game:
            ask_to_leave_game(app);
            return;
        case Screen::lab:
            if (close_lab_side_by_side(app)) return;
            leave_lab(app);
            return;
        case Screen::map_editor:
            leave_map_editor(app);
            return;
        case Screen::scenario_editor:
            leave_scenario_editor(app);
            return;
        case Screen::replay:  // the viewer changes nothing: it closes without a question
            app.replay.reset();
            app.screen = Screen::title;
            return;
    }
}

}  // namespace

bool skip_animations(AppState& app) {
    const bool running = app.motion.skip() || app.animating;
    // Unit cards still sliding onto their fronts land at once: their arrival is long past.
    const Uint32 landed = SDL_GetTicks() - 60'000u;
    for (auto& [card, arrived] : app.arrivals)
        if (SDL_GetTicks() - arrived < 60'000u) arrived = landed;
    return running;
}

void handle_key(AppState& app, const SDL_Keysym& key) {
    if (app.refusal) {
        if (key.sym == SDLK_RETURN || key.sym == SDLK_KP_ENTER || key.sym == SDLK_ESCAPE)
            app.refusal.reset();
        return;
    }
    if (app.confirm) {
        if (key.sym == SDLK_RETURN || key.sym == SDLK_KP_ENTER) answer_confirmation(app, true);
        if (key.sym == SDLK_ESCAPE) answer_confirmation(app, false);
        return;
    }
    if (app.save_dialog.open) {
        if (key.sym == SDLK_ESCAPE)
            app.save_dialog.open = false;
        else
            app.keys.push_back(key.sym);
        return;
    }
    if (app.lab.save_open) {  // the lab's Save results, its name field taking the keys
        if (key.sym == SDLK_ESCAPE)
            app.lab.save_open = false;
        else
            app.keys.push_back(key.sym);
        return;
    }
    if (ImGui::GetIO().WantTextInput) return;
    if (key.sym == SDLK_F1) {
        app.show_rules = !app.show_rules;
        return;
    }
    if (key.sym == SDLK_F3) {
        app.settings.designer_overlay = !app.settings.designer_overlay;
        return;
    }
    if (key.sym == SDLK_g) {
        app.show_gallery = !app.show_gallery;
        return;
    }
    if (key.sym == SDLK_SPACE && app.screen == Screen::game && skip_animations(app)) return;
    if (key.sym == SDLK_ESCAPE) {
        escape(app);
        return;
    }
    const bool ctrl = (key.mod & (KMOD_CTRL | KMOD_GUI)) != 0;
    if (app.screen == Screen::title) {
        // Ctrl+L loads, as in a game; L alone starts the guided game.
        if (key.sym == SDLK_o || (ctrl && key.sym == SDLK_l))
            open_save_dialog(app, SaveDialogMode::load);
        else if (key.sym == SDLK_l)
            start_tutorial_asking(app);
        if (key.sym == SDLK_n) app.screen = Screen::new_game;
        if (key.sym == SDLK_c && app.autosave_offered) continue_autosave(app);
        if (key.sym == SDLK_p) open_lab(app);
        if (key.sym == SDLK_w) open_save_dialog(app, SaveDialogMode::watch);
        if (key.sym == SDLK_e) open_new_map_editor(app);
        return;
    }
    if ((app.screen == Screen::new_game || app.screen == Screen::lab) && key.sym == SDLK_RETURN) {
        app.keys.push_back(key.sym);
        return;
    }
    if (app.screen == Screen::map_editor && ctrl && map_editor_shortcut(app, key.sym)) return;
    if (app.screen == Screen::game && ctrl && key.sym == SDLK_s && app.game) {
        open_save_dialog(app, SaveDialogMode::save);
        return;
    }
    if (app.screen == Screen::game && ctrl && key.sym == SDLK_l) {
        open_save_dialog(app, SaveDialogMode::load);
        return;
    }
    app.keys.push_back(key.sym);
}

}  // namespace eden::app
