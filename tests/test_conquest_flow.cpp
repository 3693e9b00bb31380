// The conquest's round: Production (003 §Production phase), portal capture and elimination
// (003 §Conquering a portal territory), and the engine contract during the conquest (refusals,
// saves, per-seat views, undo). RULES.md §2 "Round", "Production", "Portals and elimination".
#include <algorithm>
#include <catch2/catch.hpp>
#include <set>
#include <string>
#include <vector>

#include "eden/core/save.hpp"
#include "support/conquest_fixture.hpp"

using namespace eden;
using namespace eden_test;
using nlohmann::json;

namespace {

// The two-player beginner map (seat 0 Mountain Clans / ore, seat 1 green).
constexpr Hex kFlowHeart{0, 0};
constexpr Hex kFlowPortal0{4, -2};
constexpr Hex kFlowYellow0{3, -2};
constexpr Hex kFlowGreen0{3, -1};
constexpr Hex kFlowRed1{-3, 1};
constexpr Hex kFlowWildGrey{2, 0};        // rich in ore
constexpr Hex kFlowWildBlackRich{2, -1};  // black, with a richness token
constexpr Hex kFlowWildBrown{-1, -1};     // far from seat 0's territories
constexpr Hex kFlowWildGreen{-1, 1};      // rich in seat 1's resource

// The four-player beginner map (seat 0 Mountain Clans, seats 1-3 green, red, pink).
constexpr Hex kFlow4Portal0{4, -1};
constexpr Hex kFlow4Portal1{-1, 4};
constexpr Hex kFlow4Green1{-1, 3};  // seat 1's, touching his portal
constexpr Hex kFlow4White1{0, 3};   // seat 1's, touching his portal

// The last settling step (the last seat's setup purchase window) with `edit` applied: the next
// Done starts round 1.
GameState flow_before_round_one(const std::function<void(json&)>& edit, int players = 2) {
    GameState s(conquest_setup(players));
    pass_until(s, [&](const GameState& g) {
        return g.conquest().step == ConquestStep::settle_purchase &&
               g.conquest().current == players - 1;
    });
    return edited(s, edit);
}

// Seat 0's first attack subphase on the four-player map, ready to take seat 1's portal with a
// Stone Warden (strength 3) against its base defense 0: seat 0 holds kFlow4Green1 and only the
// Stone Warden; seat 1 has no card in hand, 2 pure energy and 3 crystal shards on his portal.
GameState before_portal_capture() {
    const GameState s = quiet_first_expansion(4);
    return edited(s, [&](json& j) {
        set_control(j, kFlow4Green1, 0);
        set_hand(j, 0, {world_card(s, "stone_warden", 0)});
        empty_hand(j, 1);
        set_resources(j, kFlow4Portal1, TileColor::white, 3);
        set_pure_energy(j, 1, 2);
    });
}

// Takes seat 1's portal (see before_portal_capture) and finishes the battle passively.
std::vector<Event> capture_portal(GameState& s) {
    const CardId warden = s.conquest().players[0].piles.hand.front();
    ApplyResult r = must_apply(s, OpenFront{{kFlow4Green1, kFlow4Portal1}, warden});
    std::vector<Event> events = r.events;
    const auto rest = pass_until(s, [](const GameState& g) { return !g.conquest().battle; });
    events.insert(events.end(), rest.begin(), rest.end());
    return events;
}

// Seat 0's setup purchase window with a Skeleton bought and its payment waiting.
GameState at_settle_purchase_with_payment() {
    GameState s(conquest_setup());
    pass_until(
        s, [](const GameState& g) { return g.conquest().step == ConquestStep::settle_purchase; });
    must_apply(s, Buy{world_card(s, "skeleton", 0)});
    REQUIRE(s.pending().kind == DecisionKind::pay);
    return s;
}

}  // namespace

// --- Production ------------------------------------------------------------------------------

