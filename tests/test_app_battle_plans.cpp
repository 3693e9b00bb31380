// The app's side of battle plans (RULES.md §7 H1, H2; issue 33 item 1): "Plan this front" is
// offered to a person in a battle against another person, a plan set through the session plays
// his moves without passing the laptop, and his curtain says why the laptop came back.
#include <catch2/catch.hpp>

#include "app/session/battle_plan_draft.hpp"
#include "app/session/game_session.hpp"
#include "support/battle_queries.hpp"
#include "support/conquest_fixture.hpp"

using namespace eden;
using namespace eden_test;
using namespace eden::app;
using nlohmann::json;

namespace {

struct Cards {
    CardId warden = 0, golem = 0, guard = 0, bob_warden = 0, skel1 = 0, skel2 = 0, spare = 0;
};

// Alice has opened a front on Bob's (2,-1): Bob's step 3 (see test_battle_plans.cpp).
GameState at_bobs_defense(Cards& c) {
    GameState s = edited(bare_first_expansion(), [&](json& j) {
        bob_fully_controls_w2(j);
        c.warden = give_card(j, 0, "stone_warden", "hand");
        c.golem = give_card(j, 0, "iron_golem", "hand");
        c.guard = give_card(j, 0, "skeleton", "hand");  // Alice keeps a card: her turns come
        c.bob_warden = give_card(j, 1, "stone_warden", "hand");
        c.skel1 = give_card(j, 1, "skeleton", "hand");
        c.skel2 = give_card(j, 1, "skeleton", "hand");
        c.spare = give_spare_unit(j, 1);
    });
    apply_all(s, {OpenFront{{Hex{3, -2}, Hex{2, -1}}, c.warden}, Done{}});
    return s;
}

}  // namespace

TEST_CASE(
    "RULES.md §7 H1 H2: \"Plan this front\" is offered to a person in his battles - against "
    "a person or a bot - never to a bot",
    "[app][plans]") {
    Cards c;
    const GameState s = at_bobs_defense(c);
    GameSession people(s, {SeatKind::human, SeatKind::human}, 1);
    REQUIRE(people.pending().player == 1);
    CHECK(plannable_fronts(people) == std::vector<int>{0});
    // H1: "While he holds the laptop, a person may answer decisions he has not been asked
    // yet." Against a bot no laptop passes, but a plan still spares him a click per unit.
    GameSession against_bot(s, {SeatKind::bot, SeatKind::human}, 1);
    CHECK(plannable_fronts(against_bot) == std::vector<int>{0});
    // H2: "The bots never need one."
    GameSession bot_deciding(s, {SeatKind::human, SeatKind::bot}, 1);
    CHECK(plannable_fronts(bot_deciding).empty());
    // The units a plan may name: Bob's own units in hand, less those already drafted.
    PlanDraft draft;
    draft.follow(s, 1);
    CHECK(plannable_units(s, 1, draft).size() == 4);
    draft.units.push_back({c.skel1, true});
    const auto left = plannable_units(s, 1, draft);
    CHECK(std::find(left.begin(), left.end(), c.skel1) == left.end());
}

TEST_CASE(
    "RULES.md §7 H1: a plan set in the session answers Bob's turn without a curtain for him, "
    "and his curtain says why the laptop came back",
    "[app][plans]") {
    Cards c;
    GameSession game(at_bobs_defense(c), {SeatKind::human, SeatKind::human}, 1);
    if (game.hot_seat().curtain_for()) game.dismiss_curtain();
    PlanDraft draft;
    draft.follow(game.state(), 1);
    draft.units = {{c.skel1, true}, {c.skel2, true}};
    draft.stop = PlanStop::while_behind;
    REQUIRE_FALSE(game.apply(draft.action()).has_value());
    CHECK(game.pending().player == 1);  // his step 3 is still his
    REQUIRE_FALSE(game.apply(AddUnit{0, c.bob_warden}).has_value());
    if (game.hot_seat().curtain_for()) game.dismiss_curtain();
    REQUIRE(game.pending().player == 0);
    REQUIRE_FALSE(game.apply(AddUnit{0, c.golem}).has_value());
    // Bob's plan added a Skeleton: the decision is Alice's again, no curtain for Bob between.
    CHECK(game.pending().player == 0);
    CHECK(game.state().conquest().battle->fronts[0].defense.rows.size() == 2);
    REQUIRE_FALSE(game.apply(StopFront{0}).has_value());
    // The plan added the other Skeleton and ran out: Bob's curtain says so.
    REQUIRE(game.pending().player == 1);
    const auto why = plan_halt_words(game.state(), 1);
    REQUIRE(why.has_value());
    CHECK(*why == "Your plan for front 1 ran out: add a unit or stop.");
    CHECK_FALSE(plan_halt_words(game.state(), 0).has_value());
    CHECK(stop_words(PlanStop::while_behind_by, 3) == "add the next while I am not ahead by 3");
}

TEST_CASE(
    "RULES.md §7 H2: the one-click plan adds every unit of the hand while the side is not "
    "ahead, each with its ability",
    "[app][plans]") {
    Cards c;
    const GameState s = at_bobs_defense(c);
    const auto plan = quick_plan(s, 1, 0);
    REQUIRE(plan);
    const FrontPlan& p = std::get<SetBattlePlan>(*plan).plan;
    CHECK(p.front == 0);
    CHECK(p.stop == PlanStop::while_behind);
    PlanDraft empty;
    const std::vector<CardId> hand = plannable_units(s, 1, empty);
    REQUIRE(p.units.size() == hand.size());
    for (std::size_t i = 0; i < hand.size(); ++i) {
        CHECK(p.units[i].card == hand[i]);
        CHECK(p.units[i].trigger);
    }
    // It is a plan the engine takes as it is (H1: every planned move legal and his).
    CHECK_FALSE(s.why_illegal(*plan));
}
