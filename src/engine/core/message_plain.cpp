// A message in no language (text::plain): the engine's errors quote a refusal this way, as the
// engine holds no words of its own (issue 36).
#include <type_traits>

#include "eden/text/message.hpp"

namespace eden::text {

namespace {

std::string plain_value(const ArgValue& value) {
    return std::visit(
        [](const auto& v) -> std::string {
            using T = std::decay_t<decltype(v)>;
            if constexpr (std::is_same_v<T, long long>) {
                return std::to_string(v);
            } else if constexpr (std::is_same_v<T, std::string>) {
                return v;
            } else if constexpr (std::is_same_v<T, Seat>) {
                return "seat " + std::to_string(v.index + 1);
            } else if constexpr (std::is_same_v<T, Card>) {
                return "card #" + std::to_string(v.index);
            } else if constexpr (std::is_same_v<T, Place>) {
                return to_string(v.at);
            } else if constexpr (std::is_same_v<T, Name>) {
                return v.text;
            } else if constexpr (std::is_same_v<T, Term>) {
                return v.id;
            } else if constexpr (std::is_same_v<T, SeatList>) {
                std::string out;
                for (int s : v.seats)
                    out += (out.empty() ? "seat " : ", seat ") + std::to_string(s + 1);
                return out;
            } else {
                std::string out;
                for (const Message& m : v.items)
                    out += (out.empty() ? "" : "; ") + plain(m);
                return out;
            }
        },
        value);
}

}  // namespace

std::string plain(const Message& m) {
    std::string out = m.id;
    if (m.args.empty()) return out;
    out += "{";
    for (std::size_t i = 0; i < m.args.size(); ++i)
        out += (i ? ", " : "") + m.args[i].name + "=" + plain_value(m.args[i].value);
    return out + "}";
}

}  // namespace eden::text
