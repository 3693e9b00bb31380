#include "app/screens/map_editor_screen.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iterator>
#include <system_error>

#include "app/board/board_renderer.hpp"
#include "app/board/board_view_controls.hpp"
#include "app/lab/lab_screen.hpp"
#include "app/lab/lab_settings.hpp"
#include "app/render/shapes.hpp"
#include "app/screens/scenario_editor_screen.hpp"
#include "app/session/new_game.hpp"
#include "app/widgets/confirm_dialog.hpp"
#include "app/widgets/widgets.hpp"
#include "app/words/ui_text.hpp"
#include "eden/text/data_text.hpp"
#include "imgui.h"

namespace eden::app {

namespace {

// The panel beside the board: wide enough for a finding's sentence in a few lines, never so
// wide that the board, the thing being drawn, gets less than about two thirds of the window.
constexpr float kEditorPanelEms = 24.0f;
constexpr float kEditorPanelShare = 0.34f;
// The empty hexes offered around the map: two rings past its farthest tile, at least a disc
// big enough for a six-player map, within the Map's fast window (map.hpp).
constexpr int kCanvasMinRadius = 7;
constexpr int kCanvasMaxRadius = 14;

constexpr Rgba kErrorMark{235, 64, 52};
constexpr Rgba kWarningMark{245, 190, 40};
// A balance check's games: enough for a seat's win rate within about 7 points either way.
constexpr int kBalanceGames = 200;
constexpr Rgba kCanvasEdge{70, 78, 96};
constexpr Rgba kHoverMark{250, 250, 250};

std::vector<Hex> canvas_hexes(const MapDraft& draft) {
    const Hex centre = draft.centre();
    int reach = 0;
    for (const auto& [h, t] : draft.map().tiles())
        reach = std::max(reach, grid_distance(h, centre));
    const int radius = std::clamp(reach + 2, kCanvasMinRadius, kCanvasMaxRadius);
    std::vector<Hex> out;
    for (int q = -radius; q <= radius; ++q)
        for (int r = std::max(-radius, -q - radius); r <= std::min(radius, -q + radius); ++r)
            out.push_back(centre + Hex{q, r});
    return out;
}

// A button that stays lit while its brush (or mode) is the one in hand.
bool editor_choice_button(const std::string& label, bool chosen) {
    if (chosen)
        ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    const bool clicked = ui::button(label);
    if (chosen) ImGui::PopStyleColor();
    return clicked;
}

void after_step(AppState& app) {
    recheck(*app.editor, app.data);
    app.editor->status.clear();
}

void write_map_file(AppState& app) {
    MapEditor& e = *app.editor;
    try {
        std::error_code ignored;
        if (e.file.has_parent_path()) std::filesystem::create_directories(e.file.parent_path());
        // The loader checks a map under the scenario it names: the one it was drawn for.
        e.draft.set_scenario(e.scenario == "supremacy" ? "" : e.scenario);
        save_map_draft(e.draft, e.file);
        e.draft.mark_saved();
        e.watch.emplace(e.file);  // its own save is not a change to read back
        e.replace_confirmed_for = e.file;
        e.status = tr(text::Message("app.editor.saved").with("file", e.file.string()));
    } catch (const std::exception& ex) {
        e.status =
            tr(text::Message("app.editor.cannot_save").with("reason", std::string(ex.what())));
    }
}

// Save refuses a map with errors (a data file must load); Save draft keeps the work anyway.
// Over an existing file, only after a question naming it.
void save_map(AppState& app, bool draft_only) {
    MapEditor& e = *app.editor;
    if (!draft_only && e.check.has_errors()) {
        e.status = tr(text::Message("app.editor.save_refused").with("count", e.check.count(true)));
        return;
    }
    std::error_code ignored;
    if (std::filesystem::exists(e.file, ignored) && e.replace_confirmed_for != e.file) {
        ask(app,
            {tr(text::Message("app.editor.replace_title").with("file", e.file.filename().string())),
             tr(text::Message("app.editor.replace_question").with("file", e.file.string())),
             "app.editor.replace_yes", write_map_file});
        return;
    }
    write_map_file(app);
}

}  // namespace

void play_editor_map(AppState& app) {
    MapEditor& e = *app.editor;
    if (e.check.has_errors()) {
        e.status = tr(text::Message("app.editor.play_refused").with("count", e.check.count(true)));
        return;
    }
    const int players = static_cast<int>(e.draft.map().portals().size());
    data::MapFile drawn{e.file, NamedMap{e.draft.name(), e.draft.map()}, players};
    auto& maps = app.data.maps;
    auto same = std::find_if(maps.begin(), maps.end(),
                             [&](const data::MapFile& m) { return m.path == e.file; });
    if (same == maps.end())
        same = maps.insert(maps.end(), std::move(drawn));
    else
        *same = std::move(drawn);
    choose_ruleset(app.new_game, app.data, e.ruleset);
    app.new_game.scenario = e.scenario;
    resize_seats(app.new_game, app.data, players);
    app.new_game.map = static_cast<int>(same - maps.begin());
    app.screen = Screen::new_game;
}

namespace {

void wrapped_line(const std::string& words, Rgba colour) {
    ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(colour.r, colour.g, colour.b, 255));
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(words.c_str());
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
}

void brush_palette(MapEditor& e) {
    ImGui::TextUnformatted(tr("app.editor.brushes").c_str());
    int in_row = 0;
    for (TileColor c : kAllTileColors) {
        const std::string id(to_string(c));
        const Brush brush{BrushKind::ordinary, c, e.brush.seat, e.brush.rich};
        if (in_row++ % 4 != 0) ImGui::SameLine();
        if (editor_choice_button(
                tr(text::Message("app.editor.brush.colour").with("colour", id.c_str())) +
                    "###editor.brush." + id,
                e.brush == brush))
            e.brush = brush;
    }
    if (editor_choice_button(tr_id("app.editor.brush.heart"), e.brush.kind == BrushKind::heart))
        e.brush.kind = BrushKind::heart;
    ImGui::SameLine();
    if (editor_choice_button(tr_id("app.editor.brush.erase"), e.brush.kind == BrushKind::erase))
        e.brush.kind = BrushKind::erase;
    ImGui::TextUnformatted(tr("app.editor.brush.portals").c_str());
    for (int seat = 0; seat < kEditorSeats; ++seat) {
        ImGui::SameLine();
        const bool chosen = e.brush.kind == BrushKind::portal && e.brush.seat == seat;
        if (editor_choice_button(
                tr(text::Message("app.editor.brush.portal").with("portal", seat + 1)) +
                    "###editor.brush.p" + std::to_string(seat + 1),
                chosen)) {
            e.brush.kind = BrushKind::portal;
            e.brush.seat = seat;
        }
    }
    if (e.draft.derives_richness()) {
        // Nothing to paint: every step puts the tokens where the rules would.
        if (e.brush.kind == BrushKind::richness) e.brush.kind = BrushKind::ordinary;
        wrapped_line(tr("app.editor.brush.rich_derived"), Rgba{170, 176, 190});
        return;
    }
    const bool rich = e.brush.kind == BrushKind::richness;
    if (editor_choice_button(tr_id("app.editor.brush.rich"), rich && e.brush.rich)) {
        e.brush.kind = BrushKind::richness;
        e.brush.rich = true;
    }
    ImGui::SameLine();
    if (editor_choice_button(tr_id("app.editor.brush.unrich"), rich && !e.brush.rich)) {
        e.brush.kind = BrushKind::richness;
        e.brush.rich = false;
    }
}

void symmetry_choice(MapEditor& e) {
    ImGui::TextUnformatted(tr("app.editor.symmetry_label").c_str());
    for (std::size_t i = 0; i < std::size(kAllSymmetries); ++i) {
        const Symmetry s = kAllSymmetries[i];
        const std::string id(symmetry_id(s));
        if (i % 3 != 0) ImGui::SameLine();
        if (editor_choice_button(tr(text::Message("app.editor.symmetry").with("mode", id.c_str())) +
                                     "###editor.symmetry." + id,
                                 e.symmetry == s))
            e.symmetry = s;
    }
}

void undo_redo(AppState& app) {
    MapEditor& e = *app.editor;
    ImGui::BeginDisabled(!e.draft.can_undo());
    const bool undo = ui::button(tr_id("app.editor.undo"));
    ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::BeginDisabled(!e.draft.can_redo());
    const bool redo = ui::button(tr_id("app.editor.redo"));
    ImGui::EndDisabled();
    if (undo && e.draft.undo()) after_step(app);
    if (redo && e.draft.redo()) after_step(app);
}

std::string editor_ruleset_name(const AppState& app, const std::string& id,
                                text::Language language) {
    const auto it = app.data.rulesets.find(id);
    return it == app.data.rulesets.end() ? id : text::ruleset_text(it->second, "name", language);
}

std::string editor_scenario_name(const AppState& app, const std::string& id,
                                 text::Language language) {
    const auto it = app.data.scenarios.find(id);
    return it == app.data.scenarios.end() ? id : text::scenario_text(it->second, "name", language);
}

// The rules the map is checked under (issue 38 item 2): a ruleset and one of its scenarios,
// as New game offers them.
void rules_choice(AppState& app) {
    MapEditor& e = *app.editor;
    bool changed = false;
    const auto english = text::Language::english;
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 10);
    if (ui::begin_combo(tr_id("app.editor.ruleset").c_str(),
                        editor_ruleset_name(app, e.ruleset, ui_language()).c_str())) {
        for (const auto& [id, ruleset] : app.data.rulesets)
            if (ruleset.in_progress.empty() &&  // an edition still being built is not offered
                ui::selectable(editor_ruleset_name(app, id, ui_language()) + "###" +
                                   editor_ruleset_name(app, id, english),
                               id == e.ruleset) &&
                id != e.ruleset) {
                e.ruleset = id;
                const auto offered = scenarios_offered(app.data, id);
                if (std::find(offered.begin(), offered.end(), e.scenario) == offered.end() &&
                    !offered.empty())
                    e.scenario = offered.front();
                changed = true;
            }
        ImGui::EndCombo();
    }
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 10);
    if (ui::begin_combo(tr_id("app.editor.scenario").c_str(),
                        editor_scenario_name(app, e.scenario, ui_language()).c_str())) {
        for (const std::string& id : scenarios_offered(app.data, e.ruleset))
            if (ui::selectable(editor_scenario_name(app, id, ui_language()) + "###" +
                                   editor_scenario_name(app, id, english),
                               id == e.scenario) &&
                id != e.scenario) {
                e.scenario = id;
                changed = true;
            }
        ImGui::EndCombo();
    }
    if (changed) recheck(e, app.data);
}

