// A unit on a front drawn as a small card: its name, its strength in a disc, and a word on what
// became of it (collapsed, returned, rescued). The battle section and the battle's result panel
// draw both sides' rows with it (issue 16 item 2), the dragons' cards too (issue 15: a dragon
// battle shows as a battle). Hovering it enlarges the whole card.
// Dear ImGui; call between NewFrame and Render.
#pragma once

#include <string>

#include "app/shell/sdl_context.hpp"
#include "eden/cards/cards.hpp"
#include "imgui.h"

namespace eden::app {

struct UnitChip {
    const CardDef* card = nullptr;  // a unit, or a dragon card of the scenario's deck
    int strength = 0;
    std::string tag;       // "collapsed", "returned"…; empty for none
    ImU32 tag_colour = 0;  // the tag's colour
    bool fired = false;    // an ability of it fired: a gold rim
    bool doomed = false;
    float slide = 0.0f;  // 0..1 of its width still to travel into its place (the arrival motion)
};

// The chip's size at the current font: every chip of a row is the same.
ImVec2 unit_chip_size();
// Draws `chip` at the cursor and advances it like one item. `id` keeps hover state apart.
void draw_unit_chip(const char* id, const UnitChip& chip, const CardLibrary& lib,
                    const UiFonts& fonts);
// A row of chips wrapped to the available width.
void draw_chip_row(const char* id, const std::vector<UnitChip>& chips, const CardLibrary& lib,
                   const UiFonts& fonts);

}  // namespace eden::app
