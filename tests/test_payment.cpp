// 003 §Settle near the portals — "Resources, purchases"; RULES.md §2 "Purchasing": paying a
// card's cost with Energy Crystal cards, resources on territories and pure energy.
#include <catch2/catch.hpp>

#include "eden/conquest/payment.hpp"
#include "eden/core/rng.hpp"
#include "support/refusal_words.hpp"

using namespace eden;

namespace {

constexpr std::size_t kPaymentWhite = 0, kPaymentGreen = 1, kPaymentGrey = 3;

ResourceCounts payment_counts(std::initializer_list<std::pair<TileColor, int>> list) {
    ResourceCounts r;
    for (auto [type, n] : list)
        r.add(type, n);
    return r;
}

Cost crystals(int n) {
    Cost c;
    c.energy_crystals = n;
    return c;
}

Cost resources(std::size_t type, int n) {
    Cost c;
    c.resources[type] = n;
    return c;
}

std::string reason(const std::optional<eden::text::Message>& why) {
    REQUIRE(why);
    return eden_test::english(*why);
}

}  // namespace

TEST_CASE(
    "003 Resources, purchases: Energy Crystals are paid by discarding cards whose total value "
    "is at least the cost",
    "[payment]") {
    Funds funds;
    funds.crystal_values = {1, 1, 2, 3};
    auto indices = [&](int n) {
        auto plan = cheapest_plan(crystals(n), funds);
        REQUIRE(plan);
        CHECK_FALSE(why_invalid_plan(crystals(n), funds, *plan));
        return plan->crystal_indices;
    };
    using V = std::vector<int>;
    CHECK(indices(0) == V{});
    CHECK(indices(1) == V{0});     // a Small one, the lowest index
    CHECK(indices(2) == V{2});     // the Medium one: one card rather than two Small ones
    CHECK(indices(3) == V{3});     // the Huge one
    CHECK(indices(4) == V{0, 3});  // 1 + 3: two cards, the lowest indices of the two-card ways
    CHECK(indices(5) == V{2, 3});
    CHECK(indices(7) == V{0, 1, 2, 3});
    CHECK(reason(why_cannot_pay(crystals(8), funds)) ==
          "needs 8 Energy Crystals, your Energy Crystal cards are worth 7");
    CHECK_FALSE(cheapest_plan(crystals(8), funds));

    // Overpaying is allowed when no exact total exists; the plan wastes as little as it can.
    funds.crystal_values = {3, 2, 2};
    CHECK(indices(1) == V{1});  // a Medium one: worth 2, wastes 1 rather than 2
    CHECK(indices(3) == V{0});
    CHECK(indices(5) == V{0, 1});
    funds.crystal_values = {2, 2};
    CHECK(indices(3) == V{0, 1});
}

TEST_CASE(
    "003 Resources, purchases: using N resources removes N resources of that type from the "
    "player's territories",
    "[payment]") {
    Funds funds;
    funds.resources[{1, 0}] = payment_counts({{TileColor::grey, 6}});
    funds.resources[{2, 0}] = payment_counts({{TileColor::grey, 1}, {TileColor::white, 1}});
    funds.resources[{3, 0}] = payment_counts({{TileColor::grey, 1}});

    // The smallest piles go first, so the 6 on (1,0) keeps its bonus.
    auto plan = cheapest_plan(resources(kPaymentGrey, 3), funds);
    REQUIRE(plan);
    TerritoryResources expected{{{3, 0}, payment_counts({{TileColor::grey, 1}})},
                                {{2, 0}, payment_counts({{TileColor::grey, 1}})},
                                {{1, 0}, payment_counts({{TileColor::grey, 1}})}};
    CHECK(plan->taken == expected);
    CHECK(plan->pure_energy == 0);
    CHECK(plan->crystal_indices.empty());
    CHECK_FALSE(why_invalid_plan(resources(kPaymentGrey, 3), funds, *plan));

    apply_plan(funds, *plan);
    CHECK(funds.resources[{1, 0}].of(TileColor::grey) == 5);
    CHECK(funds.resources[{2, 0}] == payment_counts({{TileColor::white, 1}}));
    CHECK(funds.resources[{3, 0}].total() == 0);

    CHECK(reason(why_cannot_pay(resources(kPaymentGrey, 6), funds)) ==
          "needs 6 ore, you have 5 on your territories");
    CHECK(reason(why_cannot_pay(resources(kPaymentGreen, 1), funds)) ==
          "needs 1 plant, you have 0 on your territories");
}

