// A person's own payment, chosen on screen: which Energy Crystal cards to discard, how many
// resources of which type to take from which territory, how much pure energy to spend (003
// §Settle near the portals, "Resources, purchases"). The issue: every player choice is one the
// player makes on screen, "pay for me" only fills the choice in.
//
// The editor keeps the choice within what the payer holds (never a card he lacks, never more
// than lies on a territory); whether the plan pays the cost is the engine's word alone
// (GameState::why_illegal), so no payment rule is repeated here.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "eden/core/game_state.hpp"
#include "eden/text/language.hpp"

namespace eden::app {

// A plan in words: "2 Energy Crystal cards (value 3), 2 ore, 1 pure energy"; "nothing yet".
std::string plan_text(const Funds& funds, const PaymentPlan& plan,
                      text::Language language = text::Language::english);

class PaymentEditor {
  public:
    // Follows the payment pending in `state`: a payment other than the one being edited (or the
    // same one after another action) starts with the engine's "pay for me" plan filled in, so
    // paying the cheapest way is one click (issue 16 item 5) and any other way is his to
    // choose. Returns whether one is pending.
    bool follow(const GameState& state);
    bool active() const { return choice_.has_value(); }
    // What is being paid and what the payer may pay with. Requires active().
    const GameState::PaymentChoice& choice() const { return *choice_; }
    const PaymentPlan& plan() const { return plan_; }

    // Energy Crystal card `index` (into choice().funds.crystal_values): discarded or kept.
    bool crystal_chosen(int index) const;
    void toggle_crystal(int index);
    // Resources of type kResourceColors[type] taken from `at`; take() changes it by `delta`,
    // kept between none and what lies there.
    int taken(Hex at, std::size_t type) const;
    void take(Hex at, std::size_t type, int delta);
    // A click on territory `at`: one more resource of the first type (kResourceColors order)
    // not all taken yet; nullopt if it holds nothing more to take (or is not his), else the
    // type's index.
    std::optional<std::size_t> take_one_from(Hex at);
    // The territories he may take resources from, for the board to mark.
    std::vector<Hex> territories() const;
    // Pure energy spent, kept between none and what the payer has.
    void set_pure_energy(int n);
    // Nothing chosen.
    void clear();
    // The plan of the engine's "pay for me" option in `d`, to adjust or confirm; false (and
    // the plan unchanged) if the decision offers none.
    bool fill_for_me(const Decision& d);

    // nullopt if the engine would accept the plan now; its reason otherwise.
    std::optional<text::Message> why_not(const GameState& state) const;
    Action action() const { return Pay{plan_}; }
    // What is chosen so far, in words: "2 Energy Crystal cards (value 3), 2 ore, 1 pure
    // energy"; "nothing yet".
    std::string chosen_text(text::Language language = text::Language::english) const;

  private:
    std::optional<GameState::PaymentChoice> choice_;
    std::size_t at_ = 0;  // the action count of the state the choice was read from
    PaymentPlan plan_;
};

}  // namespace eden::app
