// The New game dialog's "Rules variants": every ruleset parameter, with its description, as a
// checkbox, number, choice or comma-separated list; changed ones first and highlighted, a
// refused list with the rules' reason; a search field by id and words of the description. Changes
// go into NewGameChoice's rule_changes, which make_setup applies as eden-cli's --set assignments.
#pragma once

#include <map>
#include <string>

#include "app/shell/app_state.hpp"

namespace eden::app {

// The editor's own state beside the choice it edits: open or closed (app state, so a
// screenshot run can open it), and the list parameters' text fields as typed, by parameter id.
struct RulesVariantsView {
    bool& open;
    std::map<std::string, std::string>& list_texts;
    // What the search field holds: the rows shown are those whose id or description has every
    // word of it (issue 40 item 3).
    std::string& search;
};

// A collapsing section in the current window, filling the height left (at least `min_height`
// pixels, the window scrolling when less is left), editing `choice`'s rule changes against
// its ruleset and scenario. The New game dialog edits its own choice; the lab edits the rules
// of its runs with the same editor.
void draw_rules_variants(const data::GameData& data, NewGameChoice& choice, RulesVariantsView view,
                         float min_height = 0);
// The New game dialog's.
void draw_rules_variants(AppState& app);

}  // namespace eden::app
