// The playtesters' lab (issue 19 item 5), driven through the screen: the title's button, the
// players and games chosen, Run, the charts filling in as the games finish, Save writing the
// report `eden-cli simulate --json` prints for the same settings, Cancel and Esc mid-run.
#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <numeric>
#include <string>

#include "app/lab/lab_charts.hpp"
#include "app/lab/lab_screen.hpp"
#include "app/session/new_game.hpp"
#include "app/words/ui_text.hpp"
#include "data/data_files.hpp"
#include "lab/game_batch.hpp"
#include "lab/run_pairing.hpp"
#include "lab/simulate_request.hpp"
#include "lab/tally.hpp"
#include "ui_driver.hpp"

using namespace eden;
using namespace eden::ui_test;

namespace {

// The lab's Players slider runs from 2 at its left end to 6 at its right, in equal steps.
void set_lab_players(UiDriver& ui, int n) {
    for (int tries = 0; tries < 8 && ui.app().lab.players != n; ++tries) {
        const auto* slider = ui.find("Players");
        if (!slider) throw UiError("no Players slider on the lab screen");
        const float w = slider->box.x1 - slider->box.x0;
        ui.click_at(slider->box.x0 + w * (static_cast<float>(n - 2) + 0.5f) / 5.0f,
                    slider->box.cy());
    }
    if (ui.app().lab.players != n)
        throw UiError("the lab's Players slider does not reach " + std::to_string(n));
}

bool lab_running(UiDriver& ui) {
    return ui.app().lab.run && ui.app().lab.run->running();
}

// Frames as the window draws them while games play (one every few milliseconds), until `done`
// or a generous bound for a slow sanitizer build.
template <class Done>
void frames_until(UiDriver& ui, Done done, std::chrono::seconds bound = std::chrono::seconds(600)) {
    const auto start = std::chrono::steady_clock::now();
    while (!done()) {
        if (std::chrono::steady_clock::now() - start > bound)
            throw UiError("the lab did not get there in time");
        SDL_Delay(20);
        ui.tick();
    }
}

// The report without the keys that time the run (they differ between any two runs).
nlohmann::json without_timing(nlohmann::json report) {
    report.erase("seconds");
    report.erase("decisions_per_second");
    report.erase("wall_seconds");
    return report;
}

}  // namespace

TEST_CASE(
    "The lab plays 20 games of 2 players, charts them as they come, and saves the report "
    "simulate writes",
    "[ui][lab]") {
    const auto dir = fresh_folder("eden-ui-lab");
    UiDriver ui({1280, 720, 1, dir});
    ui.tick();
    ui.click("Playtesters' lab (P)");
    REQUIRE(ui.app().screen == app::Screen::lab);
    set_lab_players(ui, 3);
    CHECK(ui.has("Seat 3"));
    set_lab_players(ui, 2);
    CHECK_FALSE(ui.has("Seat 3"));
    ui.click("20 games");
    REQUIRE(ui.app().lab.games == 20);
    ui.click("Run");
    REQUIRE(ui.app().lab.run);
    // The chart follows the games as they finish: its count only grows, up to the games asked.
    int charted_last = 0;
    frames_until(ui, [&] {
        const int charted = ui.app().lab.charted_games;
        if (charted < charted_last || charted > 20)
            throw UiError("the chart's count of games went from " + std::to_string(charted_last) +
                          " to " + std::to_string(charted));
        charted_last = charted;
        return !lab_running(ui);
    });
    // The two frames after the last game (the runs list gaining its row is laid out over two),
    // then nothing to redraw: the window sleeps.
    ui.ticks(2);
    CHECK_FALSE(app::lab_wants_frames(ui.app()));
    REQUIRE(ui.app().lab.charted_games == 20);
    const auto& rates = ui.app().lab.charted_win_rates;
    REQUIRE(rates.size() == 2);
    const lab::Tally tally = ui.app().lab.run->snapshot().tally;
    // Each seat's share of the games; together the share of games somebody won (a game has one
    // winner in Supremacy), so at most 1 and at least the finished games' share.
    const double sum = std::accumulate(rates.begin(), rates.end(), 0.0);
    CHECK(sum <= 1.0 + 1e-9);
    CHECK(sum >= static_cast<double>(tally.finished) / 20 - 1e-9);
    CHECK(sum == Approx(static_cast<double>(tally.players_won) / 20));

    ui.click("Save results");
    REQUIRE(ui.app().lab.save_open);
    ui.click("Save");
    const auto saved = ui.app().lab.saved_to;
    REQUIRE_FALSE(saved.empty());
    REQUIRE(std::filesystem::exists(saved));
    CHECK(saved.parent_path() == dir / "lab");

    // What `eden-cli simulate --games 20 --players 2 --seed 1 --bots heuristic --json` prints:
    // the same request played game after game on one thread, through the CLI's own writer.
    const auto data = data::load_game_data(data::default_data_dir());
    lab::SimulateRequest cli;
    cli.games = 20;
    cli.players = 2;
    cli.seed = 1;
    cli.bots = lab::split_kinds("heuristic", 2);
    const lab::GameBatch batch = lab::make_batch(data, cli);
    lab::Tally expected(2);
    for (int i = 0; i < 20; ++i)
        expected.add(i, lab::play_batch_game(batch, i));
    // Each game's outcome follows the report (for a later session to pair the run): the rest is
    // what simulate prints.
    nlohmann::json saved_report = data::read_json_file(saved);
    CHECK(saved_report.at("outcomes").at("games").size() == 20);
    saved_report.erase("outcomes");
    CHECK(without_timing(saved_report) == without_timing(lab::simulate_report(expected, cli, 0)));

    ui.key(SDLK_ESCAPE);
    CHECK(ui.app().screen == app::Screen::title);
    CHECK_FALSE(ui.app().lab.run);
}

