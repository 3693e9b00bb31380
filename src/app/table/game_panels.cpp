#include "app/table/game_panels.hpp"

#include "eden/dragons/flow.hpp"
#include "eden/text/data_text.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include <SDL.h>

#include "app/render/palette.hpp"
#include "app/screens/game_screen.hpp"
#include "app/screens/glossary.hpp"
#include "app/screens/menu_screens.hpp"
#include "app/screens/save_dialog.hpp"
#include "app/session/dragon_units.hpp"
#include "app/session/labels.hpp"
#include "app/session/market.hpp"
#include "app/session/stock_counters.hpp"
#include "app/shell/ui_probe.hpp"
#include "app/table/away_panel.hpp"
#include "app/table/card_hover.hpp"
#include "app/table/forecast_tooltip.hpp"
#include "app/table/hand_slots.hpp"
#include "app/table/payment_panel.hpp"
#include "app/table/plan_panel.hpp"
#include "app/table/seat_rows.hpp"
#include "app/table/set_aside_warning.hpp"
#include "app/widgets/card_widget.hpp"
#include "app/widgets/confirm_dialog.hpp"
#include "app/widgets/language_menu.hpp"
#include "app/widgets/unit_chip.hpp"
#include "app/widgets/widgets.hpp"
#include "app/widgets/wrapped_button.hpp"
#include "app/words/place_words.hpp"
#include "app/words/ui_text.hpp"
#include "app/words/whole_words.hpp"
#include "data/data_files.hpp"
#include "eden/battle/attack_preview.hpp"
#include "eden/dragons/flow.hpp"
#include "eden/text/action_text.hpp"
#include "eden/text/card_text.hpp"
#include "eden/text/message.hpp"
#include "imgui.h"

namespace eden::app {

namespace {

constexpr ImGuiWindowFlags kPanelFlags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                         ImGuiWindowFlags_NoSavedSettings |
                                         ImGuiWindowFlags_NoBringToFrontOnFocus;
constexpr ImU32 kPanelsDim = IM_COL32(160, 170, 190, 255);

void panel(const char* name, Rect area) {
    ImGui::SetNextWindowPos(ImVec2(area.x, area.y));
    ImGui::SetNextWindowSize(ImVec2(area.w, area.h));
    ImGui::Begin(name, nullptr, kPanelFlags);
}

ImU32 panels_u32(Rgba c) {
    return IM_COL32(c.r, c.g, c.b, c.a);
}

const CardDef* panels_card_def(const GameState& state, int card) {
    const auto& cards = state.conquest().cards;
    if (card < 0 || card >= static_cast<int>(cards.size()) || !state.setup().cards) return nullptr;
    return &state.setup().cards->cards.at(
        static_cast<std::size_t>(cards[static_cast<std::size_t>(card)].def));
}

// The card an option is about, if any: its tooltip shows the card.
std::optional<int> card_of(const Action& a) {
    if (const auto* x = std::get_if<ChooseCard>(&a)) return x->card;
    if (const auto* x = std::get_if<Buy>(&a)) return x->card;
    if (const auto* x = std::get_if<TriggerAbility>(&a)) return x->card;
    if (const auto* x = std::get_if<ReturnToWorld>(&a)) return x->card;
    if (const auto* x = std::get_if<Rescue>(&a)) return x->card;
    if (const auto* x = std::get_if<Discard>(&a)) return x->card;
    if (const auto* x = std::get_if<AddUnit>(&a)) return x->unit;
    return std::nullopt;
}

// "Done" says what it finishes, which depends on the decision (and, for 002, on its turns and
// its battles' turn about: RULES.md §5 C5, C7).
std::string done_label(const GameState& state) {
    const DecisionKind kind = state.pending().kind;
    const bool turns = state.rules().extra_attacks == ExtraAttacks::bonus_turns;
    if (turns && (kind == DecisionKind::attack_subphase || kind == DecisionKind::bonus_turn))
        return tr("app.choice.end_turn");
    if (state.phase() == Phase::conquest && state.conquest().battle &&
        state.conquest().battle->step == BattleStep::taking_turns && kind == DecisionKind::add_unit)
        return tr("app.choice.stop_battle");
    switch (kind) {
        case DecisionKind::open_second_front:
            return tr("app.choice.start_battle");
        case DecisionKind::attack_subphase:
            return tr("app.choice.end_subphase");
        case DecisionKind::purchase:
            return tr("app.choice.finish_buying");
        case DecisionKind::trigger_ability:
            return tr("app.choice.pass");
        case DecisionKind::return_units:
        case DecisionKind::rescue_units:
            return tr("app.choice.finish");
        case DecisionKind::move_troops:
            return tr("app.choice.finish_moving");
        case DecisionKind::occupy_territory:
            return tr("app.choice.leave_rest");
        default:
            return tr("app.choice.done");
    }
}

std::string button_label(const GameState& state, const Action& a) {
    if (std::holds_alternative<Done>(a)) return done_label(state);
    std::string label = option_label(state, a, ui_language());
    if (const auto* buy = std::get_if<Buy>(&a))
        if (const CardDef* d = panels_card_def(state, buy->card))
            label += " \xe2\x80\x94 " + price_text(d->price, ui_language());
    return label;
}

// A card outside the hand that an option is about.
std::optional<int> offered_card(const Action& a) {
    if (const auto* x = std::get_if<ChooseCard>(&a)) return x->card;
    if (const auto* x = std::get_if<Buy>(&a)) return x->card;
    if (const auto* x = std::get_if<ReturnToWorld>(&a)) return x->card;
    if (const auto* x = std::get_if<Rescue>(&a)) return x->card;
    return std::nullopt;
}

// On the card itself the card's name goes without saying; a hex it names is put in words by
// screen_words (coordinates only with the designer's overlay, issue 33 item 6). Under 002's stock
// economy a set-aside crystal is "played in front" (RULES.md §5 C4), the words the choices' hint
// and glossary use.
std::string on_card_label(const GameState& state, const Action& a) {
    if (const auto* o = std::get_if<OpenFront>(&a))
        return tr(
            text::Message("app.card_button.attack_from").with("at", to_string(o->frontier.allied)));
    if (const auto* u = std::get_if<AddUnit>(&a))
        return tr(text::Message("app.card_button.add_to_front").with("front", u->front + 1));
    if (std::holds_alternative<Discard>(a)) return tr("app.card_button.discard");
    if (std::holds_alternative<SetAside>(a))
        return tr(state.rules().economy == Economy::stock ? "app.card_button.play_in_front"
                                                          : "app.card_button.set_aside");
    if (std::holds_alternative<UseCard>(a)) return tr("app.card_button.use");
    if (std::holds_alternative<ChooseCard>(a)) return tr("app.card_button.choose");
    if (std::holds_alternative<Buy>(a)) return tr("app.card_button.buy");
    // The glossary's term, short enough for a card's button at 1280x720.
    if (std::holds_alternative<ReturnToWorld>(a)) return tr("app.card_button.return");
    if (std::holds_alternative<Rescue>(a)) return tr("app.card_button.rescue");
    if (const auto* t = std::get_if<TriggerAbility>(&a))
        return tr(text::Message("app.card_button.use_ability").with("ability", t->ability + 1));
    return describe(a, ui_language());
}

std::string phase_words(const SeatView& view, const GameState& state) {
    if (!view.conquest)
        return tr(
            text::Message("app.game.phase").with("phase", std::string(to_string(state.phase()))));
    return tr(
        text::Message("app.game.round_step").with("round", view.round).with("step", view.step));
}

// Hints (issue 16 item 7): on in the guided game; in ordinary games when a player asks, and then
// in his next ordinary games too.
void hints_menu(AppState& app) {
    if (ui::checkbox(tr_id("app.menu.show_hints"), &app.hints_on)) {
        if (!app.tutorial) app.settings.show_hints = app.hints_on;
        save_settings_now(app);
    }
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip(
            "%s", tr(app.tutorial ? "app.menu.hints_tip_guided" : "app.menu.hints_tip").c_str());
    if (ui::menu_item(tr_id("app.menu.hints_again").c_str(), nullptr, false,
                      !app.settings.hints_seen.empty())) {
        app.settings.hints_seen.clear();
        app.hints_on = true;
        if (!app.tutorial) app.settings.show_hints = true;
        save_settings_now(app);
    }
}

// The glossary's word for the moment of the game the banner names.
std::string_view phase_term(const GameState& state, DecisionKind kind) {
    if (state.phase() != Phase::conquest) return "Round";
    if (kind == DecisionKind::attack_subphase) return "Attack subphase";
    switch (state.conquest().step) {
        case ConquestStep::production:
            return "Production";
        case ConquestStep::expansion:
        case ConquestStep::dragons:
            return state.conquest().battle ? "Front" : "Expansion";
        case ConquestStep::purchasing:
        case ConquestStep::purchasing_discard:
            return "Purchasing";
        default:
            return "Round";
    }
}

// The game's menu, opened under its button (not wherever the mouse was).
void menu_popup(AppState& app, ImVec2 at) {
    ImGui::SetNextWindowPos(at, ImGuiCond_Appearing, ImVec2(1.0f, 0.0f));
    if (!ImGui::BeginPopup("menu")) return;
    if (ui::menu_item(tr_id("app.menu.save").c_str(), "Ctrl+S"))
        open_save_dialog(app, SaveDialogMode::save);
    if (ui::menu_item(tr_id("app.menu.load").c_str(), "Ctrl+L"))
        open_save_dialog(app, SaveDialogMode::load);
    if (ui::menu_item(tr_id("app.menu.undo").c_str(), "U", false, app.game->can_undo())) {
        app.game->undo();
        autosave_now(app);
    }
    if (ui::menu_item(tr_id("app.menu.rules").c_str(), "F1")) app.show_rules = true;
    if (ui::menu_item(tr_id("app.menu.gallery").c_str(), "G")) app.show_gallery = true;
    ImGui::Separator();
    // A setting is written to the settings file when the slider is let go, not at every step.
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8);
    ImGui::SliderFloat(tr_id("app.menu.ui_scale").c_str(), &app.settings.ui_scale, 0.75f, 2.0f,
                       "%.2f");
    if (ImGui::IsItemDeactivatedAfterEdit()) save_settings_now(app);
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 8);
    ImGui::SliderInt(tr_id("app.menu.bot_pause").c_str(), &app.settings.bot_delay_ms, 0, 2000);
    if (ImGui::IsItemDeactivatedAfterEdit()) save_settings_now(app);
    hints_menu(app);
    const auto tooltip = [](const char* id) {
        if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", tr(id).c_str());
    };
    if (ui::checkbox(tr_id("app.menu.take_single"), &app.settings.take_single_options))
        save_settings_now(app);
    tooltip("app.menu.take_single_tip");
    if (ui::checkbox(tr_id("app.menu.animations"), &app.settings.board_animations))
        save_settings_now(app);
    tooltip("app.menu.animations_tip");
    if (ui::checkbox(tr_id("app.menu.sound"), &app.settings.sound_effects)) save_settings_now(app);
    tooltip("app.menu.sound_tip");
    language_choice(app, ImGui::GetFontSize() * 8);
    ImGui::Separator();
    if (ui::menu_item(tr_id("app.menu.new_game").c_str())) app.screen = Screen::new_game;
    if (ui::menu_item(tr_id("app.menu.title_screen").c_str(), "Esc")) ask_to_leave_game(app);
    if (ui::menu_item(tr_id("app.menu.quit").c_str())) app.quit = true;
    tooltip("app.menu.quit_tip");
    ImGui::EndPopup();
}

