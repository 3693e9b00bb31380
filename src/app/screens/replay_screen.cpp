#include "app/screens/replay_screen.hpp"

#include <algorithm>
#include <cmath>

#include "app/art/board_motion.hpp"
#include "app/board/board_overlay.hpp"
#include "app/board/board_renderer.hpp"
#include "app/screens/replay_chart.hpp"
#include "app/shell/ui_probe.hpp"
#include "app/table/battle_report.hpp"
#include "app/widgets/card_widget.hpp"
#include "app/widgets/confirm_dialog.hpp"
#include "app/widgets/widgets.hpp"
#include "app/words/place_words.hpp"
#include "app/words/ui_text.hpp"
#include "app/words/whole_words.hpp"
#include "data/data_files.hpp"
#include "data/save_files.hpp"
#include "eden/text/data_text.hpp"
#include "imgui.h"

namespace eden::app {

namespace {

// Playing shows one action this often (ms) at the first speed: slow enough to follow a battle
// card by card. The faster speeds divide it.
constexpr std::uint32_t kReplayStepMs = 400;
constexpr int kReplayFastest = 8;
// A battle's result stays this many steps while playing.
constexpr std::uint32_t kReplayResultSteps = 5;

constexpr ImGuiWindowFlags kReplayPanelFlags =
    ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings |
    ImGuiWindowFlags_NoBringToFrontOnFocus;

void replay_panel(const char* name, Rect area) {
    ImGui::SetNextWindowPos(ImVec2(area.x, area.y));
    ImGui::SetNextWindowSize(ImVec2(area.w, area.h));
    ImGui::Begin(name, nullptr, kReplayPanelFlags);
}

// The battle on screen has just been counted and its panel is up.
bool battle_result_up(const AppState& app) {
    const ReplayViewer& v = *app.replay;
    const BattleResult* b = v.battle_on_screen();
    return b != nullptr && b->finished && v.battle_index_on_screen() != app.replay_battle_hidden;
}

struct ReplayLayout {
    Rect banner;
    Rect board;
    Rect side;
    Rect bottom;
};

// The bottom panel's height in lines of text: the controls take four lines; a seat's hand
// needs room for its cards' text; the designer's view a line or two a seat.
float replay_bottom_lines(const SeatView& view, const ReplayViewer& viewer) {
    if (viewer.shows_everything())
        return 6.0f + 1.5f * static_cast<float>(viewer.state().player_count());
    return view.conquest && view.seat >= 0 ? 19.0f : 8.0f;
}

ReplayLayout replay_layout_for(SDL_Point size, float bottom_lines, float font) {
    const auto w = static_cast<float>(size.x);
    const auto h = static_cast<float>(size.y);
    const float banner_h = std::floor(font * 2.6f);
    const float side_w = std::floor(std::clamp(w * 0.28f, font * 16.0f, font * 26.0f));
    const float bottom_h = std::floor(std::min(h * 0.45f, font * bottom_lines));
    ReplayLayout l;
    l.banner = {0, 0, w, banner_h};
    l.side = {w - side_w, banner_h, side_w, h - banner_h - bottom_h};
    l.bottom = {0, h - bottom_h, w, bottom_h};
    l.board = {0, banner_h, w - side_w, h - banner_h - bottom_h};
    return l;
}

// Where the game stands: the round and step once the conquest is on, else the map's building.
std::string replay_where(const SeatView& view) {
    if (!view.conquest) return tr("app.replay.map");
    return tr(
        text::Message("app.game.round_step").with("round", view.round).with("step", view.step));
}

void draw_replay_banner(const ReplayViewer& viewer, const SeatView& view, const UiFonts& fonts,
                        Rect area) {
    replay_panel("##replay-banner", area);
    ImGui::PushFont(fonts.heading);
    ImGui::TextUnformatted(tr("app.replay.title").c_str());
    ImGui::PopFont();
    ImGui::SameLine();
    ImGui::TextUnformatted((replay_where(view) + " \xc2\xb7 " +
                            tr(text::Message("app.replay.position")
                                   .with("position", static_cast<int>(viewer.position()))
                                   .with("total", static_cast<int>(viewer.last_position()))))
                               .c_str());
    // The designer's view says so, in the banner every screenshot of it holds.
    if (viewer.shows_everything()) {
        ImGui::SameLine();
        ImGui::TextColored(ImVec4(1.0f, 0.62f, 0.3f, 1.0f), "%s",
                           tr("app.replay.everything_banner").c_str());
    }
    ImGui::End();
}

// One block a seat, in words: what every seat may see of him (the same messages as the game
// screen's seat lines on hover).
void draw_replay_seats(const AppState& app, const SeatView& view) {
    const GameState& state = app.replay->state();
    const bool stock = state.rules().economy == Economy::stock;
    for (std::size_t i = 0; i < view.players.size(); ++i) {
        const SeatPlayer& p = view.players[i];
        const Rgba c = app.marks.colours.at(i);
        ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(c.r, c.g, c.b, 255));
        ImGui::TextUnformatted((app.marks.letters.at(i) + "  " + p.name).c_str());
        ImGui::PopStyleColor();
        probe::item("seat:" + std::to_string(i));
        std::string words;
        if (p.eliminated)
            words = tr("app.seat.eliminated");
        else if (view.conquest)
            words = tr(text::Message("app.seat.conquest")
                           .with_flag("stock", stock)
                           .with("resources", stock ? p.stock : p.resources)
                           .with("pure_energy", p.pure_energy)
                           .with("hand", p.hand_count)
                           .with("deck", p.deck)
                           .with("discard", p.discard)
                           .with("set_aside", p.set_aside));
        else
            words = tr(text::Message("app.seat.map")
                           .with("face_down", p.face_down_tiles)
                           .with_flag("has_face_up", p.face_up_tile.has_value())
                           .with("face_up", p.face_up_tile.value_or(std::string())));
        ImGui::TextWrapped("%s", words.c_str());
        ImGui::Separator();
    }
}

// The round's log lines with their places in words, as the game screen's log names them ("the
// green tile 2 tiles from Bob's portal", words that stay true whoever holds it later), each read
// on the map as it stood just after that line: nothing later shows through (a portal that falls
// in round 6 is not "fallen" in round 2). One jump to the round's first line, then its actions
// played forward once; kept until the language or the designer's overlay changes, since the
// words cost an ICU rendering per place.
void word_round_lines(AppState& app, ReplayViewer::LineRange range) {
    const bool coordinates = app.settings.designer_overlay;
    const text::Language language = ui_language();
    const std::string key = std::string(text::code(language)) + (coordinates ? "c" : "-");
    if (app.replay_words_key != key) {
        app.replay_words.clear();
        app.replay_words_key = key;
    }
    if (range.first >= range.end || app.replay_words.count(range.first)) return;
    const ReplayViewer& v = *app.replay;
    const auto& lines = v.log(language);
    const std::vector<Action> actions = v.last_state().action_log();
    std::size_t at = lines[range.first].after;
    GameState state = v.timeline().state_at(at);
    state.set_prompts(false);  // only the map and its owners are read
    for (std::size_t i = range.first; i < range.end; ++i) {
        while (at < lines[i].after && at < actions.size() && state.apply(actions[at]).ok)
            ++at;
        app.replay_words[i] = name_places(state, lines[i].words, -1, coordinates, true, language);
    }
}

// The round's log (issue 39 item 1), as the table read it: what the position on screen has
// played in full words, what comes next dimmed; it follows the position, and a click on a line
// goes to the position just after it.
void draw_replay_log(AppState& app) {
    ReplayViewer& v = *app.replay;
    const ReplayViewer::LineRange range = v.lines_of_this_round();
    word_round_lines(app, range);
    const int written = v.last_line_shown();
    // Followed by line, not position: an event step moves the line within one position.
    const bool moved = app.replay_log_followed != static_cast<std::size_t>(written + 1);
    app.replay_log_followed = static_cast<std::size_t>(written + 1);
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const ImU32 done = ImGui::GetColorU32(ImGuiCol_Text);
    const ImU32 to_come = ImGui::GetColorU32(ImGuiCol_TextDisabled);
    for (std::size_t i = range.first; i < range.end; ++i) {
        const std::string& words = app.replay_words.at(i);
        const float wrap = ImGui::GetContentRegionAvail().x;
        const ImVec2 at = ImGui::GetCursorScreenPos();
        const ImVec2 size = ImGui::CalcTextSize(words.c_str(), nullptr, false, wrap);
        const bool current = static_cast<int>(i) == written;
        const std::string label = "###replay-log-" + std::to_string(i);
        if (ImGui::Selectable(label.c_str(), current, 0, ImVec2(0, size.y))) v.go_to_line(i);
        probe::item(label);
        draw->AddText(ImGui::GetFont(), ImGui::GetFontSize(), at,
                      static_cast<int>(i) <= written ? done : to_come, words.c_str(), nullptr,
                      wrap);
        if (current && moved) ImGui::SetScrollHereY(0.5f);
    }
    if (moved && written < static_cast<int>(range.first)) ImGui::SetScrollY(0);
}

// The seats in words, or their figures charted by round (issue 39 item 4), above; the round's
// log below, each scrolling on its own.
void draw_replay_side(AppState& app, const SeatView& view, Rect area) {
    replay_panel("##replay-side", area);
    const float top_h = std::floor(area.h * 0.52f);
    const float tabs_top = ImGui::GetCursorPosY();
    if (ImGui::BeginTabBar("##replay-side-tabs")) {
        const float below_tabs = top_h - (ImGui::GetCursorPosY() - tabs_top);
        if (ui::begin_tab_item(tr_id("app.replay.tab_seats").c_str())) {
            ImGui::BeginChild("##replay-seats", ImVec2(0, below_tabs));
            draw_replay_seats(app, view);
            ImGui::EndChild();
            ImGui::EndTabItem();
        }
        if (ui::begin_tab_item(tr_id("app.replay.tab_chart").c_str())) {
            ImGui::BeginChild("##replay-chart-strip", ImVec2(0, below_tabs));
            std::vector<std::string> names;
            for (const SeatPlayer& p : view.players)
                names.push_back(p.name);
            if (const auto go =
                    draw_replay_chart(app.replay->chart(), app.replay_chart_measure,
                                      app.replay->position(), names, app.marks, below_tabs))
                app.replay->go_to(*go);
            ImGui::EndChild();
            ImGui::EndTabItem();
        }
        ImGui::EndTabBar();
    }
    const ReplayViewer& v = *app.replay;
    const int round = v.timeline().round_at(v.position());
    ImGui::TextUnformatted(
        tr(text::Message("app.replay.log_heading").with("round", round)).c_str());
    ImGui::BeginChild("##replay-log");
    draw_replay_log(app);
    ImGui::EndChild();
    ImGui::End();
}

// A tick on the slider at each round's start (issue 39 item 1), where its grab stands there:
// Dear ImGui 1.86's integer slider keeps its grab 2 px inside the frame and its centre travels
// between half a grab from either end.
void draw_round_marks(const ReplayViewer& v, ImVec2 min, ImVec2 max) {
    const auto last = static_cast<float>(v.last_position());
    if (last <= 0) return;
    constexpr float kGrabPadding = 2.0f;
    const float travel = max.x - min.x - kGrabPadding * 2;
    const float grab = std::max(travel / (last + 1), ImGui::GetStyle().GrabMinSize);
    const float from = min.x + kGrabPadding + grab * 0.5f;
    const float usable = travel - grab;
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const ImU32 colour = ImGui::GetColorU32(ImGuiCol_TextDisabled);
    for (std::size_t start : v.timeline().starts(ReplayMark::round)) {
        const float x = std::floor(from + usable * static_cast<float>(start) / last) + 0.5f;
        draw->AddLine(ImVec2(x, min.y + 1), ImVec2(x, min.y + (max.y - min.y) * 0.3f), colour);
        draw->AddLine(ImVec2(x, max.y - (max.y - min.y) * 0.3f), ImVec2(x, max.y - 1), colour);
    }
}

// The buttons, the slider and "as whom". Each button does what it says at once.
void draw_replay_controls(AppState& app) {
    ReplayViewer& v = *app.replay;
    // The buttons flow onto a second line where the window is too narrow for them all.
    const float right = ImGui::GetWindowContentRegionMax().x;
    bool first = true;
    const auto flow = [&](float w) {
        if (!first) {
            ImGui::SameLine();
            if (ImGui::GetCursorPosX() + w > right) ImGui::NewLine();
        }
        first = false;
    };
    const auto button = [&](const char* id, bool enabled) {
        flow(ImGui::CalcTextSize(tr(id).c_str()).x + ImGui::GetStyle().FramePadding.x * 2);
        ImGui::BeginDisabled(!enabled);
        const bool clicked = ui::button(tr_id(id));
        ImGui::EndDisabled();
        return clicked;
    };
    // The keys: arrows step (with Shift, by event), Page Up and Down go by rounds, Space plays
    // and pauses.
    const bool by_event = ImGui::GetIO().KeyShift;
    for (const int direction : {1, -1}) {
        if (!pressed(app, direction > 0 ? SDLK_RIGHT : SDLK_LEFT)) continue;
        if (by_event)
            v.step_event(direction);
        else
            v.step(direction);
    }
    if (pressed(app, SDLK_PAGEDOWN)) v.jump(ReplayMark::round, true);
    if (pressed(app, SDLK_PAGEUP)) v.jump(ReplayMark::round, false);
    if (pressed(app, SDLK_DOWN)) v.jump(ReplayMark::turn, true);
    if (pressed(app, SDLK_UP)) v.jump(ReplayMark::turn, false);
    if (pressed(app, SDLK_PLUS) || pressed(app, SDLK_EQUALS) || pressed(app, SDLK_KP_PLUS))
        app.replay_speed = std::min(app.replay_speed * 2, kReplayFastest);
    if (pressed(app, SDLK_MINUS) || pressed(app, SDLK_KP_MINUS))
        app.replay_speed = std::max(app.replay_speed / 2, 1);
    if (pressed(app, SDLK_SPACE)) {
        v.set_playing(!v.playing());
        app.replay_stepped_at = SDL_GetTicks();
    }
    if (button("app.replay.start", !v.at_start())) v.go_to(0);
    if (button("app.replay.previous_round", !v.at_start())) v.jump(ReplayMark::round, false);
    if (button("app.replay.previous_phase", !v.at_start())) v.jump(ReplayMark::phase, false);
    if (button("app.replay.previous_battle", !v.at_start())) v.jump(ReplayMark::battle, false);
    if (button("app.replay.previous_turn", !v.at_start())) v.jump(ReplayMark::turn, false);
    if (button("app.replay.previous_event", v.last_line_shown() >= 0)) v.step_event(-1);
    if (button("app.replay.back", !v.at_start())) v.step(-1);
    if (v.playing()) {
        if (button("app.replay.pause", true)) v.set_playing(false);
    } else if (button("app.replay.play", !v.at_end())) {
        v.set_playing(true);
        app.replay_stepped_at = SDL_GetTicks();
    }
    if (button("app.replay.forward", !v.at_end())) v.step(1);
    if (button("app.replay.next_event",
               v.last_line_shown() + 1 < static_cast<int>(v.log(ui_language()).size())))
        v.step_event(1);
    if (button("app.replay.next_turn", !v.at_end())) v.jump(ReplayMark::turn, true);
    if (button("app.replay.next_battle", !v.at_end())) v.jump(ReplayMark::battle, true);
    if (button("app.replay.next_phase", !v.at_end())) v.jump(ReplayMark::phase, true);
    if (button("app.replay.next_round", !v.at_end())) v.jump(ReplayMark::round, true);
    if (button("app.replay.end", !v.at_end())) v.go_to(v.last_position());
    if (button("app.replay.slower", app.replay_speed > 1)) app.replay_speed /= 2;
    const std::string speed = tr(text::Message("app.replay.speed").with("speed", app.replay_speed));
    flow(ImGui::CalcTextSize(speed.c_str()).x);
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(speed.c_str());
    if (button("app.replay.faster", app.replay_speed < kReplayFastest)) app.replay_speed *= 2;
    if (v.battle_on_screen() != nullptr && v.battle_index_on_screen() == app.replay_battle_hidden &&
        button("app.replay.show_battle", true))
        app.replay_battle_hidden = -1;

    // The slider runs over every position, its word before it (a label after it would be cut).
    ImGui::TextUnformatted(tr("app.replay.slider").c_str());
    ImGui::SameLine();
    int at = static_cast<int>(v.position());
    ImGui::SetNextItemWidth(-1);
    if (ImGui::SliderInt("###app.replay.slider", &at, 0, static_cast<int>(v.last_position())))
        v.go_to(static_cast<std::size_t>(std::max(at, 0)));
    probe::item("###app.replay.slider");  // found by its words, "Action"
    draw_round_marks(v, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());

    ImGui::TextUnformatted(tr("app.replay.as").c_str());
    int as = v.as();
    ImGui::SameLine();
    if (ui::radio_button(tr("app.replay.as_table") + "###replay-as-table", &as, -1)) v.show_as(-1);
    const auto& players = v.state().setup().players;
    for (std::size_t i = 0; i < players.size(); ++i) {
        ImGui::SameLine();
        if (ui::radio_button(players[i].name + "###replay-as-" + std::to_string(i), &as,
                             static_cast<int>(i)))
            v.show_as(static_cast<int>(i));
    }
    ImGui::SameLine();
    if (ui::radio_button(tr("app.replay.as_everything") + "###replay-as-everything", &as,
                         ReplayViewer::kEverything))
        v.show_as(ReplayViewer::kEverything);
    const ImGuiStyle& style = ImGui::GetStyle();
    // Close goes back where the game was opened from: the title, or the lab's run.
    const std::string close_id =
        app.replay_return == Screen::lab ? "app.replay.close_to_lab" : "app.replay.close";
    const float right_buttons = ImGui::CalcTextSize(tr("app.replay.continue_here").c_str()).x +
                                ImGui::CalcTextSize(tr(close_id).c_str()).x +
                                style.FramePadding.x * 4 + style.ItemSpacing.x;
    ImGui::SameLine();
    if (ImGui::GetCursorPosX() + right_buttons > ImGui::GetWindowContentRegionMax().x)
        ImGui::NewLine();
    ImGui::SameLine(ImGui::GetWindowWidth() - right_buttons - style.WindowPadding.x);
    // "Continue from here": a new game from this position, the file watched left as it is.
    if (ui::button(tr_id("app.replay.continue_here"))) continue_from_replay_asking(app);
    ImGui::SameLine();
    if (ui::button(tr_id(close_id))) {
        app.motion.running.clear();
        app.replay.reset();
        app.screen = app.replay_return;
    }
}

// The designer's view: every seat's hidden cards by name, a line a seat.
void draw_every_hidden_card(const AppState& app) {
    const GameState& state = app.replay->state();
    const auto hidden = app.replay->hidden_cards();
    const auto names = [&](const std::vector<CardId>& cards) {
        std::string out;
        for (const CardId c : cards)
            out += (out.empty() ? "" : ", ") + text::card_name(state, c, ui_language());
        return out.empty() ? tr("app.replay.no_card") : out;
    };
    ImGui::BeginChild("##replay-hidden-cards");
    // While the map is built: the tiles nobody else sees.
    const auto tiles = app.replay->hidden_tiles();
    const auto colours = [](const std::vector<TileColor>& pile) {
        std::string out;
        for (const TileColor c : pile)
            out += (out.empty() ? "" : ", ") + tr(text::Message("app.replay.tile_colour")
                                                      .with("colour", std::string(to_string(c))));
        return out.empty() ? tr("app.replay.no_tile") : out;
    };
    for (std::size_t i = 0; i < tiles.size(); ++i)
        ui::text_whole_words(
            tr(text::Message("app.replay.hidden_tiles")
                   .with("name", text::Name{state.setup().players[i].name})
                   .with("face_down", colours(tiles[i].face_down))
                   .with_flag("drawn", tiles[i].drawn.has_value())
                   .with("drawn_colour", tiles[i].drawn ? colours({*tiles[i].drawn}) : "")));
    for (std::size_t i = 0; i < hidden.size(); ++i)
        ImGui::TextWrapped("%s", tr(text::Message("app.replay.hidden_cards")
                                        .with("name", text::Name{state.setup().players[i].name})
                                        .with("hand", names(hidden[i].hand))
                                        .with("set_aside", names(hidden[i].set_aside)))
                                     .c_str());
    ImGui::EndChild();
}

// The hand of the seat the game is seen as, drawn only from his view: the table sees none.
void draw_replay_hand(const AppState& app, const SeatView& view, const UiFonts& fonts) {
    if (app.replay->shows_everything()) {
        draw_every_hidden_card(app);
        return;
    }
    if (view.seat < 0) {
        if (view.conquest) ImGui::TextUnformatted(tr("app.replay.hand_hidden").c_str());
        return;
    }
    if (!view.conquest) return;
    const GameState& state = app.replay->state();
    const auto& lib = state.setup().cards;
    const SeatPlayer& me = view.players.at(static_cast<std::size_t>(view.seat));
    ImGui::TextUnformatted(tr(text::Message("app.replay.hand_of").with("name", me.name)).c_str());
    const float card_h = ImGui::GetContentRegionAvail().y - ImGui::GetStyle().ItemSpacing.y;
    const float card_w = std::floor(ImGui::GetFontSize() * 11.0f);
    if (!lib || card_h <= 0) return;
    for (std::size_t i = 0; i < me.hand.size(); ++i) {
        const int card = me.hand[i];
        const auto& cards = state.conquest().cards;
        if (card < 0 || card >= static_cast<int>(cards.size())) continue;
        const CardDef& def =
            lib->cards.at(static_cast<std::size_t>(cards[static_cast<std::size_t>(card)].def));
        if (i > 0) ImGui::SameLine();
        ImGui::PushID(card);
        probe::hand_card(view.seat, card);
        begin_card("card", def, fonts, card_w, card_h, false);
        end_card(def, *lib);
        ImGui::PopID();
    }
}

// The battle on screen with the result panel it was played with (issue 39 item 4): while it is
// fought, its fronts so far; at its last action, counted. "Hide" puts it away until another
// battle comes up (the controls bring it back).
void draw_replay_battle(AppState& app, const UiFonts& fonts, Rect board) {
    const ReplayViewer& v = *app.replay;
    const BattleResult* b = v.battle_on_screen();
    if (b == nullptr || v.battle_index_on_screen() == app.replay_battle_hidden) return;
    const bool coordinates = app.settings.designer_overlay;
    const BattleTelling telling{v.state(), [&v, coordinates](Hex h) {
                                    return name_places(v.state(), to_string(h), -1, coordinates,
                                                       true, ui_language());
                                }};
    if (draw_battle_panel(telling, *b, fonts, board, tr_id("app.replay.hide_battle"), false))
        app.replay_battle_hidden = v.battle_index_on_screen();
}

}  // namespace

