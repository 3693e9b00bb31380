// The technology cards (data/cards/technology.json; RULES.md §2 "Cards the rulebooks name but
// never print": Energy Shield, Temporary Rift, Improved Portal, Unmatched Power, bought with pure
// energy, at most one copy of each per player). A bought technology card goes into play in front
// of its owner (PlayerState::technologies), never into the deck, and its permanent effects are
// always on. One test per card: it is bought in the Purchasing phase, then does what it says.
//
// Positions: the designed cards of data/ on data/maps/two_players.json, Alice (seat 0) plays the
// Mountain Clans, Bob (seat 1) the Crystal Order. In battles Alice is at her first attack
// subphase holding (4,-2) (her portal), (3,-2) and (3,-1); the wild (2,-1) is at base defense 1.
#include <catch2/catch.hpp>
#include <optional>

#include "support/battle_queries.hpp"
#include "support/card_numbers.hpp"
#include "support/conquest_fixture.hpp"
#include "support/strength_words.hpp"

using namespace eden;
using namespace eden_test;
using nlohmann::json;

namespace {

const Hex kTechA{3, -2};   // Alice's
const Hex kTechW2{2, -1};  // wild until a test gives it to Bob

const std::vector<std::string> kCivs{"mountain_clans", "crystal_order"};

// Seat 0's first attack subphase, no card anywhere, no resource on the map, then `edit`. Alice
// keeps a Miner in hand that she never plays: an attacker with no unit left in hand has nothing
// more to decide, and her battle would be fought to its end within the action that opens it.
GameState battle(const std::function<void(json&)>& edit) {
    static const GameState s = designed_bare_expansion(kCivs);
    return edited(s, [&](json& j) {
        give_card(j, 0, "miner", "hand");
        edit(j);
    });
}

// The amount of the item labelled `label` on a side (0 if none).
int item(const GameState& s, const SideForecast& side, const std::string& label) {
    return eden_test::amount_of(side, label, 0, eden_test::names_of(s));
}

// The Buy option for a card named `card_id`, if offered.
std::optional<Buy> tech_buy_offer(const GameState& s, const std::string& card_id) {
    for (const Action& a : s.pending().options)
        if (const auto* b = std::get_if<Buy>(&a); b && card_def(s, b->card).id == card_id)
            return *b;
    return std::nullopt;
}

// Seat 0's Purchasing step of round 1 with `pure_energy`, no resources on the map.
GameState purchasing_with(int pure_energy) {
    static const GameState base = [] {
        GameState s(designed_setup(kCivs));
        pass_until(s, [](const GameState& g) {
            return g.phase() == Phase::conquest && g.conquest().step == ConquestStep::purchasing &&
                   g.conquest().current == 0;
        });
        return s;
    }();
    return edited(base, [&](json& j) {
        j["conquest"]["resources"] = json::array();
        set_pure_energy(j, 0, pure_energy);
    });
}

// Buys `card_id` with pure energy (its price, and 3 more left over) and checks that it goes
// into play, not into the deck or the discard pile, and that a second copy cannot be bought.
void check_bought_into_play(const std::string& card_id) {
    const int price = def_named(purchasing_with(0), card_id).price.pure_energy;
    REQUIRE(price > 0);
    GameState s = purchasing_with(price + 3);
    REQUIRE(s.pending().kind == DecisionKind::purchase);
    REQUIRE(s.pending().player == 0);
    const auto offer = tech_buy_offer(s, card_id);
    REQUIRE(offer);
    const CardId card = offer->card;
    CHECK(card_def(s, card).kind == CardKind::technology);
    must_apply(s, *offer);
    REQUIRE(s.pending().kind == DecisionKind::pay);
    CHECK(s.conquest().payment->cost.pure_energy == price);
    const ApplyResult r = must_apply(s, s.pending().options.front());
    CHECK(has_event<CardBought>(
        r.events, [&](const CardBought& e) { return e.player == 0 && e.card == card; }));
    const PlayerState& p = player(s, 0);
    CHECK(p.pure_energy == 3);
    CHECK(p.technologies == std::vector<CardId>{card});
    CHECK_FALSE(contains(p.piles.discard, card));
    CHECK_FALSE(contains(p.piles.deck, card));
    CHECK_FALSE(contains(p.piles.hand, card));
    CHECK(s.conquest().cards[static_cast<std::size_t>(card)].owner == 0);
    // Enough pure energy left for a second copy, but one of each per player.
    REQUIRE(s.pending().kind == DecisionKind::purchase);
    CHECK_FALSE(tech_buy_offer(s, card_id));
    const std::vector<CardId> supply = cards_named(s, card_id, -1);
    REQUIRE_FALSE(supply.empty());
    CHECK(refusal_problem(s, Buy{supply.back()}) == "");
    // The next round's draws never meet it: it stays in play.
    pass_until(s, [](const GameState& g) {
        return g.conquest().round == 2 && g.conquest().step == ConquestStep::expansion;
    });
    CHECK(player(s, 0).technologies == std::vector<CardId>{card});
    CHECK_FALSE(contains(player(s, 0).piles.hand, card));
    CHECK_FALSE(contains(player(s, 0).piles.deck, card));
}

// Seat 1 finishing the settling purchases, just before round 1's Production, then `edit`.
GameState tech_before_round_one(const std::function<void(json&)>& edit) {
    static const GameState base = [] {
        GameState s(designed_setup(kCivs));
        pass_until(s, [](const GameState& g) {
            return g.phase() == Phase::conquest &&
                   g.conquest().step == ConquestStep::settle_purchase && g.conquest().current == 1;
        });
        return s;
    }();
    return edited(base, edit);
}

}  // namespace

