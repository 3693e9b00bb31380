#include "app/screens/game_screen.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "app/board/board_marks.hpp"
#include "app/board/board_overlay.hpp"
#include "app/board/board_view_controls.hpp"
#include "app/render/palette.hpp"
#include "app/render/shapes.hpp"
#include "app/screens/victory_stats.hpp"
#include "app/session/labels.hpp"
#include "app/shell/ui_probe.hpp"
#include "app/table/away_panel.hpp"
#include "app/table/battle_report.hpp"
#include "app/table/forecast_tooltip.hpp"
#include "app/table/game_panels.hpp"
#include "app/table/hint_overlay.hpp"
#include "app/widgets/widgets.hpp"
#include "app/words/place_words.hpp"
#include "app/words/ui_text.hpp"
#include "eden/text/data_text.hpp"
#include "imgui.h"

namespace eden::app {

namespace {

constexpr ImGuiWindowFlags kOverlayFlags =
    ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings;

struct Layout {
    Rect banner;
    Rect board;
    Rect side;
    Rect bottom;
};

Layout layout_for(SDL_Point size, const SeatView& view, float font, bool in_the_open) {
    const auto w = static_cast<float>(size.x);
    const auto h = static_cast<float>(size.y);
    Layout l;
    const float banner_h = std::floor(font * 4.6f);
    const float side_w = std::floor(std::clamp(w * 0.30f, font * 18.0f, font * 28.0f));
    // Cards need room for their rules text; the map-building strip needs only a few lines.
    // Without a person looking there is no hand to show, and the board takes the room; but a
    // choice asked in the open (curtain.hpp) keeps the choices' room, so none is cut.
    const bool hand_shown = view.conquest && (view.seat >= 0 || in_the_open);
    const float bottom_h = std::floor(hand_shown ? std::min(h * 0.36f, font * 15.0f) : font * 7.0f);
    l.banner = {0, 0, w, banner_h};
    // The hand runs the whole width: five cards side by side need it more than the log does.
    l.side = {w - side_w, banner_h, side_w, h - banner_h - bottom_h};
    l.bottom = {0, h - bottom_h, w, bottom_h};
    l.board = {0, banner_h, w - side_w, h - banner_h - bottom_h};
    return l;
}

std::string screen_seat_name(const GameState& state, int seat) {
    return state.setup().players.at(static_cast<std::size_t>(seat)).name;
}

void draw_curtain(AppState& app, SDL_Renderer* renderer, SDL_Point size, int seat) {
    // Nothing of the game is drawn under the curtain: the frame is cleared to one colour.
    SDL_SetRenderDrawColor(renderer, 14, 16, 22, 255);
    SDL_RenderClear(renderer);
    probe::curtain();
    const std::string name = screen_seat_name(app.game->state(), seat);
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(ImVec2(static_cast<float>(size.x), static_cast<float>(size.y)));
    ImGui::SetNextWindowBgAlpha(0.0f);
    ImGui::Begin("##curtain", nullptr, kOverlayFlags);
    const Rgba c = app.marks.colours.at(static_cast<std::size_t>(seat));
    ImGui::SetCursorPosY(static_cast<float>(size.y) * 0.38f);
    ImGui::SetWindowFontScale(2.0f);
    const std::string line = tr(text::Message("app.curtain.pass").with("name", text::Name{name}));
    ImGui::SetCursorPosX((static_cast<float>(size.x) - ImGui::CalcTextSize(line.c_str()).x) * 0.5f);
    ImGui::TextColored(ImGui::ColorConvertU32ToFloat4(IM_COL32(c.r, c.g, c.b, 255)), "%s",
                       line.c_str());
    ImGui::SetWindowFontScale(1.0f);
    const std::string sub = tr(text::Message("app.curtain.click").with("name", text::Name{name}));
    ImGui::SetCursorPosX((static_cast<float>(size.x) - ImGui::CalcTextSize(sub.c_str()).x) * 0.5f);
    ImGui::TextUnformatted(sub.c_str());
    // Why the laptop came back although he had a battle plan (RULES.md §7 H1).
    if (const auto why = plan_halt_words(app.game->state(), seat, ui_language())) {
        ImGui::SetCursorPosX((static_cast<float>(size.x) - ImGui::CalcTextSize(why->c_str()).x) *
                             0.5f);
        ImGui::TextUnformatted(why->c_str());
    }
    const bool clicked = ImGui::IsWindowHovered() && ImGui::IsMouseClicked(0);
    if (clicked || pressed(app, SDLK_RETURN) || pressed(app, SDLK_SPACE))
        app.game->dismiss_curtain();
    ImGui::End();
}

void draw_victory(AppState& app, const SeatView& view, const UiFonts& fonts, SDL_Point size) {
    const auto w = static_cast<float>(size.x);
    const auto h = static_cast<float>(size.y);
    const float font = ImGui::GetFontSize();
    // A map-only game has no rounds to chart.
    const bool charts = view.conquest;
    const float vw = std::min(w * 0.9f, font * (charts ? 36.0f : 28.0f));
    const float vh = std::min(h * 0.92f, font * (charts ? 30.0f : 9.0f));
    ImGui::SetNextWindowPos(ImVec2((w - vw) * 0.5f, (h - vh) * 0.45f));
    ImGui::SetNextWindowSize(ImVec2(vw, vh));
    ImGui::SetNextWindowBgAlpha(1.0f);
    ImGui::PushStyleColor(ImGuiCol_Border, IM_COL32(240, 200, 90, 255));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 3.0f);
    ImGui::Begin("##victory", nullptr, kOverlayFlags);
    ImGui::PopStyleVar();
    ImGui::PopStyleColor();
    ImGui::PushFont(fonts.heading);
    ImGui::SetWindowFontScale(1.4f);
    text::Names names;
    for (const auto& p : view.players)
        names.seats.push_back(p.name);
    // In King of Eden only the Heart's fall gives winners.
    const char* outcome = view.dragons           ? (view.winners.empty() ? "dragons" : "king_slain")
                          : view.winners.empty() ? "nobody"
                                                 : "players";
    const std::string title = tr(text::Message("app.victory.title")
                                     .with("outcome", outcome)
                                     .with("winners", text::SeatList{view.winners})
                                     .with("count", static_cast<int>(view.winners.size())),
                                 names);
    ImGui::TextWrapped("%s", title.c_str());
    ImGui::SetWindowFontScale(1.0f);
    ImGui::PopFont();
    const std::string how =
        view.conquest ? tr(text::Message("app.victory.after_rounds").with("rounds", view.round))
                      : tr("app.victory.map_complete");
    ImGui::TextUnformatted(how.c_str());
    ImGui::Spacing();
    if (charts) {
        std::vector<std::string> names;
        for (const SeatPlayer& p : view.players)
            names.push_back(p.name);
        const float buttons = ImGui::GetFrameHeightWithSpacing() + ImGui::GetStyle().ItemSpacing.y;
        draw_victory_stats(app.game->stats(), names, app.marks,
                           ImGui::GetContentRegionAvail().y - buttons);
        ImGui::Spacing();
    }
    if (ui::button(tr_id("app.title.new_game")) || pressed(app, SDLK_n))
        app.screen = Screen::new_game;
    ImGui::SameLine();
    // Issue 39: how was it won? The finished game, step by step, as any seat.
    if (ui::button(tr_id("app.victory.watch_again"))) {
        app.autosave_offered = false;
        start_replay(app, app.game->state(), app.game->seats(), seat_colour_choices(app));
    }
    ImGui::SameLine();
    if (ui::button(tr_id("app.menu.title_screen"))) {
        // The autosave now holds this finished game: nothing to continue.
        app.autosave_offered = false;
        app.screen = Screen::title;
    }
    ImGui::End();
}

bool inside(Rect r, Point p) {
    return point_in_rect(r, p);
}

// The hexes a click can reach, for the UI driver: every tile and highlighted empty spot.
std::vector<Hex> clickable_hexes(const Map& map, const std::vector<Hex>& spots) {
    std::vector<Hex> out;
    for (const auto& [hex, tile] : map.tiles())
        out.push_back(hex);
    for (Hex h : spots)
        if (map.at(h) == nullptr) out.push_back(h);
    return out;
}

// 002's troop moves (RULES.md §5 C8): a click on a highlighted territory selects where the
// troop leaves, a click on one of its highlighted neighbours moves it (each click resolving to
// the one MoveTroop the decision offers); a drag from the one to the other does the same. A
// click on the selected territory again, or on another origin, changes the selection.
void troop_move_interaction(AppState& app, const HexLayout& layout, Hex h,
                            const ChoiceGroups& choices, BoardHighlights& hl) {
    const GameState& state = app.game->state();
    const auto to = choices.move_to.find(h);
    if (to != choices.move_to.end()) {
        hl.hovered = h;
        ImGui::SetTooltip(
            "%s", screen_words(app, option_label(state, to->second, ui_language())).c_str());
        // A press on the destination after a click on the origin; a release on it after a
        // drag that began on the origin.
        const ImGuiIO& io = ImGui::GetIO();
        const Point pressed_at{io.MouseClickedPos[0].x, io.MouseClickedPos[0].y};
        const bool dragged_here = ImGui::IsMouseReleased(0) && app.selected_hex &&
                                  *app.selected_hex != h &&
                                  pixel_to_hex(layout, pressed_at) == *app.selected_hex;
        if (ImGui::IsMouseClicked(0) || dragged_here) act(app, to->second);
        return;
    }
    if (!choices.moves.contains(h)) {
        if (ImGui::IsMouseClicked(0)) app.selected_hex.reset();
        return;
    }
    hl.hovered = h;
    ImGui::SetTooltip("%s", screen_words(app, tr(text::Message("app.board.move_troops")
                                                     .with("from", to_string(h))
                                                     .with_flag("selected", app.selected_hex == h)))
                                .c_str());
    if (ImGui::IsMouseClicked(0)) app.selected_hex = h;
}

// What dropping `unit` on `h` does: the one attack it opens there; or, when it may attack there
// from several of his territories, nothing yet (`several`): the territory is selected and the
// card's buttons name the origins, as after a click on it.
struct Drop {
    const Action* attack = nullptr;
    bool several = false;
    bool may_attack() const { return attack != nullptr || several; }
};
Drop drop_of(const ChoiceGroups& choices, int unit, Hex h) {
    Drop drop;
    const auto at = choices.attacks.find(h);
    if (at == choices.attacks.end()) return drop;
    for (const Action& a : at->second) {
        if (std::get<OpenFront>(a).unit != unit) continue;
        drop.several = drop.attack != nullptr;
        drop.attack = &a;
    }
    if (drop.several) drop.attack = nullptr;
    return drop;
}

// A unit of the hand dragged onto a territory (card_rows starts the drag): the territories it
// may attack stay highlighted, the one under it says what the front would face, and releasing
// the mouse there opens the front; anywhere else the drag ends with nothing done. True while a
// drag is under way (the board answers nothing else meanwhile).
bool unit_drag_interaction(AppState& app, const HexLayout& layout, Rect board,
                           const ChoiceGroups& choices, const UiFonts& fonts, BoardHighlights& hl) {
    if (!app.dragged_unit) return false;
    const int unit = *app.dragged_unit;
    if (!choices.attacks_by_unit.contains(unit)) {
        app.dragged_unit.reset();
        return false;
    }
    const ImGuiIO& io = ImGui::GetIO();
    const Point mouse{io.MousePos.x, io.MousePos.y};
    const Hex h = pixel_to_hex(layout, mouse);
    // Over the board itself, not a panel over it (the battle's result).
    const bool over_board = inside(board, mouse) &&
                            !ImGui::IsWindowHovered(ImGuiHoveredFlags_AnyWindow |
                                                    ImGuiHoveredFlags_AllowWhenBlockedByActiveItem);
    const Drop drop = over_board ? drop_of(choices, unit, h) : Drop{};
    if (ImGui::IsMouseReleased(0)) {
        app.dragged_unit.reset();
        if (drop.attack != nullptr) act(app, *drop.attack);
        if (drop.several) app.selected_hex = h;
        return true;
    }
    if (!ImGui::IsMouseDown(0)) {  // released outside any frame we drew
        app.dragged_unit.reset();
        return false;
    }
    if (!ImGui::IsMouseDragging(0)) return true;
    const std::string name = text::card_name(app.game->state(), unit, ui_language());
    if (drop.may_attack()) {
        hl.hovered = h;
        attack_forecast_tooltip(app.game->state(), player_names(app.game->state()), h,
                                choices.attacks.at(h), fonts, drop.attack ? name : "");
    } else {
        ImGui::SetTooltip(
            "%s", tr(text::Message("app.board.drag_unit_to_attack").with("unit", text::Name{name}))
                      .c_str());
    }
    return true;
}

void board_interaction(AppState& app, const HexLayout& layout, Rect board,
                       const ChoiceGroups& choices, const UiFonts& fonts, BoardHighlights& hl) {
    if (unit_drag_interaction(app, layout, board, choices, fonts, hl)) return;
    const ImGuiIO& io = ImGui::GetIO();
    const Point mouse{io.MousePos.x, io.MousePos.y};
    const bool over_board = !io.WantCaptureMouse && inside(board, mouse);
    if (!over_board || !choices.mine) return;
    const Hex h = pixel_to_hex(layout, mouse);
    if (choices.paying) {
        const auto marked = app.paying.territories();
        if (std::find(marked.begin(), marked.end(), h) == marked.end()) return;
        hl.hovered = h;
        ImGui::SetTooltip(
            "%s",
            tr(text::Message("app.board.take_resource").with("at", screen_words(app, to_string(h))))
                .c_str());
        if (ImGui::IsMouseClicked(0)) app.paying.take_one_from(h);
        return;
    }
    if (std::find(choices.placing_spots.begin(), choices.placing_spots.end(), h) !=
        choices.placing_spots.end()) {
        hl.hovered = h;
        ImGui::SetTooltip("Place a resource on %s", screen_words(app, to_string(h)).c_str());
        if (ImGui::IsMouseClicked(0)) add_to_placement(app, h);
        return;
    }
    if (!choices.moves.empty()) {
        troop_move_interaction(app, layout, h, choices, hl);
        return;
    }
    const auto spot = choices.spots.find(h);
    const bool attack = choices.attacks.contains(h);
    if (spot != choices.spots.end() || attack) hl.hovered = h;
    if (spot != choices.spots.end()) {
        ImGui::SetTooltip(
            "%s", screen_words(app, option_label(app.game->state(), spot->second, ui_language()))
                      .c_str());
        if (ImGui::IsMouseClicked(0)) act(app, spot->second);
    } else if (attack) {
        // Issue 16 item 1: what the front would face, before anything is committed.
        attack_forecast_tooltip(app.game->state(), player_names(app.game->state()), h,
                                choices.attacks.at(h), fonts);
        if (ImGui::IsMouseClicked(0)) app.selected_hex = h;
    } else if (!choices.spots.empty() &&
               (std::holds_alternative<PlaceTile>(choices.spots.begin()->second) ||
                std::holds_alternative<PlacePortal>(choices.spots.begin()->second))) {
        // Why the tile cannot go here, in the engine's words.
        const Action probe = std::holds_alternative<PlacePortal>(choices.spots.begin()->second)
                                 ? Action{PlacePortal{h}}
                                 : Action{PlaceTile{h}};
        if (const auto why = app.game->state().why_illegal(probe))
            ImGui::SetTooltip("%s", tr(*why).c_str());
    }
}

// What the board is fitted to (issue 14: it re-fitted and jumped after every tile): every hex
// shown so far in this game and, while the map is built, a ring as wide as the finished map is
// likely to be, so the frame is set from the first tile and seldom grows.
std::vector<Hex> board_frame(AppState& app, const SeatView& view, const std::vector<Hex>& spots) {
    auto& frame = app.board_frame;
    for (const auto& [hex, tile] : view.map.tiles())
        frame.insert(hex);
    frame.insert(spots.begin(), spots.end());
    if (!view.conquest) {
        std::size_t tiles = view.map.size();
        for (const SeatPlayer& p : view.players)
            tiles += static_cast<std::size_t>(p.face_down_tiles) + (p.face_up_tile ? 1 : 0) + 1;
        // A map is ragged: a disc half as big again as the tiles would fill holds most.
        int r = 1;
        while (static_cast<std::size_t>(3 * r * (r + 1) + 1) < tiles * 3 / 2)
            ++r;
        for (const Hex h : {Hex{r, 0}, Hex{0, r}, Hex{-r, r}, Hex{-r, 0}, Hex{0, -r}, Hex{r, -r}})
            frame.insert(h);
    }
    return {frame.begin(), frame.end()};
}

}  // namespace

