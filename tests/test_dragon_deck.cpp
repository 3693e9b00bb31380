// The dragons' decks as data (000 "Dragon battle cards", "Dragon target cards"; RULES.md §4
// "Decks", U97, U100): data/dragons/king_of_eden.json holds the 70 battle cards of 000 with
// their counts, strengths and costs, the King of Eden beside the Heart, the ten cost-5 dragons in
// reserve, the 8 target cards with their phases, the base defense and the improvement; a broken
// file is refused naming the file, the JSON pointer and the problem.
#include <catch2/catch.hpp>
#include <filesystem>
#include <functional>
#include <map>

#include "data/data_files.hpp"
#include "data/data_texts.hpp"
#include "data/game_data.hpp"
#include "eden/core/data_error.hpp"
#include "eden/dragons/deck.hpp"
#include "eden/text/card_text.hpp"

using namespace eden;
using nlohmann::json;
namespace fs = std::filesystem;

namespace {

const fs::path kFile = fs::path(EDEN_SOURCE_DATA_DIR) / "dragons" / "king_of_eden.json";

json deck_json() {
    return data::english_only(data::read_json_file(kFile));
}

const DragonDeckDef& deck_file_deck() {
    static const DragonDeckDef d = dragon_deck_from_json(deck_json(), "koe.json");
    return d;
}

std::string deck_file_error_of(const json& j) {
    try {
        dragon_deck_from_json(j, "koe.json");
    } catch (const DataError& e) {
        return e.what();
    }
    return "";
}

int index_of(const json& j, const std::string& id) {
    for (std::size_t i = 0; i < j["cards"].size(); ++i)
        if (j["cards"][i]["id"] == id) return static_cast<int>(i);
    throw std::logic_error("no card " + id);
}

}  // namespace

TEST_CASE("000 Dragon battle cards: 70 cards with the printed counts, strengths and costs",
          "[dragons][dragon-deck]") {
    struct Printed {
        int copies, strength, cost;
    };
    const std::map<std::string, Printed> printed = {
        {"king_of_eden", {1, 10, 6}},       {"golden_dragon", {2, 6, 5}},
        {"red_king_queen", {2, 7, 5}},      {"blue_king_queen", {2, 5, 5}},
        {"green_king_queen", {2, 6, 5}},    {"black_king_queen", {2, 5, 5}},
        {"baby_dragon", {20, 1, 1}},        {"white_dragon", {3, 2, 2}},
        {"grey_dragon", {3, 2, 2}},         {"black_dragon", {6, 2, 2}},
        {"green_dragon", {3, 2, 2}},        {"red_dragon_cub", {5, 2, 3}},
        {"red_dragon", {6, 3, 3}},          {"ancient_red_dragon", {5, 4, 3}},
        {"blue_dragon_cub", {2, 2, 3}},     {"blue_dragon", {4, 3, 3}},
        {"ancient_blue_dragon", {2, 4, 3}},
    };
    REQUIRE(deck_file_deck().cards.size() == printed.size());
    int total = 0;
    for (const CardDef& c : deck_file_deck().cards) {
        CAPTURE(c.id);
        REQUIRE(printed.count(c.id) == 1);
        CHECK(c.kind == CardKind::dragon);
        CHECK(c.copies == printed.at(c.id).copies);
        CHECK(c.strength == printed.at(c.id).strength);
        CHECK(c.cost == printed.at(c.id).cost);
        total += c.copies;
    }
    CHECK(total == 70);
}

TEST_CASE("RULES.md 4 Decks: 59 cards in the starting deck, the King beside the Heart",
          "[dragons][dragon-deck]") {
    const auto start = deck_file_deck().starting_deck();
    CHECK(start.size() == 59);
    CHECK(deck_file_deck().king == "king_of_eden");
    CHECK(std::count(start.begin(), start.end(), "king_of_eden") == 0);
    CHECK(std::count(start.begin(), start.end(), "baby_dragon") == 20);
}

