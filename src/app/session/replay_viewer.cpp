#include "app/session/replay_viewer.hpp"

#include <algorithm>

namespace eden::app {

ReplayViewer::ReplayViewer(const GameState& game)
    : timeline_(game), state_(timeline_.state_at(0)) {}

void ReplayViewer::show_as(int seat) {
    const int seat_or_table = seat >= 0 && seat < state_.player_count() ? seat : -1;
    if (seat_or_table == as_) return;
    as_ = seat_or_table;
    view_.reset();
}

std::shared_ptr<const SeatView> ReplayViewer::view() const {
    if (!view_) view_ = std::make_shared<const SeatView>(make_seat_view(state_, as_));
    return view_;
}

void ReplayViewer::go_to(std::size_t index) {
    index = std::min(index, last_position());
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

void ReplayViewer::tick() {
    if (!playing_) return;
    step(1);
}

}  // namespace eden::app
