#include "app/lab/lab_settings.hpp"

#include <algorithm>
#include <random>
#include <string>
#include <variant>

#include "app/lab/lab_runs.hpp"
#include "app/lab/lab_save_popup.hpp"
#include "app/lab/lab_screen.hpp"
#include "app/screens/menu_screens.hpp"
#include "app/session/file_refusal.hpp"
#include "app/shell/ui_probe.hpp"
#include "app/widgets/rules_variants.hpp"
#include "app/widgets/widgets.hpp"
#include "app/words/ui_text.hpp"
#include "bots/bot.hpp"
#include "bots/parallel.hpp"
#include "eden/text/data_text.hpp"
#include "lab/simulate_request.hpp"

namespace eden::app {

namespace {

constexpr int kLabMaxGames = 1000000;
constexpr int kLabMaxRounds = 1000;

// What Run would play now.
lab::SimulateRequest lab_request(const AppState& app) {
    const LabState& lab = app.lab;
    lab::SimulateRequest r;
    r.games = lab.games;
    r.players = lab.players;
    r.seed = lab.rules.seed;
    r.ruleset = lab.rules.ruleset;
    r.scenario = lab.rules.scenario;
    r.variant = lab.rules.variant;
    r.assignments = rule_assignments(lab.rules);
    r.bots.assign(lab.bots.begin(), lab.bots.begin() + lab.players);
    r.max_rounds = lab.max_rounds;
    if (lab.map) r.map = lab.map_name;
    return r;
}

// The batch Run would play, or why it cannot be played (the rules refuse a change, the data
// has too few civilizations for the players...).
std::variant<lab::GameBatch, std::string> lab_batch(const AppState& app,
                                                    const lab::SimulateRequest& r) {
    try {
        lab::GameBatch batch = lab::make_batch(app.data, r);
        if (app.lab.map) batch.premade_map = *app.lab.map;
        if (const auto why = setup_problem_reason(lab::batch_game_setup(batch, 0))) return tr(*why);
        return batch;
    } catch (const std::exception& e) {
        return tr(refusal_reason(e, RefusalPlace::pointer));
    }
}

}  // namespace

void start_lab_run(AppState& app) {
    LabState& lab = app.lab;
    keep_lab_run(lab);
    lab.run.reset();  // the last run's threads are done, or are stopped and joined here
    const lab::SimulateRequest r = lab_request(app);
    auto batch = lab_batch(app, r);
    if (auto* problem = std::get_if<std::string>(&batch)) {
        app.status = *problem;
        return;
    }
    lab.request = r;
    lab.run_number = static_cast<int>(lab.kept.size()) + 1;
    lab.run_kept = false;
    lab.final_frames = 0;
    lab.saved_to.clear();
    app.status.clear();
    lab.run = std::make_unique<lab::LabRun>(std::get<lab::GameBatch>(std::move(batch)), r.games,
                                            lab.jobs);
}

void draw_lab_settings(AppState& app, bool running) {
    LabState& lab = app.lab;
    NewGameChoice& c = lab.rules;
    const float font = ImGui::GetFontSize();
    const float field = font * 12;
    if (running) ImGui::BeginDisabled();

    // In the player's language, with the English name after "###": the Dear ImGui id and the
    // name the UI tests choose it by in every language.
    const auto ruleset_label = [&app](const std::string& id) {
        const auto it = app.data.rulesets.find(id);
        if (it == app.data.rulesets.end() || it->second.name.empty()) return id;
        return text::ruleset_text(it->second, "name", ui_language()) + "###" + it->second.name;
    };
    ImGui::SetNextItemWidth(field);
    if (ui::begin_combo(tr_id("app.new_game.ruleset").c_str(), ruleset_label(c.ruleset).c_str())) {
        for (const auto& [id, ruleset] : app.data.rulesets) {
            if (!ruleset.in_progress.empty()) continue;  // an edition still being built
            if (ui::selectable(ruleset_label(id), id == c.ruleset)) choose_ruleset(c, app.data, id);
            if (ImGui::IsItemHovered() && !ruleset.description.empty())
                ImGui::SetTooltip(
                    "%s", text::ruleset_text(ruleset, "description", ui_language()).c_str());
        }
        ImGui::EndCombo();
    }
    const auto scenario_label = [&app](const std::string& id) {
        const auto it = app.data.scenarios.find(id);
        if (it == app.data.scenarios.end()) return id;
        return text::scenario_text(it->second, "name", ui_language()) + "###" + it->second.name;
    };
    ImGui::SetNextItemWidth(field);
    if (ui::begin_combo(tr_id("app.new_game.scenario").c_str(),
                        scenario_label(c.scenario).c_str())) {
        for (const std::string& id : scenarios_offered(app.data, c.ruleset)) {
            if (ui::selectable(scenario_label(id), id == c.scenario) && id != c.scenario) {
                c.scenario = id;
                c.variant.clear();  // variants belong to their scenario
            }
            if (ImGui::IsItemHovered())
                ImGui::SetTooltip("%s", app.data.scenarios.at(id).summary.c_str());
        }
        ImGui::EndCombo();
    }
    if (const auto it = app.data.scenarios.find(c.scenario); it != app.data.scenarios.end())
        draw_variant_choice(it->second, c);
    // A map given by the map editor: every game on it, its portals the seats.
    if (lab.map) {
        lab.players = static_cast<int>(lab.map->portals().size());
        ImGui::TextWrapped("%s", tr(text::Message("app.lab.map_given")
                                        .with("name", lab.map_name)
                                        .with("players", lab.players))
                                     .c_str());
        if (ui::button(tr_id("app.lab.map_per_game"))) lab.map.reset();
    }

    ImGui::SetNextItemWidth(field);
    ImGui::BeginDisabled(lab.map.has_value());  // the map's portals say how many play
    ImGui::SliderInt(tr_id("app.new_game.players").c_str(), &lab.players, kMinSeats, kMaxSeats);
    ImGui::EndDisabled();
    // The UI driver aims at the slider's track, not its label.
    probe::area("Players", {ImGui::GetItemRectMin().x, ImGui::GetItemRectMin().y,
                            ImGui::GetItemRectMin().x + field, ImGui::GetItemRectMax().y});
    lab.players = std::clamp(lab.players, kMinSeats, kMaxSeats);

    // A bot per seat, two seats to a line.
    const std::vector<std::string> kinds = bots::bot_kinds();
    for (int s = 0; s < lab.players; ++s) {
        std::string& kind = lab.bots[static_cast<std::size_t>(s)];
        if (s % 2 == 1) ImGui::SameLine(font * 11);
        // The UI driver names it "Seat 1" in every language.
        const std::string id = "Seat " + std::to_string(s + 1);
        const std::string label =
            tr(text::Message("app.lab.seat").with("number", s + 1)) + "###" + id;
        ImGui::SetNextItemWidth(font * 6.5f);
        if (ui::begin_combo(label.c_str(), kind.c_str())) {
            for (const std::string& k : kinds)
                if (ui::selectable(k + "##" + id, k == kind)) kind = k;
            ImGui::EndCombo();
        }
    }

    ImGui::SetNextItemWidth(font * 7);
    if (ImGui::InputInt("##games", &lab.games, 10, 100))
        lab.games = std::clamp(lab.games, 1, kLabMaxGames);
    probe::item("Games");
    ImGui::SameLine();
    ImGui::TextUnformatted(tr("app.lab.games_label").c_str());
    for (int preset : {20, 200, 1000}) {
        ImGui::SameLine();
        const std::string count = std::to_string(preset);
        if (ui::small_button(tr(text::Message("app.lab.n_games").with("count", count)) + "###" +
                             count + " games"))
            lab.games = preset;
    }

    ImGui::SetNextItemWidth(font * 7);
    long long seed = static_cast<long long>(c.seed);
    if (ImGui::InputScalar(tr_id("app.new_game.seed").c_str(), ImGuiDataType_S64, &seed))
        c.seed = static_cast<std::uint64_t>(seed < 0 ? -seed : seed);
    ImGui::SameLine();
    if (ui::small_button(tr_id("app.new_game.new_seed")))
        c.seed = std::random_device{}() % 1000000u;
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("app.lab.seed_tip").c_str());

