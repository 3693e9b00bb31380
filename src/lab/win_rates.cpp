#include "lab/win_rates.hpp"

#include <cmath>
#include <cstdio>

namespace eden::lab {

WinRate win_rate(int wins, int games) {
    WinRate r{wins, games, 0, 0, 1};
    if (games <= 0) return r;
    constexpr double z = 1.959964;  // 95 %
    const double n = games;
    const double p = wins / n;
    const double denominator = 1 + z * z / n;
    const double centre = (p + z * z / (2 * n)) / denominator;
    const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator;
    r.rate = p;
    r.low = std::max(0.0, centre - half);
    r.high = std::min(1.0, centre + half);
    return r;
}

nlohmann::json to_json(const WinRate& r) {
    return {{"games", r.games},
            {"wins", r.wins},
            {"win_rate", r.rate},
            {"ci95", nlohmann::json::array({r.low, r.high})}};
}

std::string describe(const WinRate& r) {
    char text[96];
    std::snprintf(text, sizeof text, "%5.1f%% (%.1f-%.1f%%, %d games)", 100 * r.rate, 100 * r.low,
                  100 * r.high, r.games);
    return text;
}

}  // namespace eden::lab
