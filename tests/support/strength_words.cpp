#include "support/strength_words.hpp"

#include "support/refusal_words.hpp"

#include "eden/text/language.hpp"

namespace eden_test {

using namespace eden;

text::Names names_of(const GameState& state) {
    text::Names names;
    names.seats = player_names(state);
    names.card = [&state](int card) { return card_name(state, card); };
    return names;
}

WordedItems worded(const SideForecast& side, const text::Names& names) {
    WordedItems out;
    for (const StrengthItem& i : side.items)
        out.emplace_back(english(i.label, names), i.amount);
    return out;
}

std::string summary_of(const FrontForecast& f, const text::Names& names) {
    return english(forecast_message(f), names);
}

int amount_of(const SideForecast& side, std::string_view words, int none,
              const text::Names& names) {
    for (const StrengthItem& i : side.items)
        if (english(i.label, names) == words) return i.amount;
    return none;
}

}  // namespace eden_test