    const int cores = bots::hardware_jobs();
    int threads = lab.jobs <= 0 ? cores : std::min(lab.jobs, cores);
    ImGui::SetNextItemWidth(font * 7);
    if (ImGui::SliderInt(tr_id("app.lab.threads").c_str(), &threads, 1, std::max(1, cores)))
        lab.jobs = threads == cores ? 0 : threads;
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("app.lab.threads_tip").c_str());
    ImGui::SameLine();
    ImGui::SetNextItemWidth(font * 7);
    if (ImGui::InputInt(tr_id("app.lab.round_cap").c_str(), &lab.max_rounds, 10, 50))
        lab.max_rounds = std::clamp(lab.max_rounds, 1, kLabMaxRounds);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("app.lab.round_cap_tip").c_str());
    if (running) ImGui::EndDisabled();

    const lab::SimulateRequest r = lab_request(app);
    std::optional<std::string> problem;
    if (!running) {
        const auto batch = lab_batch(app, r);
        if (const auto* why = std::get_if<std::string>(&batch)) problem = *why;
    }
    ImGui::Spacing();
    const ImVec2 big(font * 7, ImGui::GetFrameHeight() * 1.4f);
    if (running) {
        if (ui::button(tr_id("app.lab.cancel"), big)) lab.run->cancel();
    } else {
        if (problem) ImGui::BeginDisabled();
        if (ui::button(tr_id("app.lab.run"), big) || (!problem && pressed(app, SDLK_RETURN)))
            start_lab_run(app);
        if (problem) ImGui::EndDisabled();
    }
    ImGui::SameLine();
    const bool have_results = lab.run && !running && lab.run->snapshot().tally.games > 0;
    if (!have_results) ImGui::BeginDisabled();
    if (ui::button(tr_id("app.lab.save_results"), big)) open_lab_save(app);
    if (!have_results) ImGui::EndDisabled();
    ImGui::SameLine();
    if (ui::button(
            tr_id(lab.opened_from_editor && app.editor ? "app.lab.back_to_editor" : "app.lab.back"),
            big)) {
        leave_lab(app);
        return;
    }
    if (problem) {
        ImGui::PushStyleColor(ImGuiCol_Text, kLabProblemText);
        ImGui::TextWrapped("%s", problem->c_str());
        ImGui::PopStyleColor();
    } else if (!app.status.empty()) {
        ImGui::TextWrapped("%s", app.status.c_str());
    }
}

void draw_lab_rules_variants(AppState& app, bool running) {
    LabState& lab = app.lab;
    if (running) ImGui::BeginDisabled();
    draw_rules_variants(app.data, lab.rules,
                        {lab.show_variants, lab.variant_list_texts, lab.variant_search},
                        ImGui::GetTextLineHeightWithSpacing() * 12);
    if (running) ImGui::EndDisabled();
}

}  // namespace eden::app
