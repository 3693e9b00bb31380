// A choice's button whose label wraps onto as many lines as it needs (issue 16 item 8: long
// choices wrap, never cut), recorded in the UI probe like ui::action_button: under its label
// and under the Action it sends.
#pragma once

#include <string>

#include "eden/core/action.hpp"

namespace eden::app::ui {

// `width` in pixels; the button grows downwards to hold the whole label.
bool wrapped_action_button(const std::string& label, const Action& action, float width);

}  // namespace eden::app::ui
