// A refusal as a reader of the rulebook reads it: the engine says why an action is refused as a
// message (refusal.*, issue 36); the tests check the English sentence a player is shown.
#pragma once

#include <optional>
#include <string>

#include "eden/text/catalog.hpp"
#include "eden/text/message.hpp"

namespace eden_test {

// The message in English, seats and cards named by `names` ("player 2", "card #7" without).
std::string english(const eden::text::Message& m, const eden::text::Names& names = {});
// The same for a refusal that may be absent: "" when there is none.
std::string english(const std::optional<eden::text::Message>& m,
                    const eden::text::Names& names = {});

}  // namespace eden_test
