#include "app/session/curtain.hpp"

#include <algorithm>

namespace eden::app {

bool HotSeat::is_human(int seat) const {
    return seat >= 0 && seat < static_cast<int>(human_.size()) &&
           human_[static_cast<std::size_t>(seat)];
}

int HotSeat::human_count() const {
    return static_cast<int>(std::count(human_.begin(), human_.end(), true));
}

void HotSeat::on_decision(const Decision& d, bool hands_in_play) {
    // A bot's decision, or the end of the game, leaves the last person's view on screen: the
    // bots' secrets are never drawn because the view is not theirs.
    if (!is_human(d.player)) return;
    if (d.player == confirmed_) {
        looking_ = d.player;
        curtain_for_.reset();
        return;
    }
    if (curtain_for_ == d.player) return;
    const bool shows_secrets = d.reveals_private_info_of.has_value() || hands_in_play;
    if (shows_secrets) {
        curtain_for_ = d.player;
    } else {
        // Nothing private on either side (a tile not yet drawn): no need to stop the table
        // for a click. Whoever sits there may see this seat's public choices.
        curtain_for_.reset();
        looking_ = d.player;
    }
}

void HotSeat::dismiss() {
    if (!curtain_for_) return;
    looking_ = confirmed_ = *curtain_for_;
    curtain_for_.reset();
}

}  // namespace eden::app