TEST_CASE(
    "003 Production, in the round: each player's resources to place count 1 per ordinary "
    "territory, +1 if rich in his resource, +1 with a richness token",
    "[conquest]") {
    GameState s = flow_before_round_one([](json& j) {
        set_control(j, kFlowWildGrey, 0);       // ore: seat 0's resource, 2
        set_control(j, kFlowWildBlackRich, 0);  // richness token, 2
        set_control(j, kFlowWildBrown, 0);      // not connected to his portal: still 1
        set_control(j, kFlowWildGreen, 1);      // green: seat 1's resource, 2
    });
    const ApplyResult r = must_apply(s, Done{});
    CHECK(has_event<RoundStarted>(r.events, [](const RoundStarted& e) { return e.round == 1; }));
    CHECK(has_event<PhaseStarted>(r.events,
                                  [](const PhaseStarted& e) { return e.phase == "production"; }));
    REQUIRE(s.conquest().step == ConquestStep::production);
    REQUIRE(s.pending().kind == DecisionKind::place_resources);
    CHECK(s.pending().player == 0);
    // Yellow 1 + green 1 + grey 2 + black with token 2 + brown 1; the portal nothing.
    CHECK(s.conquest().production_left == 7);
    must_apply(s, s.pending().options.front());
    REQUIRE(s.pending().kind == DecisionKind::place_resources);
    CHECK(s.pending().player == 1);
    CHECK(s.conquest().production_left == 4);  // red 1 + yellow 1 + green 2
    CHECK(s.conquest().players[0].pure_energy == 0);
}

TEST_CASE(
    "003 Production: portals and the Heart produce no resources, the Heart's controller "
    "gains 1 pure energy",
    "[conquest]") {
    GameState s = flow_before_round_one([](json& j) {
        set_control(j, kFlowYellow0, -1);
        set_control(j, kFlowGreen0, -1);
        set_control(j, kFlowHeart, 0);  // seat 0: his portal and the Heart, nothing else
    });
    const ApplyResult r = must_apply(s, Done{});
    CHECK(has_event<PureEnergyChanged>(
        r.events, [](const PureEnergyChanged& e) { return e.player == 0 && e.delta == 1; }));
    CHECK(s.conquest().players[0].pure_energy == 1);
    CHECK(s.conquest().players[1].pure_energy == 0);
    // Nothing for seat 0 to place: seat 1 places his.
    REQUIRE(s.pending().kind == DecisionKind::place_resources);
    CHECK(s.pending().player == 1);
    CHECK(s.conquest().production_left == 2);
    // Round 2: one more.
    pass_until(s, [](const GameState& g) {
        return g.conquest().round == 2 && g.conquest().step == ConquestStep::expansion;
    });
    CHECK(s.conquest().players[0].pure_energy == 2);
    CHECK(s.conquest().players[1].pure_energy == 0);
}

TEST_CASE(
    "003 Production: a territory rich in the civilization resource with a richness token "
    "yields 3",
    "[conquest]") {
    // Four players: (0,-1) is grey (ore, seat 0's resource) and carries a richness token.
    GameState s = flow_before_round_one([](json& j) { set_control(j, Hex{0, -1}, 0); }, 4);
    must_apply(s, Done{});
    REQUIRE(s.pending().kind == DecisionKind::place_resources);
    REQUIRE(s.pending().player == 0);
    CHECK(s.conquest().production_left == 2 + 3);  // red 1, white 1, rich grey with token 3
}

TEST_CASE("003 Production: the two defaults and a placement of the player's own are accepted",
          "[conquest]") {
    GameState s = at_conquest_step(ConquestStep::production);
    REQUIRE(s.pending().player == 0);
    REQUIRE(s.conquest().production_left == 2);
    const Decision d = s.pending();
    REQUIRE(d.options.size() == 2);
    const auto& civ = std::get<PlaceResources>(d.options[0]).placement;
    const auto& shards = std::get<PlaceResources>(d.options[1]).placement;
    REQUIRE(civ.size() == shards.size());
    for (std::size_t i = 0; i < civ.size(); ++i) {
        CHECK(civ[i].type == TileColor::grey);
        CHECK(shards[i].type == TileColor::white);
        CHECK(civ[i].at == shards[i].at);
        CHECK(civ[i].count == shards[i].count);
    }
    // Refused: someone else's territory, a third type, the wrong count.
    CHECK(refusal_problem(s, PlaceResources{{{kFlowRed1, TileColor::grey, 2}}}) == "");
    CHECK(refusal_problem(s, PlaceResources{{{kFlowGreen0, TileColor::yellow, 2}}}) == "");
    CHECK(refusal_problem(s, PlaceResources{{{kFlowGreen0, TileColor::grey, 3}}}) == "");
    // His own: one shard on his portal, one ore on a territory.
    const int ore_before = resources_on(s, kFlowGreen0, TileColor::grey);
    const ApplyResult r = must_apply(s, PlaceResources{{{kFlowPortal0, TileColor::white, 1},
                                                        {kFlowGreen0, TileColor::grey, 1}}});
    CHECK(has_event<ResourcesGained>(r.events, [](const ResourcesGained& e) {
        return e.player == 0 && e.amount == 2 && e.why == "production";
    }));
    CHECK(resources_on(s, kFlowPortal0, TileColor::white) == 1);
    CHECK(resources_on(s, kFlowGreen0, TileColor::grey) == ore_before + 1);
    // Seat 1 takes the crystal-shard default.
    REQUIRE(s.pending().player == 1);
    const auto placement = std::get<PlaceResources>(s.pending().options[1]).placement;
    must_apply(s, s.pending().options[1]);
    for (const ResourcePlacement& p : placement)
        CHECK(resources_on(s, p.at, TileColor::white) >= p.count);
    CHECK(s.conquest().step == ConquestStep::expansion);
}

