// The `edition-fr` ruleset (issue 37; seed 004, RULES.md §6): Logistique's purchases (F8) and a
// portal's capture (F9), what is built of them. Each test quotes the sentence of 004 it checks.
#include <algorithm>
#include <catch2/catch.hpp>
#include <map>

#include "eden/conquest/troops.hpp"
#include "eden/core/invariants.hpp"
#include "support/conquest_fixture.hpp"
#include "support/passive_play.hpp"
#include "support/shipped_data.hpp"

using namespace eden;
using namespace eden_test;
using nlohmann::json;

namespace {

Rules french_rules() {
    return eden::test::shipped_data().rulesets.at("edition-fr").rules;
}

// The first Logistique (purchasing) of seat 0, with `stock` resources and `pure` pure energy.
GameState first_logistics(int stock, int pure) {
    // The designed cards of data/: the rules tests' frozen cards have no technology.
    GameSetup setup = designed_setup({"mountain_clans", "sylvan_elves"});
    setup.rules = french_rules();
    GameState s(setup);
    pass_checking_invariants(s, [](const GameState& g) {
        return g.phase() == Phase::conquest && g.conquest().step == ConquestStep::purchasing &&
               g.conquest().current == 0;
    });
    return edited(s, [&](json& j) {
        j["conquest"]["players"][0]["stock"] = stock;
        set_pure_energy(j, 0, pure);
    });
}

// A card of `kind` seat 0 is offered to buy now, if any.
std::optional<CardId> offered(const GameState& s, CardKind kind) {
    for (const Action& a : s.pending().options)
        if (const auto* buy = std::get_if<Buy>(&a))
            if (s.setup()
                    .cards
                    ->cards[static_cast<std::size_t>(
                        s.conquest().cards[static_cast<std::size_t>(buy->card)].def)]
                    .kind == kind)
                return buy->card;
    return std::nullopt;
}

int printed_price(const GameState& s, CardId card) {
    const CardDef& d = s.setup().cards->cards[static_cast<std::size_t>(
        s.conquest().cards[static_cast<std::size_t>(card)].def)];
    int n = d.price.any_one_type + d.price.energy_crystals;
    for (int r : d.price.resources)
        n += r;
    return n;
}

std::vector<Hex> held_by(const GameState& s, int player) {
    std::vector<Hex> out;
    for (const auto& [hex, owner] : s.control())
        if (owner == player) out.push_back(hex);
    return out;
}

}  // namespace

TEST_CASE(
    "004 La phase de Logistique: \"Un joueur peut dépenser ses stocks d'énergie (mis de côté ou "
    "non) pour acheter des cartes communes\" - each at its price, the second no dearer (RULES.md "
    "§6 F8)",
    "[economy][purchasing][edition-fr]") {
    GameState s = first_logistics(30, 0);
    for (int bought = 0; bought < 3; ++bought) {
        CAPTURE(bought);
        const auto card = offered(s, CardKind::energy_crystal);
        REQUIRE(card);
        const int before = s.conquest().players[0].stock;
        must_apply(s, Buy{*card});
        CHECK(s.conquest().players[0].stock == before - printed_price(s, *card));
    }
}

TEST_CASE(
    "004 La phase de Logistique: \"Il peut dépenser de l'énergie pure pour acheter des cartes de "
    "technologie\" - without the Heart, one copy of each at most (RULES.md §6 F8)",
    "[economy][purchasing][edition-fr]") {
    GameState s = first_logistics(0, 30);
    REQUIRE(s.control().find(*s.map().heart()) == s.control().end());
    const auto tech = offered(s, CardKind::technology);
    REQUIRE(tech);
    const int kinds_before = [&] {
        int n = 0;
        for (const Action& a : s.pending().options)
            n += std::holds_alternative<Buy>(a) ? 1 : 0;
        return n;
    }();
    must_apply(s, Buy{*tech});
    CHECK(s.conquest().players[0].pure_energy < 30);
    // "qu'un seul exemplaire maximum de chaque carte technologie": that one is no longer offered.
    const int def = s.conquest().cards[static_cast<std::size_t>(*tech)].def;
    int kinds_after = 0;
    for (const Action& a : s.pending().options)
        if (const auto* buy = std::get_if<Buy>(&a)) {
            ++kinds_after;
            CHECK(s.conquest().cards[static_cast<std::size_t>(buy->card)].def != def);
        }
    CHECK(kinds_after == kinds_before - 1);

    SECTION("002 keeps technology for the Heart's holder") {
        Rules classic = eden::test::shipped_data().rulesets.at("classic").rules;
        GameState c(conquest_setup(2, classic));
        pass_checking_invariants(c, [](const GameState& g) {
            return g.phase() == Phase::conquest && g.conquest().step == ConquestStep::purchasing &&
                   g.conquest().current == 0;
        });
        c = edited(c, [](json& j) { set_pure_energy(j, 0, 30); });
        CHECK_FALSE(offered(c, CardKind::technology));
    }
}

TEST_CASE(
    "004 Cas particuliers: \"Si un joueur perd le contrôle de son portail, il est éliminé. Sur "
    "chaque territoire qu'il contrôlait, ses troupes sont remplacées par 1 troupe du joueur "
    "attaquant\" (RULES.md §6 F9)",
    "[troops][battle][edition-fr]") {
    // The position of the 002 capture test (test_troops.cpp), under 004's reading.
    const Hex bob_portal{-4, 2};
    const Hex alice_next_to_it{-3, 2};
    Rules rules = troops_rules();
    rules.captured_troops = CapturedTroops::one_each;
    GameState s = bare_first_expansion(2, rules);
    CardId infantry{};
    s = edited(s, [&](json& j) {
        infantry = give_card(j, 0, "infantry_squad", "hand");
        set_control(j, alice_next_to_it, 0);
        set_troops(j, alice_next_to_it, 9);
    });
    const std::vector<Hex> bobs = held_by(s, 1);
    REQUIRE(bobs.size() >= 2);
    const Hex crowded = bobs[0] != bob_portal ? bobs[0] : bobs[1];
    s = edited(s, [&](json& j) { set_troops(j, crowded, 4); });
    std::map<Hex, int> troops_before;
    for (Hex h : bobs)
        troops_before[h] = troops_on(s, h);
    REQUIRE(std::any_of(bobs.begin(), bobs.end(),
                        [&](Hex h) { return h != bob_portal && troops_before[h] > 1; }));
    const ConservedTotals before = conserved_totals(s);
    const std::vector<Event> ev =
        play_out(s, {OpenFront{{alice_next_to_it, bob_portal}, infantry}, ChooseNumber{8}});
    REQUIRE(s.conquest().players[1].eliminated);
    int replaced = 0;
    for (Hex h : bobs) {
        CAPTURE(h);
        CHECK(s.control().at(h) == 0);
        if (h == bob_portal) continue;  // won on the front: the attackers moved in
        CHECK(troops_on(s, h) == 1);
        replaced += troops_before[h] - 1;
    }
    // Every troop but one on each of Bob's other territories is gone, and reported lost; Bob's
    // portal lost 1 in the battle.
    CHECK(conserved_totals(s).troops == before.troops - 1 - replaced);
    CHECK_FALSE(troops_inconsistency(s));
}
