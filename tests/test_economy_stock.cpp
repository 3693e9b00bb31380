// The stock economy of the `classic` ruleset (002 §The Production phase; RULES.md §5 C1, C2):
// one untyped stock per player kept between rounds, produced by the territories connected to
// his portal, and 002's setup with no starting resources and no setup purchase.
#include <catch2/catch.hpp>
#include <functional>

#include "eden/conquest/production.hpp"
#include "eden/core/invariants.hpp"
#include "eden/core/rules.hpp"
#include "support/conquest_fixture.hpp"

using namespace eden;
using namespace eden_test;

namespace {

Tile rich_tile(TileColor c, bool token = false) {
    Tile t = Tile::ordinary(c);
    t.richness_token = token;
    return t;
}

// 002's economy on 003's rules: the stock, no starting resources, no setup purchase.
Rules rules_with_stock() {
    Rules r;
    r.economy = Economy::stock;
    r.starting_resources = 0;
    r.setup_purchase = false;
    return r;
}

// The expansion phase of round `round` (with 003's order, just after production).
std::function<bool(const GameState&)> at_expansion_of(int round) {
    return [round](const GameState& s) {
        return s.phase() == Phase::conquest && s.conquest().round == round &&
               s.conquest().step == ConquestStep::expansion;
    };
}

// Plays passively until `stop`, checking every invariant after every action (resources in
// stocks are conserved like those on the map: they change only by the events).
std::vector<Event> pass_checking_stock(GameState& s,
                                       const std::function<bool(const GameState&)>& stop) {
    std::vector<Event> all;
    for (int i = 0; i < 20000 && !stop(s); ++i) {
        const ConservedTotals before = conserved_totals(s);
        const ApplyResult r = must_apply(s, passive_choice(s.pending()));
        const auto violation = invariant_violation(before, s, r.events);
        INFO(violation.value_or(""));
        REQUIRE_FALSE(violation.has_value());
        all.insert(all.end(), r.events.begin(), r.events.end());
    }
    REQUIRE(stop(s));
    return all;
}

}  // namespace

TEST_CASE(
    "002 The Production phase: 1 resource per connected territory (portal and Heart included), "
    "+1 of the player's colour, +1 per richness token, +1 pure energy for a connected Heart",
    "[economy][production][rules]") {
    // Player 0's portal at (0,0); a chain (1,0) (2,0) (3,0) to the Heart at (4,0).
    Map m;
    m.place({0, 0}, Tile::portal(0));
    m.place({1, 0}, rich_tile(TileColor::red));          // his colour: 2
    m.place({2, 0}, rich_tile(TileColor::green, true));  // a richness token: 2
    m.place({3, 0}, rich_tile(TileColor::black));        // plain: 1
    m.place({4, 0}, Tile::heart());                      // 1, and 1 pure energy
    Control control{{{0, 0}, 0}, {{1, 0}, 0}, {{2, 0}, 0}, {{3, 0}, 0}, {{4, 0}, 0}};
    // The portal counts 1 too (003 would give it nothing).
    CHECK(connected_production_for(m, control, 0, TileColor::red) == ProductionYield{7, 1});
    CHECK(production_for(m, control, 0, TileColor::red) == ProductionYield{5, 1});

    SECTION("a territory cut off from the portal produces nothing, the Heart included") {
        control[{2, 0}] = 1;  // player 1 takes the middle of the chain
        CHECK(connected_production_for(m, control, 0, TileColor::red) == ProductionYield{3, 0});
        // 003 does not ask for the connection (RULES.md §2).
        CHECK(production_for(m, control, 0, TileColor::red) == ProductionYield{3, 1});
    }
    SECTION("without a standing portal, nothing is connected") {
        m.at({0, 0})->portal_destroyed = true;
        CHECK(connected_production_for(m, control, 0, TileColor::red) == ProductionYield{0, 0});
    }
    SECTION("another player's territories are not his, even when they touch his") {
        CHECK(connected_production_for(m, control, 1, TileColor::red) == ProductionYield{0, 0});
    }
}