TEST_CASE("003 Resources, purchases: using N pure energy decreases the pure energy count by N",
          "[payment]") {
    Funds funds;
    funds.pure_energy = 3;
    Cost cost;
    cost.pure_energy = 2;
    auto plan = cheapest_plan(cost, funds);
    REQUIRE(plan);
    CHECK(plan->pure_energy == 2);
    apply_plan(funds, *plan);
    CHECK(funds.pure_energy == 1);
    CHECK(reason(why_cannot_pay(cost, funds)) == "needs 2 pure energy, you have 1");
}

TEST_CASE(
    "003 Resources, purchases: 1 pure energy may stand for 4 crystal shards, never the reverse",
    "[payment]") {
    Funds funds;
    funds.pure_energy = 2;
    funds.resources[{1, 0}] = payment_counts({{TileColor::white, 3}});

    SECTION("shards first; pure energy only for the shortfall, in whole units of 4") {
        auto plan = cheapest_plan(resources(kPaymentWhite, 3), funds);
        REQUIRE(plan);
        CHECK(plan->pure_energy == 0);
        CHECK(plan->taken.at({1, 0}).of(TileColor::white) == 3);

        // 5 shards with 3 on the map: 1 pure energy (4 shards) and 1 shard; 2 shards are kept.
        plan = cheapest_plan(resources(kPaymentWhite, 5), funds);
        REQUIRE(plan);
        CHECK(plan->pure_energy == 1);
        CHECK(plan->taken.at({1, 0}).of(TileColor::white) == 1);
        CHECK_FALSE(why_invalid_plan(resources(kPaymentWhite, 5), funds, *plan));

        // 11 shards: 2 pure energy (8) and 3 shards.
        plan = cheapest_plan(resources(kPaymentWhite, 11), funds);
        REQUIRE(plan);
        CHECK(plan->pure_energy == 2);
        CHECK(plan->taken.at({1, 0}).of(TileColor::white) == 3);

        CHECK(reason(why_cannot_pay(resources(kPaymentWhite, 12), funds)) ==
              "needs 12 crystal shards, you have 3 on your territories and 2 pure energy to "
              "spare (4 shards each)");
    }
    SECTION("the pure energy a cost names is spent before any stands in for shards") {
        Cost cost = resources(kPaymentWhite, 7);
        cost.pure_energy = 1;
        auto plan = cheapest_plan(cost, funds);
        REQUIRE(plan);
        CHECK(plan->pure_energy == 2);
        cost.resources[kPaymentWhite] = 8;
        CHECK(why_cannot_pay(cost, funds));
    }
    SECTION("shards never pay for pure energy") {
        funds.pure_energy = 0;
        funds.resources[{1, 0}] = payment_counts({{TileColor::white, 8}});
        Cost cost;
        cost.pure_energy = 1;
        CHECK(reason(why_cannot_pay(cost, funds)) == "needs 1 pure energy, you have 0");
        CHECK_FALSE(cheapest_plan(cost, funds));
        PaymentPlan by_hand;
        by_hand.taken[{1, 0}] = payment_counts({{TileColor::white, 4}});
        CHECK(reason(why_invalid_plan(cost, funds, by_hand)) ==
              "needs 1 pure energy, the plan spends 0");
    }
    SECTION("a player may choose pure energy over shards they have") {
        PaymentPlan by_hand;
        by_hand.pure_energy = 1;
        CHECK_FALSE(why_invalid_plan(resources(kPaymentWhite, 4), funds, by_hand));
        by_hand.pure_energy = 2;  // the second one pays nothing
        CHECK(reason(why_invalid_plan(resources(kPaymentWhite, 4), funds, by_hand)) ==
              "the plan spends 2 pure energy, more than the cost needs");
    }
}

