// A game being played in the app: the engine's state, who sits in each seat (a person or a
// bot), the hot-seat curtain and the log in words. No SDL: the screens read it and call it, and
// the tests drive it the same way.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include <nlohmann/json.hpp>

#include "app/session/battle_record.hpp"
#include "app/session/curtain.hpp"
#include "app/session/game_stats.hpp"
#include "app/session/seat_view.hpp"
#include "bots/bot.hpp"
#include "eden/core/game_state.hpp"
#include "eden/text/language.hpp"

namespace eden::app {

// A seat is played by a person, by the heuristic bot ("Bot"), or by the search bot ("Bot —
// strong", bots/search_bot.hpp: it plays the game forward before each choice that matters).
enum class SeatKind { human, bot, strong_bot };
inline bool is_bot(SeatKind k) {
    return k != SeatKind::human;
}

class GameSession {
  public:
    GameSession(GameState state, std::vector<SeatKind> seats, std::uint64_t bot_seed);

    const GameState& state() const { return state_; }
    // What `seat` may see (-1: what every seat may see), made once per state (make_seat_view,
    // the same view as the engine's view_for without its JSON): the screen draws from it every
    // frame (issue 17). Shared, so a frame that changes the state (a click) keeps drawing from
    // the view it began with.
    std::shared_ptr<const SeatView> seat_view(int seat) const;
    const Decision& pending() const { return pending_; }
    const std::vector<SeatKind>& seats() const { return seats_; }
    // The game log, worded in the language last set (English until then).
    const std::vector<std::string>& log() const { return log_; }
    // Words the whole log again in `language` when it is not the log's already (the Menu's
    // language switch takes effect on every line, the past ones too).
    void set_language(text::Language language);
    const GameStats& stats() const { return stats_; }
    // The battles fought so far, told from the events (issue 16: the battle's result panel).
    const BattleRecorder& battles() const { return battles_; }
    const HotSeat& hot_seat() const { return hot_seat_; }
    // The person the curtain asked for has the laptop: his undo reaches back to here.
    void dismiss_curtain();
    void show_as(int seat) { hot_seat_.show_as(seat); }
    bool over() const { return pending_.player < 0; }
    bool bot_to_move() const;
    // What the pending decision takes without asking when it is a person's and no choice
    // (auto_take.hpp); worked out once per decision, as a payment's ways to pay are counted.
    const std::optional<Action>& no_choice() const { return no_choice_; }
    // Whether the app takes no_choice() without asking (its setting): then such a decision of
    // another person never reaches the screen, so it neither curtains nor hands the laptop
    // over (curtain.hpp). Off until the app says so; a change re-seats the pending decision.
    void set_takes_no_choice(bool on);
    // Applies a person's choice; returns the engine's reason, in the table's language, if it
    // refused it.
    std::optional<std::string> apply(const Action& action);
    // Takes a decision that is no choice for the person at the laptop (auto_take.hpp) and says
    // so in the log. Undo passes over it to the person's own last choice, so taking back a
    // click never lands on a decision that is taken again at once.
    std::optional<std::string> apply_automatically(const Action& action);
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
    // The engine's events the person now at the laptop did not watch happen: those since he
    // last had the screen, up to when he took it back (away_summary.hpp). Empty until a
    // handover; kept until the next one.
    const std::vector<Event>& missed_events() const { return missed_events_; }
    // The action count when the person at the laptop took it: changes at each handover.
    std::size_t took_laptop_at() const { return took_laptop_at_; }
    // The events of the newest action, and how many actions have reported events so far (the
    // board animates those it has not shown yet; issue 17).
    const std::vector<Event>& last_events() const { return last_events_; }
    std::uint64_t event_serial() const { return event_serial_; }
    // Words the screen makes from the state (a log line with its places named: words/
    // place_words.hpp), made once per state: the log panel names the same places every frame,
    // and each name weighs the whole map. `key` says everything the words depend on besides
    // the state; `make` makes them when this state has not yet.
    const std::string& words_once(const std::string& key,
                                  const std::function<std::string()>& make) const;

    // An autosave: the engine's save (setup, seed, log, snapshot) plus who sits where.
    nlohmann::json to_json() const;
    // Accepts an autosave or a plain engine save (every seat then a person). Throws DataError.
    static GameSession from_json(const nlohmann::json& j, const std::string& source,
                                 std::uint64_t bot_seed);
    // A game picked up at `position` (a loaded save, or a replay's position: "Continue from
    // here"), its log replayed from its setup so the log reads in words. No seat given: every
    // seat a person. Throws DataError(source, "/actions", ...) if the replay refuses an action.
    static GameSession from_position(const GameState& position, std::vector<SeatKind> seats,
                                     std::uint64_t bot_seed, const std::string& source);

  private:
    void after_change(const std::vector<Event>& events);
    void record(int actor, const std::vector<Event>& events, bool automatic = false);
    // How many actions undo() takes back: the trailing automatic ones and the person's last
    // own choice before them (0 if undo is not allowed).
    std::size_t undo_depth() const;

    GameState state_;
    Decision pending_;
    std::vector<SeatKind> seats_;
    std::vector<std::unique_ptr<bots::Bot>> bots_;
    HotSeat hot_seat_;
    std::vector<std::string> log_;
    // What each line of log_ says, kept to word it again in another language.
    std::vector<text::Message> log_messages_;
    text::Language language_ = text::Language::english;
    // log_.size() before each action's lines, parallel to actors_, so an undo takes its lines.
    std::vector<std::size_t> log_marks_;
    std::vector<int> actors_;
    // Parallel to actors_: each action's events, whether it was taken automatically, and
    // whether it revealed information (then nothing before it can be taken back).
    std::vector<std::vector<Event>> events_;
    std::vector<bool> automatic_;
    std::vector<bool> revealed_;
    // By seat: the action count up to which he watched the game (he had the laptop, no
    // curtain up), and what the person at the laptop missed before he took it.
    std::vector<std::size_t> seen_until_;
    std::vector<Event> missed_events_;
    void note_who_watches();
    // The hot seat told of the pending decision; the laptop's handover noted.
    void seat_pending();
    // Inserts a line at `at` of the log, worded in the log's language.
    void add_log_line(std::size_t at, text::Message m);
    bool takes_no_choice_ = false;
    // The laptop went to `seat` (his curtain, or a public choice of his asked in the open): what
    // he missed since he last watched becomes the news.
    void collect_missed(int seat);
    // The action count when the person at the laptop took it (dismissed his curtain).
    std::size_t took_laptop_at_ = 0;
    GameStats stats_;
    BattleRecorder battles_;
    std::vector<Event> last_events_;
    std::uint64_t event_serial_ = 0;
    std::optional<Action> no_choice_;
    // seat_view()'s last answer, dropped at every change of the state.
    mutable std::shared_ptr<const SeatView> seat_view_;
    mutable int seat_view_seat_ = 0;
    // words_once()'s answers, dropped at every change of the state.
    mutable std::unordered_map<std::string, std::string> words_;
};

std::string_view to_string(SeatKind k);
// The kind a save's seat names ("human", "bot", "strong_bot"); nullopt for any other word.
std::optional<SeatKind> seat_kind_from_string(std::string_view word);

}  // namespace eden::app
