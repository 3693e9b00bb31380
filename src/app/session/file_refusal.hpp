// A file the app refused, told the way a designer fixes it (issue 38 item 6): the file, the
// JSON pointer and the reason of the loader's DataError, and the line of the file they point
// at. The window shows it instead of exiting with a line on stderr nobody reads.
#pragma once

#include <exception>
#include <filesystem>
#include <optional>
#include <string>

#include "eden/core/data_error.hpp"

namespace eden::app {

struct FileRefusal {
    std::string file;
    std::string pointer;  // empty when the refusal is about the whole file
    std::string reason;
    // The reason as a message of the catalogs, when the loader gave one: shown in the reader's
    // language (the reason above is the English the CLI prints).
    std::optional<text::Message> reason_message;
    int line = 0;           // 1-based; 0 when the file cannot be read or has no such place
    std::string line_text;  // that line, cut to a readable length
};

// Reads the refused file again (within the loaders' size limit) to find the line: the byte a
// JSON syntax error names ("at byte 15"), else where the pointer's value starts.
FileRefusal refusal_of(const DataError& e);
// A refusal that is not a DataError (a save of another game's version, say): the reason only.
FileRefusal refusal_of(const std::filesystem::path& file, const std::exception& e);

// Where a refusal says it is wrong, before its reason.
enum class RefusalPlace {
    none,     // under the field that was refused
    pointer,  // a --set assignment's pointer without its slash: "map.face_down_colours/1: …"
    file,     // as the loaders say it: "scenarios/x.json: /name: …"
};
// A refused change (New game's rules variants, the lab's settings, the scenario editor's draft)
// as a message, for the reader's language: a DataError's reason after its place; any other
// exception's words as they are.
text::Message refusal_reason(const std::exception& e, RefusalPlace place);

}  // namespace eden::app
