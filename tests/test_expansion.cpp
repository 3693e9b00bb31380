// The Expansion phase: attack subphases, hand management, replenishing, additional subphases and
// their cost, one opponent per subphase, destroying one's own portal (003 §Expansion phase, FAQ
// 1 and 3; RULES.md §2 "Expansion").
#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "eden/text/prompt_text.hpp"
#include "support/conquest_fixture.hpp"

using namespace eden;
using namespace eden_test;
using nlohmann::json;

namespace {

// The two-player beginner map (seat 0 Mountain Clans / ore, seat 1 green). Distances from seat
// 0's portal: kExpansionBlack, kExpansionGrey, kExpansionWildGreen 2 (base defense 1);
// kExpansionWhite 3 (base defense 3).
constexpr Hex kExpansionPortal0{4, -2};
constexpr Hex kExpansionYellow0{3, -2};
constexpr Hex kExpansionGreen0{3, -1};
constexpr Hex kExpansionWildGreen{2, -2};
constexpr Hex kExpansionBlack{2, -1};
constexpr Hex kExpansionGrey{2, 0};
constexpr Hex kExpansionWhite{1, 0};

// The four-player beginner map: seat 0's portal and its two territories.
constexpr Hex kExpansion4Portal0{4, -1};
constexpr Hex kExpansion4Red0{3, -1};
constexpr Hex kExpansion4White0{3, 0};
constexpr Hex kExpansion4Grey{2, 0};
constexpr Hex kExpansion4Pink{2, -1};

bool is_open_front(const Action& a) {
    return std::holds_alternative<OpenFront>(a);
}

bool offers_any_front(const Decision& d) {
    return std::any_of(d.options.begin(), d.options.end(), is_open_front);
}

bool offers_front_against(const Decision& d, Hex enemy) {
    return std::any_of(d.options.begin(), d.options.end(), [&](const Action& a) {
        const auto* o = std::get_if<OpenFront>(&a);
        return o && o->frontier.enemy == enemy;
    });
}

std::size_t hand_size(const GameState& s, int p) {
    return s.conquest().players[static_cast<std::size_t>(p)].piles.hand.size();
}

struct Taking {
    GameState state;
    CardId warden_a, warden_b, golem, crystal;
    std::vector<Event> events;  // of the first subphase's battle
};

// Seat 0's first attack subphase. Seat 1 partially holds kExpansionGrey, kExpansionBlack and
// kExpansionWhite (base defense 1, 1, 3); seat 0 holds two Stone Wardens and an Energy Crystal, has
// 4 ore on his portal and an Iron Golem on top of his deck; seat 1 holds only 2 cards.
Taking before_taking() {
    const GameState base = quiet_first_expansion();
    Taking t{base,
             world_card(base, "stone_warden", 0),
             cards_named(base, "stone_warden", 0)[1],
             world_card(base, "iron_golem", 0),
             -1,
             {}};
    const auto& p0 = base.conquest().players[0];
    const std::vector<CardId> crystals = crystals_in(base, p0.piles.hand);
    REQUIRE_FALSE(crystals.empty());
    t.crystal = crystals.front();
    t.state = edited(base, [&](json& j) {
        set_control(j, kExpansionGrey, 1);
        set_control(j, kExpansionBlack, 1);
        set_control(j, kExpansionWhite, 1);
        j["conquest"]["resources"] = json::array();
        set_resources(j, kExpansionPortal0, TileColor::grey, 4);
        set_hand(j, 0, {t.warden_a, t.warden_b, t.crystal});
        move_card(j, t.golem, 0, "deck");  // on top
        const auto& hand1 = base.conquest().players[1].piles.hand;
        for (std::size_t i = 0; i < 3; ++i)
            move_card(j, hand1[i], 1, "discard");
    });
    return t;
}

// before_taking, then: the crystal set aside, two fronts against seat 1 (kExpansionGrey from
// kExpansionGreen0, kExpansionBlack from kExpansionYellow0), the battle played out passively.
Taking after_taking() {
    Taking t = before_taking();
    GameState& s = t.state;
    must_apply(s, SetAside{t.crystal});
    auto r = must_apply(s, OpenFront{{kExpansionGreen0, kExpansionGrey}, t.warden_a});
    REQUIRE(s.pending().kind == DecisionKind::open_second_front);
    REQUIRE(offers(s.pending(), OpenFront{{kExpansionYellow0, kExpansionBlack}, t.warden_b}));
    auto r2 = must_apply(s, OpenFront{{kExpansionYellow0, kExpansionBlack}, t.warden_b});
    t.events = r.events;
    t.events.insert(t.events.end(), r2.events.begin(), r2.events.end());
    const auto rest = pass_until(s, [](const GameState& g) { return !g.conquest().battle; });
    t.events.insert(t.events.end(), rest.begin(), rest.end());
    return t;
}

// The first subphase over (after_taking, then Done): the additional subphase begins.
Taking in_additional_subphase() {
    Taking t = after_taking();
    must_apply(t.state, Done{});
    REQUIRE(t.state.conquest().turn.subphase == 1);
    return t;
}

// Seat 0 in an additional attack subphase (edited), holding a Stone Warden, with no resources
// and no pure energy unless `edit` adds some.
GameState additional_subphase_with(const std::function<void(json&, const GameState&)>& edit) {
    const GameState base = quiet_first_expansion();
    return edited(base, [&](json& j) {
        j["conquest"]["turn"]["subphase"] = 1;
        j["conquest"]["resources"] = json::array();
        set_hand(j, 0, {world_card(base, "stone_warden", 0)});
        edit(j, base);
    });
}

ResourceCounts expansion_counts(TileColor type, int n) {
    ResourceCounts r;
    r.add(type, n);
    return r;
}

}  // namespace