// A unit card's arrival on its front takes this long (issue 16: units arrive visibly).
constexpr std::uint32_t kArrivalMs = 350;

// The chips of one side of a front as it stands: each unit's strength now, doomed units marked,
// a unit whose ability fired in gold, a newly arrived one sliding into its place.
std::vector<UnitChip> live_chips(AppState& app, int front, bool attacking,
                                 const std::vector<SeatFrontUnit>& seen) {
    const GameState& state = app.game->state();
    const auto& current = app.game->battles().current();
    const std::uint32_t now = SDL_GetTicks();
    std::vector<UnitChip> chips;
    for (const CountedUnit& u : front_units(state, front, attacking)) {
        UnitChip c;
        c.card = panels_card_def(state, u.card);
        c.strength = u.strength;
        for (const SeatFrontUnit& s : seen)
            if (s.card == u.card) c.doomed = s.doomed;
        if (current)
            for (const RecordedFront& f : current->fronts)
                for (const RecordedSide* side : {&f.attack, &f.defense})
                    for (const RecordedUnit& r : side->units)
                        if (r.card == u.card && !r.abilities.empty()) c.fired = true;
        // Without a pause between moves (the bots' pause at 0, as the UI tests run) nothing moves.
        if (app.settings.bot_delay_ms > 0) {
            const auto [it, added] = app.arrivals.emplace(u.card, now);
            const std::uint32_t age = now - it->second;
            if (age < kArrivalMs) {
                const float t = static_cast<float>(age) / static_cast<float>(kArrivalMs);
                c.slide = (1.0f - t) * (1.0f - t);  // eases into place
                app.animating = true;
            }
        }
        chips.push_back(c);
    }
    return chips;
}

// The abilities that fired on this front, each with its words (issue 16: announced on the card
// that fired it; the card is rimmed in gold above).
void fired_abilities(const AppState& app, int front) {
    const GameState& state = app.game->state();
    const auto& current = app.game->battles().current();
    if (!current || front >= static_cast<int>(current->fronts.size())) return;
    const RecordedFront& f = current->fronts[static_cast<std::size_t>(front)];
    for (const RecordedSide* side : {&f.attack, &f.defense})
        for (const RecordedUnit& u : side->units)
            for (int a : u.abilities) {
                const CardDef* d = panels_card_def(state, u.card);
                if (d == nullptr || a < 0 || a >= static_cast<int>(d->abilities.size())) continue;
                ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(240, 200, 90, 255));
                ImGui::TextWrapped(
                    "%s",
                    tr(text::Message("app.battle.fired")
                           .with("card", text::card_name(*d, ui_language()))
                           .with("words", ability_text(d->abilities[static_cast<std::size_t>(a)],
                                                       *state.setup().cards, d->civilization,
                                                       ui_language())))
                        .c_str());
                ImGui::PopStyleColor();
            }
}

