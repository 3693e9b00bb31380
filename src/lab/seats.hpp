// Default seats for games the CLI plays with bots: names, civilizations and bots per seat.
#pragma once

#include <memory>
#include <vector>

#include "bots/bot.hpp"
#include "eden/core/setup.hpp"

namespace eden::lab {

// "Player 1".."Player n", each with a different civilization resource drawn from the seed
// (so the crystal-shard civilization and its colour choice come up too).
std::vector<PlayerSetup> default_players(int count, std::uint64_t seed);

// Seats playing the given civilizations of `cards`, in seat order ("Player 1"...), each with
// its civilization's resource. Throws std::invalid_argument naming the known ids for an
// unknown civilization or one chosen twice.
std::vector<PlayerSetup> civilization_players(const CardLibrary& cards,
                                              const std::vector<std::string>& civilization_ids);
// `count` different civilizations of `cards`, drawn from the seed.
std::vector<std::string> random_civilizations(const CardLibrary& cards, int count,
                                              std::uint64_t seed);
// Every ordered pair of different civilizations (both seat orders of every pairing), in a
// fixed order: the schedule of a balance run.
std::vector<std::vector<std::string>> ordered_pairings(const CardLibrary& cards);

// One bot of `kind` per seat, each with its own seed derived from the game's.
std::vector<std::unique_ptr<bots::Bot>> bot_seats(const std::string& kind, std::size_t count,
                                                  std::uint64_t seed);

}  // namespace eden::lab
