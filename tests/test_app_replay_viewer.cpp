// The replay viewer's state (issue 39 items 1 and 2): stepping, jumping and playing land on the
// timeline's positions, and "as whom" shows a seat his own hand and nobody else's (the game
// screen's view path, seat_view.hpp), the table no hand at all.
#include <catch2/catch.hpp>

#include "app/session/replay_viewer.hpp"
#include "support/bot_games.hpp"

using namespace eden;
using namespace eden::app;

namespace {

const GameState& viewer_game() {
    static const GameState game = eden_test::heuristic_bot_game(3, 391, 8, 77);
    return game;
}

}  // namespace

TEST_CASE("Issue 39 (1): the viewer steps, jumps and plays over the timeline's positions",
          "[replay-viewer]") {
    const GameState& game = viewer_game();
    ReplayViewer viewer(game);
    CHECK(viewer.at_start());
    CHECK(viewer.last_position() == game.action_count());
    viewer.step(-1);  // nothing before the start
    CHECK(viewer.position() == 0);
    // Forward one action at a time and back: each position is the timeline's.
    for (int i = 0; i < 50; ++i)
        viewer.step(1);
    CHECK(viewer.position() == 50);
    CHECK(viewer.state() == viewer.timeline().state_at(50));
    viewer.step(-7);
    CHECK(viewer.state() == viewer.timeline().state_at(43));
    // Rounds: next from the map is round 1's start, then round 2's; previous from inside round 2
    // is its start, and again round 1's.
    const std::size_t round1 = viewer.timeline().round_start(1).value();
    const std::size_t round2 = viewer.timeline().round_start(2).value();
    REQUIRE(viewer.jump(ReplayMark::round, true));
    CHECK(viewer.position() == round1);
    REQUIRE(viewer.jump(ReplayMark::round, true));
    CHECK(viewer.position() == round2);
    viewer.step(3);
    REQUIRE(viewer.jump(ReplayMark::round, false));
    CHECK(viewer.position() == round2);
    REQUIRE(viewer.jump(ReplayMark::round, false));
    CHECK(viewer.position() == round1);
    CHECK(viewer.state() == viewer.timeline().state_at(round1));
    CHECK(viewer.state().conquest().round == 1);
    // The slider's jump to the end, then playing stops there.
    viewer.go_to(viewer.last_position() + 100);
    CHECK(viewer.at_end());
    CHECK(viewer.state() == game);
    CHECK_FALSE(viewer.jump(ReplayMark::round, true));
    viewer.go_to(viewer.last_position() - 2);
    viewer.set_playing(true);
    for (int i = 0; i < 5; ++i)
        viewer.tick();
    CHECK(viewer.at_end());
    CHECK_FALSE(viewer.playing());
}

TEST_CASE("Issue 39 (2): as the table no hand is seen - as a seat his own hand only",
          "[replay-viewer]") {
    const GameState& game = viewer_game();
    ReplayViewer viewer(game);
    REQUIRE(viewer.jump(ReplayMark::round, true));
    viewer.step(5);
    REQUIRE(viewer.state().phase() == Phase::conquest);
    const auto table = viewer.view();
    CHECK(table->seat == -1);
    for (const SeatPlayer& p : table->players)
        CHECK(p.hand.empty());
    int seats_with_cards = 0;  // so that a hand is there to be seen or hidden
    for (int seat = 0; seat < 3; ++seat) {
        CAPTURE(seat);
        viewer.show_as(seat);
        const auto mine = viewer.view();
        CHECK(mine->seat == seat);
        const auto& own = viewer.state().conquest().players[static_cast<std::size_t>(seat)];
        CHECK(mine->players[static_cast<std::size_t>(seat)].hand == own.piles.hand);
        if (!own.piles.hand.empty()) ++seats_with_cards;
        for (int other = 0; other < 3; ++other)
            if (other != seat) CHECK(mine->players[static_cast<std::size_t>(other)].hand.empty());
        // The same view the game screen draws from.
        CHECK(*mine == make_seat_view(viewer.state(), seat));
    }
    CHECK(seats_with_cards >= 2);
    // A seat that is not at the table is the table.
    viewer.show_as(7);
    CHECK(viewer.as() == -1);
    CHECK(viewer.view()->seat == -1);
}

