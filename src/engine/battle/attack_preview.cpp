// The forecast of a front before it opens (include/eden/battle/attack_preview.hpp): the same count
// as detail::battle::forecast, over a battle of one front with no unit on it yet.
#include "eden/battle/attack_preview.hpp"
#include "eden/conquest/troops.hpp"

#include <stdexcept>

#include "engine/battle/battle.hpp"
#include "engine/cards/technology.hpp"
#include "engine/conquest/expansion.hpp"
#include "engine/dragons/king_of_eden.hpp"

namespace eden {

AttackPreview preview_attack(const GameState& g, int attacker, const Frontier& frontier) {
    if (g.phase() != Phase::conquest)
        throw std::logic_error("preview_attack: the conquest has not begun");
    AttackPreview out;
    out.defender = controller_of(g.control(), frontier.enemy).value_or(kNoPlayer);
    // A battle of one front and no unit: the sides' extras (technology cards in play) read it.
    Battle b;
    b.attacker = attacker;
    Front f;
    f.frontier = frontier;
    f.defender = out.defender;
    b.fronts.push_back(f);
    FrontInput in;
    in.frontier = frontier;
    in.attacker = attacker;
    in.attacker_civ = detail::civ(g, attacker);
    if (out.defender != kNoPlayer) in.defender_civ = detail::civ(g, out.defender);
    in.attacker_extras = detail::technology::side_extras(g, b, 0, true);
    in.defender_extras = detail::technology::side_extras(g, b, 0, false);
    in.dragon_defense = detail::king_of_eden::dragon_defense_of(g, frontier.enemy);
    if (out.defender == kNoPlayer) in.wild_marker = wild_marker_on(g, frontier.enemy);
    out.forecast = forecast_front(g.map(), g.rules(), g.control(), g.conquest().resources, in);
    // 003 §Full Control: only a fully controlled territory, and only by a player still in the
    // game, is defended by hand.
    if (out.defender == kNoPlayer) {
        out.why_base_defense = text::Message(in.dragon_defense ? "refusal.defend.dragons"
                                                               : "refusal.defend.wild_no_one");
    } else if (g.conquest().players.at(static_cast<std::size_t>(out.defender)).eliminated) {
        out.why_base_defense = text::Message("refusal.defend.owner_out");
    } else {
        out.why_base_defense =
            why_cannot_defend_by_hand(g.map(), g.control(), frontier.enemy, out.defender);
        out.defender_hand = static_cast<int>(
            g.conquest().players.at(static_cast<std::size_t>(out.defender)).piles.hand.size());
    }
    const ExpansionTurn& t = g.conquest().turn;
    out.additional_subphase = t.player == attacker && t.subphase > 0;
    if (out.additional_subphase) out.cost = detail::expansion::front_cost(g, frontier).value_or(0);
    return out;
}

std::vector<CountedUnit> front_units(const GameState& g, int front, bool attacking) {
    std::vector<CountedUnit> out;
    const auto& battle = g.conquest().battle;
    if (!battle || front < 0 || front >= static_cast<int>(battle->fronts.size())) return out;
    const Front& f = battle->fronts[static_cast<std::size_t>(front)];
    for (const auto& row : (attacking ? f.attack : f.defense).rows)
        for (const UnitInPlay& u : row)
            out.push_back({u.card, detail::battle::unit_strength(g, *battle, front, attacking, u)});
    return out;
}

}  // namespace eden
