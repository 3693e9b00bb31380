// Cards as data (DESIGN.md "Rules as data"; RULES.md §2 "Cards the rulebooks name but never
// print"): every card file loads, the FAQ's units exist and are shaped as the FAQ answers need,
// cards survive a trip through JSON, and each kind of designer's slip is refused with the file,
// the JSON pointer and the reason.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <functional>
#include <random>
#include <set>
#include <sstream>

#include "data/data_files.hpp"
#include "data/game_data.hpp"
#include "eden/cards/cards.hpp"
#include "eden/core/data_error.hpp"

using namespace eden;
using nlohmann::json;
namespace fs = std::filesystem;

namespace {

const fs::path kCardFilesData = EDEN_SOURCE_DATA_DIR;
// The malformed-file tests break a frozen copy of the cards (the rules tests' own), so tuning
// the designed Worlds in data/ never changes what they break.
const fs::path kFrozenCards = fs::path(EDEN_SOURCE_TESTS_DIR) / "fixtures" / "rules_cards";

json common_json() {
    return data::read_json_file(kFrozenCards / "cards" / "common.json");
}
json clans_json() {
    return data::read_json_file(kFrozenCards / "civilizations" / "mountain_clans.json");
}

std::string card_files_error_of(const std::function<void()>& f) {
    try {
        f();
    } catch (const DataError& e) {
        return e.what();
    }
    return "";
}

// The shipped common cards plus `clans` (a possibly broken Mountain Clans file), checked
// across files the way load_game_data does, with the same file names in the errors.
CardLibrary library_with(const json& clans) {
    CardLibrary library;
    add_common_cards_file(library, common_json(), "common.json");
    add_civilization_file(library, clans, "mc.json");
    LibraryOrigins origins;
    for (std::size_t i = 0; i < library.cards.size(); ++i) {
        const bool unit = library.cards[i].kind == CardKind::unit;
        const std::size_t first_unit = library.cards.size() - clans["units"].size();
        origins.cards.push_back(
            unit ? CardOrigin{"mc.json", "/units/" + std::to_string(i - first_unit)}
                 : CardOrigin{"common.json", "/cards/" + std::to_string(i)});
    }
    origins.civilizations.push_back({"mc.json", ""});
    check_library(library, "cards", origins);
    return library;
}

std::string clans_error(const json& clans) {
    return card_files_error_of([&] { library_with(clans); });
}

std::string common_error(const json& common) {
    return card_files_error_of([&] {
        CardLibrary library;
        add_common_cards_file(library, common, "common.json");
    });
}

int unit_index(const json& clans, const std::string& id) {
    for (std::size_t i = 0; i < clans["units"].size(); ++i)
        if (clans["units"][i]["id"] == id) return static_cast<int>(i);
    FAIL("no unit " << id);
    return -1;
}

json& card_files_unit(json& clans, const std::string& id) {
    return clans["units"][static_cast<std::size_t>(unit_index(clans, id))];
}

// A copy of data/ in a fresh temporary folder, so a test can break one file and load it all.
class DataCopy {
  public:
    DataCopy() {
        // Random, so parallel test runs (CTest -j) never share a folder.
        dir_ = fs::temp_directory_path() /
               ("eden_card_files_" + std::to_string(std::random_device{}()));
        fs::remove_all(dir_);
        fs::copy(kCardFilesData, dir_, fs::copy_options::recursive);
        // The cards are the frozen ones (kFrozenCards), which the tests below break.
        for (const char* folder : {"cards", "civilizations"}) {
            fs::remove_all(dir_ / folder);
            fs::copy(kFrozenCards / folder, dir_ / folder, fs::copy_options::recursive);
        }
    }
    ~DataCopy() { fs::remove_all(dir_); }
    DataCopy(const DataCopy&) = delete;
    DataCopy& operator=(const DataCopy&) = delete;

    const fs::path& dir() const { return dir_; }
    void write(const std::string& relative, const json& j) const {
        std::ofstream(dir_ / relative) << j.dump(2);
    }

  private:
    fs::path dir_;
};

const CardDef& card(const CardLibrary& library, const std::string& id) {
    const auto index = library.index_of(id);
    REQUIRE(index);
    return library.cards[static_cast<std::size_t>(*index)];
}

bool has_effect(const Ability& a, Verb verb, Target target) {
    for (const auto& e : a.effects)
        if (e.verb == verb && e.target == target) return true;
    return false;
}

}  // namespace