void battle_section(AppState& app, const SeatView& view, const UiFonts& fonts) {
    const GameState& state = app.game->state();
    ImGui::Separator();
    ImGui::PushFont(fonts.strong);
    // King of Eden: a battle without an attacking seat is the dragons' attack (RULES.md §4).
    const std::string attacker =
        view.battle_attacker < 0
            ? tr("app.battle.the_dragons")
            : view.players.at(static_cast<std::size_t>(view.battle_attacker)).name;
    ImGui::TextUnformatted(tr(text::Message("app.battle.title")
                                  .with_flag("dragons", view.battle_attacker < 0)
                                  .with("attacker", attacker))
                               .c_str());
    ImGui::PopFont();
    for (std::size_t i = 0; i < view.fronts.size(); ++i) {
        const SeatFront& f = view.fronts[i];
        const int front = static_cast<int>(i);
        const bool dragons_defend =
            view.battle_attacker >= 0 && !dragons_on_front(state, front).empty();  // the Heart
        const std::string defender =
            dragons_defend   ? tr("app.battle.the_dragons_defend")
            : f.defender < 0 ? tr("app.battle.wild_territory")
                             : view.players.at(static_cast<std::size_t>(f.defender)).name;
        ImGui::PushID(front);
        ImGui::PushStyleColor(ImGuiCol_Text, kPanelsDim);
        // The territories in words (issue 33 item 6), wrapped: they are longer than "(1,-2)".
        if (view.battle_attacker < 0)  // the dragons come from no territory of the map
            ImGui::TextWrapped(
                "%s", tr(text::Message("app.battle.front")
                             .with("front", static_cast<int>(i) + 1)
                             .with("from", tr("app.battle.the_dragons_defend"))
                             .with("to", text::Name{screen_words(app, to_string(f.at)), true})
                             .with("defender", text::Name{defender}))
                          .c_str());
        else
            ImGui::TextWrapped(
                "%s", tr(text::Message("app.battle.front")
                             .with("front", static_cast<int>(i) + 1)
                             .with("from", text::Name{screen_words(app, to_string(f.from)), true})
                             .with("to", text::Name{screen_words(app, to_string(f.at)), true})
                             .with("defender", text::Name{defender}))
                          .c_str());
        ImGui::PopStyleColor();
        const auto fc = state.front_forecast(front);
        // Each side: its total, the count item by item, then its row of units.
        const auto side = [&](const char* id, const std::string& who, const SideForecast* count,
                              bool attacking, const std::vector<SeatFrontUnit>& units,
                              ImU32 colour) {
            // The dragons' side says how many cards their hand still holds (played face up one
            // per step, RULES.md §4); "0 cards to come" would tell no more than its absence.
            const bool dragons_side = attacking == (view.battle_attacker < 0) &&
                                      (view.battle_attacker < 0 || dragons_defend);
            std::string to_come;
            if (dragons_side && state.conquest().dragons &&
                !state.conquest().dragons->piles.hand.empty())
                to_come =
                    " \xc2\xb7 " +
                    tr(text::Message("app.battle.cards_to_come")
                           .with("count",
                                 static_cast<int>(state.conquest().dragons->piles.hand.size())));
            ImGui::PushStyleColor(ImGuiCol_Text, colour);
            if (count)
                ImGui::TextWrapped("%s %d = %s%s", who.c_str(), count->total,
                                   itemised(*count, log_names(state)).c_str(), to_come.c_str());
            else
                ImGui::TextWrapped("%s%s", who.c_str(), to_come.c_str());
            ImGui::PopStyleColor();
            std::vector<UnitChip> chips;
            // King of Eden: the dragons' cards stand on their side like units (issue 15): the
            // attacking side of a dragon attack, the defense of the Heart.
            if (attacking == (view.battle_attacker < 0))
                for (const DragonUnit& d : dragons_on_front(state, front)) {
                    UnitChip c;
                    c.card = d.def;
                    c.strength = d.strength;
                    c.doomed = d.doomed;
                    chips.push_back(c);
                }
            for (const UnitChip& c : live_chips(app, front, attacking, units))
                chips.push_back(c);
            if (!chips.empty()) draw_chip_row(id, chips, *state.setup().cards, fonts);
        };
        side("attack", attacker, fc ? &fc->attacker : nullptr, true, f.attack,
             IM_COL32(255, 170, 120, 255));
        side("defense",
             f.by_hand || dragons_defend
                 ? defender
                 : tr(text::Message("app.battle.base_defense_of").with("defender", defender)),
             fc ? &fc->defender : nullptr, false, f.defense, IM_COL32(140, 210, 255, 255));
        fired_abilities(app, front);
        if (fc) {
            ImGui::PushFont(fonts.strong);
            ImGui::PushStyleColor(ImGuiCol_Text, fc->attacker_wins()
                                                     ? IM_COL32(255, 170, 120, 255)
                                                     : IM_COL32(140, 210, 255, 255));
            ImGui::TextWrapped("%s", tr(text::Message("app.battle.now")
                                            .with("attack", fc->attacker.total)
                                            .with("defense", fc->defender.total)
                                            .with_flag("attack_wins", fc->attacker_wins()))
                                         .c_str());
            ImGui::PopStyleColor();
            ImGui::PopFont();
        }
        ImGui::PopID();
    }
}

// King of Eden: the dragons' side (RULES.md §4).
void dragons_section(const AppState& app, const SeatView& view, const UiFonts& fonts) {
    if (!view.dragons) return;
    const SeatDragons& d = *view.dragons;
    const GameState& state = app.game->state();
    const int penalty =
        state.setup().dragons ? state.setup().dragons->base_defense.cut_off_penalty : 0;
    // Three lines at most, so the log keeps its room on a 720-pixel screen; the decks' counts
    // are one hover away.
    ImGui::Separator();
    ImGui::PushFont(fonts.strong);
    ImGui::TextUnformatted(tr("app.dragons.heading").c_str());
    ImGui::PopFont();
    if (ImGui::IsItemHovered())
        ImGui::SetTooltip("%s", tr(text::Message("app.dragons.decks")
                                       .with("deck", d.deck)
                                       .with("discard", d.discard)
                                       .with("reserve", d.reserve))
                                    .c_str());
    ImGui::SameLine();
    ImGui::PushStyleColor(ImGuiCol_Text, kPanelsDim);
    ImGui::TextWrapped("%s", tr(text::Message("app.dragons.line")
                                    .with("territories", static_cast<int>(d.territories.size()))
                                    .with("base_defense", d.base_defense)
                                    .with("cut_off", d.base_defense - penalty))
                                 .c_str());
    ImGui::PopStyleColor();
    term_tooltip("Base defense");
    // A battle with the dragons on a front shows them in the battle section above, as units
    // with their strengths and the cards still to come (issue 15): nothing to repeat here, and
    // the room it would take is the battle's on a small screen.
}

int placed_count(const AppState& app) {
    int n = 0;
    for (const ResourcePlacement& r : app.placing)
        n += r.count;
    return n;
}

// The person's own placement: what the clicks put where, the type the next click places, and
// the button that sends it to the engine (which says why, if it refuses).
void own_placement(AppState& app) {
    GameSession& game = *app.game;
    const GameState& state = game.state();
    const int p = game.pending().player;
    const TileColor civ = state.setup().players.at(static_cast<std::size_t>(p)).resource;
    const int to_place = state.conquest().production_left;
    ImGui::Separator();
    ImGui::TextWrapped("%s", tr(text::Message("app.placement.yourself")
                                    .with("placed", placed_count(app))
                                    .with("of", to_place))
                                 .c_str());
    if (civ != TileColor::white) {
        int shards = app.placing_shards ? 1 : 0;
        // Found by their English words in every language (the UI tests click them).
        const std::string civ_label =
            tr(text::Message("app.payment.resource").with("colour", std::string(to_string(civ)))) +
            "###" + std::string(resource_name(civ));
        ui::radio_button(civ_label.c_str(), &shards, 0);
        ImGui::SameLine();
        ui::radio_button((tr(text::Message("app.payment.resource").with("colour", "white")) +
                          "###crystal shards")
                             .c_str(),
                         &shards, 1);
        app.placing_shards = shards == 1;
    }
    // The buttons above the list, so they stay where they are as each click adds a line
    // (issue 33 item 5: nothing moves under the hand).
    const bool complete = placed_count(app) == to_place;
    if (!complete) ImGui::BeginDisabled();
    if (ui::button(tr_id("app.game.place_these"))) {
        const Action a = PlaceResources{app.placing};
        act(app, a);
    }
    if (!complete) ImGui::EndDisabled();
    ImGui::SameLine();
    if (ui::button(tr_id("app.game.clear"))) app.placing.clear();
    for (const ResourcePlacement& r : app.placing)
        ImGui::BulletText("%s",
                          tr(text::Message("app.placement.line")
                                 .with("what", resource_count_text(r.count, r.type, ui_language()))
                                 .with("at", screen_words(app, to_string(r.at))))
                              .c_str());
}

}  // namespace

void add_to_placement(AppState& app, Hex at) {
    const GameState& state = app.game->state();
    if (placed_count(app) >= state.conquest().production_left) return;
    const int p = app.game->pending().player;
    const TileColor civ = state.setup().players.at(static_cast<std::size_t>(p)).resource;
    const TileColor type = app.placing_shards || civ == TileColor::white ? TileColor::white : civ;
    for (ResourcePlacement& r : app.placing)
        if (r.at == at && r.type == type) {
            ++r.count;
            return;
        }
    app.placing.push_back({at, type, 1});
}

