#include "app/screens/menu_screens.hpp"
#include "app/words/player_words.hpp"
#include "app/words/whole_words.hpp"

#include <algorithm>
#include <cmath>
#include <random>
#include <string>

#include "app/art/art_widgets.hpp"
#include "app/lab/lab_screen.hpp"
#include "app/screens/glossary.hpp"
#include "app/screens/map_editor_screen.hpp"
#include "app/screens/save_dialog.hpp"
#include "app/session/autosave.hpp"
#include "app/session/tutorial.hpp"
#include "app/shell/ui_probe.hpp"
#include "app/widgets/confirm_dialog.hpp"
#include "app/widgets/language_menu.hpp"
#include "app/widgets/rules_variants.hpp"
#include "app/widgets/widgets.hpp"
#include "app/words/ui_text.hpp"
#include "data/data_files.hpp"
#include "eden/text/data_text.hpp"
#include "imgui.h"

namespace eden::app {

namespace {

constexpr ImGuiWindowFlags kScreenFlags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                          ImGuiWindowFlags_NoSavedSettings |
                                          ImGuiWindowFlags_NoBringToFrontOnFocus;

void full_screen_window(const char* name, SDL_Point size) {
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(ImVec2(static_cast<float>(size.x), static_cast<float>(size.y)));
    ImGui::Begin(name, nullptr, kScreenFlags);
}

void centred_text(const char* text) {
    const float w = ImGui::CalcTextSize(text).x;
    ImGui::SetCursorPosX((ImGui::GetWindowWidth() - w) * 0.5f);
    ImGui::TextUnformatted(text);
}

std::string civ_name(const AppState& app, const std::string& id) {
    const Civilization* c = app.data.cards.civilization(id);
    return c != nullptr ? text::civilization_name(*c, ui_language()) : id;
}

// The "Played by" column as wide as its radio buttons in the player's language: "Person" and
// "Bot" side by side, "Bot — strong" under them (seat_row), or the header, whichever is wider.
float played_by_width() {
    const ImGuiStyle& style = ImGui::GetStyle();
    const auto radio = [&](const char* id) {
        return ImGui::GetFrameHeight() + style.ItemInnerSpacing.x +
               ImGui::CalcTextSize(tr(id).c_str()).x;
    };
    const float pair =
        radio("app.new_game.person") + style.ItemSpacing.x + radio("app.new_game.bot");
    const float header = ImGui::CalcTextSize(tr("app.new_game.played_by").c_str()).x;
    return std::max({pair, radio("app.new_game.strong_bot"), header}) + style.CellPadding.x;
}

void seat_row(AppState& app, std::size_t i) {
    SeatChoice& seat = app.new_game.seats[i];
    ImGui::PushID(static_cast<int>(i));
    // Every row as tall as a civilization's description of three lines takes, whatever the
    // civilization: choosing one does not move the rows below.
    ImGui::TableNextRow(ImGuiTableRowFlags_None, ImGui::GetFrameHeightWithSpacing() +
                                                     3.0f * ImGui::GetTextLineHeightWithSpacing());
    ImGui::TableNextColumn();
    char name[32];
    std::snprintf(name, sizeof name, "%s", seat.name.c_str());
    ImGui::SetNextItemWidth(-1);
    if (ImGui::InputText("##name", name, sizeof name)) seat.name = name;

    ImGui::TableNextColumn();
    const ImU32 col = IM_COL32(seat_colour_choice(seat.colour).r, seat_colour_choice(seat.colour).g,
                               seat_colour_choice(seat.colour).b, 255);
    ImGui::PushStyleColor(ImGuiCol_Button, col);
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered, col);
    const std::string letter = seat.name.empty() ? "?" : seat.name.substr(0, 1);
    if (ui::button((letter + "##colour").c_str(), ImVec2(ImGui::GetFrameHeight() * 1.6f, 0)))
        seat.colour = (seat.colour + 1) % kColourChoices;
    ImGui::PopStyleColor(2);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("app.new_game.next_colour").c_str());