TEST_CASE("Rules as data: every card file in data/ loads and passes the cross-file checks",
          "[cards]") {
    const auto d = data::load_game_data(kCardFilesData);
    const CardLibrary& lib = d.cards;
    CHECK(lib.civilizations.size() == data::json_files_in(kCardFilesData / "civilizations").size());
    for (const auto& c : lib.cards) {
        CAPTURE(c.id);
        CHECK(c.design_note.size() > 20);
        CHECK(lib.index_of(c.id) == static_cast<int>(&c - lib.cards.data()));
    }
    CHECK(card(lib, "small_energy_crystal").crystal_value == 1);
    CHECK(card(lib, "medium_energy_crystal").crystal_value == 2);
    CHECK(card(lib, "huge_energy_crystal").crystal_value == 3);
    CHECK(card(lib, "setback").abilities.at(0).effects.at(0).amount == -2);
    CHECK(data::civilization_resource(d, "mountain_clans") == TileColor::grey);
    CHECK_FALSE(data::civilization_resource(d, "atlantis"));
    for (const Civilization& civ : lib.civilizations)
        for (const auto& id : civ.units)
            CHECK(card(lib, id).civilization == civ.id);
}

TEST_CASE("RULES.md §2: the seven FAQ units exist, shaped as the FAQ needs", "[cards]") {
    const CardLibrary lib = data::load_game_data(kCardFilesData).cards;
    // FAQ 7: Infantry Squad reveals the top 2 cards.
    const CardDef& squad = card(lib, "infantry_squad");
    CHECK(squad.cost == 1);
    CHECK(squad.abilities.at(0).timing == Timing::immediate);
    Effect scout;
    scout.verb = Verb::scout;
    scout.amount = 2;
    CHECK(squad.abilities.at(0).effects.at(0) == scout);
    // FAQ 8: Captain has an immediate ability; Charge Leader reacts to an empty hand; Skeleton
    // has a delayed ability.
    CHECK(card(lib, "captain").abilities.at(0).timing == Timing::immediate);
    const Ability& charge = card(lib, "charge_leader").abilities.at(0);
    CHECK(charge.timing == Timing::reaction);
    CHECK(charge.condition == Condition::hand_empty);
    CHECK(card(lib, "skeleton").abilities.at(0).timing == Timing::delayed);
    // FAQ 9: Digging Machine harvests the neighbouring territories' ore.
    const Effect& dig = card(lib, "digging_machine").abilities.at(0).effects.at(0);
    CHECK(dig.verb == Verb::harvest);
    CHECK(dig.target == Target::neighbouring_territories);
    CHECK(dig.resource == TileColor::grey);
    // FAQ 10: Rocket Roll destroys a card of the discard pile to purchase a unit into the hand.
    const Ability& rocket = card(lib, "rocket_roll").abilities.at(0);
    CHECK(rocket.costs == std::vector<AbilityCost>{{CostKind::destroy_from_discard, 1}});
    CHECK(rocket.effects.at(0).verb == Verb::purchase_to_hand);
    // FAQ 11 and 12: Shaman has several immediate abilities, one boosting the allied units.
    const CardDef& shaman = card(lib, "shaman");
    REQUIRE(shaman.abilities.size() == 2);
    CHECK(shaman.abilities[0].timing == Timing::immediate);
    CHECK(shaman.abilities[1].timing == Timing::immediate);
    CHECK(has_effect(shaman.abilities[0], Verb::add_strength, Target::allied_units));
}