TEST_CASE(
    "Technology cards: Energy Shield is bought with pure energy into play and gives its bonus to "
    "its owner's side when defending, by hand or by base defense - RULES.md 2 technology cards",
    "[technology]") {
    check_bought_into_play("energy_shield");

    SECTION("defending by hand: the bonus holds a front the attacker would take") {
        for (const bool shield : {false, true}) {
            CAPTURE(shield);
            CardId golem{}, guard{};
            GameState s = battle([&](json& j) {
                bob_fully_controls_w2(j);
                if (shield) give_card(j, 1, "energy_shield", "technologies");
                golem = give_card(j, 0, "iron_golem", "hand");
                guard = give_card(j, 1, "geode_guard", "hand");
            });
            // The Golem, without its bonus: the front is defended by hand, not by base defense.
            const int attack = strength(s, "iron_golem");
            const int bonus = effect_amount(s, "energy_shield");
            const int guard_alone = strength(s, "geode_guard");
            REQUIRE(attack > guard_alone);           // the attacker would take it
            REQUIRE(attack <= guard_alone + bonus);  // the shield holds it (a tie holds)
            apply_all(s, {OpenFront{{kTechA, kTechW2}, golem}, Done{}, AddUnit{0, guard}});
            const auto f = s.front_forecast(0);
            REQUIRE(f);
            CHECK(f->defended_by_hand);
            CHECK(item(s, f->defender, "Energy Shield") == (shield ? bonus : 0));
            CHECK(f->defender.total == guard_alone + (shield ? bonus : 0));
            const auto ev = finish_battle(s);
            CHECK(resolved_front(ev).attacker_strength == attack);
            CHECK(resolved_front(ev).attacker_won == !shield);
        }
    }
    SECTION("defending by base defense: the bonus on top of it") {
        int without = 0;
        for (const bool shield : {false, true}) {
            CAPTURE(shield);
            CardId warden{};
            GameState s = battle([&](json& j) {
                set_control(j, kTechW2, 1);  // Bob's, partially controlled: base defense only
                if (shield) give_card(j, 1, "energy_shield", "technologies");
                warden = give_card(j, 0, "stone_warden", "hand");  // 3 while attacking
            });
            must_apply(s, OpenFront{{kTechA, kTechW2}, warden});
            const int bonus = effect_amount(s, "energy_shield");
            const auto f = s.front_forecast(0);
            REQUIRE(f);
            CHECK_FALSE(f->defended_by_hand);
            CHECK(item(s, f->defender, "Energy Shield") == (shield ? bonus : 0));
            if (!shield) without = f->defender.total;
            CHECK(f->defender.total == without + (shield ? bonus : 0));
            const auto ev = finish_battle(s);
            CHECK(resolved_front(ev).defender_strength == without + (shield ? bonus : 0));
            const int attack = strength(s, "stone_warden");  // no bonus while attacking
            CHECK(resolved_front(ev).attacker_strength == attack);
            // Base defense falls to the Stone Warden; with the shield it holds.
            REQUIRE(attack > without);
            REQUIRE(attack <= without + bonus);
            CHECK(resolved_front(ev).attacker_won == !shield);
        }
        CHECK(without == 1);
    }
    SECTION("attacking: nothing") {
        CardId warden{};
        GameState s = battle([&](json& j) {
            give_card(j, 0, "energy_shield", "technologies");
            warden = give_card(j, 0, "stone_warden", "hand");
        });
        must_apply(s, OpenFront{{kTechA, kTechW2}, warden});
        CHECK(item(s, s.front_forecast(0)->attacker, "Energy Shield") == 0);
        CHECK(s.front_forecast(0)->attacker.total == strength(s, "stone_warden"));
    }
}