    ImGui::TableNextColumn();
    ImGui::SetNextItemWidth(-1);
    if (ui::begin_combo("##civ", civ_name(app, seat.civilization).c_str())) {
        for (const Civilization& civ : app.data.cards.civilizations) {
            // Its English name keeps the item's ImGui id, and the tests' name, in every language.
            const std::string label =
                text::civilization_name(civ, ui_language()) + "###" + civ.name;
            if (ui::selectable(label.c_str(), civ.id == seat.civilization))
                seat.civilization = civ.id;
            if (ImGui::IsItemHovered())
                ImGui::SetTooltip("%s", text::civilization_description(civ, ui_language()).c_str());
        }
        ImGui::EndCombo();
    }
    if (const Civilization* civ = app.data.cards.civilization(seat.civilization)) {
        ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(170, 180, 200, 255));
        ImGui::TextWrapped("%s", text::civilization_description(*civ, ui_language()).c_str());
        ImGui::PopStyleColor();
    }

    ImGui::TableNextColumn();
    int kind = static_cast<int>(seat.kind);
    ui::radio_button(tr_id("app.new_game.person"), &kind, static_cast<int>(SeatKind::human));
    ImGui::SameLine();
    ui::radio_button(tr_id("app.new_game.bot"), &kind, static_cast<int>(SeatKind::bot));
    // On a line of its own: the three side by side would widen the column past the dialog at
    // 1280x720, and the row is two lines tall anyway (the civilization's description).
    ui::radio_button(tr_id("app.new_game.strong_bot"), &kind,
                     static_cast<int>(SeatKind::strong_bot));
    term_tooltip("Strong bot");
    seat.kind = static_cast<SeatKind>(kind);
    ImGui::PopID();
}

}  // namespace

// The scenario's variants (003 §Choose a scenario; ours such as King of Eden "As printed"),
// each with its description on hover; none is the scenario as it stands.
void draw_variant_choice(const Scenario& scenario, NewGameChoice& c) {
    if (scenario.variants.empty()) return;
    const auto label = [&](const std::string& id) -> std::string {
        for (const ScenarioVariant& v : scenario.variants)
            if (v.id == id) return text::variant_text(scenario, v, "name", ui_language());
        return tr("app.new_game.no_variant");
    };
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 16);
    if (ui::begin_combo(tr_id("app.new_game.variant").c_str(), label(c.variant).c_str())) {
        if (ui::selectable(label("").c_str(), c.variant.empty())) c.variant.clear();
        for (const ScenarioVariant& v : scenario.variants) {
            const std::string name = text::variant_text(scenario, v, "name", ui_language());
            if (ui::selectable((name + "###" + v.name).c_str(), v.id == c.variant))
                c.variant = v.id;
            if (ImGui::IsItemHovered())
                ImGui::SetTooltip(
                    "%s", for_players(text::variant_text(scenario, v, "description", ui_language()))
                              .c_str());
        }
        ImGui::EndCombo();
    }
    for (const ScenarioVariant& v : scenario.variants)
        if (v.id == c.variant) {
            ImGui::SameLine();
            ui::text_whole_words(
                for_players(text::variant_text(scenario, v, "description", ui_language())));
        }
}

void start_new_game(AppState& app) {
    const NewGameChoice& c = app.new_game;
    std::vector<SeatKind> kinds;
    std::vector<int> colours;
    for (const SeatChoice& s : c.seats) {
        kinds.push_back(s.kind);
        colours.push_back(s.colour);
    }
    // The first game on this computer shows hints; the choice is remembered from then on.
    if (app.first_run) {
        app.settings.show_hints = true;
        app.first_run = false;
        save_settings_now(app);
    }
    start_game(app, GameSession(GameState(make_setup(app.data, c)), kinds, c.seed), colours);
    autosave_now(app);
}

void start_tutorial(AppState& app) {
    // The New game dialog keeps the players' own seats, not the guided game's.
    const NewGameChoice keep = app.new_game;
    const std::uint64_t seed = app.new_game.seed;
    std::vector<SeatKind> kinds;
    std::vector<int> colours;
    for (const SeatChoice& s : tutorial_choice(app.data, seed).seats) {
        kinds.push_back(s.kind);
        colours.push_back(s.colour);
    }
    start_game(app, GameSession(GameState(tutorial_setup(app.data, seed)), kinds, seed), colours);
    app.new_game = keep;
    mark_tutorial(app, true);
    autosave_now(app);
}

