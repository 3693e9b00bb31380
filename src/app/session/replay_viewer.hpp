// The replay viewer's state (issue 39 items 1 and 2): a finished or saved game's timeline, the
// position on screen, and whom the screen shows it as. No SDL: the viewer screen reads it and
// calls it, and the tests drive it the same way.
//
// "As whom" goes through the same path as the game screen's (seat_view.hpp: make_seat_view, the
// engine's view_for without its JSON): as the table (-1), only what every seat may see; as one
// seat, his hand and hidden cards and nobody else's.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <vector>

#include "app/session/battle_record.hpp"
#include "app/session/round_chart.hpp"
#include "app/session/seat_view.hpp"
#include "eden/core/game_state.hpp"
#include "eden/core/replay_timeline.hpp"
#include "eden/text/language.hpp"
#include "eden/text/message.hpp"

namespace eden::app {

// A line of the game's log as the table read it while it was played (the game screen's log: what
// every seat may see), and the position just after the action that wrote it.
struct ReplayLogLine {
    std::size_t after = 0;  // 1 to last_position()
    std::string words;
};

class ReplayViewer {
  public:
    // Opens at the game's first position (as set up), as the table.
    explicit ReplayViewer(const GameState& game);

    const ReplayTimeline& timeline() const { return timeline_; }
    // Actions played to reach the position on screen: 0 to timeline().action_count().
    std::size_t position() const { return position_; }
    std::size_t last_position() const { return timeline_.action_count(); }
    bool at_start() const { return position_ == 0; }
    bool at_end() const { return position_ == last_position(); }
    const GameState& state() const { return state_; }
    // The game's last position: the whole map, what the log's places are named from.
    const GameState& last_state() const { return last_; }

    // -1: the table; kEverything: the designer's view (every hidden card, said so on screen);
    // else a seat (0-based). A seat out of range is the table.
    static constexpr int kEverything = -2;
    int as() const { return as_; }
    bool shows_everything() const { return as_ == kEverything; }
    void show_as(int seat);
    // The designer's view: each seat's hidden cards (hand, then set aside) at the position on
    // screen; nothing unless shows_everything().
    struct HiddenCards {
        std::vector<CardId> hand, set_aside;
    };
    std::vector<HiddenCards> hidden_cards() const;
    // The same while the map is built: each seat's face-down pile (its top first) and the tile
    // drawn from it that only he has seen; nothing unless shows_everything().
    struct HiddenTiles {
        std::vector<TileColor> face_down;  // the top first
        std::optional<TileColor> drawn;    // drawn face down and seen by him, not yet placed
    };
    std::vector<HiddenTiles> hidden_tiles() const;
    // What the screen draws: the position as `as()` may see it, made once per position and seat
    // (the designer's view draws the board and seats as the table, and hidden_cards() beside).
    std::shared_ptr<const SeatView> view() const;

    // Moves to `index` (clamped to the game).
    void go_to(std::size_t index);
    // Moves to the position just after log line `line` and shows that line as the last one
    // written, even where its action wrote more after it (a click on a log line).
    void go_to_line(std::size_t line);
    // One event (a log line) forward (+1) or back (-1), within an action's lines too: the board
    // shows the position after the action that wrote the line, the log that line as the last one
    // written. Returns false, and stays, at either end.
    bool step_event(int direction);
    // One action forward (+1) or back (-1), or more; stops at either end.
    void step(int actions);
    // To the next start of `mark` after the position, or the previous one before it (from the
    // middle of a round, its start); returns false, and stays, when there is none.
    bool jump(ReplayMark mark, bool forward);

    // The whole game's log in `language` (worded once per language asked), in the order played.
    const std::vector<ReplayLogLine>& log(text::Language language) const;
    // The index of the last line written by the position on screen, or -1 before the first.
    int last_line_written() const;
    // The line the log marks as the last one on screen: the one an event step or a click landed
    // on, else last_line_written().
    int last_line_shown() const;
    // The lines of the part of the game on screen: the round in play (from the line that began
    // it), or the map's building before the first round. [first, end) of log().
    struct LineRange {
        std::size_t first = 0, end = 0;
    };
    LineRange lines_of_this_round() const;

    // The side strip's figures by round (issue 39 item 4), read once as the viewer opened.
    const RoundChart& chart() const { return chart_; }
    // The battle on screen (issue 39 item 4), as the game screen's result panel tells it: the one
    // being fought at the position, with what its fronts hold so far (nothing still to come), or
    // the one whose last action led to the position, counted. Null for none. Made from public
    // events only, so every view may draw it.
    const BattleResult* battle_on_screen() const;
    // Which of the game's battles that is (0 for its first), or -1.
    int battle_index_on_screen() const;

    // Playing moves one action forward per tick the screen gives it, and stops at the end.
    bool playing() const { return playing_; }
    void set_playing(bool on) { playing_ = on && !at_end(); }
    void tick();

  private:
    // The index of the line "Round N begins" of the round that starts at position `start`.
    std::size_t first_line_of_round(std::size_t start) const;

    ReplayTimeline timeline_;
    std::size_t position_ = 0;
    // The line an event step or a click landed on, while the position stays where it put it.
    std::optional<std::size_t> event_line_;
    RoundChart chart_;
    // Every battle of the game: the first position it is on at, and it counted as it ended there.
    struct BattleSpan {
        std::size_t first = 0;
        BattleResult result;
    };
    std::vector<BattleSpan> battles_;
    // The battle on screen at `on_screen_for_`, remade when the position moves.
    mutable std::optional<BattleResult> on_screen_;
    mutable int on_screen_index_ = -1;
    mutable std::size_t on_screen_for_ = static_cast<std::size_t>(-1);
    GameState state_;
    // Each log line's message and the position after its action, made by one replay at opening.
    std::vector<std::pair<std::size_t, text::Message>> log_messages_;
    // The game as it ended (the viewer's game), which names every card the log's lines name.
    GameState last_;
    mutable std::vector<ReplayLogLine> log_;
    mutable text::Language log_language_ = text::Language::english;
    mutable bool log_worded_ = false;
    int as_ = -1;
    bool playing_ = false;
    mutable std::shared_ptr<const SeatView> view_;
};

}  // namespace eden::app
