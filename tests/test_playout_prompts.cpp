// GameState::set_prompts (issue 19 "Speed"): a search bot's playouts write no sentences. The
// game must not notice: with prompts off every decision offers the same seat the same options,
// only its prompt is empty (no message), and the same choices lead to the same state.
#include <catch2/catch.hpp>

#include <memory>

#include "bots/bot.hpp"
#include "bots/simulation.hpp"
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
            INFO(players << " players, decision " << decisions << ": " << a.prompt.id);
            REQUIRE(b.player == a.player);
            REQUIRE(b.kind == a.kind);
            REQUIRE(b.options == a.options);
            REQUIRE(b.reveals_private_info_of == a.reveals_private_info_of);
            CHECK_FALSE(a.prompt.id.empty());
            CHECK(b.prompt == text::Message{});
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

namespace {

// Plays the first option until `after` actions, then an action no decision offers.
class WrongAfter : public bots::Bot {
  public:
    explicit WrongAfter(int after) : left_(after) {}
    Action choose(const GameState&, const Decision& d) override {
        return left_-- > 0 ? d.options.front() : Action{ChooseNumber{999}};
    }

  private:
    int left_;
};

}  // namespace

TEST_CASE("A game played without prompts still names the decision in a refused choice's report",
          "[prompts]") {
    GameSetup setup = basic_setup(2, 5);
    setup.cards = designed_cards();
    GameState told(setup);
    GameState silent(setup);
    silent.set_prompts(false);
    std::vector<std::unique_ptr<bots::Bot>> seats;
    seats.push_back(std::make_unique<WrongAfter>(30));
    seats.push_back(std::make_unique<WrongAfter>(30));
    const bots::GameRecord record = bots::play_game(silent, seats, {});
    REQUIRE(record.violation.has_value());
    // The same 30 first options, with prompts, reach the decision the bad choice answered.
    for (int i = 0; i < record.violation_at.value_or(0); ++i)
        REQUIRE(told.apply(told.pending().options.front()));
    const std::string prompt = told.pending().prompt.id;
    REQUIRE_FALSE(prompt.empty());
    CHECK_THAT(*record.violation,
               Catch::Matchers::Contains("refusal.not_a_choice{asked=" + prompt + "{"));
}