bool continue_autosave(AppState& app) {
    const auto saved = read_autosave(app.save_dir);
    if (!saved) {
        app.status = "No autosave to continue.";
        return false;
    }
    try {
        GameSession session = GameSession::from_json(*saved, "autosave", 1);
        const auto colours = colours_of(*saved, session.seats().size());
        start_game(app, std::move(session), colours);
        mark_tutorial(app, saved->value("tutorial", false));
        return true;
    } catch (const std::exception& e) {
        app.status =
            tr(text::Message("app.load.autosave_unreadable").with("reason", std::string(e.what())));
        return false;
    }
}

bool load_game_file(AppState& app, const std::filesystem::path& file) {
    try {
        const nlohmann::json j = data::read_json_file(file);
        GameSession session = GameSession::from_json(j, file.string(), 1);
        const auto colours = colours_of(j, session.seats().size());
        start_game(app, std::move(session), colours);
        mark_tutorial(app, j.value("tutorial", false));
        app.status = "Loaded " + file.string();
        return true;
    } catch (const std::exception& e) {
        app.status =
            tr(text::Message("app.load.cannot_load").with("reason", std::string(e.what())));
        app.refusal = refusal_of(file, e);
        return false;
    }
}

void draw_title_screen(AppState& app, SDL_Point size, const UiFonts& fonts) {
    full_screen_window("##title", size);
    const float h = ImGui::GetWindowHeight();
    // What the screen stacks, top to bottom: a margin, the emblem, the name, the tagline, a gap,
    // the buttons. A short window or a large UI scale takes room from the margins first, then
    // from the emblem, so every button stays in sight.
    const float spacing = ImGui::GetStyle().ItemSpacing.y;
    ImGui::PushFont(fonts.title);
    const float name_h = ImGui::GetTextLineHeightWithSpacing();
    ImGui::PopFont();
    const int buttons = 8 + (app.autosave_offered ? 1 : 0);
    const float button_h = ImGui::GetFrameHeight() * 1.5f;
    // The language choice under the buttons: a frame and a spacing.
    const float language_h = ImGui::GetFrameHeightWithSpacing() + spacing;
    const float fixed = name_h + spacing * 2 + ImGui::GetTextLineHeightWithSpacing() * 2 +
                        static_cast<float>(buttons) * (button_h + spacing) + language_h;
    float top = h * 0.08f;
    float gap = h * 0.05f;
    float emblem = std::floor(std::min(h * 0.24f, ImGui::GetFontSize() * 11.0f));
    if (top + emblem + gap + fixed > h) {
        top = gap = h * 0.02f;
        emblem = std::floor(std::max(0.0f, std::min(emblem, h - top - gap - fixed)));
    }
    // The emblem (assets/art/eden-emblem.svg) above the name, in the serif of the titles.
    ImGui::SetCursorPosY(top);
    if (emblem >= ImGui::GetFontSize() * 2) {
        ImGui::SetCursorPosX((ImGui::GetWindowWidth() - emblem) * 0.5f);
        if (!art_icon("eden-emblem", emblem)) ImGui::Dummy(ImVec2(emblem, emblem));
    }
    ImGui::PushFont(fonts.title);
    ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(244, 214, 130, 255));
    centred_text("Battle For Eden");
    ImGui::PopStyleColor();
    ImGui::PopFont();
    ImGui::Spacing();
    centred_text(tr("app.title.tagline").c_str());
    ImGui::Dummy(ImVec2(0, gap));
    const float bw = ImGui::GetFontSize() * 14.0f;
    // Each label keeps one Dear ImGui id in every language (tr_id).
    const auto button = [&](const char* id) {
        ImGui::SetCursorPosX((ImGui::GetWindowWidth() - bw) * 0.5f);
        return ui::button(tr_id(id), ImVec2(bw, button_h));
    };
    const auto tooltip = [](const char* id) {
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr(id).c_str());
    };
    if (app.autosave_offered && button("app.title.continue")) continue_autosave(app);
    if (button("app.title.learn")) start_tutorial_asking(app);
    tooltip("app.title.learn_tip");
    if (button("app.title.new_game")) app.screen = Screen::new_game;
    if (button("app.title.load")) open_save_dialog(app, SaveDialogMode::load);
    if (button("app.title.watch")) open_save_dialog(app, SaveDialogMode::watch);
    tooltip("app.title.watch_tip");
    if (button("app.title.lab")) open_lab(app);
    tooltip("app.title.lab_tip");
    if (button("app.title.map_editor")) open_new_map_editor(app);
    tooltip("app.title.map_editor_tip");
    if (button("app.title.rules")) app.show_rules = true;
    if (button("app.title.gallery")) app.show_gallery = true;
    if (button("app.title.quit")) app.quit = true;
    ImGui::Spacing();
    ImGui::SetCursorPosX((ImGui::GetWindowWidth() - bw) * 0.5f);
    language_choice(app, bw - ImGui::CalcTextSize(tr("app.menu.language").c_str()).x -
                             ImGui::GetStyle().ItemInnerSpacing.x);
    if (!app.status.empty()) {
        ImGui::Spacing();
        centred_text(app.status.c_str());
    }
    ImGui::End();
}

