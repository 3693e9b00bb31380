// The King of Eden scenario played through the engine API: the dragons act on their own, every
// choice the rules give the players is a Decision, and whole games end in a win or a loss.
//
// Rulebook: 000 "Mechanics", "Victory condition"; RULES.md §4 "Dragons", "Dragon turn",
// "A dragon attack", "Support", "Dragon conquest", "End".
#include <algorithm>
#include <catch2/catch.hpp>
#include <map>

#include "eden/core/save.hpp"
#include "eden/dragons/flow.hpp"
#include "eden/text/event_text.hpp"
#include "support/conquest_fixture.hpp"
#include "support/king_of_eden_games.hpp"
#include "support/property_runs.hpp"

using namespace eden;
using namespace eden_test;

TEST_CASE("King of Eden: the dragons hold the Heart when the conquest starts", "[dragons][flow]") {
    GameState state(king_of_eden_setup(3, 5));
    play(state, "random", 5, nullptr, 1);  // stops when round 2 begins
    REQUIRE(state.phase() == Phase::conquest);
    const auto& dragons = state.conquest().dragons;
    REQUIRE(dragons.has_value());
    CHECK(dragons->territories.count(*state.map().heart()) == 1);
    CHECK_FALSE(state.control().contains(*state.map().heart()));
}

TEST_CASE(
    "King of Eden: the dragons' turn is the last Expansion turn from round 2, base "
    "defense 5, 5, 7, 9 by round",
    "[dragons][flow]") {
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        GameState state(king_of_eden_setup(2 + static_cast<int>(seed % 3), seed));
        int round = 0;
        int turns_this_round = 0;
        bool in_expansion = false;
        std::map<int, int> dragon_turns;  // by round
        play(state, seed % 2 ? "random" : "heuristic", seed,
             [&](const GameState& after, const Decision&, const Action&,
                 const std::vector<Event>& events) {
                 for (const Event& e : events) {
                     if (const auto* r = std::get_if<RoundStarted>(&e)) round = r->round;
                     if (const auto* p = std::get_if<PhaseStarted>(&e)) {
                         in_expansion = p->phase == "expansion";
                         turns_this_round = 0;
                     }
                     if (std::holds_alternative<TurnStarted>(e)) {
                         // No player's turn comes after the dragons' in an expansion phase.
                         CHECK(dragon_turns.count(round) == 0);
                         ++turns_this_round;
                     }
                     if (const auto* t = std::get_if<DragonTurnBegan>(&e)) {
                         INFO("seed " << seed << ", round " << round);
                         CHECK(in_expansion);
                         CHECK(round >= 2);
                         CHECK(turns_this_round > 0);
                         CHECK(t->base_defense == (round < 3 ? 5 : 5 + 2 * (round - 2)));
                         ++dragon_turns[round];
                     }
                 }
                 (void)after;
             });
        for (const auto& [r, n] : dragon_turns)
            CHECK(n == 1);  // one dragons' turn per round
        CHECK(dragon_turns.count(1) == 0);
        CHECK(dragon_turns.count(2) == 1);
    }
}

TEST_CASE(
    "King of Eden: an attack is decided by the strengths summed over the defender's and the "
    "supporter's battles, a tie holds",
    "[dragons][flow]") {
    int supported = 0;
    int attacks = 0;
    int ties = 0;
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
        GameState state(king_of_eden_setup(3 + static_cast<int>(seed % 3), seed));
        std::vector<DragonBattleFought> battles;
        play(state, "random", seed,
             [&](const GameState&, const Decision& d, const Action& a,
                 const std::vector<Event>& events) {
                 if (d.kind == DecisionKind::dragon_support && std::get<Support>(a).yes)
                     ++supported;
                 for (const Event& e : events) {
                     if (const auto* b = std::get_if<DragonBattleFought>(&e)) battles.push_back(*b);
                     const bool taken = std::holds_alternative<DragonsTookTerritory>(e) &&
                                        std::get<DragonsTookTerritory>(e).from >= 0;
                     const bool held = std::holds_alternative<DragonAttackRepelled>(e);
                     if (!taken && !held) continue;
                     REQUIRE((battles.size() == 1 || battles.size() == 2));
                     int dragons = 0;
                     int players = 0;
                     for (const auto& b : battles) {
                         dragons += b.dragons_strength;
                         players += b.player_strength;
                     }
                     INFO("seed " << seed << ": dragons " << dragons << " vs " << players);
                     CHECK(taken == (dragons > players));
                     ties += dragons == players;
                     ++attacks;
                     battles.clear();
                 }
             });
    }
    CHECK(attacks > 50);
    CHECK(supported > 0);  // random seats accept about half the support questions
    CHECK(ties > 0);       // and some attacks were ties, which the players held
}

