// Card text in English and French (issue 36 item 3): every card of every World, the common,
// technology and dragon cards render in both languages with nothing left unwritten and no
// English word in the French; plurals follow each language's rules at 0, 1 and 2 (CLDR: French
// takes the singular for 0 and 1); and hand-checked sentences, one ability built in code for
// each, so the designers' data never changes what they expect. The French words are 004's
// (§Effets des cartes: capacités immédiates, retardées, post-combat, de réaction; « X pour Y »).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cctype>
#include <set>
#include <string>
#include <vector>

#include "data/game_data.hpp"
#include "eden/text/card_text.hpp"
#include "support/card_text_fixture.hpp"
#include "support/conquest_fixture.hpp"

using namespace eden;
using eden_test::ability_of;
using eden_test::card_text_library;
using eden_test::effect_of;
using text::Language;

namespace {

// English words a French card text must never hold (the card names, still English until the
// data gives them a French form, are taken out first).
const std::set<std::string> kEnglishStopWords{
    "the",    "and",   "to",        "of",        "your",      "this",    "that",   "unit",
    "units",  "card",  "cards",     "draw",      "doom",      "restore", "gain",   "strength",
    "when",   "while", "then",      "discard",   "enemy",     "allied",  "choice", "from",
    "with",   "free",  "immediate", "delayed",   "reaction",  "hand",    "pile",   "deck",
    "each",   "every", "or",        "resource",  "resources", "crystal", "shard",  "shards",
    "plants", "ore",   "spent",     "energy",    "spend",     "use",     "after",  "harvest",
    "move",   "top",   "bottom",    "row",       "random",    "their",   "his",    "it",
    "is",     "are",   "on",        "in",        "for",       "get",     "rid",    "may",
    "open",   "more",  "attack",    "defending", "attacking", "king"};

std::vector<std::string> lower_words(const std::string& s) {
    std::vector<std::string> out;
    std::string word;
    for (char ch : s) {
        const auto c = static_cast<unsigned char>(ch);
        // A byte of a UTF-8 sequence is part of the word: "unités" is not "unit" and "s".
        if (std::isalpha(c) || c >= 0x80) {
            word += static_cast<char>(std::tolower(c));
        } else {
            if (!word.empty()) out.push_back(word);
            word.clear();
        }
    }
    if (!word.empty()) out.push_back(word);
    return out;
}

std::string without_names(std::string s, const std::vector<std::string>& names) {
    for (const std::string& n : names) {
        if (n.empty()) continue;
        for (std::size_t at = s.find(n); at != std::string::npos; at = s.find(n))
            s.replace(at, n.size(), " ");
    }
    return s;
}

// The names a card text may quote: every card's name and every card id title-cased (a cost
// naming the units to doom writes their ids so).
std::vector<std::string> quotable_names(const std::vector<CardDef>& cards) {
    std::vector<std::string> out;
    for (const CardDef& c : cards) {
        out.push_back(c.name);
        std::string id = c.id;
        for (std::size_t i = 0; i < id.size(); ++i) {
            if (id[i] == '_') id[i] = ' ';
            if ((i == 0 || id[i - 1] == ' ') && id[i] >= 'a' && id[i] <= 'z')
                id[i] = static_cast<char>(id[i] - 'a' + 'A');
        }
        out.push_back(id);
    }
    // Longest first, so "Red Dragon Cub" goes before "Red Dragon".
    std::sort(out.begin(), out.end(),
              [](const std::string& a, const std::string& b) { return a.size() > b.size(); });
    return out;
}

// Written whole: no ICU argument, no "[id]" of a missing message, no "?" of an unworded value.
void check_written(const std::string& s) {
    CHECK(s.find('{') == std::string::npos);
    CHECK(s.find('}') == std::string::npos);
    CHECK(s.find('[') == std::string::npos);
    CHECK(s.find('?') == std::string::npos);
}

constexpr std::string_view kNarrow = "\u202f";

// French typography: a narrow no-break space before ; : ! ?, the apostrophe ’ (never ').
void check_french_typography(const std::string& s) {
    CHECK(s.find('\'') == std::string::npos);
    for (std::size_t i = 0; i < s.size(); ++i)
        if (s[i] == ':' || s[i] == ';' || s[i] == '!') {
            REQUIRE(i >= kNarrow.size());
            CHECK(s.compare(i - kNarrow.size(), kNarrow.size(), kNarrow) == 0);
        }
}

void check_card_in_both_languages(const CardDef& c, const CardLibrary& lib,
                                  const std::vector<std::string>& names) {
    INFO(c.id);
    for (Language l : text::kLanguages) {
        const std::string rules = card_rules_text(c, lib, l);
        const std::string price = price_text(c.price, l);
        INFO(rules);
        INFO(price);
        CHECK(rules.empty() == c.abilities.empty());
        CHECK_FALSE(price.empty());
        check_written(rules);
        check_written(price);
        if (l != Language::french) continue;
        check_french_typography(rules);
        for (const std::string& w : lower_words(without_names(rules + " " + price, names)))
            CHECK(kEnglishStopWords.count(w) == 0);
    }
    // French is not English with other spaces: a card with abilities reads differently.
    if (!c.abilities.empty())
        CHECK(card_rules_text(c, lib, Language::french) !=
              card_rules_text(c, lib, Language::english));
}

struct Reference {
    Ability ability;
    std::string civ;
    std::string english;
    std::string french;
};

std::vector<Reference> references() {
    AbilityCost doom_self{CostKind::doom_self, 1};
    AbilityCost discard_one{CostKind::discard_from_hand, 1};
    Effect chosen_enemy_2 = effect_of(Verb::get_rid_of, 0, Target::chosen_enemy_unit);
    chosen_enemy_2.max_cost = 2;
    Effect doom_3 = effect_of(Verb::doom, 0, Target::chosen_enemy_unit);
    doom_3.max_cost = 3;
    Effect harvest_ore = effect_of(Verb::harvest, 0, Target::neighbouring_territories);
    harvest_ore.resource = TileColor::grey;
    Effect harvest_plants = effect_of(Verb::harvest, 0, Target::enemy_territory);
    harvest_plants.resource = TileColor::green;
    Effect golem = effect_of(Verb::return_from_discard);
    golem.card = "iron_golem";
    Effect skeleton = effect_of(Verb::return_from_discard);
    skeleton.card = "skeleton";
    Effect shard = effect_of(Verb::gain_resources, 1);
    shard.resource = TileColor::white;
    Effect omni = effect_of(Verb::gain_resources, 2);
    omni.resource = TileColor::brown;
    Effect per = effect_of(Verb::add_strength, 1);
    per.per = Per::other_allied_unit;
    Effect replace = effect_of(Verb::replace_abilities);
    replace.cards = {"skeleton"};
    replace.becomes = {effect_of(Verb::draw, 1)};
    AbilityCost red_dragons{CostKind::doom_allied_named, 1};
    red_dragons.cards = {"red_dragon", "red_dragon_cub"};

    const Effect draw1 = effect_of(Verb::draw, 1);
    const Effect draw2 = effect_of(Verb::draw, 2);
    return {
        {ability_of(Timing::immediate, {draw1}), "", "Immediate: draw 1 card.",
         "Immédiat\u202f: piocher 1 carte."},
        {ability_of(Timing::delayed, {effect_of(Verb::add_strength, 2)}, {doom_self}), "",
         "Delayed: doom this unit to give it +2 strength.",
         "Retardé\u202f: condamner cette unité pour lui donner +2 de force."},
        {ability_of(Timing::post_combat, {effect_of(Verb::restore, 0, Target::allied_units)}), "",
         "Post-combat: restore every allied unit on this front.",
         "Post-combat\u202f: rétablir chaque unité alliée sur ce front."},
        {ability_of(Timing::reaction, {effect_of(Verb::add_strength, -2, Target::triggering_unit)},
                    {discard_one}, Condition::none, TriggerEvent::enemy_unit_added),
         "",
         "Reaction \u2014 when an enemy unit is added to this front: discard 1 card from your hand "
         "to give that unit \u22122 strength.",
         "Réaction \u2014 quand une unité ennemie est ajoutée à ce front\u202f: défausser 1 carte "
         "de votre main pour donner à l’unité en question \u22122 de force."},
        {ability_of(Timing::permanent, {effect_of(Verb::add_strength, 2)}, {},
                    Condition::defending),
         "", "Permanent \u2014 while defending: +2 strength.",
         "Permanent \u2014 en défense\u202f: +2 de force."},
        {ability_of(Timing::from_hand, {draw2}, {{CostKind::discard_this, 1}}, Condition::none,
                    TriggerEvent::subphase_start),
         "",
         "From your hand \u2014 when your attack subphase begins: discard this card to draw 2 "
         "cards.",
         "Depuis votre main \u2014 quand votre sous-phase d’attaque commence\u202f: défausser "
         "cette carte pour piocher 2 cartes."},
        {ability_of(Timing::immediate, {chosen_enemy_2}, {{CostKind::pay_mana, 2}}), "",
         "Immediate: spend 2 mana to get rid of an enemy unit of cost 2 or less of your choice.",
         "Immédiat\u202f: dépenser 2 mana pour se débarrasser d’une unité ennemie de votre choix "
         "de coût 2 ou moins."},
        {ability_of(Timing::immediate, {doom_3}), "",
         "Immediate: doom an enemy unit of cost 3 or less of your choice.",
         "Immédiat\u202f: condamner une unité ennemie de votre choix de coût 3 ou moins."},
        {ability_of(Timing::immediate, {harvest_ore}), "",
         "Immediate: harvest ore from the territories around your territory on this front.",
         "Immédiat\u202f: récolter du minerai sur les territoires autour de votre territoire sur "
         "ce front."},
        {ability_of(Timing::immediate, {harvest_plants}), "",
         "Immediate: harvest plants from the territory across this front.",
         "Immédiat\u202f: récolter des plantes sur le territoire ennemi de ce front."},
        {ability_of(Timing::immediate, {golem}), "",
         "Immediate: add an Iron Golem from your discard pile to this front.",
         "Immédiat\u202f: ajouter à ce front un exemplaire d’Iron Golem pris dans votre défausse."},
        {ability_of(Timing::immediate, {skeleton}), "",
         "Immediate: add a Skeleton from your discard pile to this front.",
         "Immédiat\u202f: ajouter à ce front un exemplaire de Skeleton pris dans votre défausse."},
        {ability_of(Timing::immediate, {shard}), "",
         "Immediate: place 1 crystal shard on your territory on this front.",
         "Immédiat\u202f: placer 1 éclat de cristal sur votre territoire de ce front."},
        {ability_of(Timing::immediate, {omni}), "",
         "Immediate: place 2 omninutrients on your territory on this front.",
         "Immédiat\u202f: placer 2 omninutriments sur votre territoire de ce front."},
        {ability_of(Timing::immediate, {effect_of(Verb::enemy_discards, 1)}), "",
         "Immediate: make your enemy on this front discard 1 card at random.",
         "Immédiat\u202f: faire défausser à votre ennemi sur ce front 1 carte au hasard."},
        // Issue 36 item 7: the enemy is no longer "he" ("of his choice" before).
        {ability_of(Timing::immediate, {effect_of(Verb::enemy_discards_chosen, 2)}), "",
         "Immediate: make your enemy on this front discard 2 cards of their choice.",
         "Immédiat\u202f: faire défausser à votre ennemi sur ce front 2 cartes de son choix."},
        {ability_of(Timing::immediate, {effect_of(Verb::gain_pure_energy, 3)}), "",
         "Immediate: gain 3 pure energy.", "Immédiat\u202f: gagner 3 unités d’énergie pure."},
        {ability_of(Timing::post_combat, {effect_of(Verb::return_to_hand)}), "",
         "Post-combat: return this unit to your hand instead of your discard pile, unless it is "
         "doomed.",
         "Post-combat\u202f: renvoyer cette unité dans votre main au lieu de votre défausse, sauf "
         "si elle est condamnée."},
        {ability_of(Timing::permanent, {effect_of(Verb::extra_front, 1)}), "",
         "Permanent: you may open 1 more front in each attack subphase.",
         "Permanent\u202f: vous pouvez ouvrir 1 front supplémentaire à chaque sous-phase "
         "d’attaque."},
        {ability_of(Timing::permanent, {effect_of(Verb::extra_production, 2)}), "",
         "Permanent: your portal produces 2 more resources in each Production phase.",
         "Permanent\u202f: votre portail produit 2 ressources supplémentaires à chaque phase de "
         "Production."},
        {ability_of(Timing::immediate,
                    {effect_of(Verb::add_strength, 1), effect_of(Verb::move_to_top)}),
         "", "Immediate: give this unit +1 strength, then move it to a new top row.",
         "Immédiat\u202f: donner à cette unité +1 de force, puis la déplacer vers une nouvelle "
         "rangée du haut."},
        {ability_of(Timing::permanent, {effect_of(Verb::add_strength, 2, Target::allied_side)}, {},
                    Condition::attacking),
         "", "Permanent: your side of every front you attack gets +2 strength.",
         "Permanent\u202f: votre camp sur chaque front que vous attaquez reçoit +2 de force."},
        {ability_of(Timing::immediate, {per}), "",
         "Immediate: give this unit +1 strength for each other allied unit on this front.",
         "Immédiat\u202f: donner à cette unité +1 de force par autre unité alliée sur ce front."},
        {ability_of(Timing::reaction, {draw1}, {}, Condition::hand_empty), "",
         "Reaction \u2014 when your hand is empty: draw 1 card.",
         "Réaction \u2014 quand votre main est vide\u202f: piocher 1 carte."},
        {ability_of(Timing::immediate, {effect_of(Verb::add_strength, 2)},
                    {{CostKind::pay_civ_resources, 2}}),
         "mountain_clans",
         "Immediate: use 2 of your civilization resource (ore) to give this unit +2 strength.",
         "Immédiat\u202f: utiliser 2 cubes de votre ressource de civilisation (minerai) pour "
         "donner à cette unité +2 de force."},
        {ability_of(Timing::immediate, {draw1}, {{CostKind::discard_crystal, 1}}), "",
         "Immediate: discard an Energy Crystal from your hand to draw 1 card.",
         "Immédiat\u202f: défausser un Cristal d’Énergie de votre main pour piocher 1 carte."},
        {ability_of(Timing::immediate, {draw2}, {doom_self, discard_one}), "",
         "Immediate: doom this unit and discard 1 card from your hand to draw 2 cards.",
         "Immédiat\u202f: condamner cette unité et défausser 1 carte de votre main pour piocher "
         "2 cartes."},
        {ability_of(Timing::immediate, {effect_of(Verb::scout, 1)}), "",
         "Immediate: reveal the top card of your deck. You may add it to this front (if it is a "
         "unit) or discard it, or put it back.",
         "Immédiat\u202f: révéler la carte du dessus de votre pioche. Vous pouvez l’ajouter à ce "
         "front (si c’est une unité) ou la défausser, ou la remettre en place."},
        {ability_of(Timing::immediate, {draw1}, {{CostKind::destroy_from_discard, 2}}), "",
         "Immediate: destroy 2 cards of your discard pile to draw 1 card.",
         "Immédiat\u202f: détruire 2 cartes de votre défausse pour piocher 1 carte."},
        {ability_of(Timing::permanent, {effect_of(Verb::never_collapses)}), "",
         "Permanent: this unit never collapses and is never discarded.",
         "Permanent\u202f: cette unité n’est jamais retirée du combat ni défaussée."},
        {ability_of(Timing::immediate, {draw1}, {}, Condition::king_of_eden_on_front), "",
         "Immediate \u2014 if the King of Eden is on this front: draw 1 card.",
         "Immédiat \u2014 si le Roi d’Eden est sur ce front\u202f: piocher 1 carte."},
        {ability_of(Timing::immediate, {draw1}, {red_dragons}), "",
         "Immediate: doom an allied Red Dragon or Red Dragon Cub on this front to draw 1 card.",
         "Immédiat\u202f: condamner une unité alliée Red Dragon ou Red Dragon Cub sur ce front "
         "pour piocher 1 carte."},
        {ability_of(Timing::immediate, {replace}), "",
         "Immediate: the abilities of your Skeleton on this front are \"draw 1 card\".",
         "Immédiat\u202f: les capacités de vos Skeleton sur ce front deviennent «\u202fpiocher 1 "
         "carte\u202f»."},
    };
}

}  // namespace