TEST_CASE("The lab's Cancel stops a run mid-way and leaves the screen usable - Esc leaves a run",
          "[ui][lab]") {
    UiDriver ui({1280, 720, 1, fresh_folder("eden-ui-lab-cancel")});
    ui.tick();
    ui.key(SDLK_p);
    REQUIRE(ui.app().screen == app::Screen::lab);
    ui.click("1000 games");
    ui.click("Run");
    frames_until(ui, [&] { return ui.app().lab.charted_games >= 1; });
    REQUIRE(lab_running(ui));
    ui.click("Cancel");
    frames_until(
        ui, [&] { return !lab_running(ui); }, std::chrono::seconds(30));
    ui.tick();
    const lab::RunSnapshot s = ui.app().lab.run->snapshot();
    CHECK(s.cancelled);
    CHECK(s.tally.games < 1000);
    CHECK(ui.app().lab.charted_games == s.tally.games);
    // Usable again: a second, smaller run with random bots plays to its end.
    ui.click("Seat 1");
    ui.click("random");
    CHECK(ui.app().lab.bots[0] == "random");
    ui.click("20 games");
    ui.click("Run");
    frames_until(ui, [&] { return !lab_running(ui); });
    ui.tick();
    CHECK(ui.app().lab.charted_games == 20);
    CHECK_FALSE(ui.app().lab.run->snapshot().cancelled);

    // Esc in the middle of a run: back at the title, the run's threads stopped and joined.
    ui.click("1000 games");
    ui.click("Run");
    frames_until(ui, [&] { return ui.app().lab.charted_games >= 1; });
    ui.key(SDLK_ESCAPE);
    CHECK(ui.app().screen == app::Screen::title);
    CHECK_FALSE(ui.app().lab.run);
    ui.tick();
    CHECK(ui.has("Playtesters' lab (P)"));
}

