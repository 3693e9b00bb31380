#include "eden/conquest/payment.hpp"

#include <algorithm>
#include <limits>
#include <numeric>
#include <set>
#include <tuple>
#include <variant>

#include "eden/map/tile.hpp"

namespace eden {

namespace {

constexpr std::size_t kWhite = 0;  // crystal shards: kResourceColors[0]
constexpr int kShardsPerPureEnergy = 4;
static_assert(kResourceColors[kWhite] == TileColor::white);

using Amounts = std::array<int, 7>;

// A keyword naming a resource type in a message's `select` ("grey").
std::string colour_of(std::size_t type) {
    return std::string(to_string(kResourceColors[type]));
}

// "3 ore", "1 crystal shard": an amount of one type, as the cost's own words say it.
text::Pieces amount(int n, std::size_t type) {
    return text::in_place(
        text::Message("prompt.cost.resources").with("count", n).with("colour", colour_of(type)));
}

Amounts totals(const TerritoryResources& resources) {
    Amounts out{};
    for (const auto& [at, counts] : resources)
        for (std::size_t t = 0; t < out.size(); ++t)
            out[t] += counts.by_type[t];
    return out;
}

int ceil_div(int a, int b) {
    return (a + b - 1) / b;
}

// 003: pure energy stands in for shards only for the shortfall, in whole units of 4; then as
// few shards as still cover the cost are taken, so none are removed for nothing.
struct ShardPayment {
    int shards = 0;
    int pure_energy = 0;
};
ShardPayment pay_shards(int needed, int shards_on_map) {
    if (needed <= shards_on_map) return {needed, 0};
    const int pure = ceil_div(needed - shards_on_map, kShardsPerPureEnergy);
    return {std::max(0, needed - kShardsPerPureEnergy * pure), pure};
}

// The crystal subset with the smallest total value >= need; ties: fewest cards, then the
// lexicographically lowest indices. nullopt if all the cards together fall short.
//
// best[i][s] is the fewest cards among i.. that total exactly s. The smallest reachable total
// >= need and its card count come from best[0]; walking the indices in order and taking each
// card whenever the rest can still complete the total gives the lowest indices.
std::optional<std::vector<int>> choose_crystals(const std::vector<int>& values, int need) {
    std::vector<int> out;
    if (need <= 0) return out;
    const int n = static_cast<int>(values.size());
    int reach = 0;
    for (int v : values)
        if (v > 0) reach += v;
    if (reach < need) return std::nullopt;

    constexpr int kNone = std::numeric_limits<int>::max();
    const auto width = static_cast<std::size_t>(reach) + 1;
    std::vector<int> best((static_cast<std::size_t>(n) + 1) * width, kNone);
    auto at = [&](int i, int s) -> int& {
        return best[static_cast<std::size_t>(i) * width + static_cast<std::size_t>(s)];
    };
    at(n, 0) = 0;
    for (int i = n - 1; i >= 0; --i) {
        const int v = values[static_cast<std::size_t>(i)];
        for (int s = 0; s <= reach; ++s) {
            int b = at(i + 1, s);
            if (v > 0 && v <= s && at(i + 1, s - v) != kNone) b = std::min(b, at(i + 1, s - v) + 1);
            at(i, s) = b;
        }
    }
    int total = need;
    while (at(0, total) == kNone)
        ++total;  // reach itself is reachable, so this stops
    int cards = at(0, total);
    for (int i = 0; i < n && cards > 0; ++i) {
        const int v = values[static_cast<std::size_t>(i)];
        if (v > 0 && v <= total && at(i + 1, total - v) == cards - 1) {
            out.push_back(i);
            total -= v;
            --cards;
        }
    }
    return out;
}

// Territories in the order resources are taken from them: fewest resources in all first, so
// the big piles that carry territory bonuses (003 §Bonuses) are kept; ties in hex order.
std::vector<Hex> taking_order(const TerritoryResources& resources) {
    std::vector<std::pair<int, Hex>> order;
    for (const auto& [at, counts] : resources)
        order.push_back({counts.total(), at});
    std::sort(order.begin(), order.end());
    std::vector<Hex> out;
    for (const auto& entry : order)
        out.push_back(entry.second);
    return out;
}

// The plan for fixed resource amounts `need` (the multi-colour cube already folded in), or
// the reason it cannot be paid. Crystals are not handled here.
std::variant<PaymentPlan, text::Message> plan_resources(const Cost& cost, const Funds& funds,
                                                        const Amounts& need) {
    const Amounts have = totals(funds.resources);
    if (cost.pure_energy > funds.pure_energy)
        return text::Message("refusal.pay.pure_energy_short")
            .with("need", cost.pure_energy)
            .with("have", funds.pure_energy);
    for (std::size_t t = 0; t < need.size(); ++t) {
        if (t == kWhite || need[t] <= have[t]) continue;
        return text::Message("refusal.pay.resources_short")
            .with("need", amount(need[t], t))
            .with("have", have[t]);
    }
    const ShardPayment shards = pay_shards(need[kWhite], have[kWhite]);
    const int spare_pure = funds.pure_energy - cost.pure_energy;
    if (shards.pure_energy > spare_pure)
        return text::Message("refusal.pay.shards_short")
            .with("need", amount(need[kWhite], kWhite))
            .with("have", have[kWhite])
            .with("spare", spare_pure);

    PaymentPlan plan;
    plan.pure_energy = cost.pure_energy + shards.pure_energy;
    Amounts left = need;
    left[kWhite] = shards.shards;
    for (Hex at : taking_order(funds.resources)) {
        const ResourceCounts& there = funds.resources.at(at);
        ResourceCounts take;
        for (std::size_t t = 0; t < left.size(); ++t) {
            take.by_type[t] = std::min(left[t], there.by_type[t]);
            left[t] -= take.by_type[t];
        }
        if (take.total() > 0) plan.taken[at] = take;
    }
    return plan;
}

std::variant<PaymentPlan, text::Message> plan_or_reason(const Cost& cost, const Funds& funds) {
    auto crystals = choose_crystals(funds.crystal_values, cost.energy_crystals);
    if (!crystals) {
        int worth = 0;
        for (int v : funds.crystal_values)
            worth += std::max(0, v);
        return text::Message("refusal.pay.crystals_short")
            .with("need", cost.energy_crystals)
            .with("worth", worth);
    }

    std::variant<PaymentPlan, text::Message> result = plan_resources(cost, funds, cost.resources);
    if (cost.any_one_type > 0) {
        if (std::holds_alternative<text::Message>(result)) return result;  // the fixed part fails
        // The cube's type: least pure energy, then most of that type left, then colour order.
        const Amounts have = totals(funds.resources);
        std::optional<std::tuple<int, int, std::size_t>> best_key;
        for (std::size_t t = 0; t < have.size(); ++t) {
            Amounts need = cost.resources;
            need[t] += cost.any_one_type;
            auto candidate = plan_resources(cost, funds, need);
            auto* plan = std::get_if<PaymentPlan>(&candidate);
            if (!plan) continue;
            const int taken = totals(plan->taken)[t];
            const std::tuple<int, int, std::size_t> key{plan->pure_energy, -(have[t] - taken), t};
            if (!best_key || key < *best_key) {
                best_key = key;
                result = std::move(candidate);
            }
        }
        if (!best_key) {
            int most = 0;
            for (std::size_t t = 0; t < have.size(); ++t) {
                int could = have[t] - cost.resources[t];
                if (t == kWhite)
                    could += kShardsPerPureEnergy * (funds.pure_energy - cost.pure_energy);
                most = std::max(most, could);
            }
            return text::Message("refusal.pay.one_type_short")
                .with("need", cost.any_one_type)
                .with("most", most);
        }
    }
    if (auto* plan = std::get_if<PaymentPlan>(&result)) plan->crystal_indices = *crystals;
    return result;
}

// Whether the plan's resources and pure energy pay `need` exactly (see why_invalid_plan).
std::optional<text::Message> check_amounts(const Cost& cost, const PaymentPlan& plan,
                                           const Amounts& taken, const Amounts& need) {
    for (std::size_t t = 0; t < need.size(); ++t) {
        if (t == kWhite || taken[t] == need[t]) continue;
        return text::Message("refusal.pay.type_not_exact")
            .with("need", amount(need[t], t))
            .with("taken", taken[t]);
    }
    const int shards = taken[kWhite];
    const int extra_pure = plan.pure_energy - cost.pure_energy;
    const int needed = need[kWhite];
    if (shards > needed)
        return text::Message("refusal.pay.too_many_shards")
            .with("taken", amount(shards, kWhite))
            .with("need", needed);
    if (shards + kShardsPerPureEnergy * extra_pure < needed)
        return text::Message("refusal.pay.shards_unpaid")
            .with("need", amount(needed, kWhite))
            .with("shards", shards)
            .with("pure", extra_pure);
    if (extra_pure > 0 && shards + kShardsPerPureEnergy * (extra_pure - 1) >= needed)
        return text::Message("refusal.pay.pure_unused").with("pure", plan.pure_energy);
    return std::nullopt;
}

}  // namespace

std::optional<text::Message> why_cannot_pay(const Cost& cost, const Funds& funds) {
    auto result = plan_or_reason(cost, funds);
    if (auto* reason = std::get_if<text::Message>(&result)) return std::move(*reason);
    return std::nullopt;
}

std::optional<PaymentPlan> cheapest_plan(const Cost& cost, const Funds& funds) {
    auto result = plan_or_reason(cost, funds);
    if (auto* plan = std::get_if<PaymentPlan>(&result)) return std::move(*plan);
    return std::nullopt;
}

std::optional<text::Message> why_invalid_plan(const Cost& cost, const Funds& funds,
                                              const PaymentPlan& plan) {
    // Crystals.
    const int cards = static_cast<int>(funds.crystal_values.size());
    std::set<int> seen;
    int worth = 0;
    for (int i : plan.crystal_indices) {
        if (i < 0 || i >= cards)
            return text::Message("refusal.pay.no_such_crystal")
                .with("index", i)
                .with("cards", cards);
        if (!seen.insert(i).second)
            return text::Message("refusal.pay.crystal_twice").with("index", i);
        worth += funds.crystal_values[static_cast<std::size_t>(i)];
    }
    if (cost.energy_crystals <= 0 && !plan.crystal_indices.empty())
        return text::Message("refusal.pay.no_crystals_asked");
    if (worth < cost.energy_crystals)
        return text::Message("refusal.pay.crystals_worth")
            .with("need", cost.energy_crystals)
            .with("worth", worth);
    for (int i : plan.crystal_indices) {
        const int v = funds.crystal_values[static_cast<std::size_t>(i)];
        if (worth - v >= cost.energy_crystals)
            return text::Message("refusal.pay.crystal_not_needed")
                .with("value", v)
                .with("need", cost.energy_crystals);
    }

    // Pure energy.
    if (plan.pure_energy > funds.pure_energy)
        return text::Message("refusal.pay.pure_more_than_had")
            .with("pure", plan.pure_energy)
            .with("have", funds.pure_energy);
    if (plan.pure_energy < cost.pure_energy)
        return text::Message("refusal.pay.pure_less_than_cost")
            .with("need", cost.pure_energy)
            .with("pure", plan.pure_energy);

    // Resources taken must lie there.
    for (const auto& [at, take] : plan.taken) {
        auto there = funds.resources.find(at);
        for (std::size_t t = 0; t < take.by_type.size(); ++t) {
            const int n = take.by_type[t];
            if (n == 0) continue;
            if (n < 0)
                return text::Message("refusal.pay.negative_take")
                    .with("colour", colour_of(t))
                    .with("place", text::Place{at});
            const int available = there == funds.resources.end() ? 0 : there->second.by_type[t];
            if (n > available)
                return text::Message("refusal.pay.more_than_there")
                    .with("taken", amount(n, t))
                    .with("place", text::Place{at})
                    .with("available", available);
        }
    }

    // Amounts, with the multi-colour cube in whichever single type pays it.
    const Amounts taken = totals(plan.taken);
    if (cost.any_one_type <= 0) return check_amounts(cost, plan, taken, cost.resources);
    std::size_t likeliest = kWhite;
    int most_surplus = std::numeric_limits<int>::min();
    for (std::size_t t = 0; t < taken.size(); ++t) {
        Amounts need = cost.resources;
        need[t] += cost.any_one_type;
        if (!check_amounts(cost, plan, taken, need)) return std::nullopt;
        int paid = taken[t];
        if (t == kWhite) paid += kShardsPerPureEnergy * (plan.pure_energy - cost.pure_energy);
        if (paid - cost.resources[t] > most_surplus) {
            most_surplus = paid - cost.resources[t];
            likeliest = t;
        }
    }
    if (most_surplus <= 0)
        return text::Message("refusal.pay.one_type_unpaid").with("need", cost.any_one_type);
    Amounts need = cost.resources;
    need[likeliest] += cost.any_one_type;
    return check_amounts(cost, plan, taken, need);
}

void apply_plan(Funds& funds, const PaymentPlan& plan) {
    std::vector<int> indices = plan.crystal_indices;
    std::sort(indices.rbegin(), indices.rend());
    for (int i : indices)
        funds.crystal_values.erase(funds.crystal_values.begin() + i);
    for (const auto& [at, take] : plan.taken)
        for (std::size_t t = 0; t < take.by_type.size(); ++t)
            if (take.by_type[t] != 0) funds.resources[at].add(kResourceColors[t], -take.by_type[t]);
    funds.pure_energy -= plan.pure_energy;
}

int printed_total(const Cost& cost) {
    return cost.energy_crystals + cost.pure_energy + cost.any_one_type +
           std::accumulate(cost.resources.begin(), cost.resources.end(), 0);
}

FundsTotals totals_of(const Funds& funds) {
    FundsTotals t;
    for (int v : funds.crystal_values)
        if (v > 0) t.crystal_value += v;
    t.resources = totals(funds.resources);
    t.pure_energy = funds.pure_energy;
    return t;
}

bool can_pay(const Cost& cost, const FundsTotals& t) {
    if (cost.energy_crystals > t.crystal_value) return false;
    if (cost.pure_energy > t.pure_energy) return false;
    const int spare_pure = t.pure_energy - cost.pure_energy;
    // After the fixed costs, what is left of each type, shards helped by the spare pure energy.
    std::array<int, 7> left{};
    for (std::size_t i = 0; i < left.size(); ++i) {
        left[i] = t.resources[i] - cost.resources[i];
        if (i != kWhite && left[i] < 0) return false;
    }
    const int shards_with_pure = left[kWhite] + kShardsPerPureEnergy * spare_pure;
    if (shards_with_pure < 0) return false;
    if (cost.any_one_type <= 0) return true;
    // The multi-colour cube: one type must cover it; shards may use what pure energy is left
    // after the shard shortfall, in whole units of 4.
    for (std::size_t i = 0; i < left.size(); ++i) {
        if (i == kWhite) {
            if (shards_with_pure >= cost.any_one_type) return true;
        } else if (left[i] >= cost.any_one_type) {
            return true;
        }
    }
    return false;
}

}  // namespace eden