TEST_CASE("Card text languages: hand-checked sentences in English and French",
          "[card-text][text]") {
    const auto refs = references();
    REQUIRE(refs.size() >= 30);
    for (const Reference& r : refs) {
        CHECK(ability_text(r.ability, card_text_library(), r.civ) == r.english);
        CHECK(ability_text(r.ability, card_text_library(), r.civ, Language::english) == r.english);
        CHECK(ability_text(r.ability, card_text_library(), r.civ, Language::french) == r.french);
        check_french_typography(r.french);
    }
}

TEST_CASE("Card text languages: plurals at 0 1 and 2 follow each language (CLDR)",
          "[card-text][text]") {
    const auto draw = [](int n, Language l) {
        return ability_text(ability_of(Timing::immediate, {effect_of(Verb::draw, n)}),
                            card_text_library(), "", l);
    };
    CHECK(draw(0, Language::english) == "Immediate: draw 0 cards.");
    CHECK(draw(1, Language::english) == "Immediate: draw 1 card.");
    CHECK(draw(2, Language::english) == "Immediate: draw 2 cards.");
    // French takes the singular for 0 as for 1.
    CHECK(draw(0, Language::french) == "Immédiat\u202f: piocher 0 carte.");
    CHECK(draw(1, Language::french) == "Immédiat\u202f: piocher 1 carte.");
    CHECK(draw(2, Language::french) == "Immédiat\u202f: piocher 2 cartes.");

    CHECK(resource_count_text(0, TileColor::white) == "0 crystal shards");
    CHECK(resource_count_text(1, TileColor::white) == "1 crystal shard");
    CHECK(resource_count_text(2, TileColor::white) == "2 crystal shards");
    CHECK(resource_count_text(0, TileColor::red, Language::french) == "0 animal");
    CHECK(resource_count_text(1, TileColor::red, Language::french) == "1 animal");
    CHECK(resource_count_text(2, TileColor::red, Language::french) == "2 animaux");
    CHECK(resource_count_text(2, TileColor::grey, Language::french) == "2 minerais");
    CHECK(resource_count_text(2, TileColor::grey) == "2 ore");

    const auto discard = [](int n, Language l) {
        return ability_text(ability_of(Timing::immediate, {effect_of(Verb::draw, 1)},
                                       {{CostKind::discard_crystal, n}}),
                            card_text_library(), "", l);
    };
    CHECK(discard(2, Language::english) ==
          "Immediate: discard 2 Energy Crystals from your hand to draw 1 card.");
    CHECK(discard(2, Language::french) ==
          "Immédiat\u202f: défausser 2 Cristaux d’Énergie de votre main pour piocher 1 carte.");

    Cost price;
    CHECK(price_text(price) == "free");
    CHECK(price_text(price, Language::french) == "gratuit");
    price.energy_crystals = 1;
    price.resources[3] = 2;  // grey
    CHECK(price_text(price) == "1 Energy Crystal + 2 ore");
    CHECK(price_text(price, Language::french) == "1 Cristal d’Énergie + 2 minerais");
    price.energy_crystals = 2;
    price.pure_energy = 1;
    CHECK(price_text(price) == "2 Energy Crystals + 2 ore + 1 pure energy");
    CHECK(price_text(price, Language::french) ==
          "2 Cristaux d’Énergie + 2 minerais + 1 unité d’énergie pure");
}

TEST_CASE("Card text languages: every card of data renders in English and French",
          "[card-text][text]") {
    const auto cards = eden_test::designed_cards();
    REQUIRE_FALSE(cards->cards.empty());
    const auto names = quotable_names(cards->cards);
    int worlds = 0;
    for (const Civilization& civ : cards->civilizations)
        if (!civ.units.empty()) ++worlds;
    CHECK(worlds >= 2);
    int with_abilities = 0;
    for (const CardDef& c : cards->cards) {
        check_card_in_both_languages(c, *cards, names);
        if (!c.abilities.empty()) ++with_abilities;
    }
    CHECK(with_abilities > 10);
}

TEST_CASE("Card text languages: every dragon card renders in English and French",
          "[card-text][text][dragons]") {
    const auto decks = data::load_dragon_decks(EDEN_SOURCE_DATA_DIR);
    REQUIRE_FALSE(decks.empty());
    for (const auto& [id, deck] : decks) {
        INFO(id);
        CardLibrary lib;
        lib.cards = deck.cards;
        const auto names = quotable_names(deck.cards);
        REQUIRE_FALSE(deck.cards.empty());
        for (const CardDef& c : deck.cards)
            check_card_in_both_languages(c, lib, names);
    }
}
