// A decision's prompt, or another message of the engine about a state (a refusal), in words,
// named as the game log names seats and cards.
#include "eden/text/prompt_text.hpp"

#include "eden/text/data_text.hpp"

namespace eden {

std::string describe(const Decision& d, const GameState& state, text::Language language) {
    if (d.prompt.id.empty()) return "";
    return describe(d.prompt, state, language);
}

std::string describe(const text::Message& m, const GameState& state, text::Language language) {
    text::Names names;
    names.seats = player_names(state);
    names.card = [&state, language](int card) { return text::card_name(state, card, language); };
    return text::render(m, names, language);
}

}  // namespace eden
