// Card text generated from the effect data (DESIGN.md "Rules as data"; eden/text/card_text.hpp):
// every timing, event, condition, cost, verb, target and per of the vocabulary reads as an exact
// sentence, built here in code so the designers' data never changes what these tests expect;
// then every designed card of data/ reads, naming each cost and effect it has.
#include <catch2/catch.hpp>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "eden/text/card_text.hpp"
#include "support/card_text_fixture.hpp"
#include "support/conquest_fixture.hpp"

using namespace eden;
using eden_test::ability_of;
using eden_test::card_text_library;
using eden_test::effect_of;

namespace {

Effect chosen(Verb v, Target t, int max_cost) {
    Effect e = effect_of(v, 0, t);
    e.max_cost = max_cost;
    return e;
}

Ability reaction(TriggerEvent e, std::vector<Effect> effects, std::vector<AbilityCost> costs = {}) {
    Ability a = ability_of(Timing::reaction, std::move(effects), std::move(costs));
    a.event = e;
    return a;
}

Ability with_condition(Timing t, Condition c, std::vector<Effect> effects) {
    Ability a = ability_of(t, std::move(effects));
    a.condition = c;
    return a;
}

AbilityCost cost(CostKind k, int amount = 1) {
    return {k, amount};
}

std::string sentence_of(const Ability& a, std::string_view civ = {}) {
    return ability_text(a, card_text_library(), civ);
}

std::string immediate(const Effect& e) {
    return sentence_of(ability_of(Timing::immediate, {e}));
}

bool contains(const std::string& text, std::string_view part) {
    return text.find(part) != std::string::npos;
}

// What a sentence must say for each verb, cost and timing (the data-wide check below).
std::string_view verb_keyword(Verb v) {
    switch (v) {
        case Verb::add_strength:
            return "strength";
        case Verb::draw:
            return "draw";
        case Verb::scout:
            return "reveal";
        case Verb::harvest:
            return "harvest";
        case Verb::purchase_to_hand:
            return "purchase";
        case Verb::doom:
            return "doom";
        case Verb::restore:
            return "restore";
        case Verb::get_rid_of:
            return "get rid of";
        case Verb::return_from_discard:
            return "from your discard pile";
        case Verb::gain_mana:
            return "mana";
        case Verb::move_to_top:
            return "top row";
        case Verb::move_to_bottom:
            return "bottom row";
        case Verb::gain_resources:
            return "place";
        case Verb::enemy_discards:
            return "discard";
        case Verb::gain_pure_energy:
            return "pure energy";
        case Verb::return_to_hand:
            return "to your hand";
        case Verb::extra_front:
            return "more front";
        case Verb::extra_production:
            return "produces";
        case Verb::discard_random:
            return "random";
        case Verb::enemy_discards_chosen:
            return "of their choice";
        case Verb::replace_abilities:
            return "the abilities of";
        case Verb::never_collapses:
            return "never collapses";
    }
    return "?";
}

std::string_view cost_keyword(CostKind k) {
    switch (k) {
        case CostKind::doom_self:
            return "doom this unit";
        case CostKind::discard_from_hand:
            return "from your hand";
        case CostKind::pay_civ_resources:
            return "civilization resource";
        case CostKind::destroy_from_discard:
            return "destroy";
        case CostKind::discard_this:
            return "discard this card";
        case CostKind::pay_mana:
            return "mana";
        case CostKind::discard_crystal:
            return "Energy Crystal";
        case CostKind::doom_allied_named:
            return "doom an allied";
    }
    return "?";
}

std::string_view timing_opening(Timing t) {
    switch (t) {
        case Timing::immediate:
            return "Immediate";
        case Timing::delayed:
            return "Delayed";
        case Timing::post_combat:
            return "Post-combat";
        case Timing::reaction:
            return "Reaction";
        case Timing::permanent:
            return "Permanent";
        case Timing::from_hand:
            return "From your hand";
    }
    return "?";
}

std::vector<std::string> lines_of(const std::string& s) {
    std::vector<std::string> out;
    std::istringstream in(s);
    for (std::string line; std::getline(in, line);)
        out.push_back(line);
    return out;
}

}  // namespace

