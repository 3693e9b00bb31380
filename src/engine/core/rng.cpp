#include "eden/core/rng.hpp"

#include <cstdio>
#include <stdexcept>

namespace eden {

namespace {

std::uint64_t splitmix64(std::uint64_t& x) {
    std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

std::uint64_t rotl(std::uint64_t x, int k) {
    return (x << k) | (x >> (64 - k));
}

}  // namespace

void Rng::reseed(std::uint64_t seed) {
    std::uint64_t x = seed;
    for (auto& word : s_)
        word = splitmix64(x);
}

std::uint64_t Rng::next_u64() {
    const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
}

std::int64_t Rng::uniform_int(std::int64_t lo, std::int64_t hi) {
    if (lo > hi) throw std::logic_error("Rng::uniform_int: empty range");
    const std::uint64_t span = static_cast<std::uint64_t>(hi) - static_cast<std::uint64_t>(lo) + 1;
    if (span == 0) return static_cast<std::int64_t>(next_u64());  // the full 64-bit range
    // Rejection sampling: drop the top sliver that would bias the modulo.
    const std::uint64_t limit = UINT64_MAX - UINT64_MAX % span;
    std::uint64_t x;
    do
        x = next_u64();
    while (x >= limit);
    return lo + static_cast<std::int64_t>(x % span);
}

std::string Rng::state_string() const {
    std::string out;
    char buf[17];
    for (std::size_t i = 0; i < s_.size(); ++i) {
        std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(s_[i]));
        if (i) out += ':';
        out += buf;
    }
    return out;
}

bool Rng::from_state_string(const std::string& s, Rng& out) {
    std::array<std::uint64_t, 4> words{};
    if (s.size() != 4 * 16 + 3) return false;
    for (std::size_t i = 0; i < 4; ++i) {
        const std::size_t at = i * 17;
        if (i && s[at - 1] != ':') return false;
        std::uint64_t w = 0;
        for (std::size_t k = 0; k < 16; ++k) {
            const char c = s[at + k];
            int v;
            if (c >= '0' && c <= '9')
                v = c - '0';
            else if (c >= 'a' && c <= 'f')
                v = c - 'a' + 10;
            else
                return false;
            w = (w << 4) | static_cast<std::uint64_t>(v);
        }
        words[i] = w;
    }
    if (words == std::array<std::uint64_t, 4>{}) return false;  // xoshiro's one dead state
    out.s_ = words;
    return true;
}

}  // namespace eden
