#include "app/session/curtain.hpp"

#include <algorithm>

namespace eden::app {

bool is_public_choice(const Decision& d) {
    return d.player >= 0 && !d.reveals_private_info_of;
}

HotSeat::HotSeat(std::vector<bool> human) : human_(std::move(human)) {
    if (human_count() == 1)
        confirmed_ = holder_ =
            static_cast<int>(std::find(human_.begin(), human_.end(), true) - human_.begin());
}

bool HotSeat::is_human(int seat) const {
    return seat >= 0 && seat < static_cast<int>(human_.size()) &&
           human_[static_cast<std::size_t>(seat)];
}

int HotSeat::human_count() const {
    return static_cast<int>(std::count(human_.begin(), human_.end(), true));
}

void HotSeat::on_decision(const Decision& d, bool taken_without_asking) {
    if (!is_human(d.player) || (taken_without_asking && d.player != confirmed_)) {
        // A bot's decision, the end of the game, or another person's decision taken for him
        // unseen: the person who just played keeps the laptop (still confirmed: nobody else
        // had the screen), but his hand leaves the screen with his turn.
        looking_ = deciding_ = -1;
        curtain_for_.reset();
        return;
    }
    if (d.player == confirmed_) {
        looking_ = deciding_ = d.player;
        curtain_for_.reset();
        return;
    }
    if (is_public_choice(d)) {
        // Asked in the open: only what every seat may see is drawn, and whoever had his secrets
        // on screen before may no longer be the one at the laptop.
        looking_ = -1;
        deciding_ = holder_ = d.player;
        confirmed_ = -1;
        curtain_for_.reset();
        return;
    }
    // Another person must act on his secrets: nothing of anyone's is drawn until he has the
    // laptop.
    looking_ = deciding_ = -1;
    curtain_for_ = d.player;
}

void HotSeat::acted(int seat) {
    // He answered on the screen that named him: whoever had the laptop before, he has it now.
    if (in_the_open() && seat == deciding_) confirmed_ = holder_ = seat;
}

void HotSeat::dismiss() {
    if (!curtain_for_) return;
    looking_ = confirmed_ = deciding_ = holder_ = *curtain_for_;
    curtain_for_.reset();
}

}  // namespace eden::app
