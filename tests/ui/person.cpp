#include "person.hpp"

#include "app/session/battle_plan_draft.hpp"
#include "app/session/only_way.hpp"
#include "app/table/plan_panel.hpp"
#include "app/widgets/confirm_dialog.hpp"
#include "app/words/ui_text.hpp"
#include "eden/core/action.hpp"
#include "eden/text/action_text.hpp"

namespace eden::ui_test {

namespace {

// Whether dropping the front's unit on its territory opens this very front: the unit may attack
// that territory from one of his territories only (else the drop selects the territory and the
// card's buttons name the origins).
bool drops_on_its_origin(const Decision& d, const OpenFront& front) {
    int origins = 0;
    for (const Action& a : d.options)
        if (const auto* o = std::get_if<OpenFront>(&a))
            origins += o->unit == front.unit && o->frontier.enemy == front.frontier.enemy;
    return origins == 1;
}

// A battle's result on screen goes with the next choice of the person who reads it (the app
// closes it then): he answers beside it, without Continue, when the next decision is his and
// his answer is a button (the choices panel, his cards). An answer on the board (a territory to
// attack, resources, tiles or troops to place) waits for Continue: the panel is over the board.
bool answers_beside_the_result(const app::AppState& app, const Action& answer) {
    const Decision& d = app.game->pending();
    if (d.player < 0 || d.player != app.game->hot_seat().holder()) return false;
    if (app.game->hot_seat().curtain_for()) return false;
    return !std::holds_alternative<OpenFront>(answer) &&
           !std::holds_alternative<PlaceTile>(answer) &&
           !std::holds_alternative<PlacePortal>(answer) &&
           !std::holds_alternative<PlaceResources>(answer) &&
           !std::holds_alternative<PlaceTroop>(answer) &&
           !std::holds_alternative<MoveTroop>(answer) &&
           !std::holds_alternative<ChooseTerritory>(answer);
}

}  // namespace

namespace {

int round_of(const GameState& s) {
    return s.phase() == Phase::conquest ? s.conquest().round : 0;
}

}  // namespace

std::string action_probe_id(const Action& a) {
    return "action:" + action_to_json(a).dump();
}

std::string hex_probe_id(Hex h) {
    return "hex:" + std::to_string(h.q) + "," + std::to_string(h.r);
}

const char* to_string(InputFor k) {
    switch (k) {
        case InputFor::choice:
            return "choices";
        case InputFor::payment:
            return "payments with a choice";
        case InputFor::placement:
            return "resource placements";
        case InputFor::confirm:
            return "question boxes";
        case InputFor::battle_result:
            return "battle results";
        case InputFor::curtain:
            return "curtains";
        case InputFor::only_payment:
            return "payments with one plan";
        case InputFor::one_option:
            return "one-option decisions asked";
    }
    return "?";
}

bool is_forced(InputFor k) {
    return k == InputFor::curtain || k == InputFor::only_payment || k == InputFor::one_option;
}

Person::Person(UiDriver& driver, std::uint64_t seed, const std::string& bot_kind)
    : ui_(driver), brain_(bots::make_bot(bot_kind, seed)) {}

void Person::count(int seat, InputFor kind, int inputs, bool one_option) {
    if (!ui_.app().game) return;
    auto& c = counts_[{seat, round_of(ui_.app().game->state())}];
    c.inputs += inputs;
    if (is_forced(kind)) c.forced += inputs;
    c.by_kind[static_cast<int>(kind)] += inputs;
    if (kind == InputFor::curtain || one_option) c.forced_by_options += inputs;
}

bool Person::step() {
    app::AppState& app = ui_.app();
    if (app.confirm) {
        const int before = ui_.inputs();
        ui_.click(app::yes_button_words(*app.confirm));
        count(app.game ? app.game->pending().player : -1, InputFor::confirm, ui_.inputs() - before);
        return true;
    }
    if (app.screen != app::Screen::game || !app.game || app.game->over()) return false;
    if (app.battle_report.showing && app.game->hot_seat().may_draw_game() &&
        !(app.game->pending().player >= 0 &&
          answers_beside_the_result(app, answer_to(app.game->state(), app.game->pending())))) {
        // A battle's result (issue 16): read, then Continue. Counted as an input, not forced:
        // the panel is held only for a person who fought the battle, and it is where he learns
        // what he could not see before (the defender's units, what collapsed, who won), as the
        // issue asks.
        const int before = ui_.inputs();
        const auto shown = app.battle_report.showing;
        ui_.click("Continue (Enter)");
        if (app.battle_report.showing == shown)
            throw UiError("the battle's result stayed after Continue");
        count(app.game->hot_seat().holder(), InputFor::battle_result, ui_.inputs() - before);
        return true;
    }
    const auto battle = battle_between_people();
    if (battle) battle_handovers.emplace(*battle, 0);
    if (const auto seat = app.game->hot_seat().curtain_for()) {
        if (battle) ++battle_handovers[*battle];
        if (app.game->state().phase() != Phase::conquest) ++map_curtains;
        // A click anywhere takes the curtain away.
        const Decision& opens = app.game->pending();
        handovers[last_decision_ + " -> " + std::string(to_string(opens.kind)) +
                  (opens.reveals_private_info_of ? " (hidden)" : " (public)")] += 1;
        if (behind_curtain_ >= 0) ++curtains_for_nothing_;
        behind_curtain_ = *seat;
        const int before = ui_.inputs();
        ui_.click_at(200, 300);
        if (app.game->hot_seat().curtain_for() == seat)
            throw UiError("the curtain stayed after a click");
        count(*seat, InputFor::curtain, ui_.inputs() - before);
        asked["curtain for " + std::string(to_string(app.game->pending().kind))] += 1;
        return true;
    }
    if (app.game->bot_to_move()) return false;
    if (plans && plan_fronts()) return true;
    make_choice();
    return true;
}

std::optional<std::size_t> Person::battle_between_people() const {
    const app::GameSession& game = *ui_.app().game;
    const GameState& state = game.state();
    if (state.phase() != Phase::conquest || !state.conquest().battle) return std::nullopt;
    const Battle& b = *state.conquest().battle;
    if (b.attacker < 0 || !game.hot_seat().is_human(b.attacker)) return std::nullopt;
    for (const Front& f : b.fronts)
        if (f.defender >= 0 && game.hot_seat().is_human(f.defender))
            return game.battles().finished().size();
    return std::nullopt;
}

bool Person::plan_fronts() {
    app::AppState& app = ui_.app();
    // Any battle he fights (RULES.md §7 H1: a person may plan wherever he decides), told apart by
    // the battles finished before it.
    if (app.game->state().phase() != Phase::conquest || !app.game->state().conquest().battle)
        return false;
    const std::optional<std::size_t> battle = app.game->battles().finished().size();
    const int seat = app.game->pending().player;
    for (int front : app::plannable_fronts(*app.game)) {
        if (!planned_.insert({*battle, seat, front}).second) continue;
        const int before = ui_.inputs();
        // After his first plan, written in the window, he knows the one-click plan beside it
        // makes the same one: every unit of his hand while his side is not ahead.
        if (plans_set_ > 0 && ui_.has(app::kQuickPlan) && !ui_.has("Set this plan")) {
            const std::size_t actions = app.game->state().action_count();
            ui_.click(app::kQuickPlan);
            if (app.game->state().action_count() == actions)
                throw UiError("the quick plan set no plan: " + app.status);
            ++plans_set_;
            count(seat, InputFor::choice, ui_.inputs() - before);
            asked["plan a front"] += 1;
            return true;
        }
        if (!ui_.has("Set this plan")) {
            ui_.click("Plan this front");
            if (!ui_.has("Set this plan")) throw UiError("\"Plan this front\" did not open");
        }
        const std::string front_label = "Front " + std::to_string(front + 1);
        if (ui_.has(front_label)) ui_.click(front_label);
        // Every unit of his hand the panel offers, in its order: its one button for that.
        const auto offered = app::plannable_units(app.game->state(), seat, app.plan_draft);
        if (!offered.empty()) {
            ui_.click(app::kPlanAllUnits);
            if (app.plan_draft.units.size() != offered.size() ||
                app.plan_draft.units.back().card != offered.back())
                throw UiError("\"All of them\" did not plan every unit in its order");
        }
        if (app.plan_draft.units.empty()) {
            count(seat, InputFor::choice, ui_.inputs() - before);
            continue;  // nothing to plan with: he answers as asked
        }
        ui_.click(app::stop_words(PlanStop::while_behind, app.plan_draft.margin));
        if (plans_return_units) {
            const std::string return_all = app::tr("app.plan.after_return_all");
            if (ui_.has(return_all)) ui_.click(return_all);
        }
        // The first plan written, for a designer to look at (kept with $EDEN_SCREENS_DIR).
        if (plans_set_++ == 0) ui_.screenshot(screens_folder() / "plan-window.png");
        const std::size_t actions = app.game->state().action_count();
        ui_.click("Set this plan");
        if (app.game->state().action_count() == actions &&
            app.game->state().battle_plans(seat).empty())
            throw UiError("\"Set this plan\" set no plan: " + app.status);
        count(seat, InputFor::choice, ui_.inputs() - before);
        asked["plan a front"] += 1;
        return true;
    }
    return false;
}

const Action& Person::answer_to(const GameState& state, const Decision& d) {
    // The brain is asked once per decision: looking at the screen before answering (is the
    // battle's result in the way?) does not draw from its randomness twice.
    if (!answer_ || answer_->first != state.action_count())
        answer_ = {state.action_count(), brain_->choose(state, d)};
    return answer_->second;
}

void Person::make_choice() {
    app::AppState& app = ui_.app();
    const GameState& state = app.game->state();
    const Decision d = app.game->pending();
    if (behind_curtain_ >= 0 && behind_curtain_ != d.player) ++curtains_for_nothing_;
    behind_curtain_ = -1;
    const Action a = answer_to(state, d);
    const std::size_t before_actions = state.action_count();
    // The battle result he read beside this choice (SIZE_MAX: none).
    const std::size_t result_read = app.battle_report.drawn && app.battle_report.showing
                                        ? *app.battle_report.showing
                                        : static_cast<std::size_t>(-1);
    const int before = ui_.inputs();
    InputFor kind = d.options.size() == 1 ? InputFor::one_option : InputFor::choice;
    if (d.kind == DecisionKind::pay)
        kind = app::only_payment_plan(state) ? InputFor::only_payment : InputFor::payment;
    if (d.kind == DecisionKind::place_resources) kind = InputFor::placement;
    if (std::holds_alternative<Pay>(a)) {
        // The engine's plan is filled in when the payment opens: one click pays it.
        ui_.click("Pay (Enter)");
    } else if (const auto* p = std::get_if<PlaceResources>(&a)) {
        const TileColor civ = state.setup().players.at(static_cast<std::size_t>(d.player)).resource;
        if (ui_.has(action_probe_id(a))) {
            ui_.click(action_probe_id(a));
        } else {
            for (const ResourcePlacement& r : p->placement) {
                if (civ != TileColor::white)
                    ui_.click(r.type == TileColor::white ? std::string("crystal shards")
                                                         : std::string(resource_name(civ)));
                for (int i = 0; i < r.count; ++i)
                    ui_.click(hex_probe_id(r.at));
            }
            ui_.click("Place these");
        }
    } else if (const auto* t = std::get_if<PlaceTile>(&a)) {
        ui_.click(hex_probe_id(t->at));
    } else if (const auto* pp = std::get_if<PlacePortal>(&a)) {
        ui_.click(hex_probe_id(pp->at));
    } else if (const auto* sw = std::get_if<SwapSetAside>(&a); sw && !ui_.has(action_probe_id(a))) {
        // Near-duplicate swaps are one choice with two pickers (issue 33 item 6).
        ui_.click("Hand card");
        ui_.click("swap hand:" + std::to_string(sw->hand_card));
        ui_.click("Set-aside card");
        ui_.click("swap set aside:" + std::to_string(sw->set_aside_card));
        ui_.click(action_probe_id(a));
    } else if (const auto* o = std::get_if<OpenFront>(&a)) {
        // The unit dragged from the hand onto the territory: one gesture (issue 33). A front
        // opened from another of his territories than the one the drop picks is two clicks:
        // the territory, then the unit's button for that origin.
        if (drops_on_its_origin(d, *o)) {
            ui_.drag("hand card:" + std::to_string(o->unit), hex_probe_id(o->frontier.enemy),
                     kByItsName);
        } else {
            ui_.click(hex_probe_id(o->frontier.enemy));
            ui_.click(action_probe_id(a));
        }
    } else {
        ui_.click(action_probe_id(a));
    }
    // "Destroy your own portal" asks first.
    if (app.confirm) ui_.click(app::yes_button_words(*app.confirm));
    // Ending the first subphase with Energy Crystals in hand warns once (issue 33 item 4): the
    // brain chose the end, so he clicks it again.
    if (app.game->state().action_count() == before_actions && ui_.has("Set them aside"))
        ui_.click(action_probe_id(a));
    if (app.game->state().action_count() == before_actions)
        throw UiError("the choice \"" + describe(a) +
                      "\" made with the mouse did nothing: " + app.status);
    if (result_read != static_cast<std::size_t>(-1) && app.battle_report.showing == result_read)
        throw UiError("the battle's result stayed after his next choice");
    ++choices_;
    last_decision_ =
        std::string(to_string(d.kind)) + (d.reveals_private_info_of ? " (hidden)" : " (public)");
    count(d.player, kind, ui_.inputs() - before, d.options.size() == 1);
    // "End the subphase" whose only other option is destroying his own portal: a choice the
    // issue's "obvious end" would take, counted apart.
    const bool end_or_portal =
        d.options.size() == 2 && std::holds_alternative<DestroyOwnPortal>(d.options.front());
    asked[std::string(to_string(d.kind)) +
          (d.options.size() == 1 ? " (1)"
           : end_or_portal       ? " (end, or destroy his portal)"
                                 : " (n)") +
          " " + std::to_string(ui_.inputs() - before)] += 1;
}

}  // namespace eden::ui_test
