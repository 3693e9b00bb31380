// Troops (the `classic` ruleset, 002; RULES.md §5 C2, C8): the starting troops, control by
// troops, the Reinforcements phase's new troops and moves, and troops in saves.
#include <catch2/catch.hpp>
#include <map>
#include <set>
#include <variant>

#include "eden/conquest/troops.hpp"
#include "eden/core/data_error.hpp"
#include "eden/core/invariants.hpp"
#include "eden/core/rules.hpp"
#include "support/conquest_fixture.hpp"
#include "support/passive_play.hpp"
#include "support/shipped_data.hpp"

using namespace eden;
using namespace eden_test;
using nlohmann::json;

namespace {

std::vector<Hex> territories_of(const GameState& s, int player) {
    std::vector<Hex> out;
    for (const auto& [hex, owner] : s.control())
        if (owner == player) out.push_back(hex);
    return out;
}

int troops_of(const GameState& s, int player) {
    int n = 0;
    for (Hex h : territories_of(s, player))
        n += troops_on(s, h);
    return n;
}

std::set<Hex> spots_offered(const Decision& d) {
    std::set<Hex> out;
    for (const Action& a : d.options)
        out.insert(std::get<PlaceTroop>(a).at);
    return out;
}

bool at_step(const GameState& s, ConquestStep step) {
    return s.phase() == Phase::conquest && s.conquest().step == step;
}

}  // namespace

TEST_CASE("002 Conquest Setup: 5 troops on the portal and the tiles touching it, at least 1 each",
          "[troops][rules]") {
    GameState s(conquest_setup(2, troops_rules()));
    pass_checking_invariants(
        s, [](const GameState& g) { return at_step(g, ConquestStep::settle_troops); });
    const int p = s.conquest().current;
    const std::vector<Hex> own = territories_of(s, p);
    REQUIRE(own.size() >= 2);
    REQUIRE(own.size() <= 5);
    CHECK(s.conquest().troops_left == 5);
    Decision d = s.pending();
    CHECK(d.kind == DecisionKind::place_troops);
    CHECK(d.player == p);
    CHECK(spots_offered(d) == std::set<Hex>(own.begin(), own.end()));

    // Stack troops on one territory while there are more troops than empty territories; then
    // only the empty ones are offered, so each ends with at least one.
    const Hex stack = own.front();
    while (s.conquest().troops_left > static_cast<int>(own.size()) - 1) {
        d = s.pending();
        REQUIRE(spots_offered(d).count(stack) == 1);
        const ApplyResult r = must_apply(s, PlaceTroop{stack});
        REQUIRE(r.events.size() >= 1);
        CHECK(std::holds_alternative<TroopsPlaced>(r.events.front()));
    }
    d = s.pending();
    CHECK(spots_offered(d).count(stack) == 0);
    const auto refused = s.why_illegal(PlaceTroop{stack});
    CHECK(refused.has_value());
    while (at_step(s, ConquestStep::settle_troops) && s.conquest().current == p)
        must_apply(s, s.pending().options.front());
    for (Hex h : own) {
        CAPTURE(h);
        CHECK(troops_on(s, h) >= 1);
    }
    CHECK(troops_of(s, p) == 5);
}

