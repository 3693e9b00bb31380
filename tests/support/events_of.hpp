// The events of one type among those an action reported: one copy for the conquest and the map
// tests (support/conquest_fixture.hpp, support/map_builders.hpp), which both use it.
#pragma once

#include <variant>
#include <vector>

#include "eden/core/event.hpp"

namespace eden_test {

// The events of type E among `events`, in order.
template <class E>
std::vector<E> events_of(const std::vector<eden::Event>& events) {
    std::vector<E> out;
    for (const eden::Event& e : events)
        if (const E* x = std::get_if<E>(&e)) out.push_back(*x);
    return out;
}

}  // namespace eden_test
