// The replay viewer through the screen (issue 39 items 1 and 2): a finished 4-player game opened
// as `eden --replay SAVE` opens it, stepped forward and back by its buttons, by rounds, by a
// battle and by the slider, seen as the table and as two seats in turn, every frame checked: the
// table sees no hand, a seat only his own (the driver's privacy check, and this test's own).
#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <map>
#include <regex>

#include "app/screens/menu_screens.hpp"
#include "app/screens/replay_screen.hpp"
#include "app/session/autosave.hpp"
#include "app/session/save_slots.hpp"
#include "bots/simulation.hpp"
#include "data/data_files.hpp"
#include "eden/core/save.hpp"
#include "ui_driver.hpp"

using namespace eden;
using namespace eden::ui_test;

namespace {

// Four heuristic bots to the game's end (or round 30), each seat the World of its resource.
GameState finished_game(const data::GameData& data) {
    GameSetup setup;
    setup.seed = 39;
    setup.cards = std::make_shared<const CardLibrary>(data.cards);
    for (int i = 0; i < 4; ++i) {
        const TileColor r = kResourceColors[static_cast<std::size_t>(i + 1)];
        std::string civ;
        for (const Civilization& c : setup.cards->civilizations)
            if (c.resource == r) civ = c.id;
        setup.players.push_back({std::string(1, static_cast<char>('A' + i)) + "nna", civ, r});
    }
    GameState game(setup);
    std::vector<std::unique_ptr<bots::Bot>> seats;
    for (int i = 0; i < 4; ++i)
        seats.push_back(bots::make_bot("heuristic", 39 + static_cast<std::uint64_t>(i)));
    bots::PlayOptions options;
    options.max_rounds = 30;
    options.check_invariants = false;
    bots::play_game(game, seats, options);
    return game;
}

}  // namespace