// --- Conquering a portal territory, elimination ---------------------------------------------

TEST_CASE(
    "003 Conquering a portal territory: the portal is destroyed and its owner eliminated, "
    "resources and pure energy stay for the new controller",
    "[conquest]") {
    GameState s = before_portal_capture();
    const std::vector<Event> ev = capture_portal(s);
    CHECK(has_event<TerritoryTaken>(ev, [](const TerritoryTaken& e) {
        return e.player == 0 && e.from == 1 && e.at == kFlow4Portal1;
    }));
    CHECK(has_event<PortalDestroyed>(
        ev, [](const PortalDestroyed& e) { return e.owner == 1 && e.at == kFlow4Portal1; }));
    CHECK(has_event<PlayerEliminated>(ev, [](const PlayerEliminated& e) { return e.player == 1; }));
    CHECK(s.conquest().players[1].eliminated);
    CHECK(s.map().at(kFlow4Portal1)->portal_destroyed);
    CHECK(s.control().at(kFlow4Portal1) == 0);
    // His other territories stay his.
    CHECK(s.control().at(kFlow4White1) == 1);
    // What lay on the portal stays there, now seat 0's; so does the pure energy count.
    CHECK(resources_on(s, kFlow4Portal1, TileColor::white) == 3);
    CHECK(s.conquest().players[0].pure_energy == 2);
    CHECK(s.conquest().players[1].pure_energy == 0);
    // Three portals still stand: the game goes on, and seat 0 took from a player.
    CHECK_FALSE(s.is_over());
    CHECK(s.conquest().turn.additional_earned == 1);
}

TEST_CASE(
    "003 Conquering a portal territory: an eliminated player is skipped in every later "
    "phase and the first player token skips him",
    "[conquest]") {
    GameState s = before_portal_capture();
    capture_portal(s);
    std::set<int> deciders;
    std::vector<int> first_players;
    const auto ev = pass_until(s, [&](const GameState& g) {
        deciders.insert(g.pending().player);
        if (first_players.empty() || first_players.back() != g.conquest().first_player)
            first_players.push_back(g.conquest().first_player);
        return g.conquest().round == 3 && g.conquest().step == ConquestStep::expansion;
    });
    CHECK(deciders.count(1) == 0);
    CHECK(deciders == std::set<int>{0, 2, 3});
    CHECK_FALSE(has_event<TurnStarted>(ev, [](const TurnStarted& e) { return e.player == 1; }));
    CHECK_FALSE(
        has_event<ResourcesGained>(ev, [](const ResourcesGained& e) { return e.player == 1; }));
    CHECK(first_players == std::vector<int>{0, 2, 3});
    // His territories stay under his (partial) control.
    CHECK(s.control().at(kFlow4White1) == 1);
    CHECK(s.control().at(Hex{-1, 3}) == 0);
}

TEST_CASE(
    "003 Conquering a portal territory: an eliminated player's territories fall to base "
    "defense, and taking one is taking territory from a player",
    "[conquest]") {
    const GameState base = quiet_first_expansion(4);
    GameState s = edited(base, [&](json& j) {
        eliminate_in_json(j, 1);
        set_control(j, kFlow4Portal1, 0);  // seat 0 took it earlier
        set_hand(j, 0, {world_card(base, "iron_golem", 0)});
        // Seat 1 still holds units: he would defend by hand if he could.
        set_hand(j, 1,
                 {world_card(base, "stone_warden", 1), cards_named(base, "stone_warden", 1)[1]});
    });
    REQUIRE(s.control().at(kFlow4White1) == 1);
    const CardId golem = s.conquest().players[0].piles.hand.front();
    std::vector<Event> ev = must_apply(s, OpenFront{{kFlow4Portal1, kFlow4White1}, golem}).events;
    std::vector<DecisionKind> kinds;
    const auto rest = pass_until(s, [&](const GameState& g) {
        kinds.push_back(g.pending().kind);
        return !g.conquest().battle;
    });
    ev.insert(ev.end(), rest.begin(), rest.end());
    CHECK(std::find(kinds.begin(), kinds.end(), DecisionKind::defend_front) == kinds.end());
    CHECK(has_event<TerritoryTaken>(ev, [](const TerritoryTaken& e) {
        return e.player == 0 && e.from == 1 && e.at == kFlow4White1;
    }));
    CHECK(s.control().at(kFlow4White1) == 0);
    CHECK(s.conquest().turn.taken_from == (1u << 1));
    CHECK(s.conquest().turn.additional_earned == 1);
}

