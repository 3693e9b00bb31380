// Watching a game again (issue 39 items 1 and 3; DESIGN.md "Modules and the designer's tools":
// seeking uses state snapshots at round starts and replays forward from the nearest one). The
// timeline's every position must be exactly the state a plain replay of that many actions
// reaches, whichever way the viewer got there; its round, phase, turn and battle marks must be
// where the game's own events and states say those began.
#include <catch2/catch.hpp>

#include "eden/core/data_error.hpp"
#include "eden/core/replay_timeline.hpp"
#include "eden/core/save.hpp"
#include "support/bot_games.hpp"
#include "support/events_of.hpp"

using namespace eden;
using namespace eden_test;

namespace {

const GameState& four_player_game() {
    static const GameState game = heuristic_bot_game(4, 39, 30, 39 * 101);
    return game;
}

std::vector<Action> first_actions(const GameState& game, std::size_t n) {
    std::vector<Action> all = game.action_log();
    all.resize(n);
    return all;
}

// Equal as the save tests compare states: the same game at the same point, written the same.
void require_same_state(const GameState& a, const GameState& b) {
    REQUIRE(a == b);
    REQUIRE(a.to_json() == b.to_json());
}

}  // namespace

TEST_CASE(
    "Issue 39 (1, 3): every position of the timeline is the plain replay of that many actions",
    "[replay-timeline]") {
    const GameState& game = four_player_game();
    REQUIRE(game.conquest().round >= 3);
    const ReplayTimeline timeline(game);
    REQUIRE(timeline.action_count() == game.action_count());
    INFO(game.action_count() << " actions, " << game.conquest().round << " rounds");
    // A plain replay, one action at a time from the setup: after i actions it is replay() of
    // the first i.
    GameState straight(game.setup());
    const std::vector<Action> log = game.action_log();
    for (std::size_t i = 0; i <= log.size(); ++i) {
        CAPTURE(i);
        // Equal at every position; written alike at every 8th (the JSON is most of the time).
        const GameState at = timeline.state_at(i);
        REQUIRE(at == straight);
        if (i % 8 == 0) REQUIRE(at.to_json() == straight.to_json());
        if (i < log.size()) REQUIRE(straight.apply(log[i]));
    }
    // The last position is the game as it stands, and its decision reads as a sentence.
    require_same_state(timeline.state_at(log.size()), game);
    CHECK(timeline.state_at(log.size() / 2).prompts());
}

TEST_CASE("Issue 39 (1): jumping back and forth lands on the same states as a replay from scratch",
          "[replay-timeline]") {
    const GameState& game = four_player_game();
    const ReplayTimeline timeline(game);
    // Every snapshot spacing gives the same states: a snapshot at every position, at the round
    // starts only (a spacing longer than the game), and the default.
    const ReplayTimeline every_position(game, 1);
    const ReplayTimeline round_starts_only(game, game.action_count() + 1);
    const std::size_t n = timeline.action_count();
    // Jumps in both directions, long and short, from a fixed sequence.
    std::uint64_t x = 12345;
    std::size_t at = n;
    for (int jump = 0; jump < 40; ++jump) {
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        const std::size_t to = jump % 4 == 3 ? (at > 0 ? at - 1 : 1) : (x >> 33) % (n + 1);
        CAPTURE(at, to);
        const GameState expected = replay(game.setup(), first_actions(game, to));
        require_same_state(timeline.state_at(to), expected);
        require_same_state(every_position.state_at(to), expected);
        require_same_state(round_starts_only.state_at(to), expected);
        at = to;
    }
    // Beyond the end is the end.
    require_same_state(timeline.state_at(n + 10), game);
    CHECK(timeline.round_at(n + 10) == timeline.last_round());
}

