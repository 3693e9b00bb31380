#include "cli/seats.hpp"

#include <stdexcept>

#include "eden/rng.hpp"

namespace eden::cli {

std::vector<PlayerSetup> default_players(int count, std::uint64_t seed) {
    std::vector<TileColor> resources(kResourceColors.begin(), kResourceColors.end());
    Rng rng(seed ^ 0x5eed'c1b5'0000'0001ULL);  // apart from the game's own generator
    rng.shuffle(resources);
    std::vector<PlayerSetup> out;
    for (int i = 0; i < count; ++i) {
        const TileColor r = resources[static_cast<std::size_t>(i) % resources.size()];
        out.push_back({"Player " + std::to_string(i + 1), std::string(to_string(r)), r});
    }
    return out;
}

std::vector<std::unique_ptr<bots::Bot>> bot_seats(const std::string& kind, std::size_t count,
                                                  std::uint64_t seed) {
    std::vector<std::unique_ptr<bots::Bot>> out;
    for (std::size_t i = 0; i < count; ++i) {
        auto bot = bots::make_bot(kind, seed * 1000003ULL + i + 1);
        if (!bot) throw std::invalid_argument("unknown bot kind \"" + kind + "\"");
        out.push_back(std::move(bot));
    }
    return out;
}

}  // namespace eden::cli