TEST_CASE("King of Eden: every player choice in the dragons' turn is a Decision of that player",
          "[dragons][flow]") {
    std::map<DecisionKind, int> seen;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        GameState state(king_of_eden_setup(2 + static_cast<int>(seed % 5), seed));
        play(state, "random", seed,
             [&](const GameState& after, const Decision& d, const Action& a,
                 const std::vector<Event>&) {
                 (void)after;
                 (void)a;
                 if (d.kind == DecisionKind::choose_dragon_attack) {
                     REQUIRE(d.options.size() >= 2);
                     for (const Action& o : d.options)
                         CHECK(std::holds_alternative<ChooseTerritory>(o));
                 }
                 ++seen[d.kind];
             });
    }
    // Each kind of dragon decision came up: the order of the attacks on one player, support, the
    // refresh before a second battle, adding units, and the choices dragon cards leave him.
    CHECK(seen[DecisionKind::choose_dragon_attack] > 0);
    CHECK(seen[DecisionKind::dragon_support] > 0);
    CHECK(seen[DecisionKind::defender_refresh] > 0);
    CHECK(seen[DecisionKind::add_unit] > 0);
    CHECK(seen[DecisionKind::ability_choice] > 0);
}

TEST_CASE(
    "King of Eden: dragons.attack_hand_size sets the cards of each dragon battle (0: the "
    "dragons bring no strength and every attack is held)",
    "[dragons][flow]") {
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        GameSetup setup = king_of_eden_setup(3, seed);
        setup.rules.dragon_attack_hand_size = {0, 0, 0, 0, 0};
        GameState state(setup);
        int battles = 0;
        play(
            state, "random", seed,
            [&](const GameState&, const Decision&, const Action&,
                const std::vector<Event>& events) {
                for (const Event& e : events) {
                    if (const auto* b = std::get_if<DragonBattleFought>(&e)) {
                        CHECK(b->dragons_strength == 0);
                        ++battles;
                    }
                    if (const auto* t = std::get_if<DragonsTookTerritory>(&e))
                        CHECK(t->from < 0);  // only wild territories fall
                }
            },
            12);
        CHECK(battles > 0);
    }
}

TEST_CASE(
    "RULES.md 4 Players attacking dragon territories: the Heart stands on the King of Eden plus "
    "dragons.heart_hand_size dragon cards",
    "[dragons][flow]") {
    // The dragon cards played in each battle on the Heart: the King of Eden when the front opens,
    // then the hand one card per step (a Baby Dragon beside the King draws one card more, one on
    // a second front without him discards one).
    const auto heart_defenses = [](int heart_hand_size) {
        std::vector<int> played;
        for (std::uint64_t seed = 1; seed <= 8; ++seed) {
            GameSetup setup = king_of_eden_setup(3, seed);
            setup.rules.dragon_heart_hand_size = std::vector<int>(5, heart_hand_size);
            GameState state(setup);
            int cards = 0;
            play(state, "heuristic", seed,
                 [&](const GameState& after, const Decision&, const Action&,
                     const std::vector<Event>& events) {
                     if (after.conquest().step == ConquestStep::dragons) return;
                     for (const Event& e : events) {
                         if (const auto* p = std::get_if<DragonCardPlayed>(&e))
                             cards = p->name == "King of Eden" ? 1 : cards + (cards > 0);
                         if (std::holds_alternative<FrontResolved>(e) && cards > 0) {
                             played.push_back(cards);
                             cards = 0;
                         }
                     }
                 });
        }
        return played;
    };
    const std::vector<int> king_alone = heart_defenses(0);
    REQUIRE_FALSE(king_alone.empty());
    for (int cards : king_alone)
        CHECK(cards == 1);
    const std::vector<int> with_hand = heart_defenses(3);
    REQUIRE_FALSE(with_hand.empty());
    for (int cards : with_hand)
        CHECK(cards >= 1 + 1);
    CHECK(*std::max_element(with_hand.begin(), with_hand.end()) >= 1 + 3);
}

