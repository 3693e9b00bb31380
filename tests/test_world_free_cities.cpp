// The Free Cities (data/civilizations/free_cities.json): one test per unit card, each played in a
// battle. Their resource is inhabitants (pink) and their signature mechanic is formation and
// reconnaissance: revealing the deck (scout), officers that draw, units strong on the top row of
// their side (condition on_top_row) and units moved between rows (move_to_top, move_to_bottom;
// glossary "Move" and "Row"). The FAQ's Infantry Squad, Captain and Charge Leader live here and
// must behave as FAQ 7 and 8 say.
//
// Positions: data/maps/two_players.json with the designed cards of data/, Alice (seat 0) plays
// the Free Cities, Bob (seat 1) the Mountain Clans (a second position swaps them, for the Cities
// defending). The attacker is at her first attack subphase holding (4,-2) (her portal), (3,-2)
// and (3,-1); the wild (2,-1) is at base defense 1. Nobody holds a card and no resource lies on
// the map until a test deals them. Rows: rows[0] is the top row, a unit added goes under the
// bottom row (003 battle step 4).
#include <algorithm>
#include <catch2/catch.hpp>

#include "support/battle_queries.hpp"
#include "support/card_numbers.hpp"
#include "support/conquest_fixture.hpp"

using namespace eden;
using namespace eden_test;
using nlohmann::json;

namespace {

const Hex kCitiesPortal0{4, -2};  // the attacker's portal
const Hex kCitiesA{3, -2};        // the attacker's
const Hex kCitiesB{3, -1};        // the attacker's
const Hex kCitiesW2{2, -1};       // wild, base defense 1

// Alice: the Free Cities; Bob: the Mountain Clans.
GameState cities_position(const std::function<void(json&)>& edit) {
    static const GameState s = designed_bare_expansion({"free_cities", "mountain_clans"});
    return edited(s, edit);
}

// Alice: the Mountain Clans; Bob: the Free Cities.
GameState cities_defend(const std::function<void(json&)>& edit) {
    static const GameState s = designed_bare_expansion({"mountain_clans", "free_cities"});
    return edited(s, edit);
}

// A test variant of the Mountain Clans' Sapper whose target may have any cost, written into the
// state's own card library: the Cities' big units need someone to fell them.
void cities_sapper_reaches_any_cost(json& j) {
    card_definition(j, "sapper")["abilities"][0]["effects"][0].erase("max_cost");
}

// Test variants of the Mountain Clans' Hearth Guard (1, +1 while defending) and Sapper
// (strength 1) as first designed, written into the state's own card library: the positions
// below were built on those numbers, which issue 35's balance changed (a plain 2, and 2).
void cities_clans_as_first_designed(json& j) {
    json& guard = card_definition(j, "hearth_guard");
    guard["strength"] = 1;
    guard["abilities"] = json::parse(R"([{"timing": "permanent", "condition": "defending",
        "effects": [{"verb": "add_strength", "amount": 1}]}])");
    card_definition(j, "sapper")["strength"] = 1;
}

// The cards of one side of front 0, top row first (one unit per row).
std::vector<CardId> rows_of(const GameState& s, bool attacking) {
    const Front& f = s.conquest().battle->fronts.at(0);
    std::vector<CardId> out;
    for (const auto& row : (attacking ? f.attack : f.defense).rows)
        for (const UnitInPlay& u : row)
            out.push_back(u.card);
    return out;
}

// A unit's strength on the top row: its strength and its on_top_row bonus (ability `ability`).
int on_top(const GameState& s, const char* card_id, int ability = 0) {
    return strength(s, card_id) + effect_amount(s, card_id, ability);
}

std::vector<Action> choose_cards(const std::vector<CardId>& cards) {
    std::vector<Action> out;
    for (CardId c : cards)
        out.push_back(ChooseCard{c});
    return out;
}

}  // namespace