TEST_CASE(
    "Technology cards: Unmatched Power is bought with pure energy into play and gives its bonus to "
    "its owner's side when attacking only - RULES.md 2 technology cards",
    "[technology]") {
    check_bought_into_play("unmatched_power");

    SECTION("attacking: the bonus turns a held front into a conquest") {
        for (const bool power : {false, true}) {
            CAPTURE(power);
            CardId warden{}, guard{};
            GameState s = battle([&](json& j) {
                bob_fully_controls_w2(j);
                if (power) give_card(j, 0, "unmatched_power", "technologies");
                warden = give_card(j, 0, "stone_warden", "hand");
                guard = give_card(j, 1, "geode_guard", "hand");
            });
            const int attack = strength(s, "stone_warden");  // no bonus while attacking
            const int bonus = effect_amount(s, "unmatched_power");
            const int defense = strength(s, "geode_guard");
            REQUIRE(attack <= defense);         // held without the power
            REQUIRE(attack + bonus > defense);  // taken with it
            apply_all(s, {OpenFront{{kTechA, kTechW2}, warden}, Done{}, AddUnit{0, guard}});
            const auto f = s.front_forecast(0);
            CHECK(item(s, f->attacker, "Unmatched Power") == (power ? bonus : 0));
            CHECK(f->attacker.total == attack + (power ? bonus : 0));
            const auto ev = finish_battle(s);
            CHECK(resolved_front(ev).defender_strength == defense);
            CHECK(resolved_front(ev).attacker_won == power);
        }
    }
    SECTION("defending, by hand or by base defense: nothing") {
        CardId warden{}, guard{};
        GameState s = battle([&](json& j) {
            bob_fully_controls_w2(j);
            give_card(j, 1, "unmatched_power", "technologies");
            warden = give_card(j, 0, "stone_warden", "hand");
            guard = give_card(j, 1, "geode_guard", "hand");
        });
        must_apply(s, OpenFront{{kTechA, kTechW2}, warden});
        CHECK(item(s, s.front_forecast(0)->defender, "Unmatched Power") == 0);
        apply_all(s, {Done{}, AddUnit{0, guard}});
        CHECK(item(s, s.front_forecast(0)->defender, "Unmatched Power") == 0);
        CHECK(s.front_forecast(0)->defender.total == strength(s, "geode_guard"));
        REQUIRE(strength(s, "stone_warden") <= strength(s, "geode_guard"));
        CHECK_FALSE(resolved_front(finish_battle(s)).attacker_won);
    }
}