TEST_CASE(
    "Issue 39: the viewer opens a finished game, steps it back and forth by action, round, "
    "battle and slider, and shows no hand but the chosen seat's",
    "[ui][replay]") {
    const auto folder = fresh_folder("eden-ui-replay");
    UiDriver ui({1280, 720, 1, folder});
    const GameState game = finished_game(ui.app().data);
    REQUIRE(game.is_over());
    data::write_json_file(folder / "finished.json", make_save(game));

    // Every frame of the viewer: a hand drawn is the hand of the seat it is seen as.
    std::map<int, int> frames_with_hand;  // by seat
    ui.on_frame = [&](UiDriver& d) {
        const auto& app = d.app();
        if (app.screen != app::Screen::replay || !app.replay) return;
        for (const auto& c : d.frame().hand_cards) {
            REQUIRE(app.replay->as() >= 0);
            REQUIRE(c.seat == app.replay->as());
        }
        if (!d.frame().hand_cards.empty()) ++frames_with_hand[app.replay->as()];
    };
    // As `eden --replay SAVE` opens it.
    REQUIRE(app::open_replay_file(ui.app(), folder / "finished.json"));
    ui.tick();
    const auto& viewer = *ui.app().replay;
    const auto& timeline = viewer.timeline();
    REQUIRE(ui.app().screen == app::Screen::replay);
    CHECK(viewer.position() == 0);
    CHECK(viewer.last_position() == game.action_count());
    REQUIRE(ui.has("Forward one action"));
    REQUIRE(ui.has("Back one action"));
    CHECK_FALSE(ui.find("Back one action")->enabled);  // nothing before the start

    // One action at a time, forward and back.
    for (int i = 0; i < 5; ++i)
        ui.click("Forward one action");
    CHECK(viewer.position() == 5);
    ui.click("Back one action");
    ui.click("Back one action");
    CHECK(viewer.position() == 3);
    CHECK(viewer.state() == timeline.state_at(3));

    // Round by round: to round 2, back across its start into round 1, back to round 1's start.
    ui.click("Next round");
    ui.click("Next round");
    const std::size_t round2 = timeline.round_start(2).value();
    CHECK(viewer.position() == round2);
    ui.click("Back one action");
    CHECK(viewer.state().conquest().round == 1);
    ui.click("Previous round");
    CHECK(viewer.position() == timeline.round_start(1).value());
    CHECK(viewer.state() == timeline.state_at(viewer.position()));

    // The log shows round 1 from its first line; a click on a line goes to just after it, and
    // the log follows: that line is the last written.
    ui.ticks(1);
    const auto range = viewer.lines_of_this_round();
    REQUIRE(range.end > range.first + 3);
    const std::size_t line = range.first + 3;
    const std::string line_id = "replay-log-" + std::to_string(line);
    REQUIRE(ui.has(line_id));
    ui.click(line_id);
    CHECK(viewer.position() == viewer.log(text::Language::english)[line].after);
    CHECK(viewer.last_line_written() >= static_cast<int>(line));
    // The log names places in words, as the game screen's log does, not by coordinates: the
    // round's lines that name a hex by "(q,r)" are drawn without one.
    const std::regex coordinates(R"(\(-?[0-9]+,-?[0-9]+\))");
    int lines_with_places = 0;
    for (std::size_t i = range.first; i < range.end; ++i) {
        const std::string& raw = viewer.log(text::Language::english)[i].words;
        if (!std::regex_search(raw, coordinates)) continue;
        ++lines_with_places;
        REQUIRE(ui.app().replay_words.count(i) == 1);
        CHECK_FALSE(std::regex_search(ui.app().replay_words.at(i), coordinates));
    }
    CHECK(lines_with_places > 0);
    // Turn by turn, and a faster pace by key and button.
    const std::size_t before_turn = viewer.position();
    ui.click("Next turn");
    CHECK(viewer.position() == timeline.next_start(ReplayMark::turn, before_turn).value());
    ui.click("Previous turn");
    CHECK(viewer.position() <= before_turn);
    ui.click("Faster (+)");
    CHECK(ui.app().replay_speed == 2);
    ui.key(SDLK_MINUS);
    CHECK(ui.app().replay_speed == 1);
    ui.click("Previous round");
    CHECK(viewer.position() == timeline.round_start(1).value());

    // As seat 1, then seat 2: each sees his own hand, drawn, and nobody else's.
    ui.click("replay-as-1");
    CHECK(viewer.as() == 1);
    ui.ticks(2);
    CHECK(frames_with_hand[1] > 0);
    ui.screenshot(screens_folder() / "replay-as-seat-1-1280x720.png");
    ui.click("Next battle");
    REQUIRE(viewer.state().conquest().battle.has_value());
    ui.click("replay-as-2");
    for (int i = 0; i < 6; ++i)
        ui.click("Forward one action");
    CHECK(frames_with_hand[2] > 0);
    // Back across the battle's start: the state before it has no battle.
    const std::size_t battle =
        timeline.previous_start(ReplayMark::battle, viewer.position()).value();
    while (viewer.position() >= battle)
        ui.click("Back one action");
    CHECK_FALSE(viewer.state().conquest().battle.has_value());

    // As the table: no hand at all.
    ui.click("replay-as-table");
    CHECK(viewer.as() == -1);
    const int seen_as_seats = frames_with_hand[1] + frames_with_hand[2];
    ui.ticks(2);
    CHECK(frames_with_hand[-1] == 0);
    CHECK(frames_with_hand[1] + frames_with_hand[2] == seen_as_seats);

    // The slider: a click on its middle jumps to about the middle of the game.
    ui.click("Action");
    CHECK(viewer.position() > game.action_count() / 4);
    CHECK(viewer.position() < game.action_count() * 3 / 4);
    CHECK(viewer.state() == timeline.state_at(viewer.position()));
    ui.click("End");
    CHECK(viewer.state() == game);
    ui.resize(1920, 1080);
    ui.ticks(2);
    ui.screenshot(screens_folder() / "replay-end-1920x1080.png");

    ui.click("Back to the title");
    CHECK(ui.app().screen == app::Screen::title);
    CHECK_FALSE(ui.app().replay.has_value());
}