TEST_CASE("RULES.md §2: seven Worlds, one per resource, each a full civilization", "[cards]") {
    const CardLibrary lib = data::load_game_data(kCardFilesData).cards;
    REQUIRE(lib.civilizations.size() == kResourceColors.size());
    for (TileColor resource : kResourceColors) {
        CAPTURE(to_string(resource));
        const auto civ =
            std::find_if(lib.civilizations.begin(), lib.civilizations.end(),
                         [&](const Civilization& c) { return c.resource == resource; });
        REQUIRE(civ != lib.civilizations.end());
        CAPTURE(civ->id);
        CHECK(civ->description.size() > 40);
        // 10–16 distinct units across costs 1–6, a cost-5 and a cost-6 among them, and the
        // three cost-1 units of the starting deck (003 §Settle).
        CHECK(civ->units.size() >= 10);
        CHECK(civ->units.size() <= 16);
        std::set<int> costs;
        int cost1_copies = 0;
        for (const auto& id : civ->units) {
            const CardDef& u = card(lib, id);
            costs.insert(u.cost);
            if (u.cost == 1) cost1_copies += u.copies;
            CHECK(u.design_note.rfind("Our design", 0) == 0);
        }
        CHECK(costs == std::set<int>{1, 2, 3, 4, 5, 6});
        CHECK(cost1_copies >= 3);
    }
    // The FAQ's units live in the Worlds their names suggest.
    auto world_of = [&](const std::string& id) { return card(lib, id).civilization; };
    const Civilization* ore = nullptr;
    for (const auto& c : lib.civilizations)
        if (c.resource == TileColor::grey) ore = &c;
    REQUIRE(ore);
    CHECK(world_of("digging_machine") == ore->id);
    CHECK(world_of("infantry_squad") == world_of("captain"));
    CHECK(world_of("charge_leader") == world_of("captain"));
    CHECK(world_of("skeleton") != ore->id);
    CHECK(world_of("shaman") != ore->id);
    CHECK(world_of("rocket_roll") != ore->id);
}

TEST_CASE("Rules as data: cards and libraries survive a trip through JSON", "[cards]") {
    const CardLibrary lib = data::load_card_library(kFrozenCards);
    for (const auto& c : lib.cards) {
        CAPTURE(c.id);
        CHECK(card_from_json(card_to_json(c), "c.json", "") == c);
    }
    const json j = library_to_json(lib);
    CHECK(library_from_json(j, "save.json", "/setup/cards") == lib);
    CHECK(library_to_json(library_from_json(j, "save.json", "")) == j);
    // The written form is the documented one.
    const json captain = card_to_json(card(lib, "captain"));
    CHECK(captain["price"]["resources"] == json{{"grey", 1}});
    CHECK(captain["abilities"][0]["effects"][0] == json{{"verb", "draw"}, {"amount", 1}});
}

TEST_CASE("Rules as data: enum names are snake_case and every one is read back", "[cards]") {
    CHECK(to_string(TriggerEvent::enemy_unit_added) == "enemy_unit_added");
    CHECK(to_string(Target::chosen_enemy_unit) == "chosen_enemy_unit");
    CHECK(to_string(Condition::enemy_by_base_defense) == "enemy_by_base_defense");
    CHECK(to_string(CostKind::destroy_from_discard) == "destroy_from_discard");
    CHECK(to_string(Verb::return_from_discard) == "return_from_discard");
    CHECK(to_string(Timing::post_combat) == "post_combat");
    CHECK(to_string(CardKind::energy_crystal) == "energy_crystal");
    // The kAll arrays list each value once, in declaration order.
    for (std::size_t i = 0; i < kAllVerbs.size(); ++i)
        CHECK(static_cast<std::size_t>(kAllVerbs[i]) == i);
    for (std::size_t i = 0; i < kAllTargets.size(); ++i)
        CHECK(static_cast<std::size_t>(kAllTargets[i]) == i);
    for (std::size_t i = 0; i < kAllTimings.size(); ++i)
        CHECK(static_cast<std::size_t>(kAllTimings[i]) == i);
    for (std::size_t i = 0; i < kAllCostKinds.size(); ++i)
        CHECK(static_cast<std::size_t>(kAllCostKinds[i]) == i);
    for (std::size_t i = 0; i < kAllConditions.size(); ++i)
        CHECK(static_cast<std::size_t>(kAllConditions[i]) == i);
    for (std::size_t i = 0; i < kAllTriggerEvents.size(); ++i)
        CHECK(static_cast<std::size_t>(kAllTriggerEvents[i]) == i);
    for (std::size_t i = 0; i < kAllCardKinds.size(); ++i)
        CHECK(static_cast<std::size_t>(kAllCardKinds[i]) == i);
}

