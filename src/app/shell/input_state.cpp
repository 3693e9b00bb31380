#include "app/shell/input_state.hpp"

#include "imgui.h"

namespace eden::app {

namespace {

int button_index(Uint8 button) {
    switch (button) {
        case SDL_BUTTON_LEFT:
            return 0;
        case SDL_BUTTON_RIGHT:
            return 1;
        case SDL_BUTTON_MIDDLE:
            return 2;
        default:
            return -1;
    }
}

}  // namespace

void InputState::on_event(const SDL_Event& e) {
    switch (e.type) {
        case SDL_MOUSEMOTION:
            forgotten_ = false;
            x_ = static_cast<float>(e.motion.x);
            y_ = static_cast<float>(e.motion.y);
            break;
        case SDL_MOUSEBUTTONDOWN:
        case SDL_MOUSEBUTTONUP: {
            if (e.type == SDL_MOUSEBUTTONDOWN) forgotten_ = false;
            if (!forgotten_) {
                x_ = static_cast<float>(e.button.x);
                y_ = static_cast<float>(e.button.y);
            }
            const int i = button_index(e.button.button);
            if (i < 0) break;
            down_[i] = e.type == SDL_MOUSEBUTTONDOWN;
            if (down_[i]) pressed_[i] = true;
            break;
        }
        case SDL_WINDOWEVENT:
            if (e.window.event == SDL_WINDOWEVENT_LEAVE) x_ = y_ = -1e9f;
            break;
        case SDL_KEYDOWN:
        case SDL_KEYUP:
            mods_ = e.key.keysym.mod;
            break;
        default:
            break;
    }
}

void InputState::forget_position() {
    x_ = y_ = -1e9f;
    forgotten_ = true;
}

void InputState::apply_to_imgui() {
    ImGuiIO& io = ImGui::GetIO();
    io.MousePos = x_ < -1e8f ? ImVec2(-FLT_MAX, -FLT_MAX) : ImVec2(x_, y_);
    for (int i = 0; i < 3; ++i) {
        io.MouseDown[i] = down_[i] || pressed_[i];
        pressed_[i] = false;
    }
    io.KeyCtrl = (mods_ & KMOD_CTRL) != 0;
    io.KeyShift = (mods_ & KMOD_SHIFT) != 0;
    io.KeyAlt = (mods_ & KMOD_ALT) != 0;
    io.KeySuper = (mods_ & KMOD_GUI) != 0;
}

}  // namespace eden::app