// Issue 19's "Done when": the lab runs 200 games with a live chart (hidden: run
// `eden_ui_tests "[.screens]"`, the PNGs go to $EDEN_SCREENS_DIR), mid-run and at the end, at
// 1280x720 and 1920x1080, with four players; the run's wall time is printed.
TEST_CASE("Screens: the lab playing 200 games, mid-run and at the end", "[.screens]") {
    const std::filesystem::path out = screens_folder();
    for (const auto& [w, h] : {std::pair{1280, 720}, std::pair{1920, 1080}}) {
        const std::string size = std::to_string(w) + "x" + std::to_string(h);
        UiDriver ui({w, h, 1, fresh_folder("eden-ui-lab-screens")});
        ui.tick();
        ui.click("Playtesters' lab (P)");
        ui.tick();
        ui.screenshot(out / ("screen-lab-start-" + size + ".png"));
        set_lab_players(ui, 4);
        ui.click("200 games");
        ui.click("Run");
        frames_until(ui, [&] { return ui.app().lab.charted_games >= 60; });
        ui.screenshot(out / ("screen-lab-mid-run-" + size + ".png"));
        frames_until(ui, [&] { return !lab_running(ui); });
        ui.tick();
        const lab::RunSnapshot s = ui.app().lab.run->snapshot();
        CHECK(ui.app().lab.charted_games == 200);
        ui.screenshot(out / ("screen-lab-done-" + size + ".png"));
        std::printf("lab %s: %d games of 4 players (heuristic bots) in %.1f s on %d threads\n",
                    size.c_str(), s.tally.games, s.wall_seconds, s.threads);
        ui.click("Save results");
        ui.screenshot(out / ("screen-lab-save-" + size + ".png"));
        ui.key(SDLK_ESCAPE);
        ui.key(SDLK_ESCAPE);
    }
}

// The lab's Rules variants open beside the charts' column, at both sizes (no run needed).
namespace {

// The parameter names the Rules variants table shows, in its order, with their line breaks.
std::vector<app::probe::Frame::Wrapped> variant_rows(const UiDriver& ui) {
    std::vector<app::probe::Frame::Wrapped> rows;
    for (const auto& w : ui.frame().wrapped)
        for (const ParamInfo& p : parameter_table())
            if (w.text == p.id) rows.push_back(w);
    return rows;
}

}  // namespace

TEST_CASE(
    "Issue 40 item 3: the rules variants find a parameter by its name or its words - show the "
    "changed ones first - and wrap names after their separators only",
    "[ui][lab]") {
    UiDriver ui({1280, 720, 1, fresh_folder("eden-ui-lab-search")});
    ui.tick();
    ui.click("Playtesters' lab (P)");
    ui.app().lab.show_variants = true;  // the section's header, as a click on it opens it
    ui.ticks(2);
    const auto all = variant_rows(ui);
    std::size_t offered = 0;
    for (const ParamInfo& p : parameter_table())
        offered += p.unfinished ? 0 : 1;
    REQUIRE(all.size() == offered);
    // The lab's table is narrow: long names take two lines, cut after a '.' or '_' only.
    int wrapped_names = 0;
    for (const auto& row : all) {
        wrapped_names += row.breaks.empty() ? 0 : 1;
        for (const std::size_t b : row.breaks) {
            INFO(row.text << " breaks at " << b);
            REQUIRE(b > 0);
            CHECK((row.text[b - 1] == '.' || row.text[b - 1] == '_'));
        }
    }
    CHECK(wrapped_names > 0);

    // Words of the name and of the description, in any case, each narrowing the rows.
    ui.click("variant_search");
    ui.type_text("HAND");
    ui.ticks(2);
    const auto hand = variant_rows(ui);
    CHECK_FALSE(hand.empty());
    CHECK(hand.size() < all.size());
    CHECK(std::any_of(hand.begin(), hand.end(),
                      [](const auto& r) { return r.text == "game.hand_size"; }));
    ui.type_text(" nosuchword");
    ui.ticks(2);
    CHECK(variant_rows(ui).empty());
    const auto& said = ui.frame().wrapped;
    CHECK(std::any_of(said.begin(), said.end(), [](const auto& w) {
        return w.text == "No parameter has every word of \u201cHAND nosuchword\u201d.";
    }));
    for (int i = 0; i < 11; ++i)
        ui.key(SDLK_BACKSPACE);
    ui.ticks(2);
    CHECK(variant_rows(ui).size() == hand.size());
    for (int i = 0; i < 4; ++i)
        ui.key(SDLK_BACKSPACE);
    ui.ticks(2);
    REQUIRE(variant_rows(ui).size() == all.size());

    // A changed parameter comes first, the others after it in the table's order.
    const auto& data = ui.app().data;
    const Rules base = app::make_setup(data, ui.app().lab.rules).rules;
    const ParamInfo* last_switch = nullptr;
    for (const ParamInfo& p : parameter_table())
        if (!p.unfinished && p.type == ParamType::boolean) last_switch = &p;
    REQUIRE(last_switch);
    const std::string id(last_switch->id);
    REQUIRE(all.front().text != id);
    ui.app().lab.rules.rule_changes[id] = !get_parameter(base, id).get<bool>();  // as ticked
    ui.ticks(2);
    const auto changed = variant_rows(ui);
    REQUIRE(changed.size() == all.size());
    CHECK(changed.front().text == id);
    CHECK(changed[1].text == all.front().text);
}