TEST_CASE("Issue 39 (1): the log follows the position, a round at a time, in the reader's language",
          "[replay-viewer]") {
    const GameState& game = viewer_game();
    ReplayViewer viewer(game);
    const auto& lines = viewer.log(text::Language::english);
    // A line for every event of every action, as the game screen's log wrote them.
    std::size_t events = 0;
    for (std::size_t i = 1; i <= viewer.last_position(); ++i)
        events += viewer.timeline().events_at(i).size();
    CHECK(lines.size() == events);
    CHECK(viewer.last_line_written() == -1);
    // Each line is written by the position just after its action, and by none before it.
    for (std::size_t i = 0; i < lines.size(); i += 37) {
        viewer.go_to(lines[i].after);
        CHECK(viewer.last_line_written() >= static_cast<int>(i));
        viewer.go_to(lines[i].after - 1);
        CHECK(viewer.last_line_written() < static_cast<int>(i));
    }
    // At a round's start the panel shows that round, from the line that began it.
    const std::size_t round2 = viewer.timeline().round_start(2).value();
    viewer.go_to(round2 + 3);
    const ReplayViewer::LineRange range = viewer.lines_of_this_round();
    REQUIRE(range.first < range.end);
    CHECK(lines[range.first].words == "Round 2 begins");
    CHECK(lines[range.end - 1].after <= viewer.timeline().round_start(3).value());
    CHECK(lines[range.end].words == "Round 3 begins");
    // The same lines in French, worded when asked.
    const auto& french = viewer.log(text::Language::french);
    REQUIRE(french.size() == events);
    CHECK(french[range.first].words == "La manche 2 commence");
    // Before the first round: the map's building.
    viewer.go_to(5);
    CHECK(viewer.lines_of_this_round().first == 0);
    CHECK(viewer.lines_of_this_round().end <= viewer.log(text::Language::english).size());
}

TEST_CASE(
    "Issue 39 (2): the designer's view shows every seat's hidden cards and the board as the "
    "table",
    "[replay-viewer]") {
    const GameState& game = viewer_game();
    ReplayViewer viewer(game);
    CHECK(viewer.hidden_cards().empty());  // as the table: nothing hidden is given out
    viewer.go_to(viewer.timeline().round_start(2).value() + 5);
    viewer.show_as(ReplayViewer::kEverything);
    REQUIRE(viewer.shows_everything());
    // The board and the seats as the table sees them: no hand in the view itself.
    CHECK(viewer.view()->seat == -1);
    for (const SeatPlayer& p : viewer.view()->players)
        CHECK(p.hand.empty());
    // Beside it, every seat's hand and set-aside cards, as the state holds them.
    const auto hidden = viewer.hidden_cards();
    REQUIRE(hidden.size() == static_cast<std::size_t>(game.player_count()));
    for (std::size_t i = 0; i < hidden.size(); ++i) {
        CHECK(hidden[i].hand == viewer.state().conquest().players[i].piles.hand);
        CHECK(hidden[i].set_aside == viewer.state().conquest().players[i].piles.set_aside);
    }
    viewer.show_as(1);
    CHECK_FALSE(viewer.shows_everything());
    CHECK(viewer.hidden_cards().empty());
}

TEST_CASE(
    "Issue 39 (2): while the map is built the designer's view shows every seat's face-down "
    "pile top first and a tile drawn blind - 003 Map creation",
    "[replay-viewer]") {
    const GameState& game = viewer_game();
    ReplayViewer viewer(game);
    viewer.show_as(ReplayViewer::kEverything);
    // 003 §Distribute the tiles: each player's face-down tiles, shuffled, the top one hidden
    // from all; the designer's view lists them as the state holds them (its back is the top).
    const auto at_start = viewer.hidden_tiles();
    REQUIRE(at_start.size() == static_cast<std::size_t>(game.player_count()));
    for (std::size_t i = 0; i < at_start.size(); ++i) {
        const auto& pile = viewer.state().map_hand(static_cast<int>(i)).face_down;
        REQUIRE_FALSE(pile.empty());
        CHECK(at_start[i].face_down.front() == pile.back());
        CHECK(at_start[i].face_down.size() == pile.size());
    }
    // A tile drawn from the face-down pile and seen is the drawer's alone until placed.
    bool drawn_seen = false;
    for (std::size_t a = 1; a < 400 && !drawn_seen; ++a) {
        viewer.go_to(a);
        if (viewer.state().phase() == Phase::conquest) break;
        const auto tiles = viewer.hidden_tiles();
        const TurnState& turn = viewer.state().turn();
        for (std::size_t i = 0; i < tiles.size(); ++i) {
            const bool his = static_cast<int>(i) == turn.player && turn.in_hand_from_face_down;
            CHECK(tiles[i].drawn.has_value() == (his && turn.in_hand.has_value()));
            drawn_seen = drawn_seen || tiles[i].drawn.has_value();
        }
    }
    CHECK(drawn_seen);
    // As the table or a seat: nothing hidden is given out; and none once the map is built.
    viewer.show_as(-1);
    CHECK(viewer.hidden_tiles().empty());
    viewer.show_as(ReplayViewer::kEverything);
    viewer.go_to(viewer.timeline().round_start(1).value());
    CHECK(viewer.hidden_tiles().empty());
}
