// std::visit over an event with one lambda per kind (the audit's own copy of the idiom, so it
// reaches into no engine internals).
#pragma once

namespace eden::audit {

template <class... F>
struct overloaded : F... {
    using F::operator()...;
};
template <class... F>
overloaded(F...) -> overloaded<F...>;

}  // namespace eden::audit
