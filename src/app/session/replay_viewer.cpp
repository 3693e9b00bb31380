#include "app/session/replay_viewer.hpp"

#include <algorithm>

#include "app/session/labels.hpp"
#include "eden/text/catalog.hpp"
#include "eden/text/event_text.hpp"

namespace eden::app {

ReplayViewer::ReplayViewer(const GameState& game)
    : timeline_(game), state_(timeline_.state_at(0)), last_(game) {
    // The log as the game screen wrote it: each action's events, worded on the state just after
    // it (who holds the Heart then, what an ability says).
    // The same pass charts the seats by round and finds where each battle is on.
    GameState replayed = state_;
    BattleRecorder battles;
    std::size_t battle_from = 0;  // the position the battle being fought is on from; 0: none
    const auto& actions = timeline_.actions();
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const ApplyResult r = replayed.apply(actions[i]);
        for (const Event& e : r.events)
            log_messages_.emplace_back(i + 1, event_message(replayed, e));
        chart_.record(i + 1, replayed, r.events);
        battles.on_action(replayed, r.events);
        if (battles.current() && battle_from == 0) battle_from = i + 1;
        if (battles.finished().size() > battles_.size()) {
            // A battle opened and ended by one action is on at that position only.
            battles_.push_back({battle_from == 0 ? i + 1 : battle_from, battles.finished().back()});
            battle_from = battles.current() ? i + 1 : 0;
        }
    }
}

const std::vector<ReplayLogLine>& ReplayViewer::log(text::Language language) const {
    if (log_worded_ && log_language_ == language) return log_;
    // Made here, not kept: the names hold the state by reference, and a viewer may be moved.
    const text::Names names = log_names(last_);
    log_.clear();
    log_.reserve(log_messages_.size());
    for (const auto& [after, message] : log_messages_) {
        const text::Message worded = worded_again(last_, message, language);
        log_.push_back({after, text::capitalised(text::render(worded, names, language))});
    }
    log_language_ = language;
    log_worded_ = true;
    return log_;
}

int ReplayViewer::last_line_shown() const {
    return event_line_ ? static_cast<int>(*event_line_) : last_line_written();
}

int ReplayViewer::last_line_written() const {
    // The lines are in the order played: the first line after the position, less one.
    const auto it = std::upper_bound(
        log_messages_.begin(), log_messages_.end(), position_,
        [](std::size_t position, const auto& line) { return position < line.first; });
    return static_cast<int>(it - log_messages_.begin()) - 1;
}

void ReplayViewer::show_as(int seat) {
    const int seat_or_table =
        seat == kEverything || (seat >= 0 && seat < state_.player_count()) ? seat : -1;
    if (seat_or_table == as_) return;
    as_ = seat_or_table;
    view_.reset();
}

std::shared_ptr<const SeatView> ReplayViewer::view() const {
    if (!view_) view_ = std::make_shared<const SeatView>(make_seat_view(state_, std::max(as_, -1)));
    return view_;
}

std::vector<ReplayViewer::HiddenCards> ReplayViewer::hidden_cards() const {
    std::vector<HiddenCards> out;
    if (!shows_everything() || state_.phase() != Phase::conquest) return out;
    for (const PlayerState& p : state_.conquest().players)
        out.push_back({p.piles.hand, p.piles.set_aside});
    return out;
}

std::vector<ReplayViewer::HiddenTiles> ReplayViewer::hidden_tiles() const {
    std::vector<HiddenTiles> out;
    if (!shows_everything() || state_.phase() == Phase::conquest ||
        state_.phase() == Phase::map_complete)
        return out;
    for (int p = 0; p < state_.player_count(); ++p) {
        const auto& pile = state_.map_hand(p).face_down;
        HiddenTiles t{{pile.rbegin(), pile.rend()}, std::nullopt};
        // A tile drawn face down and seen before it is placed (003 §Map creation): his alone.
        if (state_.turn().player == p && state_.turn().in_hand_from_face_down)
            t.drawn = state_.turn().in_hand;
        out.push_back(std::move(t));
    }
    return out;
}

