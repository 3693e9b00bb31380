// A decision's question in words: the engine's prompt is a message ("prompt.*", issue 36), and
// here it becomes a sentence in a language, for readers who may see every card named (the CLI,
// tests). The app words it through its own names (app::tr).
#pragma once

#include <string>

#include "eden/core/decision.hpp"
#include "eden/core/game_state.hpp"
#include "eden/text/language.hpp"

namespace eden {

// "Alice: place your green tile". Empty when the state's prompts are off (no message).
std::string describe(const Decision& d, const GameState& state,
                     text::Language language = text::Language::english);

// Any other message the engine says about this state, a refusal above all (why_illegal,
// ApplyResult::reason): "(1,2) already holds a tile".
std::string describe(const text::Message& m, const GameState& state,
                     text::Language language = text::Language::english);

}  // namespace eden