TEST_CASE(
    "The Free Cities: Infantry Squad reveals two cards - only the first may be played or "
    "discarded, else both go back in any order - FAQ 7",
    "[world][free_cities]") {
    CardId inf{}, militia{}, captain{};
    GameState s = cities_position([&](json& j) {
        inf = give_card(j, 0, "infantry_squad", "hand");
        militia = give_card(j, 0, "pike_militia", "deck");
        captain = give_card(j, 0, "captain", "deck");  // on top
    });
    must_apply(s, OpenFront{{kCitiesA, kCitiesW2}, inf});
    REQUIRE(offered(s, inf));
    must_apply(s, TriggerAbility{inf, 0});
    const Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::ability_choice);
    CHECK(d.options ==
          std::vector<Action>{ChooseNumber{0}, ChooseNumber{1}, ChooseNumber{2}, ChooseNumber{3}});
    CHECK(s.conquest().battle->resolving->revealed == std::vector<CardId>{captain, militia});

    SECTION("0: the Captain joins the front under the Squad, the Pike Militia stays on top") {
        const ApplyResult r = must_apply(s, ChooseNumber{0});
        CHECK(has_event<UnitAdded>(
            r.events, [&](const UnitAdded& e) { return e.card == captain && e.front == 0; }));
        CHECK(rows_of(s, true) == std::vector<CardId>{inf, captain});
        CHECK(player(s, 0).piles.deck == std::vector<CardId>{militia});
        CHECK(attack_total(s) == strength(s, "infantry_squad") + strength(s, "captain"));
    }
    SECTION("1: the Captain is discarded, nothing is done with the second card") {
        // The Squad's owner has no unit left: the front is resolved at once.
        std::vector<Event> ev = must_apply(s, ChooseNumber{1}).events;
        CHECK(contains(player(s, 0).piles.discard, captain));
        CHECK(player(s, 0).piles.deck == std::vector<CardId>{militia});
        ev = concat(ev, finish_battle(s));
        REQUIRE(strength(s, "infantry_squad") <= 1);  // not above base defense 1
        CHECK(only_resolved_front(ev).attacker_strength == strength(s, "infantry_squad"));
        CHECK_FALSE(only_resolved_front(ev).attacker_won);  // a tie holds
        CHECK(contains(player(s, 0).piles.discard, inf));
    }
    SECTION("2: both back as they were") {
        must_apply(s, ChooseNumber{2});
        CHECK(player(s, 0).piles.deck == std::vector<CardId>{militia, captain});
    }
    SECTION("3: both back, the second on top") {
        must_apply(s, ChooseNumber{3});
        CHECK(player(s, 0).piles.deck == std::vector<CardId>{captain, militia});
    }
}

TEST_CASE(
    "The Free Cities: Pike Militia has its bonus on the top row only, and rises when the rows "
    "close up - 003 permanent effects and glossary Row",
    "[world][free_cities]") {
    CardId m1{}, m2{}, bob_guard{}, bob_sapper{};
    GameState s = cities_position([&](json& j) {
        cities_clans_as_first_designed(j);
        bob_fully_controls_w2(j);
        m1 = give_card(j, 0, "pike_militia", "hand");
        m2 = give_card(j, 0, "pike_militia", "hand");
        bob_guard = give_card(j, 1, "hearth_guard", "hand");
        bob_sapper = give_card(j, 1, "sapper", "hand");
        give_card(j, 1, "hearth_guard", "hand");  // Bob keeps a unit: the battle stays open
    });
    apply_all(s, {OpenFront{{kCitiesA, kCitiesW2}, m1}, Done{}, AddUnit{0, bob_guard}});
    const int guard = strength(s, "hearth_guard") + effect_amount(s, "hearth_guard");
    CHECK(attack_total(s) == on_top(s, "pike_militia"));
    CHECK(defense_total(s) == guard);  // the Hearth Guard with its bonus while defending
    must_apply(s, AddUnit{0, m2});
    // The second, on the second row, without its bonus.
    CHECK(attack_total(s) == on_top(s, "pike_militia") + strength(s, "pike_militia"));
    // Bob's Sapper dooms itself and gets rid of the top Pike Militia: the second one rises.
    std::vector<Event> ev =
        apply_all(s, {AddUnit{0, bob_sapper}, TriggerAbility{bob_sapper, 0}, ChooseCard{m1}});
    CHECK(collapsed(ev, m1));
    CHECK(rows_of(s, true) == std::vector<CardId>{m2});
    CHECK(attack_total(s) == on_top(s, "pike_militia"));
    // The Hearth Guard and the doomed Sapper.
    const int defense = guard + strength(s, "sapper");
    REQUIRE(on_top(s, "pike_militia") <= defense);
    ev = finish_battle(s);
    CHECK(only_resolved_front(ev).attacker_strength == on_top(s, "pike_militia"));
    CHECK(only_resolved_front(ev).defender_strength == defense);
    CHECK_FALSE(only_resolved_front(ev).attacker_won);
    CHECK(contains(player(s, 0).world, m1));  // collapsed, cost 1: destroyed
    CHECK(contains(player(s, 0).piles.discard, m2));
}

