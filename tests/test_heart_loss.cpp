// Losing the Heart of Eden spends its holder's pure energy at once (002 §The Expansion phase;
// RULES.md §5 C9, §6 F9; game.heart_loss_spends_pure_energy).
#include <catch2/catch.hpp>

#include "eden/core/invariants.hpp"
#include "eden/text/prompt_text.hpp"
#include "support/conquest_fixture.hpp"

using namespace eden;
using namespace eden_test;
using nlohmann::json;

namespace {

int heart_loss_controller(const GameState& s, Hex h) {
    const auto it = s.control().find(h);
    return it == s.control().end() ? kNoPlayer : it->second;
}

struct HeartAttack {
    GameState state;
    Hex heart;
    Hex from;
};

// Alice's first attack subphase with the cards of data/: Bob holds the Heart of Eden with
// `pure_energy`, Alice a territory touching it and an Iron Golem to take it with; Bob has no
// card to defend with.
HeartAttack heart_attack(bool rule, int pure_energy) {
    static const GameState base = designed_bare_expansion({"mountain_clans", "crystal_order"});
    const Hex heart = *base.map().heart();
    Hex from{};
    bool found = false;
    for (Hex n : base.map().placed_neighbours(heart))
        if (base.map().at(n)->kind == TileKind::ordinary) {
            from = n;
            found = true;
            break;
        }
    REQUIRE(found);
    GameState s = edited(base, [&](json& j) {
        j["setup"]["rules"]["game.heart_loss_spends_pure_energy"] = rule;
        set_control(j, from, 0);
        set_control(j, heart, 1);
        set_pure_energy(j, 1, pure_energy);
        give_card(j, 0, "iron_golem", "hand");
    });
    return {std::move(s), heart, from};
}

// Opens the front on the Heart with the Golem and plays the battle until the fronts are counted
// and a decision that is not Alice's battle comes, checking the invariants on the way.
std::vector<Event> take_the_heart(HeartAttack& h) {
    const CardId golem = cards_named(h.state, "iron_golem", 0).front();
    std::vector<Event> all;
    auto step = [&](const Action& a) {
        const ConservedTotals before = conserved_totals(h.state);
        const ApplyResult r = must_apply(h.state, a);
        const auto violation = invariant_violation(before, h.state, r.events);
        INFO(violation.value_or(""));
        REQUIRE_FALSE(violation.has_value());
        all.insert(all.end(), r.events.begin(), r.events.end());
    };
    step(OpenFront{{h.from, h.heart}, golem});
    for (int i = 0; i < 50 && heart_loss_controller(h.state, h.heart) != 0; ++i)
        step(passive_choice(h.state.pending()));
    REQUIRE(heart_loss_controller(h.state, h.heart) == 0);
    return all;
}

}  // namespace

TEST_CASE(
    "002 The Expansion phase: the player who loses the Heart of Eden must at once spend all his "
    "pure energy on technology cards, and loses the rest",
    "[heart][technology][rules]") {
    HeartAttack h = heart_attack(true, 5);
    take_the_heart(h);
    Decision d = h.state.pending();
    REQUIRE(d.player == 1);
    REQUIRE(d.kind == DecisionKind::purchase);
    CHECK_THAT(describe(d, h.state), Catch::Contains("lost the Heart of Eden"));
    // Every option is a technology card or Done; Unmatched Power costs 3, Energy Shield 2.
    CardId shield = -1;
    for (const Action& a : d.options)
        if (const auto* buy = std::get_if<Buy>(&a)) {
            CHECK(card_def(h.state, buy->card).kind == CardKind::technology);
            if (card_def(h.state, buy->card).id == "energy_shield") shield = buy->card;
        }
    REQUIRE(shield >= 0);

    h = heart_attack(true, 5);
    take_the_heart(h);
    const ApplyResult bought = must_apply(h.state, Buy{shield});
    CHECK(has_event<PureEnergyChanged>(
        bought.events, [](const PureEnergyChanged& e) { return e.player == 1 && e.delta == -2; }));
    CHECK(h.state.conquest().players[1].technologies.size() == 1);
    // 3 left: the window stays open while something is within reach; a second Shield is not.
    d = h.state.pending();
    REQUIRE(d.player == 1);
    for (const Action& a : d.options)
        if (const auto* buy = std::get_if<Buy>(&a))
            CHECK(card_def(h.state, buy->card).id != "energy_shield");
    const ApplyResult done = must_apply(h.state, Done{});
    CHECK(has_event<PureEnergyChanged>(done.events, [](const PureEnergyChanged& e) {
        return e.player == 1 && e.delta == -3 && e.why == "the Heart of Eden lost";
    }));
    CHECK(h.state.conquest().players[1].pure_energy == 0);
    CHECK(h.state.conquest().heart_spender == kNoPlayer);
    CHECK(h.state.pending().player == 0);  // Alice's battle goes on
}

TEST_CASE("003 keeps the pure energy of a lost Heart (the rule is off in standard)",
          "[heart][rules]") {
    HeartAttack h = heart_attack(false, 5);
    take_the_heart(h);
    CHECK(h.state.conquest().heart_spender == kNoPlayer);
    CHECK(h.state.conquest().players[1].pure_energy == 5);
    CHECK(h.state.pending().player == 0);
}

TEST_CASE("The window for a lost Heart is saved and loaded", "[heart][save]") {
    HeartAttack h = heart_attack(true, 5);
    take_the_heart(h);
    const json saved = h.state.to_json();
    CHECK(saved["conquest"]["heart_spender"] == 1);
    const GameState loaded = GameState::from_json(saved, "heart.json");
    CHECK(loaded == h.state);
    json bad = saved;
    bad["conquest"]["heart_spender"] = 7;
    CHECK_THROWS_WITH(GameState::from_json(bad, "bad.json"), Catch::Contains("not a seat"));
}
