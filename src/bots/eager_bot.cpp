#include "bots/eager_bot.hpp"

#include <stdexcept>

namespace eden::bots {

namespace {

template <typename T>
std::vector<const Action*> of_kind(const std::vector<Action>& options) {
    std::vector<const Action*> out;
    for (const Action& a : options)
        if (std::holds_alternative<T>(a)) out.push_back(&a);
    return out;
}

}  // namespace

Action EagerBot::choose(const GameState&, const Decision& decision) {
    if (decision.options.empty())
        throw std::logic_error("EagerBot: the decision " + asked(decision) + " has no options");
    auto pick = [&](const std::vector<const Action*>& among) {
        const auto i = rng_.uniform_int(0, static_cast<std::int64_t>(among.size()) - 1);
        return *among[static_cast<std::size_t>(i)];
    };
    for (const auto& preferred :
         {of_kind<OpenFront>(decision.options), of_kind<AddUnit>(decision.options),
          of_kind<TriggerAbility>(decision.options)})
        if (!preferred.empty()) return pick(preferred);
    std::vector<const Action*> rest;
    for (const Action& a : decision.options)
        if (!std::holds_alternative<DestroyOwnPortal>(a)) rest.push_back(&a);
    return pick(rest);
}

}  // namespace eden::bots