TEST_CASE("Rules as data: data/README.md documents every card word, with an example per verb",
          "[cards]") {
    std::ifstream in(kCardFilesData / "README.md");
    std::stringstream text;
    text << in.rdbuf();
    const std::string readme = text.str();
    auto documented = [&](std::string_view name) {
        return readme.find("`" + std::string(name) + "`") != std::string::npos;
    };
    for (Verb v : kAllVerbs) {
        CAPTURE(to_string(v));
        CHECK(readme.find("{\"verb\": \"" + std::string(to_string(v)) + "\"") != std::string::npos);
    }
    for (Timing t : kAllTimings)
        CHECK(documented(to_string(t)));
    for (TriggerEvent e : kAllTriggerEvents)
        CHECK(documented(to_string(e)));
    for (Condition c : kAllConditions)
        CHECK(documented(to_string(c)));
    for (CostKind k : kAllCostKinds)
        CHECK(documented(to_string(k)));
    for (Target t : kAllTargets)
        CHECK(documented(to_string(t)));
    for (CardKind k : kAllCardKinds)
        CHECK(documented(to_string(k)));
}

TEST_CASE("Rules as data: an unknown key in a card is refused", "[cards]") {
    json clans = clans_json();
    clans["units"][3]["strenght"] = 2;
    CHECK(clans_error(clans) == "mc.json: /units/3/strenght: unknown key \"strenght\"");

    json deep = clans_json();
    deep["units"][0]["abilities"][0]["effects"][0]["amout"] = 2;
    CHECK(clans_error(deep) ==
          "mc.json: /units/0/abilities/0/effects/0/amout: unknown key \"amout\"");

    json top = clans_json();
    top["colour"] = "grey";
    CHECK(clans_error(top) == "mc.json: /colour: unknown key \"colour\"");
}

TEST_CASE("Rules as data: an unknown verb, timing or target is refused, listing the known ones",
          "[cards]") {
    json clans = clans_json();
    clans["units"][3]["abilities"][0]["effects"][0]["verb"] = "drwa";
    CHECK(clans_error(clans) ==
          "mc.json: /units/3/abilities/0/effects/0/verb: unknown verb \"drwa\" (known: "
          "add_strength, draw, scout, harvest, purchase_to_hand, doom, restore, get_rid_of, "
          "return_from_discard, gain_mana, move_to_top, move_to_bottom, gain_resources, "
          "enemy_discards, gain_pure_energy, return_to_hand, extra_front, extra_production, "
          "discard_random, "
          "enemy_discards_chosen, replace_abilities, never_collapses)");

    json timing = clans_json();
    timing["units"][0]["abilities"][0]["timing"] = "instant";
    CHECK_THAT(clans_error(timing),
               Catch::StartsWith("mc.json: /units/0/abilities/0/timing: unknown timing "
                                 "\"instant\" (known: immediate, delayed,"));

    json target = clans_json();
    card_files_unit(target, "sapper")["abilities"][0]["effects"][0]["target"] = "chosen_foe";
    CHECK_THAT(clans_error(target), Catch::Contains("/effects/0/target: unknown target "
                                                    "\"chosen_foe\" (known: self,"));
}

TEST_CASE("Rules as data: a card without an id, name or cost is refused", "[cards]") {
    json clans = clans_json();
    clans["units"][0].erase("id");
    CHECK(clans_error(clans) == "mc.json: /units/0: missing \"id\"");

    json name = clans_json();
    name["units"][1].erase("name");
    CHECK(clans_error(name) == "mc.json: /units/1: missing \"name\"");

    json cost = common_json();
    cost["cards"][4].erase("cost");
    CHECK(common_error(cost) == "common.json: /cards/4: missing \"cost\"");

    json bad_id = clans_json();
    bad_id["units"][0]["id"] = "Infantry Squad";
    CHECK(clans_error(bad_id) ==
          "mc.json: /units/0/id: id \"Infantry Squad\" must be snake_case: a-z, 0-9 and _, "
          "starting with a letter");
}

TEST_CASE("Rules as data: a card without a design note is refused", "[cards]") {
    json clans = clans_json();
    clans["units"][2].erase("design_note");
    CHECK(clans_error(clans) == "mc.json: /units/2: missing \"design_note\"");

    json empty = common_json();
    empty["cards"][0]["design_note"] = "";
    CHECK(common_error(empty) == "common.json: /cards/0/design_note: must not be empty");
}

