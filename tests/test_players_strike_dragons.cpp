// The dragons as a side of the players' battle, in both directions (issue 15 item 2): a player's
// card may get rid of or doom a dragon unit on the Heart, and a dragon card's abilities resolve
// the same way on the Heart and on a player's territory the dragons attack (one resolver,
// src/engine/dragons/card_resolution.cpp).
//
// Rulebook: 000 "Mechanics" ("getting rid of a dragon unit discards it"), "Dragon battle cards"
// (King of Eden "can't collapse or be discarded"); RULES.md §4 "A dragon attack" ("in both
// directions (a player's card may get rid of or doom a dragon unit; 'per enemy unit' counts
// dragon units)"), "Players attacking dragon territories".
#include <algorithm>
#include <catch2/catch.hpp>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "bots/bot.hpp"
#include "eden/text/prompt_text.hpp"
#include "support/king_of_eden_games.hpp"

using namespace eden;
using namespace eden_test;

namespace {

// A King of Eden game played by heuristic bots up to the moment the attacker of a battle on the
// Heart is to add a unit to the Heart's front while a dragon of cost at most `max_cost` (not the
// King of Eden) stands there.
std::optional<GameState> heart_front_with_dragons(int max_cost) {
    return king_of_eden_position(
        [max_cost](const GameState& s, const Decision& d) {
            return attacker_adds_facing_a_dragon(s, d, max_cost);
        },
        80);
}

struct Struck {
    std::vector<DragonUnitView> before;
    std::vector<DragonUnitView> after;
    DragonUnitStruck event{};
    std::string target;
    int index = 0;  // of the target among `before`
};

// Adds the card, triggers its ability and aims it at the first dragon offered; checks that only
// dragons within `max_cost`, never the King of Eden, are offered.
Struck strike_a_dragon(GameState& g, CardId unit, int max_cost) {
    const int front = g.conquest().battle->cursor;
    REQUIRE(g.apply(AddUnit{front, unit}));
    REQUIRE(g.pending().kind == DecisionKind::trigger_ability);
    REQUIRE(g.apply(TriggerAbility{unit, 0}));
    const Decision d = g.pending();
    INFO(describe(d, g));
    REQUIRE(d.kind == DecisionKind::ability_choice);
    const auto& dragons = g.conquest().battle->fronts.at(static_cast<std::size_t>(front));
    Struck out;
    out.before = dragons.defense.dragons;
    std::optional<int> first;
    for (const Action& o : d.options)
        if (const auto* n = std::get_if<ChooseNumber>(&o)) {
            const DragonUnitView& u = out.before.at(static_cast<std::size_t>(n->n));
            CHECK(u.card != g.setup().dragons->king);  // 000: never collapses or discarded
            CHECK(g.setup().dragons->card(u.card)->cost <= max_cost);
            if (!first) first = n->n;
        }
    REQUIRE(first);
    out.target = out.before.at(static_cast<std::size_t>(*first)).card;
    out.index = *first;
    const ApplyResult r = g.apply(ChooseNumber{*first});
    REQUIRE(r);
    for (const Event& e : r.events)
        if (const auto* x = std::get_if<DragonUnitStruck>(&e)) out.event = *x;
    out.after = g.conquest().battle->fronts.at(static_cast<std::size_t>(front)).defense.dragons;
    return out;
}

}  // namespace

