#include "lab/whole_numbers.hpp"

#include <charconv>
#include <limits>

namespace eden::lab {

std::optional<std::int64_t> whole_number(const nlohmann::json& v, std::int64_t min,
                                         std::int64_t max) {
    std::int64_t n = 0;
    if (v.is_number_unsigned()) {
        const std::uint64_t u = v.get<std::uint64_t>();
        if (u > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()))
            return std::nullopt;
        n = static_cast<std::int64_t>(u);
    } else if (v.is_number_integer()) {
        n = v.get<std::int64_t>();
    } else {
        return std::nullopt;
    }
    if (n < min || n > max) return std::nullopt;
    return n;
}

std::optional<std::uint64_t> parse_seed(std::string_view text) {
    if (text.empty() || text.find_first_not_of("0123456789") != std::string_view::npos)
        return std::nullopt;
    std::uint64_t n = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
    if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return n;
}

bool is_decimal_number(std::string_view text) {
    if (!text.empty() && text.front() == '-') text.remove_prefix(1);
    return !text.empty() && text.find_first_not_of("0123456789") == std::string_view::npos;
}

}  // namespace eden::lab
