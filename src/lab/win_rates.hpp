// Win rates with their uncertainty, for the balance reports of `eden-cli simulate`.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

namespace eden::lab {

// A share of games won and its 95 % Wilson score interval: unlike the normal approximation it
// stays inside [0, 1] and is sound for rates near 0 or 1 and for few games.
struct WinRate {
    int wins = 0;
    int games = 0;
    double rate = 0;
    double low = 0;
    double high = 0;
};

WinRate win_rate(int wins, int games);

// {"games", "wins", "win_rate", "ci95": [low, high]}
nlohmann::json to_json(const WinRate& r);
// "52.3% (49.1-55.4%, 1000 games)"
std::string describe(const WinRate& r);

}  // namespace eden::lab
