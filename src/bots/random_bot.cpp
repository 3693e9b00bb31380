#include "bots/random_bot.hpp"

#include <stdexcept>

#include "bots/eager_bot.hpp"
#include "bots/heuristic_bot.hpp"
#include "bots/search_bot.hpp"

namespace eden::bots {

Action RandomBot::choose(const GameState&, const Decision& decision) {
    if (decision.options.empty())
        throw std::logic_error("RandomBot: the decision " + asked(decision) + " has no options");
    const auto i = rng_.uniform_int(0, static_cast<std::int64_t>(decision.options.size()) - 1);
    return decision.options[static_cast<std::size_t>(i)];
}

std::unique_ptr<Bot> make_bot(const std::string& kind, std::uint64_t seed) {
    if (kind == "random") return std::make_unique<RandomBot>(seed);
    if (kind == "eager") return std::make_unique<EagerBot>(seed);
    if (kind == "heuristic") return std::make_unique<HeuristicBot>(seed);
    if (auto budget = parse_search_kind(kind)) return std::make_unique<SearchBot>(seed, *budget);
    return nullptr;
}

std::vector<std::string> bot_kinds() {
    return {"random", "eager", "heuristic", "search"};
}

}  // namespace eden::bots