TEST_CASE("King of Eden: a dragon hand takes the entry of its size list for the player count",
          "[dragons][flow]") {
    const std::vector<int> sizes{1, 2, -1, 4, 0};
    const int expected[] = {1, 2, 5, 4, 0};  // -1: the deck's hand_size (000: 5)
    for (int players = 2; players <= 6; ++players) {
        const GameState state(king_of_eden_setup(players, 3));
        CHECK(dragon_hand_size(state, sizes) == expected[players - 2]);
    }
}

TEST_CASE("000 Victory condition: the log says the dragons won when every portal is destroyed",
          "[dragons][flow]") {
    GameSetup setup = king_of_eden_setup(2, 21);
    setup.rules.dragon_heart_hand_size = std::vector<int>(5, -1);  // 000's Heart: never taken
    GameState state(setup);
    std::optional<GameOver> over;
    play(state, "random", 21,
         [&](const GameState&, const Decision&, const Action&, const std::vector<Event>& events) {
             for (const Event& e : events)
                 if (const auto* g = std::get_if<GameOver>(&e)) over = *g;
         });
    REQUIRE(over.has_value());
    REQUIRE(over->winners.empty());
    CHECK(over->dragons_won);
    CHECK(describe(Event{*over}, {"Ann", "Bo"}) ==
          "The game is over: the dragons win, every portal is destroyed");
}

TEST_CASE("King of Eden: a game saved in the middle of a dragon battle loads back equal",
          "[dragons][flow]") {
    GameState state(king_of_eden_setup(3, 11));
    std::optional<nlohmann::json> saved;
    std::optional<DragonFightView> fight;
    play(state, "random", 11,
         [&](const GameState& after, const Decision&, const Action&, const std::vector<Event>&) {
             if (saved) return;
             if (auto v = dragon_fight_view(after); v && v->by_hand && !v->dragon_cards.empty()) {
                 saved = make_save(after);
                 fight = v;
             }
         });
    REQUIRE(saved.has_value());
    const GameState loaded = load_save(*saved, "mid-battle");
    const auto again = dragon_fight_view(loaded);
    REQUIRE(again.has_value());
    CHECK(again->dragon_cards == fight->dragon_cards);
    CHECK(again->player == fight->player);
    CHECK(again->dragons == fight->dragons);
}

TEST_CASE(
    "1000 seeded King of Eden games (200 under the sanitizers) keep every invariant, end in a win "
    "or a loss and replay exactly",
    "[dragons][dragon-property]") {
    constexpr int kGames = eden::test::property_runs(1000);
    int won = 0;
    int lost = 0;
    for (int i = 0; i < kGames; ++i) {
        const int players = 2 + i % 5;
        const bool open = i % 10 == 9;  // the variant: Supremacy once the King is slain
        const GameSetup setup =
            king_of_eden_setup(players, 5000 + static_cast<std::uint64_t>(i), open);
        GameState state(setup);
        const bots::GameRecord r =
            play(state, i % 2 ? "random" : "heuristic", static_cast<std::uint64_t>(i));
        INFO("game " << i << ": " << players << " players, seed " << setup.seed << ", " << r.actions
                     << " actions");
        REQUIRE_FALSE(r.violation.has_value());
        REQUIRE(r.finished);
        REQUIRE(state.is_over());
        (r.winners.empty() ? lost : won)++;
        const GameState again = replay(setup, state.action_log());
        REQUIRE(again == state);
    }
    CHECK(won + lost == kGames);
}
