// The game log's sentences: every event as a message (its id and named arguments), and the
// sentence a reader sees in a language. English by default, as the CLI's --log and the
// golden files read.
#pragma once

#include <string>
#include <vector>

#include "eden/core/event.hpp"
#include "eden/core/game_state.hpp"
#include "eden/text/language.hpp"
#include "eden/text/message.hpp"

namespace eden {

namespace text {
Message message_of(const Event& e);
// A sentence starts with a capital: "Skeleton collapses" when the card's name is "skeleton".
std::string capitalised(std::string sentence);
}  // namespace text

// One line for the game log, with players' names; cards are "card #N".
std::string describe(const Event& e, const std::vector<std::string>& player_names,
                     text::Language language = text::Language::english);
// One line for the game log, with players' and cards' names (the caller decides what a reader
// may see).
std::string describe(const Event& e, const std::vector<std::string>& player_names,
                     const CardNamer& card_name, text::Language language = text::Language::english);
// For a reader who may see every card named (the CLI, a replay); the app passes its own
// CardNamer instead.
std::string describe(const Event& e, const GameState& state,
                     text::Language language = text::Language::english);

}  // namespace eden
