// GameState::set_prompts (issue 19 "Speed"): a search bot's playouts write no sentences. The
// game must not notice: with prompts off every decision offers the same seat the same options,
// only its prompt is empty, and the same choices lead to the same state.
#include <catch2/catch.hpp>

#include "bots/bot.hpp"
#include "support/conquest_fixture.hpp"
#include "support/test_setups.hpp"

using namespace eden;
using namespace eden_test;

TEST_CASE(
    "With prompts off a game offers the same choices and reaches the same state, with "
    "no sentence written",
    "[prompts]") {
    for (int players : {2, 4}) {
        GameSetup setup = basic_setup(players, 40 + static_cast<std::uint64_t>(players));
        setup.cards = designed_cards();
        GameState told(setup);
        GameState silent(setup);
        silent.set_prompts(false);
        auto bot = bots::make_bot("random", 77);
        int decisions = 0;
        while (!told.is_over() && decisions < 3000 &&
               !(told.phase() == Phase::conquest && told.conquest().round > 15)) {
            const Decision& a = told.open_decision();
            const Decision& b = silent.open_decision();
            INFO(players << " players, decision " << decisions << ": " << a.prompt);
            REQUIRE(b.player == a.player);
            REQUIRE(b.kind == a.kind);
            REQUIRE(b.options == a.options);
            REQUIRE(b.reveals_private_info_of == a.reveals_private_info_of);
            CHECK_FALSE(a.prompt.empty());
            CHECK(b.prompt.empty());
            // A copy turned back on reads as the game always did.
            if (decisions % 97 == 0) {
                GameState reread = silent;
                reread.set_prompts(true);
                CHECK(reread.open_decision().prompt == a.prompt);
            }
            const Action action = bot->choose(told, a);
            REQUIRE(told.apply(action));
            REQUIRE(silent.apply(action));
            ++decisions;
        }
        CHECK(told.phase() == Phase::conquest);
        CHECK(decisions > 100);
        CHECK(silent == told);
    }
}
