// The Purchasing phase (003 §Purchasing phase, §Resources, purchases; FAQ 2; RULES.md §2
// "Purchasing", "Round").
#include <algorithm>
#include <catch2/catch.hpp>
#include <optional>
#include <string>
#include <vector>

#include "support/conquest_fixture.hpp"

using namespace eden;
using namespace eden_test;
using nlohmann::json;

namespace {

constexpr Hex kPurchasePortal0{4, -2};
constexpr Hex kPurchaseGreen0{3, -1};
constexpr Hex kPurchaseRed1{-3, 1};

std::size_t type_index(TileColor t) {
    return static_cast<std::size_t>(std::find(kResourceColors.begin(), kResourceColors.end(), t) -
                                    kResourceColors.begin());
}

// The Buy option for a card named `card_id`, if offered.
std::optional<Buy> purchase_buy_offer(const GameState& s, const std::string& card_id) {
    for (const Action& a : s.pending().options)
        if (const auto* b = std::get_if<Buy>(&a); b && card_def(s, b->card).id == card_id)
            return *b;
    return std::nullopt;
}

// Seat `player`'s purchasing step of round 1 (no cards bought, nothing set aside), with no
// resources anywhere, then `edit`.
GameState purchasing_of(int player, const std::function<void(json&, const GameState&)>& edit) {
    GameState base(conquest_setup());
    pass_until(base, [&](const GameState& g) {
        return g.conquest().step == ConquestStep::purchasing && g.conquest().current == player;
    });
    return edited(base, [&](json& j) {
        j["conquest"]["resources"] = json::array();
        edit(j, base);
    });
}

// The first card named `card_id` that `player` owns, wherever it lies.
CardId own_card(const GameState& s, const std::string& card_id, int player) {
    return cards_named(s, card_id, player).front();
}

}  // namespace

TEST_CASE("003 Purchasing: Energy Crystals are paid from the set-aside cards only", "[conquest]") {
    SECTION("crystals in hand, none set aside: nothing that costs crystals") {
        GameState s = purchasing_of(0, [](json&, const GameState&) {});
        REQUIRE(crystals_in(s, s.conquest().players[0].piles.hand).size() >= 2);
        const Decision d = s.pending();
        REQUIRE(d.kind == DecisionKind::purchase);
        CHECK(d.player == 0);
        CHECK(d.options == std::vector<Action>{Done{}});
        CHECK(refusal_problem(s, Buy{world_card(s, "skeleton", 0)}) == "");
    }
    SECTION("a Small Energy Crystal set aside pays for a 1-crystal unit") {
        GameState s = purchasing_of(0, [](json& j, const GameState& base) {
            move_card(j, own_card(base, "small_energy_crystal", 0), 0, "set_aside");
        });
        const CardId small = s.conquest().players[0].piles.set_aside.front();
        CHECK(purchase_buy_offer(s, "skeleton"));
        CHECK(purchase_buy_offer(s, "miner"));
        CHECK_FALSE(purchase_buy_offer(s, "opportunity"));     // 2 crystals
        CHECK_FALSE(purchase_buy_offer(s, "infantry_squad"));  // 1 crystal and 1 ore
        const auto hand = s.conquest().players[0].piles.hand;
        const CardId skeleton = purchase_buy_offer(s, "skeleton")->card;
        must_apply(s, Buy{skeleton});
        REQUIRE(s.pending().kind == DecisionKind::pay);
        CHECK_FALSE(s.conquest().payment->crystals_from_hand);
        CHECK(s.conquest().payment->cost.energy_crystals == 1);
        must_apply(s, s.pending().options.front());
        const PlayerState& p = s.conquest().players[0];
        CHECK(p.piles.set_aside.empty());
        CHECK(p.piles.hand == hand);  // the crystals in hand stay there
        CHECK(std::find(p.piles.discard.begin(), p.piles.discard.end(), small) !=
              p.piles.discard.end());
        CHECK(s.pending().kind == DecisionKind::purchase);  // he may go on buying
    }
}

TEST_CASE(
    "003 Purchasing: a unit's printed price is Energy Crystals and civilization resources, "
    "and the card goes to the discard pile",
    "[conquest]") {
    GameState s = purchasing_of(0, [](json& j, const GameState& base) {
        move_card(j, own_card(base, "medium_energy_crystal", 0), 0, "set_aside");
        move_card(j, own_card(base, "small_energy_crystal", 0), 0, "set_aside");
        set_resources(j, kPurchaseGreen0, TileColor::grey, 1);
    });
    const int captains = count_named(s, s.conquest().players[0].world, "captain");
    REQUIRE(purchase_buy_offer(s, "captain"));
    CHECK_FALSE(purchase_buy_offer(s, "shaman"));  // 3 crystals and 2 ore
    const CardId captain = purchase_buy_offer(s, "captain")->card;
    must_apply(s, Buy{captain});
    REQUIRE(s.conquest().payment);
    Cost expected;
    expected.energy_crystals = 2;
    expected.resources[type_index(TileColor::grey)] = 1;
    CHECK(s.conquest().payment->cost == expected);
    const ApplyResult r = must_apply(s, s.pending().options.front());
    CHECK(has_event<CardBought>(
        r.events, [&](const CardBought& e) { return e.player == 0 && e.card == captain; }));
    const PlayerState& p = s.conquest().players[0];
    CHECK(p.piles.discard.back() == captain);
    CHECK(count_named(s, p.world, "captain") == captains - 1);
    CHECK(count_named(s, p.piles.discard, "medium_energy_crystal") == 1);
    CHECK(count_named(s, p.piles.set_aside, "small_energy_crystal") == 1);
    CHECK(resources_on(s, kPurchaseGreen0, TileColor::grey) == 0);
    CHECK(s.conquest().cards[static_cast<std::size_t>(captain)].owner == 0);
}