// --- The engine contract during the conquest ------------------------------------------------

TEST_CASE(
    "Engine contract, conquest: an illegal action is refused with a reason and leaves the "
    "state byte-identical",
    "[conquest]") {
    SECTION("settling") {
        GameState s(conquest_setup());
        CHECK(refusal_problem(s, ChooseCard{world_card(s, "captain", 0)}) == "");   // cost 2
        CHECK(refusal_problem(s, ChooseCard{world_card(s, "skeleton", 1)}) == "");  // not his
        CHECK(refusal_problem(s, ChooseNumber{4}) == "");
        CHECK(refusal_problem(s, Done{}) == "");
        advance_until(s, [](const GameState& g) {
            return g.conquest().step == ConquestStep::settle_crystals;
        });
        CHECK(refusal_problem(s, ChooseNumber{2}) == "");
        CHECK(refusal_problem(s, ChooseNumber{6}) == "");
        CHECK(refusal_problem(s, PlaceResources{{{kFlowGreen0, TileColor::grey, 2}}}) == "");
    }
    SECTION("an attack subphase") {
        GameState s = quiet_first_expansion();
        const PlayerState& p = s.conquest().players[0];
        const CardId in_hand = p.piles.hand.front();
        const CardId not_in_hand = p.piles.deck.front();
        CHECK(refusal_problem(s, SwapSetAside{in_hand, not_in_hand}) == "");
        CHECK(refusal_problem(s, Discard{not_in_hand}) == "");
        CHECK(refusal_problem(s, SetAside{not_in_hand}) == "");
        CHECK(refusal_problem(s, Buy{world_card(s, "skeleton", 0)}) == "");
        CHECK(refusal_problem(s, OpenFront{{kFlowRed1, kFlowPortal0}, in_hand}) == "");  // not his
        CHECK(refusal_problem(s, OpenFront{wild_frontier(s, 0), not_in_hand}) == "");
        CHECK(refusal_problem(s, PlaceResources{{{kFlowGreen0, TileColor::grey, 1}}}) == "");
        CHECK(refusal_problem(s, ChooseNumber{3}) == "");
        CHECK(refusal_problem(s, StopFront{0}) == "");
    }
    SECTION("a payment") {
        GameState s = at_settle_purchase_with_payment();
        CHECK(refusal_problem(s, Done{}) == "");
        CHECK(refusal_problem(s, Pay{PaymentPlan{}}) == "");
        PaymentPlan twice = std::get<Pay>(s.pending().options.front()).plan;
        twice.crystal_indices.push_back(twice.crystal_indices.front());
        CHECK(refusal_problem(s, Pay{twice}) == "");
    }
    SECTION("the game is over") {
        GameState s = quiet_first_expansion();
        s = edited(s, [&](json& j) {
            set_control(j, Hex{-3, 2}, 0);
            set_hand(j, 0, {world_card(s, "stone_warden", 0)});
            empty_hand(j, 1);
        });
        const CardId warden = s.conquest().players[0].piles.hand.front();
        must_apply(s, OpenFront{{Hex{-3, 2}, Hex{-4, 2}}, warden});
        pass_until(s, [](const GameState& g) { return g.is_over(); });
        CHECK(refusal_problem(s, Done{}) == "");
        CHECK(s.pending().options.empty());
    }
}

TEST_CASE("Engine contract, conquest: a save made mid-conquest loads back to the same state",
          "[conquest]") {
    auto round_trips = [](const GameState& s) {
        const GameState loaded = load_save(make_save(s), "mid-conquest save");
        CHECK(loaded == s);
        CHECK(loaded.to_json() == s.to_json());
        CHECK(loaded.pending().options == s.pending().options);
    };
    SECTION("settling") {
        GameState s(conquest_setup());
        advance_until(s, [](const GameState& g) {
            return g.conquest().step == ConquestStep::settle_resources;
        });
        round_trips(s);
    }
    SECTION("an attack subphase, cards set aside") {
        GameState s = quiet_first_expansion();
        must_apply(s, SetAside{s.conquest().players[0].piles.hand.front()});
        round_trips(s);
    }
    SECTION("a battle") {
        GameState s = quiet_first_expansion();
        const Decision d = s.pending();
        const auto open = std::find_if(d.options.begin(), d.options.end(), [](const Action& a) {
            return std::holds_alternative<OpenFront>(a);
        });
        REQUIRE(open != d.options.end());
        must_apply(s, *open);
        round_trips(s);
    }
    SECTION("purchasing, round 2") {
        GameState s(conquest_setup());
        pass_until(s, [](const GameState& g) {
            return g.conquest().round == 2 && g.conquest().step == ConquestStep::purchasing;
        });
        round_trips(s);
    }
    SECTION("a payment waiting") {
        round_trips(at_settle_purchase_with_payment());
    }
    SECTION("Unbalance, the extra unit to choose") {
        Rules rules;
        rules.victory = Victory::unbalance;
        GameState s(conquest_setup(2, rules));
        pass_until(s, [](const GameState& g) {
            return g.conquest().step == ConquestStep::settle_extra_unit;
        });
        round_trips(s);
    }
}

