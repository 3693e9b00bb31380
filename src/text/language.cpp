#include "eden/text/language.hpp"

#include <cstdlib>

#include "eden/text/pseudo_language.hpp"

namespace eden::text {

namespace builtin {
std::string_view english();
std::string_view french();
}  // namespace builtin

std::string_view code(Language l) {
    switch (l) {
        case Language::french:
            return "fr";
        case Language::pseudo:
            return "qps";
        case Language::english:
            break;
    }
    return "en";
}

std::optional<Language> language_from_code(std::string_view c) {
    for (Language l : kLanguages)
        if (code(l) == c) return l;
    return std::nullopt;
}

Language language_from_locale(std::string_view locale) {
    // "fr", "fr_FR", "fr_CA.UTF-8", "fr.UTF-8@euro": the language is what comes before _ . @.
    const std::string_view language = locale.substr(0, locale.find_first_of("_.@"));
    return language == "fr" ? Language::french : Language::english;
}

Language language_from_environment() {
    for (const char* variable : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
        const char* value = std::getenv(variable);
        if (value && *value) return language_from_locale(value);
    }
    return Language::english;
}

std::string_view builtin_catalog_text(Language l) {
    return l == Language::french ? builtin::french() : builtin::english();
}

const Catalog& catalog(Language l) {
    // Built once, on first use; the built-in files are checked by the tests, so a bad one
    // never ships (and would throw DataError here, naming the file and message).
    static const Catalog english = Catalog::from_json(builtin::english(), "data/text/en.json");
    static const Catalog french = Catalog::from_json(builtin::french(), "data/text/fr.json");
    if (l == Language::pseudo) {
        static const Catalog pseudo = pseudo_catalog(english);
        return pseudo;
    }
    return l == Language::french ? french : english;
}

std::string render(const Message& m, const Names& given, Language l) {
    Names named;  // only built when a namer needs the language
    if (given.card_in) {
        named = given;
        named.card = [&given, l](int card) { return given.card_in(card, l); };
    }
    const Names& names = given.card_in ? named : given;
    const Catalog& chosen = catalog(l);
    if (chosen.has(m.id) || l == Language::english) return chosen.render(m, names);
    return catalog(Language::english).render(m, names);
}

}  // namespace eden::text
