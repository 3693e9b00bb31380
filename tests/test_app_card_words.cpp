// Issue 16 items 3 and 6 in the app's words, over bot games: an ability offer names the card
// and says what the ability does; a dragon card played is logged with its strength and text;
// the market marks exactly the cards the engine lets a player buy, and says what the others
// need.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

#include "app/session/game_session.hpp"
#include "app/session/labels.hpp"
#include "app/session/market.hpp"
#include "app/session/new_game.hpp"
#include "eden/text/card_text.hpp"
#include "support/shipped_data.hpp"

using namespace eden;
using namespace eden::app;

namespace {

GameSession bot_game(const std::string& scenario, std::uint64_t seed, int players) {
    NewGameChoice choice = default_new_game(test::shipped_data(), seed);
    choice.scenario = scenario;
    resize_seats(choice, test::shipped_data(), players);
    std::vector<SeatKind> kinds(static_cast<std::size_t>(players), SeatKind::bot);
    return GameSession(GameState(make_setup(test::shipped_data(), choice)), kinds, seed);
}

bool card_words_has(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

}  // namespace

TEST_CASE("Card words (issue 16 item 3): an ability offer names the card and its ability's text",
          "[app]") {
    GameSession game = bot_game("supremacy", 11, 2);
    int offers = 0;
    for (int i = 0; i < 6000 && !game.over() && offers < 20; ++i) {
        const Decision& d = game.pending();
        for (const Action& a : d.options)
            if (const auto* t = std::get_if<TriggerAbility>(&a)) {
                const std::string label = option_label(game.state(), a);
                const std::string words = ability_words(game.state(), t->card, t->ability);
                INFO(label);
                REQUIRE_FALSE(words.empty());
                CHECK(card_words_has(label, card_name(game.state(), t->card)));
                CHECK(card_words_has(label, words));
                CHECK_FALSE(card_words_has(label, "Trigger ability"));
                ++offers;
            }
        game.play_bot();
    }
    CHECK(offers > 0);
    // The log says what a fired ability did, not "triggers ability 1 of ...".
    for (const std::string& line : game.log())
        CHECK_FALSE(card_words_has(line, "triggers ability"));
}

TEST_CASE("Card words (issue 16 item 3): a dragon card played is logged with what it does",
          "[app]") {
    GameSession game = bot_game("king-of-eden", 3, 2);
    int played = 0;
    int with_text = 0;
    for (int i = 0; i < 8000 && !game.over(); ++i)
        game.play_bot();
    for (const std::string& line : game.log()) {
        if (!card_words_has(line, "The dragons play ")) continue;
        ++played;
        INFO(line);
        CHECK(card_words_has(line, "(strength "));
        if (card_words_has(line, "): ")) ++with_text;
    }
    CHECK(played > 0);
    CHECK(with_text > 0);  // the King of Eden and many dragons have abilities
}

TEST_CASE(
    "Market (issue 16 item 6): the cards marked affordable are the engine's Buy options - the "
    "others say what they need",
    "[app]") {
    GameSession game = bot_game("supremacy", 5, 2);
    int markets = 0;
    int missing = 0;
    for (int i = 0; i < 6000 && !game.over() && markets < 12; ++i) {
        const Decision& d = game.pending();
        if (d.kind == DecisionKind::purchase) {
            std::vector<int> offered;
            for (const Action& a : d.options)
                if (const auto* b = std::get_if<Buy>(&a)) offered.push_back(b->card);
            const auto market = market_for(game.state(), d.player, offered);
            for (int card : offered)
                CHECK(std::any_of(market.begin(), market.end(), [card](const MarketCard& m) {
                    return m.card == card && m.affordable;
                }));
            for (const MarketCard& m : market) {
                INFO(card_name(game.state(), m.card) << ": " << m.missing);
                CHECK(m.affordable == m.missing.empty());
                if (!m.affordable) {
                    ++missing;
                    CHECK(std::find(offered.begin(), offered.end(), m.card) == offered.end());
                }
            }
            // Affordable first.
            CHECK(std::is_partitioned(market.begin(), market.end(),
                                      [](const MarketCard& m) { return m.affordable; }));
            ++markets;
        }
        game.play_bot();
    }
    CHECK(markets > 0);
    CHECK(missing > 0);
}
