// The hot-seat curtain (DESIGN.md "The engine contract"): one laptop passes between people, so
// before the screen shows a seat's secrets (a hand, a drawn tile) or asks another person to act,
// it asks for the laptop to be passed and waits for a click. Pure logic, no SDL, so the rule
// that matters most for fair play is unit-tested.
//
// The rule (issue 14): a curtain exactly when a different person than the one at the laptop
// must act; never after a person's own click for his own next decision. A seat's private
// information is on screen only while that seat's person is at the laptop and the decision is
// his: while a bot plays, or the game is over, the screen shows what every seat may see.
#pragma once

#include <optional>
#include <vector>

#include "eden/core/decision.hpp"

namespace eden::app {

class HotSeat {
  public:
    // `human[i]`: seat i is played by a person at the laptop (bots need no curtain). With one
    // person there is nobody to pass the laptop to: he is at it from the start.
    explicit HotSeat(std::vector<bool> human);

    // Called whenever the pending decision changes.
    void on_decision(const Decision& d);
    // The person the curtain asked for clicked: from now on the screen is drawn as he sees it.
    void dismiss();
    // A designer's screenshot (`eden --screenshot --load SAVE --as SEAT`): that seat's view,
    // no curtain, whoever decides.
    void show_as(int seat) {
        looking_ = confirmed_ = seat;
        curtain_for_.reset();
    }

    // Whose view the screen is drawn from (view_for); -1: only what every seat may see.
    int looking() const { return looking_; }
    // The person known to be at the laptop: the last one the curtain was dismissed for.
    int confirmed() const { return confirmed_; }
    // The seat the curtain waits for, if it is up. While it is up nothing but the curtain is
    // drawn: not the board, not the log, not a hand.
    std::optional<int> curtain_for() const { return curtain_for_; }
    bool may_draw_game() const { return !curtain_for_.has_value(); }
    bool is_human(int seat) const;
    // Seats played by people, e.g. for a game of bots only (no curtain ever).
    int human_count() const;

  private:
    std::vector<bool> human_;
    int looking_ = -1;
    int confirmed_ = -1;
    std::optional<int> curtain_for_;
};

}  // namespace eden::app
