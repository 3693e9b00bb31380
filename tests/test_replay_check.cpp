// simulate --check-replay's check (data/replay_check.hpp): a game rebuilt from its save's setup
// and action log must come out as the game that was played (DESIGN.md "The engine contract": a
// seed plus the action log replays a game exactly); an altered log must be caught, not passed.
#include <catch2/catch.hpp>

#include "data/replay_check.hpp"
#include "eden/core/save.hpp"
#include "support/king_of_eden_games.hpp"

using namespace eden;
using nlohmann::json;

namespace {

// A King of Eden game some rounds in, dragons' attacks included.
GameState replay_check_game() {
    GameState s(eden_test::king_of_eden_setup(3, 4));
    eden_test::play(s, "heuristic", 4, nullptr, 6);
    return s;
}

}  // namespace

TEST_CASE("A played game rebuilt from its setup and action log is the game played",
          "[replay-check]") {
    const GameState s = replay_check_game();
    REQUIRE(s.action_log().size() > 50);
    CHECK(data::replay_difference(s) == std::nullopt);
}

TEST_CASE("The replay check catches a log with its last action dropped", "[replay-check]") {
    const GameState s = replay_check_game();
    json save = make_save(s);
    save["actions"].erase(save["actions"].size() - 1);
    const auto difference = data::replay_difference(save, s);
    REQUIRE(difference);
    CHECK_THAT(*difference, Catch::Contains("differs at /"));
}

TEST_CASE("The replay check catches a log with one choice changed", "[replay-check]") {
    const GameState s = replay_check_game();
    json save = make_save(s);
    // The last decision of the game that had another legal answer than the one played.
    GameState walk(s.setup());
    std::optional<std::size_t> changed;
    json other;
    const std::vector<Action> log = s.action_log();  // a copy: the state keeps it packed
    for (std::size_t i = 0; i < log.size(); ++i) {
        const Action& played = log[i];
        const Decision asked = walk.pending();
        for (const Action& option : asked.options)
            if (action_to_json(option) != action_to_json(played)) {
                changed = i;
                other = action_to_json(option);
                break;
            }
        REQUIRE(walk.apply(played));
    }
    REQUIRE(changed);
    save["actions"][*changed] = other;
    // Either a later action no longer fits and is refused, or the game ends elsewhere.
    const auto difference = data::replay_difference(save, s);
    REQUIRE(difference);
    CHECK_THAT(*difference, Catch::Contains("differs at /") || Catch::Contains("refused"));
}
