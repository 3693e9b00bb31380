// The art in Dear ImGui windows: icons from assets/art/ drawn inline with text, sized to the
// font so they scale with the UI. Each returns false (drawing nothing) without the picture,
// so the caller can write the word instead. Call between NewFrame and Render.
#pragma once

#include <string>
#include <string_view>

#include "eden/map/tile.hpp"
#include "imgui.h"

namespace eden::app {

// An icon `size` pixels square at the cursor, as one item.
bool art_icon(std::string_view name, float size);
// The picture drawn into `min`..`max` of the current window's draw list (no item).
bool art_image(ImDrawList* list, std::string_view name, ImVec2 min, ImVec2 max);
// "resource-green" and so on.
std::string resource_icon_name(TileColor c);

}  // namespace eden::app
