// A game being played in the app: the engine's state, who sits in each seat (a person or a
// bot), the hot-seat curtain and the log in words. No SDL: the screens read it and call it, and
// the tests drive it the same way.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "app/session/curtain.hpp"
#include "app/session/game_stats.hpp"
#include "bots/bot.hpp"
#include "eden/game_state.hpp"

namespace eden::app {

enum class SeatKind { human, bot };

class GameSession {
  public:
    GameSession(GameState state, std::vector<SeatKind> seats, std::uint64_t bot_seed);

    const GameState& state() const { return state_; }
    const Decision& pending() const { return pending_; }
    const std::vector<SeatKind>& seats() const { return seats_; }
    const std::vector<std::string>& log() const { return log_; }
    const GameStats& stats() const { return stats_; }
    const HotSeat& hot_seat() const { return hot_seat_; }
    // The person the curtain asked for has the laptop: his undo reaches back to here.
    void dismiss_curtain();
    void show_as(int seat) { hot_seat_.show_as(seat); }
    bool over() const { return pending_.player < 0; }
    bool bot_to_move() const;
    // Applies a person's choice; returns the engine's reason if it refused it.
    std::optional<std::string> apply(const Action& action);
    // The bot whose decision is pending chooses and its choice is applied. Throws
    // std::logic_error if the engine refuses it (a bot bug, never the player's).
    void play_bot();
    // Undo takes back the last action of the person at the laptop, while it is his decision,
    // the action revealed nothing (DESIGN.md: undo replays the log without the last action) and
    // he made it since he last took the laptop: never another seat's action (issue 14).
    bool can_undo() const;
    // Does nothing unless can_undo(). The log loses the lines of the action taken back.
    void undo();
    // Who made each action of the state's log (the pending decision's player at the time).
    const std::vector<int>& actors() const { return actors_; }
    // The events of the newest action, and how many actions have reported events so far (the
    // board animates those it has not shown yet; issue 17).
    const std::vector<Event>& last_events() const { return last_events_; }
    std::uint64_t event_serial() const { return event_serial_; }

    // An autosave: the engine's save (setup, seed, log, snapshot) plus who sits where.
    nlohmann::json to_json() const;
    // Accepts an autosave or a plain engine save (every seat then a person). Throws DataError.
    static GameSession from_json(const nlohmann::json& j, const std::string& source,
                                 std::uint64_t bot_seed);

  private:
    void after_change(const std::vector<Event>& events);
    void record(int actor, const std::vector<Event>& events);

    GameState state_;
    Decision pending_;
    std::vector<SeatKind> seats_;
    std::vector<std::unique_ptr<bots::Bot>> bots_;
    HotSeat hot_seat_;
    std::vector<std::string> log_;
    // log_.size() before each action's lines, parallel to actors_, so an undo takes its lines.
    std::vector<std::size_t> log_marks_;
    std::vector<int> actors_;
    // The action count when the person at the laptop took it (dismissed his curtain).
    std::size_t took_laptop_at_ = 0;
    GameStats stats_;
    std::vector<Event> last_events_;
    std::uint64_t event_serial_ = 0;
};

std::string_view to_string(SeatKind k);

}  // namespace eden::app
