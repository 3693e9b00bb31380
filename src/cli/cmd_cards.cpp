// eden-cli cards: the card catalogue, every card's rules text generated from its effect data
// (eden/text/card_text.hpp), for designers to read the Worlds side by side.
#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

#include "cli/commands.hpp"
#include "data/data_files.hpp"
#include "data/game_data.hpp"
#include "eden/core/data_error.hpp"
#include "eden/text/card_text.hpp"
#include "eden/text/data_text.hpp"
#include "eden/text/language.hpp"

namespace eden::cli {

namespace {

// Cheapest first, then by name; an Energy Crystal's value orders the crystals (all cost 0).
std::vector<const CardDef*> sorted(std::vector<const CardDef*> cards) {
    std::sort(cards.begin(), cards.end(), [](const CardDef* a, const CardDef* b) {
        if (a->cost != b->cost) return a->cost < b->cost;
        if (a->crystal_value != b->crystal_value) return a->crystal_value < b->crystal_value;
        return a->name < b->name;
    });
    return cards;
}

std::vector<const CardDef*> world_of(const CardLibrary& lib, const Civilization& civ) {
    std::vector<const CardDef*> out;
    for (const std::string& id : civ.units)
        if (const auto i = lib.index_of(id))
            out.push_back(&lib.cards[static_cast<std::size_t>(*i)]);
    return sorted(out);
}

std::vector<const CardDef*> of_kinds(const CardLibrary& lib, std::vector<CardKind> kinds) {
    std::vector<const CardDef*> out;
    for (const CardDef& c : lib.cards)
        if (std::find(kinds.begin(), kinds.end(), c.kind) != kinds.end()) out.push_back(&c);
    return sorted(out);
}

std::string civ_heading(const Civilization& civ, text::Language language) {
    return text::civilization_name(civ, language) + " (" +
           std::string(resource_name(civ.resource)) + ")";
}

// --- Markdown ------------------------------------------------------------------------------

std::string cell(const std::string& text) {
    std::string out;
    for (char ch : text) {
        if (ch == '\n')
            out += "<br>";
        else if (ch == '|')
            out += "\\|";
        else
            out += ch;
    }
    return out;
}

enum class Table { world, common, technology };

void markdown_table(std::ostream& out, const CardLibrary& lib, Table t,
                    const std::vector<const CardDef*>& cards, text::Language language) {
    switch (t) {
        case Table::world:
            out << "| Card | Cost | Strength | Copies | Price | Rules |\n"
                   "|---|---:|---:|---:|---|---|\n";
            break;
        case Table::common:
            out << "| Card | Value | Copies | Price | Rules |\n"
                   "|---|---:|---:|---|---|\n";
            break;
        case Table::technology:  // bought with pure energy: no cost number to show
            out << "| Card | Copies | Price | Rules |\n"
                   "|---|---:|---|---|\n";
            break;
    }
    for (const CardDef* c : cards) {
        out << "| " << cell(text::card_name(*c, language)) << " | ";
        switch (t) {
            case Table::world:
                out << c->cost << " | " << c->strength << " | ";
                break;
            case Table::common:
                if (c->kind == CardKind::energy_crystal) out << c->crystal_value;
                out << " | ";
                break;
            case Table::technology:
                break;
        }
        out << c->copies << " | " << cell(price_text(c->price, language)) << " | "
            << cell(card_rules_text(*c, lib, language)) << " |\n";
    }
}

void print_markdown(std::ostream& out, const CardLibrary& lib,
                    const std::vector<const Civilization*>& civs, bool other_cards,
                    text::Language language) {
    out << "# Battle For Eden: the cards\n";
    for (const Civilization* civ : civs) {
        out << "\n## " << civ_heading(*civ, language) << "\n\n"
            << text::civilization_description(*civ, language) << "\n\n";
        markdown_table(out, lib, Table::world, world_of(lib, *civ), language);
    }
    if (!other_cards) return;
    const auto common = of_kinds(lib, {CardKind::energy_crystal, CardKind::common});
    if (!common.empty()) {
        out << "\n## Common cards\n\n";
        markdown_table(out, lib, Table::common, common, language);
    }
    const auto technology = of_kinds(lib, {CardKind::technology});
    if (!technology.empty()) {
        out << "\n## Technology cards\n\n";
        markdown_table(out, lib, Table::technology, technology, language);
    }
}

// --- Plain text ----------------------------------------------------------------------------

void text_card(std::ostream& out, const CardLibrary& lib, const CardDef& c,
               text::Language language) {
    out << "  " << text::card_name(c, language) << " (";
    switch (c.kind) {
        case CardKind::unit:
        case CardKind::dragon:
            out << "cost " << c.cost << ", strength " << c.strength << ", ";
            break;
        case CardKind::energy_crystal:
            out << "worth " << c.crystal_value << ", ";
            break;
        case CardKind::common:
        case CardKind::technology:
            break;
    }
    out << c.copies << (c.copies == 1 ? " copy" : " copies") << "; price "
        << price_text(c.price, language) << ")\n";
    std::string rules = card_rules_text(c, lib, language);
    std::size_t start = 0;
    while (start < rules.size()) {
        const std::size_t end = std::min(rules.find('\n', start), rules.size());
        out << "    " << rules.substr(start, end - start) << '\n';
        start = end + 1;
    }
}

void print_text(std::ostream& out, const CardLibrary& lib,
                const std::vector<const Civilization*>& civs, bool other_cards,
                text::Language language) {
    bool first = true;
    auto section = [&](const std::string& title) {
        if (!first) out << '\n';
        first = false;
        out << title << '\n';
    };
    for (const Civilization* civ : civs) {
        section(civ_heading(*civ, language));
        out << text::civilization_description(*civ, language) << "\n\n";
        for (const CardDef* c : world_of(lib, *civ))
            text_card(out, lib, *c, language);
    }
    if (!other_cards) return;
    const auto common = of_kinds(lib, {CardKind::energy_crystal, CardKind::common});
    if (!common.empty()) {
        section("Common cards");
        for (const CardDef* c : common)
            text_card(out, lib, *c, language);
    }
    const auto technology = of_kinds(lib, {CardKind::technology});
    if (!technology.empty()) {
        section("Technology cards");
        for (const CardDef* c : technology)
            text_card(out, lib, *c, language);
    }
}

}  // namespace

int run_cards(const CardsOptions& o) {
    const auto dir =
        o.data_dir.empty() ? data::default_data_dir() : std::filesystem::path(o.data_dir);
    // The card text in the language asked for; the CLI's own words (headings, "cost") stay
    // English (issue 36 item 4).
    const auto language = text::language_from_code(o.language);
    if (!language) {
        std::string known;
        for (text::Language l : text::kLanguages)
            known += (known.empty() ? "" : ", ") + std::string(text::code(l));
        std::cerr << "eden-cli cards: unknown language '" << o.language << "' (known: " << known
                  << ")\n";
        return kExitUsage;
    }
    try {
        data::DataTexts texts;  // the names and descriptions in other languages
        const CardLibrary lib = data::load_card_library(dir, &texts);
        text::use_data_texts(std::move(texts));
        std::vector<const Civilization*> civs;
        for (const Civilization& civ : lib.civilizations)
            if (o.civ.empty() || civ.id == o.civ) civs.push_back(&civ);
        if (!o.civ.empty() && civs.empty()) {
            std::string known;
            for (const Civilization& civ : lib.civilizations)
                known += (known.empty() ? "" : ", ") + civ.id;
            std::cerr << "eden-cli cards: unknown civilization '" << o.civ << "' (known: " << known
                      << ")\n";
            return kExitUsage;
        }
        // --civ shows one World alone; the whole catalogue adds the common and technology cards.
        const bool other_cards = o.civ.empty();
        if (o.markdown)
            print_markdown(std::cout, lib, civs, other_cards, *language);
        else
            print_text(std::cout, lib, civs, other_cards, *language);
        return kExitOk;
    } catch (const DataError& e) {
        std::cerr << e.what() << '\n';
        return kExitError;
    }
}

}  // namespace eden::cli