void findings_list(const AppState& app) {
    const MapEditor& e = *app.editor;
    if (!e.check.has_errors()) wrapped_line(tr("app.editor.all_clear"), Rgba{140, 220, 140});
    for (bool errors : {true, false}) {
        const int n = e.check.count(errors);
        if (n == 0) continue;
        ImGui::Separator();
        ImGui::TextUnformatted(
            tr(text::Message(errors ? "app.editor.errors" : "app.editor.warnings").with("count", n))
                .c_str());
        for (const auto& f : e.check.findings)
            if (f.error == errors)
                wrapped_line((errors ? "! " : "? ") + tr(f.message),
                             errors ? kErrorMark : kWarningMark);
    }
}

const char* fairness_id(FairnessFigure f) {
    switch (f) {
        case FairnessFigure::to_heart:
            return "app.editor.fairness.to_heart";
        case FairnessFigure::to_nearest_portal:
            return "app.editor.fairness.to_nearest_portal";
        case FairnessFigure::territories_near:
            return "app.editor.fairness.territories_near";
        case FairnessFigure::resources_near:
            return "app.editor.fairness.resources_near";
        case FairnessFigure::colours_near:
            return "app.editor.fairness.colours_near";
        case FairnessFigure::richness_near:
            return "app.editor.fairness.richness_near";
        case FairnessFigure::first_reach:
            return "app.editor.fairness.first_reach";
    }
    return "app.editor.fairness.to_heart";
}

