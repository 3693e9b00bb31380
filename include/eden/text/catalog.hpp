// A language's catalog: every message's sentence in that language, as an ICU MessageFormat
// pattern ("{player} draws {count, plural, one {# card} other {# cards}}"). ICU brings CLDR's
// plural rules (French takes the singular for 0 and 1), `select` for gender and keywords, and
// the language's way of joining a list; data/text/README.md says why ICU and not gettext.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "eden/text/message.hpp"

namespace eden::text {

enum class Language;  // language.hpp

// How the reader names what a message points at. Seats past the list and cards without a namer
// get the catalog's own words ("player 3", "card #7").
struct Names {
    std::vector<std::string> seats;
    std::function<std::string(int card)> card;
    // A namer that words a card in the language the message is rendered in (render() in
    // language.hpp): set, it is used instead of `card` (a card's French name in a French log).
    std::function<std::string(int card, Language language)> card_in;
    std::function<std::string(Hex at)> place;  // unset: "(q,r)"
};

class Catalog {
  public:
    // Reads a catalog file: {"language": "fr", "name": "Français", "messages": {id: pattern}}.
    // Every pattern is compiled at once; a bad one is refused as DataError(source,
    // "/messages/<id>", ICU's reason).
    static Catalog from_json(std::string_view json_text, const std::string& source);
    static Catalog from_value(const nlohmann::json& j, const std::string& source);

    Catalog(Catalog&&) noexcept;
    Catalog& operator=(Catalog&&) noexcept;
    ~Catalog();

    const std::string& code() const { return code_; }  // "en", "fr"
    const std::string& name() const { return name_; }  // in its own language: "Français"
    bool has(const std::string& id) const;
    std::vector<std::string> ids() const;
    // The named arguments a message's pattern uses (for the catalogs' completeness test).
    std::set<std::string> argument_names(const std::string& id) const;
    // The pattern as written, for tests and the fonts' glyph ranges.
    const std::string& pattern(const std::string& id) const;

    // The sentence in this language. An id the catalog lacks is written as "[id]": a missing
    // message must show, never crash a game (the completeness test keeps it from happening).
    std::string render(const Message& m, const Names& names) const;

  private:
    Catalog();
    struct Compiled;
    std::string code_, name_;
    std::map<std::string, std::string> patterns_;
    std::unique_ptr<Compiled> compiled_;
};

// Throws DataError(source, "/messages/<id>", ...) where `c` lacks a message of `reference`,
// has one more, or words one with other arguments: every language says every sentence, with
// everything it needs (issue 36 item 8).
void check_same_messages(const Catalog& reference, const Catalog& c, const std::string& source);

}  // namespace eden::text
