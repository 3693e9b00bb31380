#include "app/table/payment_panel.hpp"

#include <string>

#include "app/screens/game_screen.hpp"
#include "app/widgets/card_widget.hpp"
#include "app/widgets/widgets.hpp"
#include "app/words/place_words.hpp"
#include "app/words/ui_text.hpp"
#include "eden/text/card_text.hpp"
#include "eden/text/data_text.hpp"
#include "imgui.h"

namespace eden::app {

namespace {

constexpr ImU32 kPaymentDim = IM_COL32(160, 170, 190, 255);
constexpr ImU32 kPaymentRefused = IM_COL32(255, 190, 120, 255);
constexpr ImU32 kPays = IM_COL32(150, 230, 150, 255);

const CardDef* payment_card_def(const GameState& state, CardId card) {
    const auto& cards = state.conquest().cards;
    if (card < 0 || card >= static_cast<int>(cards.size()) || !state.setup().cards) return nullptr;
    return &state.setup().cards->cards.at(
        static_cast<std::size_t>(cards[static_cast<std::size_t>(card)].def));
}

// The territory in words a player reads ("your green territory next to your portal", issue 33
// item 6), its coordinates after them only with the designer's overlay (F3).
std::string territory_name(const AppState& app, Hex at) {
    return place_words(app.game->state(), at, app.game->hot_seat().looking(), false,
                       ui_language()) +
           (app.settings.designer_overlay ? " " + to_string(at) : std::string());
}

void payment_heading(const UiFonts& fonts, const std::string& text) {
    ImGui::PushFont(fonts.strong);
    ImGui::TextUnformatted(text.c_str());
    ImGui::PopFont();
}

// "- n/of +": small buttons that change a count by one.
int stepper(const char* id, int n, int of) {
    int delta = 0;
    ImGui::PushID(id);
    if (n <= 0) ImGui::BeginDisabled();
    if (ui::small_button("-")) delta = -1;
    if (n <= 0) ImGui::EndDisabled();
    ImGui::SameLine();
    ImGui::TextUnformatted(
        tr(text::Message("app.payment.n_of").with("n", n).with("of", of)).c_str());
    ImGui::SameLine();
    if (n >= of) ImGui::BeginDisabled();
    if (ui::small_button("+")) delta = 1;
    if (n >= of) ImGui::EndDisabled();
    ImGui::PopID();
    return delta;
}

// What the payment is for: "Buying Skeleton".
std::string purpose_text(const GameState& state, const PendingPayment& p) {
    const std::string card =
        p.card >= 0 ? text::card_name(state, p.card, ui_language()) : tr("app.payment.a_card");
    const char* purpose = "other";
    switch (p.purpose) {
        case PaymentPurpose::purchase:
            purpose = "purchase";
            break;
        case PaymentPurpose::purchase_to_hand:
            purpose = "purchase_to_hand";
            break;
        case PaymentPurpose::open_front:
            purpose = "open_front";
            break;
        case PaymentPurpose::return_to_world:
            purpose = "return_to_world";
            break;
        case PaymentPurpose::rescue:
            purpose = "rescue";
            break;
        case PaymentPurpose::ability_cost:
            purpose = "ability_cost";
            break;
    }
    return tr(text::Message("app.payment.purpose")
                  .with("purpose", purpose)
                  .with("card", card)
                  .with("at", to_string(p.frontier.allied)));
}

void dim_text(const std::string& text) {
    ImGui::PushStyleColor(ImGuiCol_Text, kPaymentDim);
    ImGui::TextWrapped("%s", text.c_str());
    ImGui::PopStyleColor();
}

}  // namespace

void draw_payment_funds(AppState& app, const UiFonts& fonts) {
    PaymentEditor& editor = app.paying;
    if (!editor.active()) return;
    const GameState& state = app.game->state();
    const auto& choice = editor.choice();
    // The resources' lines are the longest (a count, a type, a territory): they get the most.
    const float room = ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x * 2;

    ImGui::BeginChild("crystals", ImVec2(room * 0.3f, 0), true);
    payment_heading(fonts,
                    tr(choice.payment.crystals_from_hand ? "app.payment.crystals_in_hand"
                                                         : "app.payment.crystals_set_aside"));
    if (choice.crystal_cards.empty()) dim_text(tr("app.payment.none"));
    for (std::size_t i = 0; i < choice.crystal_cards.size(); ++i) {
        const int index = static_cast<int>(i);
        const CardDef* def = payment_card_def(state, choice.crystal_cards[i]);
        const std::string label =
            (def ? text::card_name(*def, ui_language()) : tr("app.payment.energy_crystal")) + " (" +
            std::to_string(choice.funds.crystal_values[i]) + ")";
        bool chosen = editor.crystal_chosen(index);
        ImGui::PushID(index);
        if (ui::checkbox(label.c_str(), &chosen)) editor.toggle_crystal(index);
        if (def && ImGui::IsItemHovered()) card_tooltip(*def, *state.setup().cards, fonts);
        ImGui::PopID();
    }
    ImGui::EndChild();
    ImGui::SameLine();

    ImGui::BeginChild("resources", ImVec2(room * 0.45f, 0), true);
    payment_heading(fonts, tr("app.payment.resources"));
    dim_text(tr("app.payment.click_hint"));
    if (choice.funds.resources.empty()) dim_text(tr("app.payment.none"));
    int row = 0;
    for (const auto& [hex, counts] : choice.funds.resources) {
        for (std::size_t t = 0; t < kResourceColors.size(); ++t) {
            const int there = counts.by_type[t];
            if (there <= 0) continue;
            ImGui::PushID(row++);
            // The buttons first, then the place, wrapped under itself in a narrow column (a
            // French place is a long phrase: « sur votre territoire gris à côté de votre portail
            // »).
            ImGui::BeginGroup();
            if (const int d = stepper("take", editor.taken(hex, t), there)) editor.take(hex, t, d);
            ImGui::SameLine();
            ImGui::TextUnformatted(
                tr(text::Message("app.payment.resource")
                       .with("colour", std::string(to_string(kResourceColors[t]))))
                    .c_str());
            ImGui::SameLine();
            ImGui::PushStyleColor(ImGuiCol_Text, kPaymentDim);
            ImGui::TextWrapped(
                "%s", tr(text::Message("app.payment.on").with("place", territory_name(app, hex)))
                          .c_str());
            ImGui::PopStyleColor();
            ImGui::EndGroup();
            // The territory lights up on the board.
            if (ImGui::IsItemHovered()) app.payment_hover = hex;
            ImGui::PopID();
        }
    }
    ImGui::EndChild();
    ImGui::SameLine();

    ImGui::BeginChild("pure energy", ImVec2(0, 0), true);
    payment_heading(fonts, tr("app.payment.pure_energy"));
    const int have = choice.funds.pure_energy;
    if (const int d = stepper("pure", editor.plan().pure_energy, have))
        editor.set_pure_energy(editor.plan().pure_energy + d);
    dim_text(tr("app.payment.pure_rule"));
    ImGui::EndChild();
}

void draw_payment_summary(AppState& app, const UiFonts& fonts) {
    PaymentEditor& editor = app.paying;
    if (!editor.active()) return;
    const GameState& state = app.game->state();
    const PendingPayment& p = editor.choice().payment;
    payment_heading(fonts, purpose_text(state, p).c_str());
    const std::string cost =
        p.civ_or_shards > 0
            ? tr(text::Message("prompt.cost.civ_or_shards").with("count", p.civ_or_shards))
            : price_text(p.cost, ui_language());
    ImGui::TextWrapped("%s", tr(text::Message("app.payment.cost").with("cost", cost)).c_str());
    ImGui::TextWrapped(
        "%s",
        tr(text::Message("app.payment.chosen").with("chosen", editor.chosen_text(ui_language())))
            .c_str());
    const auto why = editor.why_not(state);
    ImGui::PushStyleColor(ImGuiCol_Text, why ? kPaymentRefused : kPays);
    ImGui::TextWrapped(
        "%s",
        why ? tr(text::Message("app.payment.not_yet").with("why", text::in_place(*why))).c_str()
            : tr("app.payment.pays").c_str());
    ImGui::PopStyleColor();
    const float half = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
    if (ui::button(tr_id("app.payment.pay_for_me"), ImVec2(half, 0)) || pressed(app, SDLK_p))
        editor.fill_for_me(app.game->pending());
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr("app.payment.pay_for_me_tip").c_str());
    ImGui::SameLine();
    if (ui::button(tr_id("app.game.clear"), ImVec2(-1, 0))) editor.clear();
    if (why) ImGui::BeginDisabled();
    if (ui::button(tr_id("app.payment.pay"), ImVec2(-1, 0)) || (!why && pressed(app, SDLK_RETURN)))
        act(app, editor.action());
    if (why) ImGui::EndDisabled();
}

}  // namespace eden::app
