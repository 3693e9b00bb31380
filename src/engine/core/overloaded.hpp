// The usual visitor helper for std::visit over a variant of plain structs.
#pragma once

namespace eden::detail {

template <class... Ts>
struct overloaded : Ts... {
    using Ts::operator()...;
};
template <class... Ts>
overloaded(Ts...) -> overloaded<Ts...>;

}  // namespace eden::detail
