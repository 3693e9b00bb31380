// Understanding a game in the replay viewer (issue 39 items 1 and 4): stepping by event, the
// battles told as the game screen told them, and the strip by round. Each is checked against the
// game read again from outside the viewer: the timeline's states and events, and a battle
// recorder fed the game's actions from its start, as the game screen's was while it was played.
#include <catch2/catch.hpp>

#include <type_traits>

#include "app/session/replay_viewer.hpp"
#include "support/bot_games.hpp"

using namespace eden;
using namespace eden::app;

namespace {

const GameState& understood_game() {
    static const GameState game = eden_test::heuristic_bot_game(4, 4139, 12, 40);
    return game;
}

// What the result panel draws of a battle: its fronts' units and dragons, counts and outcome.
bool same_telling(const BattleResult& a, const BattleResult& b) {
    if (a.kind != b.kind || a.attacker != b.attacker || a.defender != b.defender ||
        a.finished != b.finished || a.fronts.size() != b.fronts.size() ||
        a.taken.size() != b.taken.size() || a.eliminated != b.eliminated)
        return false;
    for (std::size_t i = 0; i < a.fronts.size(); ++i) {
        const RecordedFront& f = a.fronts[i];
        const RecordedFront& g = b.fronts[i];
        if (f.at != g.at || f.counted != g.counted || f.attacker_won != g.attacker_won ||
            f.attack.count.total != g.attack.count.total ||
            f.defense.count.total != g.defense.count.total)
            return false;
        for (const auto& [s, t] :
             {std::pair{&f.attack, &g.attack}, std::pair{&f.defense, &g.defense}}) {
            if (s->units.size() != t->units.size() || s->dragons.size() != t->dragons.size())
                return false;
            for (std::size_t u = 0; u < s->units.size(); ++u)
                if (s->units[u].card != t->units[u].card ||
                    s->units[u].collapsed != t->units[u].collapsed)
                    return false;
        }
    }
    return true;
}

}  // namespace

TEST_CASE("Issue 39 (1): stepping by event walks every log line in order and back",
          "[replay-viewer]") {
    ReplayViewer viewer(understood_game());
    const auto& lines = viewer.log(text::Language::english);
    REQUIRE(lines.size() > viewer.last_position());  // some actions write several lines
    CHECK(viewer.last_line_shown() == -1);
    // Forward: one line at a time, the board at the position just after the action that wrote
    // it, even where that action wrote more lines after it.
    std::size_t within_an_action = 0;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        REQUIRE(viewer.step_event(1));
        REQUIRE(viewer.last_line_shown() == static_cast<int>(i));
        REQUIRE(viewer.position() == lines[i].after);
        if (viewer.last_line_written() > static_cast<int>(i)) ++within_an_action;
    }
    CHECK(within_an_action > 0);
    CHECK_FALSE(viewer.step_event(1));
    CHECK(viewer.at_end());
    // Back the same way, to before the first line.
    for (std::size_t i = lines.size(); i-- > 1;) {
        REQUIRE(viewer.step_event(-1));
        REQUIRE(viewer.last_line_shown() == static_cast<int>(i) - 1);
        REQUIRE(viewer.position() == lines[i - 1].after);
    }
    REQUIRE(viewer.step_event(-1));
    CHECK(viewer.last_line_shown() == -1);
    CHECK(viewer.position() == lines[0].after - 1);
    CHECK_FALSE(viewer.step_event(-1));
    // A step by action shows every line its action wrote again.
    viewer.go_to_line(3);
    viewer.step(1);
    CHECK(viewer.last_line_shown() == viewer.last_line_written());
}

