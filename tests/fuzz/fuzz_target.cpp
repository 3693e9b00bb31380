// One libFuzzer target per loader: the CMake block of EDEN_FUZZ builds this file once per
// loader with EDEN_FUZZ_LOADER set (save, map, ruleset, scenario, cards, dragons, actions).
// An input may be accepted or refused with a DataError; any other exception, a crash, a
// sanitizer report or a malformed refusal is a finding (see tests/fuzz/README.md).
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz/fuzz_loaders.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    (void)eden::fuzz::load(eden::fuzz::Loader::EDEN_FUZZ_LOADER,
                           std::string_view(reinterpret_cast<const char*>(data), size));
    return 0;
}
