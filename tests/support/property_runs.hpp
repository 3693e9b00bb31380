// How many seeded games a property test plays, or how often along a game it checks. The normal
// build plays every one; the sanitizer build (ASan + UBSan, several times slower) plays a fifth of
// them, the first seeds: the same code paths under the memory checks, while the invariants and
// exact replays of all the seeds are checked in the normal build. The test's name says both counts.
#pragma once

namespace eden::test {

#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kBuiltWithSanitizers = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool kBuiltWithSanitizers = true;
#else
inline constexpr bool kBuiltWithSanitizers = false;
#endif
#else
inline constexpr bool kBuiltWithSanitizers = false;
#endif

constexpr int property_runs(int full) {
    return kBuiltWithSanitizers ? full / 5 : full;
}

// The same for a property checked along one game: the normal build checks it at every state,
// the sanitizer build at every fifth (the game itself is played whole in both).
constexpr int property_stride() {
    return kBuiltWithSanitizers ? 5 : 1;
}

}  // namespace eden::test