TEST_CASE("Engine contract, conquest: view_for hides the other seats' hands and every deck's order",
          "[conquest]") {
    GameState s = quiet_first_expansion();
    must_apply(s, SetAside{s.conquest().players[0].piles.hand.front()});
    const auto& players = s.conquest().players;
    for (int seat : {0, 1}) {
        CAPTURE(seat);
        const json v = s.view_for(seat);
        const json& vp = v.at("conquest").at("players");
        for (int p : {0, 1}) {
            CAPTURE(p);
            const PlayerState& ps = players[static_cast<std::size_t>(p)];
            const json& x = vp[static_cast<std::size_t>(p)];
            REQUIRE(x.at("deck").is_number());
            CHECK(x.at("deck").get<std::size_t>() == ps.piles.deck.size());
            if (p == seat) {
                CHECK(x.at("hand") == json(ps.piles.hand));
                CHECK(x.at("set_aside") == json(ps.piles.set_aside));
            } else {
                REQUIRE(x.at("hand").is_number());
                CHECK(x.at("hand").get<std::size_t>() == ps.piles.hand.size());
                REQUIRE(x.at("set_aside").is_number());
                CHECK(x.at("set_aside").get<std::size_t>() == ps.piles.set_aside.size());
            }
        }
        CHECK_FALSE(v.contains("rng"));
        CHECK_FALSE(v.contains("log"));
    }
}

TEST_CASE(
    "Engine contract, conquest: undo is refused after a draw, allowed after a choice that "
    "revealed nothing",
    "[conquest]") {
    GameState s(conquest_setup());
    must_apply(s, s.pending().options.front());  // a starting unit: nothing revealed
    CHECK(s.can_undo());
    advance_until(
        s, [](const GameState& g) { return g.conquest().step == ConquestStep::settle_crystals; });
    must_apply(s, ChooseNumber{4});  // the deck is shuffled and the hand drawn
    CHECK(s.last_action_revealed_information());
    CHECK_FALSE(s.can_undo());
    CHECK_THROWS_AS(s.undone(), std::logic_error);

    GameState t = quiet_first_expansion();
    const GameState before = t;
    must_apply(t, SetAside{t.conquest().players[0].piles.hand.front()});
    REQUIRE(t.can_undo());
    CHECK(t.undone() == before);
    must_apply(t, Done{});  // the first subphase ends: the hand is replenished
    CHECK_FALSE(t.can_undo());
    CHECK_THROWS_AS(t.undone(), std::logic_error);
}

TEST_CASE(
    "Engine contract, conquest: view_for does not show a card of the other seat's hand "
    "through the abilities it could trigger",
    "[conquest]") {
    // Seat 1 holds a Setback (used from the hand when an enemy unit is added) and is attacked.
    const GameState base = quiet_first_expansion();
    const CardId setback = cards_named(base, "setback", kNoPlayer).back();
    const CardId warden = world_card(base, "stone_warden", 0);
    GameState s = edited(base, [&](json& j) {
        set_control(j, kFlowWildGrey, 1);
        set_hand(j, 0, {warden});
        move_card(j, setback, 1, "hand");
        j["conquest"]["cards"][static_cast<std::size_t>(setback)]["owner"] = 1;
    });
    must_apply(s, OpenFront{{kFlowGreen0, kFlowWildGrey}, warden});
    REQUIRE(s.conquest().battle);
    const json v = s.view_for(0);
    REQUIRE(v.at("conquest").at("players")[1].at("hand").is_number());
    // Nothing in seat 0's view may name the card in seat 1's hand.
    const json& offers_seen = v.at("conquest").at("battle").at("offers");
    bool named = false;
    if (offers_seen.is_array())
        for (const json& o : offers_seen)
            named = named || (o.at("card") == setback);
    CHECK_FALSE(named);
}
