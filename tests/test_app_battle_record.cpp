// The battles as the result panel tells them (issue 16 item 2), collected from the engine's
// events action by action: both sides' rows with the strengths they counted, the count item by
// item, who won and the territory that changed hands, and undo taking a step back.
//
// Positions as in test_battle.cpp: data/maps/two_players.json, Alice (seat 0) holds (3,-2) next
// to her portal; the wild (2,-1) lies at distance 2 (base defense 1).
#include <catch2/catch.hpp>

#include "app/session/battle_record.hpp"
#include "support/battle_queries.hpp"
#include "support/conquest_fixture.hpp"

using namespace eden;
using namespace eden::app;
using namespace eden_test;
using nlohmann::json;

namespace {

const Hex kA{3, -2};
const Hex kW2{2, -1};

struct Recorded {
    GameState state;
    BattleRecorder recorder;
    void step(const Action& a) {
        const ApplyResult r = must_apply(state, a);
        recorder.on_action(state, r.events);
    }
};

}  // namespace

TEST_CASE("Battle record: a won front on a wild territory, its rows, count and the territory taken",
          "[app][battle-record]") {
    CardId warden{};
    Recorded g{edited(bare_first_expansion(),
                      [&](json& j) {
                          warden = give_card(j, 0, "stone_warden", "hand");
                          give_spare_unit(j, 0);  // a unit left in hand keeps the battle open
                      }),
               {}};
    g.step(OpenFront{{kA, kW2}, warden});
    REQUIRE(g.recorder.current());
    CHECK(g.recorder.current()->attacker == 0);
    REQUIRE(g.recorder.current()->fronts.size() == 1);
    CHECK(g.recorder.current()->fronts[0].attack.units.size() == 1);
    CHECK(g.recorder.finished().empty());
    for (int i = 0; i < 50 && g.state.conquest().battle; ++i)
        g.step(passive_choice(g.state.pending()));
    REQUIRE_FALSE(g.state.conquest().battle);
    REQUIRE(g.recorder.finished().size() == 1);
    CHECK_FALSE(g.recorder.current());
    const BattleResult& b = g.recorder.finished()[0];
    CHECK(b.kind == BattleKind::players);
    CHECK(b.attacker == 0);
    CHECK(b.defender == -1);
    CHECK(b.seats() == std::vector<int>{0});
    const RecordedFront& f = b.fronts[0];
    CHECK(f.from == kA);
    CHECK(f.at == kW2);
    CHECK(f.counted);
    CHECK(f.attacker_won);  // 3 against the base defense 1
    CHECK(f.attack.count.total == 3);
    CHECK(f.defense.count.total == 1);
    REQUIRE_FALSE(f.defense.count.items.empty());
    CHECK(f.defense.count.items[0].label == "base defense");
    CHECK_FALSE(f.by_hand);
    REQUIRE(f.attack.units.size() == 1);
    CHECK(f.attack.units[0].card == warden);
    CHECK(f.attack.units[0].strength == 3);
    REQUIRE(b.taken.size() == 1);
    CHECK(b.taken[0].at == kW2);
    CHECK(b.taken[0].player == 0);
    CHECK(b.taken[0].from == -1);
    CHECK(b.finished_at == g.state.action_count());
    CHECK(b.round == g.state.conquest().round);
}

TEST_CASE("Battle record: undo takes back the step that ended a battle", "[app][battle-record]") {
    CardId warden{};
    Recorded g{edited(bare_first_expansion(),
                      [&](json& j) {
                          warden = give_card(j, 0, "stone_warden", "hand");
                          give_spare_unit(j, 0);  // a unit left in hand keeps the battle open
                      }),
               {}};
    g.step(OpenFront{{kA, kW2}, warden});
    for (int i = 0; i < 50 && g.state.conquest().battle; ++i)
        g.step(passive_choice(g.state.pending()));
    REQUIRE(g.recorder.finished().size() == 1);
    g.recorder.undo();
    CHECK(g.recorder.finished().empty());
    REQUIRE(g.recorder.current());
    CHECK(g.recorder.current()->fronts.size() == 1);  // the battle, not yet over
}

TEST_CASE("Battle record: a front opened and taken back records no battle",
          "[app][battle-record]") {
    CardId warden{};
    Recorded g{edited(bare_first_expansion(),
                      [&](json& j) {
                          warden = give_card(j, 0, "stone_warden", "hand");
                          give_spare_unit(j, 0);  // a unit left in hand keeps the battle open
                      }),
               {}};
    g.step(OpenFront{{kA, kW2}, warden});
    g.recorder.undo();
    CHECK_FALSE(g.recorder.current());
    CHECK(g.recorder.finished().empty());
}
