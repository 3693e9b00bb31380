#include "person.hpp"

#include "eden/action.hpp"

namespace eden::ui_test {

namespace {

std::string id_of(const Action& a) {
    return "action:" + action_to_json(a).dump();
}

std::string hex_id(Hex h) {
    return "hex:" + std::to_string(h.q) + "," + std::to_string(h.r);
}

int round_of(const GameState& s) {
    return s.phase() == Phase::conquest ? s.conquest().round : 0;
}

}  // namespace

Person::Person(UiDriver& driver, std::uint64_t seed, const std::string& bot_kind)
    : ui_(driver), brain_(bots::make_bot(bot_kind, seed)) {}

void Person::count(int seat, bool forced, int inputs) {
    if (!ui_.app().game) return;
    auto& c = counts_[{seat, round_of(ui_.app().game->state())}];
    c.inputs += inputs;
    if (forced) c.forced += inputs;
}

bool Person::step() {
    app::AppState& app = ui_.app();
    if (app.confirm) {
        const int before = ui_.inputs();
        ui_.click(app.confirm->yes + " (Enter)");
        count(app.game ? app.game->pending().player : -1, false, ui_.inputs() - before);
        return true;
    }
    if (app.screen != app::Screen::game || !app.game || app.game->over()) return false;
    if (app.battle_report.showing && app.game->hot_seat().may_draw_game()) {
        // A battle's result (issue 16): read, then Continue. Counted as an input, not forced:
        // it is the moment the battle is told, as the issue asks.
        const int before = ui_.inputs();
        const auto shown = app.battle_report.showing;
        ui_.click("Continue (Enter)");
        if (app.battle_report.showing == shown)
            throw UiError("the battle's result stayed after Continue");
        count(app.game->hot_seat().looking(), false, ui_.inputs() - before);
        return true;
    }
    if (const auto seat = app.game->hot_seat().curtain_for()) {
        // A click anywhere takes the curtain away.
        const int before = ui_.inputs();
        ui_.click_at(200, 300);
        if (app.game->hot_seat().curtain_for() == seat)
            throw UiError("the curtain stayed after a click");
        count(*seat, true, ui_.inputs() - before);
        return true;
    }
    if (app.game->bot_to_move()) return false;
    make_choice();
    return true;
}

void Person::make_choice() {
    app::AppState& app = ui_.app();
    const GameState& state = app.game->state();
    const Decision d = app.game->pending();
    const Action a = brain_->choose(state, d);
    const std::size_t before_actions = state.action_count();
    const int before = ui_.inputs();
    const bool forced = d.options.size() == 1;
    if (std::holds_alternative<Pay>(a)) {
        ui_.click("Pay for me (P)");
        ui_.click("Pay (Enter)");
    } else if (const auto* p = std::get_if<PlaceResources>(&a)) {
        const TileColor civ = state.setup().players.at(static_cast<std::size_t>(d.player)).resource;
        if (ui_.has(id_of(a))) {
            ui_.click(id_of(a));
        } else {
            for (const ResourcePlacement& r : p->placement) {
                if (civ != TileColor::white)
                    ui_.click(r.type == TileColor::white ? std::string("crystal shards")
                                                         : std::string(resource_name(civ)));
                for (int i = 0; i < r.count; ++i)
                    ui_.click(hex_id(r.at));
            }
            ui_.click("Place these");
        }
    } else if (const auto* t = std::get_if<PlaceTile>(&a)) {
        ui_.click(hex_id(t->at));
    } else if (const auto* pp = std::get_if<PlacePortal>(&a)) {
        ui_.click(hex_id(pp->at));
    } else if (const auto* o = std::get_if<OpenFront>(&a)) {
        // The territory first, then the unit that attacks from the card's button.
        ui_.click(hex_id(o->frontier.enemy));
        ui_.click(id_of(a));
    } else {
        ui_.click(id_of(a));
    }
    // "Destroy your own portal" asks first.
    if (app.confirm) ui_.click(app.confirm->yes + " (Enter)");
    if (app.game->state().action_count() == before_actions)
        throw UiError("the choice \"" + describe(a) +
                      "\" made with the mouse did nothing: " + app.status);
    ++choices_;
    count(d.player, forced, ui_.inputs() - before);
}

}  // namespace eden::ui_test