// What the figure counts, in words (the column's tooltip, and the flags' lines).
const char* fairness_tip_id(FairnessFigure f) {
    switch (f) {
        case FairnessFigure::to_heart:
            return "app.editor.fairness.to_heart_tip";
        case FairnessFigure::to_nearest_portal:
            return "app.editor.fairness.to_nearest_portal_tip";
        case FairnessFigure::territories_near:
            return "app.editor.fairness.territories_near_tip";
        case FairnessFigure::resources_near:
            return "app.editor.fairness.resources_near_tip";
        case FairnessFigure::colours_near:
            return "app.editor.fairness.colours_near_tip";
        case FairnessFigure::richness_near:
            return "app.editor.fairness.richness_near_tip";
        case FairnessFigure::first_reach:
            return "app.editor.fairness.first_reach_tip";
    }
    return "app.editor.fairness.to_heart_tip";
}

bool fairness_flagged(const MapFairness& f, int seat, FairnessFigure figure) {
    return std::any_of(f.flags.begin(), f.flags.end(), [&](const FairnessFlag& flag) {
        return flag.seat == seat && flag.figure == figure;
    });
}

// Fairness at a glance (issue 38 item 3): a row a portal, a column a figure (its words on
// hover), the figures of a seat off the others in the warning colour, and each of those said
// in words below.
void fairness_table(const AppState& app) {
    const MapFairness& f = app.editor->fairness;
    ImGui::Separator();
    ImGui::TextUnformatted(tr("app.editor.fairness_heading").c_str());
    if (f.portals.size() < 2) {
        wrapped_line(tr("app.editor.fairness_need_portals"), Rgba{170, 176, 190});
        return;
    }
    constexpr ImGuiTableFlags kFairnessTable =
        ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingStretchProp | ImGuiTableFlags_BordersInnerV;
    if (ImGui::BeginTable("##fairness", 1 + static_cast<int>(std::size(kFairnessFigures)),
                          kFairnessTable)) {
        // Each column as wide as its heading's words: the figures under them are short.
        const auto column = [](const std::string& heading) {
            ImGui::TableSetupColumn(nullptr, ImGuiTableColumnFlags_WidthStretch,
                                    ImGui::CalcTextSize(heading.c_str()).x);
        };
        column(tr("app.editor.fairness_seat"));
        for (const FairnessFigure figure : kFairnessFigures)
            column(tr(fairness_id(figure)));
        ImGui::TableNextRow(ImGuiTableRowFlags_Headers);
        ImGui::TableNextColumn();
        ImGui::TextUnformatted(tr("app.editor.fairness_seat").c_str());
        for (const FairnessFigure figure : kFairnessFigures) {
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(tr(fairness_id(figure)).c_str());
            if (ImGui::IsItemHovered())
                ImGui::SetTooltip("%s", tr(fairness_tip_id(figure)).c_str());
        }
        for (const PortalFairness& p : f.portals) {
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::Text("P%d", p.seat + 1);
            for (const FairnessFigure figure : kFairnessFigures) {
                ImGui::TableNextColumn();
                const int v = p.figure(figure);
                const std::string shown = v < 0 ? "-" : std::to_string(v);
                if (fairness_flagged(f, p.seat, figure))
                    ImGui::TextColored(ImVec4(kWarningMark.r / 255.0f, kWarningMark.g / 255.0f,
                                              kWarningMark.b / 255.0f, 1.0f),
                                       "%s", shown.c_str());
                else
                    ImGui::TextUnformatted(shown.c_str());
            }
        }
        ImGui::EndTable();
    }
    if (f.flags.empty()) wrapped_line(tr("app.editor.fairness_even"), Rgba{140, 220, 140});
    for (const FairnessFlag& flag : f.flags) {
        char others[16];
        std::snprintf(others, sizeof others, "%.1f", flag.others);
        wrapped_line("? " + tr(text::Message("app.editor.fairness_flag")
                                   .with("seat", "P" + std::to_string(flag.seat + 1))
                                   .with("figure", tr(fairness_tip_id(flag.figure)))
                                   .with("value", flag.value)
                                   .with("others", std::string(others))),
                     kWarningMark);
    }
}