TEST_CASE("Screens: the lab's rules variants", "[.screens]") {
    const std::filesystem::path out = screens_folder();
    for (const auto& [w, h] : {std::pair{1280, 720}, std::pair{1920, 1080}}) {
        const std::string size = std::to_string(w) + "x" + std::to_string(h);
        UiDriver ui({w, h, 1, fresh_folder("eden-ui-lab-variants")});
        ui.tick();
        ui.click("Playtesters' lab (P)");
        ui.app().lab.show_variants = true;  // the section's header, as a click on it opens it
        ui.ticks(2);
        ui.screenshot(out / ("screen-lab-variants-" + size + ".png"));
        CHECK(ui.app().screen == app::Screen::lab);
    }
}

namespace {

// Plays one run of the lab's settings as they stand, to its end.
void run_to_the_end(UiDriver& ui) {
    ui.click("Run");
    REQUIRE(ui.app().lab.run);
    frames_until(ui, [&] { return !lab_running(ui); });
    ui.tick();  // the frame after the last game: the run joins the kept runs
}

}  // namespace

TEST_CASE(
    "Issue 40 item 2: the lab keeps a baseline and a variant run - puts them side by side and "
    "reads each figure's paired difference",
    "[ui][lab]") {
    UiDriver ui({1280, 720, 1, fresh_folder("eden-ui-lab-runs")});
    ui.tick();
    ui.click("Playtesters' lab (P)");
    REQUIRE(ui.app().lab.players == 2);
    // A few games keep it quick: the point is the pairing, not the figures.
    ui.click("Games");
    ui.type_text("4");
    ui.tick();
    REQUIRE(ui.app().lab.games == 4);
    ui.click("Scenario");
    ui.click("Unbalance");
    REQUIRE(ui.app().lab.rules.scenario == "unbalance");
    run_to_the_end(ui);
    REQUIRE(ui.app().lab.kept.size() == 1);
    CHECK(ui.wraps("Run #1: standard \u00b7 unbalance \u00b7 no variant"));

    // The variant: the same seed, players and bots, the scenario's "open" variant.
    ui.click("Variant");
    ui.click("Not so peaceful after all");
    REQUIRE(ui.app().lab.rules.variant == "open");
    run_to_the_end(ui);
    REQUIRE(ui.app().lab.kept.size() == 2);
    // The header and the file Save suggests name the variant.
    CHECK(ui.wraps("Run #2: standard \u00b7 unbalance \u00b7 open"));
    ui.click("Save results");
    CHECK(ui.app().lab.save_name == "standard-unbalance-open-2p-4g-seed1");
    ui.key(SDLK_ESCAPE);
    REQUIRE_FALSE(ui.app().lab.save_open);

    // Side by side: asked for once two runs are ticked, the first ticked the baseline.
    CHECK_FALSE(ui.find("Side by side")->enabled);
    ui.click("Run 1");
    ui.click("Run 2");
    ui.click("Side by side");
    REQUIRE(ui.app().lab.side_by_side);
    ui.tick();
    CHECK(ui.wraps("4 games paired by seed and seats"));
    const auto& c = *ui.app().lab.comparison;
    REQUIRE(c.pairing == lab::Pairing::paired);
    CHECK(c.games == 4);
    // Each figure read from the table: its name, the baseline's, the variant's, the difference
    // and its interval; the last row the game lengths' quartiles of each run.
    const auto& rows = ui.app().lab.compared_rows;
    REQUIRE(rows.size() == c.rows.size() + 1);
    CHECK(rows[0][0] == "Seat 1");
    const lab::FigureRow& seat1 = c.rows[0];
    REQUIRE(seat1.difference);
    const auto percent = [](double v) { return app::lab_number(100 * v, 1) + " %"; };
    CHECK(rows[0][1] == percent(*seat1.baseline));
    CHECK(rows[0][2] == percent(*seat1.variant));
    CHECK(rows[0][3].find(" pts") != std::string::npos);
    CHECK(rows[0][4].find(" to ") != std::string::npos);
    CHECK(rows[0][6] == (seat1.difference->flagged() ? "yes" : ""));
    const auto kept_rounds = [&](int k) {
        const lab::Tally& t = ui.app().lab.kept[static_cast<std::size_t>(k)].end.tally;
        return static_cast<double>(t.rounds) / t.games;
    };
    const auto length = std::find_if(rows.begin(), rows.end(),
                                     [](const auto& r) { return r[0] == "Rounds per game"; });
    REQUIRE(length != rows.end());
    CHECK((*length)[1] == app::lab_number(kept_rounds(0), 1));
    CHECK((*length)[2] == app::lab_number(kept_rounds(1), 1));
    // The game-length charts share their axes: from the first to the last round of both runs.
    const auto& axes = ui.app().lab.compared_length_axes;
    REQUIRE(axes.size() == 3);
    for (const auto& k : ui.app().lab.kept)
        if (!k.end.tally.finished_rounds.empty()) {
            CHECK(axes[0] <= k.end.tally.finished_rounds.begin()->first);
            CHECK(axes[1] >= k.end.tally.finished_rounds.rbegin()->first);
        }

    // Swapped, the difference changes sign.
    const double seat1_difference = seat1.difference->mean;
    ui.click("Swap baseline and variant");
    ui.tick();
    CHECK(ui.app().lab.comparison->rows[0].difference->mean ==
          Approx(-seat1_difference).margin(1e-12));
    // Esc leaves the side-by-side view, then the lab; the runs stay kept.
    ui.key(SDLK_ESCAPE);
    CHECK(ui.app().screen == app::Screen::lab);
    CHECK_FALSE(ui.app().lab.side_by_side);
    ui.key(SDLK_ESCAPE);
    CHECK(ui.app().screen == app::Screen::title);
    CHECK(ui.app().lab.kept.size() == 2);
}