std::string screen_words(const AppState& app, const std::string& text, bool timeless) {
    if (!app.game) return text;
    const int viewer = app.game->hot_seat().looking();
    const bool coordinates = app.settings.designer_overlay;
    const text::Language language = ui_language();
    // Everything the words depend on besides the state, before the text itself.
    const std::string key = std::to_string(viewer) + (coordinates ? "c" : "-") +
                            (timeless ? "t" : "-") + std::string(text::code(language)) + ":" + text;
    return app.game->words_once(key, [&] {
        return name_places(app.game->state(), text, viewer, coordinates, timeless, language);
    });
}

ChoiceGroups group_choices(const AppState& app, const SeatView& view) {
    ChoiceGroups g;
    const GameSession& game = *app.game;
    const Decision& d = game.pending();
    g.mine = game.hot_seat().may_draw_game() && game.hot_seat().is_human(d.player) &&
             d.player == game.hot_seat().deciding();
    if (!g.mine) return g;
    std::vector<int> hand;
    if (view.seat >= 0 && view.seat < static_cast<int>(view.players.size()))
        hand = view.players[static_cast<std::size_t>(view.seat)].hand;
    const auto in_hand = [&hand](int card) {
        return std::find(hand.begin(), hand.end(), card) != hand.end();
    };
    g.paying = d.kind == DecisionKind::pay && app.paying.active();
    for (const Action& a : d.options) {
        if (g.paying && std::holds_alternative<Pay>(a)) {
            continue;  // "pay for me" is the widget's button
        } else if (const auto* x = std::get_if<PlaceTile>(&a)) {
            g.spots.emplace(x->at, a);
        } else if (const auto* p = std::get_if<PlacePortal>(&a)) {
            g.spots.emplace(p->at, a);
        } else if (const auto* pt = std::get_if<PlaceTroop>(&a)) {
            // Also in the list, where hovering it shows the territory (issue 33 item 6).
            g.spots.emplace(pt->at, a);
            g.others.push_back(a);
        } else if (const auto* ct = std::get_if<ChooseTerritory>(&a)) {
            g.spots.emplace(ct->at, a);
            g.others.push_back(a);
        } else if (const auto* mt = std::get_if<MoveTroop>(&a)) {
            g.moves[mt->from].push_back(a);
            if (app.selected_hex == mt->from) g.move_to.emplace(mt->to, a);
            g.others.push_back(a);
        } else if (std::holds_alternative<Done>(a)) {
            g.exits.push_back(a);
        } else if (const auto* o = std::get_if<OpenFront>(&a)) {
            g.attacks[o->frontier.enemy].push_back(a);
            g.attacks_by_unit[o->unit].push_back(a);
            if (app.selected_hex == o->frontier.enemy) g.on_card[o->unit].push_back(a);
        } else if (const auto* u = std::get_if<AddUnit>(&a); u && in_hand(u->unit)) {
            g.on_card[u->unit].push_back(a);
        } else if (const auto* dc = std::get_if<Discard>(&a); dc && in_hand(dc->card)) {
            g.on_card[dc->card].push_back(a);
        } else if (const auto* sa = std::get_if<SetAside>(&a); sa && in_hand(sa->card)) {
            g.on_card[sa->card].push_back(a);
        } else if (const auto* uc = std::get_if<UseCard>(&a); uc && in_hand(uc->card)) {
            g.on_card[uc->card].push_back(a);
        } else if (const auto* cc = std::get_if<ChooseCard>(&a); cc && in_hand(cc->card)) {
            g.on_card[cc->card].push_back(a);
        } else if (const auto* ta = std::get_if<TriggerAbility>(&a); ta && in_hand(ta->card)) {
            g.on_card[ta->card].push_back(a);
        } else if (const auto card = offered_card(a)) {
            auto it = std::find_if(g.offered.begin(), g.offered.end(),
                                   [&card](const auto& o) { return o.first == *card; });
            if (it == g.offered.end()) {
                g.offered.push_back({*card, {}});
                it = std::prev(g.offered.end());
            }
            it->second.push_back(a);
        } else {
            g.others.push_back(a);
        }
    }
    if (d.kind == DecisionKind::place_resources)
        for (const auto& [hex, owner] : view.control)
            if (owner == d.player) g.placing_spots.push_back(hex);
    // Destroying one's own portal is never one key press away from "Done": it goes last.
    std::stable_partition(g.others.begin(), g.others.end(), [](const Action& a) {
        return !std::holds_alternative<DestroyOwnPortal>(a);
    });
    return g;
}

void draw_banner(AppState& app, const SeatView& view, const UiFonts& fonts, Rect area) {
    panel("##banner", area);
    GameSession& game = *app.game;
    const Decision& d = game.pending();
    ImGui::PushStyleColor(ImGuiCol_Text, kPanelsDim);
    ImGui::TextUnformatted(phase_words(view, game.state()).c_str());
    ImGui::PopStyleColor();
    term_tooltip(phase_term(game.state(), d.kind));
    ImGui::SameLine();
    if (d.player >= 0) {
        ImGui::TextUnformatted("\xc2\xb7");
        ImGui::SameLine();
        draw_seat_swatch(app, d.player, ImGui::GetFrameHeight());
        ImGui::SameLine();
        const bool bot = is_bot(game.seats()[static_cast<std::size_t>(d.player)]);
        ImGui::TextUnformatted(
            tr(text::Message("app.game.whose_turn")
                   .with("name",
                         text::Name{view.players.at(static_cast<std::size_t>(d.player)).name})
                   .with_flag("bot", bot))
                .c_str());
        // A public choice is asked without a curtain (curtain.hpp): the banner says why no hand
        // is on screen, and that the laptop goes to the person it names.
        if (game.hot_seat().in_the_open()) {
            ImGui::SameLine();
            ImGui::PushStyleColor(ImGuiCol_Text, kPanelsDim);
            ImGui::TextUnformatted(("\xc2\xb7 " + tr("app.game.in_the_open")).c_str());
            probe::item("a choice in the open");
            ImGui::PopStyleColor();
            if (ImGui::IsItemHovered())
                ImGui::SetTooltip("%s", tr("app.game.in_the_open_tip").c_str());
        }
    }
    // The buttons on the right.
    const float bw = ImGui::GetFontSize() * 5.5f;
    ImGui::SameLine(area.w - bw * 3 - ImGui::GetStyle().ItemSpacing.x * 3 -
                    ImGui::GetStyle().WindowPadding.x);
    // Each Begin/EndDisabled pair reads one value: the button's own click changes can_undo(),
    // and asking again after it ended a disabled block that never began (issue 14).
    const bool undo_allowed = game.can_undo();
    if (!undo_allowed) ImGui::BeginDisabled();
    if (ui::button(tr_id("app.game.undo"), ImVec2(bw, 0)) ||
        (undo_allowed && pressed(app, SDLK_u))) {
        game.undo();
        autosave_now(app);
    }
    if (!undo_allowed) ImGui::EndDisabled();
    ImGui::SameLine();
    const bool bots_moving = game.bot_to_move();
    if (!bots_moving) ImGui::BeginDisabled();
    if (ui::button(tr_id("app.game.skip"), ImVec2(bw, 0)) || (bots_moving && pressed(app, SDLK_s)))
        app.skip_bots = true;
    if (!bots_moving) ImGui::EndDisabled();
    if (ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled))
        ImGui::SetTooltip("%s", tr("app.game.skip_tip").c_str());
    ImGui::SameLine();
    if (ui::button(tr_id("app.game.menu"), ImVec2(bw, 0)) || pressed(app, SDLK_m))
        ImGui::OpenPopup("menu");
    menu_popup(app, ImVec2(ImGui::GetItemRectMax().x, ImGui::GetItemRectMax().y));

    // The engine's question in the player's language (issue 36), its cards named as the log
    // names them; at the end nobody is asked, and the game's end is said instead.
    std::string prompt =
        tr(d.player >= 0 ? d.prompt : text::Message("prompt.game_over"), log_names(game.state()));
    prompt = screen_words(app, prompt);
    // In the heading's type when it fits the banner; a long prompt (a battle's forecast with
    // every bonus) in the text's type instead, so that its last line is never cut (issue 16
    // item 8); hovered, it shows whole in any case.
    const float room = ImGui::GetContentRegionAvail().y;
    const float wrap = ImGui::GetContentRegionAvail().x;
    ImGui::PushFont(fonts.heading);
    const bool heading_fits = ImGui::CalcTextSize(prompt.c_str(), nullptr, false, wrap).y <= room;
    if (!heading_fits) ImGui::PopFont();
    ImGui::TextWrapped("%s", prompt.c_str());
    if (heading_fits) ImGui::PopFont();
    probe::item("prompt");
    if (ImGui::IsItemHovered()) {
        ImGui::BeginTooltip();
        ImGui::PushTextWrapPos(ImGui::GetFontSize() * 30.0f);
        ImGui::TextUnformatted(prompt.c_str());
        ImGui::PopTextWrapPos();
        ImGui::EndTooltip();
    }
    ImGui::End();
}

