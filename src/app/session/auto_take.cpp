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

text::Message taken_without_asking(const GameState&, const Decision& d, const Action& a,
                                   const std::string& what) {
    const bool done = std::holds_alternative<Done>(a);
    const char* why = "only";
    if (done && d.kind == DecisionKind::purchase)
        why = "buys_nothing";
    else if (done && d.kind == DecisionKind::return_units)
        why = "returns_none";
    else if (done && d.kind == DecisionKind::rescue_units)
        why = "rescues_none";
    else if (done && d.kind == DecisionKind::attack_subphase)
        why = "ends_subphase";
    else if (done && d.kind == DecisionKind::open_second_front)
        why = "starts_battle";
    else if (std::holds_alternative<StopFront>(a) && d.kind == DecisionKind::defend_front)
        why = "base_defense";
    else if (std::holds_alternative<StopFront>(a))
        why = "stops_front";
    else if (d.kind == DecisionKind::pay)
        why = "pays";
    else if (d.kind == DecisionKind::place_resources)
        why = "placement";
    return text::Message("log.not_asked")
        .with("why", why)
        .with("player", text::Seat{d.player})
        .with("what", what)
        .with_flag("hidden", what.empty());
}

}  // namespace eden::app