TEST_CASE(
    "Technology cards: Temporary Rift is bought with pure energy into play and lets its owner "
    "open a third front in an attack subphase - RULES.md 2 technology cards and Expansion",
    "[technology]") {
    check_bought_into_play("temporary_rift");

    for (const bool rift : {false, true}) {
        CAPTURE(rift);
        CardId w1{}, w2{}, golem{};
        GameState s = battle([&](json& j) {
            if (rift) give_card(j, 0, "temporary_rift", "technologies");
            w1 = give_card(j, 0, "stone_warden", "hand");
            w2 = give_card(j, 0, "stone_warden", "hand");
            golem = give_card(j, 0, "iron_golem", "hand");
        });
        // Opens a front with `unit` on the first frontier offered (the engine offers only the
        // frontiers no front uses yet).
        const auto open_next = [&](CardId unit) -> bool {
            const Decision d = s.pending();
            for (const Action& a : d.options)
                if (const auto* o = std::get_if<OpenFront>(&a); o && o->unit == unit) {
                    must_apply(s, *o);
                    return true;
                }
            return false;
        };
        REQUIRE(open_next(w1));
        REQUIRE(s.pending().kind == DecisionKind::open_second_front);
        REQUIRE(open_next(w2));
        REQUIRE(s.conquest().battle->fronts.size() == 2);
        const Decision after_two = s.pending();
        const bool third_offered =
            std::any_of(after_two.options.begin(), after_two.options.end(),
                        [](const Action& a) { return std::holds_alternative<OpenFront>(a); });
        CHECK(third_offered == rift);
        if (rift) {
            CHECK(s.pending().player == 0);
            REQUIRE(open_next(golem));
            CHECK(s.conquest().battle->fronts.size() == 3);
            const auto ev = finish_battle(s);
            CHECK(events_of<FrontResolved>(ev).size() == 3);
        } else {
            // The frontier the Rift's third front takes is refused without it.
            CHECK(refusal_problem(s, OpenFront{{Hex{3, -1}, kTechW2}, golem}) == "");
        }
    }
}

TEST_CASE(
    "Technology cards: Improved Portal is bought with pure energy into play and adds its amount to "
    "its owner's production while his portal stands - RULES.md 2 technology cards and Production",
    "[technology]") {
    check_bought_into_play("improved_portal");

    // Round 1's Production for seat 0, then seat 1's.
    const auto production = [](const std::function<void(json&)>& edit) {
        GameState s = tech_before_round_one(edit);
        must_apply(s, Done{});
        REQUIRE(s.conquest().step == ConquestStep::production);
        REQUIRE(s.pending().kind == DecisionKind::place_resources);
        REQUIRE(s.pending().player == 0);
        const int seat0 = s.conquest().production_left;
        must_apply(s, s.pending().options.front());
        REQUIRE(s.pending().player == 1);
        return std::pair<int, int>{seat0, s.conquest().production_left};
    };
    const auto plain = production([](json&) {});
    CHECK(plain.first > 0);

    SECTION("the portal stands: its amount more resources to place, for its owner only") {
        const auto improved =
            production([](json& j) { give_card(j, 0, "improved_portal", "technologies"); });
        CHECK(improved.first ==
              plain.first + effect_amount(tech_before_round_one([](json&) {}), "improved_portal"));
        CHECK(improved.second == plain.second);
    }
    SECTION("the portal is destroyed: nothing more") {
        const auto no_portal = production([](json& j) {
            give_card(j, 0, "improved_portal", "technologies");
            for (json& t : j["map"]["tiles"])
                if (t["kind"] == "portal" && t["player"] == 0) t["destroyed"] = true;
        });
        const auto no_portal_plain = production([](json& j) {
            for (json& t : j["map"]["tiles"])
                if (t["kind"] == "portal" && t["player"] == 0) t["destroyed"] = true;
        });
        CHECK(no_portal.first == no_portal_plain.first);
    }
}
