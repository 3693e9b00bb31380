#include "app/shell/ui_probe.hpp"

#include "app/shell/drawn_text.hpp"
#include "eden/text/language.hpp"
#include "eden/text/message.hpp"
#include "imgui.h"
#include "imgui_internal.h"

namespace eden::app::probe {

namespace {

bool g_on = false;
bool g_read_text = false;
Frame g_building;
Frame g_last;

Item last_item(std::string id, const std::string& label) {
    Item it;
    it.id = std::move(id);
    it.label = label;
    const ImVec2 a = ImGui::GetItemRectMin();
    const ImVec2 b = ImGui::GetItemRectMax();
    it.box = {a.x, a.y, b.x, b.y};
    // Where it can be seen: its window's clip cut by every window it is a child of (a card's
    // own child window does not know it runs past the edge of the hand's strip); and the
    // nearest window that scrolls, where the wheel brings it into sight.
    const ImGuiWindow* w = ImGui::GetCurrentWindowRead();
    if (w != nullptr) {
        ImRect clip = w->ClipRect;
        for (const ImGuiWindow* c = w; c != nullptr; c = c->ParentWindow) {
            if (c != w) clip.ClipWith(c->InnerClipRect);
            if (!(c->Flags & ImGuiWindowFlags_ChildWindow)) break;
        }
        // The window that scrolls the way the item lies out of sight: a card that scrolls its
        // own text up and down does not bring a card beyond the strip's right edge into view.
        const float cx = (a.x + b.x) * 0.5f;
        const bool sideways = cx < clip.Min.x || cx >= clip.Max.x;
        const ImGuiWindow* scrolls = nullptr;
        for (const ImGuiWindow* c = w; c != nullptr && !scrolls; c = c->ParentWindow) {
            if (sideways ? c->ScrollMax.x > 0 : (c->ScrollMax.x > 0 || c->ScrollMax.y > 0))
                scrolls = c;
            if (!(c->Flags & ImGuiWindowFlags_ChildWindow)) break;
        }
        it.clip = {clip.Min.x, clip.Min.y, clip.Max.x, clip.Max.y};
        const ImRect s = scrolls ? scrolls->InnerClipRect : w->InnerClipRect;
        it.scroll_area = {s.Min.x, s.Min.y, s.Max.x, s.Max.y};
    }
    it.visible = ImGui::IsItemVisible();
    it.enabled = (GImGui->LastItemData.InFlags & ImGuiItemFlags_Disabled) == 0;
    it.hovered = ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled);
    return it;
}

}  // namespace

std::string probe_id(const std::string& label) {
    // A translated label carries its name for every language after "###": a catalog id
    // (tr_id: "Annuler (U)###app.game.undo") reads as its English words, other words as they
    // are ("m’arrêter maintenant###stop now"). The tests and the UI driver name an item once for
    // every language.
    const auto named = label.find("###");
    if (named != std::string::npos) {
        // Words after "###" may carry an id of their own ("Save##lab"): the words are the name.
        const std::string after = label.substr(named + 3);
        const std::string name = after.substr(0, after.find("##"));
        if (text::catalog(text::Language::english).has(name))
            return text::render(text::Message(name), text::Names{}, text::Language::english);
        return name;
    }
    return label.substr(0, label.find("##"));
}

void enable(bool on) {
    g_on = on;
}

bool enabled() {
    return g_on;
}

void begin_frame() {
    g_building = {};
}

void read_drawn_text(bool on) {
    g_read_text = on;
}

void end_frame() {
    if (!g_on) return;
    if (g_read_text && ImGui::GetDrawData() != nullptr)
        g_building.drawn = drawn_text(*ImGui::GetDrawData(), *ImGui::GetIO().Fonts);
    g_last = std::move(g_building);
}

const Frame& last_frame() {
    return g_last;
}

void item(const std::string& label) {
    if (!g_on) return;
    Item it = last_item(probe_id(label), label);
    it.text_width = ImGui::CalcTextSize(label.c_str(), nullptr, true).x;
    g_building.items.push_back(std::move(it));
}

void text_in(const std::string& id, const std::string& text, Box box) {
    if (!g_on) return;
    Item it = last_item(id, text);
    it.box = box;
    it.text_width = ImGui::CalcTextSize(text.c_str()).x;
    g_building.items.push_back(std::move(it));
}

void action(const std::string& action_json) {
    if (!g_on) return;
    g_building.items.push_back(last_item("action:" + action_json, action_json));
}

void area(const std::string& id, Box box) {
    if (!g_on) return;
    Item it = last_item(id, id);
    it.box = box;
    g_building.items.push_back(std::move(it));
}

void hex(int q, int r, Box box) {
    if (!g_on) return;
    Item it;
    it.id = "hex:" + std::to_string(q) + "," + std::to_string(r);
    it.label = it.id;
    it.box = box;
    it.clip = box;
    g_building.items.push_back(std::move(it));
}

void board_label(const std::string& text) {
    if (g_on) g_building.board_labels.push_back(text);
}

void board_mark(const std::string& kind, Box box) {
    if (g_on) g_building.board_marks.push_back({kind, box});
}

void hand_card(int seat, int card) {
    if (g_on) g_building.hand_cards.push_back({seat, card});
}

void curtain() {
    if (g_on) g_building.curtain = true;
}

void wrapped(const std::string& text, std::vector<std::size_t> breaks) {
    if (!g_on) return;
    const ImVec2 a = ImGui::GetItemRectMin();
    const ImVec2 b = ImGui::GetItemRectMax();
    g_building.wrapped.push_back({text, std::move(breaks), {a.x, a.y, b.x, b.y}});
}

}  // namespace eden::app::probe