void draw_side_panel(AppState& app, const SeatView& view, const UiFonts& fonts, Rect area) {
    panel("##side", area);
    // One line a seat: six fit at 1280x720; past 45% of the panel (a huge UI scale) they
    // scroll, so the log keeps its room.
    const float wanted = seat_rows_height(app, view);
    ImGui::BeginChild("players", ImVec2(0, std::min(wanted, area.h * 0.45f)), false);
    draw_seat_rows(app, view);
    ImGui::EndChild();
    // What happened while he was away, under the seats it talks about (app/away_panel.hpp).
    draw_away_news(app);
    // A unit back on a front in a later battle arrives again.
    if (view.fronts.empty()) app.arrivals.clear();
    if (!view.fronts.empty()) {
        // The battle scrolls within a bit over half the panel, so the log keeps some room: the
        // height it wants is estimated from its lines and its rows of unit cards.
        const ImVec2 chip = unit_chip_size();
        const float spacing = ImGui::GetStyle().ItemSpacing.y;
        const float line = ImGui::GetTextLineHeightWithSpacing();
        const int per_row = std::max(
            1,
            static_cast<int>((ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ScrollbarSize) /
                             (chip.x + ImGui::GetStyle().ItemSpacing.x)));
        float wanted_battle = line * 2.0f;
        for (std::size_t i = 0; i < view.fronts.size(); ++i) {
            const SeatFront& f = view.fronts[i];
            const auto rows = [per_row](std::size_t n) {
                return static_cast<float>((static_cast<int>(n) + per_row - 1) / per_row);
            };
            // The dragons' cards share their side's row (a dragon attack's, or the Heart's).
            const std::size_t dragons =
                dragons_on_front(app.game->state(), static_cast<int>(i)).size();
            const bool dragons_attack = view.battle_attacker < 0;
            wanted_battle +=
                line * 6.0f + (rows(f.attack.size() + (dragons_attack ? dragons : 0)) +
                               rows(f.defense.size() + (dragons_attack ? 0 : dragons))) *
                                  (chip.y + spacing);
        }
        // Never so short that the first row of cards is cut (issue 15 at 1280x720): the
        // battle's title, the front, a side's count and its row of cards, then the other side's
        // count, taken from the log first; the dragons' line and the log's title keep theirs.
        const float left = ImGui::GetContentRegionAvail().y;
        const float first_row = line * 4.0f + chip.y + spacing * 2.0f;
        const float others = line * (view.dragons ? 2.0f : 1.0f) + spacing * 4.0f;
        const float battle_h =
            std::min(wanted_battle, std::max(left * 0.6f, std::min(first_row, left - others)));
        ImGui::BeginChild("battle", ImVec2(0, battle_h), false);
        battle_section(app, view, fonts);
        ImGui::EndChild();
    }
    // The dragons' lines take the height they took last frame, but leave the log its header
    // and two lines; past that they scroll (with a scrollbar) instead of running off the
    // panel's bottom, where they were cut at 720 pixels (issue 17).
    if (view.dragons) {
        const float line = ImGui::GetTextLineHeightWithSpacing();
        ImGuiStorage* heights = ImGui::GetStateStorage();
        const ImGuiID key = ImGui::GetID("dragons height");
        const float wanted = heights->GetFloat(key, line * 4.0f);
        const float room = ImGui::GetContentRegionAvail().y - line * 3.0f;
        ImGui::BeginChild("dragons",
                          ImVec2(0, std::max(1.0f, std::min(wanted, std::max(room, line * 2.0f)))),
                          false);
        dragons_section(app, view, fonts);
        heights->SetFloat(key, ImGui::GetCursorPosY() - ImGui::GetStyle().ItemSpacing.y);
        ImGui::EndChild();
    }
    ImGui::Separator();
    ImGui::PushFont(fonts.strong);
    ImGui::TextUnformatted(tr("app.game.log").c_str());
    ImGui::PopFont();
    ImGui::BeginChild("log", ImVec2(0, 0), false);
    const auto& log = app.game->log();
    const std::size_t first = log.size() > 300 ? log.size() - 300 : 0;
    // A card named in a line enlarges to the card on hover (issue 16 item 3).
    for (std::size_t i = first; i < log.size(); ++i) {
        ImGui::TextWrapped("%s", screen_words(app, log[i], true).c_str());
        log_line_hover(app.game->state(), log[i], fonts);
    }
    // A panel resized by a battle starting moves the bottom away from the scroll position, so
    // "at the bottom" alone cannot say whether to follow: the reader's own wheel can.
    if (ImGui::IsWindowHovered() && ImGui::GetIO().MouseWheel > 0) app.log_follows = false;
    if (ImGui::GetScrollMaxY() > 0 && ImGui::GetScrollY() >= ImGui::GetScrollMaxY() - 1.0f)
        app.log_follows = true;
    if (app.log_follows) ImGui::SetScrollHereY(1.0f);
    ImGui::EndChild();
    ImGui::End();
}

namespace {

// The looking player's discard pile, top card first, each name enlarging to its card on hover.
void draw_discard_popup(const GameState& state, const SeatPlayer& me, const UiFonts& fonts) {
    if (!ImGui::BeginPopup("discard pile")) return;
    ImGui::PushFont(fonts.strong);
    ImGui::TextUnformatted(
        tr(text::Message("app.piles.discard").with("name", text::Name{me.name})).c_str());
    ImGui::PopFont();
    if (me.discard_cards.empty()) ImGui::TextUnformatted(tr("app.piles.empty").c_str());
    for (auto it = me.discard_cards.rbegin(); it != me.discard_cards.rend(); ++it) {
        const CardDef* def = panels_card_def(state, *it);
        if (def == nullptr) continue;
        ImGui::TextUnformatted(text::card_name(*def, ui_language()).c_str());
        if (ImGui::IsItemHovered()) card_tooltip(*def, *state.setup().cards, fonts);
    }
    ImGui::EndPopup();
}

// The looking player's World: the units not in play, one line per kind with its count, each
// name enlarging to its card on hover (003 §Deck: what he may still buy or bring back).
void draw_world_popup(const GameState& state, const SeatPlayer& me, const UiFonts& fonts) {
    if (!ImGui::BeginPopup("world")) return;
    ImGui::PushFont(fonts.strong);
    ImGui::TextUnformatted(
        tr(text::Message("app.piles.world").with("name", text::Name{me.name})).c_str());
    ImGui::PopFont();
    if (me.world.empty()) ImGui::TextUnformatted(tr("app.piles.all_in_play").c_str());
    std::vector<std::pair<const CardDef*, int>> kinds;
    for (int card : me.world) {
        const CardDef* def = panels_card_def(state, card);
        if (def == nullptr) continue;
        auto it = std::find_if(kinds.begin(), kinds.end(),
                               [def](const auto& k) { return k.first == def; });
        if (it == kinds.end())
            kinds.push_back({def, 1});
        else
            ++it->second;
    }
    for (const auto& [def, count] : kinds) {
        ImGui::Text("%d \xc3\x97 %s", count, text::card_name(*def, ui_language()).c_str());
        if (ImGui::IsItemHovered()) card_tooltip(*def, *state.setup().cards, fonts);
    }
    ImGui::EndPopup();
}

}  // namespace

