// The languages the game speaks, and their catalogs. The catalogs are data/text/<code>.json,
// built into the program (a log line in English needs no data folder, and a French table's
// words cannot go missing with a moved folder); `eden-cli validate` checks the files.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "eden/text/catalog.hpp"

namespace eden::text {

// `pseudo` is for tests only (issue 36 item 6): English with every letter accented and each
// message 40 % longer, so a screen that cuts or overlaps a longer translation shows it before a
// translator does. It is not offered in the Menu (kLanguages).
enum class Language { english, french, pseudo };

inline constexpr std::array<Language, 2> kLanguages{Language::english, Language::french};

std::string_view code(Language l);  // "en", "fr", "qps" (the pseudo-language)
std::optional<Language> language_from_code(std::string_view code);
// The language a locale string asks for ("fr_FR.UTF-8", "fr", "C"): French for fr*, else
// English. Reads LC_ALL, then LC_MESSAGES, then LANG, the first that is set and not empty.
Language language_from_locale(std::string_view locale);
Language language_from_environment();

// The catalog built into the program, read once (thread-safe).
const Catalog& catalog(Language l);
// The catalog file's text as built in (the fonts' glyph ranges are made from it).
std::string_view builtin_catalog_text(Language l);

// A message in a language: its catalog's sentence, else English's, else "[id]".
std::string render(const Message& m, const Names& names, Language l = Language::english);

}  // namespace eden::text