TEST_CASE(
    "002 Conquest Setup: no starting resources and no setup purchase - the first decision after "
    "the deck is the round's",
    "[economy][settling][rules]") {
    GameState s(conquest_setup(2, rules_with_stock()));
    const std::vector<Event> events = pass_checking_stock(s, [](const GameState& g) {
        return g.phase() == Phase::conquest && g.conquest().round == 1;
    });
    // The round has begun and produced: that is the only resource gained so far.
    for (const Event& e : events) {
        if (const auto* gained = std::get_if<ResourcesGained>(&e))
            CHECK(gained->why == "production");
        CHECK_FALSE(std::holds_alternative<CardBought>(e));
    }
    CHECK(s.conquest().resources.empty());
}

TEST_CASE(
    "002 The Production phase: the resources go to the player's stock without a placement, and "
    "the stock is kept between rounds",
    "[economy][production][rules]") {
    GameState s(conquest_setup(2, rules_with_stock()));
    const std::vector<Event> events = pass_checking_stock(s, at_expansion_of(1));
    // Nothing to choose: the production phase asked no Decision and left nothing on the map.
    CHECK(s.conquest().resources.empty());
    std::vector<int> expected;
    for (int p = 0; p < 2; ++p) {
        const TileColor colour = s.setup().players[static_cast<std::size_t>(p)].resource;
        expected.push_back(connected_production_for(s.map(), s.control(), p, colour).resources);
        INFO("seat " << p);
        CHECK(expected.back() > 0);
        CHECK(s.conquest().players[static_cast<std::size_t>(p)].stock == expected.back());
        CHECK(has_event<ResourcesGained>(events, [&](const ResourcesGained& e) {
            return e.player == p && e.amount == expected.back() && e.why == "production";
        }));
    }

    // A round later (nobody attacks, nobody spends: 002 spends in Reinforcements, not built yet)
    // the stock holds both rounds' production.
    pass_checking_stock(s, at_expansion_of(2));
    for (int p = 0; p < 2; ++p) {
        INFO("seat " << p);
        CHECK(s.conquest().players[static_cast<std::size_t>(p)].stock == 2 * expected[p]);
    }
}

TEST_CASE("A stock is saved and loaded, and a save from before stocks loads with none",
          "[economy][save]") {
    GameState s(conquest_setup(2, rules_with_stock()));
    pass_checking_stock(s, at_expansion_of(1));
    REQUIRE(s.conquest().players[0].stock > 0);
    const nlohmann::json saved = s.to_json();
    const GameState loaded = GameState::from_json(saved, "stock.json");
    CHECK(loaded.conquest().players[0].stock == s.conquest().players[0].stock);
    CHECK(loaded.to_json() == saved);

    // A negative stock is refused, naming the problem.
    nlohmann::json bad = saved;
    bad["conquest"]["players"][0]["stock"] = -3;
    CHECK_THROWS_WITH(GameState::from_json(bad, "bad.json"), Catch::Contains("negative stock"));

    // 003's games write no stock at all: their saves are as before.
    GameState standard(conquest_setup(2));
    pass_until(standard, at_expansion_of(1));
    CHECK_FALSE(standard.to_json()["conquest"]["players"][0].contains("stock"));
}

TEST_CASE("game.economy is unfinished: a person cannot choose the stock yet", "[economy][rules]") {
    Rules r;
    r.economy = Economy::stock;
    REQUIRE(unfinished_rule_in_use(r));
    CHECK_THAT(*unfinished_rule_in_use(r), Catch::Contains("game.economy"));
    // The setup purchase is a finished rule of its own: switching it off is a playable variant.
    Rules no_setup_purchase;
    no_setup_purchase.setup_purchase = false;
    CHECK_FALSE(unfinished_rule_in_use(no_setup_purchase));
}