// "Balance check" (issue 38 item 3): the lab plays kBalanceGames games of heuristic bots on the
// map as drawn, under the editor's ruleset and scenario: its progress, Cancel, and the win rate
// by seat with 95 % intervals, through the lab's own run; its Back returns here.
void balance_check(AppState& app) {
    MapEditor& e = *app.editor;
    if (e.check.has_errors()) {
        e.status =
            tr(text::Message("app.editor.balance_refused").with("count", e.check.count(true)));
        return;
    }
    LabState& lab = app.lab;
    lab.rules.ruleset = e.ruleset;
    lab.rules.scenario = e.scenario;
    lab.rules.variant.clear();
    lab.rules.rule_changes.clear();
    lab.players = static_cast<int>(e.draft.map().portals().size());
    lab.bots.assign(kMaxSeats, std::string("heuristic"));
    lab.games = kBalanceGames;
    lab.map = e.draft.map();
    lab.map_name = e.file.empty() ? e.draft.name() : e.file.filename().string();
    lab.opened_from_editor = true;
    open_lab(app);
    start_lab_run(app);
}

void save_buttons(AppState& app) {
    MapEditor& e = *app.editor;
    ImGui::TextUnformatted(tr("app.editor.file").c_str());
    ImGui::SetNextItemWidth(-1.0f);
    if (ImGui::InputText("##editor_file", e.file_field.data(), e.file_field.size()))
        e.file = e.file_field.data();
    if (ui::button(tr_id("app.editor.save"))) save_map(app, false);
    ImGui::SameLine();
    if (ui::button(tr_id("app.editor.save_draft"))) save_map(app, true);
    ImGui::SameLine();
    if (ui::button(tr_id("app.editor.back"))) leave_map_editor(app);
    if (app.editor && ui::button(tr_id("app.editor.play"))) play_editor_map(app);
    if (app.editor) {
        ImGui::SameLine();
        if (ui::button(tr_id("app.editor.balance_check"))) balance_check(app);
    }
    if (app.editor && ui::button(tr_id("app.editor.scenario_editor"))) open_scenario_editor(app);
    if (app.editor && !app.editor->status.empty())
        wrapped_line(app.editor->status, Rgba{230, 230, 230});
}

