// HexTable, the sorted table behind territory control and the resources on territories
// (issue 19 "Speed"): it must answer exactly as the std::map it replaced.
#include <catch2/catch.hpp>

#include <map>
#include <stdexcept>

#include "eden/core/rng.hpp"
#include "eden/map/hex_table.hpp"

using namespace eden;

TEST_CASE("HexTable keeps its entries in hex order, each hex once, the first given kept",
          "[hex-table]") {
    const HexTable<int> t{{{2, 0}, 5}, {{-1, 3}, 7}, {{2, 0}, 9}, {{0, 0}, 1}};
    REQUIRE(t.size() == 3);
    std::vector<Hex> order;
    for (const auto& [hex, value] : t)
        order.push_back(hex);
    CHECK(order == std::vector<Hex>{{-1, 3}, {0, 0}, {2, 0}});
    CHECK(t.at({2, 0}) == 5);
    CHECK_THROWS_AS(t.at({4, 4}), std::out_of_range);
    CHECK(t.find({4, 4}) == t.end());
    CHECK(t.count({0, 0}) == 1);
    CHECK_FALSE(t.contains({0, 1}));
}

TEST_CASE("HexTable answers as std::map through a long run of inserts, writes and erasures",
          "[hex-table]") {
    Rng rng(20261127);
    HexTable<int> table;
    std::map<Hex, int> reference;
    for (int step = 0; step < 5000; ++step) {
        const Hex h{static_cast<int>(rng.uniform_int(-4, 4)),
                    static_cast<int>(rng.uniform_int(-4, 4))};
        const int value = static_cast<int>(rng.uniform_int(0, 99));
        switch (rng.uniform_int(0, 3)) {
            case 0:
                table[h] = value;
                reference[h] = value;
                break;
            case 1:
                CHECK(table.erase(h) == reference.erase(h));
                break;
            case 2:
                CHECK(table.insert({h, value}).second == reference.insert({h, value}).second);
                break;
            default:
                CHECK(table.contains(h) == reference.contains(h));
                if (reference.contains(h)) CHECK(table.at(h) == reference.at(h));
                break;
        }
        REQUIRE(table.size() == reference.size());
    }
    auto expected = reference.begin();
    for (const auto& [hex, value] : table) {
        CHECK(hex == expected->first);
        CHECK(value == expected->second);
        ++expected;
    }
    HexTable<int> copy = table;
    CHECK(copy == table);
    copy[{9, 9}] = 1;
    CHECK_FALSE(copy == table);
}
