#include "app/session/only_way.hpp"

#include <algorithm>
#include <set>
#include <vector>

namespace eden::app {

namespace {

// More plans than this to ask the engine about: the person chooses (a rich player's payment
// is a choice in any case).
constexpr long kOnlyPaymentBudget = 20000;

// The Energy Crystal card sets worth asking about, one per set of card kinds. No set has more
// cards than the cost has crystals: every card is worth at least 1. None when there are too
// many to try.
std::vector<std::vector<int>> crystal_sets_to_try(const GameState& state,
                                                  const GameState::PaymentChoice& c) {
    const int n = static_cast<int>(c.crystal_cards.size());
    const int most = std::min(c.payment.cost.energy_crystals, n);
    std::vector<std::vector<int>> out{{}};
    if (most <= 0) return out;
    if (n > 12) return {};  // too many to count: no plan found, the person chooses
    std::set<std::vector<int>> kinds_seen;
    for (unsigned mask = 1; mask < (1u << n); ++mask) {
        std::vector<int> indices, kinds;
        for (int i = 0; i < n; ++i)
            if (mask & (1u << i)) {
                indices.push_back(i);
                const CardId card = c.crystal_cards[static_cast<std::size_t>(i)];
                kinds.push_back(state.conquest().cards.at(static_cast<std::size_t>(card)).def);
            }
        if (static_cast<int>(indices.size()) > most) continue;
        std::sort(kinds.begin(), kinds.end());
        if (kinds_seen.insert(kinds).second) out.push_back(indices);
    }
    return out;
}

// `amount` of resource type `type` taken from the territories in map order. Any other split
// of the same amount is another plan, so it only stands alone when it is forced: nothing or
// everything taken, or one territory holds that type.
void take_in_order(PaymentPlan& plan, const Funds& funds, std::size_t type, int amount) {
    for (const auto& [hex, counts] : funds.resources) {
        if (amount <= 0) return;
        const int n = std::min(amount, counts.by_type[type]);
        if (n <= 0) continue;
        plan.taken[hex].by_type[type] = n;
        amount -= n;
    }
}

bool split_is_forced(const Funds& funds, std::size_t type, int amount) {
    int holders = 0, total = 0;
    for (const auto& [hex, counts] : funds.resources) {
        holders += counts.by_type[type] > 0;
        total += counts.by_type[type];
    }
    return amount == 0 || amount == total || holders <= 1;
}

}  // namespace

std::optional<PaymentPlan> only_payment_plan(const GameState& state) {
    const auto choice = state.payment_choice();
    if (!choice) return std::nullopt;
    const Funds& funds = choice->funds;
    const Cost& cost = choice->payment.cost;
    // How much of each type a plan could take at most: the cost's own, its any-one-type part,
    // and an N-resource "civilization resource and/or crystal shards" cost.
    const int flexible = cost.any_one_type + choice->payment.civ_or_shards;
    std::vector<std::size_t> types;
    std::vector<int> most;
    int shard_like = 0;
    for (std::size_t t = 0; t < kResourceColors.size(); ++t) {
        int held = 0;
        for (const auto& [hex, counts] : funds.resources)
            held += counts.by_type[t];
        const int could = std::min(held, cost.resources[t] + flexible);
        shard_like = std::max(shard_like, cost.resources[t] + flexible);
        if (could <= 0) continue;
        types.push_back(t);
        most.push_back(could);
    }
    // Each pure energy spent pays at least one resource's worth beyond the cost's own.
    const int pure_most = std::min(funds.pure_energy, cost.pure_energy + shard_like);
    const auto crystal_sets = crystal_sets_to_try(state, *choice);

    long plans = static_cast<long>(crystal_sets.size()) * (pure_most + 1);
    for (int m : most)
        plans *= m + 1;
    if (plans > kOnlyPaymentBudget) return std::nullopt;

    std::optional<PaymentPlan> found;
    std::vector<int> amounts(types.size(), 0);
    for (const auto& crystals : crystal_sets)
        for (int pure = 0; pure <= pure_most; ++pure) {
            std::fill(amounts.begin(), amounts.end(), 0);
            while (true) {
                PaymentPlan plan;
                plan.crystal_indices = crystals;
                plan.pure_energy = pure;
                bool forced = true;
                for (std::size_t i = 0; i < types.size(); ++i) {
                    take_in_order(plan, funds, types[i], amounts[i]);
                    forced = forced && split_is_forced(funds, types[i], amounts[i]);
                }
                if (!state.why_illegal(Pay{plan})) {
                    // A second plan, or this one split another way: a choice.
                    if (found || !forced) return std::nullopt;
                    found = plan;
                }
                // The next amounts, like an odometer.
                std::size_t i = 0;
                while (i < amounts.size() && amounts[i] == most[i])
                    amounts[i++] = 0;
                if (i == amounts.size()) break;
                ++amounts[i];
            }
        }
    return found;
}

bool only_one_placement(const GameState& state, const Decision& d) {
    if (d.kind != DecisionKind::place_resources || d.options.empty() || d.player < 0 ||
        state.phase() != Phase::conquest)
        return false;
    const int count = state.conquest().production_left;
    if (count <= 0) return true;
    int places = 0;
    for (const auto& [hex, seat] : state.control()) {
        if (seat != d.player) continue;
        for (TileColor type : kResourceColors)
            if (!state.why_illegal(PlaceResources{{ResourcePlacement{hex, type, count}}}) &&
                ++places > 1)
                return false;
    }
    return places == 1;
}

}  // namespace eden::app
