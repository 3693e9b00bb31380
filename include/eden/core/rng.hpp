// The game's one source of randomness: a seeded xoshiro256** generator with our own
// integer-range and shuffle functions, so a seed and an action log replay a game exactly on
// any compiler (the standard library's distributions differ between implementations).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace eden {

class Rng {
  public:
    explicit Rng(std::uint64_t seed = 0) { reseed(seed); }

    void reseed(std::uint64_t seed);
    std::uint64_t next_u64();

    // Uniform integer in [lo, hi], inclusive. Precondition: lo <= hi.
    std::int64_t uniform_int(std::int64_t lo, std::int64_t hi);

    template <typename T>
    void shuffle(std::vector<T>& v) {
        // Fisher–Yates, from the back.
        for (std::size_t i = v.size(); i > 1; --i) {
            const auto j =
                static_cast<std::size_t>(uniform_int(0, static_cast<std::int64_t>(i) - 1));
            std::swap(v[i - 1], v[j]);
        }
    }

    // The four state words as hex strings, for saving; and back.
    std::string state_string() const;
    static bool from_state_string(const std::string& s, Rng& out);

    friend bool operator==(const Rng&, const Rng&) = default;

  private:
    std::array<std::uint64_t, 4> s_{};
};

}  // namespace eden
