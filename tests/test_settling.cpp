// Settling near the portals (003 §Settle near the portals: "Deck", "Resources, purchases";
// RULES.md §2 "Settling").
#include <algorithm>
#include <catch2/catch.hpp>
#include <set>
#include <string>
#include <vector>

#include "eden/text/action_text.hpp"
#include "eden/text/prompt_text.hpp"
#include "support/conquest_fixture.hpp"

using namespace eden;
using namespace eden_test;

namespace {

// The two-player beginner map: seat 0 (Mountain Clans, ore) holds its portal and two
// territories, seat 1 (green) likewise across the Heart.
constexpr Hex kSettlingPortal0{4, -2};
constexpr Hex kSettlingYellow0{3, -2};
constexpr Hex kSettlingGreen0{3, -1};
constexpr Hex kSettlingPortal1{-4, 2};
constexpr Hex kSettlingRed1{-3, 1};
constexpr Hex kSettlingWildGrey{2, 0};

// Chooses the starting units by name (each must be offered).
void choose_units(GameState& s, const std::vector<std::string>& names) {
    for (const std::string& name : names) {
        const Decision d = s.pending();
        REQUIRE(d.kind == DecisionKind::choose_starting_unit);
        bool chosen = false;
        for (const Action& a : d.options)
            if (card_def(s, std::get<ChooseCard>(a).card).id == name) {
                must_apply(s, a);
                chosen = true;
                break;
            }
        REQUIRE(chosen);
    }
}

// Every card of `player` in his deck and hand.
std::vector<CardId> deck_and_hand(const GameState& s, int player) {
    const CardPiles& p = s.conquest().players[static_cast<std::size_t>(player)].piles;
    std::vector<CardId> out = p.deck;
    out.insert(out.end(), p.hand.begin(), p.hand.end());
    return out;
}

// The state at seat `player`'s settle step `step`, playing every choice before passively.
GameState at_settle(ConquestStep step, int player) {
    GameState s(conquest_setup());
    pass_until(s, [&](const GameState& g) {
        return g.conquest().step == step && g.conquest().current == player;
    });
    return s;
}

}  // namespace

TEST_CASE("003 Settle, Deck: 3 cost-1 units, 1 Medium and 3 to 5 Small Energy Crystals, hand of 5",
          "[conquest]") {
    for (int smalls : {3, 4, 5}) {
        CAPTURE(smalls);
        GameState s(conquest_setup());
        REQUIRE(s.phase() == Phase::conquest);
        const Decision first = s.pending();
        REQUIRE(first.kind == DecisionKind::choose_starting_unit);
        REQUIRE(first.player == 0);
        // One option per kind of cost-1 unit of the World.
        std::set<std::string> kinds;
        for (const Action& a : first.options) {
            const CardDef& d = card_def(s, std::get<ChooseCard>(a).card);
            CHECK(d.kind == CardKind::unit);
            CHECK(d.cost == 1);
            kinds.insert(d.id);
        }
        CHECK(kinds == std::set<std::string>{"infantry_squad", "skeleton", "miner"});
        CHECK(kinds.size() == first.options.size());

        const auto world_before = s.conquest().players[0].world.size();
        choose_units(s, {"infantry_squad", "skeleton", "miner"});
        CHECK(s.conquest().players[0].world.size() == world_before - 3);

        const Decision crystals = s.pending();
        REQUIRE(crystals.kind == DecisionKind::choose_starting_crystals);
        CHECK(crystals.player == 0);
        CHECK(crystals.options ==
              std::vector<Action>{ChooseNumber{3}, ChooseNumber{4}, ChooseNumber{5}});
        must_apply(s, ChooseNumber{smalls});

        const PlayerState& p = s.conquest().players[0];
        const std::vector<CardId> cards = deck_and_hand(s, 0);
        CHECK(static_cast<int>(cards.size()) == 3 + 1 + smalls);
        CHECK(count_named(s, cards, "infantry_squad") == 1);
        CHECK(count_named(s, cards, "skeleton") == 1);
        CHECK(count_named(s, cards, "miner") == 1);
        CHECK(count_named(s, cards, "medium_energy_crystal") == 1);
        CHECK(count_named(s, cards, "small_energy_crystal") == smalls);
        for (CardId c : cards)
            CHECK(s.conquest().cards[static_cast<std::size_t>(c)].owner == 0);
        CHECK(p.piles.hand.size() == 5);
        CHECK(p.piles.deck.size() == static_cast<std::size_t>(smalls - 1));
        CHECK(p.piles.discard.empty());
        CHECK(p.piles.set_aside.empty());
        // Then the starting resources.
        CHECK(s.pending().kind == DecisionKind::place_resources);
        CHECK(s.pending().player == 0);
    }
}