TEST_CASE(
    "The Free Cities: Captain added by an Infantry Squad may trigger its immediate ability and "
    "draws a card - FAQ 8",
    "[world][free_cities]") {
    CardId inf{}, captain{}, militia{};
    GameState s = cities_position([&](json& j) {
        inf = give_card(j, 0, "infantry_squad", "hand");
        militia = give_card(j, 0, "pike_militia", "deck");
        captain = give_card(j, 0, "captain", "deck");  // on top
    });
    apply_all(s, {OpenFront{{kCitiesA, kCitiesW2}, inf}, TriggerAbility{inf, 0}, ChooseNumber{0}});
    REQUIRE(player(s, 0).piles.hand.empty());
    REQUIRE(offered(s, captain));
    const ApplyResult r = must_apply(s, TriggerAbility{captain, 0});
    const auto drawn = events_of<CardsDrawn>(r.events);
    REQUIRE(drawn.size() == 1);
    CHECK(drawn[0].count == effect_amount(s, "captain"));
    CHECK(player(s, 0).piles.hand == std::vector<CardId>{militia});
    CHECK(player(s, 0).piles.deck.empty());
    // The drawn Pike Militia goes on: it stands on the third row (no bonus).
    REQUIRE(s.pending().kind == DecisionKind::open_second_front);
    const int attack =
        strength(s, "infantry_squad") + strength(s, "captain") + strength(s, "pike_militia");
    REQUIRE(attack > 1);  // above base defense 1
    const auto ev = play_out(s, {Done{}, AddUnit{0, militia}});
    CHECK(only_resolved_front(ev).attacker_strength == attack);
    CHECK(only_resolved_front(ev).attacker_won);
    CHECK(events_of<TerritoryTaken>(ev).size() == 1);
    CHECK(contains(player(s, 0).piles.discard, captain));
}

TEST_CASE(
    "The Free Cities: Charge Leader added by an Infantry Squad when the hand is empty may "
    "trigger its reaction for its bonus - FAQ 8",
    "[world][free_cities]") {
    CardId inf{}, leader{};
    SECTION("the hand is empty: the bonus") {
        GameState s = cities_position([&](json& j) {
            inf = give_card(j, 0, "infantry_squad", "hand");
            give_card(j, 0, "pike_militia", "deck");
            leader = give_card(j, 0, "charge_leader", "deck");
        });
        apply_all(s,
                  {OpenFront{{kCitiesA, kCitiesW2}, inf}, TriggerAbility{inf, 0}, ChooseNumber{0}});
        REQUIRE(player(s, 0).piles.hand.empty());
        REQUIRE(offered(s, leader));
        const int both = strength(s, "infantry_squad") + strength(s, "charge_leader");
        CHECK(attack_total(s) == both);
        // The hand is empty: once the reaction resolves, the front is resolved.
        std::vector<Event> ev = must_apply(s, TriggerAbility{leader, 0}).events;
        ev = concat(ev, finish_battle(s));
        REQUIRE(both + effect_amount(s, "charge_leader") > 1);  // above base defense 1
        CHECK(only_resolved_front(ev).attacker_strength ==
              both + effect_amount(s, "charge_leader"));
        CHECK(only_resolved_front(ev).attacker_won);
        CHECK(contains(player(s, 0).piles.discard, leader));
    }
    SECTION("a card left in the hand: not offered") {
        GameState s = cities_position([&](json& j) {
            inf = give_card(j, 0, "infantry_squad", "hand");
            give_card(j, 0, "small_energy_crystal", "hand");
            give_card(j, 0, "pike_militia", "deck");
            leader = give_card(j, 0, "charge_leader", "deck");
        });
        std::vector<Event> ev = apply_all(
            s, {OpenFront{{kCitiesA, kCitiesW2}, inf}, TriggerAbility{inf, 0}, ChooseNumber{0}});
        CHECK(events_of<AbilityTriggered>(ev).size() == 1);  // the Squad's only
        ev = concat(ev, finish_battle(s));
        CHECK(only_resolved_front(ev).attacker_strength ==
              strength(s, "infantry_squad") + strength(s, "charge_leader"));
    }
}