void act(AppState& app, const Action& action) {
    if (const auto refused = app.game->apply(action)) {
        app.status = *refused;
        return;
    }
    app.status.clear();
    app.selected_hex.reset();
    // A battle's result on screen goes with his next choice: he read it while choosing, and
    // Continue would be one more click per battle (issue 33: inputs per round). One that came
    // up this very frame stays: he has not seen it yet.
    if (app.battle_report.showing && app.battle_report.drawn) app.battle_report.showing.reset();
    autosave_now(app);
}

void draw_game_screen(AppState& app, SDL_Renderer* renderer, TextRenderer& text,
                      const UiFonts& fonts, SDL_Point size) {
    GameSession& game = *app.game;
    app.hint_on_screen.reset();  // drawn again below if it is still called for
    if (const auto seat = game.hot_seat().curtain_for()) {
        draw_curtain(app, renderer, size, *seat);
        return;
    }
    update_battle_report(app, SDL_GetTicks());
    app.animating = false;  // a motion drawn this frame asks again
    // Held for the whole frame: a click inside it may change the state (and the session's view).
    const std::shared_ptr<const SeatView> view_held = game.seat_view(game.hot_seat().looking());
    const SeatView& view = *view_held;
    const Layout l = layout_for(size, view, ImGui::GetFontSize(), game.hot_seat().in_the_open());
    // A placement being built belongs to one decision.
    if (app.placing_at != game.state().action_count()) {
        app.placing.clear();
        app.placing_at = game.state().action_count();
    }
    app.paying.follow(game.state());
    const ChoiceGroups choices = group_choices(app, view);
    if (app.selected_hex && !choices.attacks.contains(*app.selected_hex) &&
        !choices.moves.contains(*app.selected_hex))
        app.selected_hex.reset();

    // The frame is already cleared to the board's background (draw_frame): a second clear of
    // the whole window cost a full-screen fill every frame.
    BoardHighlights hl;
    for (const auto& [hex, a] : choices.spots)
        hl.spots.push_back(hex);
    // A unit being dragged highlights only where it may attack.
    for (const auto& [hex, a] : choices.attacks)
        if (!app.dragged_unit || drop_of(choices, *app.dragged_unit, hex).may_attack())
            hl.spots.push_back(hex);
    // A troop's move: where it may leave from, then, once one is chosen, where it may go.
    if (choices.move_to.empty()) {
        for (const auto& [hex, a] : choices.moves)
            hl.spots.push_back(hex);
    } else {
        for (const auto& [hex, a] : choices.move_to)
            hl.spots.push_back(hex);
    }
    // The hexes of the choice under the mouse in the choices panel (drawn last frame).
    hl.pointed = app.choice_hover;
    app.choice_hover.clear();
    hl.spots.insert(hl.spots.end(), choices.placing_spots.begin(), choices.placing_spots.end());
    if (choices.paying) {
        const auto marked = app.paying.territories();
        hl.spots.insert(hl.spots.end(), marked.begin(), marked.end());
        if (app.payment_hover) hl.hovered = app.payment_hover;
    }
    // The payment row under the mouse says so again this frame, if it is still drawn.
    app.payment_hover.reset();
    hl.selected = app.selected_hex;
    // Zoom and pan, whoever's turn it is.
    board_view_input(app.board_view, l.board, pressed(app, SDLK_f) || pressed(app, SDLK_HOME));
    const HexLayout layout =
        draw_board(renderer, text, view.map, l.board, board_frame(app, view, hl.spots), &app.marks,
                   app.board_view, app.settings.designer_overlay);
    probe_board_hexes(layout, l.board, clickable_hexes(view.map, hl.spots));
    board_interaction(app, layout, l.board, choices, fonts, hl);
    // Zoomed in, the marks of hexes beyond the board's edge stay off the panels.
    const SDL_Rect clip{static_cast<int>(l.board.x), static_cast<int>(l.board.y),
                        static_cast<int>(l.board.w), static_cast<int>(l.board.h)};
    SDL_RenderSetClipRect(renderer, &clip);
    draw_board_overlay(renderer, text, layout, view, app.marks, hl);
    const std::uint32_t now = SDL_GetTicks();
    if (game.event_serial() != app.motion.events_seen) {
        app.motion.events_seen = game.event_serial();
        app.motion.start(game.last_events(), game.state(), app.marks.colours, now);
    }
    draw_board_motion(renderer, layout, app.motion, now);
    draw_changed_hands(renderer, layout, territories_changed_this_turn(app));
    draw_away_highlight(renderer, layout, app);
    SDL_RenderSetClipRect(renderer, nullptr);
    board_view_buttons(app.board_view, l.board);

    draw_banner(app, view, fonts, l.banner);
    draw_side_panel(app, view, fonts, l.side);
    if (app.game) draw_bottom_panel(app, view, choices, fonts, l.bottom);
    if (app.game && !app.game->over()) draw_battle_report(app, fonts, l.board);
    if (app.game) draw_hint_overlay(app, fonts, {l.board, l.side, l.bottom});
    if (app.game && app.game->over()) draw_victory(app, view, fonts, size);
}

}  // namespace eden::app