namespace {

// Cards laid out in one row. Narrowed to fit the strip where they can be (issue 16 item 8);
// a row still wider than the strip scrolls sideways. (Wrapping into rows below was tried: the
// whole-game UI test could not wheel the strip to a second row's Buy button, cause not found.)
struct CardFlow {
    float card_w = 0;
    bool first = true;
    void next(float gap) {
        if (!first) ImGui::SameLine(0, gap < 0 ? ImGui::GetStyle().ItemSpacing.x : gap);
        first = false;
    }
};

// Puts the next widget, `width` wide, beside the last one if it fits, else on a new line:
// at a large UI scale the counters wrap instead of running off the strip.
void beside_if_fits(float width) {
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
    if (ImGui::GetItemRectMax().x + spacing + width <= right) ImGui::SameLine();
}

float text_w(const std::string& s) {
    return ImGui::CalcTextSize(s.c_str(), nullptr, true).x;
}

float small_button_w(const std::string& s) {
    return text_w(s) + ImGui::GetStyle().FramePadding.x * 2.0f;
}

// The player's own counters, each word explained on hover.
void hand_header(AppState& app, const SeatView& view, const SeatPlayer& me, const UiFonts& fonts) {
    const GameState& state = app.game->state();
    ImGui::PushFont(fonts.strong);
    ImGui::TextUnformatted(
        tr(text::Message("app.hand.title").with("name", text::Name{me.name})).c_str());
    ImGui::PopFont();
    term_tooltip("Hand");
    const auto counted = [](const char* id, long long n) {
        return tr(text::Message(id).with("count", text::ArgValue{n}));
    };
    const std::string deck = counted("app.hand.deck", me.deck);
    // The buttons keep their English probe ids in every language.
    const std::string discard =
        counted("app.hand.discard", me.discard) + "##discard " + std::to_string(me.discard);
    const std::string aside = counted("app.hand.set_aside", me.set_aside);
    const std::string energy = counted("app.hand.pure_energy", me.pure_energy);
    const std::string world = counted("app.hand.world", static_cast<long long>(me.world.size())) +
                              "##World " + std::to_string(me.world.size());
    beside_if_fits(text_w(deck));
    term_text_dim(deck, "Deck");
    // The discard pile is face up: a player may look through it (and plan a return or a
    // Ghoul's meal) without waiting for his turn.
    beside_if_fits(small_button_w(discard));
    if (ui::small_button(discard)) ImGui::OpenPopup("discard pile");
    term_tooltip("Discard pile");
    if (const auto stock = stock_counters(state, view.seat)) {
        // 002 keeps resources in a stock, and the crystals played in front cap the units bought
        // (RULES.md §5 C1, C4, C8): what he may spend, where he decides it.
        const std::string in_stock = counted("app.hand.stock", stock->stock);
        const std::string in_front = tr(text::Message("app.hand.in_front")
                                            .with("count", stock->crystals_in_front)
                                            .with("left", stock->units_left()));
        beside_if_fits(text_w(in_stock));
        term_text_dim(in_stock, "Stock");
        beside_if_fits(text_w(in_front));
        term_text_dim(in_front, "Crystals in front");
    } else {
        beside_if_fits(text_w(aside));
        term_text_dim(aside, "Set aside");
    }
    beside_if_fits(text_w(energy));
    term_text_dim(energy, "Pure energy");
    beside_if_fits(small_button_w(world));
    if (ui::small_button(world)) ImGui::OpenPopup("world");
    term_tooltip("World");
    draw_discard_popup(state, me, fonts);
    draw_world_popup(state, me, fonts);
}

// The looking player's cards: what the decision offers (the market while he buys) first, then
// his hand after a gap, each card in the slot it had while the mouse stays in the strip (issue
// 33 item 5). The card under the mouse is shown enlarged above the strip (issue 33 item 7).
void card_rows(AppState& app, const SeatView& view, const ChoiceGroups& choices,
               const UiFonts& fonts) {
    const GameState& state = app.game->state();
    const SeatPlayer& me = view.players[static_cast<std::size_t>(view.seat)];
    const CardLibrary& lib = *state.setup().cards;
    const bool buying = choices.mine && app.game->pending().kind == DecisionKind::purchase;
    std::vector<MarketCard> market;
    if (buying) {
        std::vector<int> offered;
        for (const auto& [card, actions] : choices.offered)
            offered.push_back(card);
        market = market_for(state, view.seat, offered, ui_language());
    }
    const std::vector<int>& slots = place_hand(app.hand_slots, view.seat, me.hand);
    const std::size_t shown = (buying ? market.size() : choices.offered.size()) + slots.size();
    const float font = ImGui::GetFontSize();
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const float width = ImGui::GetContentRegionAvail().x;
    // As wide as the strip allows (issue 33 item 7: the strip uses its width), up to a card
    // a little wider than the gallery's; narrower (down to 8.5 lines of text) to keep them all
    // in sight, and no narrower: below that the text cramps.
    const float widest = font * 14.0f;
    const float fit = shown > 0 ? (width + spacing) / static_cast<float>(shown) - spacing : widest;
    CardFlow flow{std::floor(std::clamp(fit, font * 8.5f, widest))};
    const float card_h =
        std::max(ImGui::GetContentRegionAvail().y - ImGui::GetStyle().ScrollbarSize, font * 8.0f);
    const auto actions_of = [&choices](int card) -> const std::vector<Action>* {
        for (const auto& [c, actions] : choices.offered)
            if (c == card) return &actions;
        return nullptr;
    };
    // The card under the mouse, to enlarge: its definition, where it stands, and whether it
    // is of the hand.
    const CardDef* zoom = nullptr;
    ImVec2 zoom_at;
    int zoom_hand_card = -1;
    const auto hovered = [&](const CardDef* def, int hand_card) {
        zoom = def;
        zoom_at = ImGui::GetItemRectMin();
        zoom_hand_card = hand_card;
    };
    const auto offer = [&](int card, const std::vector<Action>* actions,
                           const std::string& missing) {
        const CardDef* def = panels_card_def(state, card);
        if (def == nullptr) return;
        flow.next(-1.0f);
        ImGui::PushID(100000 + card);
        begin_card("offer", *def, fonts, flow.card_w, card_h, actions != nullptr);
        if (actions != nullptr)
            for (const Action& a : *actions)
                if (ui::action_button(screen_words(app, on_card_label(state, a)), a, ImVec2(-1, 0)))
                    act(app, a);
        if (!missing.empty()) {
            ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(255, 170, 120, 255));
            ui::text_whole_words(missing);
            ImGui::PopStyleColor();
        }
        if (end_card(*def, lib)) hovered(def, -1);
        ImGui::PopID();
    };
    if (buying)
        for (const MarketCard& m : market)
            offer(m.card, m.affordable ? actions_of(m.card) : nullptr, m.missing);
    else
        for (const auto& [card, actions] : choices.offered)
            offer(card, &actions, {});
    const bool after_offers = !flow.first;
    for (std::size_t i = 0; i < slots.size(); ++i) {
        const int card = slots[i];
        flow.next(i == 0 && after_offers ? flow.card_w * 0.25f : -1.0f);
        const CardDef* def = card == kEmptySlot ? nullptr : panels_card_def(state, card);
        if (def == nullptr) {
            // The slot of a card that just left the hand, kept while the mouse is here.
            ImGui::Dummy(ImVec2(flow.card_w, card_h));
            continue;
        }
        const auto it = choices.on_card.find(card);
        const bool playable = it != choices.on_card.end();
        ImGui::PushID(card);
        probe::hand_card(view.seat, card);
        begin_card("card", *def, fonts, flow.card_w, card_h, playable);
        if (playable)
            for (const Action& a : it->second) {
                if (ui::action_button(screen_words(app, on_card_label(state, a)), a, ImVec2(-1, 0)))
                    act(app, a);
                // "Use ability 1" says what the ability does on hover.
                if (const auto* t = std::get_if<TriggerAbility>(&a); t && ImGui::IsItemHovered())
                    ImGui::SetTooltip(
                        "%s", ability_words(state, t->card, t->ability, ui_language()).c_str());
                if (std::holds_alternative<SetAside>(a))
                    term_tooltip(state.rules().economy == Economy::stock ? "Crystals in front"
                                                                         : "Set aside");
            }
        if (end_card(*def, lib)) {
            hovered(def, card);
            // A press on the card itself, not on one of its buttons, may start dragging it
            // onto a territory to attack (game_screen.cpp drops it).
            if (ImGui::IsMouseClicked(0) && !ImGui::IsAnyItemActive() &&
                choices.attacks_by_unit.contains(card))
                app.dragged_unit = card;
        }
        // Where each card of the hand stands, for the tests of the strip's layout.
        if (probe::enabled())
            probe::area("hand card:" + std::to_string(card),
                        {ImGui::GetItemRectMin().x, ImGui::GetItemRectMin().y,
                         ImGui::GetItemRectMax().x, ImGui::GetItemRectMax().y});
        ImGui::PopID();
    }
    if (me.hand.empty() && flow.first) ImGui::TextUnformatted(tr("app.hand.empty").c_str());
    if (zoom != nullptr) {
        if (zoom_hand_card >= 0) probe::hand_card(view.seat, zoom_hand_card);
        // Above the strip, its counters left in sight.
        card_zoom(*zoom, lib, fonts, ImVec2(zoom_at.x, ImGui::GetWindowPos().y), flow.card_w);
    }
}