TEST_CASE(
    "RULES.md 4 A dragon attack 'in both directions', 000 Mechanics: a player attacking the "
    "Heart gets rid of a dragon unit with his card's ability, as of an enemy unit on any front - "
    "the dragon is discarded, the King of Eden is never offered",
    "[dragons][heart][player-ability]") {
    const auto position = heart_front_with_dragons(3);
    REQUIRE(position);
    const int attacker = position->conquest().battle->attacker;
    const CardId unit = std::get<AddUnit>(position->pending().options.front()).unit;
    // Sylvan Elves' Bramble Ranger: "pay 2 mana: get rid of an enemy unit of cost 3 or less".
    GameState g = holding(*position, unit, "bramble_ranger", 2);
    const std::size_t discard = g.conquest().dragons->piles.discard.size();
    const Struck s = strike_a_dragon(g, unit, 3);
    CHECK(s.event.player == attacker);
    CHECK_FALSE(s.event.doomed);
    CHECK(s.event.name == g.setup().dragons->card(s.target)->name);
    // The battle goes on after the choice (the dragons add cards at their steps): the dragons
    // that stood there before stand there still, but the one got rid of.
    std::vector<DragonUnitView> expected = s.before;
    expected.erase(expected.begin() + s.index);
    REQUIRE(s.after.size() >= expected.size());
    CHECK(std::equal(expected.begin(), expected.end(), s.after.begin()));
    REQUIRE(g.conquest().dragons->piles.discard.size() > discard);
    CHECK(g.conquest().dragons->piles.discard.at(discard) == s.target);
}

TEST_CASE(
    "RULES.md 4 A dragon attack 'in both directions': a player attacking the Heart dooms a "
    "dragon unit with his card's ability - it stays on the front, doomed",
    "[dragons][heart][player-ability]") {
    const auto position = heart_front_with_dragons(4);
    REQUIRE(position);
    const CardId unit = std::get<AddUnit>(position->pending().options.front()).unit;
    // Hollow Court's Barrow Wight: "doom this unit: doom an enemy unit of cost 4 or less".
    GameState g = holding(*position, unit, "barrow_wight", 0);
    const Struck s = strike_a_dragon(g, unit, 4);
    CHECK(s.event.doomed);
    std::vector<DragonUnitView> expected = s.before;
    CHECK_FALSE(expected.at(static_cast<std::size_t>(s.index)).doomed);
    expected.at(static_cast<std::size_t>(s.index)).doomed = true;
    REQUIRE(s.after.size() >= expected.size());
    CHECK(std::equal(expected.begin(), expected.end(), s.after.begin()));
}

TEST_CASE(
    "000 Dragon battle cards (RULES.md 4 A dragon attack): a dragon card resolves the same way on "
    "a player's territory as on the Heart - a White Dragon leaves the player the choice of his "
    "unit in both, and the unit he chooses leaves the front",
    "[dragons][heart][dragon-attack]") {
    int in_attack = 0;
    int on_heart = 0;
    for (std::uint64_t seed = 1; seed <= 200 && (in_attack == 0 || on_heart == 0); ++seed) {
        GameState state(king_of_eden_setup(3, seed));
        play(state, "heuristic", seed,
             [&](const GameState& after, const Decision& d, const Action& a,
                 const std::vector<Event>& events) {
                 if (d.kind != DecisionKind::ability_choice) return;
                 if (d.prompt.id != "prompt.dragon_gets_rid_of") return;
                 // A dragon at the Heart defends it; anywhere else the dragons attack.
                 const std::string prompt = describe(d, after);
                 const bool attack =
                     prompt.find("a dragon at " + to_string(*after.map().heart())) ==
                     std::string::npos;
                 INFO("seed " << seed << ": " << prompt);
                 CHECK(d.options.size() > 1);  // a choice among several units
                 for (const Action& o : d.options)
                     CHECK(std::holds_alternative<ChooseCard>(o));
                 const CardId chosen = std::get<ChooseCard>(a).card;
                 // The chosen unit is no longer on any front of the battle.
                 if (const auto& battle = after.conquest().battle)
                     for (const Front& f : battle->fronts)
                         for (const BattleSide* side : {&f.attack, &f.defense})
                             for (const auto& row : side->rows)
                                 for (const UnitInPlay& u : row)
                                     CHECK(u.card != chosen);
                 // It collapsed, to be destroyed unless rescued (003 step 9).
                 CHECK(std::any_of(events.begin(), events.end(), [&](const Event& e) {
                     const auto* c = std::get_if<UnitCollapsed>(&e);
                     return c && c->card == chosen;
                 }));
                 (attack ? in_attack : on_heart)++;
             });
    }
    CHECK(in_attack > 0);
    CHECK(on_heart > 0);
}