TEST_CASE(
    "The Free Cities: Outrider reveals the top card, then draws - the card put back is the one "
    "drawn - 003 Immediate abilities and FAQ 7",
    "[world][free_cities]") {
    CardId rider{}, captain{}, militia{}, last{};
    GameState s = cities_position([&](json& j) {
        rider = give_card(j, 0, "outrider", "hand");
        last = give_card(j, 0, "pike_militia", "deck");
        militia = give_card(j, 0, "pike_militia", "deck");
        captain = give_card(j, 0, "captain", "deck");  // on top
    });
    must_apply(s, OpenFront{{kCitiesA, kCitiesW2}, rider});
    REQUIRE(offered(s, rider));
    must_apply(s, TriggerAbility{rider, 0});
    const Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::ability_choice);
    CHECK(d.options == std::vector<Action>{ChooseNumber{0}, ChooseNumber{1}, ChooseNumber{2}});
    CHECK(s.conquest().battle->resolving->revealed == std::vector<CardId>{captain});

    SECTION("put back: the Captain is drawn") {
        const ApplyResult r = must_apply(s, ChooseNumber{2});
        CHECK(events_of<CardsDrawn>(r.events).size() == 1);
        CHECK(player(s, 0).piles.hand == std::vector<CardId>{captain});
        CHECK(player(s, 0).piles.deck == std::vector<CardId>{last, militia});
        CHECK(attack_total(s) == strength(s, "outrider"));
    }
    SECTION(
        "added to the front: the Captain fights (and may draw, FAQ 8), the next card is drawn") {
        must_apply(s, ChooseNumber{0});
        CHECK(rows_of(s, true) == std::vector<CardId>{rider, captain});
        CHECK(player(s, 0).piles.hand == std::vector<CardId>{militia});
        CHECK(offered(s, captain));
        CHECK(attack_total(s) == strength(s, "outrider") + strength(s, "captain"));
    }
    SECTION("discarded: the next card is drawn") {
        must_apply(s, ChooseNumber{1});
        CHECK(player(s, 0).piles.discard == std::vector<CardId>{captain});
        CHECK(player(s, 0).piles.hand == std::vector<CardId>{militia});
        const auto ev = finish_battle(s);
        CHECK(only_resolved_front(ev).attacker_strength == strength(s, "outrider"));
        CHECK(contains(player(s, 0).piles.discard, rider));
    }
}

TEST_CASE(
    "The Free Cities: Drill Sergeant moves an allied unit to a new top row, without adding it "
    "again - glossary Move",
    "[world][free_cities]") {
    CardId inf{}, halb{}, sgt{};
    GameState s = cities_position([&](json& j) {
        inf = give_card(j, 0, "infantry_squad", "hand");
        halb = give_card(j, 0, "halberdiers", "hand");
        sgt = give_card(j, 0, "drill_sergeant", "hand");
        give_card(j, 0, "pike_militia", "hand");  // kept in hand: the battle stays open
    });
    // No deck: the Squad's scouting cannot be resolved and is not offered.
    apply_all(s, {OpenFront{{kCitiesA, kCitiesW2}, inf}, Done{}, AddUnit{0, halb}});
    // The Squad, and the Halberdiers off the top row: no bonus.
    CHECK(attack_total(s) == strength(s, "infantry_squad") + strength(s, "halberdiers"));
    must_apply(s, AddUnit{0, sgt});
    REQUIRE(offered(s, sgt));
    must_apply(s, TriggerAbility{sgt, 0});
    const Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::ability_choice);
    CHECK(d.options == choose_cards({inf, halb, sgt}));  // any allied unit, itself included
    const ApplyResult r = must_apply(s, ChooseCard{halb});
    CHECK(has_event<UnitMoved>(r.events,
                               [&](const UnitMoved& e) { return e.card == halb && e.to_top; }));
    CHECK(events_of<UnitAdded>(r.events).empty());  // moved, not added
    CHECK(rows_of(s, true) == std::vector<CardId>{halb, inf, sgt});
    // The Halberdiers with their bonus on the top row, the Squad, the Sergeant.
    const int attack =
        on_top(s, "halberdiers") + strength(s, "infantry_squad") + strength(s, "drill_sergeant");
    CHECK(attack_total(s) == attack);
    REQUIRE(attack > 1);  // above base defense 1
    const auto ev = finish_battle(s);
    CHECK(only_resolved_front(ev).attacker_strength == attack);
    CHECK(only_resolved_front(ev).attacker_won);
    CHECK(contains(player(s, 0).piles.discard, sgt));
}

