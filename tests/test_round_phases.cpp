// The order of a round's phases as a ruleset parameter (issue 18: one dispatcher per concern;
// 003 §To battle!: Production, Expansion, Purchasing, then the first player token passes;
// RULES.md §5 C3: 002 plays Expansion first, so the order is data).
#include <catch2/catch.hpp>
#include <string>
#include <variant>
#include <vector>

#include "bots/bot.hpp"
#include "bots/simulation.hpp"
#include "eden/core/data_error.hpp"
#include "eden/core/rules.hpp"
#include "eden/core/save.hpp"
#include "support/conquest_fixture.hpp"

using namespace eden;
using namespace eden_test;
using nlohmann::json;

namespace {

// What a game's events say about its rounds: the phases each round began, in order, and
// whether the first player token passed just before each new round.
struct RoundTranscript {
    std::vector<std::vector<std::string>> phases_by_round;
    int token_passes = 0;
    int rounds_not_after_token = 0;  // a round from the second on that no token pass preceded
};

RoundTranscript play_and_transcribe(GameSetup setup, std::uint64_t bot_seed) {
    GameState state(setup);
    std::vector<std::unique_ptr<bots::Bot>> seats;
    for (int p = 0; p < state.player_count(); ++p)
        seats.push_back(bots::make_bot("random", bot_seed + static_cast<std::uint64_t>(p)));
    RoundTranscript t;
    bool token_just_passed = false;
    bots::PlayOptions options;
    options.max_rounds = 12;
    options.on_action = [&](const GameState&, const Decision&, const Action&,
                            const std::vector<Event>& events) {
        for (const Event& e : events) {
            if (std::holds_alternative<FirstPlayerTokenGiven>(e)) {
                ++t.token_passes;
                token_just_passed = true;
                continue;
            }
            if (std::holds_alternative<RoundStarted>(e)) {
                if (!t.phases_by_round.empty() && !token_just_passed) ++t.rounds_not_after_token;
                t.phases_by_round.emplace_back();
            } else if (const auto* phase = std::get_if<PhaseStarted>(&e)) {
                if (!t.phases_by_round.empty()) t.phases_by_round.back().push_back(phase->phase);
            }
            token_just_passed = false;
        }
    };
    const bots::GameRecord r = bots::play_game(state, seats, options);
    REQUIRE_FALSE(r.violation.has_value());
    // The order changes nothing of what a game is: it replays from its setup and log alone.
    REQUIRE(replay(setup, state.action_log()) == state);
    return t;
}

// Every round but the last (which a game's end or the round cap may cut short) began exactly
// these phases, in this order.
void check_every_whole_round(const RoundTranscript& t, const std::vector<std::string>& order) {
    REQUIRE(t.phases_by_round.size() >= 2);
    for (std::size_t round = 0; round + 1 < t.phases_by_round.size(); ++round) {
        CAPTURE(round + 1);
        CHECK(t.phases_by_round[round] == order);
    }
    CHECK(t.rounds_not_after_token == 0);
    CHECK(t.token_passes >= static_cast<int>(t.phases_by_round.size()) - 1);
}

}  // namespace

TEST_CASE("003 To battle: a standard round is production, expansion, purchasing, then the token",
          "[rules][round]") {
    CHECK(Rules{}.round_phases == std::vector<RoundPhase>{RoundPhase::production,
                                                          RoundPhase::expansion,
                                                          RoundPhase::purchasing});
    for (std::uint64_t seed : {11u, 12u}) {
        CAPTURE(seed);
        const RoundTranscript t = play_and_transcribe(conquest_setup(4, Rules{}, seed), 40 + seed);
        check_every_whole_round(t, {"production", "expansion", "purchasing"});
    }
}

TEST_CASE(
    "RULES.md 5 C3: a ruleset may play expansion before production, and the games keep every "
    "invariant",
    "[rules][round]") {
    for (int players : {2, 4}) {
        for (std::uint64_t seed : {21u, 22u}) {
            CAPTURE(players, seed);
            Rules rules;
            apply_assignment(rules, R"(game.round_phases=["expansion","production","purchasing"])");
            const GameSetup setup = conquest_setup(players, rules, seed);
            const RoundTranscript t = play_and_transcribe(setup, 90 + seed);
            check_every_whole_round(t, {"expansion", "production", "purchasing"});
        }
    }
    Rules rules;
    apply_assignment(rules, R"(game.round_phases=["purchasing","production","expansion"])");
    check_every_whole_round(play_and_transcribe(conquest_setup(4, rules, 31), 77),
                            {"purchasing", "production", "expansion"});
}

TEST_CASE(
    "RULES.md 1: a phase order names each phase once, or the file is refused with its pointer",
    "[rules][round]") {
    const auto refusal = [](const std::string& value) {
        Rules r;
        try {
            apply_overrides(r, json{{"game.round_phases", json::parse(value)}}, "house.json",
                            "/parameters");
        } catch (const DataError& e) {
            CHECK(r == Rules{});  // nothing half-applied
            return std::string(e.what());
        }
        return std::string();
    };
    const std::string at = "house.json: /parameters/game.round_phases";
    const std::string each_once =
        "must list each of production, expansion, purchasing once, in order";
    const std::string phases = "production, expansion, purchasing";
    CHECK(refusal(R"(["production","expansion","production"])") ==
          at + "/2: \"production\" twice; " + each_once);
    CHECK(refusal(R"(["production","expansion"])") == at + ": " + each_once);
    CHECK(refusal(R"("production")") == at + ": " + each_once);
    CHECK(refusal(R"(["production","battle","purchasing"])") ==
          at + "/1: \"battle\" is not a phase: " + phases);
    CHECK(refusal(R"(["production",3,"purchasing"])") == at + "/1: 3 is not a phase: " + phases);
    CHECK(refusal(R"(["expansion","purchasing","production"])").empty());
}

TEST_CASE("A save written before the phase order was a parameter loads with 003's order",
          "[rules][round]") {
    json old_save = rules_to_json(Rules{});
    REQUIRE(old_save["game.round_phases"] == json{"production", "expansion", "purchasing"});
    old_save.erase("game.round_phases");
    CHECK(rules_from_json(old_save, "old.json", "/rules").round_phases == Rules{}.round_phases);
}
