// A dragon attack on a player's territory is a battle of the one battle engine with the dragons as
// the attacking side (issue 15 item 2): the defender fights it as any battle of 003 - abilities
// offered at every timing, permanent effects and technology, rows, the post-combat phase, unit
// destruction and rescue - and his cards strike the dragon units as on the Heart.
//
// Rulebook: RULES.md §4 "A dragon attack" (a dragon attack and a support battle are battles of
// 003 steps 1-9 with the dragons as the other side; "in both directions"), "Players attacking
// dragon territories"; 000 "Mechanics" ("getting rid of a dragon unit discards it"); 003 §Battle
// steps 3, 8 and 9.
#include <algorithm>
#include <catch2/catch.hpp>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "bots/bot.hpp"
#include "eden/dragons/flow.hpp"
#include "eden/text/prompt_text.hpp"
#include "support/king_of_eden_games.hpp"
#include "support/strength_words.hpp"

using namespace eden;
using namespace eden_test;

namespace {

bool in_dragon_attack(const GameState& s) {
    return s.conquest().step == ConquestStep::dragons && s.conquest().battle &&
           s.conquest().battle->attacker == kNoPlayer;
}

// A King of Eden game played by heuristic bots up to the first decision `wanted` accepts.
std::optional<GameState> dragon_attack_position(
    const std::function<bool(const GameState&, const Decision&)>& wanted) {
    return king_of_eden_position(wanted, 120);
}

std::size_t def_index(const GameState& s, const std::string& card_id) {
    const auto& cards = s.setup().cards->cards;
    return static_cast<std::size_t>(
        std::find_if(cards.begin(), cards.end(),
                     [&](const CardDef& c) { return c.id == card_id; }) -
        cards.begin());
}

}  // namespace

TEST_CASE(
    "RULES.md 4 A dragon attack is a battle of 003 with the dragons attacking: one front on the "
    "attacked territory, the dragons' cards on its attacking side, the defender on the other",
    "[dragons][dragon-attack-battle]") {
    const auto s = dragon_attack_position(
        [](const GameState& g, const Decision&) { return in_dragon_attack(g); });
    REQUIRE(s);
    const Battle& b = *s->conquest().battle;
    const DragonAttack& a = *s->conquest().dragons->turn->attack;
    REQUIRE(b.fronts.size() == 1);
    const Front& f = b.fronts.front();
    CHECK(f.frontier.enemy == a.territory);
    CHECK(f.defender == b.defender);
    CHECK((b.defender == a.defender || b.defender == a.supporter));
    // 003 step 1: the dragons' first card opened the front.
    CHECK_FALSE(f.attack.dragons.empty());
    CHECK(f.defense.dragons.empty());
    CHECK(f.attack.rows.empty());
    // The state's JSON round-trips the battle.
    const GameState loaded = GameState::from_json(s->to_json(), "dragon attack");
    CHECK(loaded == *s);
}

TEST_CASE(
    "RULES.md 4 A dragon attack, 'in both directions': the defender is offered his unit's "
    "ability against the attacking dragons and gets rid of a dragon unit with it - it is "
    "discarded, the front's other dragons stay",
    "[dragons][dragon-attack-battle][player-ability]") {
    // The defender is about to add a unit while a dragon of cost 3 or less attacks.
    const auto position = dragon_attack_position([](const GameState& g, const Decision& d) {
        if (!in_dragon_attack(g) || g.conquest().battle->dragon_step) return false;
        if (d.kind != DecisionKind::add_unit && d.kind != DecisionKind::defend_front) return false;
        if (!std::holds_alternative<AddUnit>(d.options.front())) return false;
        for (const DragonUnitView& u : g.conquest().battle->fronts.front().attack.dragons)
            if (g.setup().dragons->card(u.card)->cost <= 3) return true;
        return false;
    });
    REQUIRE(position);
    const int defender = position->conquest().battle->defender;
    const CardId unit = std::get<AddUnit>(position->pending().options.front()).unit;
    // He holds Sylvan Elves' Bramble Ranger ("pay 2 mana: get rid of an enemy unit of cost 3 or
    // less") with 2 mana on his side of the front: the state's own JSON, edited.
    nlohmann::json j = position->to_json();
    j["conquest"]["cards"][static_cast<std::size_t>(unit)]["def"] =
        def_index(*position, "bramble_ranger");
    j["conquest"]["battle"]["fronts"][0]["defense"]["mana"] = 2;
    GameState g = GameState::from_json(j, "edited dragon attack");
    REQUIRE(g.apply(AddUnit{0, unit}));
    // 003 §Effects: an immediate ability is offered as the unit is added.
    REQUIRE(g.pending().kind == DecisionKind::trigger_ability);
    CHECK(g.pending().player == defender);
    REQUIRE(g.apply(TriggerAbility{unit, 0}));
    const Decision d = g.pending();
    INFO(describe(d, g));
    REQUIRE(d.kind == DecisionKind::ability_choice);
    const std::vector<DragonUnitView> before = g.conquest().battle->fronts.front().attack.dragons;
    std::optional<int> first;
    for (const Action& o : d.options)
        if (const auto* n = std::get_if<ChooseNumber>(&o)) {
            const DragonUnitView& u = before.at(static_cast<std::size_t>(n->n));
            CHECK(u.card != g.setup().dragons->king);
            CHECK(g.setup().dragons->card(u.card)->cost <= 3);
            if (!first) first = n->n;
        }
    REQUIRE(first);
    const std::string target = before.at(static_cast<std::size_t>(*first)).card;
    const std::size_t discard = g.conquest().dragons->piles.discard.size();
    const ApplyResult r = g.apply(ChooseNumber{*first});
    REQUIRE(r);
    bool struck = false;
    for (const Event& e : r.events)
        if (const auto* x = std::get_if<DragonUnitStruck>(&e)) {
            struck = true;
            CHECK(x->player == defender);
            CHECK_FALSE(x->doomed);
        }
    CHECK(struck);
    std::vector<DragonUnitView> expected = before;
    expected.erase(expected.begin() + *first);
    const auto& after = g.conquest().battle->fronts.front().attack.dragons;
    REQUIRE(after.size() >= expected.size());
    CHECK(std::equal(expected.begin(), expected.end(), after.begin()));
    REQUIRE(g.conquest().dragons->piles.discard.size() > discard);
    CHECK(g.conquest().dragons->piles.discard.at(discard) == target);
}

