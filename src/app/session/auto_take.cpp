#include "app/session/auto_take.hpp"

#include <variant>

#include "app/session/only_way.hpp"

namespace eden::app {

std::optional<Action> obvious_action(const GameState& state, const Decision& d) {
    if (d.player < 0 || d.options.empty()) return std::nullopt;
    // Resources that can go to one place only (one territory, crystal shards alone).
    if (d.kind == DecisionKind::place_resources)
        return only_one_placement(state, d) ? std::optional<Action>(d.options.front())
                                            : std::nullopt;
    if (d.options.size() != 1) return std::nullopt;
    // A payment with one way to pay: the engine's own plan is that way (up to which of two
    // alike Energy Crystal cards goes).
    if (d.kind == DecisionKind::pay)
        return only_payment_plan(state) ? std::optional<Action>(d.options.front()) : std::nullopt;
    return d.options.front();
}

std::string taken_without_asking(const GameState& state, const Decision& d, const Action& a,
                                 const std::string& what) {
    const std::string name = state.setup().players.at(static_cast<std::size_t>(d.player)).name;
    const bool done = std::holds_alternative<Done>(a);
    std::string line;
    if (done && d.kind == DecisionKind::purchase)
        line = name + " buys nothing: no card on offer is within reach of what they can pay";
    else if (done && d.kind == DecisionKind::return_units)
        line = name + " returns no unit to their World: they cannot pay for any";
    else if (done && d.kind == DecisionKind::rescue_units)
        line = name + " rescues no unit: they cannot pay for any";
    else if (done && d.kind == DecisionKind::attack_subphase)
        line = name + " ends the subphase: nothing in their hand can be used and no front can open";
    else if (done && d.kind == DecisionKind::open_second_front)
        line = name + " starts the battle: no second front can open";
    else if (std::holds_alternative<StopFront>(a) && d.kind == DecisionKind::defend_front)
        line = name + " relies on the base defense: no unit in their hand to defend with";
    else if (std::holds_alternative<StopFront>(a))
        line = name + " stops on this front: no unit in their hand to add";
    else if (d.kind == DecisionKind::pay)
        line = name + " " + what + ", the only way to pay";
    else if (d.kind == DecisionKind::place_resources)
        line = name + "'s resources go where they can only go: " + what;
    else
        line = name + ": " + what + ", the only thing they could do";
    return line + kNotAsked;
}

}  // namespace eden::app