TEST_CASE(
    "Issue 39 (4): at every position the battle on screen is the one the game screen showed "
    "then - its fronts so far while fought and counted at its last action",
    "[replay-viewer]") {
    const GameState& game = understood_game();
    ReplayViewer viewer(game);
    // The game screen's recorder, fed the game's actions from its start.
    GameState played(game.setup());
    BattleRecorder recorder;
    std::size_t fought = 0, counted = 0;
    for (std::size_t p = 1; p <= viewer.last_position(); ++p) {
        const ApplyResult r = played.apply(game.action_log()[p - 1]);
        REQUIRE(r.ok);
        recorder.on_action(played, r.events);
        viewer.go_to(p);
        const BattleResult* shown = viewer.battle_on_screen();
        const bool ended_here =
            !recorder.finished().empty() && recorder.finished().back().finished_at == p;
        if (ended_here) {
            REQUIRE(shown != nullptr);
            CHECK(shown->finished);
            CHECK(same_telling(*shown, recorder.finished().back()));
            CHECK(viewer.battle_index_on_screen() ==
                  static_cast<int>(recorder.finished().size()) - 1);
            ++counted;
        } else if (recorder.current()) {
            REQUIRE(shown != nullptr);
            CHECK_FALSE(shown->finished);
            CHECK(same_telling(*shown, *recorder.current()));
            ++fought;
        } else {
            CHECK(shown == nullptr);
            CHECK(viewer.battle_index_on_screen() == -1);
        }
    }
    CHECK(counted > 3);
    CHECK(fought > counted);
}

TEST_CASE(
    "Issue 39 (4): the strip samples every round's start from the table's view and marks each "
    "elimination and change of the Heart's holder where it happened",
    "[replay-viewer]") {
    const GameState& game = understood_game();
    ReplayViewer viewer(game);
    const RoundChart& chart = viewer.chart();
    const ReplayTimeline& timeline = viewer.timeline();
    // The map's end, each round's start, and the game's end if it ended.
    REQUIRE(chart.samples().size() >= 2);
    CHECK(chart.samples().front().round == 0);
    for (int round = 1; round <= timeline.last_round(); ++round) {
        const std::size_t start = timeline.round_start(round).value();
        const ChartSample& s = chart.samples()[chart.sample_at(start)];
        CHECK(s.position == start);
        CHECK(s.round == round);
        // The figures as the state holds them there.
        const GameState state = timeline.state_at(start);
        for (int p = 0; p < state.player_count(); ++p) {
            int held = 0;
            for (const auto& [hex, owner] : state.control())
                held += owner == p ? 1 : 0;
            const PlayerState& ps = state.conquest().players[static_cast<std::size_t>(p)];
            const auto seat = static_cast<std::size_t>(p);
            CHECK(s.territories[seat] == held);
            CHECK(s.pure_energy[seat] == ps.pure_energy);
            CHECK(s.cards[seat] ==
                  static_cast<int>(ps.piles.deck.size() + ps.piles.hand.size() +
                                   ps.piles.discard.size() + ps.piles.set_aside.size()));
        }
    }
    CHECK(chart.samples().back().game_over == game.is_over());
    // Eliminations: one mark per PlayerEliminated event, at its action's position.
    std::vector<std::pair<std::size_t, int>> eliminated;
    for (std::size_t p = 1; p <= timeline.action_count(); ++p)
        for (const Event& e : timeline.events_at(p))
            if (const auto* out = std::get_if<PlayerEliminated>(&e))
                eliminated.emplace_back(p, out->player);
    std::vector<std::pair<std::size_t, int>> marked;
    int heart_changes = 0;
    const Hex heart = game.map().heart().value();
    const auto holder_at = [&](std::size_t p) {
        const GameState state = timeline.state_at(p);
        const auto it = state.control().find(heart);
        return it == state.control().end() ? -1 : it->second;
    };
    for (const ChartMark& m : chart.marks()) {
        if (m.kind == ChartMark::Kind::eliminated) {
            marked.emplace_back(m.position, m.seat);
            continue;
        }
        // The Heart's holder just after the mark is the one marked, and before it another.
        ++heart_changes;
        CHECK(holder_at(m.position) == m.seat);
        CHECK(holder_at(m.position - 1) != m.seat);
    }
    CHECK(marked == eliminated);
    CHECK(heart_changes > 0);
}