TEST_CASE(
    "The Free Cities: Standard Bearer gives every allied unit a bonus when it stands on the top "
    "row "
    "- 003 Reaction abilities by condition and FAQ 12",
    "[world][free_cities]") {
    CardId bearer{}, militia{}, sgt{};
    SECTION("added on the top row: it opens the front") {
        GameState s = cities_position([&](json& j) {
            bearer = give_card(j, 0, "standard_bearer", "hand");
            militia = give_card(j, 0, "pike_militia", "hand");
        });
        must_apply(s, OpenFront{{kCitiesA, kCitiesW2}, bearer});
        REQUIRE(offered(s, bearer));
        must_apply(s, TriggerAbility{bearer, 0});
        const int plus = effect_amount(s, "standard_bearer");
        CHECK(attack_total(s) == strength(s, "standard_bearer") + plus);
        // A unit added later gets the bonus too: the Pike Militia, off the top row.
        const int attack =
            strength(s, "standard_bearer") + plus + strength(s, "pike_militia") + plus;
        REQUIRE(attack > 1);  // above base defense 1
        const auto ev = play_out(s, {Done{}, AddUnit{0, militia}});
        CHECK(only_resolved_front(ev).attacker_strength == attack);
        CHECK(only_resolved_front(ev).attacker_won);
    }
    SECTION("not on the top row: nothing, until a Drill Sergeant raises it") {
        GameState s = cities_position([&](json& j) {
            militia = give_card(j, 0, "pike_militia", "hand");
            bearer = give_card(j, 0, "standard_bearer", "hand");
            sgt = give_card(j, 0, "drill_sergeant", "hand");
            give_card(j, 0, "pike_militia", "hand");  // kept in hand: the battle stays open
        });
        apply_all(s, {OpenFront{{kCitiesA, kCitiesW2}, militia}, Done{}, AddUnit{0, bearer}});
        CHECK_FALSE(offered(s, bearer));
        CHECK(s.pending().kind == DecisionKind::add_unit);
        apply_all(s, {AddUnit{0, sgt}, TriggerAbility{sgt, 0}, ChooseCard{bearer}});
        CHECK(rows_of(s, true) == std::vector<CardId>{bearer, militia, sgt});
        // The Bearer, the Militia (it left the top row: no bonus), the Sergeant.
        const int three = strength(s, "standard_bearer") + strength(s, "pike_militia") +
                          strength(s, "drill_sergeant");
        CHECK(attack_total(s) == three);
        REQUIRE(offered(s, bearer));  // the condition has just become true
        must_apply(s, TriggerAbility{bearer, 0});
        CHECK(attack_total(s) == three + 3 * effect_amount(s, "standard_bearer"));
        CHECK(only_resolved_front(finish_battle(s)).attacker_strength ==
              three + 3 * effect_amount(s, "standard_bearer"));
    }
}

