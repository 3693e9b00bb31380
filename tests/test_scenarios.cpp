// The scenarios' deviations and winning conditions during the conquest (003 §Choose a scenario;
// RULES.md §3): Supremacy, Unbalance and its variant.
#include <algorithm>
#include <catch2/catch.hpp>
#include <set>
#include <string>
#include <vector>

#include "data/game_data.hpp"
#include "support/conquest_fixture.hpp"

using namespace eden;
using namespace eden_test;
using nlohmann::json;

namespace {

// The two-player beginner map.
constexpr Hex kScenarioPortal0{4, -2};
constexpr Hex kScenarioPortal1{-4, 2};
constexpr Hex kScenarioYellow1{-3, 2};
// The four-player beginner map.
constexpr Hex kScenario4Portal0{4, -1};
constexpr Hex kScenario4Red0{3, -1};  // seat 0's, touching his portal
constexpr Hex kScenario4Portal1{-1, 4};
constexpr Hex kScenario4Green1{-1, 3};  // seat 1's, touching his portal

Rules with_victory(Victory v) {
    Rules r;
    r.victory = v;
    return r;
}

// Seat `attacker`'s turn (reached passively, then edited): he holds `from` (touching `portal`)
// and one Stone Warden, the portal's owner holds no card and nobody has resources; seats in
// `eliminated` are out of the game already. Then he attacks the portal and the battle is
// played out passively; returns its events.
std::vector<Event> take_portal(GameState& s, int attacker, int owner, Hex from, Hex portal,
                               const std::vector<int>& eliminated = {}) {
    pass_until(s, [&](const GameState& g) {
        return g.conquest().step == ConquestStep::expansion && g.conquest().turn.player == attacker;
    });
    const GameState base = s;
    s = edited(base, [&](json& j) {
        set_control(j, from, attacker);
        set_hand(j, attacker, {world_card(base, "stone_warden", attacker)});
        empty_hand(j, owner);
        j["conquest"]["resources"] = json::array();
        for (int p : eliminated)
            eliminate_in_json(j, p);
    });
    const CardId warden = s.conquest().players[static_cast<std::size_t>(attacker)].piles.hand[0];
    ApplyResult r = must_apply(s, OpenFront{{from, portal}, warden});
    std::vector<Event> ev = r.events;
    const auto rest =
        pass_until(s, [](const GameState& g) { return g.is_over() || !g.conquest().battle; });
    ev.insert(ev.end(), rest.begin(), rest.end());
    return ev;
}

}  // namespace

// --- Supremacy ------------------------------------------------------------------------------

TEST_CASE("003 Supremacy: the game ends when one standing portal remains, and its owner wins",
          "[conquest]") {
    GameState s = quiet_first_expansion(2);
    const auto ev = take_portal(s, 0, 1, kScenarioYellow1, kScenarioPortal1);
    CHECK(has_event<GameOver>(ev,
                              [](const GameOver& e) { return e.winners == std::vector<int>{0}; }));
    CHECK(s.is_over());
    CHECK(s.conquest().step == ConquestStep::game_over);
    CHECK(s.conquest().winners == std::vector<int>{0});
    CHECK(s.pending().kind == DecisionKind::none);
    CHECK(s.pending().options.empty());
}

TEST_CASE("003 Supremacy: while two portals stand the game goes on", "[conquest]") {
    SECTION("three of four left") {
        GameState s = quiet_first_expansion(4);
        take_portal(s, 0, 1, kScenario4Green1, kScenario4Portal1);
        CHECK_FALSE(s.is_over());
        CHECK(s.conquest().players[1].eliminated);
    }
    SECTION("the last of four") {
        GameState s = quiet_first_expansion(4);
        take_portal(s, 0, 1, kScenario4Green1, kScenario4Portal1, {2, 3});
        CHECK(s.is_over());
        CHECK(s.conquest().winners == std::vector<int>{0});
    }
}

// --- Unbalance ------------------------------------------------------------------------------

