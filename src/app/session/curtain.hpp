// The hot-seat curtain (DESIGN.md "The engine contract"): one laptop passes between people, so
// before the screen shows a seat's secrets (a hand, a drawn tile) to whoever is sitting there,
// it asks for the laptop to be passed and waits for a click. Pure logic, no SDL, so the rule
// that matters most for fair play is unit-tested.
#pragma once

#include <optional>
#include <vector>

#include "eden/decision.hpp"

namespace eden::app {

class HotSeat {
  public:
    // `human[i]`: seat i is played by a person at the laptop (bots need no curtain).
    explicit HotSeat(std::vector<bool> human) : human_(std::move(human)) {}

    // Called whenever the pending decision changes. A person's decision that shows secrets (the
    // decision reveals them, or hands are in play and his view shows his hand) raises the
    // curtain unless he is the one who last dismissed it; a decision that shows nobody's
    // secrets hands the screen over without one.
    void on_decision(const Decision& d, bool hands_in_play);
    // The person the curtain asked for clicked: from now on the screen is drawn as he sees it.
    void dismiss();
    // A designer's screenshot (`eden --screenshot --load SAVE --as SEAT`): that seat's view,
    // no curtain, whoever decides.
    void show_as(int seat) {
        looking_ = confirmed_ = seat;
        curtain_for_.reset();
    }

    // Whose view the screen is drawn from (view_for); -1 before any human has looked.
    int looking() const { return looking_; }
    // The seat known to be at the laptop: the last one the curtain was dismissed for.
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
    // Handing the screen over without a curtain changes whose view is drawn, not who sits
    // there: a secret is shown only to the seat confirmed by a click.
    int confirmed_ = -1;
    std::optional<int> curtain_for_;
};

}  // namespace eden::app
