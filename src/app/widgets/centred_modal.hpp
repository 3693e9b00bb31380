// The app's question boxes (a confirmation, saving or loading a game, saving the lab's results):
// one look for all, a modal window without a title bar in the middle of the screen.
#pragma once

namespace eden::app {

// ImGui::BeginPopupModal for popup `id`, centred, `width_in_fonts` font sizes wide (at most 90 %
// of the window), as tall as its contents. True when open: then call ImGui::EndPopup().
bool begin_centred_modal(const char* id, float width_in_fonts);

}  // namespace eden::app
