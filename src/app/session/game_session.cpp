#include "app/session/game_session.hpp"

#include <stdexcept>

#include "app/session/labels.hpp"
#include "data/save_files.hpp"
#include "eden/data_error.hpp"
#include "eden/save.hpp"

namespace eden::app {

namespace {

std::vector<bool> humans(const std::vector<SeatKind>& seats) {
    std::vector<bool> out;
    for (SeatKind k : seats)
        out.push_back(k == SeatKind::human);
    return out;
}

}  // namespace

std::string_view to_string(SeatKind k) {
    return k == SeatKind::human ? "human" : "bot";
}

GameSession::GameSession(GameState state, std::vector<SeatKind> seats, std::uint64_t bot_seed)
    : state_(std::move(state)),
      seats_(std::move(seats)),
      hot_seat_(humans(seats_)),
      stats_(state_.player_count()) {
    if (static_cast<int>(seats_.size()) != state_.player_count())
        throw std::invalid_argument("a seat kind is needed for every player");
    for (std::size_t i = 0; i < seats_.size(); ++i)
        bots_.push_back(seats_[i] == SeatKind::bot ? bots::make_bot("heuristic", bot_seed + i + 1)
                                                   : nullptr);
    after_change({});
}

void GameSession::after_change(const std::vector<Event>& events) {
    for (const Event& e : events)
        log_.push_back(event_line(state_, e));
    stats_.record(state_, events);
    pending_ = state_.pending();
    hot_seat_.on_decision(pending_);
}

void GameSession::record(int actor, const std::vector<Event>& events) {
    last_events_ = events;
    ++event_serial_;
    actors_.push_back(actor);
    log_marks_.push_back(log_.size());
    after_change(events);
}

void GameSession::dismiss_curtain() {
    if (!hot_seat_.curtain_for()) return;
    hot_seat_.dismiss();
    took_laptop_at_ = state_.action_count();
}

bool GameSession::bot_to_move() const {
    return pending_.player >= 0 &&
           seats_[static_cast<std::size_t>(pending_.player)] == SeatKind::bot;
}

std::optional<std::string> GameSession::apply(const Action& action) {
    const int actor = pending_.player;
    const ApplyResult r = state_.apply(action);
    if (!r) return r.reason;
    record(actor, r.events);
    return std::nullopt;
}

void GameSession::play_bot() {
    if (!bot_to_move()) throw std::logic_error("no bot has a decision to make");
    const int actor = pending_.player;
    const Action a = bots_[static_cast<std::size_t>(actor)]->choose(state_, pending_);
    const ApplyResult r = state_.apply(a);
    if (!r) throw std::logic_error("the engine refused a bot's choice: " + r.reason);
    record(actor, r.events);
}

bool GameSession::can_undo() const {
    const int p = pending_.player;
    return hot_seat_.is_human(p) && hot_seat_.may_draw_game() && hot_seat_.confirmed() == p &&
           !actors_.empty() && actors_.back() == p && state_.action_count() > took_laptop_at_ &&
           state_.can_undo();
}

void GameSession::undo() {
    if (!can_undo()) return;
    state_ = state_.undone();
    actors_.pop_back();
    log_.resize(log_marks_.back());
    log_marks_.pop_back();
    // What was taken back may have bought a card or won a battle.
    stats_ = replay_stats(state_);
    after_change({});
}

nlohmann::json GameSession::to_json() const {
    nlohmann::json seats = nlohmann::json::array();
    for (SeatKind k : seats_)
        seats.push_back(std::string(to_string(k)));
    return {{"format", "eden-app-game"}, {"seats", seats}, {"save", make_save(state_)}};
}

GameSession GameSession::from_json(const nlohmann::json& j, const std::string& source,
                                   std::uint64_t bot_seed) {
    // One reading of save files for the app and the CLI (data/save_files.hpp): the wrapper and
    // its seats are checked there, the save by load_save, which replays its log to its
    // snapshot. Replaying it once more here gives the log in words, which a save does not hold.
    const data::SaveInFile in = data::unwrap_save(j, source);
    const GameState saved = load_save(*in.save, source, in.pointer);
    std::vector<SeatKind> seats;
    for (const std::string& s : in.seats)
        seats.push_back(s == "bot" ? SeatKind::bot : SeatKind::human);
    if (seats.empty())
        seats.assign(static_cast<std::size_t>(saved.player_count()), SeatKind::human);
    GameSession session(GameState(saved.setup()), std::move(seats), bot_seed);
    for (const Action& a : saved.action_log())
        if (const auto refused = session.apply(a))
            throw DataError(source, "/actions", "the replay refused an action: " + *refused);
    // Whoever picks the game up takes back nothing made before it was saved.
    session.took_laptop_at_ = session.state_.action_count();
    return session;
}

}  // namespace eden::app