TEST_CASE("Rules as data: bad numbers are refused", "[cards]") {
    json negative_cost = clans_json();
    negative_cost["units"][0]["cost"] = -1;
    CHECK(clans_error(negative_cost) ==
          "mc.json: /units/0/cost: a unit's cost must be between 1 and 6, got -1");

    json cost7 = clans_json();
    card_files_unit(cost7, "mountain_king")["cost"] = 7;
    CHECK_THAT(clans_error(cost7),
               Catch::EndsWith("/cost: a unit's cost must be between 1 and 6, got 7"));

    json crystal4 = common_json();
    crystal4["cards"][0]["crystal_value"] = 4;
    CHECK(common_error(crystal4) ==
          "common.json: /cards/0/crystal_value: an Energy Crystal is worth 1, 2 or 3, got 4");

    json crystal_on_common = common_json();
    crystal_on_common["cards"][3]["crystal_value"] = 1;
    CHECK(common_error(crystal_on_common) ==
          "common.json: /cards/3/crystal_value: only an Energy Crystal has a crystal_value");

    json strength = common_json();
    strength["cards"][3]["strength"] = 2;
    CHECK(common_error(strength) == "common.json: /cards/3/strength: only units have a strength");

    json copies = clans_json();
    copies["units"][0]["copies"] = 0;
    CHECK(clans_error(copies) == "mc.json: /units/0/copies: must be at least 1, got 0");

    json price = clans_json();
    price["units"][0]["price"]["resources"]["grey"] = -1;
    CHECK(clans_error(price) ==
          "mc.json: /units/0/price/resources/grey: must be at least 0, got -1");

    json fractional = clans_json();
    fractional["units"][0]["strength"] = 1.5;
    CHECK(clans_error(fractional) == "mc.json: /units/0/strength: must be an integer, got 1.5");

    // Only strength may be lowered: Setback takes 2 from a unit, but nobody draws -1 cards.
    json draw = clans_json();
    card_files_unit(draw, "captain")["abilities"][0]["effects"][0]["amount"] = -1;
    CHECK_THAT(clans_error(draw),
               Catch::EndsWith("/effects/0/amount: draw needs an amount of at least 1, got -1"));
}

TEST_CASE("Rules as data: a civilization with fewer than 3 cost-1 unit copies is refused",
          "[cards]") {
    json clans = clans_json();
    card_files_unit(clans, "infantry_squad")["copies"] = 2;
    card_files_unit(clans, "skeleton")["cost"] = 2;
    card_files_unit(clans, "miner")["cost"] = 2;
    CHECK(clans_error(clans) ==
          "mc.json: /units: the starting deck needs 3 cost-1 units (003 §Settle), "
          "mountain_clans has 2 cost-1 copies");
}

TEST_CASE("Rules as data: a duplicate card id is refused, also across files", "[cards]") {
    json clans = clans_json();
    clans["units"][1]["id"] = "infantry_squad";
    CHECK(clans_error(clans) ==
          "mc.json: /units/1/id: duplicate card id \"infantry_squad\" (card ids are unique "
          "across all card files)");

    // Through the loader: the second file read (civilizations come after cards) is named.
    DataCopy copy;
    json across = clans_json();
    across["units"][3]["id"] = "setback";
    copy.write("civilizations/mountain_clans.json", across);
    CHECK(card_files_error_of([&] { data::load_game_data(copy.dir()); }) ==
          (copy.dir() / "civilizations" / "mountain_clans.json").string() +
              ": /units/3/id: duplicate card id \"setback\" (card ids are unique across all card "
              "files)");
}

TEST_CASE("Rules as data: return_from_discard naming an unknown card is refused", "[cards]") {
    DataCopy copy;
    json clans = clans_json();
    const int warden = unit_index(clans, "grave_warden");
    clans["units"][warden]["abilities"][0]["effects"][0]["card"] = "skeletn";
    copy.write("civilizations/mountain_clans.json", clans);
    CHECK(card_files_error_of([&] { data::load_game_data(copy.dir()); }) ==
          (copy.dir() / "civilizations" / "mountain_clans.json").string() + ": /units/" +
              std::to_string(warden) +
              "/abilities/0/effects/0/card: unknown card \"skeletn\" (no card file defines it)");

    json not_a_unit = clans_json();
    not_a_unit["units"][warden]["abilities"][0]["effects"][0]["card"] = "setback";
    CHECK_THAT(clans_error(not_a_unit),
               Catch::EndsWith("return_from_discard adds a unit to the front; \"setback\" is "
                               "not a unit"));
}

