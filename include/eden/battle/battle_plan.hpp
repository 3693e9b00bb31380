// Battle plans: moves a person chooses ahead for battle steps 4–6, so the laptop does not pass
// for every unit (RULES.md §7 H1, H2; 003 §Battle steps 4–6).
//
// A plan is one seat's plan for one front: the units of his hand to add there, in order, when to
// stop, and per unit whether to trigger its immediate ability (with the default choice) or be
// asked. The engine plays a planned move only where it is one of the options he would have been
// offered (engine/battle/battle_plans.cpp) and hands the decision back, saying why, where the
// plan does not answer it. Plans are seat-private: views of other seats leave them out.
// Parameters read: none (plans work under every battle.order).
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "eden/cards/piles.hpp"
#include "eden/map/tile.hpp"

namespace eden {

// When the planned front stops (H2). "Ahead" is "winning if the fronts were counted now": the
// attacker with strictly more strength, the defender with as much or more (a tie holds, 003
// step 7). "Ahead by N": his side's strength minus the other's is N or more.
enum class PlanStop {
    now,              // stop on this front at the next chance
    while_behind,     // add the next unit while my side is not ahead, stop once it is
    while_behind_by,  // add the next unit while I am not ahead by `margin`, stop once I am
    after_all,        // add every planned unit, then stop
};

std::string_view to_string(PlanStop s);
std::optional<PlanStop> plan_stop_from_string(std::string_view s);

// His answer, ahead, to the post-combat question (003 §Battle step 9: "units may be returned to
// the World by paying civilization resources equal to their costs, the rest are discarded").
enum class PlanAfterBattle {
    ask,         // ask me (the old behaviour, and a save's default)
    discard,     // return none: every unit of mine in the battle is discarded
    return_all,  // return every unit of mine, paying for each; ask me if I cannot pay for all
};

std::string_view to_string(PlanAfterBattle a);
std::optional<PlanAfterBattle> plan_after_battle_from_string(std::string_view s);

struct PlannedUnit {
    CardId card = 0;
    // true: trigger its immediate ability when it is on offer, paying a cost the default way;
    // false: hand the laptop back when it is on offer ("ask me").
    bool trigger = true;
    friend bool operator==(const PlannedUnit&, const PlannedUnit&) = default;
};

struct FrontPlan {
    int front = 0;
    std::vector<PlannedUnit> units;  // still to add, first first
    PlanStop stop = PlanStop::after_all;
    int margin = 1;  // while_behind_by's N
    // After the battle (003 step 9). The question is his, not a front's: a seat's plans answer it
    // when one of them says so (the last set wins); it outlives the plans' steps 4–6.
    PlanAfterBattle after_battle = PlanAfterBattle::ask;
    friend bool operator==(const FrontPlan&, const FrontPlan&) = default;
};

// A seat's plan in the battle in progress (Battle::plans).
struct BattlePlan {
    int player = kNoPlayer;
    FrontPlan plan;
    // The planned units already on the front, with their trigger choice: their immediate
    // abilities come on offer after they are added.
    std::vector<PlannedUnit> added;
    friend bool operator==(const BattlePlan&, const BattlePlan&) = default;
};

// Why a seat's plan did not answer the decision open for him (his curtain says it).
enum class PlanHaltReason {
    ran_out,          // no planned unit left while the stop rule says add the next
    card_gone,        // the next planned unit is no longer in his hand
    ability_asks,     // his own ability asks a choice (a target, a card), or he said "ask me"
    ability_offered,  // an ability the plan does not name is on offer to him
    not_covered,      // a decision the plan does not cover (another front, another step)
    cannot_return,    // "return them all" after the battle, but he cannot pay for every unit
};

std::string_view to_string(PlanHaltReason r);

struct PlanHalt {
    int player = kNoPlayer;
    PlanHaltReason reason = PlanHaltReason::not_covered;
    int front = -1;
    CardId card = -1;  // his card concerned (the card gone, the ability's card)
    // Another seat's card that caused the question (an enemy unit added that his reaction
    // answers), with its owner; -1 / kNoPlayer when none.
    CardId cause_card = -1;
    int cause_player = kNoPlayer;
    friend bool operator==(const PlanHalt&, const PlanHalt&) = default;
};

}  // namespace eden
