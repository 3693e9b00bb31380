#include "app/table/seat_rows.hpp"

#include <cmath>
#include <string>
#include <vector>

#include "app/art/art_widgets.hpp"
#include "app/render/palette.hpp"
#include "app/screens/glossary.hpp"
#include "app/session/labels.hpp"
#include "app/shell/ui_probe.hpp"
#include "app/words/ui_text.hpp"
#include "eden/text/data_text.hpp"
#include "eden/text/message.hpp"
#include "imgui.h"

namespace eden::app {

namespace {

constexpr ImU32 kSeatRowDim = IM_COL32(160, 170, 190, 255);

ImU32 seat_row_colour(Rgba c) {
    return IM_COL32(c.r, c.g, c.b, c.a);
}

// One counter: a small picture and its number. The pictures are drawn with the draw list
// where the art has none (the board's resource diamond, a card's back, a tile).
enum class CounterIcon { resources, pure_energy, hand, tiles };

struct SeatCounter {
    CounterIcon icon;
    std::string number;
    TileColor tile = TileColor::white;  // the face-up tile's colour (tiles only)
    bool face_up = false;
};

void counter_picture(const SeatCounter& c, float s) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const ImVec2 p = ImGui::GetCursorScreenPos();
    const ImVec2 mid(p.x + s * 0.5f, p.y + s * 0.5f);
    switch (c.icon) {
        case CounterIcon::resources:
            // The board's mark for resources on a territory: a white diamond.
            dl->AddQuadFilled(ImVec2(mid.x, p.y + 1), ImVec2(p.x + s * 0.85f, mid.y),
                              ImVec2(mid.x, p.y + s - 1), ImVec2(p.x + s * 0.15f, mid.y),
                              IM_COL32(250, 250, 250, 255));
            break;
        case CounterIcon::pure_energy:
            if (art_image(dl, "pure-energy", p, ImVec2(p.x + s, p.y + s))) break;
            dl->AddCircleFilled(mid, s * 0.38f, IM_COL32(150, 200, 255, 255));
            break;
        case CounterIcon::hand:
            // Two card backs fanned: cards in hand.
            dl->AddRectFilled(ImVec2(p.x + s * 0.12f, p.y + s * 0.18f),
                              ImVec2(p.x + s * 0.62f, p.y + s * 0.92f), IM_COL32(90, 100, 130, 255),
                              2.0f);
            dl->AddRectFilled(ImVec2(p.x + s * 0.36f, p.y + s * 0.06f),
                              ImVec2(p.x + s * 0.86f, p.y + s * 0.80f),
                              IM_COL32(200, 205, 220, 255), 2.0f);
            break;
        case CounterIcon::tiles: {
            const ImU32 fill =
                c.face_up ? seat_row_colour(tile_fill(c.tile)) : IM_COL32(90, 100, 130, 255);
            dl->AddRectFilled(ImVec2(p.x + s * 0.08f, p.y + s * 0.2f),
                              ImVec2(p.x + s * 0.92f, p.y + s * 0.8f), fill, 3.0f);
            break;
        }
    }
    ImGui::Dummy(ImVec2(s, s));
}

std::vector<SeatCounter> counters_of(const SeatView& view, const SeatPlayer& p) {
    std::vector<SeatCounter> out;
    if (p.eliminated) return out;
    if (view.conquest) {
        out.push_back({CounterIcon::resources, std::to_string(p.resources + p.stock)});
        out.push_back({CounterIcon::pure_energy, std::to_string(p.pure_energy)});
        out.push_back({CounterIcon::hand, std::to_string(p.hand_count)});
        return out;
    }
    out.push_back({CounterIcon::tiles, std::to_string(p.face_down_tiles)});
    if (p.face_up_tile)
        if (const auto colour = tile_color_from_string(*p.face_up_tile))
            out.push_back({CounterIcon::tiles, "up", *colour, true});
    return out;
}

// Everything the line shows, in words (its hover).
std::string seat_words(const AppState& app, const SeatView& view, std::size_t i) {
    const SeatPlayer& p = view.players[i];
    const GameState& state = app.game->state();
    const Civilization* civ =
        state.setup().cards ? state.setup().cards->civilization(p.civilization) : nullptr;
    const bool bot = is_bot(app.game->seats()[i]);
    const bool strong = app.game->seats()[i] == SeatKind::strong_bot;
    const std::string head =
        tr(text::Message("app.seat.head")
               .with("name", text::Name{p.name})
               .with("kind", strong ? "strong_bot"
                             : bot  ? "bot"
                                    : "person")
               .with("world",
                     civ ? text::civilization_name(*civ, ui_language()) : p.civilization)) +
        "\n";
    if (p.eliminated) return head + tr("app.seat.eliminated");
    if (view.conquest)
        return head + tr(text::Message("app.seat.conquest")
                             .with_flag("stock", state.rules().economy == Economy::stock)
                             .with("resources",
                                   state.rules().economy == Economy::stock ? p.stock : p.resources)
                             .with("pure_energy", p.pure_energy)
                             .with("hand", p.hand_count)
                             .with("deck", p.deck)
                             .with("discard", p.discard)
                             .with("set_aside", p.set_aside));
    return head + tr(text::Message("app.seat.map")
                         .with("face_down", p.face_down_tiles)
                         .with_flag("has_face_up", p.face_up_tile.has_value())
                         .with("face_up", p.face_up_tile.value_or(std::string())));
}

// The dim second line of the seat to play: what the icons leave out.
std::string seat_details(const AppState& app, const SeatView& view, std::size_t i) {
    const SeatPlayer& p = view.players[i];
    const GameState& state = app.game->state();
    const Civilization* civ =
        state.setup().cards ? state.setup().cards->civilization(p.civilization) : nullptr;
    std::string out = civ ? text::civilization_name(*civ, ui_language()) : p.civilization;
    if (view.conquest && !p.eliminated)
        out += " \xc2\xb7 " +
               tr(text::Message("app.seat.piles").with("deck", p.deck).with("discard", p.discard));
    return out;
}

float counters_width(const std::vector<SeatCounter>& counters, float icon, float gap) {
    float w = 0;
    for (const SeatCounter& c : counters)
        w += icon + 2.0f + ImGui::CalcTextSize(c.number.c_str()).x + gap;
    return counters.empty() ? 0 : w - gap;
}

}  // namespace

