#include "app/session/curtain.hpp"

#include <algorithm>

namespace eden::app {

HotSeat::HotSeat(std::vector<bool> human) : human_(std::move(human)) {
    if (human_count() == 1)
        confirmed_ =
            static_cast<int>(std::find(human_.begin(), human_.end(), true) - human_.begin());
}

bool HotSeat::is_human(int seat) const {
    return seat >= 0 && seat < static_cast<int>(human_.size()) &&
           human_[static_cast<std::size_t>(seat)];
}

int HotSeat::human_count() const {
    return static_cast<int>(std::count(human_.begin(), human_.end(), true));
}

void HotSeat::on_decision(const Decision& d) {
    if (!is_human(d.player)) {
        // A bot's decision or the end of the game: the person who just played keeps the
        // laptop, but his hand leaves the screen with his turn.
        looking_ = -1;
        curtain_for_.reset();
        return;
    }
    if (d.player == confirmed_) {
        looking_ = d.player;
        curtain_for_.reset();
        return;
    }
    // Another person must act: nothing of anyone's is drawn until he has the laptop.
    looking_ = -1;
    curtain_for_ = d.player;
}

void HotSeat::dismiss() {
    if (!curtain_for_) return;
    looking_ = confirmed_ = *curtain_for_;
    curtain_for_.reset();
}

}  // namespace eden::app
