// The conquest state as JSON (conquest/conquest.hpp): a lossless round trip, the per-seat view that
// hides hands and deck orders, and the refusals of a save that could not be a game's state.
#include <catch2/catch.hpp>
#include <string>

#include "eden/conquest/conquest.hpp"
#include "eden/core/data_error.hpp"

using namespace eden;
using nlohmann::json;

namespace {

constexpr int kPlayers = 2;
constexpr int kDefinitions = 3;

UnitInPlay json_unit(CardId card, bool doomed = false) {
    UnitInPlay u;
    u.card = card;
    u.doomed = doomed;
    return u;
}

// Two players mid-battle: seat 0 attacks seat 1 on two fronts, with a doomed unit, an offer
// waiting, a scout being resolved and an ability cost to pay. Every card lies in one place:
//   seat 0: deck 0 1 (top 1), hand 2 3, discard 4, set aside 5, World 6
//   seat 1: deck 7 8, hand 9, set aside 10, World 11, collapsed 12
//   supply: pile 0 holds 13, pile 1 is empty, pile 2 holds 14
//   front 0: attack rows [15 doomed] [16], defense [17]; front 1: attack [18]
ConquestState battle_in_progress() {
    ConquestState c;
    for (int id = 0; id < 19; ++id) {
        const int owner = id <= 6 || id >= 15 ? 0 : id <= 12 ? 1 : kNoPlayer;
        c.cards.push_back({id % kDefinitions, id == 17 ? 1 : owner});
    }
    c.supply = {{13}, {}, {14}};

    PlayerState p0;
    p0.piles = {{0, 1}, {2, 3}, {4}, {5}};
    p0.world = {6};
    p0.pure_energy = 2;
    p0.attacked_this_expansion = true;
    p0.settle_units_chosen = 3;
    PlayerState p1;
    p1.piles = {{7, 8}, {9}, {}, {10}};
    p1.world = {11};
    p1.collapsed = {12};
    p1.hand_size = 6;
    p1.portal_destruction_scheduled = true;
    p1.cards_to_discard = 1;
    p1.settle_units_chosen = 3;
    c.players = {p0, p1};

    ResourceCounts first;
    first.add(TileColor::white, 2);
    first.add(TileColor::pink, 5);
    ResourceCounts second;
    second.add(TileColor::green, 1);
    c.resources = {{Hex{0, 1}, first}, {Hex{-2, 3}, second}};

    c.step = ConquestStep::expansion;
    c.round = 2;
    c.first_player = 1;
    c.current = 0;
    c.players_done = 1;
    c.turn.player = 0;
    c.turn.subphase = 1;
    c.turn.step = SubphaseStep::battle;
    c.turn.opponent = 1;
    c.turn.had_battle = true;
    c.turn.additional_earned = 1;
    c.turn.taken_from = 0b10u;

    Battle b;
    b.attacker = 0;
    b.defender = 1;
    Front f0;
    f0.frontier = {{0, 1}, {1, 1}};
    f0.defender = 1;
    f0.by_hand = true;
    f0.defense_chosen = true;
    f0.attack.rows = {{json_unit(15, true)}, {json_unit(16)}};
    f0.attack.allied_units_bonus = 1;
    f0.defense.rows = {{json_unit(17)}};
    f0.defense.rows[0][0].strength_bonus = 2;
    f0.defense.rows[0][0].condition_was_true = true;
    Front f1;
    f1.frontier = {{0, 1}, {0, 2}};
    f1.attack.rows = {{json_unit(18)}};
    f1.attack.stopped = true;
    f1.attacker_won = true;
    b.fronts = {f0, f1};
    b.step = BattleStep::defender_adds;
    b.cursor = 1;
    b.offers = {{1, 17, 0, 0, 16}};
    Resolution scout;
    scout.offer = {0, 16, 1, 0, -1};
    scout.effect_index = 1;
    scout.revealed = {1, 0};  // seat 0's top two cards, top first: revealed, so public
    b.resolving = scout;
    b.delayed_offered = true;
    c.battle = b;

    PendingPayment pay;
    pay.player = 0;
    pay.purpose = PaymentPurpose::ability_cost;
    pay.cost.energy_crystals = 2;
    pay.cost.pure_energy = 1;
    pay.cost.resources[0] = 1;  // white
    pay.cost.any_one_type = 2;
    pay.card = 16;
    pay.frontier = f0.frontier;
    c.payment = pay;
    return c;
}

// The pointer a refused conquest JSON names, or "accepted".
std::string json_refusal(const json& j) {
    try {
        (void)conquest_from_json(j, "save.json", "/conquest");
    } catch (const DataError& e) {
        return e.pointer();
    }
    return "accepted";
}

}  // namespace