TEST_CASE(
    "003 Resources, purchases: the multi-colour cube is N resources of any type, all of the "
    "same type",
    "[payment]") {
    Funds funds;
    funds.resources[{1, 0}] = payment_counts({{TileColor::green, 2}, {TileColor::grey, 4}});
    funds.resources[{2, 0}] = payment_counts({{TileColor::green, 2}, {TileColor::white, 1}});
    Cost cost;
    cost.any_one_type = 3;

    // Green and ore can both pay; ore leaves 1, green 1: the tie goes to colour order (green).
    auto plan = cheapest_plan(cost, funds);
    REQUIRE(plan);
    CHECK(plan->taken == TerritoryResources{{{2, 0}, payment_counts({{TileColor::green, 2}})},
                                            {{1, 0}, payment_counts({{TileColor::green, 1}})}});
    CHECK_FALSE(why_invalid_plan(cost, funds, *plan));

    // With a fixed green cost too, ore is what stays plentiful.
    cost.resources[kPaymentGreen] = 1;
    plan = cheapest_plan(cost, funds);
    REQUIRE(plan);
    CHECK(plan->taken.at({1, 0}).of(TileColor::grey) == 3);
    CHECK_FALSE(why_invalid_plan(cost, funds, *plan));

    // A mix of types does not pay it.
    PaymentPlan mixed;
    mixed.taken[{1, 0}] = payment_counts({{TileColor::green, 2}, {TileColor::grey, 1}});
    mixed.taken[{2, 0}] = payment_counts({{TileColor::white, 1}});
    CHECK(why_invalid_plan(cost, funds, mixed));
    PaymentPlan nothing;
    nothing.taken[{1, 0}] = payment_counts({{TileColor::green, 1}});
    CHECK(reason(why_invalid_plan(cost, funds, nothing)) ==
          "the cost also needs 3 resources of a single type, which the plan does not pay");

    cost.any_one_type = 5;
    CHECK(reason(why_cannot_pay(cost, funds)) ==
          "needs 5 resources of a single type, and after the rest of the cost you have at most "
          "4 of any one type on your territories");

    // Pure energy may pay a shard cube, but only when no type can be paid without it.
    funds.pure_energy = 1;
    plan = cheapest_plan(cost, funds);
    REQUIRE(plan);
    CHECK(plan->pure_energy == 1);
    CHECK(plan->taken.at({2, 0}).of(TileColor::white) == 1);
    CHECK_FALSE(why_invalid_plan(cost, funds, *plan));
}

TEST_CASE("003 Resources, purchases: hand-made payment plans are refused with a reason",
          "[payment]") {
    Funds funds;
    funds.crystal_values = {1, 2, 3};
    funds.pure_energy = 1;
    funds.resources[{1, 0}] = payment_counts({{TileColor::grey, 2}, {TileColor::white, 2}});
    Cost cost;
    cost.energy_crystals = 3;
    cost.resources[kPaymentGrey] = 1;

    PaymentPlan good;
    good.crystal_indices = {2};
    good.taken[{1, 0}] = payment_counts({{TileColor::grey, 1}});
    REQUIRE_FALSE(why_invalid_plan(cost, funds, good));
    PaymentPlan also_good = good;
    also_good.crystal_indices = {0, 1};  // 1 + 2
    CHECK_FALSE(why_invalid_plan(cost, funds, also_good));

    PaymentPlan plan = good;
    SECTION("crystal cards") {
        plan.crystal_indices = {5};
        CHECK(reason(why_invalid_plan(cost, funds, plan)) ==
              "there is no Energy Crystal card number 5 (you have 3)");
        plan.crystal_indices = {2, 2};
        CHECK(reason(why_invalid_plan(cost, funds, plan)) ==
              "Energy Crystal card number 2 is discarded twice");
        plan.crystal_indices = {1};
        CHECK(reason(why_invalid_plan(cost, funds, plan)) ==
              "needs 3 Energy Crystals, the cards discarded are worth 2");
        plan.crystal_indices = {0, 2};
        CHECK(reason(why_invalid_plan(cost, funds, plan)) ==
              "the Energy Crystal worth 1 is not needed: the other cards already pay 3 Energy "
              "Crystals");
        cost.energy_crystals = 0;
        plan.crystal_indices = {0};
        CHECK(reason(why_invalid_plan(cost, funds, plan)) == "this cost takes no Energy Crystals");
    }
    SECTION("resources") {
        plan.taken[{1, 0}] = payment_counts({{TileColor::grey, 2}});
        CHECK(reason(why_invalid_plan(cost, funds, plan)) ==
              "the cost needs 1 ore, the plan takes 2");
        plan.taken[{1, 0}] = payment_counts({{TileColor::grey, 1}, {TileColor::white, 1}});
        CHECK(reason(why_invalid_plan(cost, funds, plan)) ==
              "the plan takes 1 crystal shard, the cost needs only 0");
        plan.taken.clear();
        plan.taken[{9, 9}] = payment_counts({{TileColor::grey, 1}});
        CHECK(reason(why_invalid_plan(cost, funds, plan)) ==
              "the plan takes 1 ore from (9,9), which holds 0 of yours");
        plan.taken.clear();
        plan.taken[{1, 0}].by_type[kPaymentGrey] = -1;
        CHECK(reason(why_invalid_plan(cost, funds, plan)) ==
              "the plan cannot take a negative number of ore from (1,0)");
        plan.taken.clear();
        CHECK(reason(why_invalid_plan(cost, funds, plan)) ==
              "the cost needs 1 ore, the plan takes 0");
    }
    SECTION("pure energy") {
        plan.pure_energy = 2;
        CHECK(reason(why_invalid_plan(cost, funds, plan)) ==
              "the plan spends 2 pure energy, you have 1");
        plan.pure_energy = 1;  // pays no shards: the cost has none
        CHECK(reason(why_invalid_plan(cost, funds, plan)) ==
              "the plan spends 1 pure energy, more than the cost needs");
        cost.resources[kPaymentWhite] = 5;
        plan.taken[{1, 0}] = payment_counts({{TileColor::grey, 1}});  // 1 pure energy = 4 < 5
        CHECK(reason(why_invalid_plan(cost, funds, plan)) ==
              "the cost needs 5 crystal shards, the plan pays 0 and 1 pure energy (4 shards "
              "each)");
    }
}

