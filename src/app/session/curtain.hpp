// The hot-seat curtain (DESIGN.md "The engine contract"): one laptop passes between people, so
// before the screen shows a seat's secrets (a hand, a drawn tile) or asks another person to act,
// it asks for the laptop to be passed and waits for a click. Pure logic, no SDL, so the rule
// that matters most for fair play is unit-tested.
//
// The rule (issue 14, made cheaper by issue 16 item 5): a curtain when a different person than
// the one at the laptop must act on a screen that shows his secrets; never after a person's own
// click for his own next decision. A seat's private information is on screen only while that
// seat's person dismissed the curtain and the decision is his: while a bot plays, or the game
// is over, the screen shows what every seat may see.
//
// A public choice (is_public_choice: the engine names no seat's secrets on its screen, RULES.md
// §7 H3) is asked in the open: the banner names whose turn it is, no curtain, no hand drawn.
// The laptop may change hands there, so nobody counts as confirmed while it is asked; once its
// decider answers it, he holds the laptop (he clicked on the screen that named him), and his
// own next screen, secrets and all, needs no curtain ("Pass the laptop to Bob" to Bob himself
// was the curtain this replaced, issue 33 item 2).
#pragma once

#include <optional>
#include <vector>

#include "eden/core/decision.hpp"
#include "eden/core/game_state.hpp"

namespace eden::app {

// A decision asked in the open: the engine's marking is the single source of truth
// (Decision::reveals_private_info_of, DESIGN.md "The engine contract"): a decision that shows
// nobody's secrets, with somebody to decide it.
bool is_public_choice(const Decision& d);

class HotSeat {
  public:
    // `human[i]`: seat i is played by a person at the laptop (bots need no curtain). With one
    // person there is nobody to pass the laptop to: he is at it from the start.
    explicit HotSeat(std::vector<bool> human);

    // Called whenever the pending decision changes (and again if how it is taken changes);
    // `taken_without_asking`: the app takes it for him (auto_take.hpp) before a frame shows
    // it, so it never reaches the screen: it neither hands the laptop over nor curtains (a
    // curtain there would be dismissed for nothing, and the next person's own screen would
    // need a second one).
    void on_decision(const Decision& d, bool taken_without_asking = false);
    // `seat` made the pending decision's choice. The decider of a public choice asked in the
    // open has the laptop from then on.
    void acted(int seat);
    // The person the curtain asked for clicked: from now on the screen is drawn as he sees it.
    void dismiss();
    // A designer's screenshot (`eden --screenshot --load SAVE --as SEAT`): that seat's view,
    // no curtain, whoever decides.
    void show_as(int seat) {
        looking_ = confirmed_ = deciding_ = holder_ = seat;
        curtain_for_.reset();
    }

    // Whose view the screen is drawn from (view_for); -1: only what every seat may see.
    int looking() const { return looking_; }
    // The person known to be at the laptop: the last one the curtain was dismissed for, or who
    // answered a public choice asked in the open; -1 while a public choice of another person
    // waits in the open.
    int confirmed() const { return confirmed_; }
    // The person whose choices the screen takes now: the looking one, or at a public choice
    // asked in the open, its decider; -1 while a bot plays, the curtain is up or nobody decides.
    int deciding() const { return deciding_; }
    // The public choice asked in the open right now, if any: its decider, named by the banner.
    bool in_the_open() const { return deciding_ >= 0 && looking_ != deciding_; }
    // The person the laptop was last handed to, by the curtain or by a public choice's banner:
    // a change is a handover.
    int holder() const { return holder_; }
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
    int deciding_ = -1;
    int holder_ = -1;
    std::optional<int> curtain_for_;
};

}  // namespace eden::app