TEST_CASE("003 Settle, Deck: the starting deck is shuffled before the hand is drawn",
          "[conquest]") {
    // The same choices under different seeds: the hand drawn is not always the same cards.
    std::set<std::vector<std::string>> hands;
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        GameState s(conquest_setup(2, Rules{}, seed));
        choose_units(s, {"infantry_squad", "skeleton", "miner"});
        must_apply(s, ChooseNumber{5});
        std::vector<std::string> hand;
        for (CardId c : s.conquest().players[0].piles.hand)
            hand.push_back(card_def(s, c).id);
        REQUIRE(hand.size() == 5);
        hands.insert(hand);
    }
    CHECK(hands.size() > 1);
}

TEST_CASE("003 Settle: each player settles in turn from the first player, pure energy 0",
          "[conquest]") {
    GameState s(conquest_setup());
    std::vector<int> deciders;
    pass_until(s, [&](const GameState& g) {
        if (g.conquest().step == ConquestStep::production) return true;
        const int p = g.pending().player;
        if (deciders.empty() || deciders.back() != p) deciders.push_back(p);
        return false;
    });
    CHECK(deciders == std::vector<int>{0, 1});  // seat 0 settles, then seat 1
    CHECK(s.conquest().round == 1);
    CHECK(s.pending().player == 0);  // Production starts with the first player
    for (const PlayerState& p : s.conquest().players) {
        CHECK(p.pure_energy == 0);
        CHECK(p.piles.hand.size() == 5);
        CHECK(p.hand_size == 5);
    }
}

TEST_CASE(
    "003 Settle, Resources: 2 resources, crystal shards or civilization resource, on the "
    "player's territories",
    "[conquest]") {
    GameState s = at_settle(ConquestStep::settle_resources, 0);
    const Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::place_resources);
    CHECK(d.player == 0);
    CHECK(s.conquest().production_left == 2);
    // The two defaults: all ore, or all crystal shards, 2 in all, on his own territories.
    REQUIRE(d.options.size() == 2);
    for (std::size_t i = 0; i < 2; ++i) {
        int total = 0;
        for (const ResourcePlacement& p : std::get<PlaceResources>(d.options[i]).placement) {
            CHECK(p.type == (i == 0 ? TileColor::grey : TileColor::white));
            CHECK(s.control().at(p.at) == 0);
            total += p.count;
        }
        CHECK(total == 2);
    }
    // A mix of his own choosing.
    const ApplyResult r = must_apply(s, PlaceResources{{{kSettlingYellow0, TileColor::white, 1},
                                                        {kSettlingPortal0, TileColor::grey, 1}}});
    CHECK(has_event<ResourcesGained>(
        r.events, [](const ResourcesGained& e) { return e.player == 0 && e.amount == 2; }));
    CHECK(resources_on(s, kSettlingYellow0, TileColor::white) == 1);
    CHECK(resources_on(s, kSettlingPortal0, TileColor::grey) == 1);
    CHECK(s.conquest().step == ConquestStep::settle_purchase);
}

TEST_CASE(
    "003 Settle, Resources: a placement off the player's territories, of a third type or of "
    "the wrong number is refused and changes nothing",
    "[conquest]") {
    GameState s = at_settle(ConquestStep::settle_resources, 0);
    const std::vector<std::vector<ResourcePlacement>> bad{
        {{kSettlingRed1, TileColor::grey, 2}},      // seat 1's territory
        {{kSettlingPortal1, TileColor::white, 2}},  // seat 1's portal
        {{kSettlingWildGrey, TileColor::grey, 2}},  // a wild territory
        {{Hex{9, 9}, TileColor::grey, 2}},          // no territory at all
        {{kSettlingGreen0, TileColor::red, 2}},     // a third resource type
        {{kSettlingGreen0, TileColor::grey, 1},
         {kSettlingGreen0, TileColor::green, 1}},  // green is not his
        {{kSettlingGreen0, TileColor::black, 2}},  // no black resources
        {{kSettlingGreen0, TileColor::grey, 3}},   // one too many
        {{kSettlingGreen0, TileColor::grey, 1}},   // one too few
        {{kSettlingGreen0, TileColor::grey, 3},
         {kSettlingYellow0, TileColor::grey, -1}}  // negative
    };
    for (const auto& placement : bad) {
        CAPTURE(describe(Action{PlaceResources{placement}}));
        CHECK(refusal_problem(s, PlaceResources{placement}) == "");
    }
    // The refusal names the problem.
    const ApplyResult r = s.apply(PlaceResources{{{kSettlingRed1, TileColor::grey, 2}}});
    CHECK_FALSE(r.ok);
    CHECK(describe(r.reason, s).find("not yours") != std::string::npos);
    CHECK(s.conquest().production_left == 2);
}

