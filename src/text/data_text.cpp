#include "eden/text/data_text.hpp"

#include <memory>
#include <mutex>

#include "eden/text/pseudo_language.hpp"

namespace eden::text {

namespace {

// Installed once when data/ is loaded and read from any thread after (the lab's workers word
// logs too): a lookup copies the pointer under the lock, never the texts.
std::mutex& texts_lock() {
    static std::mutex m;
    return m;
}
std::shared_ptr<const data::DataTexts>& installed() {
    static std::shared_ptr<const data::DataTexts> texts;
    return texts;
}

std::shared_ptr<const data::DataTexts> current() {
    const std::lock_guard<std::mutex> lock(texts_lock());
    return installed();
}

}  // namespace

void use_data_texts(data::DataTexts texts) {
    auto shared = std::make_shared<const data::DataTexts>(std::move(texts));
    const std::lock_guard<std::mutex> lock(texts_lock());
    installed() = std::move(shared);
}

std::string data_text(Language language, const std::string& what, const std::string& field,
                      const std::string& english) {
    if (language == Language::english) return english;
    // The layout tests' pseudo-language makes the data's words longer and accented too, so a
    // card or World name that would not fit shows there as well (issue 36 item 6).
    if (language == Language::pseudo) return pseudo_pattern(english);
    const auto texts = current();
    if (!texts) return english;
    const std::string* found = texts->find(code(language), what, field);
    return found ? *found : english;
}

std::string card_name(const CardDef& c, Language language) {
    return data_text(language, "cards/" + c.id, "name", c.name);
}

std::string design_note(const CardDef& c, Language language) {
    return data_text(language, "cards/" + c.id, "design_note", c.design_note);
}

std::string card_name(const GameState& state, int card, Language language) {
    if (language == Language::english) return eden::card_name(state, card);
    const auto& cards = state.conquest().cards;
    const auto& library = state.setup().cards;
    if (library && card >= 0 && static_cast<std::size_t>(card) < cards.size()) {
        const int def = cards[static_cast<std::size_t>(card)].def;
        if (def >= 0 && static_cast<std::size_t>(def) < library->cards.size())
            return card_name(library->cards[static_cast<std::size_t>(def)], language);
    }
    return render(Message("card.unnamed").with("number", std::to_string(card)), {}, language);
}

std::string dragon_card_name(const GameState& state, const std::string& english,
                             Language language) {
    if (language == Language::english || !state.setup().dragons) return english;
    for (const CardDef& c : state.setup().dragons->cards)
        if (c.name == english) return card_name(c, language);
    return english;
}

std::string civilization_name(const Civilization& civ, Language language) {
    return data_text(language, "civilizations/" + civ.id, "name", civ.name);
}

std::string civilization_description(const Civilization& civ, Language language) {
    return data_text(language, "civilizations/" + civ.id, "description", civ.description);
}

std::string scenario_text(const Scenario& s, const std::string& field, Language language) {
    const std::string& english = field == "name"         ? s.name
                                 : field == "summary"    ? s.summary
                                 : field == "deviations" ? s.deviations
                                                         : s.win_conditions;
    return data_text(language, "scenarios/" + s.id, field, english);
}

std::string variant_text(const Scenario& s, const ScenarioVariant& v, const std::string& field,
                         Language language) {
    return data_text(language, "scenarios/" + s.id + "/variants/" + v.id, field,
                     field == "name" ? v.name : v.description);
}

std::string ruleset_text(const Ruleset& r, const std::string& field, Language language) {
    return data_text(language, "rulesets/" + r.id, field, field == "name" ? r.name : r.description);
}

std::string parameter_description(const Ruleset& r, const std::string& parameter,
                                  const std::string& english, Language language) {
    return data_text(language, "rulesets/" + r.id + "/parameters/" + parameter, "description",
                     english);
}

}  // namespace eden::text
