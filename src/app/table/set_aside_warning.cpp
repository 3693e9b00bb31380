#include "app/table/set_aside_warning.hpp"

#include <string>
#include <variant>

#include "app/screens/game_screen.hpp"
#include "app/widgets/widgets.hpp"
#include "app/words/ui_text.hpp"
#include "imgui.h"

namespace eden::app {

namespace {

// The turn a warning belongs to: its round and its player.
std::pair<int, int> turn_key(const GameState& state) {
    return {state.conquest().round, state.conquest().turn.player};
}

int crystal_value(const GameState& state, CardId card) {
    const auto& cards = state.conquest().cards;
    return state.setup()
        .cards->cards.at(static_cast<std::size_t>(cards.at(static_cast<std::size_t>(card)).def))
        .crystal_value;
}

}  // namespace

std::vector<CardId> crystals_left_in_hand(const GameState& state) {
    std::vector<CardId> out;
    if (state.phase() != Phase::conquest || state.rules().economy == Economy::stock ||
        !state.setup().cards)
        return out;
    const Decision& d = state.pending();
    if (d.kind != DecisionKind::attack_subphase) return out;
    const auto& cards = state.conquest().cards;
    for (const Action& a : d.options) {
        const auto* s = std::get_if<SetAside>(&a);
        if (!s) continue;
        const auto def = static_cast<std::size_t>(cards.at(static_cast<std::size_t>(s->card)).def);
        if (state.setup().cards->cards.at(def).kind == CardKind::energy_crystal)
            out.push_back(s->card);
    }
    return out;
}

bool hold_for_set_aside_warning(AppState& app, const Action& action) {
    if (!std::holds_alternative<Done>(action) || !app.game) return false;
    const GameState& state = app.game->state();
    if (crystals_left_in_hand(state).empty()) return false;
    if (app.set_aside_warned == turn_key(state)) return false;  // warned once: the end is meant
    app.set_aside_warned = turn_key(state);
    return true;
}

void draw_set_aside_warning(AppState& app) {
    const GameState& state = app.game->state();
    const std::vector<CardId> crystals = crystals_left_in_hand(state);
    if (crystals.empty() || app.set_aside_warned != turn_key(state)) return;
    int energy = 0;
    for (CardId c : crystals)
        energy += crystal_value(state, c);
    ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(255, 200, 110, 255));
    ImGui::TextWrapped("%s", tr(text::Message("app.set_aside.warning")
                                    .with("crystals", static_cast<int>(crystals.size()))
                                    .with("energy", energy))
                                 .c_str());
    ImGui::PopStyleColor();
    if (ui::button(tr_id("app.set_aside.button")))
        for (CardId c : crystals)
            act(app, SetAside{c});
    ImGui::TextWrapped("%s", tr("app.set_aside.or_end").c_str());
    ImGui::Separator();
}

}  // namespace eden::app