TEST_CASE("RULES.md 4 Decks: the reserve is the ten cost-5 dragons", "[dragons][dragon-deck]") {
    const auto reserve = deck_file_deck().starting_reserve();
    CHECK(reserve.size() == 10);
    for (const std::string& id : reserve) {
        CAPTURE(id);
        CHECK(deck_file_deck().card(id)->cost == 5);
    }
    for (const std::string& id : deck_file_deck().starting_deck())
        CHECK(deck_file_deck().card(id)->cost != 5);
}

TEST_CASE(
    "000 base defense and improvement: 5, +2 per dragons' turn from round 3, 2 Baby "
    "Dragons removed, a hand of 5",
    "[dragons][dragon-deck]") {
    CHECK(deck_file_deck().base_defense == DragonBaseDefense{5, 2, 3, 5});
    CHECK(deck_file_deck().improvement == CardRemoval{"baby_dragon", 2});
    CHECK(deck_file_deck().baby_dragons_played == CardRemoval{"baby_dragon", 2});
    CHECK(deck_file_deck().hand_size == 5);
}

TEST_CASE("000 Dragon target cards: 8 cards and their phases, U100", "[dragons][dragon-deck]") {
    REQUIRE(deck_file_deck().targets.size() == 8);
    CHECK(deck_file_deck().last_phase() == 5);
    CHECK(deck_file_deck().target_numbers_of_phase(1) == std::vector<int>{1, 2});
    CHECK(deck_file_deck().target_numbers_of_phase(2) == std::vector<int>{1, 2, 3});
    CHECK(deck_file_deck().target_numbers_of_phase(3) == std::vector<int>{3, 4, 5});
    CHECK(deck_file_deck().target_numbers_of_phase(4) == std::vector<int>{4, 5, 6, 7});
    CHECK(deck_file_deck().target_numbers_of_phase(5) == std::vector<int>{5, 6, 7, 8});
    const auto t = [](int n) { return deck_file_deck().target(n); };
    CHECK(t(1).select == TargetDistance::closest);
    CHECK((t(3).select == TargetDistance::closest && t(3).players_not_attacked_last_turn));
    CHECK((t(4).times == 2 && t(4).select == TargetDistance::closest));
    CHECK((t(5).times == 1 && t(5).select == TargetDistance::furthest));
    CHECK((t(6).times == 2 && t(6).select == TargetDistance::closest));
    CHECK((t(7).select == TargetDistance::furthest && t(7).players_not_attacked_last_turn));
    CHECK((t(8).select == TargetDistance::furthest && t(8).times == 2 && t(8).reshuffle));
    for (int n = 1; n <= 7; ++n)
        CHECK_FALSE(t(n).reshuffle);
}

TEST_CASE("Rules as data: eden-cli's data loader loads the dragon decks",
          "[dragons][dragon-deck]") {
    const auto decks = data::load_dragon_decks(EDEN_SOURCE_DATA_DIR);
    REQUIRE(decks.count("king_of_eden") == 1);
    CHECK(decks.at("king_of_eden") == deck_file_deck());
}

TEST_CASE("Card text: every dragon card's ability reads as a sentence", "[dragons][dragon-deck]") {
    CardLibrary lib;
    lib.cards = deck_file_deck().cards;
    CHECK(card_rules_text(*deck_file_deck().card("golden_dragon"), lib) ==
          "Permanent: every other allied unit on this front gets +2 strength.");
    CHECK(card_rules_text(*deck_file_deck().card("baby_dragon"), lib) ==
          "Immediate \xE2\x80\x94 if the King of Eden is on this front: draw 1 card.\n"
          "Immediate \xE2\x80\x94 if the King of Eden is not on this front: discard 1 random card "
          "from your hand.");
    CHECK(card_rules_text(*deck_file_deck().card("blue_dragon"), lib) ==
          "Immediate: doom an allied Ancient Red Dragon, Red Dragon or Red Dragon Cub on this "
          "front to draw 1 card.");
    for (const CardDef& c : deck_file_deck().cards)
        for (const Ability& a : c.abilities) {
            CAPTURE(c.id);
            CHECK(ability_text(a, lib, "").find('?') == std::string::npos);
        }
}

