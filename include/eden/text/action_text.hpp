// What an action does, in words: every action as a message (its id and named arguments), and
// the short line logs and error reports use ("place the tile at (1,-2)"). English by default.
#pragma once

#include <string>

#include "eden/core/action.hpp"
#include "eden/text/language.hpp"
#include "eden/text/message.hpp"

namespace eden {

namespace text {
Message message_of(const Action& a);
}  // namespace text

// A short description for logs and error messages: "place tile at (1,-2)"; cards are "card #N".
std::string describe(const Action& a, text::Language language = text::Language::english);

}  // namespace eden