TEST_CASE(
    "002 Basics: a territory is controlled while it holds a troop - a save that breaks it "
    "is refused",
    "[troops][rules][save]") {
    GameState s(conquest_setup(2, troops_rules()));
    pass_checking_invariants(
        s, [](const GameState& g) { return at_step(g, ConquestStep::expansion); });
    REQUIRE(s.conquest().round == 1);
    for (const auto& [hex, owner] : s.control()) {
        CAPTURE(hex);
        CHECK(troops_on(s, hex) >= 1);
    }
    // Troops survive a save.
    CHECK(GameState::from_json(s.to_json(), "test") == s);

    const Hex portal = *s.map().portal_of(0);
    auto troops_entry = [&](json& j) -> json& {
        for (json& e : j["conquest"]["troops"]["on"])
            if (e["q"] == portal.q && e["r"] == portal.r) return e;
        throw std::logic_error("no troops on the portal");
    };
    SECTION("a controlled territory without troops") {
        json j = s.to_json();
        json& list = j["conquest"]["troops"]["on"];
        for (std::size_t i = 0; i < list.size(); ++i)
            if (list[i]["q"] == portal.q && list[i]["r"] == portal.r) list.erase(i);
        CHECK_THROWS_WITH(GameState::from_json(j, "test"),
                          Catch::Contains("without a troop") && Catch::Contains("/turn"));
    }
    SECTION("troops on a territory nobody controls") {
        json j = s.to_json();
        set_control(j, portal, -1);
        CHECK_THROWS_WITH(GameState::from_json(j, "test"), Catch::Contains("nobody controls"));
    }
    SECTION("a count below 1") {
        json j = s.to_json();
        troops_entry(j)["count"] = 0;
        CHECK_THROWS_WITH(GameState::from_json(j, "test"),
                          Catch::Contains("/conquest/troops/on/") && Catch::Contains("at least 1"));
    }
    SECTION("a wrong type") {
        json j = s.to_json();
        troops_entry(j)["count"] = "five";
        CHECK_THROWS_AS(GameState::from_json(j, "test"), DataError);
    }
    SECTION("troops in a game without troops") {
        json j = s.to_json();
        j["setup"]["rules"]["troops.enabled"] = false;
        CHECK_THROWS_AS(GameState::from_json(j, "test"), DataError);
    }
}

TEST_CASE(
    "002 Reinforcements: 3 new troops placed on one's territories, then moves across "
    "borders",
    "[troops][rules]") {
    GameState s(conquest_setup(2, troops_rules()));
    pass_checking_invariants(
        s, [](const GameState& g) { return at_step(g, ConquestStep::reinforce_troops); });
    const int p = s.conquest().current;
    const int before = troops_of(s, p);
    CHECK(s.conquest().troops_left == 3);
    const std::vector<Hex> own = territories_of(s, p);
    CHECK(spots_offered(s.pending()) == std::set<Hex>(own.begin(), own.end()));
    // All three on the portal: it can then send troops out.
    const Hex portal = *s.map().portal_of(p);
    for (int k = 0; k < 3; ++k)
        must_apply(s, PlaceTroop{portal});
    CHECK(troops_of(s, p) == before + 3);
    REQUIRE(at_step(s, ConquestStep::move_troops));

    Decision d = s.pending();
    CHECK(d.kind == DecisionKind::move_troops);
    CHECK(std::holds_alternative<Done>(d.options.back()));
    // A move from the portal to a touching territory of his.
    std::optional<MoveTroop> out;
    for (const Action& a : d.options)
        if (const auto* m = std::get_if<MoveTroop>(&a); m && m->from == portal)
            if (!out || troops_on(s, m->to) < troops_on(s, out->to)) out = *m;
    REQUIRE(out.has_value());
    // Settling left each territory at least one troop and stacked the rest first come.
    REQUIRE(troops_on(s, out->to) == 1);
    CHECK(s.map().distance(out->from, out->to, DistanceMetric::path) == 1);
    CHECK(s.control().at(out->to) == p);
    const int at_to = troops_on(s, out->to);
    const ApplyResult r = must_apply(s, *out);
    CHECK(troops_on(s, out->to) == at_to + 1);
    REQUIRE(r.events.size() >= 1);
    CHECK(std::holds_alternative<TroopsMoved>(r.events.front()));
    CHECK(troops_of(s, p) == before + 3);

    // No move ever leaves a territory empty.
    for (const Action& a : s.pending().options)
        if (const auto* m = std::get_if<MoveTroop>(&a)) CHECK(troops_on(s, m->from) >= 2);

    must_apply(s, Done{});
    // The next player buys, or (the last player done) the round goes on.
    CHECK((s.conquest().current != p || s.conquest().step != ConquestStep::move_troops));
}

