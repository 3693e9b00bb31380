#include "app/screens/refusal_screen.hpp"

#include <algorithm>

#include "app/render/imgui_raster.hpp"
#include "app/render/palette.hpp"
#include "app/widgets/refusal_panel.hpp"
#include "app/words/ui_text.hpp"
#include "app/words/whole_words.hpp"
#include "imgui.h"
#include "imgui_impl_sdl.h"
#include "imgui_impl_sdlrenderer.h"

namespace eden::app {

namespace {

// The text column: about 60 font sizes wide (a line of a JSON file and a reason read whole),
// centred, never wider than the window less its margins.
constexpr float kColumnInFonts = 60;

}  // namespace

void draw_refusal_screen(const FileRefusal& refusal, const char* note_key, const UiFonts& fonts,
                         SDL_Renderer* renderer, SDL_Point size) {
    ImGui_ImplSDLRenderer_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    ImGui::NewFrame();
    const Rgba bg = palette::kBoardBackground;
    SDL_SetRenderDrawColor(renderer, bg.r, bg.g, bg.b, 255);
    SDL_RenderClear(renderer);

    const auto w = static_cast<float>(size.x);
    const auto h = static_cast<float>(size.y);
    const float margin = ImGui::GetFontSize() * 2;
    const float column = std::min(ImGui::GetFontSize() * kColumnInFonts, w - 2 * margin);
    ImGui::SetNextWindowPos(ImVec2((w - column) * 0.5f, margin));
    // As tall as what it says, up to the window's height.
    ImGui::SetNextWindowSizeConstraints(ImVec2(column, 0), ImVec2(column, h - 2 * margin));
    ImGui::Begin(
        "##refused_file", nullptr,
        ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoSavedSettings);
    ImGui::PushFont(fonts.heading);
    ImGui::TextUnformatted(tr("app.file_refused.title").c_str());
    ImGui::PopFont();
    ImGui::Separator();
    ImGui::Spacing();
    draw_refusal_details(refusal);
    ImGui::Spacing();
    ImGui::Separator();
    if (note_key) ui::text_whole_words(tr(note_key));
    ui::text_whole_words(tr("app.file_refused.watching"));
    ImGui::End();

    ImGui::Render();
    render_imgui_draw_data(renderer, ImGui::GetDrawData());
}

}  // namespace eden::app