TEST_CASE("003 Effects and abilities: timings must fit the kind of card", "[cards]") {
    json from_hand_unit = clans_json();
    from_hand_unit["units"][3]["abilities"][0] = {{"timing", "from_hand"},
                                                  {"event", "subphase_start"},
                                                  {"costs", {{{"kind", "discard_this"}}}},
                                                  {"effects", {{{"verb", "draw"}, {"amount", 1}}}}};
    CHECK_THAT(clans_error(from_hand_unit),
               Catch::StartsWith("mc.json: /units/3/abilities/0/timing: a unit is played on a "
                                 "front, not used from the hand"));

    json immediate_common = common_json();
    immediate_common["cards"][3]["abilities"][0] = {
        {"timing", "immediate"}, {"effects", {{{"verb", "draw"}, {"amount", 2}}}}};
    CHECK(common_error(immediate_common) ==
          "common.json: /cards/3/abilities/0/timing: only a unit has immediate abilities; this "
          "card is common");

    json unit_in_common = common_json();
    unit_in_common["cards"][3]["kind"] = "unit";
    unit_in_common["cards"][3].erase("abilities");
    unit_in_common["cards"][3]["cost"] = 1;
    CHECK_THAT(common_error(unit_in_common),
               Catch::StartsWith("common.json: /cards/3/kind: units belong in a civilization "
                                 "file"));

    json crystal_in_civ = clans_json();
    crystal_in_civ["units"][0]["kind"] = "energy_crystal";
    crystal_in_civ["units"][0]["crystal_value"] = 1;
    crystal_in_civ["units"][0]["strength"] = 0;
    crystal_in_civ["units"][0].erase("abilities");
    CHECK_THAT(clans_error(crystal_in_civ),
               Catch::StartsWith("mc.json: /units/0/kind: a civilization file holds units only"));
}

TEST_CASE("003 Effects and abilities: reactions and permanent effects are well formed", "[cards]") {
    json no_trigger = clans_json();
    card_files_unit(no_trigger, "charge_leader")["abilities"][0].erase("condition");
    CHECK_THAT(clans_error(no_trigger),
               Catch::EndsWith("/abilities/0: a reaction needs an event or a condition"));

    json both = clans_json();
    card_files_unit(both, "charge_leader")["abilities"][0]["event"] = "this_collapses";
    CHECK_THAT(clans_error(both),
               Catch::EndsWith("a reaction waits for an event or a condition, not both"));

    json permanent_draw = clans_json();
    card_files_unit(permanent_draw, "stone_warden")["abilities"][0]["effects"][0] = {
        {"verb", "draw"}, {"amount", 1}};
    CHECK_THAT(clans_error(permanent_draw),
               Catch::EndsWith("/abilities/0/effects/0/verb: a permanent effect can only be "
                               "add_strength, extra_front or extra_production"));

    json condition_on_immediate = clans_json();
    card_files_unit(condition_on_immediate, "captain")["abilities"][0]["condition"] = "defending";
    CHECK_THAT(clans_error(condition_on_immediate),
               Catch::EndsWith("/abilities/0/condition: only a reaction or a permanent effect "
                               "has a condition"));

    json from_hand_kept = common_json();
    from_hand_kept["cards"][3]["abilities"][0].erase("costs");
    CHECK(common_error(from_hand_kept) ==
          "common.json: /cards/3/abilities/0/costs: a from_hand ability costs discard_this (the "
          "card is discarded to use it)");
}

