#include "app/session/game_session.hpp"

#include <algorithm>
#include <stdexcept>

#include "app/session/auto_take.hpp"
#include "app/session/labels.hpp"
#include "app/session/payment_editor.hpp"
#include "app/session/save_header.hpp"
#include "bots/search_bot.hpp"
#include "data/save_files.hpp"
#include "eden/core/data_error.hpp"
#include "eden/core/save.hpp"
#include "eden/text/event_text.hpp"
#include "eden/text/prompt_text.hpp"

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
    switch (k) {
        case SeatKind::human:
            return "human";
        case SeatKind::bot:
            return "bot";
        case SeatKind::strong_bot:
            return "strong_bot";
    }
    return "human";
}

std::optional<SeatKind> seat_kind_from_string(std::string_view word) {
    for (SeatKind k : {SeatKind::human, SeatKind::bot, SeatKind::strong_bot})
        if (to_string(k) == word) return k;
    return std::nullopt;
}

namespace {

// The search bot's budget in the app: 160 playouts, or 0.9 s, whichever comes first, so that
// nobody waits more than a second for one of its choices (issue 19).
constexpr bots::SearchBudget kStrongBotBudget{160, 900};

std::unique_ptr<bots::Bot> bot_for(SeatKind k, std::uint64_t seed) {
    switch (k) {
        case SeatKind::human:
            return nullptr;
        case SeatKind::bot:
            return bots::make_bot("heuristic", seed);
        case SeatKind::strong_bot:
            return std::make_unique<bots::SearchBot>(seed, kStrongBotBudget);
    }
    return nullptr;
}

}  // namespace

GameSession::GameSession(GameState state, std::vector<SeatKind> seats, std::uint64_t bot_seed)
    : state_(std::move(state)),
      seats_(std::move(seats)),
      hot_seat_(humans(seats_)),
      seen_until_(static_cast<std::size_t>(state_.player_count()), 0),
      stats_(state_.player_count()) {
    if (static_cast<int>(seats_.size()) != state_.player_count())
        throw std::invalid_argument("a seat kind is needed for every player");
    for (std::size_t i = 0; i < seats_.size(); ++i)
        bots_.push_back(bot_for(seats_[i], bot_seed + i + 1));
    after_change({});
}

std::shared_ptr<const SeatView> GameSession::seat_view(int seat) const {
    if (!seat_view_ || seat_view_seat_ != seat) {
        seat_view_ = std::make_shared<const SeatView>(make_seat_view(state_, seat));
        seat_view_seat_ = seat;
    }
    return seat_view_;
}

const std::string& GameSession::words_once(const std::string& key,
                                           const std::function<std::string()>& make) const {
    const auto found = words_.find(key);
    if (found != words_.end()) return found->second;
    return words_.emplace(key, make()).first->second;
}

void GameSession::after_change(const std::vector<Event>& events) {
    seat_view_.reset();
    words_.clear();
    for (const Event& e : events)
        add_log_line(log_.size(), event_message(state_, e, language_));
    stats_.record(state_, events);
    pending_ = state_.pending();
    no_choice_ =
        hot_seat_.is_human(pending_.player) ? obvious_action(state_, pending_) : std::nullopt;
    seat_pending();
}

void GameSession::add_log_line(std::size_t at, text::Message m) {
    const auto where = static_cast<std::ptrdiff_t>(at);
    log_.insert(log_.begin() + where,
                text::capitalised(text::render(m, log_names(state_), language_)));
    log_messages_.insert(log_messages_.begin() + where, std::move(m));
}

void GameSession::set_language(text::Language language) {
    if (language == language_) return;
    language_ = language;
    const text::Names names = log_names(state_);
    for (std::size_t i = 0; i < log_.size(); ++i) {
        log_messages_[i] = worded_again(state_, std::move(log_messages_[i]), language_);
        log_[i] = text::capitalised(text::render(log_messages_[i], names, language_));
    }
}

void GameSession::set_takes_no_choice(bool on) {
    if (on == takes_no_choice_) return;
    takes_no_choice_ = on;
    seat_pending();
}

void GameSession::seat_pending() {
    const int holder = hot_seat_.holder();
    hot_seat_.on_decision(pending_, takes_no_choice_ && no_choice_.has_value());
    // A public choice handed the laptop to another person in the open: his undo reaches back to
    // here, as after a curtain.
    // He is told what he missed there too: the news is what the log says to everyone, so it
    // needs no curtain.
    if (hot_seat_.holder() != holder) {
        took_laptop_at_ = state_.action_count();
        if (hot_seat_.holder() >= 0) collect_missed(hot_seat_.holder());
    }
    note_who_watches();
}

void GameSession::record(int actor, const std::vector<Event>& events, bool automatic) {
    last_events_ = events;
    ++event_serial_;
    actors_.push_back(actor);
    events_.push_back(events);
    automatic_.push_back(automatic);
    revealed_.push_back(!state_.can_undo());
    log_marks_.push_back(log_.size());
    hot_seat_.acted(actor);
    battles_.on_action(state_, events);
    after_change(events);
}

void GameSession::note_who_watches() {
    // The person the laptop was handed to watches, whether the curtain or a public choice's
    // banner asked for him.
    const int p = hot_seat_.holder();
    if (p >= 0 && hot_seat_.may_draw_game())
        seen_until_.at(static_cast<std::size_t>(p)) = state_.action_count();
}