TEST_CASE(
    "003 Purchasing: a seat whose civilization has no World fields the Mountain Clans' "
    "units, priced in its own resource",
    "[conquest]") {
    GameState s = purchasing_of(1, [](json& j, const GameState& base) {
        move_card(j, own_card(base, "medium_energy_crystal", 1), 1, "set_aside");
        set_resources(j, kPurchaseRed1, TileColor::green, 1);
    });
    const PlayerState& p1 = s.conquest().players[1];
    REQUIRE_FALSE(p1.world.empty());
    for (CardId c : p1.world) {
        CHECK(card_def(s, c).civilization == "mountain_clans");
        CHECK(s.conquest().cards[static_cast<std::size_t>(c)].owner == 1);
    }
    REQUIRE(purchase_buy_offer(s, "captain"));
    const CardId captain = purchase_buy_offer(s, "captain")->card;
    must_apply(s, Buy{captain});
    REQUIRE(s.conquest().payment);
    Cost expected;
    expected.energy_crystals = 2;
    expected.resources[type_index(TileColor::green)] = 1;  // not ore
    CHECK(s.conquest().payment->cost == expected);
    must_apply(s, s.pending().options.front());
    CHECK(resources_on(s, kPurchaseRed1, TileColor::green) == 0);
    CHECK(s.conquest().players[1].piles.discard.back() == captain);

    // With ore instead of green on his territories he cannot buy it.
    GameState t = purchasing_of(1, [](json& j, const GameState& base) {
        move_card(j, own_card(base, "medium_energy_crystal", 1), 1, "set_aside");
        set_resources(j, kPurchaseRed1, TileColor::grey, 3);
    });
    CHECK_FALSE(purchase_buy_offer(t, "captain"));
    CHECK(purchase_buy_offer(t, "sapper") == std::nullopt);
}

TEST_CASE(
    "003 Purchasing: common cards are bought from the supply, 1 pure energy for 4 crystal "
    "shards",
    "[conquest]") {
    GameState s = purchasing_of(0, [](json& j, const GameState&) {
        set_resources(j, kPurchasePortal0, TileColor::white, 2);
        set_pure_energy(j, 0, 1);
    });
    const int small_def = *s.setup().cards->index_of("small_energy_crystal");
    const auto pile_before = s.conquest().supply[static_cast<std::size_t>(small_def)].size();
    REQUIRE(purchase_buy_offer(s, "small_energy_crystal"));
    REQUIRE(purchase_buy_offer(s, "medium_energy_crystal"));    // 4 shards: the pure energy
    CHECK_FALSE(purchase_buy_offer(s, "huge_energy_crystal"));  // 7 shards: 2 + 4 are not enough
    const CardId small = purchase_buy_offer(s, "small_energy_crystal")->card;
    CHECK(small == s.conquest().supply[static_cast<std::size_t>(small_def)].back());  // the top
    must_apply(s, Buy{small});
    PaymentPlan shards;
    shards.taken[kPurchasePortal0].add(TileColor::white, 2);
    must_apply(s, Pay{shards});
    CHECK(s.conquest().supply[static_cast<std::size_t>(small_def)].size() == pile_before - 1);
    CHECK(s.conquest().players[0].piles.discard.back() == small);
    CHECK(s.conquest().cards[static_cast<std::size_t>(small)].owner == 0);

    const CardId medium = purchase_buy_offer(s, "medium_energy_crystal")->card;
    must_apply(s, Buy{medium});
    PaymentPlan energy;
    energy.pure_energy = 1;
    must_apply(s, Pay{energy});
    CHECK(s.conquest().players[0].pure_energy == 0);
    CHECK(s.conquest().players[0].piles.discard.back() == medium);
}

