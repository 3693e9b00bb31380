// The legend beside the board, drawn with Dear ImGui: which colour is which resource, how
// the Heart, each player's portal and a richness token look, and how many of each the map has.
#pragma once

#include "app/board/map_summary.hpp"
#include "app/session/hex_layout.hpp"
#include "app/shell/sdl_context.hpp"

namespace eden::app {

// The width the legend needs to show every row on one line. Call after ImGui::NewFrame().
float legend_panel_width(const MapSummary& summary, const UiFonts& fonts);

// Call between ImGui::NewFrame() and ImGui::Render(); fills `area` exactly. Rows that do
// not fit the width wrap their detail text.
void draw_legend_panel(const MapSummary& summary, const UiFonts& fonts, Rect area);

}  // namespace eden::app