// --- Hand management and replenishing -------------------------------------------------------

TEST_CASE(
    "003 Expansion: the first attack subphase offers discarding and setting aside, not "
    "swapping",
    "[conquest]") {
    GameState s = quiet_first_expansion();
    const Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::attack_subphase);
    CHECK(d.player == 0);
    const auto hand = s.conquest().players[0].piles.hand;
    for (CardId c : hand) {
        CHECK(offers(d, Discard{c}));
        CHECK(offers(d, SetAside{c}));
    }
    CHECK(std::none_of(d.options.begin(), d.options.end(),
                       [](const Action& a) { return std::holds_alternative<SwapSetAside>(a); }));
    CHECK(offers(d, DestroyOwnPortal{}));
    CHECK(offers(d, Done{}));
    const ApplyResult r = must_apply(s, SetAside{hand[0]});
    CHECK(has_event<CardSetAside>(r.events,
                                  [&](const CardSetAside& e) { return e.card == hand[0]; }));
    must_apply(s, Discard{hand[1]});
    const PlayerState& p = s.conquest().players[0];
    CHECK(p.piles.set_aside == std::vector<CardId>{hand[0]});
    CHECK(p.piles.discard == std::vector<CardId>{hand[1]});
    CHECK(p.piles.hand.size() == 3);
    // Swapping is for additional subphases only.
    CHECK(refusal_problem(s, SwapSetAside{hand[2], hand[0]}) == "");
}

TEST_CASE(
    "003 Expansion: the first attack subphase ends with the player replenishing, even "
    "without a battle",
    "[conquest]") {
    GameState s = quiet_first_expansion();
    const auto hand = s.conquest().players[0].piles.hand;
    must_apply(s, Discard{hand[0]});
    must_apply(s, Discard{hand[1]});
    REQUIRE(hand_size(s, 0) == 3);
    const ApplyResult r = must_apply(s, Done{});
    CHECK(has_event<CardsDrawn>(r.events,
                                [](const CardsDrawn& e) { return e.player == 0 && e.count == 2; }));
    CHECK(hand_size(s, 0) == 5);
    CHECK(s.conquest().turn.player == 1);  // no subphase earned: seat 1's turn
}