TEST_CASE("Card text: each timing of 003 Effects and abilities opens its sentence", "[card-text]") {
    CHECK(sentence_of(ability_of(Timing::immediate, {effect_of(Verb::draw, 1)})) ==
          "Immediate: draw 1 card.");
    CHECK(sentence_of(ability_of(Timing::delayed, {effect_of(Verb::add_strength, 2)},
                                 {cost(CostKind::doom_self)})) ==
          "Delayed: doom this unit to give it +2 strength.");
    CHECK(sentence_of(ability_of(Timing::post_combat,
                                 {effect_of(Verb::restore, 0, Target::allied_units)})) ==
          "Post-combat: restore every allied unit on this front.");
    CHECK(sentence_of(reaction(TriggerEvent::enemy_unit_added,
                               {effect_of(Verb::add_strength, -2, Target::triggering_unit)},
                               {cost(CostKind::discard_from_hand)})) ==
          "Reaction \u2014 when an enemy unit is added to this front: discard 1 card from your "
          "hand to give that unit \u22122 strength.");
    CHECK(sentence_of(with_condition(Timing::permanent, Condition::defending,
                                     {effect_of(Verb::add_strength, 2)})) ==
          "Permanent \u2014 while defending: +2 strength.");
    Ability opportunity =
        ability_of(Timing::from_hand, {effect_of(Verb::draw, 2)}, {cost(CostKind::discard_this)});
    opportunity.event = TriggerEvent::subphase_start;
    CHECK(sentence_of(opportunity) ==
          "From your hand \u2014 when your attack subphase begins: discard this card to draw 2 "
          "cards.");
}

TEST_CASE("Card text: each event a reaction or a from-hand card waits for is named",
          "[card-text]") {
    CHECK(sentence_of(reaction(TriggerEvent::this_collapses, {effect_of(Verb::draw, 1)})) ==
          "Reaction \u2014 when this unit collapses: draw 1 card.");
    CHECK(sentence_of(
              reaction(TriggerEvent::allied_unit_collapses, {effect_of(Verb::add_strength, 1)})) ==
          "Reaction \u2014 when another allied unit on this front collapses: give this unit +1 "
          "strength.");
    CHECK(sentence_of(
              reaction(TriggerEvent::subphase_start, {effect_of(Verb::gain_pure_energy, 1)})) ==
          "Reaction \u2014 when your attack subphase begins: gain 1 pure energy.");
    // A card in the hand answers on any front its owner fights on (Setback).
    Ability setback =
        ability_of(Timing::from_hand, {effect_of(Verb::add_strength, -2, Target::triggering_unit)},
                   {cost(CostKind::discard_this)});
    setback.event = TriggerEvent::enemy_unit_added;
    CHECK(sentence_of(setback) ==
          "From your hand \u2014 when an enemy unit is added to a front you fight on: discard this "
          "card to give that unit \u22122 strength.");
    // Event none: a reaction waits for its condition instead.
    CHECK(sentence_of(with_condition(Timing::reaction, Condition::hand_empty,
                                     {effect_of(Verb::add_strength, 3)})) ==
          "Reaction \u2014 when your hand is empty: give this unit +3 strength.");
}

TEST_CASE(
    "Card text: each condition reads as while for a permanent effect and when for a "
    "reaction",
    "[card-text]") {
    const auto permanent = [](Condition c) {
        return sentence_of(
            with_condition(Timing::permanent, c, {effect_of(Verb::add_strength, 1)}));
    };
    CHECK(permanent(Condition::none) == "Permanent: +1 strength.");
    CHECK(permanent(Condition::hand_empty) ==
          "Permanent \u2014 while your hand is empty: +1 strength.");
    CHECK(permanent(Condition::on_top_row) ==
          "Permanent \u2014 while on the top row: +1 strength.");
    CHECK(permanent(Condition::defending) == "Permanent \u2014 while defending: +1 strength.");
    CHECK(permanent(Condition::enemy_by_base_defense) ==
          "Permanent \u2014 while the enemy side is base defense: +1 strength.");
    CHECK(permanent(Condition::attacking) == "Permanent \u2014 while attacking: +1 strength.");
    CHECK(permanent(Condition::self_doomed) == "Permanent \u2014 while doomed: +1 strength.");

    const auto react = [](Condition c) {
        return sentence_of(with_condition(Timing::reaction, c, {effect_of(Verb::draw, 1)}));
    };
    CHECK(react(Condition::hand_empty) == "Reaction \u2014 when your hand is empty: draw 1 card.");
    CHECK(react(Condition::on_top_row) ==
          "Reaction \u2014 when this unit is on the top row: draw 1 card.");
    CHECK(react(Condition::defending) == "Reaction \u2014 when you are defending: draw 1 card.");
    CHECK(react(Condition::enemy_by_base_defense) ==
          "Reaction \u2014 when the enemy side of this front is base defense: draw 1 card.");
    CHECK(react(Condition::attacking) == "Reaction \u2014 when you are attacking: draw 1 card.");
    CHECK(react(Condition::self_doomed) ==
          "Reaction \u2014 when this unit is doomed: draw 1 card.");
}