TEST_CASE(
    "The Free Cities: Halberdiers have their bonus on the top row of a defence only, and gain it "
    "when the rows close up - 003 permanent effects",
    "[world][free_cities]") {
    CardId warden{}, sapper{}, bob_halb{}, bob_captain{};
    SECTION("opening the defence: with the bonus it holds against a Stone Warden") {
        GameState s = cities_defend([&](json& j) {
            bob_fully_controls_w2(j);
            warden = give_card(j, 0, "stone_warden", "hand");
            bob_halb = give_card(j, 1, "halberdiers", "hand");
        });
        // The Stone Warden attacking: no bonus.
        REQUIRE(strength(s, "stone_warden") <= on_top(s, "halberdiers"));
        const auto ev =
            play_out(s, {OpenFront{{kCitiesA, kCitiesW2}, warden}, AddUnit{0, bob_halb}});
        CHECK(only_resolved_front(ev).attacker_strength == strength(s, "stone_warden"));
        CHECK(only_resolved_front(ev).defender_strength == on_top(s, "halberdiers"));
        CHECK_FALSE(only_resolved_front(ev).attacker_won);
        CHECK(contains(player(s, 1).piles.discard, bob_halb));
    }
    SECTION("on the second row: no bonus, until the Captain above it is got rid of") {
        CardId guard{};
        GameState s = cities_defend([&](json& j) {
            cities_clans_as_first_designed(j);
            bob_fully_controls_w2(j);
            warden = give_card(j, 0, "stone_warden", "hand");
            guard = give_card(j, 0, "hearth_guard", "hand");
            sapper = give_card(j, 0, "sapper", "hand");
            bob_captain = give_card(j, 1, "captain", "hand");
            bob_halb = give_card(j, 1, "halberdiers", "hand");
            give_card(j, 1, "pike_militia", "hand");  // kept in hand: the battle stays open
        });
        apply_all(s, {OpenFront{{kCitiesA, kCitiesW2}, warden}, Done{}, AddUnit{0, bob_captain},
                      AddUnit{0, guard}, AddUnit{0, bob_halb}});
        CHECK(rows_of(s, false) == std::vector<CardId>{bob_captain, bob_halb});
        CHECK(defense_total(s) == strength(s, "captain") + strength(s, "halberdiers"));
        // Alice's Sapper dooms itself to get rid of the Captain (within its reach): the
        // Halberdiers rise.
        REQUIRE(cost_number(s, "captain") <= effect_max_cost(s, "sapper"));
        std::vector<Event> ev =
            apply_all(s, {AddUnit{0, sapper}, TriggerAbility{sapper, 0}, ChooseCard{bob_captain}});
        CHECK(collapsed(ev, bob_captain));
        CHECK(rows_of(s, false) == std::vector<CardId>{bob_halb});
        CHECK(defense_total(s) == on_top(s, "halberdiers"));  // the Halberdiers alone, on top
        // The Stone Warden and Hearth Guard attacking (no bonus) and the doomed Sapper.
        const int attack =
            strength(s, "stone_warden") + strength(s, "hearth_guard") + strength(s, "sapper");
        REQUIRE(attack <= on_top(s, "halberdiers"));
        ev = finish_battle(s);
        CHECK(only_resolved_front(ev).attacker_strength == attack);
        CHECK(only_resolved_front(ev).defender_strength == on_top(s, "halberdiers"));
        CHECK_FALSE(only_resolved_front(ev).attacker_won);  // no stronger: held
        CHECK(contains(player(s, 1).world, bob_captain));   // destroyed
        CHECK(contains(player(s, 1).piles.discard, bob_halb));
    }
}

TEST_CASE(
    "The Free Cities: Watch Commander sends an allied unit under the bottom row between steps 6 "
    "and 7, so the next rank steps up - 003 Delayed abilities and glossary Move",
    "[world][free_cities]") {
    CardId inf{}, halb{}, cmd{};
    GameState s = cities_position([&](json& j) {
        inf = give_card(j, 0, "infantry_squad", "hand");
        halb = give_card(j, 0, "halberdiers", "hand");
        cmd = give_card(j, 0, "watch_commander", "hand");
    });
    apply_all(s, {OpenFront{{kCitiesA, kCitiesW2}, inf}, Done{}, AddUnit{0, halb}});
    CHECK(s.pending().kind == DecisionKind::add_unit);
    must_apply(s, AddUnit{0, cmd});
    // Alice's hand is empty: every side has stopped; the delayed abilities.
    REQUIRE(offered(s, cmd));
    CHECK(attack_total(s) == strength(s, "infantry_squad") + strength(s, "halberdiers") +
                                 strength(s, "watch_commander"));
    must_apply(s, TriggerAbility{cmd, 0});
    const Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::ability_choice);
    CHECK(d.options == choose_cards({inf, halb, cmd}));
    const ApplyResult r = must_apply(s, ChooseCard{inf});
    CHECK(has_event<UnitMoved>(r.events,
                               [&](const UnitMoved& e) { return e.card == inf && !e.to_top; }));
    const auto resolved = events_of<FrontResolved>(r.events);
    REQUIRE(resolved.size() == 1);
    // The Halberdiers on top with their bonus, the Commander, the Squad.
    const int attack =
        on_top(s, "halberdiers") + strength(s, "watch_commander") + strength(s, "infantry_squad");
    REQUIRE(attack > 1);  // above base defense 1
    CHECK(resolved[0].attacker_strength == attack);
    CHECK(resolved[0].attacker_won);
    CHECK(player(s, 0).piles.discard.size() == 3);
}

