// The battle plan a person is writing (RULES.md §7 H1, H2; issue 33 item 1): when a person holds
// the laptop in a battle against another person, the battle panel offers "Plan this front": the
// units of his hand to add there in order, when to stop, and per unit "trigger its ability" or
// "ask me". This is the panel's state and the words his curtain says when the laptop comes back
// to him. Pure, no ImGui, so the rules of when it is offered are unit-tested.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "eden/battle/battle_plan.hpp"
#include "eden/core/game_state.hpp"
#include "eden/text/language.hpp"

namespace eden::app {

class GameSession;

struct PlanDraft {
    std::size_t at_action = static_cast<std::size_t>(-1);  // the state it was written for
    int front = 0;
    std::vector<PlannedUnit> units;
    PlanStop stop = PlanStop::while_behind;
    int margin = 2;
    // His answer, ahead, to the return of units after the battle (003 §Battle step 9).
    PlanAfterBattle after_battle = PlanAfterBattle::ask;
    // Per seat, the after-battle answer he last set in the window: the window starts from it and
    // the one-click plan repeats it, so he says it once a game, not once a battle. Kept by
    // follow(); each seat's own, shown only while he holds the laptop.
    std::array<PlanAfterBattle, 6> last_after_battle{};
    // Starts again from the seat's plan for `front` (or an empty one) when the state changed.
    void follow(const GameState& state, int seat);
    Action action() const {
        return SetBattlePlan{FrontPlan{front, units, stop, margin, after_battle}};
    }
};

// The fronts the person deciding may plan now (the engine's own check of a plan), empty when
// the plan panel is not offered: he decides in a battle's fighting steps. Against another person
// a plan saves passing the laptop; against a bot it saves a click per unit (RULES.md §7 H1: a
// person may answer ahead wherever he decides; issue 33: inputs per round). A bot never needs
// one, and a dragon attack has no attacker to plan against.
std::vector<int> plannable_fronts(const GameSession& game);

// The units of `seat`'s hand a plan for `front` may still name (not in the draft, not planned
// on another front).
std::vector<CardId> plannable_units(const GameState& state, int seat, const PlanDraft& draft);

// The plan a person makes most, in one click (issue 33: inputs per round): every unit of the
// hand that `front` may still take, in the hand's order, each with its ability triggered, added
// while his side is not ahead. nullopt when no unit may be planned there.
// `after` answers the return of units after the battle where the rules ask it (else "ask me").
std::optional<Action> quick_plan(const GameState& state, int seat, int front,
                                 PlanAfterBattle after = PlanAfterBattle::ask);

// Whether the plan panel offers an answer to the return of units after the battle: only where
// the rules return units (RULES.md §5 C10: not in `classic`), checked as the engine checks it.
bool after_battle_plannable(const GameState& state, const PlanDraft& draft);

// The stop rule in words for the panel: "add them all", "add while I am not ahead"...
std::string stop_words(PlanStop stop, int margin,
                       text::Language language = text::Language::english);

// Why the laptop came back to `seat` although he had a plan, in words for his curtain ("Your plan
// for front 1 ran out", "Alice's Positron Cannon asks you to choose"); nullopt when his plan is
// not why he is asked (no plan, or another seat decides).
std::optional<std::string> plan_halt_words(const GameState& state, int seat,
                                           text::Language language = text::Language::english);

}  // namespace eden::app