void map_strip(AppState& app, const SeatView& view, const ChoiceGroups& choices,
               const UiFonts& fonts) {
    GameSession& game = *app.game;
    ImGui::PushFont(fonts.strong);
    ImGui::TextUnformatted(tr("app.map.building").c_str());
    ImGui::PopFont();
    if (view.tile_in_hand && *view.tile_in_hand != "hidden") {
        ImGui::TextUnformatted(tr("app.map.tile_in_hand").c_str());
        ImGui::SameLine();
        if (const auto colour = tile_color_from_string(*view.tile_in_hand)) {
            const float s = ImGui::GetFrameHeight();
            const ImVec2 p = ImGui::GetCursorScreenPos();
            ImGui::GetWindowDrawList()->AddRectFilled(p, ImVec2(p.x + s * 1.5f, p.y + s),
                                                      panels_u32(tile_fill(*colour)), 4.0f);
            ImGui::Dummy(ImVec2(s * 1.5f, s));
            ImGui::SameLine();
        }
        ImGui::TextUnformatted(
            tr(text::Message("app.map.colour").with("colour", *view.tile_in_hand)).c_str());
    } else if (const int p = game.pending().player;
               game.pending().kind == DecisionKind::draw_tile && p >= 0 &&
               p < static_cast<int>(view.players.size())) {
        // Before the draw: what the player may take, so the strip is never empty.
        const SeatPlayer& who = view.players[static_cast<std::size_t>(p)];
        ImGui::TextUnformatted(
            tr(text::Message("app.map.may_take").with("name", text::Name{who.name})).c_str());
        if (who.face_up_tile) {
            ImGui::SameLine();
            if (const auto colour = tile_color_from_string(*who.face_up_tile)) {
                const float s = ImGui::GetFrameHeight();
                const ImVec2 at = ImGui::GetCursorScreenPos();
                ImGui::GetWindowDrawList()->AddRectFilled(at, ImVec2(at.x + s * 1.5f, at.y + s),
                                                          panels_u32(tile_fill(*colour)), 4.0f);
                ImGui::Dummy(ImVec2(s * 1.5f, s));
                ImGui::SameLine();
            }
            ImGui::TextUnformatted(tr(text::Message("app.map.face_up")
                                          .with("colour", *who.face_up_tile)
                                          .with_flag("or", who.face_down_tiles > 0))
                                       .c_str());
        }
        if (who.face_down_tiles > 0) {
            ImGui::SameLine();
            ImGui::TextUnformatted(
                tr(text::Message("app.map.face_down").with("count", who.face_down_tiles)).c_str());
        }
    }
    if (choices.mine && !choices.spots.empty())
        ImGui::TextWrapped("%s", tr("app.map.click_spot").c_str());
}

// What links this decision to the rest of the economy, in a sentence where it is decided
// (issue 16 item 6): crystals set aside in expansion are the ones spent in purchasing.
void economy_hint(const GameState& state, DecisionKind kind) {
    if (state.phase() != Phase::conquest) return;
    const ConquestStep step = state.conquest().step;
    std::string line;
    std::string_view term;
    // 002 keeps resources in a stock and caps units by the crystals in front (RULES.md §5 C4,
    // C8): the same moments, its own words.
    const bool stock = state.rules().economy == Economy::stock;
    if (stock && kind == DecisionKind::attack_subphase && !state.conquest().battle) {
        line = tr("app.hint.play_in_front");
        term = "Crystals in front";
    } else if (stock && kind == DecisionKind::purchase && step == ConquestStep::purchasing) {
        line = tr("app.hint.stock_pays");
        term = "Stock";
    } else if (kind == DecisionKind::attack_subphase && !state.conquest().battle) {
        line = tr("app.hint.set_aside");
        term = "Set aside";
    } else if (kind == DecisionKind::purchase && step == ConquestStep::purchasing) {
        line = tr("app.hint.set_aside_pays");
        term = "Energy Crystal";
    } else if (kind == DecisionKind::purchase) {
        line = tr("app.hint.hand_pays");
        term = "Energy Crystal";
    }
    if (line.empty()) return;
    ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(150, 200, 255, 255));
    ImGui::TextWrapped("%s", line.c_str());
    ImGui::PopStyleColor();
    term_tooltip(term);
}

// A choice's button in the list: its label in a player's words, the card it is about shown on
// hover, and its hexes outlined on the board while the mouse rests on it (issue 33 item 6).
void choice_button(AppState& app, const Action& a, const std::string& label, bool key,
                   const UiFonts& fonts) {
    const GameState& state = app.game->state();
    if (ui::wrapped_action_button(screen_words(app, label), a, ImGui::GetContentRegionAvail().x) ||
        key)
        choose_asking(app, a);
    if (ImGui::IsItemHovered()) app.choice_hover = hexes_of(a);
    if (const auto card = card_of(a))
        if (const CardDef* def = panels_card_def(state, *card))
            card_hover(*def, *state.setup().cards, fonts);
}

// Eleven "Swap X with set-aside Y" lines are one choice (issue 33 item 6): a hand card and a
// set-aside card picked, then one Swap button that sends the SwapSetAside the decision offers
// for that pair.
void swap_choice(AppState& app, const std::vector<SwapSetAside>& swaps, const UiFonts& fonts) {
    const GameState& state = app.game->state();
    const auto offered = [&swaps](int hand, int aside) {
        return std::any_of(swaps.begin(), swaps.end(), [&](const SwapSetAside& x) {
            return x.hand_card == hand && x.set_aside_card == aside;
        });
    };
    std::vector<int> hands;
    for (const SwapSetAside& x : swaps)
        if (std::find(hands.begin(), hands.end(), x.hand_card) == hands.end())
            hands.push_back(x.hand_card);
    if (std::find(hands.begin(), hands.end(), app.swap_hand_pick) == hands.end())
        app.swap_hand_pick = hands.front();
    std::vector<int> asides;
    for (const SwapSetAside& x : swaps)
        if (x.hand_card == app.swap_hand_pick &&
            std::find(asides.begin(), asides.end(), x.set_aside_card) == asides.end())
            asides.push_back(x.set_aside_card);
    if (std::find(asides.begin(), asides.end(), app.swap_set_aside_pick) == asides.end())
        app.swap_set_aside_pick = asides.front();
    ImGui::Separator();
    ImGui::TextWrapped("%s", tr("app.swap.heading").c_str());
    const auto picker = [&](const std::string& label, const char* id, const std::vector<int>& cards,
                            int& pick) {
        ImGui::SetNextItemWidth(ImGui::GetContentRegionAvail().x * 0.6f);
        if (ui::begin_combo(label.c_str(), text::card_name(state, pick, ui_language()).c_str())) {
            for (int c : cards) {
                const std::string item =
                    text::card_name(state, c, ui_language()) + "##" + id + std::to_string(c);
                if (ui::selectable(item, c == pick)) pick = c;
                probe::item(std::string(id) + std::to_string(c));
                if (const CardDef* def = panels_card_def(state, c))
                    card_hover(*def, *state.setup().cards, fonts);
            }
            ImGui::EndCombo();
        }
    };
    picker(tr_id("app.swap.hand_card"), "swap hand:", hands, app.swap_hand_pick);
    picker(tr_id("app.swap.set_aside_card"), "swap set aside:", asides, app.swap_set_aside_pick);
    if (offered(app.swap_hand_pick, app.swap_set_aside_pick)) {
        const Action a = SwapSetAside{app.swap_hand_pick, app.swap_set_aside_pick};
        if (ui::action_button(tr_id("app.swap.swap"), a)) choose_asking(app, a);
    }
}