TEST_CASE(
    "003 Purchasing: the remaining set-aside cards are drawn into the hand, then as many "
    "discarded",
    "[conquest]") {
    GameState s = quiet_first_expansion();
    const auto hand = s.conquest().players[0].piles.hand;
    must_apply(s, SetAside{hand[0]});
    must_apply(s, SetAside{hand[1]});
    must_apply(s, Done{});  // replenished to 5
    pass_until(s, [](const GameState& g) { return g.conquest().step == ConquestStep::purchasing; });
    REQUIRE(s.conquest().current == 0);
    must_apply(s, Done{});
    const Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::discard_to_hand_size);
    CHECK(d.player == 0);
    const PlayerState& p = s.conquest().players[0];
    CHECK(p.cards_to_discard == 2);
    CHECK(p.piles.set_aside.empty());
    REQUIRE(p.piles.hand.size() == 7);
    CHECK(std::find(p.piles.hand.begin(), p.piles.hand.end(), hand[0]) != p.piles.hand.end());
    CHECK(std::find(p.piles.hand.begin(), p.piles.hand.end(), hand[1]) != p.piles.hand.end());
    CHECK(d.options.size() == 7);
    for (CardId c : p.piles.hand)
        CHECK(offers(d, Discard{c}));
    CHECK(refusal_problem(s, Done{}) == "");
    must_apply(s, d.options[0]);
    must_apply(s, s.pending().options[0]);
    CHECK(s.conquest().players[0].piles.hand.size() == 5);
    CHECK(s.conquest().players[0].piles.discard.size() == 2);
    CHECK(s.pending().kind == DecisionKind::purchase);
    CHECK(s.pending().player == 1);
}

TEST_CASE("FAQ 2: no replenishing after purchases", "[conquest]") {
    GameState s = quiet_first_expansion();  // 7 cards: 5 in hand, 2 in the deck
    for (CardId c : std::vector<CardId>(s.conquest().players[0].piles.hand))
        must_apply(s, SetAside{c});
    must_apply(s, Done{});
    REQUIRE(s.conquest().players[0].piles.hand.size() == 2);  // FAQ 1
    pass_until(s, [](const GameState& g) { return g.conquest().step == ConquestStep::purchasing; });
    REQUIRE(s.conquest().current == 0);
    const auto skeleton = purchase_buy_offer(s, "skeleton");
    REQUIRE(skeleton);
    must_apply(s, *skeleton);
    must_apply(s, s.pending().options.front());
    must_apply(s, Done{});
    REQUIRE(s.pending().kind == DecisionKind::discard_to_hand_size);
    CHECK(s.conquest().players[0].cards_to_discard == 4);
    while (s.pending().kind == DecisionKind::discard_to_hand_size)
        must_apply(s, s.pending().options.front());
    const PlayerState& p = s.conquest().players[0];
    CHECK(p.piles.hand.size() == 2);
    CHECK(p.piles.discard.size() == 6);  // the crystal, the Skeleton, 4 cards discarded
    // Round 2: Production, and seat 1's turn first: seat 0 still holds 2 cards.
    pass_until(s, [](const GameState& g) {
        return g.conquest().round == 2 && g.conquest().step == ConquestStep::expansion;
    });
    CHECK(s.conquest().turn.player == 1);
    CHECK(s.conquest().players[0].piles.hand.size() == 2);
}

TEST_CASE(
    "003 Purchasing: the first player token passes to the next seat at the end of the "
    "phase",
    "[conquest]") {
    GameState s = at_conquest_step(ConquestStep::purchasing);
    CHECK(s.conquest().first_player == 0);
    auto ev = pass_until(s, [](const GameState& g) { return g.conquest().round == 2; });
    CHECK(has_event<FirstPlayerTokenGiven>(
        ev, [](const FirstPlayerTokenGiven& e) { return e.player == 1; }));
    CHECK(s.conquest().first_player == 1);
    CHECK(s.conquest().step == ConquestStep::production);
    CHECK(s.pending().player == 1);  // Production in order from the new first player
    pass_until(s, [](const GameState& g) { return g.conquest().step == ConquestStep::expansion; });
    CHECK(s.conquest().turn.player == 1);
    pass_until(s, [](const GameState& g) { return g.conquest().step == ConquestStep::purchasing; });
    CHECK(s.conquest().current == 1);
    ev = pass_until(s, [](const GameState& g) { return g.conquest().round == 3; });
    CHECK(s.conquest().first_player == 0);
}

TEST_CASE("003 Purchasing: the first player token skips eliminated players", "[conquest]") {
    const GameState base = at_conquest_step(ConquestStep::purchasing, 4);
    GameState s = edited(base, [](json& j) {
        eliminate_in_json(j, 1);
        set_control(j, Hex{-1, 4}, 0);
    });
    std::vector<int> purchasers;
    const auto ev = pass_until(s, [&](const GameState& g) {
        if (g.conquest().step == ConquestStep::purchasing)
            purchasers.push_back(g.conquest().current);
        return g.conquest().round == 2;
    });
    CHECK(s.conquest().first_player == 2);
    CHECK(has_event<FirstPlayerTokenGiven>(
        ev, [](const FirstPlayerTokenGiven& e) { return e.player == 2; }));
    CHECK(std::find(purchasers.begin(), purchasers.end(), 1) == purchasers.end());
    CHECK(s.pending().player == 2);
}
