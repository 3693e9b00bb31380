// Dear ImGui's clickable widgets as the app uses them, each recorded in the UI probe under its
// label (app/ui_probe.hpp), so the UI driver can find and click what a person sees. Same
// arguments and results as the ImGui functions they wrap.
#pragma once

#include <string>

#include "eden/core/action.hpp"
#include "imgui.h"

namespace eden::app::ui {

bool button(const std::string& label, ImVec2 size = ImVec2(0, 0));
bool small_button(const std::string& label);
bool menu_item(const char* label, const char* shortcut = nullptr, bool selected = false,
               bool enabled = true);
bool selectable(const std::string& label, bool selected);
bool checkbox(const std::string& label, bool* value);
bool radio_button(const std::string& label, int* value, int button_value);
bool begin_tab_item(const char* label);
bool begin_combo(const char* label, const char* preview);
// A button that makes a choice: also recorded under the Action it sends.
bool action_button(const std::string& label, const Action& action, ImVec2 size = ImVec2(0, 0));

}  // namespace eden::app::ui