namespace {

// The lab with 4 games of Unbalance, 2 players: quick runs to pair.
void four_games_of_unbalance(UiDriver& ui) {
    ui.click("Games");
    ui.type_text("4");
    ui.tick();
    REQUIRE(ui.app().lab.games == 4);
    ui.click("Scenario");
    ui.click("Unbalance");
    REQUIRE(ui.app().lab.rules.scenario == "unbalance");
}

// A file of the lab folder, dated `hours_ago` (the lab lists the oldest first).
void date_file(const std::filesystem::path& file, int hours_ago) {
    std::filesystem::last_write_time(
        file, std::filesystem::file_time_type::clock::now() - std::chrono::hours(hours_ago));
}

}  // namespace

TEST_CASE(
    "Issue 40 item 2: the runs saved in an earlier session are listed when the lab opens - a "
    "saved run is paired with a new one - an old report shows its figures unpaired - a broken "
    "file is listed as refused",
    "[ui][lab]") {
    const auto dir = fresh_folder("eden-ui-lab-saved-runs");
    const auto folder = dir / "lab";
    {  // An earlier session: the baseline played and saved.
        UiDriver ui({1280, 720, 1, dir});
        ui.tick();
        ui.click("Playtesters' lab (P)");
        four_games_of_unbalance(ui);
        run_to_the_end(ui);
        ui.click("Save results");
        ui.click("Save");
        REQUIRE(std::filesystem::exists(folder / "standard-unbalance-2p-4g-seed1.json"));
    }
    date_file(folder / "standard-unbalance-2p-4g-seed1.json", 3);
    // A report saved before the lab kept each game's outcome (what simulate --json prints).
    nlohmann::json old = data::read_json_file(folder / "standard-unbalance-2p-4g-seed1.json");
    old.erase("outcomes");
    data::write_json_file(folder / "old-report.json", old);
    date_file(folder / "old-report.json", 2);
    // A file that is no run: a hand edit gone wrong.
    nlohmann::json broken = old;
    broken["run"]["players"] = 9;
    data::write_json_file(folder / "broken.json", broken);
    date_file(folder / "broken.json", 1);

    // A new session: the lab lists both runs, marked saved, and refuses the broken file.
    UiDriver ui({1280, 720, 1, dir});
    ui.tick();
    ui.click("Playtesters' lab (P)");
    ui.tick();
    const auto& lab = ui.app().lab;
    REQUIRE(lab.kept.size() == 2);
    CHECK(lab.kept[0].number == 1);
    CHECK(lab.kept[0].saved_to.filename() == "standard-unbalance-2p-4g-seed1.json");
    CHECK(lab.kept[0].outcomes_kept);
    CHECK(lab.kept[0].outcomes.size() == 4);
    CHECK(lab.kept[1].saved_to.filename() == "old-report.json");
    CHECK_FALSE(lab.kept[1].outcomes_kept);
    CHECK(lab.kept[1].end.tally.games == 4);
    REQUIRE(lab.refused_runs.size() == 1);
    CHECK(lab.refused_runs[0].pointer == "/run/players");
    CHECK(ui.wraps("broken.json: /run/players: must be a whole number from 2 to 6"));
    // Its Details open the refusal box, with the line of the file it points at.
    ui.click("Refused 1");
    REQUIRE(ui.app().refusal);
    CHECK(ui.app().refusal->line > 0);
    CHECK(ui.app().refusal->line_text.find("\"players\": 9") != std::string::npos);
    ui.click("OK (Enter)");
    CHECK_FALSE(ui.app().refusal);

    // The variant, played in this session on the same seed: run #3.
    four_games_of_unbalance(ui);
    ui.click("Variant");
    ui.click("Not so peaceful after all");
    run_to_the_end(ui);
    REQUIRE(lab.kept.size() == 3);
    CHECK(lab.kept[2].number == 3);

    // The saved baseline beside it: paired game by game, as the two runs of one session are.
    ui.click("Run 1");
    ui.click("Run 3");
    ui.click("Side by side");
    ui.tick();
    REQUIRE(lab.side_by_side);
    REQUIRE(lab.comparison->pairing == lab::Pairing::paired);
    CHECK(lab.comparison->games == 4);
    CHECK(ui.wraps("4 games paired by seed and seats"));
    const lab::RunComparison same_session = lab::compare_runs(
        lab.kept[0].batch, lab.kept[0].outcomes, lab.kept[2].batch, lab.kept[2].outcomes);
    REQUIRE(lab.compared_rows.size() == same_session.rows.size() + 1);
    CHECK(lab.comparison->rows[0].difference->mean == same_session.rows[0].difference->mean);
    CHECK(lab.compared_rows[0][3].find(" pts") != std::string::npos);
    ui.click("Back to the lab (Esc)");

    // The old report beside it: each run's figures, no interval, and why.
    ui.click("Run 1");  // unticked: Run 3 stays ticked
    ui.click("Run 2");
    ui.click("Side by side");
    ui.tick();
    REQUIRE(lab.comparison->pairing == lab::Pairing::no_outcomes);
    CHECK(ui.wraps("Run #2 was saved without each game\u2019s outcome"));
    const auto& seat1 = lab.compared_rows.at(0);
    CHECK(seat1[0] == "Seat 1");
    CHECK(seat1[1] != "\u2013");  // both figures shown
    CHECK(seat1[2] != "\u2013");
    CHECK(seat1[4] == lab.compared_rows.at(0)[5]);  // no interval, no games count
    ui.key(SDLK_ESCAPE);

    // Leaving and opening the lab again lists nothing twice.
    ui.key(SDLK_ESCAPE);
    ui.click("Playtesters' lab (P)");
    ui.tick();
    CHECK(ui.app().lab.kept.size() == 3);
    CHECK(ui.app().lab.refused_runs.size() == 1);
}

