// The loaders' entry points shared by the fuzz targets (tests/fuzz/fuzz_*.cpp, libFuzzer) and by
// the regression test that runs every file of tests/fuzz/regressions/ in every build: the same
// bytes reach the same code either way.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "eden/text/message.hpp"

namespace eden::fuzz {

// sweep: an eden-cli sweep space, read and its settings' batches built as the sweep builds them
// (issue 34); merge: a JSON list of simulate --json shard reports, merged as eden-cli merge does;
// lab_run: a run the app's lab saved, read as the lab lists its folder and paired with itself.
enum class Loader { save, map, ruleset, scenario, cards, dragons, actions, sweep, merge, lab_run };

// "save", "map", ... ; the regression folders are named so.
std::optional<Loader> loader_named(std::string_view name);
const char* name_of(Loader loader);

// What a loader made of an input: accepted, or refused with a DataError whose message is
// well formed ("source: /pointer: problem", one bounded line).
struct Outcome {
    bool accepted = false;
    std::string message;  // the DataError's, when refused
    // Its problem alone, and the same as a message of the catalogs (issue 36: the app shows
    // the reason in the reader's language).
    std::string problem;
    std::optional<text::Message> reason;
};

// Reads `text` as a file of that kind, as `source`, the way the CLI and the app read it (the
// one parse_json_text, then the engine's reader). A DataError is an outcome; any other
// exception escapes (a bug). Throws std::logic_error if a refusal's message is malformed, or
// (actions) if a refused action changed the state.
Outcome load(Loader loader, std::string_view text, const std::string& source = "input.json");

}  // namespace eden::fuzz