TEST_CASE(
    "003 Unbalance: the scenario files set the winning condition and the first player's "
    "advantages",
    "[conquest]") {
    const data::GameData data = data::load_game_data(EDEN_SOURCE_DATA_DIR);
    const Rules unbalance = data::resolve_rules(data, "standard", "unbalance", "", {});
    CHECK(unbalance.victory == Victory::unbalance);
    CHECK(unbalance.unbalance_hand_size == 6);
    CHECK(unbalance.unbalance_starting_resources == 4);
    CHECK(unbalance.unbalance_extra_unit_cost == 2);
    CHECK(unbalance.hand_size == 5);
    CHECK(unbalance.starting_resources == 2);
    const Rules open = data::resolve_rules(data, "standard", "unbalance", "open", {});
    CHECK(open.victory == Victory::unbalance_then_supremacy);
    const Rules supremacy = data::resolve_rules(data, "standard", "supremacy", "", {});
    CHECK(supremacy.victory == Victory::supremacy);
}

TEST_CASE(
    "003 Unbalance: the first player settles with an extra cost-2 unit, 4 resources and a "
    "hand of 6",
    "[conquest]") {
    GameState s(conquest_setup(2, with_victory(Victory::unbalance)));
    pass_until(s,
               [](const GameState& g) { return g.conquest().step != ConquestStep::settle_units; });
    must_apply(s, ChooseNumber{3});
    const Decision d = s.pending();
    REQUIRE(d.kind == DecisionKind::choose_extra_unit);
    CHECK(d.player == 0);
    std::set<std::string> kinds;
    for (const Action& a : d.options) {
        const CardDef& def = card_def(s, std::get<ChooseCard>(a).card);
        CHECK(def.cost == 2);
        kinds.insert(def.id);
    }
    CHECK(kinds == std::set<std::string>{"captain", "charge_leader", "sapper"});
    CHECK(refusal_problem(s, ChooseCard{world_card(s, "shaman", 0)}) == "");  // cost 3
    must_apply(s, ChooseCard{world_card(s, "sapper", 0)});

    const PlayerState& p0 = s.conquest().players[0];
    std::vector<CardId> cards = p0.piles.deck;
    cards.insert(cards.end(), p0.piles.hand.begin(), p0.piles.hand.end());
    CHECK(cards.size() == 3 + 1 + 3 + 1);
    CHECK(count_named(s, cards, "sapper") == 1);
    CHECK(p0.piles.hand.size() == 6);
    CHECK(p0.hand_size == 6);
    REQUIRE(s.pending().kind == DecisionKind::place_resources);
    CHECK(s.conquest().production_left == 4);

    // The other player: no extra unit, 2 resources, a hand of 5.
    pass_until(s, [](const GameState& g) { return g.conquest().current == 1; });
    std::vector<DecisionKind> kinds1;
    pass_until(s, [&](const GameState& g) {
        kinds1.push_back(g.pending().kind);
        return g.conquest().step == ConquestStep::settle_resources;
    });
    CHECK(std::find(kinds1.begin(), kinds1.end(), DecisionKind::choose_extra_unit) == kinds1.end());
    CHECK(s.conquest().production_left == 2);
    CHECK(s.conquest().players[1].piles.hand.size() == 5);
    CHECK(s.conquest().players[1].hand_size == 5);
}

TEST_CASE("003 Unbalance: the advantages go to the first player, whichever seat he sits in",
          "[conquest]") {
    GameSetup setup = conquest_setup(2, with_victory(Victory::unbalance));
    setup.first_player = 1;
    GameState s(setup);
    std::vector<std::pair<int, DecisionKind>> decisions;
    pass_until(s, [&](const GameState& g) {
        decisions.emplace_back(g.pending().player, g.pending().kind);
        return g.conquest().step == ConquestStep::production;
    });
    CHECK(decisions.front().first == 1);  // seat 1 settles first
    CHECK(std::count(decisions.begin(), decisions.end(),
                     std::pair<int, DecisionKind>{1, DecisionKind::choose_extra_unit}) == 1);
    CHECK(std::count(decisions.begin(), decisions.end(),
                     std::pair<int, DecisionKind>{0, DecisionKind::choose_extra_unit}) == 0);
    CHECK(s.conquest().players[1].piles.hand.size() == 6);
    CHECK(s.conquest().players[0].piles.hand.size() == 5);
    int placed1 = 0;
    int placed0 = 0;
    for (const auto& [hex, counts] : s.conquest().resources)
        (s.control().at(hex) == 1 ? placed1 : placed0) += counts.total();
    CHECK(placed1 == 4);
    CHECK(placed0 == 2);
}

