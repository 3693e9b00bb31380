#include "support/bot_games.hpp"

#include <memory>
#include <vector>

#include "bots/bot.hpp"
#include "bots/simulation.hpp"
#include "support/conquest_fixture.hpp"
#include "support/test_setups.hpp"

namespace eden_test {

eden::GameState heuristic_bot_game(int players, std::uint64_t seed, int max_rounds,
                                   std::uint64_t first_bot_seed) {
    using namespace eden;
    GameSetup setup = basic_setup(players, seed);
    setup.cards = designed_cards();
    for (PlayerSetup& p : setup.players)
        for (const Civilization& civ : setup.cards->civilizations)
            if (civ.resource == p.resource) p.civilization = civ.id;
    GameState state(setup);
    std::vector<std::unique_ptr<bots::Bot>> seats;
    for (int p = 0; p < players; ++p)
        seats.push_back(
            bots::make_bot("heuristic", first_bot_seed + static_cast<std::uint64_t>(p)));
    bots::PlayOptions options;
    options.max_rounds = max_rounds;
    options.check_invariants = false;
    bots::play_game(state, seats, options);
    return state;
}

}  // namespace eden_test