TEST_CASE("Rules as data: a broken dragon deck is refused with the file, the pointer and why",
          "[dragons][dragon-deck]") {
    json j = deck_json();
    j["reserve"].push_back("red_dragon");
    CHECK(deck_file_error_of(j) == "koe.json: /reserve/5: the reserve holds cost-5 dragons only");

    j = deck_json();
    j["king"] = "kign_of_eden";
    CHECK(deck_file_error_of(j) == "koe.json: /king: no dragon card \"kign_of_eden\" in this file");

    j = deck_json();
    j["cards"][0]["copies"] = 2;
    CHECK(deck_file_error_of(j) ==
          "koe.json: /king: the King of Eden is one card: copies must be 1");

    j = deck_json();
    j["targets"][7]["number"] = 7;
    CHECK(deck_file_error_of(j) ==
          "koe.json: /targets/6/number: target cards are numbered 1 to 8, each once");

    j = deck_json();
    j["targets"][0]["select"] = "nearest";
    CHECK(deck_file_error_of(j) ==
          "koe.json: /targets/0/select: unknown selection \"nearest\" (known: closest, furthest)");

    j = deck_json();
    j["targets"][7]["phases"] = json::array({7});
    CHECK(deck_file_error_of(j) == "koe.json: /targets: phase 6 has no card");

    j = deck_json();
    j["cards"][index_of(j, "red_dragon")]["kind"] = "unit";
    CHECK(deck_file_error_of(j) ==
          "koe.json: /cards/12/kind: a dragon deck holds dragon cards only");

    j = deck_json();
    j["improvement"]["remove"] = "baby_dragons";
    CHECK(deck_file_error_of(j) ==
          "koe.json: /improvement/remove: no dragon card \"baby_dragons\" in this "
          "file");

    j = deck_json();
    const int blue = index_of(j, "blue_dragon");
    j["cards"][blue]["abilities"][0]["costs"][0]["cards"][0] = "red_drake";
    CHECK(deck_file_error_of(j) ==
          "koe.json: /cards/" + std::to_string(blue) +
              "/abilities/0/costs/0/cards/0: no dragon card \"red_drake\" in this "
              "file");

    j = deck_json();
    j["hand_szie"] = 5;
    CHECK(deck_file_error_of(j) == "koe.json: /hand_szie: unknown key \"hand_szie\"");
}

TEST_CASE("Rules as data: the dragon-only words are refused on a player's card",
          "[dragons][cards]") {
    const auto refused = [](json card) {
        try {
            card_from_json(card, "w.json", "/units/0");
        } catch (const DataError& e) {
            return std::string(e.what());
        }
        return std::string();
    };
    json unit = {
        {"id", "u"},
        {"name", "U"},
        {"cost", 2},
        {"strength", 2},
        {"design_note", "test"},
        {"abilities",
         json::array({{{"timing", "immediate"},
                       {"effects", json::array({{{"verb", "discard_random"}, {"amount", 1}}})}}})}};
    CHECK(refused(unit) ==
          "w.json: /units/0/abilities/0/effects/0/verb: discard_random is for "
          "dragon cards only (kind dragon, data/dragons)");
    unit["abilities"][0]["effects"][0] = {{"verb", "get_rid_of"},
                                          {"target", "enemy_cost_5_or_most_expensive"}};
    CHECK(refused(unit) ==
          "w.json: /units/0/abilities/0/effects/0/target: "
          "enemy_cost_5_or_most_expensive is for dragon cards only (kind "
          "dragon, data/dragons)");
    unit["abilities"][0]["effects"][0] = {{"verb", "draw"}, {"amount", 1}};
    unit["abilities"][0]["condition"] = "king_of_eden_on_front";
    CHECK(refused(unit) ==
          "w.json: /units/0/abilities/0/condition: king_of_eden_on_front is for "
          "dragon cards only (kind dragon, data/dragons)");
    // An ordinary immediate ability still takes no condition at all.
    unit["abilities"][0]["condition"] = "defending";
    CHECK(refused(unit) ==
          "w.json: /units/0/abilities/0/condition: only a reaction or a "
          "permanent effect has a condition");
}

TEST_CASE("Rules as data: a dragon card survives a trip through JSON", "[dragons][cards]") {
    for (const CardDef& c : deck_file_deck().cards) {
        CAPTURE(c.id);
        CHECK(card_from_json(card_to_json(c), "rt", "") == c);
    }
}