TEST_CASE(
    "RULES.md §5 C12: reinforcement moves are free, any number, each across one border between "
    "one's own territories, so troops travel along a chain, each territory keeping 1 (002 The "
    "Reinforcements phase)",
    "[troops][rules]") {
    GameState s(conquest_setup(2, troops_rules()));
    pass_checking_invariants(
        s, [](const GameState& g) { return at_step(g, ConquestStep::reinforce_troops); });
    const int p = s.conquest().current;
    const Hex portal = *s.map().portal_of(p);
    for (int k = 0; k < 3; ++k)
        must_apply(s, PlaceTroop{portal});
    REQUIRE(at_step(s, ConquestStep::move_troops));
    // A chain portal -> x -> y of his own territories: x touching the portal with 1 troop, y
    // beyond it (made his if it was not).
    auto own = [&](Hex h) { return s.control().contains(h) && s.control().at(h) == p; };
    std::optional<std::pair<Hex, Hex>> chain;
    for (Hex x : s.map().placed_neighbours(portal))
        if (own(x))
            for (Hex y : s.map().placed_neighbours(x))
                if (y != portal && !chain) chain = std::pair{x, y};
    REQUIRE(chain.has_value());
    // Named copies, not structured bindings: lambdas capture those only from C++20 on, which
    // clang 14 (the sanitizer build's compiler) does not implement.
    const Hex x = chain->first, y = chain->second;
    s = edited(s, [&](json& j) {
        set_troops(j, portal, 5);
        set_troops(j, x, 1);
        if (!own(y)) {
            set_control(j, y, p);
            set_troops(j, y, 1);
        }
    });
    REQUIRE(at_step(s, ConquestStep::move_troops));
    const int at_portal = troops_on(s, portal), at_x = troops_on(s, x), at_y = troops_on(s, y);
    // Two troops into x, then both on to y: x keeps what it had, the newcomers travel on.
    apply_all(s, {MoveTroop{portal, x}, MoveTroop{portal, x}, MoveTroop{x, y}, MoveTroop{x, y}});
    CHECK(troops_on(s, portal) == at_portal - 2);
    CHECK(troops_on(s, x) == at_x);
    CHECK(troops_on(s, y) == at_y + 2);
    // And back again, as often as the player likes: no move costs anything.
    apply_all(s, {MoveTroop{y, x}, MoveTroop{x, portal}});
    CHECK(troops_on(s, portal) == at_portal - 1);
    // Never the last troop: every move offered leaves its territory 1.
    for (const Action& a : s.pending().options)
        if (const auto* m = std::get_if<MoveTroop>(&a)) CHECK(troops_on(s, m->from) >= 2);
    CHECK_FALSE(troops_inconsistency(s));
}

TEST_CASE("002 Reinforcements: the Heart of Eden's holder receives 4 troops", "[troops][rules]") {
    GameState s(conquest_setup(2, troops_rules()));
    pass_checking_invariants(
        s, [](const GameState& g) { return at_step(g, ConquestStep::purchasing); });
    const int p = s.conquest().current;
    const Hex heart = *s.map().heart();
    GameState with_heart = edited(s, [&](json& j) {
        set_control(j, heart, p);
        j["conquest"]["troops"]["on"].push_back({{"q", heart.q}, {"r", heart.r}, {"count", 1}});
    });
    pass_checking_invariants(
        with_heart, [](const GameState& g) { return at_step(g, ConquestStep::reinforce_troops); });
    REQUIRE(with_heart.conquest().current == p);
    CHECK(with_heart.conquest().troops_left == 4);
    CHECK(spots_offered(with_heart.pending()).count(heart) == 1);
}