TEST_CASE(
    "003 Expansion: the first attack subphase ends with both the player and his opponent "
    "replenishing",
    "[conquest]") {
    Taking t = after_taking();
    REQUIRE(hand_size(t.state, 1) == 2);
    must_apply(t.state, Done{});
    CHECK(hand_size(t.state, 0) == 5);
    CHECK(hand_size(t.state, 1) == 5);
}

TEST_CASE("FAQ 1: cards set aside can leave the deck too short to replenish to 5", "[conquest]") {
    GameState s = quiet_first_expansion();  // 7 cards: 5 in hand, 2 in the deck
    REQUIRE(s.conquest().players[0].piles.deck.size() == 2);
    for (CardId c : std::vector<CardId>(s.conquest().players[0].piles.hand))
        must_apply(s, SetAside{c});
    must_apply(s, Done{});
    const PlayerState& p = s.conquest().players[0];
    CHECK(p.piles.hand.size() == 2);
    CHECK(p.piles.deck.empty());
    CHECK(p.piles.set_aside.size() == 5);
    CHECK(s.conquest().turn.player == 1);  // the game goes on
}

TEST_CASE("FAQ 3: a player may choose not to attack during his turn", "[conquest]") {
    GameState s = quiet_first_expansion();
    REQUIRE(offers(s.pending(), Done{}));
    must_apply(s, Done{});
    CHECK(s.conquest().turn.player == 1);
    const auto ev = pass_until(
        s, [](const GameState& g) { return g.conquest().step == ConquestStep::purchasing; });
    CHECK_FALSE(has_event<FrontOpened>(ev, [](const FrontOpened&) { return true; }));
    CHECK(s.conquest().round == 1);
}

// --- Battles and additional subphases -------------------------------------------------------

TEST_CASE("003 Expansion: battles on up to 2 frontiers in a subphase", "[conquest]") {
    const GameState base = quiet_first_expansion();
    GameState s = edited(base, [&](json& j) {
        set_hand(j, 0,
                 {world_card(base, "stone_warden", 0), cards_named(base, "stone_warden", 0)[1],
                  world_card(base, "iron_golem", 0)});
    });
    const auto hand = s.conquest().players[0].piles.hand;
    must_apply(s, OpenFront{{kExpansionYellow0, kExpansionWildGreen}, hand[0]});
    REQUIRE(s.pending().kind == DecisionKind::open_second_front);
    must_apply(s, OpenFront{{kExpansionGreen0, kExpansionGrey}, hand[1]});
    REQUIRE(s.conquest().battle);
    CHECK(s.conquest().battle->fronts.size() == 2);
    // A third unit in hand, a third wild frontier (kExpansionBlack): no third front.
    CHECK(s.pending().kind != DecisionKind::open_second_front);
    CHECK_FALSE(offers_any_front(s.pending()));
}

TEST_CASE(
    "003 Expansion: taking territory from an opponent for the first time earns one "
    "additional attack subphase",
    "[conquest]") {
    Taking t = after_taking();
    const GameState& s = t.state;
    int taken = 0;
    for (const Event& e : t.events)
        if (const auto* x = std::get_if<TerritoryTaken>(&e); x && x->from == 1) ++taken;
    CHECK(taken == 2);  // two territories of seat 1...
    CHECK(s.control().at(kExpansionGrey) == 0);
    CHECK(s.control().at(kExpansionBlack) == 0);
    CHECK(s.conquest().turn.additional_earned == 1);  // ...one additional subphase
    CHECK(s.conquest().turn.taken_from == (1u << 1));
    CHECK(s.conquest().turn.had_battle);
    REQUIRE(s.pending().kind == DecisionKind::attack_subphase);
    Taking next = in_additional_subphase();
    CHECK(next.state.conquest().turn.player == 0);
    CHECK(next.state.conquest().turn.subphase == 1);
    CHECK(next.state.conquest().turn.step == SubphaseStep::begin);
    CHECK(next.state.conquest().turn.opponent == kNoPlayer);
}