TEST_CASE("Card text: FAQ 6 do X to do Y - each cost comes first", "[card-text]") {
    const auto paying = [](std::vector<AbilityCost> costs, Effect e, std::string_view civ = {}) {
        return sentence_of(ability_of(Timing::immediate, {e}, std::move(costs)), civ);
    };
    CHECK(paying({cost(CostKind::doom_self)}, effect_of(Verb::draw, 1)) ==
          "Immediate: doom this unit to draw 1 card.");
    CHECK(paying({cost(CostKind::discard_from_hand, 2)}, effect_of(Verb::draw, 3)) ==
          "Immediate: discard 2 cards from your hand to draw 3 cards.");
    CHECK(paying({cost(CostKind::pay_civ_resources, 2)}, effect_of(Verb::add_strength, 2),
                 "mountain_clans") ==
          "Immediate: use 2 of your civilization resource (ore) to give this unit +2 strength.");
    CHECK(paying({cost(CostKind::pay_civ_resources, 1)}, effect_of(Verb::draw, 1)) ==
          "Immediate: use 1 of your civilization resource to draw 1 card.");
    CHECK(paying({cost(CostKind::destroy_from_discard)}, effect_of(Verb::gain_pure_energy, 1)) ==
          "Immediate: destroy 1 card of your discard pile to gain 1 pure energy.");
    CHECK(paying({cost(CostKind::destroy_from_discard, 2)}, effect_of(Verb::draw, 1)) ==
          "Immediate: destroy 2 cards of your discard pile to draw 1 card.");
    Ability discard_this =
        ability_of(Timing::from_hand, {effect_of(Verb::draw, 2)}, {cost(CostKind::discard_this)});
    discard_this.event = TriggerEvent::subphase_start;
    CHECK(contains(sentence_of(discard_this), ": discard this card to draw 2 cards."));
    CHECK(paying({cost(CostKind::pay_mana, 2)},
                 chosen(Verb::get_rid_of, Target::chosen_enemy_unit, 2)) ==
          "Immediate: spend 2 mana to get rid of an enemy unit of cost 2 or less of your choice.");
    CHECK(paying({cost(CostKind::discard_crystal)}, effect_of(Verb::draw, 1)) ==
          "Immediate: discard an Energy Crystal from your hand to draw 1 card.");
    CHECK(paying({cost(CostKind::discard_crystal, 2)}, effect_of(Verb::draw, 1)) ==
          "Immediate: discard 2 Energy Crystals from your hand to draw 1 card.");
    CHECK(paying({cost(CostKind::doom_self), cost(CostKind::discard_from_hand)},
                 effect_of(Verb::draw, 2)) ==
          "Immediate: doom this unit and discard 1 card from your hand to draw 2 cards.");
}