TEST_CASE(
    "The Free Cities: Knight Commander draws a card and has its bonus on the top row - a collapsed "
    "cost-5 unit is destroyed unless rescued - 003 Battle step 9",
    "[world][free_cities]") {
    CardId knight{}, militia{}, bob_sapper{};
    auto deal = [&](json& j) {
        cities_clans_as_first_designed(j);
        cities_sapper_reaches_any_cost(j);
        bob_fully_controls_w2(j);
        knight = give_card(j, 0, "knight_commander", "hand");
        militia = give_card(j, 0, "pike_militia", "deck");
        bob_sapper = give_card(j, 1, "sapper", "hand");
    };
    auto open = [&](GameState& s) -> std::vector<Event> {
        must_apply(s, OpenFront{{kCitiesA, kCitiesW2}, knight});
        REQUIRE(offered(s, knight));
        must_apply(s, TriggerAbility{knight, 0});
        CHECK(player(s, 0).piles.hand == std::vector<CardId>{militia});
        CHECK(attack_total(s) == on_top(s, "knight_commander", 1));
        // Bob's Sapper (a test variant reaching any cost) gets rid of the Knight Commander; the
        // Pike Militia then holds the top row alone.
        const auto ev = apply_all(
            s, {Done{}, AddUnit{0, bob_sapper}, TriggerAbility{bob_sapper, 0}, ChooseCard{knight}});
        CHECK(collapsed(ev, knight));
        CHECK(contains(player(s, 0).collapsed, knight));
        // Alice's last unit: the front is resolved.
        return must_apply(s, AddUnit{0, militia}).events;
    };
    SECTION("no inhabitants to pay with: destroyed, back to the World") {
        GameState s = cities_position(deal);
        std::vector<Event> ev = open(s);
        ev = concat(ev, finish_battle(s));
        // The Pike Militia alone on the top row against the doomed Sapper.
        REQUIRE(on_top(s, "pike_militia") > strength(s, "sapper"));
        CHECK(only_resolved_front(ev).attacker_strength == on_top(s, "pike_militia"));
        CHECK(only_resolved_front(ev).defender_strength == strength(s, "sapper"));
        CHECK(only_resolved_front(ev).attacker_won);
        CHECK(destroyed(ev, knight));
        CHECK(contains(player(s, 0).world, knight));
        CHECK(contains(player(s, 0).piles.discard, militia));
    }
    SECTION("its cost in inhabitants: rescued, discarded") {
        GameState s = cities_position([&](json& j) {
            deal(j);
            // Its cost, no territory holding 5 (no territory bonus).
            const int cost = card_definition(j, "knight_commander")["cost"].get<int>();
            set_resources(j, kCitiesPortal0, TileColor::pink, std::min(cost - 1, 4));
            set_resources(j, kCitiesB, TileColor::pink, cost - std::min(cost - 1, 4));
        });
        CHECK(only_resolved_front(open(s)).attacker_won);
        Decision d = s.pending();
        if (d.kind == DecisionKind::return_units) {
            CHECK(d.player == 0);
            must_apply(s, Done{});  // the Pike Militia is discarded
            d = s.pending();
        }
        REQUIRE(d.kind == DecisionKind::rescue_units);
        CHECK(d.player == 0);
        CHECK(offers(d, Rescue{knight}));
        must_apply(s, Rescue{knight});
        REQUIRE(s.pending().kind == DecisionKind::pay);
        const auto ev = must_apply(s, s.pending().options.front()).events;
        CHECK(has_event<UnitRescued>(ev, [&](const UnitRescued& e) { return e.card == knight; }));
        CHECK(contains(player(s, 0).piles.discard, knight));
        CHECK_FALSE(contains(player(s, 0).world, knight));
        CHECK(resources_on(s, kCitiesPortal0, TileColor::pink) +
                  resources_on(s, kCitiesB, TileColor::pink) ==
              0);
    }
}