namespace {

// The sizes and languages the lab's screens are looked at in.
struct LabLook {
    int w, h;
    text::Language language;
    const char* code;
    std::string name() const { return std::to_string(w) + "x" + std::to_string(h) + "-" + code; }
};
const LabLook kLabLooks[] = {{1280, 720, text::Language::english, "en"},
                             {1920, 1080, text::Language::english, "en"},
                             {1280, 720, text::Language::french, "fr"}};

}  // namespace

// The lab as it opens on a folder of saved runs: one with each game's outcome, one without, a
// broken file; then a saved run side by side with the one without outcomes.
TEST_CASE("Screens: the lab listing the runs saved in earlier sessions", "[.screens]") {
    const std::filesystem::path out = screens_folder();
    for (const LabLook& look : kLabLooks) {
        const std::string size = look.name();
        const auto dir = fresh_folder("eden-ui-lab-saved-screens");
        {
            UiDriver ui({look.w, look.h, 1, dir});
            ui.tick();
            ui.click("Playtesters' lab (P)");
            four_games_of_unbalance(ui);
            run_to_the_end(ui);
            ui.click("Save results");
            ui.click("Save");
        }
        const auto saved = dir / "lab" / "standard-unbalance-2p-4g-seed1.json";
        date_file(saved, 3);
        nlohmann::json old = data::read_json_file(saved);
        old.erase("outcomes");
        data::write_json_file(dir / "lab" / "old-report.json", old);
        date_file(dir / "lab" / "old-report.json", 2);
        old["counts"]["wins_by_seat"] = {9, 0};
        data::write_json_file(dir / "lab" / "hand-edited.json", old);
        app::set_ui_language(look.language);
        UiDriver ui({look.w, look.h, 1, dir});
        ui.tick();
        ui.click("Playtesters' lab (P)");
        ui.tick();
        ui.screenshot(out / ("screen-lab-saved-runs-" + size + ".png"));
        ui.click("Run 1");
        ui.click("Run 2");
        ui.click("Side by side");
        ui.tick();
        ui.screenshot(out / ("screen-lab-saved-side-by-side-" + size + ".png"));
        CHECK(ui.app().lab.side_by_side);
        ui.key(SDLK_ESCAPE);
        ui.click("Refused 1");
        ui.tick();
        ui.screenshot(out / ("screen-lab-saved-refused-" + size + ".png"));
        app::set_ui_language(text::Language::english);
    }
}