TEST_CASE("Card text: each verb of the effect vocabulary", "[card-text]") {
    CHECK(immediate(effect_of(Verb::add_strength, 2)) == "Immediate: give this unit +2 strength.");
    CHECK(immediate(effect_of(Verb::add_strength, -1, Target::chosen_enemy_unit)) ==
          "Immediate: give an enemy unit of your choice \u22121 strength.");
    CHECK(immediate(effect_of(Verb::draw, 2)) == "Immediate: draw 2 cards.");
    // FAQ 7: the first revealed card may be added or discarded, or they all go back.
    CHECK(immediate(effect_of(Verb::scout, 2)) ==
          "Immediate: reveal the top 2 cards of your deck. You may add the first to this front "
          "(if it is a unit) or discard it, or put them back in any order.");
    CHECK(immediate(effect_of(Verb::scout, 1)) ==
          "Immediate: reveal the top card of your deck. You may add it to this front (if it is a "
          "unit) or discard it, or put it back.");
    // FAQ 9: the Digging Machine harvests its neighbours.
    Effect harvest = effect_of(Verb::harvest, 0, Target::neighbouring_territories);
    harvest.resource = TileColor::grey;
    CHECK(immediate(harvest) ==
          "Immediate: harvest ore from the territories around your territory on this front.");
    // FAQ 10.
    CHECK(immediate(effect_of(Verb::purchase_to_hand)) ==
          "Immediate: purchase a unit of your World, paying its price, and put it into your "
          "hand.");
    CHECK(immediate(chosen(Verb::doom, Target::chosen_enemy_unit, 3)) ==
          "Immediate: doom an enemy unit of cost 3 or less of your choice.");
    CHECK(sentence_of(ability_of(Timing::delayed,
                                 {effect_of(Verb::restore, 0, Target::chosen_allied_unit)})) ==
          "Delayed: restore an allied unit of your choice.");
    CHECK(immediate(effect_of(Verb::get_rid_of, 0, Target::chosen_enemy_unit)) ==
          "Immediate: get rid of an enemy unit of your choice.");
    Effect skeleton = effect_of(Verb::return_from_discard);
    skeleton.card = "skeleton";
    CHECK(sentence_of(reaction(TriggerEvent::allied_unit_collapses, {skeleton})) ==
          "Reaction \u2014 when another allied unit on this front collapses: add a Skeleton from "
          "your discard pile to this front.");
    Effect golem = effect_of(Verb::return_from_discard);
    golem.card = "iron_golem";
    CHECK(immediate(golem) == "Immediate: add an Iron Golem from your discard pile to this front.");
    CHECK(immediate(effect_of(Verb::gain_mana, 2)) == "Immediate: gain 2 mana on this front.");
    CHECK(immediate(effect_of(Verb::move_to_top, 0, Target::chosen_allied_unit)) ==
          "Immediate: move an allied unit of your choice to a new top row.");
    CHECK(immediate(effect_of(Verb::move_to_bottom, 0, Target::chosen_enemy_unit)) ==
          "Immediate: move an enemy unit of your choice to a new bottom row.");
    Effect omninutrients = effect_of(Verb::gain_resources, 2);
    omninutrients.resource = TileColor::brown;
    CHECK(immediate(omninutrients) ==
          "Immediate: place 2 omninutrients on your territory on this front.");
    Effect shard = effect_of(Verb::gain_resources, 1);
    shard.resource = TileColor::white;
    CHECK(immediate(shard) == "Immediate: place 1 crystal shard on your territory on this front.");
    CHECK(immediate(effect_of(Verb::enemy_discards, 1)) ==
          "Immediate: make your enemy on this front discard 1 card at random.");
    CHECK(immediate(effect_of(Verb::gain_pure_energy, 3)) == "Immediate: gain 3 pure energy.");
    CHECK(sentence_of(ability_of(Timing::post_combat, {effect_of(Verb::return_to_hand)})) ==
          "Post-combat: return this unit to your hand instead of your discard pile, unless it is "
          "doomed.");
    CHECK(sentence_of(ability_of(Timing::permanent, {effect_of(Verb::extra_front, 1)})) ==
          "Permanent: you may open 1 more front in each attack subphase.");
    CHECK(sentence_of(ability_of(Timing::permanent, {effect_of(Verb::extra_front, 2)})) ==
          "Permanent: you may open 2 more fronts in each attack subphase.");
    CHECK(sentence_of(ability_of(Timing::permanent, {effect_of(Verb::extra_production, 2)})) ==
          "Permanent: your portal produces 2 more resources in each Production phase.");
}

TEST_CASE("Card text: each target reads naturally", "[card-text]") {
    CHECK(immediate(effect_of(Verb::add_strength, 1, Target::self)) ==
          "Immediate: give this unit +1 strength.");
    CHECK(immediate(effect_of(Verb::add_strength, 1, Target::allied_units)) ==
          "Immediate: give every allied unit on this front +1 strength.");
    CHECK(immediate(effect_of(Verb::restore, 0, Target::chosen_allied_unit)) ==
          "Immediate: restore an allied unit of your choice.");
    CHECK(immediate(chosen(Verb::restore, Target::chosen_allied_unit, 4)) ==
          "Immediate: restore an allied unit of cost 4 or less of your choice.");
    CHECK(immediate(effect_of(Verb::doom, 0, Target::chosen_enemy_unit)) ==
          "Immediate: doom an enemy unit of your choice.");
    CHECK(sentence_of(reaction(TriggerEvent::enemy_unit_added,
                               {effect_of(Verb::doom, 0, Target::triggering_unit)})) ==
          "Reaction \u2014 when an enemy unit is added to this front: doom that unit.");
    Effect neighbours = effect_of(Verb::harvest, 0, Target::neighbouring_territories);
    neighbours.resource = TileColor::green;
    CHECK(immediate(neighbours) ==
          "Immediate: harvest plants from the territories around your territory on this front.");
    Effect across = effect_of(Verb::harvest, 0, Target::enemy_territory);
    across.resource = TileColor::grey;
    CHECK(immediate(across) == "Immediate: harvest ore from the territory across this front.");
    CHECK(immediate(effect_of(Verb::add_strength, 1, Target::allied_side)) ==
          "Immediate: give your side of this front +1 strength.");
}