// The key that takes the pinned exit, shown on its button.
constexpr int kExitKey = SDLK_e;

void choices_list(AppState& app, const ChoiceGroups& choices, const UiFonts& fonts) {
    GameSession& game = *app.game;
    const GameState& state = game.state();
    if (!choices.mine) {
        if (game.over()) {
            ImGui::TextUnformatted(tr("app.choices.over").c_str());
        } else if (game.bot_to_move()) {
            ImGui::TextWrapped("%s", tr("app.choices.bots_playing").c_str());
        } else {
            ImGui::TextUnformatted(tr("app.choices.waiting").c_str());
        }
        return;
    }
    ImGui::PushFont(fonts.strong);
    ImGui::TextUnformatted(tr("app.choices.title").c_str());
    ImGui::PopFont();
    draw_set_aside_warning(app);
    // The exits stay in view at the top however long the list below grows (issue 33 item 6),
    // each with its key.
    for (std::size_t i = 0; i < choices.exits.size(); ++i) {
        const Action& a = choices.exits[i];
        ImGui::PushID(static_cast<int>(1000 + i));
        const bool keyed = i == 0;
        const std::string label = button_label(state, a) + (keyed ? " (E)" : "");
        choice_button(app, a, label, keyed && pressed(app, kExitKey), fonts);
        ImGui::PopID();
    }
    if (!app.status.empty()) {
        ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(255, 190, 120, 255));
        ImGui::TextWrapped("%s", app.status.c_str());
        ImGui::PopStyleColor();
    }
    // The rest scrolls under them.
    ImGui::BeginChild("choice list", ImVec2(0, 0), false);
    if (choices.paying) draw_payment_summary(app, fonts);
    economy_hint(state, game.pending().kind);
    if (!choices.moves.empty())
        ImGui::TextWrapped(
            "%s", tr(app.selected_hex ? "app.choices.move_to" : "app.choices.move_from").c_str());
    else if (!choices.spots.empty())
        ImGui::TextWrapped("%s", tr("app.choices.click_spot").c_str());
    if (!choices.attacks.empty())
        ImGui::TextWrapped(
            "%s", tr(app.selected_hex ? "app.choices.pick_attacker" : "app.choices.click_attack")
                      .c_str());
    if (game.pending().kind == DecisionKind::purchase)
        ImGui::TextWrapped("%s", tr("app.choices.market").c_str());
    else if (!choices.offered.empty())
        ImGui::TextWrapped("%s", tr("app.choices.offered_first").c_str());
    if (!choices.on_card.empty() && choices.attacks.empty())
        ImGui::TextWrapped("%s", tr("app.choices.cards_have_buttons").c_str());
    std::vector<SwapSetAside> swaps;
    for (const Action& a : choices.others)
        if (const auto* x = std::get_if<SwapSetAside>(&a)) swaps.push_back(*x);
    const bool group_swaps = swaps.size() > 1;
    int number = 0;
    for (std::size_t i = 0; i < choices.others.size(); ++i) {
        const Action& a = choices.others[i];
        if (group_swaps && std::holds_alternative<SwapSetAside>(a)) continue;
        ImGui::PushID(static_cast<int>(i));
        std::string label = button_label(state, a);
        const bool numbered = number < 9 && !std::holds_alternative<DestroyOwnPortal>(a);
        if (numbered) label = std::to_string(number + 1) + ". " + label;
        const bool key = numbered && pressed(app, SDLK_1 + number);
        if (numbered) ++number;
        // Long choices ("Shard Gleaner — Immediate: ...") wrap rather than being cut.
        choice_button(app, a, label, key, fonts);
        ImGui::PopID();
    }
    if (group_swaps) swap_choice(app, swaps, fonts);
}

}  // namespace

void draw_bottom_panel(AppState& app, const SeatView& view, const ChoiceGroups& choices,
                       const UiFonts& fonts, Rect area) {
    panel("##bottom", area);
    const float choices_w = std::min(area.w * 0.3f, ImGui::GetFontSize() * 20.0f);

    // The hand (or, while the map is built, the tile in hand).
    ImGui::BeginChild("hand", ImVec2(area.w - choices_w - ImGui::GetStyle().ItemSpacing.x * 3, 0),
                      false, ImGuiWindowFlags_HorizontalScrollbar);
    const bool has_seat = view.seat >= 0 && view.seat < static_cast<int>(view.players.size());
    // While he pays, the strip holds his funds to choose from; his hand is one tab away.
    bool hand_tab = true;
    if (view.conquest && has_seat && choices.paying && ImGui::BeginTabBar("paying")) {
        hand_tab = false;
        if (ui::begin_tab_item(tr_id("app.tab.payment").c_str())) {
            draw_payment_funds(app, fonts);
            ImGui::EndTabItem();
        }
        if (ui::begin_tab_item(tr_id("app.tab.your_hand").c_str())) {
            hand_tab = true;
            ImGui::EndTabItem();
        }
        ImGui::EndTabBar();
    }
    if (!hand_tab) {
        // The funds are drawn.
    } else if (view.conquest && has_seat) {
        hand_header(app, view, view.players[static_cast<std::size_t>(view.seat)], fonts);
        card_rows(app, view, choices, fonts);
    } else if (view.conquest) {
        // The cards a choice in the open is about (units to return or rescue: on the table, no
        // secret) have their buttons here, since no hand strip is drawn (seed 11's rescue).
        const GameState& state = app.game->state();
        for (const auto& [card, actions] : choices.offered) {
            const CardDef* def = panels_card_def(state, card);
            ImGui::PushID(200000 + card);
            for (const Action& a : actions)
                if (ui::action_button(
                        (def ? text::card_name(*def, ui_language()) + ": " : std::string()) +
                            screen_words(app, on_card_label(state, a)),
                        a))
                    act(app, a);
            ImGui::PopID();
        }
        ImGui::TextWrapped("%s", tr(app.game->hot_seat().in_the_open() ? "app.game.open_no_hand"
                                                                       : "app.game.nobody_looking")
                                     .c_str());
    } else {
        map_strip(app, view, choices, fonts);
    }
    // Issue 33 item 5: the hand keeps its gaps while the mouse is in the strip.
    app.hand_slots.mouse_in_strip = ImGui::IsWindowHovered(
        ImGuiHoveredFlags_ChildWindows | ImGuiHoveredFlags_AllowWhenBlockedByActiveItem);
    if (!(hand_tab && view.conquest && has_seat)) app.hand_slots.seat = -1;
    ImGui::EndChild();
    ImGui::SameLine();

    // The choices that are not on the board or on a card.
    ImGui::BeginChild("choices", ImVec2(0, 0), true);
    choices_list(app, choices, fonts);
    if (choices.mine) draw_plan_panel(app, fonts);
    if (choices.mine && !choices.placing_spots.empty()) own_placement(app);
    if (choices.mine) ImGui::EndChild();  // the scrolling "choice list" under the exits
    if (!choices.mine && !app.status.empty()) {
        ImGui::Separator();
        ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(255, 190, 120, 255));
        ImGui::TextWrapped("%s", app.status.c_str());
        ImGui::PopStyleColor();
    }
    ImGui::EndChild();
    ImGui::End();
}

}  // namespace eden::app