TEST_CASE("003 Expansion: taking wild territory earns no additional subphase", "[conquest]") {
    const GameState base = quiet_first_expansion();
    GameState s =
        edited(base, [&](json& j) { set_hand(j, 0, {world_card(base, "stone_warden", 0)}); });
    must_apply(s, OpenFront{{kExpansionYellow0, kExpansionWildGreen},
                            s.conquest().players[0].piles.hand[0]});
    pass_until(s, [](const GameState& g) { return !g.conquest().battle; });
    CHECK(s.control().at(kExpansionWildGreen) == 0);
    CHECK(s.conquest().turn.additional_earned == 0);
    must_apply(s, Done{});
    CHECK(s.conquest().turn.player == 1);
}

TEST_CASE(
    "003 Expansion: additional attack subphases offer swapping with the set-aside cards, "
    "not setting aside",
    "[conquest]") {
    Taking t = in_additional_subphase();
    GameState& s = t.state;
    const PlayerState& p = s.conquest().players[0];
    REQUIRE(p.piles.set_aside == std::vector<CardId>{t.crystal});
    const auto hand = p.piles.hand;
    const Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::attack_subphase);
    for (CardId c : hand) {
        CHECK(offers(d, SwapSetAside{c, t.crystal}));
        CHECK(offers(d, Discard{c}));
        CHECK_FALSE(offers(d, SetAside{c}));
    }
    CHECK(refusal_problem(s, SetAside{hand[0]}) == "");
    must_apply(s, SwapSetAside{hand[0], t.crystal});
    CHECK(s.conquest().players[0].piles.set_aside == std::vector<CardId>{hand[0]});
    const auto& now = s.conquest().players[0].piles.hand;
    CHECK(std::find(now.begin(), now.end(), t.crystal) != now.end());
    CHECK(now.size() == hand.size());
}

TEST_CASE(
    "003 Expansion: an additional attack subphase without a battle ends without "
    "replenishing",
    "[conquest]") {
    Taking t = in_additional_subphase();
    GameState& s = t.state;
    REQUIRE(hand_size(s, 0) == 5);
    must_apply(s, Discard{s.conquest().players[0].piles.hand[0]});
    must_apply(s, Done{});
    CHECK(hand_size(s, 0) == 4);
    CHECK(s.conquest().turn.player == 1);
}

TEST_CASE(
    "003 Expansion: a front in an additional subphase costs resources equal to the "
    "attacked territory's distance to the portal, and a second taking from the same "
    "opponent earns nothing",
    "[conquest]") {
    Taking t = in_additional_subphase();
    GameState& s = t.state;
    const auto& hand = s.conquest().players[0].piles.hand;
    REQUIRE(std::find(hand.begin(), hand.end(), t.golem) != hand.end());
    // kExpansionWhite lies 3 frontiers from seat 0's portal.
    const Action open{OpenFront{{kExpansionGrey, kExpansionWhite}, t.golem}};
    REQUIRE(offers(s.pending(), open));
    must_apply(s, open);
    REQUIRE(s.pending().kind == DecisionKind::pay);
    REQUIRE(s.conquest().payment);
    CHECK(s.conquest().payment->civ_or_shards == 3);
    CHECK(s.conquest().payment->purpose == PaymentPurpose::open_front);
    CHECK(describe(s.pending(), s).find("3 crystal shards and/or civilization resources") !=
          std::string::npos);
    must_apply(s, s.pending().options.front());
    CHECK(resources_on(s, kExpansionPortal0, TileColor::grey) == 1);
    const auto ev = pass_until(s, [](const GameState& g) { return !g.conquest().battle; });
    CHECK(has_event<TerritoryTaken>(ev, [](const TerritoryTaken& e) {
        return e.player == 0 && e.from == 1 && e.at == kExpansionWhite;
    }));
    CHECK(s.conquest().turn.additional_earned == 0);
    // The battle was fought: both replenish, and no further subphase: seat 1's turn.
    must_apply(s, Done{});
    CHECK(hand_size(s, 0) == 5);
    CHECK(hand_size(s, 1) == 5);
    CHECK(s.conquest().turn.player == 1);
}

