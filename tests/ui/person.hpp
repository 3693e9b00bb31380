// A person at the table as the UI tests play him: a bot decides what he would choose (reading
// the state as his eyes read the screen), and the choice is made with the mouse and keys on
// what the screen shows, through the UI driver. Counts his inputs per round, and what they were
// for: the forced ones (a curtain to dismiss, a decision with a single option, a payment with
// one way to pay) apart from the choices, as issue 16 item 5 measures them.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <tuple>

#include "bots/bot.hpp"
#include "ui_driver.hpp"

namespace eden::ui_test {

// What an input was for.
enum class InputFor {
    choice,         // a decision with more than one option
    payment,        // a payment he could make in more than one way
    placement,      // where his resources go: a free choice, offered with a default
    confirm,        // a question box's Yes
    battle_result,  // Continue on a battle's result he fought in: the battle is told there
    curtain,        // forced: the laptop passed to him
    only_payment,   // forced: a payment with one possible plan
    one_option,     // forced: a decision with one option that the screen still asked
};
inline constexpr int kInputKinds = 8;
const char* to_string(InputFor k);
bool is_forced(InputFor k);

struct InputCount {
    int inputs = 0;
    int forced = 0;
    int by_kind[kInputKinds] = {};
    // Forced as counted before the split (issue 16's first note): curtains and every decision
    // with one option, a payment or a resource placement included.
    int forced_by_options = 0;
};

class Person {
  public:
    Person(UiDriver& driver, std::uint64_t seed, const std::string& bot_kind = "heuristic");

    // Does what the screen asks of the people: answers a question box, dismisses the curtain
    // or makes the pending person's choice. Returns false when nothing is for a person to do.
    bool step();

    // Inputs by (seat, round); round 0 is the map's building.
    const std::map<std::pair<int, int>, InputCount>& counts() const { return counts_; }
    int choices_made() const { return choices_; }
    // Curtains dismissed for a person who then did not make the choice they were put up for
    // (it was taken for him, or another person's came first): a forced input for nothing.
    int curtains_for_nothing() const { return curtains_for_nothing_; }
    // What the screen asked him, for the report: each decision answered by its kind, "(1)" or
    // "(n)" options and the inputs it took; each curtain by the decision it was put up for.
    std::map<std::string, int> asked;
    // Each handover (a curtain dismissed) by what it was put up for: the person's decision
    // before it (another seat's, "start" for the first), the decision it opens and whether that
    // one shows the decider's hidden cards (the engine's reveals_private_info_of).
    std::map<std::string, int> handovers;
    // A person who learned the plan panel (RULES.md §7 H1, H2; issue 33 item 1): in a battle
    // against the other person he plans each front he may, once per battle and front: every
    // unit of his hand, in its order, adding the next while his side is not ahead.
    bool plans = false;
    // With plans, he also answers the return of his units after the battle ahead (003 §Battle
    // step 9): "return them all to my World", paid the way the engine proposes.
    bool plans_return_units = false;
    // Curtains dismissed during each battle between two people, by the battle's number (a
    // battle without one counts 0): issue 33's "hand-overs per battle".
    std::map<std::size_t, int> battle_handovers;
    // Curtains dismissed while the map was built (before the conquest's settling).
    int map_curtains = 0;

  private:
    void make_choice();
    // Sets the plans he would set now; true if he clicked anything.
    bool plan_fronts();
    // The number of the battle under way between two people, if there is one.
    std::optional<std::size_t> battle_between_people() const;
    void count(int seat, InputFor kind, int inputs, bool one_option = false);

    UiDriver& ui_;
    std::unique_ptr<bots::Bot> brain_;
    // The brain's answer to the decision open at an action count (answer_to).
    std::optional<std::pair<std::size_t, Action>> answer_;
    const Action& answer_to(const GameState& state, const Decision& d);
    std::map<std::pair<int, int>, InputCount> counts_;
    int choices_ = 0;
    std::string last_decision_ = "start";
    int curtains_for_nothing_ = 0;
    // The seat the last curtain was dismissed for, until his first choice after it.
    int behind_curtain_ = -1;
    // (battle number, seat, front) already planned: once planned and run out, he plays on.
    std::set<std::tuple<std::size_t, int, int>> planned_;
    int plans_set_ = 0;
};

// The probe ids of the UI driver (src/app/ui_probe): an action's button, a hex of the board.
std::string action_probe_id(const Action& a);
std::string hex_probe_id(Hex h);

}  // namespace eden::ui_test
