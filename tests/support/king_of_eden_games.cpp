#include "support/king_of_eden_games.hpp"

#include <memory>

#include "bots/bot.hpp"
#include "support/conquest_fixture.hpp"
#include "support/dragon_fixture.hpp"
#include "support/test_setups.hpp"

namespace eden_test {

using namespace eden;

GameSetup king_of_eden_setup(int players, std::uint64_t seed, bool open_variant) {
    GameSetup setup = basic_setup(players, seed);
    setup.rules = rules_for_scenario(open_variant ? "king-of-eden/open" : "king-of-eden");
    setup.rules.victory =
        open_variant ? Victory::king_of_eden_then_supremacy : Victory::king_of_eden;
    setup.scenario_id = "king-of-eden";
    setup.cards = designed_cards();
    setup.dragons = std::make_shared<const DragonDeckDef>(king_of_eden_deck());
    for (PlayerSetup& p : setup.players)
        for (const Civilization& civ : setup.cards->civilizations)
            if (civ.resource == p.resource) p.civilization = civ.id;
    return setup;
}

bots::GameRecord play(GameState& state, const std::string& bot, std::uint64_t seed, Watcher watch,
                      int max_rounds) {
    std::vector<std::unique_ptr<bots::Bot>> seats;
    for (int p = 0; p < state.player_count(); ++p)
        seats.push_back(bots::make_bot(bot, seed * 31 + static_cast<std::uint64_t>(p)));
    bots::PlayOptions options;
    options.max_rounds = max_rounds;
    options.on_action = std::move(watch);
    return bots::play_game(state, seats, options);
}

}  // namespace eden_test
