// A card drawn as players read it: name, cost and strength (or crystal value), price and the
// rules text generated from its effect data. Dear ImGui; call between NewFrame and Render.
#pragma once

#include <optional>

#include "app/shell/sdl_context.hpp"
#include "eden/cards/cards.hpp"
#include "imgui.h"

namespace eden::app {

// The card's box at the cursor, `width` wide and `height` tall (scaled pixels), with its name
// and numbers; the caller adds its buttons, then end_card() adds the price and rules text, so
// the buttons never hide below a long text.
// `window_flags`: Dear ImGui's, for the card's child window.
void begin_card(const char* id, const CardDef& card, const UiFonts& fonts, float width,
                float height, bool highlighted, int window_flags = 0);
// Returns whether the mouse is over the card (its buttons included).
bool end_card(const CardDef& card, const CardLibrary& lib);

// The height `card` needed for all its content when end_card last drew it `width` wide in the
// reader's language; nullopt before that.
std::optional<float> measured_card_height(const CardDef& card, float width);

// The size the card gallery draws a card at (at least: a row grows to its longest card).
float gallery_card_width();
float gallery_card_height();

// A card of the strip enlarged while the mouse rests on it (issue 33 item 7: its text read
// without scrolling the card): drawn as the gallery draws it, at least `min_width` wide and as
// tall as its text, just above `anchor` (the card's left, the strip's top), over the board.
// Nothing on it takes the mouse: the card's own buttons stay under it.
void card_zoom(const CardDef& card, const CardLibrary& lib, const UiFonts& fonts, ImVec2 anchor,
               float min_width);

// The same text in a tooltip, for a card named in a button or the log.
void card_tooltip(const CardDef& card, const CardLibrary& lib, const UiFonts& fonts);

}  // namespace eden::app