void draw_new_game_screen(AppState& app, SDL_Point size) {
    full_screen_window("##new_game", size);
    NewGameChoice& c = app.new_game;
    ImGui::SetWindowFontScale(1.5f);
    ImGui::TextUnformatted(tr("app.new_game.heading").c_str());
    ImGui::SetWindowFontScale(1.0f);
    ImGui::Separator();

    // Nothing jumps as the lists grow (issue 33 item 5): the game's rules come first, the
    // players' rows after them (one more player adds a row at the end, of the same height as
    // the others), and Start stays pinned at the bottom; what runs longer than the window
    // scrolls above it.
    const ImGuiStyle& style = ImGui::GetStyle();
    const float bar = ImGui::GetFrameHeight() * 1.5f + style.ItemSpacing.y * 2.0f + 1.0f;
    ImGui::BeginChild("##new game choices", ImVec2(0, -bar));
    // The rulebook edition (issue 18): each ruleset with its description, which says what it
    // plays; the scenarios below are those it defines.
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 16);
    const auto ruleset_label = [&app](const std::string& id,
                                      text::Language language = ui_language()) {
        const auto it = app.data.rulesets.find(id);
        return for_players(
            it == app.data.rulesets.end() ? id : text::ruleset_text(it->second, "name", language));
    };
    if (ui::begin_combo(tr_id("app.new_game.ruleset").c_str(), ruleset_label(c.ruleset).c_str())) {
        for (const auto& [id, ruleset] : app.data.rulesets) {
            if (!ruleset.in_progress.empty()) continue;  // an edition still being built
            if (ui::selectable(
                    ruleset_label(id) + "###" + ruleset_label(id, text::Language::english),
                    id == c.ruleset))
                choose_ruleset(c, app.data, id);
            if (ImGui::IsItemHovered())
                ImGui::SetTooltip(
                    "%s",
                    for_players(text::ruleset_text(ruleset, "description", ui_language())).c_str());
        }
        ImGui::EndCombo();
    }
    if (const auto it = app.data.rulesets.find(c.ruleset); it != app.data.rulesets.end()) {
        ImGui::SameLine();
        ui::text_whole_words(
            for_players(text::ruleset_text(it->second, "description", ui_language())));
    }

    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 16);
    const auto scenario_label = [&app](const std::string& id,
                                       text::Language language = ui_language()) {
        const auto it = app.data.scenarios.find(id);
        return it == app.data.scenarios.end() ? id
                                              : text::scenario_text(it->second, "name", language);
    };
    if (ui::begin_combo(tr_id("app.new_game.scenario").c_str(),
                        scenario_label(c.scenario).c_str())) {
        for (const std::string& id : scenarios_offered(app.data, c.ruleset)) {
            if (ui::selectable(
                    (scenario_label(id) + "###" + scenario_label(id, text::Language::english))
                        .c_str(),
                    id == c.scenario) &&
                id != c.scenario) {
                c.scenario = id;
                c.variant.clear();  // variants belong to their scenario
            }
        }
        ImGui::EndCombo();
    }
    if (const auto it = app.data.scenarios.find(c.scenario); it != app.data.scenarios.end()) {
        ImGui::SameLine();
        ui::text_whole_words(
            for_players(text::scenario_text(it->second, "summary", ui_language())));
        draw_variant_choice(it->second, c);
    }

    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 16);
    const std::string map_label = c.map < 0
                                      ? tr("app.new_game.build_map")
                                      : app.data.maps[static_cast<std::size_t>(c.map)].map.name;
    if (ui::begin_combo(tr_id("app.new_game.map").c_str(), map_label.c_str())) {
        if (ui::selectable(tr_id("app.new_game.build_map"), c.map < 0)) c.map = -1;
        for (std::size_t i = 0; i < app.data.maps.size(); ++i) {
            if (app.data.maps[i].players != static_cast<int>(c.seats.size())) continue;
            if (ui::selectable(app.data.maps[i].map.name.c_str(), c.map == static_cast<int>(i)))
                c.map = static_cast<int>(i);
        }
        ImGui::EndCombo();
    }

    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 10);
    long long seed = static_cast<long long>(c.seed);
    if (ImGui::InputScalar(tr_id("app.new_game.seed").c_str(), ImGuiDataType_S64, &seed))
        c.seed = static_cast<std::uint64_t>(seed < 0 ? -seed : seed);
    ImGui::SameLine();
    if (ui::button(tr_id("app.new_game.new_seed"))) c.seed = std::random_device{}() % 1000000u;
    // Hints: on in a first game, then as the players last chose (here, or in the game's Menu).
    bool hints = app.settings.show_hints || app.first_run;
    if (ui::checkbox(tr_id("app.menu.show_hints"), &hints)) {
        app.settings.show_hints = hints;
        app.first_run = false;
        save_settings_now(app);
    }
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("app.new_game.hints_tip").c_str());

    ImGui::Spacing();
    int seats = static_cast<int>(c.seats.size());
    const float slider_w = ImGui::GetFontSize() * 8;
    ImGui::SetNextItemWidth(slider_w);
    if (ImGui::SliderInt(tr_id("app.new_game.players").c_str(), &seats, kMinSeats, kMaxSeats))
        resize_seats(c, app.data, seats);
    // The UI driver aims at the slider's track, not its label.
    probe::area("Players", {ImGui::GetItemRectMin().x, ImGui::GetItemRectMin().y,
                            ImGui::GetItemRectMin().x + slider_w, ImGui::GetItemRectMax().y});

    if (ImGui::BeginTable("seats", 4,
                          ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_SizingStretchProp)) {
        ImGui::TableSetupColumn(tr("app.new_game.name").c_str(), ImGuiTableColumnFlags_WidthStretch,
                                1.0f);
        ImGui::TableSetupColumn(tr("app.new_game.colour").c_str(), ImGuiTableColumnFlags_WidthFixed,
                                ImGui::GetFontSize() * 3.5f);
        ImGui::TableSetupColumn(tr("app.new_game.civilization").c_str(),
                                ImGuiTableColumnFlags_WidthStretch, 4.0f);
        ImGui::TableSetupColumn(tr("app.new_game.played_by").c_str(),
                                ImGuiTableColumnFlags_WidthFixed, played_by_width());
        ImGui::TableHeadersRow();
        for (std::size_t i = 0; i < c.seats.size(); ++i)
            seat_row(app, i);
        ImGui::EndTable();
    }
    ImGui::Spacing();

    draw_rules_variants(app);
    ImGui::EndChild();

    ImGui::Separator();
    const auto problem = new_game_problem(app.data, c);
    if (problem) ImGui::BeginDisabled();
    const ImVec2 big(ImGui::GetFontSize() * 10, ImGui::GetFrameHeight() * 1.5f);
    const bool enter = !problem && pressed(app, SDLK_RETURN);
    if (ui::button(tr_id("app.new_game.start"), big) || enter) start_new_game_asking(app);
    if (problem) ImGui::EndDisabled();
    ImGui::SameLine();
    if (ui::button(tr_id("app.new_game.back"), big)) app.screen = Screen::title;
    if (problem) {
        ImGui::SameLine();
        ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(255, 150, 120, 255));
        ui::text_whole_words(for_players(tr(*problem)));
        ImGui::PopStyleColor();
    }
    ImGui::End();
}

}  // namespace eden::app
