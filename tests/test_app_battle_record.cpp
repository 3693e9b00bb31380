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
#include "support/king_of_eden_games.hpp"

using namespace eden;
using namespace eden::app;
using namespace eden_test;
using nlohmann::json;

namespace {

const Hex kRecordA{3, -2};
const Hex kRecordW2{2, -1};

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
    g.step(OpenFront{{kRecordA, kRecordW2}, warden});
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
    CHECK(f.from == kRecordA);
    CHECK(f.at == kRecordW2);
    CHECK(f.counted);
    CHECK(f.attacker_won);  // 3 against the base defense 1
    CHECK(f.attack.count.total == 3);
    CHECK(f.defense.count.total == 1);
    REQUIRE_FALSE(f.defense.count.items.empty());
    CHECK(f.defense.count.items[0].is("strength.base_defense"));
    CHECK_FALSE(f.by_hand);
    REQUIRE(f.attack.units.size() == 1);
    CHECK(f.attack.units[0].card == warden);
    CHECK(f.attack.units[0].strength == 3);
    REQUIRE(b.taken.size() == 1);
    CHECK(b.taken[0].at == kRecordW2);
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
    g.step(OpenFront{{kRecordA, kRecordW2}, warden});
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
    g.step(OpenFront{{kRecordA, kRecordW2}, warden});
    g.recorder.undo();
    CHECK_FALSE(g.recorder.current());
    CHECK(g.recorder.finished().empty());
}

// Issue 15: a dragon attack is a battle: the record keeps the dragons' cards on their front, each
// with the strength it counted, adding up to the dragons' side; a supporter's battle is a front
// of its own (RULES.md §4 "Support"); the Heart's defenders the same when a game reaches them
// (these seeds do not). Whole King of Eden games by heuristic bots.
TEST_CASE("Battle record: the dragons' cards of a dragon attack, each with the strength it counted",
          "[app][battle-record][dragons]") {
    int fights = 0, supported = 0, with_dragons = 0, heart_fronts = 0;
    std::string games;
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        GameState s(king_of_eden_setup(3, seed));
        BattleRecorder recorder;
        const bots::GameRecord game = eden_test::play(
            s, "heuristic", seed,
            [&](const GameState& after, const Decision&, const Action&,
                const std::vector<Event>& events) { recorder.on_action(after, events); },
            20);
        games += "seed " + std::to_string(seed) + ": " + std::to_string(game.rounds) +
                 " rounds, players won " + std::to_string(!game.winners.empty()) + "; ";
        for (const BattleResult& b : recorder.finished()) {
            // An attack on the Heart: the dragons defending it, adding up to their count there.
            for (const RecordedFront& f : b.fronts)
                if (b.kind == BattleKind::players && f.counted && !f.defense.dragons.empty()) {
                    ++heart_fronts;
                    int sum = 0;
                    for (const RecordedDragon& d : f.defense.dragons)
                        if (!d.discarded) sum += d.strength;
                    for (const StrengthItem& item : f.defense.count.items)
                        if (item.is("strength.dragons_on_heart")) CHECK(sum == item.amount);
                }
            if (b.kind != BattleKind::dragons || b.dragon_fights.empty()) continue;
            std::string fronts;
            for (const RecordedFront& f : b.fronts)
                fronts += "[counted " + std::to_string(f.counted) + ", dragons " +
                          std::to_string(f.attack.dragons.size()) + ", units " +
                          std::to_string(f.defense.units.size()) + ", defender " +
                          std::to_string(f.defender) + "] ";
            INFO("seed " << seed << ", fronts " << fronts << ", dragon cards "
                         << b.dragon_cards.size());
            REQUIRE(b.fronts.size() == b.dragon_fights.size());
            if (b.fronts.size() > 1) ++supported;
            for (std::size_t i = 0; i < b.fronts.size(); ++i) {
                const RecordedFront& f = b.fronts[i];
                ++fights;
                CHECK(f.counted);
                CHECK(f.defender == b.dragon_fights[i].player);
                int sum = 0;
                for (const RecordedDragon& d : f.attack.dragons) {
                    CHECK(s.setup().dragons->card(d.card) != nullptr);
                    if (!d.discarded) sum += d.strength;
                }
                if (!f.attack.dragons.empty()) ++with_dragons;
                CHECK(sum == b.dragon_fights[i].dragons_strength);
            }
        }
    }
    CHECK(fights > 3);
    CHECK(with_dragons == fights);  // the dragons always fight with cards
    INFO(games << supported << " dragon attacks with a supporter, " << heart_fronts
               << " fronts on the Heart");
}
