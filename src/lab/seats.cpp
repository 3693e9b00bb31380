#include "lab/seats.hpp"

#include <stdexcept>

#include "eden/core/rng.hpp"

namespace eden::lab {

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

std::vector<PlayerSetup> civilization_players(const CardLibrary& cards,
                                              const std::vector<std::string>& civilization_ids) {
    std::string known;
    for (const Civilization& c : cards.civilizations)
        known += (known.empty() ? "" : ", ") + c.id;
    std::vector<PlayerSetup> out;
    for (std::size_t i = 0; i < civilization_ids.size(); ++i) {
        const Civilization* civ = cards.civilization(civilization_ids[i]);
        if (!civ)
            throw std::invalid_argument("unknown civilization \"" + civilization_ids[i] +
                                        "\" (known: " + known + ")");
        for (std::size_t j = 0; j < i; ++j)
            if (civilization_ids[j] == civ->id)
                throw std::invalid_argument("two seats may not share a civilization (\"" + civ->id +
                                            "\")");
        out.push_back({"Player " + std::to_string(i + 1), civ->id, civ->resource});
    }
    return out;
}

std::vector<std::string> random_civilizations(const CardLibrary& cards, int count,
                                              std::uint64_t seed) {
    std::vector<std::string> ids;
    for (const Civilization& c : cards.civilizations)
        ids.push_back(c.id);
    if (static_cast<int>(ids.size()) < count)
        throw std::invalid_argument("the cards hold " + std::to_string(ids.size()) +
                                    " civilizations, fewer than the " + std::to_string(count) +
                                    " players");
    Rng rng(seed ^ 0x5eed'c1b5'0000'0001ULL);  // apart from the game's own generator
    rng.shuffle(ids);
    ids.resize(static_cast<std::size_t>(count));
    return ids;
}

std::vector<std::vector<std::string>> ordered_pairings(const CardLibrary& cards) {
    std::vector<std::vector<std::string>> out;
    for (const Civilization& a : cards.civilizations)
        for (const Civilization& b : cards.civilizations)
            if (a.id != b.id) out.push_back({a.id, b.id});
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

}  // namespace eden::lab