void ReplayViewer::go_to(std::size_t index) {
    index = std::min(index, last_position());
    event_line_.reset();
    if (index == position_) return;
    if (index == position_ + 1) {
        // Stepping and playing forward: one action on the state on screen, no seek.
        state_.apply(timeline_.actions()[position_]);
    } else {
        state_ = timeline_.state_at(index);
    }
    position_ = index;
    view_.reset();
    if (at_end()) playing_ = false;
}

void ReplayViewer::go_to_line(std::size_t line) {
    if (line >= log_messages_.size()) return;
    go_to(log_messages_[line].first);
    if (static_cast<int>(line) != last_line_written()) event_line_ = line;
}

bool ReplayViewer::step_event(int direction) {
    const int shown = last_line_shown();
    const int count = static_cast<int>(log_messages_.size());
    if (direction > 0) {
        if (shown + 1 >= count) return false;
        go_to_line(static_cast<std::size_t>(shown + 1));
        return true;
    }
    if (shown < 0) return false;
    if (shown == 0) {
        // Before the first line: the position before the action that wrote it.
        go_to(log_messages_[0].first - 1);
        return true;
    }
    go_to_line(static_cast<std::size_t>(shown - 1));
    return true;
}

const BattleResult* ReplayViewer::battle_on_screen() const {
    if (on_screen_for_ == position_) return on_screen_ ? &*on_screen_ : nullptr;
    on_screen_for_ = position_;
    on_screen_.reset();
    on_screen_index_ = -1;
    // The last battle on at or before the position.
    const auto after =
        std::upper_bound(battles_.begin(), battles_.end(), position_,
                         [](std::size_t p, const BattleSpan& b) { return p < b.first; });
    if (after == battles_.begin()) return nullptr;
    const BattleSpan& span = *std::prev(after);
    if (position_ > span.result.finished_at) return nullptr;
    on_screen_index_ = static_cast<int>(std::prev(after) - battles_.begin());
    if (position_ == span.result.finished_at) {
        on_screen_ = span.result;
        return &*on_screen_;
    }
    // Being fought: recorded again from the action that opened it to the position, so its fronts
    // hold what was played by then and nothing still to come.
    GameState state = timeline_.state_at(span.first - 1);
    state.set_prompts(false);
    BattleRecorder recorder;
    for (std::size_t i = span.first - 1; i < position_; ++i) {
        const ApplyResult r = state.apply(timeline_.actions()[i]);
        recorder.on_action(state, r.events);
    }
    on_screen_ = recorder.current();
    if (!on_screen_) on_screen_index_ = -1;
    return on_screen_ ? &*on_screen_ : nullptr;
}

int ReplayViewer::battle_index_on_screen() const {
    battle_on_screen();
    return on_screen_index_;
}

void ReplayViewer::step(int actions) {
    if (actions < 0) {
        const auto back = static_cast<std::size_t>(-static_cast<long long>(actions));
        go_to(back >= position_ ? 0 : position_ - back);
    } else {
        go_to(position_ + static_cast<std::size_t>(actions));
    }
}

bool ReplayViewer::jump(ReplayMark mark, bool forward) {
    const auto to =
        forward ? timeline_.next_start(mark, position_) : timeline_.previous_start(mark, position_);
    if (!to) return false;
    go_to(*to);
    return true;
}

std::size_t ReplayViewer::first_line_of_round(std::size_t start) const {
    // The action that began the round may first have ended the round before (its last discards):
    // those lines are the old round's, and the round's own begin with "Round N begins".
    auto at = static_cast<std::size_t>(
        std::lower_bound(log_messages_.begin(), log_messages_.end(), start,
                         [](const auto& line, std::size_t p) { return line.first < p; }) -
        log_messages_.begin());
    for (std::size_t i = at; i < log_messages_.size() && log_messages_[i].first == start; ++i)
        if (log_messages_[i].second.id == "event.round_started") return i;
    return at;
}

ReplayViewer::LineRange ReplayViewer::lines_of_this_round() const {
    const auto& starts = timeline_.starts(ReplayMark::round);
    const auto next = std::upper_bound(starts.begin(), starts.end(), position_);
    const std::size_t first = next == starts.begin() ? 0 : first_line_of_round(*std::prev(next));
    const std::size_t end =
        next == starts.end() ? log_messages_.size() : first_line_of_round(*next);
    return {first, end};
}

void ReplayViewer::tick() {
    if (!playing_) return;
    step(1);
}

}  // namespace eden::app
