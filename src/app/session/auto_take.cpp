#include "app/session/auto_take.hpp"

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

}  // namespace eden::app
