// A card drawn as players read it: name, cost and strength (or crystal value), price and the
// rules text generated from its effect data. Dear ImGui; call between NewFrame and Render.
#pragma once

#include "app/sdl_context.hpp"
#include "eden/cards/cards.hpp"

namespace eden::app {

// The card's box at the cursor, `width` wide and `height` tall (scaled pixels), with its name
// and numbers; the caller adds its buttons, then end_card() adds the price and rules text, so
// the buttons never hide below a long text.
void begin_card(const char* id, const CardDef& card, const UiFonts& fonts, float width,
                float height, bool highlighted);
void end_card(const CardDef& card, const CardLibrary& lib);

// The same text in a tooltip, for a card named in a button or the log.
void card_tooltip(const CardDef& card, const CardLibrary& lib, const UiFonts& fonts);

}  // namespace eden::app