TEST_CASE("A conquest in mid-battle survives the JSON round trip", "[conquest-json]") {
    const ConquestState c = battle_in_progress();
    REQUIRE_FALSE(conquest_inconsistency(c, kPlayers, kDefinitions).has_value());
    const json j = conquest_to_json(c);
    CHECK(conquest_from_json(j, "save.json", "/conquest") == c);
    // Through text too: a save is a file, and integers must not come back as doubles.
    CHECK(conquest_from_json(json::parse(j.dump()), "save.json", "/conquest") == c);

    // The format the UI reads: names for enums, hexes as q/r, only non-zero counts.
    CHECK(j["step"] == "expansion");
    CHECK(j["turn"]["step"] == "battle");
    CHECK(j["battle"]["step"] == "defender_adds");
    CHECK(j["payment"]["purpose"] == "ability_cost");
    CHECK(j["payment"]["cost"]["resources"] == json{{"white", 1}});
    CHECK(j["resources"][0] ==
          json{{"q", -2}, {"r", 3}, {"resources", {{"green", 1}}}});  // std::map order
    CHECK(j["battle"]["fronts"][1]["frontier"]["enemy"] == json{{"q", 0}, {"r", 2}});
}

TEST_CASE("A default conquest state survives the JSON round trip", "[conquest-json]") {
    const ConquestState c;
    const json j = conquest_to_json(c);
    CHECK(j["battle"].is_null());
    CHECK(j["payment"].is_null());
    CHECK(conquest_from_json(j, "save.json", "") == c);
    // Before the conquest there are no cards and no players, and that is no inconsistency.
    CHECK_FALSE(conquest_inconsistency(c, kPlayers, kDefinitions).has_value());
}

TEST_CASE("A seat's view hides other hands and every deck order", "[conquest-json]") {
    json view = conquest_to_json(battle_in_progress());
    hide_conquest_private(view, 0);
    const json& mine = view["players"][0];
    const json& theirs = view["players"][1];
    CHECK(mine["hand"] == json{2, 3});
    CHECK(mine["set_aside"] == json{5});
    CHECK(mine["deck"] == 2);  // own deck too: nobody knows a deck's order
    CHECK(theirs["hand"] == 1);
    CHECK(theirs["set_aside"] == 1);
    CHECK(theirs["deck"] == 2);
    // Public: discard piles, Worlds, and the cards a scout revealed.
    CHECK(theirs["world"] == json{11});
    CHECK(mine["discard"] == json{4});
    CHECK(view["battle"]["resolving"]["revealed"] == json{1, 0});

    // Hiding twice changes nothing (a count is not an array of one card).
    json again = view;
    hide_conquest_private(again, 0);
    CHECK(again == view);
}

TEST_CASE("A malformed conquest is refused at its JSON pointer", "[conquest-json]") {
    const json good = conquest_to_json(battle_in_progress());

    json unknown_key = good;
    unknown_key["bogus"] = 1;
    CHECK(json_refusal(unknown_key) == "/conquest/bogus");

    json unknown_step = good;
    unknown_step["battle"]["step"] = "charge";
    CHECK(json_refusal(unknown_step) == "/conquest/battle/step");
    unknown_step = good;
    unknown_step["turn"]["step"] = "middle";
    CHECK(json_refusal(unknown_step) == "/conquest/turn/step");

    json missing = good;
    missing["players"][1].erase("world");
    CHECK(json_refusal(missing) == "/conquest/players/1");

    json wrong_type = good;
    wrong_type["battle"]["fronts"][0]["attack"]["rows"][1][0]["doomed"] = 1;
    CHECK(json_refusal(wrong_type) == "/conquest/battle/fronts/0/attack/rows/1/0/doomed");

    json no_such_card = good;
    no_such_card["players"][0]["hand"][1] = 19;
    CHECK(json_refusal(no_such_card) == "/conquest/players/0/hand/1");

    json black = good;
    black["resources"][0]["resources"]["black"] = 1;
    CHECK(json_refusal(black) == "/conquest/resources/0/resources/black");
}

TEST_CASE("A conquest with a card in two places or nowhere is inconsistent", "[conquest-json]") {
    ConquestState twice = battle_in_progress();
    twice.players[1].piles.discard.push_back(16);  // also on front 0
    const auto two_places = conquest_inconsistency(twice, kPlayers, kDefinitions);
    REQUIRE(two_places.has_value());
    CHECK_THAT(*two_places, Catch::Contains("card #16 is in two places"));

    ConquestState lost = battle_in_progress();
    lost.players[0].piles.set_aside.clear();
    const auto nowhere = conquest_inconsistency(lost, kPlayers, kDefinitions);
    REQUIRE(nowhere.has_value());
    CHECK_THAT(*nowhere, Catch::Contains("card #5 is nowhere"));
}

TEST_CASE("A conquest naming a seat out of range is inconsistent", "[conquest-json]") {
    ConquestState attacker = battle_in_progress();
    attacker.battle->attacker = kPlayers;
    CHECK(conquest_inconsistency(attacker, kPlayers, kDefinitions).has_value());

    ConquestState current = battle_in_progress();
    current.current = kNoPlayer;  // someone must be deciding
    CHECK(conquest_inconsistency(current, kPlayers, kDefinitions).has_value());

    ConquestState owner = battle_in_progress();
    owner.cards[3].owner = 5;
    CHECK(conquest_inconsistency(owner, kPlayers, kDefinitions).has_value());

    // The seat count itself must match the game's.
    CHECK(conquest_inconsistency(battle_in_progress(), 3, kDefinitions).has_value());
}