TEST_CASE(
    "RULES.md 2/4: the defender's technology counts against attacking dragons - Energy Shield "
    "adds 3 to the side he defends, also on base defense",
    "[dragons][dragon-attack-battle][technology]") {
    const auto position = dragon_attack_position([](const GameState& g, const Decision&) {
        if (!in_dragon_attack(g)) return false;
        const int p = g.conquest().battle->defender;
        return !g.conquest().players[static_cast<std::size_t>(p)].piles.deck.empty() &&
               g.conquest().players[static_cast<std::size_t>(p)].technologies.empty();
    });
    REQUIRE(position);
    const int p = position->conquest().battle->defender;
    const auto before = position->front_forecast(0);
    REQUIRE(before);
    // A card of his deck becomes an Energy Shield in play in front of him.
    const CardId card = position->conquest().players[static_cast<std::size_t>(p)].piles.deck.back();
    nlohmann::json j = position->to_json();
    j["conquest"]["cards"][static_cast<std::size_t>(card)]["def"] =
        def_index(*position, "energy_shield");
    auto& player = j["conquest"]["players"][static_cast<std::size_t>(p)];
    player["deck"].erase(player["deck"].size() - 1);
    player["technologies"].push_back(card);
    const GameState g = GameState::from_json(j, "edited dragon attack");
    const auto after = g.front_forecast(0);
    REQUIRE(after);
    CHECK(after->defender.total == before->defender.total + 3);
    CHECK(after->attacker.total == before->attacker.total);
    CHECK(eden_test::amount_of(after->defender, "Energy Shield", 0, eden_test::names_of(g)) == 3);
    // What the dragons' turn reads of the battle says the same.
    const auto view = dragon_fight_view(g);
    REQUIRE(view);
    CHECK(view->player == after->defender.total);
}

TEST_CASE(
    "003 §Battle steps 8 and 9 against attacking dragons: the defender's units the dragons get "
    "rid of collapse and may be rescued - the post-combat phase offers his units' return to the "
    "World",
    "[dragons][dragon-attack-battle][destruction]") {
    int collapsed_in_attack = 0;
    int rescue_offered = 0;
    int rescued = 0;
    int post_combat = 0;
    for (std::uint64_t seed = 1; seed <= 60 && (rescue_offered == 0 || post_combat == 0); ++seed) {
        GameState state(king_of_eden_setup(3, seed));
        std::vector<CardId> collapsed;  // by the dragons, in the current dragon battle
        play(state, "heuristic", seed,
             [&](const GameState& after, const Decision& d, const Action& a,
                 const std::vector<Event>& events) {
                 if (after.conquest().step != ConquestStep::dragons) {
                     collapsed.clear();
                     return;
                 }
                 for (const Event& e : events)
                     if (const auto* x = std::get_if<UnitCollapsed>(&e)) {
                         collapsed.push_back(x->card);
                         ++collapsed_in_attack;
                         // 003 step 9: it waits among his collapsed units, off the front.
                         const auto& battle = after.conquest().battle;
                         REQUIRE(battle);
                         const auto& c = after.conquest()
                                             .players[static_cast<std::size_t>(battle->defender)]
                                             .collapsed;
                         CHECK(std::find(c.begin(), c.end(), x->card) != c.end());
                     }
                 if (d.kind == DecisionKind::return_units) ++post_combat;
                 if (d.kind == DecisionKind::rescue_units) {
                     for (const Action& o : d.options)
                         if (const auto* x = std::get_if<Rescue>(&o))
                             if (std::find(collapsed.begin(), collapsed.end(), x->card) !=
                                 collapsed.end())
                                 ++rescue_offered;
                     if (std::holds_alternative<Rescue>(a)) ++rescued;
                 }
             });
    }
    INFO("collapsed " << collapsed_in_attack << ", rescue offered " << rescue_offered
                      << ", rescued " << rescued << ", post-combat decisions " << post_combat);
    CHECK(collapsed_in_attack > 0);
    CHECK(rescue_offered > 0);
    CHECK(post_combat > 0);
}
