#include "app/shell/app_frame.hpp"

#include "app/lab/lab_screen.hpp"
#include "app/render/imgui_raster.hpp"
#include "app/render/palette.hpp"
#include "app/screens/gallery_screen.hpp"
#include "app/screens/game_screen.hpp"
#include "app/screens/map_editor_screen.hpp"
#include "app/screens/menu_screens.hpp"
#include "app/screens/replay_screen.hpp"
#include "app/screens/rules_screen.hpp"
#include "app/screens/save_dialog.hpp"
#include "app/screens/scenario_editor_screen.hpp"
#include "app/session/autosave.hpp"
#include "app/shell/app_keys.hpp"
#include "app/shell/ui_probe.hpp"
#include "app/sound/sound_cues.hpp"
#include "app/table/battle_report.hpp"
#include "app/widgets/confirm_dialog.hpp"
#include "app/widgets/refusal_panel.hpp"
#include "app/words/ui_text.hpp"
#include "imgui.h"
#include "imgui_impl_sdl.h"
#include "imgui_impl_sdlrenderer.h"
#include "imgui_internal.h"

namespace eden::app {

bool read_events(AppState& app, InputState& input) {
    bool any = false;
    SDL_Event e;
    while (SDL_PollEvent(&e) != 0) {
        any = true;
        ImGui_ImplSDL2_ProcessEvent(&e);
        input.on_event(e);
        if (e.type == SDL_QUIT) app.quit = true;
        if (e.type == SDL_KEYDOWN) handle_key(app, e.key.keysym);
    }
    return any;
}

// Fewer clicks (issue 16 item 5), the one place the app answers for a person: a decision of
// a person that is no choice (auto_take.hpp) is taken before the frame is drawn, even while
// the curtain waits for him, so the laptop is passed only to ask something. Not while a
// question box, the save dialog, the Rules or the gallery is up: the person is busy there.
void take_what_is_no_choice(AppState& app) {
    // The session knows the setting, so a decision taken here never brings a curtain.
    if (app.game) app.game->set_takes_no_choice(app.settings.take_single_options);
    // The log in the Menu's language, the lines before a switch too.
    if (app.game) app.game->set_language(ui_language());
    if (!app.settings.take_single_options || app.screen != Screen::game || !app.game ||
        app.confirm || app.refusal || app.save_dialog.open || reading_reference(app))
        return;
    // A battle's result held for the people who fought it: the game waits, as the bots do.
    if (app.battle_report.showing && app.battle_report.held) return;
    bool took = false;
    // Bounded: each step is an engine action; a game never asks dozens of empty questions.
    for (int i = 0; i < 64 && !app.game->over(); ++i) {
        const auto only = app.game->no_choice();
        if (!only || app.game->apply_automatically(*only)) break;
        took = true;
    }
    if (took) autosave_now(app);
}

namespace {

// The screen under everything else: the title, a new game's seats, the game or the lab.
void draw_screen_beneath(AppState& app, FrameOutput& out, SDL_Point size) {
    switch (app.screen) {
        case Screen::title:
            draw_title_screen(app, size, out.imgui.fonts());
            break;
        case Screen::new_game:
            draw_new_game_screen(app, size);
            break;
        case Screen::game:
            if (app.game)
                draw_game_screen(app, out.video.renderer(), out.text, out.imgui.fonts(), size);
            break;
        case Screen::lab:
            draw_lab_screen(app, size);
            break;
        case Screen::map_editor:
            draw_map_editor_screen(app, out.video.renderer(), out.text, size);
            break;
        case Screen::scenario_editor:
            draw_scenario_editor_screen(app, size);
            break;
        case Screen::replay:
            if (app.replay)
                draw_replay_screen(app, out.video.renderer(), out.text, out.imgui.fonts(), size);
            break;
    }
}

// The game out of sight under the Rules or the gallery waits: no motion or hint counts as on
// screen, and a bots' battle result on show keeps its whole reading time for after.
void hold_game_while_reading(AppState& app) {
    if (app.screen != Screen::game || !app.game) return;
    app.animating = false;
    app.hint_on_screen.reset();
    if (app.battle_report.showing) app.battle_report.shown_at = SDL_GetTicks();
}

}  // namespace

void draw_frame(AppState& app, FrameOutput& out, InputState& input) {
    take_what_is_no_choice(app);
    const auto curtain_up = [&app] {
        return app.screen == Screen::game && app.game && app.game->hot_seat().curtain_for();
    };
    const bool curtain_before = curtain_up();
    probe::begin_frame();
    // The fonts are rasterised at the UI scale (crisp), not stretched by FontGlobalScale.
    out.imgui.set_scale(app.settings.ui_scale);
    set_active_art(&out.art);
    set_active_board_texture(&out.board_layer);
    out.art.trim();
    ImGui_ImplSDLRenderer_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    input.apply_to_imgui();
    ImGui::NewFrame();
    // Esc closes an open popup (a menu, a combo, a card list) before anything else.
    if (pressed(app, SDLK_ESCAPE) && !app.confirm && !app.refusal && !app.save_dialog.open)
        ImGui::ClosePopupToLevel(0, true);
    const SDL_Point size = out.video.output_size();
    SDL_Renderer* r = out.video.renderer();
    const Rgba bg = palette::kBoardBackground;
    SDL_SetRenderDrawColor(r, bg.r, bg.g, bg.b, 255);
    SDL_RenderClear(r);
    // Under the Rules or the Card gallery nothing is drawn: the screen beneath cost 2-4 ms a
    // frame out of sight (issue 17), and the game waits for the reader.
    if (reading_reference(app)) {
        hold_game_while_reading(app);
    } else {
        draw_screen_beneath(app, out, size);
    }
    play_game_sounds(app, out.sound);
    draw_rules_window(app, size);
    draw_gallery_window(app, out.imgui.fonts(), size);
    draw_save_dialog(app);
    draw_confirmation(app);
    draw_refusal_dialog(app);
    ImGui::Render();
    const Uint64 raster_start = SDL_GetPerformanceCounter();
    render_imgui_draw_data(r, ImGui::GetDrawData());
    out.imgui_raster_ms = 1000.0 * static_cast<double>(SDL_GetPerformanceCounter() - raster_start) /
                          static_cast<double>(SDL_GetPerformanceFrequency());
    probe::end_frame();
    app.keys.clear();
    // The curtain went down: the next person's screen opens with nothing hovered.
    if (curtain_before && !curtain_up()) input.forget_position();
}

bool bots_may_move(const AppState& app) {
    return app.screen == Screen::game && app.game && app.game->bot_to_move() &&
           app.game->hot_seat().may_draw_game() && !app.confirm && !app.refusal &&
           !app.save_dialog.open && !reading_reference(app) &&
           !battle_report_holds_bots(app, SDL_GetTicks());
}

void play_one_bot_action(AppState& app) {
    app.game->play_bot();
    autosave_now(app);
    if (!app.game->bot_to_move()) app.skip_bots = false;
}

}  // namespace eden::app