TEST_CASE("Issue 39 (1): round starts are where the engine announced each round",
          "[replay-timeline]") {
    const GameState& game = four_player_game();
    const ReplayTimeline timeline(game);
    // Independently: the positions right after an action that raised RoundStarted, and the round
    // it named.
    std::vector<std::size_t> announced;
    GameState straight(game.setup());
    const std::vector<Action> log = game.action_log();
    for (std::size_t i = 0; i < log.size(); ++i) {
        const auto events = straight.apply(log[i]).events;
        const auto rounds = events_of<RoundStarted>(events);
        if (!rounds.empty()) {
            announced.push_back(i + 1);
            CHECK(rounds.back().round == static_cast<int>(announced.size()));
            // The timeline hands back the same events for that action.
            CHECK(events_of<RoundStarted>(timeline.events_at(i + 1)).size() == rounds.size());
        }
    }
    REQUIRE(announced.size() >= 3);
    CHECK(timeline.starts(ReplayMark::round) == announced);
    CHECK(timeline.last_round() == static_cast<int>(announced.size()));

    for (std::size_t r = 0; r < announced.size(); ++r) {
        const int round = static_cast<int>(r) + 1;
        const std::size_t start = announced[r];
        CAPTURE(round);
        CHECK(timeline.round_start(round) == start);
        CHECK(timeline.round_at(start) == round);
        CHECK(timeline.round_at(start - 1) == round - 1);
        CHECK(timeline.state_at(start).conquest().round == round);
        // Next round: from the position before the start, and from the start itself, the next.
        CHECK(timeline.next_start(ReplayMark::round, start - 1) == start);
        const std::optional<std::size_t> following =
            r + 1 < announced.size() ? std::optional<std::size_t>(announced[r + 1]) : std::nullopt;
        CHECK(timeline.next_start(ReplayMark::round, start) == following);
        // Previous round: from inside the round, its start; from its start, the round before.
        CHECK(timeline.previous_start(ReplayMark::round, start + 1) == start);
        const std::optional<std::size_t> preceding =
            r > 0 ? std::optional<std::size_t>(announced[r - 1]) : std::nullopt;
        CHECK(timeline.previous_start(ReplayMark::round, start) == preceding);
    }
    CHECK_FALSE(timeline.round_start(0).has_value());
    CHECK_FALSE(timeline.round_start(timeline.last_round() + 1).has_value());
}

TEST_CASE("Issue 39 (1): battle, phase and turn marks start where the state changes",
          "[replay-timeline]") {
    const GameState& game = four_player_game();
    const ReplayTimeline timeline(game);
    const auto& battles = timeline.starts(ReplayMark::battle);
    REQUIRE(battles.size() >= 2);
    for (std::size_t start : battles) {
        CAPTURE(start);
        CHECK(timeline.state_at(start).conquest().battle.has_value());
        CHECK_FALSE(timeline.state_at(start - 1).conquest().battle.has_value());
    }
    // The game begins its first phase and turn at 0; every round start begins a phase (its
    // first, production) and so a turn.
    const auto& phases = timeline.starts(ReplayMark::phase);
    const auto& turns = timeline.starts(ReplayMark::turn);
    REQUIRE_FALSE(phases.empty());
    CHECK(phases.front() == 0);
    CHECK(turns.front() == 0);
    for (std::size_t start : timeline.starts(ReplayMark::round)) {
        CHECK(std::binary_search(phases.begin(), phases.end(), start));
        CHECK(timeline.state_at(start).conquest().step == ConquestStep::production);
    }
    for (std::size_t start : phases)
        CHECK(std::binary_search(turns.begin(), turns.end(), start));
    // Rounds of production, expansion and purchasing: several phases a round.
    CHECK(phases.size() >= 3 * static_cast<std::size_t>(timeline.last_round()));
    CHECK(turns.size() > phases.size());
}

TEST_CASE("Issue 39 (1): a log that does not replay is refused where it goes wrong",
          "[replay-timeline]") {
    const GameState& game = four_player_game();
    const std::size_t round_two = ReplayTimeline(game).round_start(2).value();
    std::vector<Action> log = first_actions(game, round_two);
    log.push_back(log.front());  // the map's first choice again, in the conquest's second round
    try {
        ReplayTimeline timeline(game.setup(), log, 64, "game.json");
        FAIL("the timeline accepted a log that does not replay");
    } catch (const DataError& e) {
        CHECK(e.source() == "game.json");
        CHECK(e.pointer() == "/actions/" + std::to_string(round_two));
        CHECK_THAT(e.problem(), Catch::StartsWith("the action log does not replay"));
    }
}
