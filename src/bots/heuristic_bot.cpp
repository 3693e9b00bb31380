#include "bots/heuristic_bot.hpp"

#include <stdexcept>

#include "bots/heuristic_parts.hpp"

namespace eden::bots {

Action HeuristicBot::choose(const GameState& state, const Decision& decision) {
    using namespace heuristic;
    if (decision.options.empty())
        throw std::logic_error("HeuristicBot: the decision " + asked(decision) + " has no options");
    if (state.phase() == Phase::conquest) {
        const ConquestState& c = state.conquest();
        const bool dragons_turn = c.step == ConquestStep::dragons;
        // The dragons' turn outside a battle: the order of the attacks, support.
        if (dragons_turn && !c.battle && decision.kind != DecisionKind::pay)
            return choose_dragon_decision(state, decision);
        // A battle of a dragon attack: how many units to commit; the abilities, returns and
        // rescues are those of any battle.
        if (dragons_turn && c.battle &&
            (decision.kind == DecisionKind::add_unit ||
             decision.kind == DecisionKind::defend_front ||
             decision.kind == DecisionKind::defender_refresh))
            return choose_dragon_decision(state, decision);
        // A dragon on a front asks the player it fights to give up a unit or a card.
        if (c.battle && c.battle->dragon_step && decision.kind == DecisionKind::ability_choice)
            return choose_dragon_decision(state, decision);
    }
    switch (decision.kind) {
        case DecisionKind::choose_starting_unit:
        case DecisionKind::choose_extra_unit:
            return choose_starting_card(state, decision);
        case DecisionKind::choose_starting_crystals:
            return choose_starting_crystals(state, decision);
        case DecisionKind::place_resources:
            return choose_placement(state, decision);
        case DecisionKind::pay:
            return decision.options.front();  // the "pay for me" plan
        case DecisionKind::purchase:
            return choose_purchase(state, decision);
        case DecisionKind::discard_to_hand_size:
            return choose_discard(state, decision);
        case DecisionKind::attack_subphase:
            return choose_attack_subphase(state, decision);
        case DecisionKind::open_second_front:
            return choose_second_front(state, decision);
        case DecisionKind::defender_refresh:
            return choose_defender_refresh(state, decision);
        case DecisionKind::defend_front:
            return choose_defense(state, decision);
        case DecisionKind::add_unit:
            return choose_add_unit(state, decision);
        case DecisionKind::trigger_ability:
            return choose_trigger(state, decision);
        case DecisionKind::ability_choice:
            return choose_ability_choice(state, decision);
        case DecisionKind::return_units:
            return choose_return(state, decision);
        case DecisionKind::rescue_units:
            return choose_rescue(state, decision);
        case DecisionKind::place_troops:
            return choose_troop_placement(state, decision);
        case DecisionKind::move_troops:
            return choose_troop_move(state, decision);
        case DecisionKind::send_troops:
            return choose_troops_to_send(state, decision);
        case DecisionKind::retreat_troops:
            return choose_troop_placement(state, decision);
        case DecisionKind::occupy_territory:
            return choose_occupation(state, decision);
        case DecisionKind::bonus_turn:
            return choose_bonus_turn(state, decision);
        case DecisionKind::none:
            break;
        default:  // map creation
            return choose_map_creation(state, decision, rng_);
    }
    return decision.options.front();
}

}  // namespace eden::bots