TEST_CASE(
    "Issue 39: a game is watched again from the title (a save picked, the game on hand kept) "
    "and from the victory screen",
    "[ui][replay]") {
    const auto folder = fresh_folder("eden-ui-watch");
    UiDriver ui({1280, 720, 1, folder});
    const GameState game = finished_game(ui.app().data);
    std::filesystem::create_directories(app::saves_folder(folder));
    data::write_json_file(app::saves_folder(folder) / "last night.json", make_save(game));

    // The title's "Watch a game again": the saves, one click opens the viewer at the start.
    ui.click("Watch a game again (W)");
    REQUIRE(ui.app().save_dialog.open);
    CHECK(ui.app().save_dialog.mode == app::SaveDialogMode::watch);
    const auto slots = app::list_saves(folder);
    REQUIRE(slots.size() == 1);
    ui.click(slots[0].name + "  \xc2\xb7  " + slots[0].modified);
    CHECK_FALSE(ui.app().confirm);  // nothing is replaced, so nothing is asked
    REQUIRE(ui.app().screen == app::Screen::replay);
    CHECK(ui.app().replay->position() == 0);
    CHECK(ui.app().replay->last_position() == game.action_count());
    ui.click("Back to the title");
    REQUIRE(ui.app().screen == app::Screen::title);

    // The key does the same, and the last game played (the autosave) comes first.
    std::filesystem::copy_file(slots[0].file, app::autosave_file(folder));
    ui.key(SDLK_w);
    REQUIRE(ui.app().save_dialog.open);
    const auto offered = ui.app().save_dialog.slots;
    REQUIRE(offered.size() == 2);
    CHECK(offered[0].name == "The last game played (autosave)");
    ui.click(offered[0].name + "  \xc2\xb7  " + offered[0].modified);
    REQUIRE(ui.app().screen == app::Screen::replay);
    CHECK(ui.app().replay->last_position() == game.action_count());
    ui.click("Back to the title");

    // The victory screen's "Watch this game again": the game just finished, from its start.
    REQUIRE(app::load_game_file(ui.app(), slots[0].file));
    ui.ticks(2);
    ui.click("Watch this game again");
    REQUIRE(ui.app().screen == app::Screen::replay);
    CHECK(ui.app().replay->position() == 0);
    CHECK(ui.app().replay->last_position() == game.action_count());
}

TEST_CASE(
    "Issue 39 (4): \"Continue from here\" starts a new game from the position shown, seated as "
    "the game watched, asks before the unfinished autosave is replaced, and leaves the file as it "
    "was",
    "[ui][replay]") {
    const auto folder = fresh_folder("eden-ui-continue");
    UiDriver ui({1280, 720, 1, folder});
    const GameState game = finished_game(ui.app().data);
    const ReplayTimeline timeline(game);
    std::filesystem::create_directories(app::saves_folder(folder));
    // The app's game file: two people and two bots, in colours of their own.
    const auto watched = app::saves_folder(folder) / "last night.json";
    data::write_json_file(watched, {{"format", "eden-app-game"},
                                    {"seats", {"human", "bot", "strong_bot", "human"}},
                                    {"colours", {3, 1, 5, 0}},
                                    {"save", make_save(game)}});
    const std::string file_before = data::read_json_file(watched).dump();
    // An unfinished game waits in the autosave.
    data::write_json_file(app::autosave_file(folder), make_save(timeline.state_at(40)));

    REQUIRE(app::open_replay_file(ui.app(), watched));
    ui.ticks(1);
    ui.click("Next round");
    ui.click("Next round");
    ui.click("Forward one action");
    const std::size_t here = ui.app().replay->position();
    REQUIRE(here == timeline.round_start(2).value() + 1);

    // Asked first, naming what the autosave holds; Cancel keeps the viewer where it was.
    ui.click("Continue from here");
    REQUIRE(ui.app().confirm);
    ui.click("Cancel (Esc)");
    CHECK(ui.app().screen == app::Screen::replay);
    CHECK(ui.app().replay->position() == here);
    ui.click("Continue from here");
    REQUIRE(ui.app().confirm);
    ui.click("Continue from here (Enter)");

    REQUIRE(ui.app().screen == app::Screen::game);
    REQUIRE(ui.app().game.has_value());
    // The game goes on from the position shown (a bot may have moved on since).
    const auto& played = ui.app().game->state().action_log();
    REQUIRE(played.size() >= here);
    CHECK(std::equal(timeline.actions().begin(),
                     timeline.actions().begin() + static_cast<std::ptrdiff_t>(here),
                     played.begin()));
    CHECK(ui.app().game->seats() ==
          std::vector<app::SeatKind>{app::SeatKind::human, app::SeatKind::bot,
                                     app::SeatKind::strong_bot, app::SeatKind::human});
    CHECK(app::seat_colour_choices(ui.app()) == std::vector<int>{3, 1, 5, 0});
    CHECK_FALSE(ui.app().replay.has_value());
    // The autosave is the new game; the game watched is as it was.
    const auto autosaved = app::read_autosave(folder);
    REQUIRE(autosaved);
    CHECK(app::GameSession::from_json(*autosaved, "autosave", 1).state().action_count() >= here);
    CHECK(data::read_json_file(watched).dump() == file_before);
}

