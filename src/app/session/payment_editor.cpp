#include "app/session/payment_editor.hpp"

#include <algorithm>

#include "eden/text/card_text.hpp"
#include "eden/text/language.hpp"
#include "eden/text/message.hpp"

namespace eden::app {

bool PaymentEditor::follow(const GameState& state) {
    auto now = state.payment_choice();
    if (!now) {
        choice_.reset();
        plan_ = {};
        return false;
    }
    const bool same = choice_ && at_ == state.action_count() && choice_->payment == now->payment;
    if (!same) {
        choice_ = std::move(now);
        at_ = state.action_count();
        plan_ = {};
        fill_for_me(state.pending());
    }
    return true;
}

bool PaymentEditor::crystal_chosen(int index) const {
    const auto& chosen = plan_.crystal_indices;
    return std::find(chosen.begin(), chosen.end(), index) != chosen.end();
}

void PaymentEditor::toggle_crystal(int index) {
    if (!choice_ || index < 0 || index >= static_cast<int>(choice_->funds.crystal_values.size()))
        return;
    auto& chosen = plan_.crystal_indices;
    const auto it = std::find(chosen.begin(), chosen.end(), index);
    if (it != chosen.end())
        chosen.erase(it);
    else
        chosen.insert(std::upper_bound(chosen.begin(), chosen.end(), index), index);
}

int PaymentEditor::taken(Hex at, std::size_t type) const {
    const auto it = plan_.taken.find(at);
    if (it == plan_.taken.end() || type >= it->second.by_type.size()) return 0;
    return it->second.by_type[type];
}

void PaymentEditor::take(Hex at, std::size_t type, int delta) {
    if (!choice_ || type >= kResourceColors.size()) return;
    const auto there = choice_->funds.resources.find(at);
    if (there == choice_->funds.resources.end()) return;
    const int n = std::clamp(taken(at, type) + delta, 0, there->second.by_type[type]);
    ResourceCounts& counts = plan_.taken[at];
    counts.by_type[type] = n;
    // No empty entries: a plan reads as what is taken, and the engine sees no territory
    // it need not.
    if (counts.total() == 0) plan_.taken.erase(at);
}

std::optional<std::size_t> PaymentEditor::take_one_from(Hex at) {
    if (!choice_) return std::nullopt;
    const auto there = choice_->funds.resources.find(at);
    if (there == choice_->funds.resources.end()) return std::nullopt;
    for (std::size_t t = 0; t < kResourceColors.size(); ++t)
        if (taken(at, t) < there->second.by_type[t]) {
            take(at, t, 1);
            return t;
        }
    return std::nullopt;
}

std::vector<Hex> PaymentEditor::territories() const {
    std::vector<Hex> out;
    if (choice_)
        for (const auto& [hex, counts] : choice_->funds.resources)
            if (counts.total() > 0) out.push_back(hex);
    return out;
}

void PaymentEditor::set_pure_energy(int n) {
    if (!choice_) return;
    plan_.pure_energy = std::clamp(n, 0, choice_->funds.pure_energy);
}

void PaymentEditor::clear() {
    plan_ = {};
}

bool PaymentEditor::fill_for_me(const Decision& d) {
    for (const Action& a : d.options)
        if (const auto* pay = std::get_if<Pay>(&a)) {
            plan_ = pay->plan;
            return true;
        }
    return false;
}

std::optional<text::Message> PaymentEditor::why_not(const GameState& state) const {
    return state.why_illegal(action());
}

std::string plan_text(const Funds& funds, const PaymentPlan& plan, text::Language language) {
    const auto words = [language](const text::Message& m) {
        return text::render(m, text::Names{}, language);
    };
    std::string out;
    const auto add = [&](const std::string& part) {
        out += (out.empty() ? "" : words(text::Message("join.comma"))) + part;
    };
    if (!plan.crystal_indices.empty()) {
        int value = 0;
        for (int i : plan.crystal_indices)
            if (i >= 0 && i < static_cast<int>(funds.crystal_values.size()))
                value += funds.crystal_values[static_cast<std::size_t>(i)];
        add(words(text::Message("app.payment.chosen_crystals")
                      .with("cards", static_cast<int>(plan.crystal_indices.size()))
                      .with("value", value)));
    }
    for (std::size_t t = 0; t < kResourceColors.size(); ++t) {
        int n = 0;
        for (const auto& [hex, counts] : plan.taken)
            n += counts.by_type[t];
        if (n > 0) add(resource_count_text(n, kResourceColors[t], language));
    }
    if (plan.pure_energy > 0)
        add(words(text::Message("prompt.cost.pure_energy").with("count", plan.pure_energy)));
    return out.empty() ? words(text::Message("app.payment.nothing_yet")) : out;
}

std::string PaymentEditor::chosen_text(text::Language language) const {
    return choice_
               ? plan_text(choice_->funds, plan_, language)
               : text::render(text::Message("app.payment.nothing_yet"), text::Names{}, language);
}

}  // namespace eden::app