bool open_replay_file(AppState& app, const std::filesystem::path& file) {
    try {
        // The file once: the game (load_save_file's checks), who played it and in which colours.
        const GameState game = data::load_save_file(file);
        const nlohmann::json j = data::read_json_file(file);
        std::vector<SeatKind> seats;
        for (const std::string& s : data::unwrap_save(j, file.string()).seats)
            seats.push_back(seat_kind_from_string(s).value_or(SeatKind::human));
        start_replay(app, game, std::move(seats),
                     colours_of(j, static_cast<std::size_t>(game.player_count())));
        return true;
    } catch (const std::exception& e) {
        app.status =
            tr(text::Message("app.replay.cannot_open").with("reason", std::string(e.what())));
        app.refusal = refusal_of(file, e);
        return false;
    }
}

void continue_from_replay(AppState& app) {
    if (!app.replay) return;
    try {
        GameSession session =
            GameSession::from_position(app.replay->state(), app.replay_seats, 1, "replay");
        const std::vector<int> colours = app.replay_colours;
        app.replay.reset();
        start_game(app, std::move(session), colours);
        autosave_now(app);
    } catch (const std::exception& e) {
        app.status =
            tr(text::Message("app.replay.cannot_continue").with("reason", std::string(e.what())));
    }
}

void draw_replay_screen(AppState& app, SDL_Renderer* renderer, TextRenderer& text,
                        const UiFonts& fonts, SDL_Point size) {
    ReplayViewer& viewer = *app.replay;
    // Playing: one action a step, asking the loop for frames meanwhile; a battle's result stays
    // a few steps longer, to be read as it was when played.
    if (viewer.playing()) {
        const std::uint32_t now = SDL_GetTicks();
        const std::uint32_t pause = battle_result_up(app) ? kReplayResultSteps : 1;
        if (now - app.replay_stepped_at >=
            pause * kReplayStepMs / static_cast<std::uint32_t>(std::max(app.replay_speed, 1))) {
            viewer.tick();
            app.replay_stepped_at = now;
        }
        app.animating = viewer.playing();
    }
    // Held for the whole frame: a click may move the viewer while the frame is drawn.
    const std::shared_ptr<const SeatView> held = viewer.view();
    const SeatView& view = *held;
    const ReplayLayout l =
        replay_layout_for(size, replay_bottom_lines(view, viewer), ImGui::GetFontSize());
    std::vector<Hex> frame;
    for (const auto& [hex, tile] : view.map.tiles())
        frame.push_back(hex);
    const HexLayout layout = draw_board(renderer, text, view.map, l.board, frame, &app.marks,
                                        app.board_view, app.settings.designer_overlay);
    const SDL_Rect clip{static_cast<int>(l.board.x), static_cast<int>(l.board.y),
                        static_cast<int>(l.board.w), static_cast<int>(l.board.h)};
    SDL_RenderSetClipRect(renderer, &clip);
    draw_board_overlay(renderer, text, layout, view, app.marks, BoardHighlights{});
    // A step forward plays its action's motion as the game screen did (a tile landing, a
    // territory changing hands); a jump plays none.
    const std::uint32_t now = SDL_GetTicks();
    if (viewer.position() != app.replay_motion_at) {
        app.motion.running.clear();
        if (viewer.position() == app.replay_motion_at + 1)
            app.motion.start(viewer.timeline().events_at(viewer.position()), viewer.state(),
                             app.marks.colours, now);
        app.replay_motion_at = viewer.position();
    }
    draw_board_motion(renderer, layout, app.motion, now);
    SDL_RenderSetClipRect(renderer, nullptr);
    draw_replay_battle(app, fonts, l.board);

    draw_replay_banner(viewer, view, fonts, l.banner);
    draw_replay_side(app, view, l.side);
    replay_panel("##replay-bottom", l.bottom);
    draw_replay_controls(app);
    // The hand as the controls left the viewer ("Back to the title" closes it): a seat chosen in
    // this frame is the one whose hand is drawn.
    if (app.replay) draw_replay_hand(app, *app.replay->view(), fonts);
    ImGui::End();
}

}  // namespace eden::app
