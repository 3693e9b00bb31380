// The setup check's refusal with its reason as a message of the catalogs (issue 36): a setup
// read from a file (a save, a state) is refused in the reader's language. Rendered in English,
// the messages read as SetupRefusal's words, word for word.
#pragma once

#include <optional>

#include "eden/core/setup_check.hpp"
#include "eden/text/message.hpp"

namespace eden::detail {

struct ExplainedRefusal {
    SetupRefusal refusal;
    text::Message reason;  // refusal.reason as a message
    // refusal.message() as a message: "parameters: reason".
    text::Message message() const;
};

// check_setup, with the reason of its refusal.
std::optional<ExplainedRefusal> explain_setup(const GameSetup& setup);

}  // namespace eden::detail