TEST_CASE("Card text: RULES.md 2 a technology card's side strength names the fronts it counts on",
          "[card-text]") {
    const auto side = [](Condition c) {
        return sentence_of(with_condition(Timing::permanent, c,
                                          {effect_of(Verb::add_strength, 2, Target::allied_side)}));
    };
    CHECK(side(Condition::attacking) ==
          "Permanent: your side of every front you attack gets +2 strength.");
    CHECK(side(Condition::defending) ==
          "Permanent: your side of every front you defend gets +2 strength.");
    CHECK(side(Condition::none) == "Permanent: your side of every front gets +2 strength.");
}

TEST_CASE("Card text: per counts each unit of a kind on this front", "[card-text]") {
    Effect per_ally = effect_of(Verb::add_strength, 1);
    per_ally.per = Per::other_allied_unit;
    CHECK(immediate(per_ally) ==
          "Immediate: give this unit +1 strength for each other allied unit on this front.");
    Effect per_enemy = effect_of(Verb::add_strength, 1);
    per_enemy.per = Per::enemy_unit;
    CHECK(sentence_of(ability_of(Timing::permanent, {per_enemy})) ==
          "Permanent: +1 strength for each enemy unit on this front.");
    Effect none = effect_of(Verb::add_strength, 1);
    none.per = Per::none;
    CHECK(immediate(none) == "Immediate: give this unit +1 strength.");
}

TEST_CASE("Card text: effects follow in order and this unit once named reads it", "[card-text]") {
    CHECK(sentence_of(ability_of(
              Timing::immediate,
              {effect_of(Verb::add_strength, 1), effect_of(Verb::move_to_top, 0, Target::self)})) ==
          "Immediate: give this unit +1 strength, then move it to a new top row.");
    // Another unit named in between: "it" would be ambiguous.
    CHECK(sentence_of(
              ability_of(Timing::immediate, {effect_of(Verb::add_strength, 1),
                                             effect_of(Verb::doom, 0, Target::chosen_enemy_unit),
                                             effect_of(Verb::restore, 0, Target::self)})) ==
          "Immediate: give this unit +1 strength, then doom an enemy unit of your choice, then "
          "restore this unit.");
    CHECK(sentence_of(ability_of(Timing::delayed, {effect_of(Verb::draw, 1)},
                                 {cost(CostKind::doom_self)})) ==
          "Delayed: doom this unit to draw 1 card.");
}

TEST_CASE("Card text: every value of every vocabulary enum has its own wording", "[card-text]") {
    const auto distinct_and_worded = [](const std::vector<std::string>& texts) {
        std::set<std::string> seen;
        for (const std::string& t : texts) {
            INFO(t);
            CHECK_FALSE(contains(t, "?"));
            CHECK(seen.insert(t).second);
        }
    };
    std::vector<std::string> texts;
    for (Timing t : kAllTimings) {
        Ability a = ability_of(t, {effect_of(Verb::draw, 1)});
        if (t == Timing::reaction || t == Timing::from_hand) a.event = TriggerEvent::this_collapses;
        texts.push_back(sentence_of(a));
    }
    distinct_and_worded(texts);
    texts.clear();
    for (TriggerEvent e : kAllTriggerEvents)
        texts.push_back(sentence_of(reaction(e, {effect_of(Verb::draw, 1)})));
    distinct_and_worded(texts);
    texts.clear();
    for (Condition c : kAllConditions)
        texts.push_back(
            sentence_of(with_condition(Timing::permanent, c, {effect_of(Verb::add_strength, 1)})));
    for (Condition c : kAllConditions)
        texts.push_back(
            sentence_of(with_condition(Timing::reaction, c, {effect_of(Verb::draw, 1)})));
    distinct_and_worded(texts);
    texts.clear();
    for (CostKind k : kAllCostKinds)
        texts.push_back(
            sentence_of(ability_of(Timing::immediate, {effect_of(Verb::draw, 1)}, {cost(k)})));
    distinct_and_worded(texts);
    texts.clear();
    for (Verb v : kAllVerbs) {
        Effect e = effect_of(v, 2, Target::chosen_enemy_unit);
        e.card = "skeleton";
        texts.push_back(immediate(e));
    }
    distinct_and_worded(texts);
    texts.clear();
    for (Target t : kAllTargets)
        texts.push_back(immediate(effect_of(Verb::add_strength, 1, t)));
    distinct_and_worded(texts);
    texts.clear();
    for (Per p : kAllPers) {
        Effect e = effect_of(Verb::add_strength, 1);
        e.per = p;
        texts.push_back(immediate(e));
    }
    distinct_and_worded(texts);
}

