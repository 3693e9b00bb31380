#include "eden/battle/forecast.hpp"

#include <numeric>
#include <stdexcept>
#include <utility>

#include "engine/conquest/control_by_index.hpp"

namespace eden {

namespace {

std::string player_name(int seat) {
    return "player " + std::to_string(seat);
}

// The labels name the parameter's value, so a house rule with another threshold reads right.
text::Message rich_label(const Rules& rules) {
    return text::Message("strength.rich").with("threshold", rules.bonus_resource_threshold);
}
text::Message next_to_rich_label(const Rules& rules) {
    return text::Message("strength.next_to_rich").with("threshold", rules.bonus_resource_threshold);
}

void add_item(SideForecast& side, text::Message label, int amount) {
    side.total += amount;
    side.items.push_back({std::move(label), amount});
}

void add_bonus(SideForecast& side, const Rules& rules, const TerritoryBonus& bonus) {
    if (bonus.rich) add_item(side, rich_label(rules), 1);
    if (bonus.next_to_rich) add_item(side, next_to_rich_label(rules), 1);
}

int sum(const std::vector<int>& strengths) {
    return std::accumulate(strengths.begin(), strengths.end(), 0);
}

}  // namespace

text::Message forecast_message(const FrontForecast& f) {
    text::Pieces sides{"join.semicolon", {}};
    auto add_side = [&](const SideForecast& side, const char* which) {
        text::Pieces bonuses{"join.comma", {}};
        for (std::size_t i = 1; i < side.items.size(); ++i) {
            if (side.items[i].amount == 0) continue;
            bonuses.items.push_back(
                text::Message("prompt.forecast.bonus")
                    .with("amount", side.items[i].amount)
                    .with("label", text::Pieces{"join.space", {side.items[i].label}}));
        }
        if (bonuses.items.empty()) return;
        sides.items.push_back(
            text::Message("prompt.forecast.side").with("side", which).with("bonuses", bonuses));
    };
    add_side(f.attacker, "attacker");
    add_side(f.defender, "defender");
    return text::Message("prompt.forecast")
        .with("attacker", f.attacker.total)
        .with("defender", f.defender.total)
        .with_flag("bonuses", !sides.items.empty())
        .with("sides", sides);
}

FrontForecast forecast_front(const Map& map, const Rules& rules, const Control& control,
                             const TerritoryResources& resources, const FrontInput& input) {
    const Frontier& f = input.frontier;
    if (!is_frontier_of(map, control, input.attacker, f))
        throw std::logic_error("forecast_front: " + to_string(f.allied) + " -> " +
                               to_string(f.enemy) + " is not a frontier of " +
                               player_name(input.attacker));
    const std::optional<int> defender = controller_of(control, f.enemy);
    if (input.defender_units && input.by_hand_anywhere && !defender)
        throw std::logic_error("forecast_front: nobody controls " + to_string(f.enemy));
    if (input.defender_units && !input.by_hand_anywhere) {
        if (auto why = why_cannot_defend_by_hand(map, control, f.enemy, defender))
            throw std::logic_error("forecast_front: " + to_string(f.enemy) +
                                   " is not defended by hand (" + why->id + ")");
    }

    FrontForecast out;
    out.defended_by_hand = input.defender_units.has_value();

    add_item(out.attacker, text::Message("strength.units"), sum(input.attacker_units));
    add_bonus(out.attacker, rules,
              territory_bonus(map, rules, control, resources, f.allied, input.attacker,
                              input.attacker_civ));

    if (input.defender_units)
        add_item(out.defender, text::Message("strength.units"), sum(*input.defender_units));
    else if (input.dragon_defense)
        add_item(out.defender, input.dragon_defense->label, input.dragon_defense->amount);
    else if (rules.troops && defender)
        add_item(out.defender, text::Message("strength.units"),
                 0);  // 002: a player's territory has no base defense
    else if (rules.troops && !rules.wild_markers.empty())
        add_item(
            out.defender,
            text::Message(input.wild_marker ? "strength.wild_marker" : "strength.no_wild_marker"),
            input.wild_marker.value_or(0));  // 004: the marker fights as troops
    else
        add_item(out.defender, text::Message("strength.base_defense"),
                 base_defense(map, rules, f.enemy));
    if (defender)
        add_bonus(out.defender, rules,
                  territory_bonus(map, rules, control, resources, f.enemy, *defender,
                                  input.defender_civ));
    for (const StrengthItem& x : input.attacker_extras)
        if (x.amount != 0) add_item(out.attacker, x.label, x.amount);
    for (const StrengthItem& x : input.defender_extras)
        if (x.amount != 0) add_item(out.defender, x.label, x.amount);
    return out;
}

std::optional<text::Message> why_cannot_defend_by_hand(const Map& map, const Control& control,
                                                       Hex territory, std::optional<int> defender) {
    if (!map.has(territory))
        throw std::logic_error("why_cannot_defend_by_hand: no territory at " +
                               to_string(territory));
    const std::optional<int> controller = controller_of(control, territory);
    const text::Place where{territory};
    if (!defender) {
        if (!controller) return text::Message("refusal.defend.wild").with("place", where);
        return text::Message("refusal.defend.nobody").with("place", where);
    }
    const text::Seat seat{*defender};
    if (controller != defender)
        return text::Message("refusal.defend.not_his").with("player", seat).with("place", where);
    if (!detail::fully_controlled_by_index(
            map, control, *defender)[static_cast<std::size_t>(map.index_of(territory))]) {
        const std::optional<Hex> portal = map.portal_of(*defender);
        if (!portal || map.at(*portal)->portal_destroyed)
            return text::Message("refusal.defend.no_portal")
                .with("player", seat)
                .with("place", where);
        return text::Message("refusal.defend.cut_off").with("player", seat).with("place", where);
    }
    return std::nullopt;
}

}  // namespace eden