TEST_CASE("003 Expansion: an additional subphase's front costs the distance to each target",
          "[conquest]") {
    GameState s = additional_subphase_with([](json& j, const GameState&) {
        set_control(j, kExpansionGrey, 0);
        set_resources(j, kExpansionPortal0, TileColor::grey, 5);
    });
    const CardId warden = s.conquest().players[0].piles.hand.front();
    const std::vector<std::pair<Frontier, int>> cases{{{kExpansionYellow0, kExpansionWildGreen}, 2},
                                                      {{kExpansionGreen0, kExpansionBlack}, 2},
                                                      {{kExpansionGrey, kExpansionWhite}, 3},
                                                      {{kExpansionGrey, Hex{1, 1}}, 3}};
    for (const auto& [frontier, cost] : cases) {
        CAPTURE(to_string(frontier.enemy));
        GameState copy = s;
        must_apply(copy, OpenFront{frontier, warden});
        REQUIRE(copy.conquest().payment);
        CHECK(copy.conquest().payment->civ_or_shards == cost);
    }
}

TEST_CASE(
    "003 Expansion: an additional subphase's front is paid in civilization resource and/or "
    "crystal shards",
    "[conquest]") {
    GameState s = additional_subphase_with([](json& j, const GameState&) {
        set_resources(j, kExpansionYellow0, TileColor::white, 1);
        set_resources(j, kExpansionGreen0, TileColor::grey, 1);
        set_resources(j, kExpansionGreen0, TileColor::red, 3);  // not his to pay with
    });
    const CardId warden = s.conquest().players[0].piles.hand.front();
    must_apply(s, OpenFront{{kExpansionYellow0, kExpansionWildGreen}, warden});
    REQUIRE(s.pending().kind == DecisionKind::pay);
    // Refused: red, too little, a territory with nothing on it.
    PaymentPlan red;
    red.taken[kExpansionGreen0] = expansion_counts(TileColor::red, 2);
    CHECK(refusal_problem(s, Pay{red}) == "");
    PaymentPlan short_one;
    short_one.taken[kExpansionYellow0] = expansion_counts(TileColor::white, 1);
    CHECK(refusal_problem(s, Pay{short_one}) == "");
    PaymentPlan nothing_there;
    nothing_there.taken[kExpansionPortal0] = expansion_counts(TileColor::grey, 2);
    CHECK(refusal_problem(s, Pay{nothing_there}) == "");
    // One shard and one ore.
    PaymentPlan mixed;
    mixed.taken[kExpansionYellow0] = expansion_counts(TileColor::white, 1);
    mixed.taken[kExpansionGreen0] = expansion_counts(TileColor::grey, 1);
    const ApplyResult r = must_apply(s, Pay{mixed});
    CHECK(
        has_event<ResourcesSpent>(r.events, [](const ResourcesSpent& e) { return e.amount == 2; }));
    CHECK(resources_on(s, kExpansionYellow0, TileColor::white) == 0);
    CHECK(resources_on(s, kExpansionGreen0, TileColor::grey) == 0);
    CHECK(resources_on(s, kExpansionGreen0, TileColor::red) == 3);
}

TEST_CASE(
    "003 Expansion: 1 pure energy may stand for 4 crystal shards in an additional "
    "subphase's cost",
    "[conquest]") {
    GameState s =
        additional_subphase_with([](json& j, const GameState&) { set_pure_energy(j, 0, 1); });
    const CardId warden = s.conquest().players[0].piles.hand.front();
    const Action open{OpenFront{{kExpansionYellow0, kExpansionWildGreen}, warden}};
    REQUIRE(offers(s.pending(), open));
    must_apply(s, open);
    REQUIRE(s.pending().kind == DecisionKind::pay);
    PaymentPlan energy;
    energy.pure_energy = 1;
    const ApplyResult r = must_apply(s, Pay{energy});
    CHECK(has_event<PureEnergyChanged>(
        r.events, [](const PureEnergyChanged& e) { return e.player == 0 && e.delta == -1; }));
    CHECK(s.conquest().players[0].pure_energy == 0);
}

