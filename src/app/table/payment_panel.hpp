// While a person pays a cost: his funds to choose from in the card strip (Energy Crystal cards
// to discard, resources on his territories, pure energy), and in the choices column the cost,
// what is chosen so far, the engine's reason while it does not pay, "Pay for me" and "Pay".
// The choice itself lives in AppState::paying (session/payment_editor.hpp).
#pragma once

#include "app/shell/app_state.hpp"
#include "app/shell/sdl_context.hpp"

namespace eden::app {

// In the card strip: a column each for crystals, resources and pure energy.
void draw_payment_funds(AppState& app, const UiFonts& fonts);
// In the choices column.
void draw_payment_summary(AppState& app, const UiFonts& fonts);

}  // namespace eden::app