void draw_editor_panel(AppState& app, Rect panel) {
    ImGui::SetNextWindowPos(ImVec2(panel.x, panel.y));
    ImGui::SetNextWindowSize(ImVec2(panel.w, panel.h));
    ImGui::Begin("##map editor", nullptr,
                 ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                     ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus);
    MapEditor& e = *app.editor;
    ImGui::PushTextWrapPos(0.0f);
    const std::string where =
        e.file.empty() ? tr("app.editor.new_file") : e.file.filename().string();
    ImGui::TextUnformatted(tr(text::Message("app.editor.heading").with("file", where)).c_str());
    ImGui::PopTextWrapPos();
    wrapped_line(tr("app.editor.help"), Rgba{170, 176, 190});
    ImGui::Separator();
    brush_palette(e);
    ImGui::Separator();
    symmetry_choice(e);
    ImGui::Separator();
    undo_redo(app);
    ImGui::Separator();
    save_buttons(app);
    if (app.editor) {
        ImGui::Separator();
        rules_choice(app);
        // What the checks find scrolls on its own under the tools, which stay in reach.
        ImGui::BeginChild("##editor-checks");
        findings_list(app);
        fairness_table(app);
        ImGui::EndChild();
    }
    ImGui::End();
}

// Left press starts a stroke, every hex the mouse crosses while held joins it, the release
// ends it: one step for undo.
void paint_on_board(AppState& app, const HexLayout& layout, Rect board) {
    MapEditor& e = *app.editor;
    const ImGuiIO& io = ImGui::GetIO();
    const Point mouse{io.MousePos.x, io.MousePos.y};
    const bool over = !io.WantCaptureMouse && point_in_rect(board, mouse);
    if (over && ImGui::IsMouseClicked(ImGuiMouseButton_Left)) e.draft.begin_stroke();
    if (e.draft.in_stroke() && over && ImGui::IsMouseDown(ImGuiMouseButton_Left))
        if (e.draft.paint(pixel_to_hex(layout, mouse), e.brush, e.symmetry)) after_step(app);
    if (e.draft.in_stroke() && !ImGui::IsMouseDown(ImGuiMouseButton_Left)) e.draft.end_stroke();
}