TEST_CASE("002 round: expansion, production, then reinforcements - troops kept over two rounds",
          "[troops][rules][round]") {
    GameState s(conquest_setup(2, troops_rules()));
    pass_checking_invariants(s, [](const GameState& g) {
        return g.phase() == Phase::conquest && g.conquest().round == 3;
    });
    // Two rounds of reinforcements, 3 troops each for both players, nothing lost: no battle.
    CHECK(troops_of(s, 0) == 5 + 2 * 3);
    CHECK(troops_of(s, 1) == 5 + 2 * 3);
}

TEST_CASE("Standard games have no troops: no step, no decision, no troops in the save",
          "[troops][rules][save]") {
    GameState s(conquest_setup(2));
    pass_until(s, [](const GameState& g) {
        return g.phase() == Phase::conquest && g.conquest().round == 2;
    });
    CHECK(s.conquest().troops.empty());
    CHECK_FALSE(s.to_json()["conquest"].contains("troops"));
}

TEST_CASE("Troops, the stock and every rule of 002 are offered to people now they are all built",
          "[troops][rules][cli]") {
    const auto& data = eden::test::shipped_data();
    const Rules chosen =
        data::resolve_rules(data, "standard", "supremacy", "", {"troops.enabled=true"});
    CHECK(chosen.troops);
    // 002's parameters are all finished; the unfinished ones are 004's (issue 37).
    for (const ParamInfo& info : parameter_table()) {
        CAPTURE(info.id);
        CHECK((!info.unfinished || get_parameter(data.rulesets.at("classic").rules, info.id) ==
                                       get_parameter(Rules{}, info.id)));
    }
}

TEST_CASE(
    "002 The Expansion phase: taking a portal eliminates its owner, and all his remaining troops "
    "are replaced by the attacker's",
    "[troops][battle][rules]") {
    const Hex bob_portal{-4, 2};
    const Hex alice_next_to_it{-3, 2};
    GameState s = bare_first_expansion(2, troops_rules());
    CardId infantry{};
    s = edited(s, [&](json& j) {
        infantry = give_card(j, 0, "infantry_squad", "hand");
        set_control(j, alice_next_to_it, 0);
        json& on = j["conquest"]["troops"]["on"];
        for (json& t : on)
            if (t["q"] == alice_next_to_it.q && t["r"] == alice_next_to_it.r) t["count"] = 0;
        on.erase(
            std::remove_if(on.begin(), on.end(), [](const json& t) { return t["count"] == 0; }),
            on.end());
        on.push_back({{"q", alice_next_to_it.q}, {"r", alice_next_to_it.r}, {"count", 9}});
    });
    const std::vector<Hex> bobs = territories_of(s, 1);
    REQUIRE(bobs.size() >= 2);  // his portal and the tiles around it
    std::map<Hex, int> troops_before;
    for (Hex h : bobs)
        troops_before[h] = troops_on(s, h);
    REQUIRE(troops_before[bob_portal] <= 5);

    // 8 troops near the frontier and a unit beat at most 5 troops on the portal.
    const ConservedTotals before = conserved_totals(s);
    const std::vector<Event> ev =
        play_out(s, {OpenFront{{alice_next_to_it, bob_portal}, infantry}, ChooseNumber{8}});
    REQUIRE(s.conquest().players[1].eliminated);
    for (Hex h : bobs) {
        INFO(to_string(h));
        CHECK(s.control().at(h) == 0);
        if (h != bob_portal) CHECK(troops_on(s, h) == troops_before[h]);
    }
    // On the portal: Bob's survivors (he lost 1), now Alice's, and her 8 attackers.
    CHECK(troops_on(s, bob_portal) == troops_before[bob_portal] - 1 + 8);
    CHECK(troops_on(s, alice_next_to_it) == 1);
    CHECK(territories_of(s, 1).empty());
    CHECK_FALSE(troops_inconsistency(s));
    CHECK(conserved_totals(s).troops == before.troops - 1);
}