TEST_CASE(
    "003 Expansion: without the resources to pay, no front is offered in an additional "
    "subphase",
    "[conquest]") {
    SECTION("nothing at all") {
        GameState s = additional_subphase_with([](json&, const GameState&) {});
        CHECK_FALSE(offers_any_front(s.pending()));
        CHECK(refusal_problem(s, OpenFront{{kExpansionYellow0, kExpansionWildGreen},
                                           s.conquest().players[0].piles.hand.front()}) == "");
    }
    SECTION("only another civilization's resource") {
        GameState s = additional_subphase_with([](json& j, const GameState&) {
            set_resources(j, kExpansionYellow0, TileColor::red, 5);
        });
        CHECK_FALSE(offers_any_front(s.pending()));
    }
    SECTION("one short") {
        GameState s = additional_subphase_with([](json& j, const GameState&) {
            set_resources(j, kExpansionYellow0, TileColor::white, 1);
        });
        CHECK_FALSE(offers_any_front(s.pending()));
    }
}

TEST_CASE("003 Expansion: battles of a subphase are against at most one other player",
          "[conquest]") {
    const GameState base = quiet_first_expansion(4);
    GameState s = edited(base, [&](json& j) {
        set_control(j, kExpansion4Grey, 1);
        set_control(j, kExpansion4Pink, 2);
        set_hand(j, 0,
                 {world_card(base, "stone_warden", 0), cards_named(base, "stone_warden", 0)[1]});
    });
    const auto hand = s.conquest().players[0].piles.hand;
    // Before any front: either player may be the subphase's opponent.
    CHECK(offers_front_against(s.pending(), kExpansion4Grey));
    CHECK(offers_front_against(s.pending(), kExpansion4Pink));
    must_apply(s, OpenFront{{kExpansion4Red0, kExpansion4Grey}, hand[0]});
    const Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::open_second_front);
    CHECK_FALSE(offers_front_against(d, kExpansion4Pink));  // seat 2: a second opponent
    CHECK(offers(d, OpenFront{{kExpansion4White0, kExpansion4Grey}, hand[1]}));  // seat 1 again
    CHECK(offers(d, OpenFront{{kExpansion4Red0, Hex{3, -2}}, hand[1]}));         // a wild territory
    CHECK(refusal_problem(s, OpenFront{{kExpansion4Red0, kExpansion4Pink}, hand[1]}) == "");
    CHECK(s.conquest().turn.opponent == 1);
}

TEST_CASE(
    "003 Expansion: taking territory from a second opponent earns another additional "
    "subphase",
    "[conquest]") {
    const GameState base = quiet_first_expansion(4);
    const CardId first = world_card(base, "stone_warden", 0);
    const CardId second = cards_named(base, "stone_warden", 0)[1];
    GameState s = edited(base, [&](json& j) {
        set_control(j, kExpansion4Grey, 1);
        set_control(j, kExpansion4Pink, 2);
        set_hand(j, 0, {first});
        move_card(j, second, 0, "deck");  // on top: drawn when the first subphase ends
        j["conquest"]["resources"] = json::array();
        set_resources(j, kExpansion4Portal0, TileColor::grey, 2);
    });
    must_apply(s, OpenFront{{kExpansion4Red0, kExpansion4Grey}, first});
    pass_until(s, [](const GameState& g) { return !g.conquest().battle; });
    REQUIRE(s.control().at(kExpansion4Grey) == 0);
    CHECK(s.conquest().turn.additional_earned == 1);
    must_apply(s, Done{});
    REQUIRE(s.conquest().turn.subphase == 1);
    // Seat 2 this time: kPink lies 2 frontiers from the portal.
    const Action open{OpenFront{{kExpansion4Red0, kExpansion4Pink}, second}};
    REQUIRE(offers(s.pending(), open));
    must_apply(s, open);
    REQUIRE(s.conquest().payment);
    CHECK(s.conquest().payment->civ_or_shards == 2);
    must_apply(s, s.pending().options.front());
    pass_until(s, [](const GameState& g) { return !g.conquest().battle; });
    CHECK(s.control().at(kExpansion4Pink) == 0);
    CHECK(s.conquest().turn.taken_from == ((1u << 1) | (1u << 2)));
    CHECK(s.conquest().turn.additional_earned == 1);
    must_apply(s, Done{});
    CHECK(s.conquest().turn.player == 0);
    CHECK(s.conquest().turn.subphase == 2);
}

