// The stock economy of the `classic` ruleset (002 §The Production phase; RULES.md §5 C1, C2):
// one untyped stock per player kept between rounds, produced by the territories connected to
// his portal, and 002's setup with no starting resources and no setup purchase.
#include <catch2/catch.hpp>
#include <functional>

#include "eden/conquest/production.hpp"
#include "eden/core/invariants.hpp"
#include "eden/core/rules.hpp"
#include "eden/text/prompt_text.hpp"
#include "support/conquest_fixture.hpp"
#include "support/passive_play.hpp"
#include "support/shipped_data.hpp"

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
    const std::vector<Event> events = pass_checking_invariants(s, [](const GameState& g) {
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
    const std::vector<Event> events = pass_checking_invariants(s, at_expansion_of(1));
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
    pass_checking_invariants(s, at_expansion_of(2));
    for (int p = 0; p < 2; ++p) {
        INFO("seat " << p);
        CHECK(s.conquest().players[static_cast<std::size_t>(p)].stock == 2 * expected[p]);
    }
}

TEST_CASE("A stock is saved and loaded, and a save from before stocks loads with none",
          "[economy][save]") {
    GameState s(conquest_setup(2, rules_with_stock()));
    pass_checking_invariants(s, at_expansion_of(1));
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

TEST_CASE("002's stock is a playable variant of the standard rules", "[economy][rules]") {
    Rules r;
    r.economy = Economy::stock;
    CHECK_FALSE(unfinished_rule_in_use(r));
    const auto& data = eden::test::shipped_data();
    const Rules chosen =
        data::resolve_rules(data, "standard", "supremacy", "", {"game.economy=stock"});
    CHECK(chosen.economy == Economy::stock);
}

namespace {

// Seat 0's Purchasing (002: Reinforcements) step of round 1 with the stock economy and the
// cards of data/ (technology included), his cards put away, `stock` resources, `pure` pure
// energy and only the Energy Crystals `in_front` (his set-aside cards).
GameState reinforcements_with(int stock, int pure, const std::vector<std::string>& in_front) {
    static const GameState base = [] {
        GameSetup setup = designed_setup({"mountain_clans", "crystal_order"});
        setup.rules = rules_with_stock();
        GameState s(setup);
        pass_until(s, [](const GameState& g) {
            return g.phase() == Phase::conquest && g.conquest().step == ConquestStep::purchasing &&
                   g.conquest().current == 0;
        });
        return s;
    }();
    return edited(base, [&](nlohmann::json& j) {
        clear_cards(j, 0);
        j["conquest"]["players"][0]["stock"] = stock;
        set_pure_energy(j, 0, pure);
        for (const std::string& id : in_front)
            give_card(j, 0, id, "set_aside");
    });
}

// A unit of seat 0's World with that cost number.
CardId world_unit_of_cost(const GameState& s, int cost) {
    for (CardId c : s.conquest().players[0].world)
        if (card_def(s, c).cost == cost) return c;
    FAIL("no unit of cost " << cost << " in the World");
    return -1;
}

bool offered(const GameState& s, CardId card) {
    return offers(s.pending(), Buy{card});
}

// The card on top of the supply pile of `id` (the one a purchase takes).
CardId top_of_supply(const GameState& s, const std::string& id) {
    const auto d = s.setup().cards->index_of(id);
    REQUIRE(d);
    return s.conquest().supply.at(static_cast<std::size_t>(*d)).back();
}

}  // namespace

TEST_CASE(
    "002 The Reinforcements phase: units cost their cost number out of the stock, within the "
    "total value of the Energy Crystals in front",
    "[economy][purchasing][rules]") {
    // A Small (1) and a Medium (2) Energy Crystal in front: 3 to spend on units.
    GameState s = reinforcements_with(10, 0, {"small_energy_crystal", "medium_energy_crystal"});
    const int p = 0;
    const CardId two = world_unit_of_cost(s, 2);
    const CardId three = world_unit_of_cost(s, 3);
    REQUIRE(offered(s, two));
    REQUIRE(offered(s, three));
    CHECK_THAT(describe(s.pending(), s), Catch::Contains("stock of 10"));

    const ConservedTotals before = conserved_totals(s);
    const ApplyResult r = must_apply(s, Buy{two});
    CHECK_FALSE(invariant_violation(before, s, r.events));
    CHECK(has_event<ResourcesSpent>(
        r.events, [&](const ResourcesSpent& e) { return e.player == p && e.amount == 2; }));
    CHECK(has_event<CardBought>(r.events, [&](const CardBought& e) { return e.card == two; }));
    const PlayerState& ps = s.conquest().players[static_cast<std::size_t>(p)];
    CHECK(ps.stock == 8);
    CHECK(std::count(ps.piles.discard.begin(), ps.piles.discard.end(), two) == 1);
    // 1 left under the cap: the cost-3 unit is over it, whatever the stock holds.
    CHECK_FALSE(offered(s, three));
    CHECK(offered(s, world_unit_of_cost(s, 1)));
    CHECK(refusal_problem(s, Buy{three}) == "");  // refused with a reason, nothing changed
}

TEST_CASE(
    "002 The Reinforcements phase: one common card at its price, a second at twice it, a third "
    "at three times (the sum of the printed price parts)",
    "[economy][purchasing][rules]") {
    GameState s = reinforcements_with(12, 0, {});
    const int p = 0;
    auto stock = [&] { return s.conquest().players[static_cast<std::size_t>(p)].stock; };
    // Small Energy Crystal: 2 crystal shards printed, so 2; then 4; then a Setback (1 crystal +
    // 2 shards = 3) would cost 3 times 3: 9, more than the 6 left.
    must_apply(s, Buy{top_of_supply(s, "small_energy_crystal")});
    CHECK(stock() == 10);
    must_apply(s, Buy{top_of_supply(s, "small_energy_crystal")});
    CHECK(stock() == 6);
    CHECK_FALSE(offered(s, top_of_supply(s, "setback")));
    // A third Small Energy Crystal: 2 x 3 = 6, all that is left.
    REQUIRE(offered(s, top_of_supply(s, "small_energy_crystal")));
    must_apply(s, Buy{top_of_supply(s, "small_energy_crystal")});
    CHECK(stock() == 0);
}

TEST_CASE(
    "002 The Reinforcements phase: technology cards only for the Heart of Eden's holder, paid in "
    "pure energy",
    "[economy][purchasing][technology][rules]") {
    GameState s = reinforcements_with(20, 5, {});
    const int p = 0;
    const CardId shield = top_of_supply(s, "energy_shield");
    CHECK_FALSE(offered(s, shield));

    const Hex heart = *s.map().heart();
    s = edited(s, [&](nlohmann::json& j) { set_control(j, heart, p); });
    REQUIRE(offered(s, shield));
    const ApplyResult r = must_apply(s, Buy{shield});
    CHECK(has_event<PureEnergyChanged>(
        r.events, [&](const PureEnergyChanged& e) { return e.player == p && e.delta == -2; }));
    const PlayerState& ps = s.conquest().players[static_cast<std::size_t>(p)];
    CHECK(ps.pure_energy == 3);
    CHECK(ps.stock == 20);
    CHECK(std::count(ps.technologies.begin(), ps.technologies.end(), shield) == 1);
}

TEST_CASE(
    "002 The Reinforcements phase: the Energy Crystals in front are discarded when the player is "
    "done, and the cap starts again next phase",
    "[economy][purchasing][rules]") {
    GameState s = reinforcements_with(10, 0, {"small_energy_crystal", "small_energy_crystal"});
    const int p = 0;
    const std::vector<CardId> in_front =
        s.conquest().players[static_cast<std::size_t>(p)].piles.set_aside;
    must_apply(s, Buy{world_unit_of_cost(s, 2)});
    const ApplyResult r = must_apply(s, Done{});
    for (CardId c : in_front)
        CHECK(has_event<CardDiscarded>(
            r.events, [&](const CardDiscarded& e) { return e.player == p && e.card == c; }));
    const PlayerState& ps = s.conquest().players[static_cast<std::size_t>(p)];
    CHECK(ps.piles.set_aside.empty());
    CHECK(ps.cards_to_discard == 0);
    CHECK(ps.unit_spending == 2);
    // The other seat buys now, with his own cap; the next Purchasing phase starts at 0 again.
    CHECK(s.conquest().current != p);
    CHECK(s.conquest().players[static_cast<std::size_t>(s.conquest().current)].unit_spending == 0);
    pass_checking_invariants(s, [&](const GameState& g) {
        return g.conquest().step == ConquestStep::purchasing && g.conquest().round == 2;
    });
    CHECK(s.conquest().players[static_cast<std::size_t>(p)].unit_spending == 0);
}

TEST_CASE(
    "Random playouts with 002's stock and round order keep every invariant and replay exactly "
    "(2 and 4 players)",
    "[economy][property]") {
    // Without troops; with them: test_troops_battle.cpp.
    Rules rules = rules_with_stock();
    rules.round_phases = {RoundPhase::expansion, RoundPhase::production, RoundPhase::purchasing};
    for (int players : {2, 4}) {
        for (std::uint64_t seed : {1u, 2u, 3u}) {
            CAPTURE(players, seed);
            const RandomPlayout game =
                random_playout_checked(conquest_setup(players, rules, seed), seed * 31, 3000);
            CHECK(game.state.conquest().resources.empty());  // nothing ever lies on the map
            // The stock was spent, not only kept.
            CHECK_FALSE(events_of<ResourcesSpent>(game.events).empty());
        }
    }
}

TEST_CASE(
    "002 The Expansion phase: Energy Crystals are played in front, for good, and units go back "
    "from the hand to the World for free",
    "[economy][expansion][rules]") {
    GameState s = at_conquest_step(ConquestStep::expansion, 2, rules_with_stock());
    Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::attack_subphase);
    const int p = d.player;
    const auto& hand = s.conquest().players[static_cast<std::size_t>(p)].piles.hand;
    int crystals = 0, units = 0;
    for (CardId c : hand) {
        const CardKind kind = card_def(s, c).kind;
        CHECK(offers(d, SetAside{c}) == (kind == CardKind::energy_crystal));
        CHECK(offers(d, ReturnToWorld{c}) == (kind == CardKind::unit));
        crystals += kind == CardKind::energy_crystal;
        units += kind == CardKind::unit;
    }
    REQUIRE(crystals > 0);
    REQUIRE(units > 0);

    CardId unit = -1, crystal = -1;
    for (CardId c : hand) {
        if (card_def(s, c).kind == CardKind::unit) unit = c;
        if (card_def(s, c).kind == CardKind::energy_crystal) crystal = c;
    }
    const int stock = s.conquest().players[static_cast<std::size_t>(p)].stock;
    const ApplyResult returned = must_apply(s, ReturnToWorld{unit});
    CHECK(has_event<UnitReturned>(returned.events,
                                  [&](const UnitReturned& e) { return e.card == unit; }));
    CHECK_FALSE(
        has_event<ResourcesSpent>(returned.events, [](const ResourcesSpent&) { return true; }));
    const PlayerState& ps = s.conquest().players[static_cast<std::size_t>(p)];
    CHECK(std::count(ps.world.begin(), ps.world.end(), unit) == 1);
    CHECK(ps.stock == stock);

    must_apply(s, SetAside{crystal});
    // In front for good: no swap back into the hand is offered.
    d = s.pending();
    for (const Action& a : d.options)
        CHECK_FALSE(std::holds_alternative<SwapSetAside>(a));
    CHECK(std::count(ps.piles.set_aside.begin(), ps.piles.set_aside.end(), crystal) == 1);
}