TEST_CASE(
    "The Free Cities: Lord Marshal triggers its two immediate abilities in any order, and a "
    "collapsed cost-6 unit is discarded, not destroyed - FAQ 11 and 003 Battle step 9",
    "[world][free_cities]") {
    SECTION("it moves the Halberdiers to the top, then draws") {
        CardId inf{}, halb{}, marshal{}, militia{};
        GameState s = cities_position([&](json& j) {
            inf = give_card(j, 0, "infantry_squad", "hand");
            halb = give_card(j, 0, "halberdiers", "hand");
            marshal = give_card(j, 0, "lord_marshal", "hand");
            militia = give_card(j, 0, "pike_militia", "deck");
        });
        must_apply(s, OpenFront{{kCitiesA, kCitiesW2}, inf});
        REQUIRE(offered(s, inf));
        apply_all(s, {Done{}, Done{}, AddUnit{0, halb}, AddUnit{0, marshal}});
        REQUIRE(offered(s, marshal, 0));  // draw a card
        REQUIRE(offered(s, marshal, 1));  // move an allied unit to the top
        apply_all(s, {TriggerAbility{marshal, 1}, ChooseCard{halb}});
        CHECK(rows_of(s, true) == std::vector<CardId>{halb, inf, marshal});
        CHECK(offered(s, marshal, 0));
        CHECK_FALSE(offered(s, marshal, 1));  // each ability once
        must_apply(s, TriggerAbility{marshal, 0});
        CHECK(player(s, 0).piles.hand == std::vector<CardId>{militia});
        // The Halberdiers with their bonus on top, the Squad, the Marshal.
        const int three =
            on_top(s, "halberdiers") + strength(s, "infantry_squad") + strength(s, "lord_marshal");
        CHECK(attack_total(s) == three);
        REQUIRE(three + strength(s, "pike_militia") > 1);  // above base defense 1
        const auto ev = play_out(s, {AddUnit{0, militia}});
        CHECK(only_resolved_front(ev).attacker_strength == three + strength(s, "pike_militia"));
        CHECK(only_resolved_front(ev).attacker_won);
    }
    SECTION("got rid of: discarded, even with the inhabitants to rescue it") {
        CardId marshal{}, bob_sapper{};
        GameState s = cities_position([&](json& j) {
            cities_sapper_reaches_any_cost(j);
            bob_fully_controls_w2(j);
            marshal = give_card(j, 0, "lord_marshal", "hand");
            bob_sapper = give_card(j, 1, "sapper", "hand");
            set_resources(j, kCitiesPortal0, TileColor::pink, 4);
            set_resources(j, kCitiesB, TileColor::pink, 2);
        });
        must_apply(s, OpenFront{{kCitiesA, kCitiesW2}, marshal});
        CHECK_FALSE(offered(s, marshal, 0));  // nothing to draw
        REQUIRE(offered(s, marshal, 1));      // it may move itself
        std::vector<Event> ev = apply_all(s, {Done{}, AddUnit{0, bob_sapper},
                                              TriggerAbility{bob_sapper, 0}, ChooseCard{marshal}});
        CHECK(collapsed(ev, marshal));
        REQUIRE(cost_number(s, "lord_marshal") == 6);
        ev = concat(ev, finish_battle(s));
        CHECK(only_resolved_front(ev).attacker_strength == 0);
        CHECK_FALSE(only_resolved_front(ev).attacker_won);
        CHECK(contains(player(s, 0).piles.discard, marshal));
        CHECK_FALSE(contains(player(s, 0).world, marshal));
        CHECK_FALSE(destroyed(ev, marshal));
        CHECK(events_of<UnitRescued>(ev).empty());
        CHECK(resources_on(s, kCitiesPortal0, TileColor::pink) == 4);  // nothing paid
    }
}