TEST_CASE(
    "Issue 39 (4): a battle replays with its result panel - the strip by round goes to a round - "
    "the log steps by event",
    "[ui][replay]") {
    const auto folder = fresh_folder("eden-ui-replay-understanding");
    UiDriver ui({1280, 720, 1, folder});
    const GameState game = finished_game(ui.app().data);
    data::write_json_file(folder / "finished.json", make_save(game));
    REQUIRE(app::open_replay_file(ui.app(), folder / "finished.json"));
    ui.tick();
    const auto& viewer = *ui.app().replay;

    // The first battle: its panel is up from its first action, with its fronts so far.
    ui.click("Next battle");
    REQUIRE(viewer.state().conquest().battle.has_value());
    const app::BattleResult* fought = viewer.battle_on_screen();
    REQUIRE(fought != nullptr);
    CHECK_FALSE(fought->finished);
    REQUIRE(ui.has("Hide"));
    // Forward to its end: the panel counts it and says who won, as the game screen's did.
    while (viewer.state().conquest().battle.has_value())
        ui.click("Forward one action");
    ui.tick();
    const app::BattleResult* counted = viewer.battle_on_screen();
    REQUIRE(counted != nullptr);
    CHECK(counted->finished);
    bool verdict = false;
    for (const auto& item : ui.frame().items)
        verdict = verdict || item.id.rfind("Battle result: ", 0) == 0;
    CHECK(verdict);
    ui.screenshot(screens_folder() / "replay-battle-result-1280x720.png");
    // Hidden, it stays hidden for this battle and comes back by the controls.
    ui.click("Hide");
    CHECK_FALSE(ui.has("Hide"));
    REQUIRE(ui.has("Show the battle"));
    ui.click("Show the battle");
    CHECK(ui.has("Hide"));
    // One action on, the battle is over and its panel gone.
    ui.click("Forward one action");
    CHECK_FALSE(ui.has("Hide"));

    // The strip by round: a click on the chart's right end goes to the last sample's position.
    ui.click("By round");
    REQUIRE(ui.has("replay-chart"));
    ui.click("Cards");
    CHECK(ui.app().replay_chart_measure == app::ChartMeasure::cards);
    // The chart's box, copied: a click draws frames, and each frame replaces the probe's items.
    const app::probe::Box chart = ui.find("replay-chart")->box;
    ui.click_at(chart.x1 - 10, chart.cy());
    CHECK(viewer.position() == viewer.chart().samples().back().position);
    ui.click_at(chart.x0 + (chart.x1 - chart.x0) * 0.45f, chart.cy());
    const std::size_t sample = viewer.chart().sample_at(viewer.position());
    CHECK(viewer.position() == viewer.chart().samples()[sample].position);
    CHECK(viewer.chart().samples()[sample].round > 0);
    ui.screenshot(screens_folder() / "replay-chart-1280x720.png");

    // By event: each click writes one more line of the log, the board where its action left it.
    const int before = viewer.last_line_shown();
    for (int i = 1; i <= 6; ++i) {
        ui.click("Forward one event");
        CHECK(viewer.last_line_shown() == before + i);
        CHECK(viewer.position() ==
              viewer.log(text::Language::english)[static_cast<std::size_t>(before + i)].after);
    }
    ui.key(SDLK_LEFT, KMOD_SHIFT);
    CHECK(viewer.last_line_shown() == before + 5);
    ui.click("Back one event");
    CHECK(viewer.last_line_shown() == before + 4);
    ui.resize(1920, 1080);
    ui.ticks(2);
    ui.screenshot(screens_folder() / "replay-chart-1920x1080.png");
}

TEST_CASE("Screens: the replay's designer view while the map is built and in the conquest",
          "[.screens]") {
    const std::filesystem::path out = screens_folder();
    for (const auto& [w, h] : {std::pair{1280, 720}, std::pair{1920, 1080}}) {
        const std::string size = std::to_string(w) + "x" + std::to_string(h);
        const auto folder = fresh_folder("eden-ui-replay-designer");
        UiDriver ui({w, h, 1, folder});
        const GameState game = finished_game(ui.app().data);
        data::write_json_file(folder / "finished.json", make_save(game));
        REQUIRE(app::open_replay_file(ui.app(), folder / "finished.json"));
        ui.ticks(1);
        ui.click("replay-as-everything");
        for (int i = 0; i < 9; ++i)
            ui.click("Forward one action");
        ui.ticks(2);
        ui.screenshot(out / ("screen-replay-designer-map-" + size + ".png"));
        ui.click("Next round");
        ui.click("Next round");
        ui.ticks(2);
        ui.screenshot(out / ("screen-replay-designer-conquest-" + size + ".png"));
        CHECK(ui.app().replay->shows_everything());
    }
}