TEST_CASE("Screens: two lab runs side by side", "[.screens]") {
    const std::filesystem::path out = screens_folder();
    for (const LabLook& look : kLabLooks) {
        const std::string size = look.name();
        app::set_ui_language(look.language);
        UiDriver ui({look.w, look.h, 1, fresh_folder("eden-ui-lab-pair")});
        ui.tick();
        ui.click("Playtesters' lab (P)");
        set_lab_players(ui, 4);
        ui.click("20 games");
        run_to_the_end(ui);
        ui.click("Scenario");
        ui.click("Unbalance");
        run_to_the_end(ui);
        ui.click("Run 1");
        ui.click("Run 2");
        ui.tick();
        ui.screenshot(out / ("screen-lab-runs-" + size + ".png"));
        ui.click("Side by side");
        ui.tick();
        ui.screenshot(out / ("screen-lab-side-by-side-" + size + ".png"));
        CHECK(ui.app().lab.side_by_side);
    }
    app::set_ui_language(text::Language::english);
}

TEST_CASE(
    "Issue 39 item 5: any game of a lab run opens in the replay viewer by its number - "
    "and Close comes back to the lab",
    "[ui][lab]") {
    UiDriver ui({1280, 720, 1, fresh_folder("eden-ui-lab-watch")});
    ui.tick();
    ui.click("Playtesters' lab (P)");
    ui.click("Games");
    ui.type_text("2");
    ui.tick();
    REQUIRE(ui.app().lab.games == 2);
    run_to_the_end(ui);
    REQUIRE(ui.app().lab.kept.size() == 1);
    const auto& outcome = *ui.app().lab.kept[0].outcomes.at(1);
    // The game number's field, then the button that names the game and the run.
    ui.app().lab.watch_game = 2;
    ui.tick();
    REQUIRE(ui.find("Watch game"));
    CHECK(ui.find("Watch game")->label.rfind("Watch game 2 of run #1", 0) == 0);
    ui.click("Watch game");
    ui.tick();
    REQUIRE(ui.app().screen == app::Screen::replay);
    REQUIRE(ui.app().replay);
    // The same game: its seed, and every action the lab counted.
    CHECK(ui.app().replay->state().setup().seed == outcome.seed);
    CHECK(ui.app().replay->last_position() == static_cast<std::size_t>(outcome.record.actions));
    ui.click("Back to the lab");
    ui.tick();
    CHECK(ui.app().screen == app::Screen::lab);
    CHECK_FALSE(ui.app().replay);
}
