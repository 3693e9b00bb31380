#include "app/screens/glossary.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <utility>

#include "app/shell/ui_probe.hpp"
#include "app/words/ui_text.hpp"
#include "imgui.h"

namespace eden::app {

namespace {

// Written for players from 003 (§Create the Map, §Settle, §Production, §Expansion,
// §Purchasing, §Battle rules, the Glossary) and RULES.md §2 and §4 (what this edition plays).
// Each entry: its English term (the name the code and the UI probe use in every language), then
// the ids of its term and paragraph in the catalogs (issue 36).
struct Source {
    const char* key;
    const char* term_id;
    const char* text_id;
};
const std::vector<Source> kSources = {
    {"Ability", "app.glossary.ability", "app.glossary.ability_text"},
    {"Additional subphase", "app.glossary.additional_subphase",
     "app.glossary.additional_subphase_text"},
    {"Attack subphase", "app.glossary.attack_subphase", "app.glossary.attack_subphase_text"},
    {"Base defense", "app.glossary.base_defense", "app.glossary.base_defense_text"},
    {"Civilization resource", "app.glossary.civilization_resource",
     "app.glossary.civilization_resource_text"},
    {"Collapse", "app.glossary.collapse", "app.glossary.collapse_text"},
    {"Cost", "app.glossary.cost", "app.glossary.cost_text"},
    {"Crystal shards", "app.glossary.crystal_shards", "app.glossary.crystal_shards_text"},
    {"Crystals in front", "app.glossary.crystals_in_front", "app.glossary.crystals_in_front_text"},
    {"Deck", "app.glossary.deck", "app.glossary.deck_text"},
    {"Destroy", "app.glossary.destroy", "app.glossary.destroy_text"},
    {"Discard pile", "app.glossary.discard_pile", "app.glossary.discard_pile_text"},
    {"Doom", "app.glossary.doom", "app.glossary.doom_text"},
    {"Energy Crystal", "app.glossary.energy_crystal", "app.glossary.energy_crystal_text"},
    {"Expansion", "app.glossary.expansion", "app.glossary.expansion_text"},
    {"Front", "app.glossary.front", "app.glossary.front_text"},
    {"Full control", "app.glossary.full_control", "app.glossary.full_control_text"},
    {"Hand", "app.glossary.hand", "app.glossary.hand_text"},
    {"Heart of Eden", "app.glossary.heart_of_eden", "app.glossary.heart_of_eden_text"},
    {"King of Eden", "app.glossary.king_of_eden", "app.glossary.king_of_eden_text"},
    {"Partial control", "app.glossary.partial_control", "app.glossary.partial_control_text"},
    {"Portal", "app.glossary.portal", "app.glossary.portal_text"},
    {"Post-combat phase", "app.glossary.post_combat_phase", "app.glossary.post_combat_phase_text"},
    {"Price", "app.glossary.price", "app.glossary.price_text"},
    {"Production", "app.glossary.production", "app.glossary.production_text"},
    {"Purchasing", "app.glossary.purchasing", "app.glossary.purchasing_text"},
    {"Pure energy", "app.glossary.pure_energy", "app.glossary.pure_energy_text"},
    {"Replenish", "app.glossary.replenish", "app.glossary.replenish_text"},
    {"Rescue", "app.glossary.rescue", "app.glossary.rescue_text"},
    {"Resources", "app.glossary.resources", "app.glossary.resources_text"},
    {"Return to World", "app.glossary.return_to_world", "app.glossary.return_to_world_text"},
    {"Richness token", "app.glossary.richness_token", "app.glossary.richness_token_text"},
    {"Round", "app.glossary.round", "app.glossary.round_text"},
    {"Set aside", "app.glossary.set_aside", "app.glossary.set_aside_text"},
    {"Stock", "app.glossary.stock", "app.glossary.stock_text"},
    {"Strong bot", "app.glossary.strong_bot", "app.glossary.strong_bot_text"},
    {"Support", "app.glossary.support", "app.glossary.support_text"},
    {"Technology card", "app.glossary.technology_card", "app.glossary.technology_card_text"},
    {"Territory bonus", "app.glossary.territory_bonus", "app.glossary.territory_bonus_text"},
    {"Wild territory", "app.glossary.wild_territory", "app.glossary.wild_territory_text"},
    {"World", "app.glossary.world", "app.glossary.world_text"},
};

// A term's place in the list: case and accents do not count, so « Énergie pure » comes among
// the E and « Cœur d'Eden » among the C.
std::string sort_key(std::string_view s) {
    static const std::vector<std::pair<std::string_view, std::string_view>> kFolds = {
        {"\xc3\x89", "e"}, {"\xc3\xa9", "e"}, {"\xc3\xa8", "e"},  {"\xc3\xaa", "e"},
        {"\xc3\xa0", "a"}, {"\xc3\xa2", "a"}, {"\xc3\xa7", "c"},  {"\xc3\xae", "i"},
        {"\xc3\xb4", "o"}, {"\xc3\xbb", "u"}, {"\xc5\x93", "oe"}, {"\xc5\x92", "oe"}};
    std::string out;
    for (std::size_t i = 0; i < s.size();) {
        bool folded = false;
        for (const auto& [from, to] : kFolds)
            if (s.substr(i, from.size()) == from) {
                out += to;
                i += from.size();
                folded = true;
                break;
            }
        if (folded) continue;
        out += static_cast<char>(std::tolower(static_cast<unsigned char>(s[i])));
        ++i;
    }
    return out;
}

// The entries in one language, written once and kept: the screens ask every frame.
const std::vector<GlossaryEntry>& entries_in(text::Language language) {
    static std::map<text::Language, std::vector<GlossaryEntry>> written;
    auto [at, fresh] = written.try_emplace(language);
    if (fresh) {
        for (const Source& s : kSources)
            at->second.push_back({s.key, text::render(text::Message(s.term_id), {}, language),
                                  text::render(text::Message(s.text_id), {}, language)});
        std::stable_sort(at->second.begin(), at->second.end(),
                         [](const GlossaryEntry& a, const GlossaryEntry& b) {
                             return sort_key(a.term) < sort_key(b.term);
                         });
    }
    return at->second;
}

std::string lowered(std::string_view s) {
    std::string out(s);
    for (char& c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

void underline_last_item(ImU32 colour) {
    const ImVec2 a = ImGui::GetItemRectMin();
    const ImVec2 b = ImGui::GetItemRectMax();
    ImDrawList* dl = ImGui::GetWindowDrawList();
    for (float x = a.x; x < b.x; x += 4.0f)
        dl->AddLine(ImVec2(x, b.y), ImVec2(std::min(x + 2.0f, b.x), b.y), colour);
}

}  // namespace

const std::vector<GlossaryEntry>& glossary() {
    return entries_in(ui_language());
}

const GlossaryEntry* glossary_entry(std::string_view term) {
    const std::string wanted = lowered(term);
    for (const GlossaryEntry& e : glossary())
        if (lowered(e.key) == wanted) return &e;
    return nullptr;
}

void term_tooltip(std::string_view term) {
    if (!ImGui::IsItemHovered()) return;
    const GlossaryEntry* e = glossary_entry(term);
    if (e == nullptr) return;
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 24.0f);
    ImGui::TextColored(ImVec4(0.95f, 0.82f, 0.45f, 1.0f), "%.*s", static_cast<int>(e->term.size()),
                       e->term.data());
    ImGui::TextWrapped("%.*s", static_cast<int>(e->text.size()), e->text.data());
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
    const ImVec2 a = ImGui::GetItemRectMin();
    const ImVec2 b = ImGui::GetItemRectMax();
    probe::area("tooltip:" + e->key, {a.x, a.y, b.x, b.y});
}

void terms_tooltip(const std::vector<std::string_view>& terms) {
    if (!ImGui::IsItemHovered()) return;
    const ImVec2 a = ImGui::GetItemRectMin();
    const ImVec2 b = ImGui::GetItemRectMax();
    ImGui::BeginTooltip();
    ImGui::PushTextWrapPos(ImGui::GetFontSize() * 26.0f);
    for (std::string_view term : terms) {
        const GlossaryEntry* e = glossary_entry(term);
        if (e == nullptr) continue;
        ImGui::TextColored(ImVec4(0.95f, 0.82f, 0.45f, 1.0f), "%.*s",
                           static_cast<int>(e->term.size()), e->term.data());
        ImGui::TextWrapped("%.*s", static_cast<int>(e->text.size()), e->text.data());
    }
    ImGui::PopTextWrapPos();
    ImGui::EndTooltip();
    for (std::string_view term : terms)
        if (const GlossaryEntry* e = glossary_entry(term))
            probe::area("tooltip:" + e->key, {a.x, a.y, b.x, b.y});
}

void term_text(const std::string& text, std::string_view term) {
    ImGui::TextUnformatted(text.c_str());
    underline_last_item(ImGui::GetColorU32(ImGuiCol_TextDisabled));
    // Recorded as "term:<term>": where a person's mouse finds the word.
    if (probe::enabled()) {
        const ImVec2 a = ImGui::GetItemRectMin();
        const ImVec2 b = ImGui::GetItemRectMax();
        probe::area("term:" + std::string(term), {a.x, a.y, b.x, b.y});
    }
    term_tooltip(term);
}

void term_text_dim(const std::string& text, std::string_view term) {
    ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(160, 170, 190, 255));
    term_text(text, term);
    ImGui::PopStyleColor();
}

}  // namespace eden::app
