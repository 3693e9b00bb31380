// The map editor's state (issue 38 items 1-2), without SDL or ImGui: the draft, the file it
// goes to, the brush and symmetry in hand, the rules it is checked against, and the board's
// zoom and pan. The screen (app/screens/map_editor_screen.hpp) draws it each frame.
#pragma once

#include <array>
#include <filesystem>
#include <optional>
#include <string>

#include "app/session/file_watch.hpp"
#include "app/session/hex_layout.hpp"
#include "app/session/map_draft.hpp"
#include "app/session/map_draft_check.hpp"
#include "app/session/map_fairness.hpp"
#include "data/game_data.hpp"

namespace eden::app {

struct MapEditor {
    MapDraft draft;
    std::filesystem::path file;
    // The file field as typed (the screen's text box edits it in place).
    std::array<char, 1024> file_field{};
    // The file a person agreed to replace (issue 38 item 1: saving over an existing file only
    // after a confirmation that names it); asked again once the file field names another.
    std::filesystem::path replace_confirmed_for;
    Brush brush;
    Symmetry symmetry = Symmetry::none;
    std::string ruleset = "standard";
    std::string scenario = "supremacy";
    DraftCheck check;      // of the draft as it stands: refreshed after every step
    MapFairness fairness;  // each portal's start, and the seats off the others: the same
    BoardView view;
    std::string status;  // the last save's outcome, or why it was refused
    // `file` as last read or written here: saved by hand elsewhere, it is read again (issue 38
    // item 6), after a question when the draft has changes of its own.
    std::optional<FileWatch> watch;
};

// `file`'s map when it exists (DataError when it does not load), a new map otherwise. The map's
// own "scenario" key, when it names one of the data, chooses the scenario it is checked under.
MapEditor open_map_editor(const data::GameData& data, const std::filesystem::path& file);
// The first of `folder`/`stem`.json, `stem`_2.json, ... that does not exist: where a new map or
// scenario is saved without replacing anything.
std::filesystem::path free_file(const std::filesystem::path& folder, const std::string& stem);
// A file of `folder` for a new map: new_map.json, new_map_2.json, ... whichever is free.
std::filesystem::path new_map_file(const std::filesystem::path& folder);
// The data was read again: a ruleset or scenario that is gone gives way to the standard rules'
// Supremacy, and the draft is checked again.
void keep_editor_within(MapEditor& editor, const data::GameData& data);
// Checks the draft again under the editor's ruleset and scenario.
void recheck(MapEditor& editor, const data::GameData& data);

}  // namespace eden::app