TEST_CASE("Card text: 003 Resources purchases - a price names each part, 1 or many",
          "[card-text]") {
    Cost c;
    CHECK(price_text(c) == "free");
    c.energy_crystals = 3;
    c.resources[3] = 2;  // grey
    CHECK(price_text(c) == "3 Energy Crystals + 2 ore");
    Cost pure;
    pure.pure_energy = 2;
    CHECK(price_text(pure) == "2 pure energy");
    Cost each;
    each.energy_crystals = 1;
    each.resources = {1, 2, 1, 1, 1, 1, 1};
    CHECK(price_text(each) ==
          "1 Energy Crystal + 1 crystal shard + 2 plants + 1 animal + 1 ore + 1 positronium + 1 "
          "omninutrient + 1 inhabitant");
    Cost many;
    many.resources = {2, 0, 3, 0, 2, 2, 2};
    many.any_one_type = 2;
    CHECK(price_text(many) ==
          "2 crystal shards + 3 animals + 2 positronium + 2 omninutrients + 2 inhabitants + 2 "
          "resources of any one type");
    Cost one_any;
    one_any.any_one_type = 1;
    CHECK(price_text(one_any) == "1 resource of any one type");
}

TEST_CASE("Card text: a card reads one sentence per ability, nothing without one", "[card-text]") {
    CardDef unit;
    unit.civilization = "mountain_clans";
    CHECK(card_rules_text(unit, card_text_library()).empty());
    unit.abilities = {ability_of(Timing::immediate, {effect_of(Verb::draw, 1)},
                                 {cost(CostKind::pay_civ_resources, 2)}),
                      with_condition(Timing::permanent, Condition::attacking,
                                     {effect_of(Verb::add_strength, 1)})};
    CHECK(card_rules_text(unit, card_text_library()) ==
          "Immediate: use 2 of your civilization resource (ore) to draw 1 card.\n"
          "Permanent \u2014 while attacking: +1 strength.");
}

TEST_CASE("Card text: every designed card of data/ says what each of its abilities does",
          "[card-text]") {
    const auto cards = eden_test::designed_cards();
    REQUIRE_FALSE(cards->cards.empty());
    for (const CardDef& c : cards->cards) {
        INFO(c.id);
        const std::string rules = card_rules_text(c, *cards);
        CHECK_FALSE(price_text(c.price).empty());
        if (c.abilities.empty()) {
            CHECK(rules.empty());
            continue;
        }
        CHECK_FALSE(contains(rules, "?"));
        const auto lines = lines_of(rules);
        REQUIRE(lines.size() == c.abilities.size());
        for (std::size_t i = 0; i < lines.size(); ++i) {
            const Ability& a = c.abilities[i];
            const std::string& line = lines[i];
            INFO(line);
            CHECK(line.rfind(timing_opening(a.timing), 0) == 0);
            CHECK(line.back() == '.');
            for (const AbilityCost& k : a.costs)
                CHECK(contains(line, cost_keyword(k.kind)));
            if (!c.civilization.empty())
                for (const AbilityCost& k : a.costs)
                    if (k.kind == CostKind::pay_civ_resources)
                        CHECK(contains(
                            line, resource_name(cards->civilization(c.civilization)->resource)));
            for (const Effect& e : a.effects) {
                CHECK(contains(line, verb_keyword(e.verb)));
                if (e.verb == Verb::return_from_discard) {
                    const auto named = cards->index_of(e.card);
                    REQUIRE(named);
                    CHECK(contains(line, cards->cards[static_cast<std::size_t>(*named)].name));
                }
                if (e.verb == Verb::harvest) CHECK(contains(line, resource_name(e.resource)));
                if (e.verb == Verb::gain_resources)
                    CHECK(contains(line, resource_count_text(e.amount, e.resource)));
            }
        }
    }
}
