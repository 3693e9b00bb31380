// eden-cli sweep's search space (README "eden-cli sweep"), read with checked numbers and its
// size checked before anything is built (issue 34 items 2 and 8).
#include <catch2/catch.hpp>

#include "eden/core/data_error.hpp"
#include "lab/sweep_space.hpp"

using namespace eden;
using nlohmann::json;

namespace {

// The refusal's message, "space.json: /pointer: reason", or "accepted".
std::string space_refusal(const json& space, std::optional<int> games = std::nullopt) {
    try {
        (void)lab::read_sweep_space(space, "space.json", games);
        return "accepted";
    } catch (const DataError& e) {
        return e.what();
    }
}

}  // namespace

TEST_CASE("Issue 34 item 2: a sweep's games x settings is counted in 64 bits and bounded",
          "[lab][sweep]") {
    // 2^30 games x 4 settings wrapped to 0 in an int, then the tally read past its games.
    const json wraps = {{"games", 1073741824}, {"players", {2, 3, 4, 5}}};
    CHECK(std::string(space_refusal(wraps))
              .starts_with("space.json: /games: must be a whole number from 1 to "));
    // Each within bounds, their product (1.1 x 10^8 games) not.
    json product = {{"games", 10000000}, {"parameters", {{"game.hand_size", json::array()}}}};
    for (int i = 1; i <= 11; ++i)
        product["parameters"]["game.hand_size"].push_back(i);
    const std::string games_refusal = space_refusal(product);
    CHECK(
        std::string(games_refusal).starts_with("space.json: /games: 11 settings x 10000000 games"));
    // The same space with --games 1 is small enough; --games itself is bounded too.
    CHECK(space_refusal(product, 1) == "accepted");
    CHECK(std::string(space_refusal(product, 10000000))
              .starts_with("--games: /: 11 settings x 10000000 games"));
    CHECK(std::string(space_refusal({{"games", 1}}, 0))
              .starts_with("--games: /: must be a whole number"));
}

TEST_CASE("Issue 34 item 2: a space of 10^10 settings is refused before one is built",
          "[lab][sweep]") {
    // A few hundred bytes of lists: 6 GB and bad_alloc when every setting was built first.
    json space = {{"games", 1}, {"parameters", json::object()}};
    for (int p = 0; p < 10; ++p)
        for (int v = 0; v < 10; ++v)
            space["parameters"]["p" + std::to_string(p)].push_back(v);
    const std::string why = space_refusal(space);
    CHECK(std::string(why).starts_with(
        "space.json: /: the space has more than 10000 settings (p0 10 x p1 10"));
}

TEST_CASE("Issue 34 item 8: sweep numbers that do not fit are refused, not truncated",
          "[lab][sweep]") {
    // 4 294 967 297 games became 1, players 4 294 967 298 became 2, as get<int>() truncated.
    CHECK(std::string(space_refusal({{"games", 4294967297ULL}}))
              .starts_with("space.json: /games: must be"));
    CHECK(std::string(space_refusal({{"max_rounds", 4294967396ULL}}))
              .starts_with("space.json: /max_rounds: must be"));
    CHECK(std::string(space_refusal({{"players", 4294967298ULL}}))
              .starts_with("space.json: /players: must be 2-6"));
    CHECK(std::string(space_refusal({{"players", {2, 4294967299ULL}}}))
              .starts_with("space.json: /players: "));
    CHECK(std::string(space_refusal({{"games", 2.0}})).starts_with("space.json: /games: must be"));
    // A seed is any 64-bit number: -1, 2^64 and 1e23 are refused, 2^64 - 1 kept exactly.
    CHECK(std::string(space_refusal({{"seed", -1}}))
              .starts_with("space.json: /seed: must be a whole number"));
    CHECK(std::string(space_refusal(json::parse(R"({"seed": 18446744073709551616})")))
              .starts_with("space.json: /seed: "));
    CHECK(std::string(space_refusal(json::parse(R"({"seed": 1e23})")))
              .starts_with("space.json: /seed: "));
    const auto top = lab::read_sweep_space(json::parse(R"({"seed": 18446744073709551615})"), "s");
    CHECK(top.seed == 18446744073709551615ULL);
}

TEST_CASE("Issue 34 item 8: matchups name different bot kinds, once each", "[lab][sweep]") {
    // ["random", "random"] played plain games under a "matchups" label: refused, naming the
    // repeated kind, since a matchup is two different kinds at one table.
    CHECK(std::string(space_refusal({{"matchups", {"random", "random"}}}))
              .starts_with("space.json: /matchups/1: the bot kind \"random\" is listed twice"));
    CHECK(std::string(space_refusal({{"matchups", {"random", "heuristic", "random"}}}))
              .starts_with("space.json: /matchups/2: "));
    const auto space = lab::read_sweep_space({{"matchups", {"random", "heuristic"}}}, "s");
    REQUIRE(space.settings.size() == 1);
    CHECK(lab::matchup_lineups(space.settings[0].matchup_kinds, 2).size() == 2);
}

TEST_CASE("A sweep space: every combination of the listed values, the last varying fastest",
          "[lab][sweep]") {
    const json j = {{"games", 3},
                    {"players", {2, 4}},
                    {"parameters", {{"game.hand_size", {4, 6, 8}}, {"map.setup", "standard"}}}};
    const auto space = lab::read_sweep_space(j, "s");
    CHECK(space.games == 3);
    CHECK(space.dimensions == std::vector<std::string>{"players", "game.hand_size"});
    REQUIRE(space.settings.size() == 6);
    CHECK(space.settings[0].players == 2);
    CHECK(space.settings[2].assignments ==
          std::vector<std::string>{"game.hand_size=8", "map.setup=\"standard\""});
    CHECK(space.settings[3].players == 4);
    CHECK(lab::read_sweep_space(j, "s", 7).games == 7);
}