TEST_CASE("003 Unbalance: the first player replenishes to 6 even after the token has passed",
          "[conquest]") {
    GameState s = quiet_first_expansion(2, with_victory(Victory::unbalance));
    pass_until(s, [](const GameState& g) {
        return g.conquest().round == 2 && g.conquest().step == ConquestStep::expansion &&
               g.conquest().turn.player == 0;
    });
    CHECK(s.conquest().first_player == 1);
    const auto hand = s.conquest().players[0].piles.hand;
    must_apply(s, Discard{hand[0]});
    must_apply(s, Discard{hand[1]});
    must_apply(s, Done{});
    CHECK(s.conquest().players[0].piles.hand.size() == 6);
    CHECK(s.conquest().players[1].piles.hand.size() == 5);
}

TEST_CASE("003 Unbalance: the first player's portal destroyed, everyone else wins", "[conquest]") {
    SECTION("taken by another player") {
        GameState s = quiet_first_expansion(4, with_victory(Victory::unbalance));
        const auto ev = take_portal(s, 1, 0, kScenario4Red0, kScenario4Portal0);
        CHECK(s.is_over());
        CHECK(s.conquest().winners == std::vector<int>{1, 2, 3});
        CHECK(has_event<GameOver>(ev, [](const GameOver& e) {
            return e.winners == std::vector<int>{1, 2, 3};
        }));
    }
    SECTION("destroyed by himself") {
        GameState s = quiet_first_expansion(4, with_victory(Victory::unbalance));
        must_apply(s, DestroyOwnPortal{});
        must_apply(s, Done{});
        pass_until(s, [](const GameState& g) { return g.is_over(); });
        CHECK(s.conquest().winners == std::vector<int>{1, 2, 3});
    }
    SECTION("the others already eliminated still win") {
        GameState s = quiet_first_expansion(4, with_victory(Victory::unbalance));
        take_portal(s, 1, 0, kScenario4Red0, kScenario4Portal0, {2, 3});
        CHECK(s.conquest().winners == std::vector<int>{1, 2, 3});
    }
}

TEST_CASE("003 Unbalance: the first player's portal last standing, he wins", "[conquest]") {
    SECTION("two players") {
        GameState s = quiet_first_expansion(2, with_victory(Victory::unbalance));
        take_portal(s, 0, 1, kScenarioYellow1, kScenarioPortal1);
        CHECK(s.is_over());
        CHECK(s.conquest().winners == std::vector<int>{0});
    }
    SECTION("four players: one of three taken, the game goes on") {
        GameState s = quiet_first_expansion(4, with_victory(Victory::unbalance));
        take_portal(s, 0, 1, kScenario4Green1, kScenario4Portal1);
        CHECK_FALSE(s.is_over());
    }
}

TEST_CASE("003 Unbalance, variant: the first player's fall switches the game to Supremacy",
          "[conquest]") {
    SECTION("the game goes on") {
        GameState s = quiet_first_expansion(4, with_victory(Victory::unbalance_then_supremacy));
        take_portal(s, 1, 0, kScenario4Red0, kScenario4Portal0);
        CHECK_FALSE(s.is_over());
        CHECK(s.conquest().unbalance_switched);
        CHECK(s.conquest().players[0].eliminated);
        CHECK(s.pending().player == 1);  // seat 1's turn goes on
        CHECK(s.pending().kind == DecisionKind::attack_subphase);
    }
    SECTION("then the last standing portal wins") {
        GameState s = quiet_first_expansion(4, with_victory(Victory::unbalance_then_supremacy));
        take_portal(s, 1, 0, kScenario4Red0, kScenario4Portal0, {2, 3});
        CHECK(s.is_over());
        CHECK(s.conquest().winners == std::vector<int>{1});
    }
    SECTION("the first player's own destruction switches it too") {
        GameState s = quiet_first_expansion(2, with_victory(Victory::unbalance_then_supremacy));
        must_apply(s, DestroyOwnPortal{});
        must_apply(s, Done{});
        pass_until(s, [](const GameState& g) { return g.is_over(); });
        CHECK(s.conquest().winners == std::vector<int>{1});
        CHECK(s.map().at(kScenarioPortal0)->portal_destroyed);
    }
}