// --- Destroying one's own portal ------------------------------------------------------------

TEST_CASE(
    "003 Expansion, Understand tiles: a player's own portal destroyed by his choice falls at the "
    "start of his next turn, with its resources and his pure energy, and eliminates him",
    "[conquest]") {
    const GameState base = quiet_first_expansion(4);
    GameState s = edited(base, [&](json& j) {
        j["conquest"]["resources"] = json::array();
        set_resources(j, kExpansion4Portal0, TileColor::white, 3);
        set_resources(j, kExpansion4Portal0, TileColor::grey, 2);
        set_pure_energy(j, 0, 2);
    });
    REQUIRE(offers(s.pending(), DestroyOwnPortal{}));
    must_apply(s, DestroyOwnPortal{});
    CHECK(s.conquest().players[0].portal_destruction_scheduled);
    CHECK_FALSE(s.map().at(kExpansion4Portal0)->portal_destroyed);
    CHECK_FALSE(offers(s.pending(), DestroyOwnPortal{}));
    CHECK(refusal_problem(s, DestroyOwnPortal{}) == "");
    must_apply(s, Done{});

    // Still standing through the rest of the round and the next Production phase.
    pass_until(s, [](const GameState& g) {
        return g.conquest().round == 2 && g.conquest().step == ConquestStep::expansion;
    });
    CHECK_FALSE(s.map().at(kExpansion4Portal0)->portal_destroyed);
    CHECK(s.conquest().turn.player == 1);  // the token moved on: seat 0 plays last
    pass_until(s, [](const GameState& g) { return g.conquest().turn.player == 3; });
    CHECK_FALSE(s.map().at(kExpansion4Portal0)->portal_destroyed);
    int lying = 0;
    for (TileColor t : kResourceColors)
        lying += resources_on(s, kExpansion4Portal0, t);
    REQUIRE(lying >= 5);
    REQUIRE(s.conquest().players[0].pure_energy == 2);

    const auto ev =
        pass_until(s, [](const GameState& g) { return g.conquest().players[0].eliminated; });
    CHECK(has_event<PortalDestroyed>(
        ev, [](const PortalDestroyed& e) { return e.owner == 0 && e.at == kExpansion4Portal0; }));
    CHECK(has_event<ResourcesLost>(ev, [&](const ResourcesLost& e) {
        return e.at == kExpansion4Portal0 && e.amount == lying;
    }));
    CHECK(has_event<PureEnergyChanged>(
        ev, [](const PureEnergyChanged& e) { return e.player == 0 && e.delta == -2; }));
    CHECK(s.map().at(kExpansion4Portal0)->portal_destroyed);
    CHECK(s.conquest().resources.count(kExpansion4Portal0) == 0);
    CHECK(s.conquest().players[0].pure_energy == 0);
    CHECK_FALSE(s.conquest().players[0].portal_destruction_scheduled);
    CHECK_FALSE(s.is_over());
    // 003 §Understand tiles: the players whose portals have been destroyed are eliminated; the
    // turn that destroyed it is not played.
    CHECK(s.conquest().players[0].eliminated);
    CHECK(has_event<PlayerEliminated>(ev, [](const PlayerEliminated& e) { return e.player == 0; }));
    CHECK(s.pending().player != 0);
}

TEST_CASE(
    "003 Expansion: in Supremacy, a player who destroys his own portal leaves the last one "
    "standing to the other",
    "[conquest]") {
    GameState s = quiet_first_expansion(2);
    must_apply(s, DestroyOwnPortal{});
    must_apply(s, Done{});
    CHECK_FALSE(s.is_over());
    pass_until(s, [](const GameState& g) { return g.is_over(); });
    CHECK(s.conquest().round == 2);
    CHECK(s.conquest().winners == std::vector<int>{1});
    CHECK(s.map().at(kExpansionPortal0)->portal_destroyed);
}