TEST_CASE("003 Settle, Resources: the second player places his own 2 resources", "[conquest]") {
    GameState s = at_settle(ConquestStep::settle_resources, 1);
    CHECK(s.pending().player == 1);
    CHECK(s.conquest().production_left == 2);
    // Seat 1's civilization resource is green: ore is a third type for him.
    CHECK(refusal_problem(s, PlaceResources{{{kSettlingRed1, TileColor::grey, 2}}}) == "");
    CHECK(refusal_problem(s, PlaceResources{{{kSettlingGreen0, TileColor::green, 2}}}) == "");
    must_apply(s, PlaceResources{{{kSettlingRed1, TileColor::green, 1},
                                  {kSettlingRed1, TileColor::white, 1}}});
    CHECK(resources_on(s, kSettlingRed1, TileColor::green) == 1);
    CHECK(resources_on(s, kSettlingRed1, TileColor::white) == 1);
}

TEST_CASE("003 Settle, purchases: the setup purchase window pays Energy Crystals from the hand",
          "[conquest]") {
    GameState s = at_settle(ConquestStep::settle_purchase, 0);
    const Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::purchase);
    CHECK(d.player == 0);
    CHECK(offers(d, Done{}));
    const std::vector<CardId> hand_crystals = crystals_in(s, s.conquest().players[0].piles.hand);
    REQUIRE(hand_crystals.size() >= 2);  // 3 units at most among 5 cards

    // A Skeleton costs 1 Energy Crystal.
    const CardId skeleton = world_card(s, "skeleton", 0);
    REQUIRE(offers(d, Buy{skeleton}));
    const auto hand_before = s.conquest().players[0].piles.hand.size();
    must_apply(s, Buy{skeleton});
    REQUIRE(s.pending().kind == DecisionKind::pay);
    REQUIRE(s.conquest().payment);
    CHECK(s.conquest().payment->crystals_from_hand);
    CHECK(s.conquest().payment->cost.energy_crystals == 1);
    must_apply(s, s.pending().options.front());

    const PlayerState& p = s.conquest().players[0];
    CHECK(p.piles.hand.size() == hand_before - 1);  // one crystal card left the hand...
    CHECK(p.piles.discard.size() == 2);             // ...for the discard pile, with the Skeleton
    CHECK(count_named(s, p.piles.discard, "skeleton") == 1);
    CHECK(crystals_in(s, p.piles.discard).size() == 1);
    CHECK(std::find(p.world.begin(), p.world.end(), skeleton) == p.world.end());
    CHECK(p.piles.set_aside.empty());
    // No replenishing after purchases: the hand stays at 4 into the first Production phase.
    pass_until(s, [](const GameState& g) { return g.conquest().step == ConquestStep::production; });
    CHECK(s.conquest().players[0].piles.hand.size() == hand_before - 1);
}

TEST_CASE(
    "003 Settle, purchases: without Energy Crystals in hand nothing that costs them is offered",
    "[conquest]") {
    const GameState base = at_settle(ConquestStep::settle_purchase, 0);
    GameState s = edited(base, [&](nlohmann::json& j) {
        for (CardId c : crystals_in(base, base.conquest().players[0].piles.hand))
            move_card(j, c, 0, "deck");
    });
    const Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::purchase);
    for (const Action& a : d.options)
        if (const auto* buy = std::get_if<Buy>(&a)) {
            CAPTURE(card_def(s, buy->card).id);
            CHECK(card_def(s, buy->card).price.energy_crystals == 0);
        }
    CHECK(refusal_problem(s, Buy{world_card(s, "skeleton", 0)}) == "");
}
