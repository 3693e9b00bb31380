// Default seats for games the CLI plays with bots: names, civilizations and bots per seat.
#pragma once

#include <memory>
#include <vector>

#include "bots/bot.hpp"
#include "eden/setup.hpp"

namespace eden::cli {

// "Player 1".."Player n", each with a different civilization resource drawn from the seed
// (so the crystal-shard civilization and its colour choice come up too).
std::vector<PlayerSetup> default_players(int count, std::uint64_t seed);

// One bot of `kind` per seat, each with its own seed derived from the game's.
std::vector<std::unique_ptr<bots::Bot>> bot_seats(const std::string& kind, std::size_t count,
                                                  std::uint64_t seed);

}  // namespace eden::cli
