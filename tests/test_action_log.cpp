// ActionLog: copies share their history, and an append to one copy never shows in another,
// across the chunk boundaries where appending in place gives way to a new chunk.
#include <catch2/catch.hpp>

#include "eden/core/action_log.hpp"

using namespace eden;

namespace {

Action numbered(int n) {
    return ChooseNumber{n};
}

std::vector<Action> numbers(int from, int to) {
    std::vector<Action> out;
    for (int n = from; n < to; ++n)
        out.push_back(numbered(n));
    return out;
}

}  // namespace

TEST_CASE("an action log keeps its actions in order across chunks", "[action-log]") {
    ActionLog log;
    CHECK(log.empty());
    for (int n = 0; n < 100; ++n)
        log.push_back(numbered(n));
    CHECK(log.size() == 100);
    CHECK(log.to_vector() == numbers(0, 100));
}

TEST_CASE("copies of an action log share history and part at their next append", "[action-log]") {
    for (int split : {0, 1, 31, 32, 33, 70}) {
        ActionLog a;
        for (int n = 0; n < split; ++n)
            a.push_back(numbered(n));
        ActionLog b = a;
        CHECK(a == b);
        for (int n = split; n < split + 40; ++n)
            a.push_back(numbered(n));
        for (int n = 1000; n < 1005; ++n)
            b.push_back(numbered(n));
        CHECK(a.to_vector() == numbers(0, split + 40));
        std::vector<Action> expected_b = numbers(0, split);
        const auto tail = numbers(1000, 1005);
        expected_b.insert(expected_b.end(), tail.begin(), tail.end());
        CHECK(b.to_vector() == expected_b);
        CHECK_FALSE(a == b);
        // Equal contents in different chunks are equal logs.
        ActionLog c;
        for (const Action& x : expected_b)
            c.push_back(x);
        CHECK(c == b);
    }
}
