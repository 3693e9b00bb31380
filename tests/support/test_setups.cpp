#include "support/test_setups.hpp"

#include <stdexcept>

namespace eden_test {

using namespace eden;

GameSetup basic_setup(int players, std::uint64_t seed, TileColor first_resource) {
    GameSetup s;
    s.seed = seed;
    // White (the crystal-shard civilization, which chooses a colour first) comes last, so
    // it takes part only when asked for as the first resource.
    std::vector<TileColor> resources{first_resource};
    for (TileColor c : kResourceColors)
        if (c != first_resource && c != TileColor::white) resources.push_back(c);
    if (first_resource != TileColor::white) resources.push_back(TileColor::white);
    const char* names[] = {"Alice", "Bob", "Carol", "Dave", "Erin", "Frank"};
    for (int i = 0; i < players; ++i) {
        const TileColor r = resources[static_cast<std::size_t>(i)];
        s.players.push_back({names[i], std::string(to_string(r)), r});
    }
    return s;
}

Rules rules_for_scenario(const std::string& scenario) {
    Rules r;  // the defaults are the standard ruleset's values (a test checks they agree)
    if (scenario == "supremacy") return r;
    if (scenario == "unbalance") {
        r.blind_placement = BlindPlacement::all_but_first_player;
        return r;
    }
    if (scenario == "king-of-eden/open") {
        r = rules_for_scenario("king-of-eden");
        r.blind_placement = BlindPlacement::none;
        return r;
    }
    if (scenario == "king-of-eden") {
        r.setup = MapSetup::king_of_eden_chain;
        r.blind_placement = BlindPlacement::all;
        r.final_portal_round = false;
        return r;
    }
    throw std::invalid_argument("unknown scenario " + scenario);
}

ResourceCounts resources(int shards, TileColor other, int count) {
    ResourceCounts r;
    r.add(TileColor::white, shards);
    if (count) r.add(other, count);
    return r;
}

}  // namespace eden_test
