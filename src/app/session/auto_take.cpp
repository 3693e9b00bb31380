#include "app/session/auto_take.hpp"

namespace eden::app {

std::optional<Action> obvious_action(const Decision& d) {
    if (d.player < 0 || d.options.size() != 1) return std::nullopt;
    // A single option that stands for a free choice: the plan is still the person's.
    if (d.kind == DecisionKind::pay || d.kind == DecisionKind::place_resources) return std::nullopt;
    return d.options.front();
}

}  // namespace eden::app
