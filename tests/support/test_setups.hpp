// Setups shared by the engine tests.
#pragma once

#include <string>
#include <vector>

#include "eden/conquest/territory.hpp"
#include "eden/core/setup.hpp"

namespace eden_test {

// n players with distinct resources, the first of them `first_resource`. Only a white first
// resource brings in the crystal-shard civilization (and its colour choice).
eden::GameSetup basic_setup(int players, std::uint64_t seed,
                            eden::TileColor first_resource = eden::TileColor::green);

// The standard rules with a scenario's map overlay: "supremacy", "unbalance", "king-of-eden",
// "king-of-eden/open" (its variant where tiles are seen).
eden::Rules rules_for_scenario(const std::string& scenario);

// Resources on one territory: `shards` crystal shards and `count` of `other`.
eden::ResourceCounts resources(int shards, eden::TileColor other = eden::TileColor::white,
                               int count = 0);

}  // namespace eden_test