TEST_CASE(
    "003 Resources, purchases: the cheapest plan exists exactly when the cost is affordable, "
    "validates, and takes the fewest crystals",
    "[payment]") {
    for (std::uint64_t seed = 1; seed <= 500; ++seed) {
        CAPTURE(seed);
        Rng rng(seed);
        auto roll = [&](int lo, int hi) { return static_cast<int>(rng.uniform_int(lo, hi)); };
        Funds funds;
        for (int i = roll(0, 7); i > 0; --i)
            funds.crystal_values.push_back(roll(1, 3));
        for (int t = roll(0, 4); t > 0; --t) {
            ResourceCounts& there = funds.resources[{roll(-3, 3), roll(-3, 3)}];
            for (std::size_t type : {kPaymentWhite, kPaymentGreen, kPaymentGrey})
                there.by_type[type] += roll(0, 4);
        }
        funds.pure_energy = roll(0, 3);
        Cost cost;
        cost.energy_crystals = roll(0, 8);
        cost.pure_energy = roll(0, 1);
        for (std::size_t type : {kPaymentWhite, kPaymentGreen, kPaymentGrey})
            cost.resources[type] = roll(0, 1) ? roll(0, 6) : 0;
        cost.any_one_type = roll(0, 2) ? 0 : roll(1, 5);

        const auto why = why_cannot_pay(cost, funds);
        const auto plan = cheapest_plan(cost, funds);
        REQUIRE(why.has_value() != plan.has_value());
        if (!plan) continue;
        CHECK_FALSE(why_invalid_plan(cost, funds, *plan));
        CHECK(cheapest_plan(cost, funds) == plan);  // deterministic

        // The crystals: brute force over every subset for the smallest total, then fewest
        // cards, then lowest indices.
        if (cost.energy_crystals > 0) {
            const int n = static_cast<int>(funds.crystal_values.size());
            std::tuple<int, int, std::vector<int>> best{1 << 30, 0, {}};
            for (int mask = 0; mask < (1 << n); ++mask) {
                std::vector<int> chosen;
                int total = 0;
                for (int i = 0; i < n; ++i)
                    if (mask & (1 << i)) {
                        chosen.push_back(i);
                        total += funds.crystal_values[static_cast<std::size_t>(i)];
                    }
                if (total < cost.energy_crystals) continue;
                std::tuple<int, int, std::vector<int>> key{total, static_cast<int>(chosen.size()),
                                                           chosen};
                if (key < best) best = key;
            }
            CHECK(plan->crystal_indices == std::get<2>(best));
        }

        Funds after = funds;
        apply_plan(after, *plan);
        CHECK(after.pure_energy >= 0);
        CHECK(after.crystal_values.size() + plan->crystal_indices.size() ==
              funds.crystal_values.size());
    }
}

TEST_CASE("can_pay on the totals agrees with why_cannot_pay on random costs and funds",
          "[payment]") {
    Rng rng(4242);
    auto roll = [&](int hi) { return static_cast<int>(rng.uniform_int(0, hi)); };
    for (int round = 0; round < 3000; ++round) {
        Cost cost;
        cost.energy_crystals = roll(4);
        cost.pure_energy = roll(1);
        cost.resources[0] = roll(6);
        cost.resources[3] = roll(3);
        cost.any_one_type = roll(3) == 0 ? roll(4) : 0;
        Funds funds;
        for (int i = roll(3); i > 0; --i)
            funds.crystal_values.push_back(1 + roll(2));
        for (int i = roll(3); i > 0; --i) {
            ResourceCounts c;
            c.add(TileColor::white, roll(4));
            c.add(TileColor::grey, roll(3));
            c.add(TileColor::green, roll(2));
            funds.resources[Hex{i, -i}] = c;
        }
        funds.pure_energy = roll(2);
        INFO("round " << round);
        CHECK(can_pay(cost, totals_of(funds)) == !why_cannot_pay(cost, funds).has_value());
        CHECK(can_pay(cost, totals_of(funds)) == cheapest_plan(cost, funds).has_value());
    }
}