void draw_seat_swatch(const AppState& app, int seat, float size) {
    const ImVec2 p = ImGui::GetCursorScreenPos();
    const Rgba c = app.marks.colours.at(static_cast<std::size_t>(seat));
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->AddRectFilled(p, ImVec2(p.x + size, p.y + size), seat_row_colour(c), size * 0.2f);
    const std::string& letter = app.marks.letters.at(static_cast<std::size_t>(seat));
    const ImVec2 t = ImGui::CalcTextSize(letter.c_str());
    dl->AddText(ImVec2(p.x + (size - t.x) * 0.5f, p.y + (size - t.y) * 0.5f),
                seat_row_colour(text_color_on(c)), letter.c_str());
    ImGui::Dummy(ImVec2(size, size));
}

float seat_rows_height(const AppState& app, const SeatView& view) {
    const float line = ImGui::GetTextLineHeightWithSpacing();
    const int deciding = app.game->pending().player;
    const bool details = deciding >= 0 && deciding < static_cast<int>(view.players.size());
    return line * static_cast<float>(view.players.size() + (details ? 1 : 0));
}

void draw_seat_rows(const AppState& app, const SeatView& view) {
    const int deciding = app.game->pending().player;
    const float s = ImGui::GetTextLineHeight();
    const float gap = ImGui::GetFontSize() * 0.7f;
    for (std::size_t i = 0; i < view.players.size(); ++i) {
        const SeatPlayer& p = view.players[i];
        const bool to_play = static_cast<int>(i) == deciding;
        const bool bot = is_bot(app.game->seats()[i]);
        ImGui::PushID(static_cast<int>(i));
        ImGui::BeginGroup();
        draw_seat_swatch(app, static_cast<int>(i), s);
        ImGui::SameLine();
        ImGui::TextUnformatted(p.name.c_str());
        if (bot) {
            ImGui::SameLine(0, ImGui::GetFontSize() * 0.3f);
            ImGui::PushStyleColor(ImGuiCol_Text, kSeatRowDim);
            ImGui::TextUnformatted(tr("app.seat.bot").c_str());
            ImGui::PopStyleColor();
        }
        if (to_play) {
            ImGui::SameLine();
            ImGui::TextUnformatted(("\xe2\x97\x80 " + tr("app.seat.to_play")).c_str());
        }
        // The counters on the right edge, or on the next line when the name leaves no room.
        const std::vector<SeatCounter> counters = counters_of(view, p);
        const float width = p.eliminated ? ImGui::CalcTextSize(tr("app.seat.eliminated").c_str()).x
                                         : counters_width(counters, s, gap);
        const float right = ImGui::GetWindowContentRegionMax().x;
        ImGui::SameLine();
        if (ImGui::GetCursorPosX() + width <= right)
            ImGui::SameLine(right - width);
        else
            ImGui::NewLine();
        ImGui::PushStyleColor(ImGuiCol_Text, kSeatRowDim);
        if (p.eliminated) ImGui::TextUnformatted(tr("app.seat.eliminated").c_str());
        for (std::size_t c = 0; c < counters.size(); ++c) {
            if (c > 0) ImGui::SameLine(0, gap);
            counter_picture(counters[c], s);
            ImGui::SameLine(0, 2.0f);
            ImGui::TextUnformatted(counters[c].number.c_str());
        }
        ImGui::PopStyleColor();
        if (to_play) {
            ImGui::PushStyleColor(ImGuiCol_Text, kSeatRowDim);
            ImGui::SetCursorPosX(ImGui::GetCursorPosX() + s + ImGui::GetStyle().ItemSpacing.x);
            ImGui::TextUnformatted(seat_details(app, view, i).c_str());
            ImGui::PopStyleColor();
        }
        ImGui::EndGroup();
        const std::string id = "seat:" + std::to_string(i);
        probe::item(id);
        if (ImGui::IsItemHovered()) {
            ImGui::SetTooltip("%s", seat_words(app, view, i).c_str());
            const ImVec2 a = ImGui::GetItemRectMin();
            const ImVec2 b = ImGui::GetItemRectMax();
            probe::area("tooltip:" + id, {a.x, a.y, b.x, b.y});
        }
        ImGui::PopID();
    }
}

}  // namespace eden::app
