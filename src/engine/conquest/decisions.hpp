// The Decision for each step, and why an action is refused.
// One part of the rules (conquest/decisions.cpp): functions of namespace detail::decisions over the
// GameState. engine/conquest/rules.hpp lists the parts; engine/conquest/support.hpp is what they
// share.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/conquest/support.hpp"

namespace eden::detail::decisions {

Decision pending(const GameState& g);
std::optional<text::Message> why_illegal(const GameState& g, const Action& a);

}  // namespace eden::detail::decisions