void GameSession::dismiss_curtain() {
    if (!hot_seat_.curtain_for()) return;
    hot_seat_.dismiss();
    took_laptop_at_ = state_.action_count();
    collect_missed(hot_seat_.confirmed());
    note_who_watches();
}

void GameSession::collect_missed(int seat) {
    const auto s = static_cast<std::size_t>(seat);
    missed_events_.clear();
    for (std::size_t i = std::min(seen_until_.at(s), events_.size()); i < events_.size(); ++i)
        missed_events_.insert(missed_events_.end(), events_[i].begin(), events_[i].end());
}

bool GameSession::bot_to_move() const {
    return pending_.player >= 0 && is_bot(seats_[static_cast<std::size_t>(pending_.player)]);
}

std::optional<std::string> GameSession::apply(const Action& action) {
    const int actor = pending_.player;
    const ApplyResult r = state_.apply(action);
    if (!r) return describe(r.reason, state_, language_);
    record(actor, r.events);
    return std::nullopt;
}

std::optional<std::string> GameSession::apply_automatically(const Action& action) {
    const int actor = pending_.player;
    // Worded before it is applied: the label reads the state the choice was made in. The log
    // is read by the whole table, so a choice that may name a hidden card stays unnamed.
    const bool may_be_hidden = std::holds_alternative<ChooseCard>(action) ||
                               std::holds_alternative<SetAside>(action) ||
                               std::holds_alternative<SwapSetAside>(action);
    std::string what = may_be_hidden ? std::string() : option_label(state_, action, language_);
    // A payment says what it took: the one way to pay.
    if (const auto* pay = std::get_if<Pay>(&action); pay && state_.payment_choice())
        what = plan_text(state_.payment_choice()->funds, pay->plan, language_);
    text::Message line = taken_without_asking(state_, pending_, action, what);
    const ApplyResult r = state_.apply(action);
    if (!r) return describe(r.reason, state_, language_);
    const std::size_t mark = log_.size();
    record(actor, r.events, true);
    add_log_line(mark, std::move(line));
    return std::nullopt;
}

void GameSession::play_bot() {
    if (!bot_to_move()) throw std::logic_error("no bot has a decision to make");
    const int actor = pending_.player;
    const Action a = bots_[static_cast<std::size_t>(actor)]->choose(state_, pending_);
    const ApplyResult r = state_.apply(a);
    if (!r) throw std::logic_error("the engine refused a bot's choice: " + text::plain(r.reason));
    record(actor, r.events);
}

std::size_t GameSession::undo_depth() const {
    const int p = pending_.player;
    if (!hot_seat_.is_human(p) || !hot_seat_.may_draw_game() || hot_seat_.deciding() != p) return 0;
    // Back over what was taken for him to his own last choice; none of it may have revealed
    // anything, and all of it must be his since he took the laptop.
    std::size_t n = actors_.size();
    while (n > 0) {
        const std::size_t i = n - 1;
        if (actors_[i] != p || i < took_laptop_at_ || revealed_[i]) return 0;
        if (!automatic_[i]) return actors_.size() - i;
        n = i;
    }
    return 0;
}

bool GameSession::can_undo() const {
    return undo_depth() > 0 && state_.can_undo();
}

void GameSession::undo() {
    if (!can_undo()) return;
    for (std::size_t n = undo_depth(); n > 0; --n) {
        state_ = state_.undone();
        actors_.pop_back();
        events_.pop_back();
        automatic_.pop_back();
        revealed_.pop_back();
        log_.resize(log_marks_.back());
        log_messages_.resize(log_marks_.back());
        log_marks_.pop_back();
        battles_.undo();
    }
    // What was taken back may have bought a card or won a battle.
    stats_ = replay_stats(state_);
    after_change({});
}

nlohmann::json GameSession::to_json() const {
    nlohmann::json seats = nlohmann::json::array();
    for (SeatKind k : seats_)
        seats.push_back(std::string(to_string(k)));
    // The header first (keys are written sorted): the Load and Save dialogs list a save from it.
    return {{kSaveHeaderKey, header_json(header_of(state_))},
            {"format", "eden-app-game"},
            {"seats", seats},
            {"save", make_save(state_)}};
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
        seats.push_back(seat_kind_from_string(s).value_or(SeatKind::human));
    return from_position(saved, std::move(seats), bot_seed, source);
}

GameSession GameSession::from_position(const GameState& position, std::vector<SeatKind> seats,
                                       std::uint64_t bot_seed, const std::string& source) {
    if (seats.empty())
        seats.assign(static_cast<std::size_t>(position.player_count()), SeatKind::human);
    GameSession session(GameState(position.setup()), std::move(seats), bot_seed);
    for (const Action& a : position.action_log())
        if (const auto refused = session.apply(a))
            throw DataError(source, "/actions", "the replay refused an action: " + *refused);
    // Whoever picks the game up takes back nothing made before it was saved, and is not told
    // the whole game as news.
    session.took_laptop_at_ = session.state_.action_count();
    session.seen_until_.assign(session.seen_until_.size(), session.took_laptop_at_);
    return session;
}

}  // namespace eden::app
