#include "new_game_steps.hpp"
#include "app/widgets/confirm_dialog.hpp"

namespace eden::ui_test {

namespace {

void set_players(UiDriver& ui, int n) {
    // A click on the slider puts its grab there: the players run from 2 at the left end to 6
    // at the right, in equal steps.
    for (int tries = 0; tries < 8; ++tries) {
        const int now = static_cast<int>(ui.app().new_game.seats.size());
        if (now == n) return;
        const auto* slider = ui.find("Players");
        if (!slider) throw UiError("no Players slider on the New game screen");
        const float w = slider->box.x1 - slider->box.x0;
        const float x = slider->box.x0 + w * (static_cast<float>(n - 2) + 0.5f) / 5.0f;
        ui.click_at(x, slider->box.cy());
    }
    throw UiError("the Players slider does not reach " + std::to_string(n));
}

}  // namespace

void start_game_by_mouse(UiDriver& ui, const std::vector<app::SeatKind>& seats,
                         const std::string& scenario_name, const std::string& ruleset_name) {
    ui.click("New game (N)");
    set_players(ui, static_cast<int>(seats.size()));
    for (std::size_t i = 0; i < seats.size(); ++i)
        ui.click(seats[i] == app::SeatKind::human ? "Person"
                 : seats[i] == app::SeatKind::bot ? "Bot"
                                                  : "Bot \xe2\x80\x94 strong",
                 static_cast<int>(i));
    if (!ruleset_name.empty()) {
        ui.click("Ruleset");
        ui.click(ruleset_name);
    }
    if (!scenario_name.empty()) {
        ui.click("Scenario");
        ui.click(scenario_name);
    }
    ui.click("Start (Enter)");
    if (ui.app().confirm) ui.click(app::yes_button_words(*ui.app().confirm));
    if (ui.app().screen != app::Screen::game) throw UiError("Start did not start a game");
}

}  // namespace eden::ui_test
