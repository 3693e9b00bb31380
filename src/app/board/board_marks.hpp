// Marks on the board for what just happened (issue 16 item 2): each territory that changed
// hands in a battle of the turn being played gets a bright double outline until the turn ends,
// so a person glancing at the map sees what moved. Drawn over the board and its overlay.
#pragma once

#include <vector>

#include <SDL.h>

#include "app/session/hex_layout.hpp"

namespace eden::app {

void draw_changed_hands(SDL_Renderer* renderer, const HexLayout& layout,
                        const std::vector<Hex>& territories);

}  // namespace eden::app