TEST_CASE("Rules as data: keys a verb does not use are refused, not ignored", "[cards]") {
    json amount_on_harvest = clans_json();
    card_files_unit(amount_on_harvest, "miner")["abilities"][0]["effects"][0]["amount"] = 2;
    CHECK_THAT(clans_error(amount_on_harvest),
               Catch::EndsWith("/effects/0/amount: harvest takes no \"amount\""));

    json harvest_units = clans_json();
    card_files_unit(harvest_units, "miner")["abilities"][0]["effects"][0]["target"] =
        "allied_units";
    CHECK_THAT(clans_error(harvest_units),
               Catch::EndsWith("/target: harvest takes territories: neighbouring_territories or "
                               "enemy_territory"));

    json black = clans_json();
    card_files_unit(black, "miner")["abilities"][0]["effects"][0]["resource"] = "black";
    CHECK_THAT(clans_error(black), Catch::EndsWith("/resource: black is no resource (white green "
                                                   "red grey yellow brown pink)"));

    json max_cost_on_self = clans_json();
    card_files_unit(max_cost_on_self, "mountain_king")["abilities"][0]["effects"][0]["max_cost"] =
        3;
    CHECK_THAT(clans_error(max_cost_on_self),
               Catch::EndsWith("/max_cost: max_cost limits a chosen_allied_unit or "
                               "chosen_enemy_unit"));
}

TEST_CASE("Rules as data: a civilization file's own checks", "[cards]") {
    DataCopy copy;
    json renamed = clans_json();
    renamed["id"] = "hill_clans";
    copy.write("civilizations/mountain_clans.json", renamed);
    CHECK_THAT(card_files_error_of([&] { data::load_game_data(copy.dir()); }),
               Catch::EndsWith("mountain_clans.json: /id: id \"hill_clans\" must match the file "
                               "name \"mountain_clans\""));

    json twin = clans_json();
    twin["id"] = "hill_clans";
    for (auto& u : twin["units"])
        u["id"] = "hill_" + u["id"].get<std::string>();
    twin["units"][10]["abilities"][0]["effects"][0]["card"] = "hill_skeleton";
    CHECK(card_files_error_of([&] {
              CardLibrary library;
              add_civilization_file(library, clans_json(), "mc.json");
              add_civilization_file(library, twin, "hc.json");
          }) ==
          "hc.json: /resource: grey is already the resource of mountain_clans (one "
          "civilization per resource)");

    json other_civ = clans_json();
    other_civ["units"][0]["civilization"] = "hill_clans";
    CHECK_THAT(clans_error(other_civ),
               Catch::StartsWith("mc.json: /units/0/civilization: the units of this file belong "
                                 "to \"mountain_clans\""));
}

TEST_CASE("Rules as data: the common cards must include the three Energy Crystals", "[cards]") {
    DataCopy copy;
    json common = common_json();
    common["cards"].erase(2);  // huge_energy_crystal
    copy.write("cards/common.json", common);
    CHECK(card_files_error_of([&] { data::load_game_data(copy.dir()); }) ==
          (copy.dir() / "cards").string() +
              ": /: the common cards must include huge_energy_crystal (starting decks and "
              "purchases use Energy Crystals)");
}

TEST_CASE("Rules as data: a corrupted card file loads or is refused with a DataError", "[cards]") {
    // Every place in the files, removed or replaced by a value of another type: never another
    // exception (a nlohmann type_error would mean a check is missing).
    const json replacements[] = {nullptr, "x", -1, 0, 7, 2.5, true, json::array(), json::object()};
    for (const json& original : {clans_json(), common_json()}) {
        const bool clans = original.contains("units");
        const json flat = original.flatten();
        int refused = 0;
        for (const auto& [path, value] : flat.items()) {
            const json::json_pointer at(path);
            std::vector<json> variants;
            for (const auto& r : replacements) {
                json bad = original;
                bad[at] = r;
                variants.push_back(bad);
            }
            json removed = original;
            json& parent = removed[at.parent_pointer()];
            if (parent.is_array())
                parent.erase(static_cast<std::size_t>(std::stoul(at.back())));
            else
                parent.erase(at.back());
            variants.push_back(removed);
            for (const auto& bad : variants) {
                try {
                    if (clans)
                        library_with(bad);
                    else {
                        CardLibrary library;
                        add_common_cards_file(library, bad, "common.json");
                    }
                } catch (const DataError&) {
                    ++refused;
                } catch (const std::exception& e) {
                    INFO(bad.dump());
                    FAIL("not a DataError: " << e.what());
                }
            }
        }
        CHECK(refused > static_cast<int>(flat.size()) * 4);
    }
}