// Errors as a double outline, warnings as a single one: colour is never the only cue.
void draw_marks(SDL_Renderer* renderer, const HexLayout& layout, const MapEditor& e,
                const std::vector<Hex>& canvas, std::optional<Hex> hovered) {
    const float r = layout.radius;
    const float line = std::max(1.5f, r * 0.08f);
    for (Hex h : canvas) {
        const Point c = hex_to_pixel(layout, h);
        if (!e.draft.map().has(h)) hex_outline(renderer, c, r * 0.96f, 1.0f, kCanvasEdge);
        if (e.check.marks(h, true)) {
            hex_outline(renderer, c, r * 0.92f, line, kErrorMark);
            hex_outline(renderer, c, r * 0.72f, line, kErrorMark);
        } else if (e.check.marks(h, false)) {
            hex_outline(renderer, c, r * 0.88f, line, kWarningMark);
        }
    }
    if (hovered) hex_outline(renderer, hex_to_pixel(layout, *hovered), r, line, kHoverMark);
}

// The hex under the mouse: where it is, and what is wrong there, so a mark on the board reads
// without looking for its line in the list.
void hex_tooltip(const MapEditor& e, Hex at) {
    std::string words = to_string(at);
    for (const auto& f : e.check.findings)
        if (std::find(f.hexes.begin(), f.hexes.end(), at) != f.hexes.end())
            words += std::string("\n") + (f.error ? "! " : "? ") + tr(f.message);
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * kEditorPanelEms);
    ImGui::TextUnformatted(words.c_str());
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
}

}  // namespace

void open_map_editor_screen(AppState& app, const std::filesystem::path& file) {
    app.editor = open_map_editor(app.data, file);
    app.screen = Screen::map_editor;
}

void open_new_map_editor(AppState& app) {
    if (app.editor) {  // kept while its map is played: back to it
        app.screen = Screen::map_editor;
        return;
    }
    open_map_editor_screen(app, new_map_file(app.save_dir / "maps"));
}

bool map_editor_shortcut(AppState& app, SDL_Keycode key) {
    if (!app.editor) return false;
    MapEditor& e = *app.editor;
    switch (key) {
        case SDLK_z:
            if (e.draft.undo()) after_step(app);
            return true;
        case SDLK_y:
            if (e.draft.redo()) after_step(app);
            return true;
        case SDLK_s:
            save_map(app, false);
            return true;
        default:
            return false;
    }
}

void leave_map_editor(AppState& app) {
    const auto leave = [](AppState& a) {
        a.editor.reset();
        a.screen = Screen::title;
    };
    if (!app.editor || !app.editor->draft.dirty()) {
        leave(app);
        return;
    }
    ask(app,
        {tr("app.editor.leave_title"),
         tr(text::Message("app.editor.leave_question").with("file", app.editor->file.string())),
         "app.editor.leave_yes", leave});
}

void draw_map_editor_screen(AppState& app, SDL_Renderer* renderer, TextRenderer& text,
                            SDL_Point size) {
    if (!app.editor) return;
    const auto w = static_cast<float>(size.x);
    const auto h = static_cast<float>(size.y);
    const float panel_w =
        std::floor(std::min(ImGui::GetFontSize() * kEditorPanelEms, w * kEditorPanelShare));
    const Rect board{0, 0, w - panel_w, h};
    const Rect panel{w - panel_w, 0, panel_w, h};

    // The panel first: its buttons change the draft before the board shows it.
    draw_editor_panel(app, panel);
    if (!app.editor) return;  // Title screen was pressed
    MapEditor& e = *app.editor;
    board_view_input(e.view, board,
                     !ImGui::GetIO().KeyCtrl && (pressed(app, SDLK_f) || pressed(app, SDLK_HOME)));
    const auto canvas = canvas_hexes(e.draft);
    HexLayout layout = draw_board(renderer, text, e.draft.map(), board, canvas, nullptr, e.view,
                                  app.settings.designer_overlay);
    paint_on_board(app, layout, board);
    probe_board_hexes(layout, board, canvas);
    const ImGuiIO& io = ImGui::GetIO();
    const Point mouse{io.MousePos.x, io.MousePos.y};
    std::optional<Hex> hovered;
    if (!io.WantCaptureMouse && point_in_rect(board, mouse)) hovered = pixel_to_hex(layout, mouse);
    if (hovered) hex_tooltip(e, *hovered);
    const SDL_Rect clip{0, 0, static_cast<int>(board.w), static_cast<int>(board.h)};
    SDL_RenderSetClipRect(renderer, &clip);
    draw_marks(renderer, layout, e, canvas, hovered);
    SDL_RenderSetClipRect(renderer, nullptr);
    board_view_buttons(e.view, board);
}

}  // namespace eden::app
