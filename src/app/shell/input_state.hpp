// The mouse and the modifier keys as SDL's events last told them. Dear ImGui 1.86's SDL2 back
// end polls SDL for the mouse (position, buttons, window focus) instead of reading events, so
// a click that arrives as an event without SDL's own bookkeeping — a press and release within
// one frame, an event replayed by the UI driver — could be lost. The app reads its events once
// and hands Dear ImGui the state they describe, the way later versions of the back end do.
#pragma once

#include <SDL.h>

namespace eden::app {

class InputState {
  public:
    void on_event(const SDL_Event& e);
    // Puts the mouse and modifiers into Dear ImGui's IO: after ImGui_ImplSDL2_NewFrame, before
    // ImGui::NewFrame. A button pressed and released since the last frame is down for this one.
    void apply_to_imgui();
    // The mouse is nowhere until it moves or a button goes down: the hot-seat curtain was
    // dismissed, and the next person's screen must not open hovered, a tooltip up, where the
    // last person left the mouse (issue 33 item 5). A button's release alone does not bring
    // it back: it ends the click that dismissed the curtain.
    void forget_position();
    // Ctrl (or Cmd) held by the last key event.
    bool ctrl() const { return (mods_ & (KMOD_CTRL | KMOD_GUI)) != 0; }

  private:
    float x_ = -1e9f;
    float y_ = -1e9f;
    bool down_[3] = {false, false, false};
    bool pressed_[3] = {false, false, false};
    Uint16 mods_ = 0;
    bool forgotten_ = false;
};

}  // namespace eden::app
