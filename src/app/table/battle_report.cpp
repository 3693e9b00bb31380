#include "app/table/battle_report.hpp"

#include <algorithm>
#include <string>

#include <SDL.h>

#include "app/session/labels.hpp"
#include "app/shell/ui_probe.hpp"
#include "app/table/forecast_tooltip.hpp"
#include "app/table/game_panels.hpp"
#include "app/widgets/unit_chip.hpp"
#include "app/widgets/widgets.hpp"
#include "app/words/ui_text.hpp"
#include "eden/text/card_text.hpp"
#include "eden/text/data_text.hpp"
#include "eden/text/message.hpp"
#include "imgui.h"

namespace eden::app {

namespace {

constexpr ImU32 kReportDim = IM_COL32(160, 170, 190, 255);
constexpr ImU32 kAttack = IM_COL32(255, 170, 120, 255);
constexpr ImU32 kDefense = IM_COL32(140, 210, 255, 255);
constexpr ImU32 kLost = IM_COL32(255, 120, 120, 255);
constexpr ImU32 kSaved = IM_COL32(150, 230, 150, 255);

std::uint32_t reading_ms(const AppState& app) {
    return static_cast<std::uint32_t>(std::max(0, app.settings.bot_delay_ms) * kReportPauses);
}

bool person_fought(const AppState& app, const BattleResult& b) {
    if (b.kind == BattleKind::dragons) return false;  // at the bots' pace (issue 16)
    for (int seat : b.seats())
        if (app.game->hot_seat().is_human(seat)) return true;
    return false;
}

// The people who must see battle `i` themselves and are not at the laptop now: both sides of a
// battle between two people, and a person who lost a territory in it (to the dragons, to a bot).
void owe_to_the_absent(AppState& app, const BattleResult& b, std::size_t i) {
    const HotSeat& seats = app.game->hot_seat();
    if (seats.human_count() < 2) return;  // one person at the laptop watched it all
    std::vector<int> owed;
    if (b.kind == BattleKind::players && seats.is_human(b.attacker) && seats.is_human(b.defender))
        owed = {b.attacker, b.defender};
    for (const TerritoryTaken& t : b.taken)
        if (seats.is_human(t.from)) owed.push_back(t.from);
    std::sort(owed.begin(), owed.end());
    owed.erase(std::unique(owed.begin(), owed.end()), owed.end());
    for (int seat : owed)
        if (seat != seats.holder()) app.battle_report.owed.emplace_back(seat, i);
}

std::string report_seat_name(const BattleTelling& t, int seat) {
    const auto& players = t.state.setup().players;
    if (seat < 0 || seat >= static_cast<int>(players.size())) return tr("app.report.nobody");
    return players[static_cast<std::size_t>(seat)].name;
}

const CardDef* report_card_def(const GameState& state, int card) {
    const auto& cards = state.conquest().cards;
    if (card < 0 || card >= static_cast<int>(cards.size()) || !state.setup().cards) return nullptr;
    return &state.setup().cards->cards.at(
        static_cast<std::size_t>(cards[static_cast<std::size_t>(card)].def));
}

UnitChip chip_of(const GameState& state, const RecordedUnit& u) {
    UnitChip c;
    c.card = report_card_def(state, u.card);
    c.strength = u.strength >= 0 ? u.strength : (c.card ? c.card->strength : 0);
    c.fired = !u.abilities.empty();
    if (u.rescued) {
        c.tag = tr("app.report.rescued");
        c.tag_colour = kSaved;
    } else if (u.returned) {
        c.tag = tr("app.report.returned");
        c.tag_colour = kSaved;
    } else if (u.collapsed || u.destroyed) {
        c.tag = tr(u.destroyed ? "app.report.destroyed" : "app.report.collapsed");
        c.tag_colour = kLost;
    }
    return c;
}

// A dragon card on a front as a chip: the strength it counted with, "discarded" if a player's
// card got rid of it before the count.
UnitChip dragon_chip(const GameState& state, const RecordedDragon& d) {
    UnitChip c;
    c.card = state.setup().dragons ? state.setup().dragons->card(d.card) : nullptr;
    c.strength = d.strength >= 0 ? d.strength : (c.card ? c.card->strength : 0);
    c.doomed = d.doomed;
    if (d.discarded) {
        c.tag = tr("app.report.discarded");
        c.tag_colour = kLost;
    }
    return c;
}

void side_row(const BattleTelling& t, const char* id, const std::string& who, ImU32 colour,
              const RecordedSide& side, bool counted, bool units, const UiFonts& fonts) {
    const GameState& state = t.state;
    ImGui::PushStyleColor(ImGuiCol_Text, colour);
    ImGui::PushFont(fonts.strong);
    // A front still being fought (the replay viewer shows those) has no total yet.
    if (counted)
        ImGui::TextWrapped("%s  %d", who.c_str(), side.count.total);
    else
        ImGui::TextWrapped("%s", who.c_str());
    ImGui::PopFont();
    ImGui::PopStyleColor();
    if (!side.count.items.empty()) {
        ImGui::SameLine();
        ImGui::PushStyleColor(ImGuiCol_Text, kReportDim);
        ImGui::TextWrapped("= %s", itemised(side.count, log_names(state)).c_str());
        ImGui::PopStyleColor();
    }
    std::vector<UnitChip> chips;
    // The dragons always fight with their cards, on base defense too (RULES.md §4).
    for (const RecordedDragon& d : side.dragons)
        chips.push_back(dragon_chip(state, d));
    if (units)
        for (const RecordedUnit& u : side.units)
            chips.push_back(chip_of(state, u));
    if (!chips.empty()) draw_chip_row(id, chips, *state.setup().cards, fonts);
}

// What the abilities that fired were, each on its card's line.
void abilities_fired(const BattleTelling& t, const RecordedFront& f) {
    const GameState& state = t.state;
    for (const RecordedSide* s : {&f.attack, &f.defense})
        for (const RecordedUnit& u : s->units)
            for (int a : u.abilities) {
                const CardDef* d = report_card_def(state, u.card);
                if (d == nullptr || a < 0 || a >= static_cast<int>(d->abilities.size())) continue;
                ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(240, 200, 90, 255));
                ImGui::TextWrapped(
                    "%s: %s", text::card_name(*d, ui_language()).c_str(),
                    ability_text(d->abilities[static_cast<std::size_t>(a)], *state.setup().cards,
                                 d->civilization, ui_language())
                        .c_str());
                ImGui::PopStyleColor();
            }
}

void players_front(const BattleTelling& t, const BattleResult& b, std::size_t i,
                   const UiFonts& fonts) {
    const RecordedFront& f = b.fronts[i];
    const std::string defender = f.defender >= 0          ? report_seat_name(t, f.defender)
                                 : b.dragon_cards.empty() ? tr("app.battle.wild_territory")
                                                          : tr("app.battle.the_dragons_defend");
    ImGui::PushStyleColor(ImGuiCol_Text, kReportDim);
    ImGui::TextWrapped("%s", tr(text::Message("app.battle.front")
                                    .with("front", static_cast<int>(i) + 1)
                                    .with("from", text::Name{t.place(f.from), true})
                                    .with("to", text::Name{t.place(f.at), true})
                                    .with("defender", text::Name{defender}))
                                 .c_str());
    ImGui::PopStyleColor();
    ImGui::PushID(static_cast<int>(i));
    side_row(t, "attack", report_seat_name(t, b.attacker), kAttack, f.attack, f.counted, true,
             fonts);
    const std::string def_who =
        f.by_hand || !b.dragon_cards.empty()
            ? defender
            : tr(text::Message("app.battle.base_defense_of").with("defender", defender));
    side_row(t, "defense", def_who, kDefense, f.defense, f.counted, f.by_hand, fonts);
    if (!b.dragon_cards.empty() && f.defender < 0 && f.defense.dragons.empty()) {
        std::string cards;
        for (const std::string& c : b.dragon_cards)
            cards += (cards.empty() ? "" : ", ") + c;
        ImGui::TextWrapped(
            "%s", tr(text::Message("app.report.dragons_played").with("cards", cards)).c_str());
    }
    ImGui::PopID();
    abilities_fired(t, f);
    if (!f.counted) return;
    const std::string verdict =
        tr(text::Message("app.report.verdict")
               .with_flag("attack_wins", f.attacker_won)
               .with("attacker", report_seat_name(t, b.attacker))
               .with("at", text::Name{t.place(f.at), true})
               .with_flag("tie", f.attack.count.total == f.defense.count.total));
    ImGui::PushFont(fonts.strong);
    ImGui::PushStyleColor(ImGuiCol_Text, f.attacker_won ? kAttack : kDefense);
    ImGui::TextWrapped("%s", tr(text::Message("app.report.count")
                                    .with("attack", f.attack.count.total)
                                    .with("defense", f.defense.count.total)
                                    .with("verdict", verdict))
                                 .c_str());
    probe::item("###Battle result: " + verdict);  // words not drawn as a label
    ImGui::PopStyleColor();
    ImGui::PopFont();
}

// A dragon attack: a front per player's battle (the defender's, then each supporter's), the
// dragons' cards in a row like units against the player's units or base defense, then what became
// of the territory (RULES.md §4: the dragons take it if their sum over the battles is larger).
void dragons_attack(const BattleTelling& t, const BattleResult& b, const UiFonts& fonts) {
    for (std::size_t i = 0; i < b.fronts.size(); ++i) {
        const RecordedFront& f = b.fronts[i];
        // A territory nobody defended falls without a battle: no front to show.
        if (!f.counted && f.attack.dragons.empty() && f.defense.units.empty()) continue;
        ImGui::Separator();
        const std::string player = report_seat_name(t, f.defender);
        const std::string whose = f.defender >= 0 && b.defender >= 0 && f.defender != b.defender
                                      ? tr(text::Message("app.report.supporting")
                                               .with("player", player)
                                               .with("defender", report_seat_name(t, b.defender)))
                                      : player;
        ImGui::PushStyleColor(ImGuiCol_Text, kReportDim);
        ImGui::TextWrapped("%s", tr(text::Message("app.battle.front")
                                        .with("front", static_cast<int>(i) + 1)
                                        .with("from", tr("app.battle.the_dragons_defend"))
                                        .with("to", text::Name{t.place(f.at), true})
                                        .with("defender", whose))
                                     .c_str());
        probe::item("Dragon front " + std::to_string(i + 1) + ": " + whose);
        ImGui::PopStyleColor();
        ImGui::PushID(static_cast<int>(i));
        side_row(t, "dragons", tr("app.battle.the_dragons"), kAttack, f.attack, f.counted, false,
                 fonts);
        side_row(t, "player",
                 f.by_hand
                     ? player
                     : tr(text::Message("app.battle.base_defense_of").with("defender", player)),
                 kDefense, f.defense, f.counted, f.by_hand, fonts);
        ImGui::PopID();
        abilities_fired(t, f);
        if (!f.counted) continue;
        ImGui::PushStyleColor(ImGuiCol_Text, f.attacker_won ? kAttack : kDefense);
        ImGui::TextWrapped("%s", tr(text::Message("app.report.dragon_count")
                                        .with("attack", f.attack.count.total)
                                        .with("defense", f.defense.count.total)
                                        .with_flag("dragons_win", f.attacker_won))
                                     .c_str());
        ImGui::PopStyleColor();
    }
    if (b.dragon_fights.empty() && b.dragons_took) {
        ImGui::Separator();
        ImGui::TextWrapped("%s", tr("app.report.undefended").c_str());
    }
    if (!b.dragon_target) return;
    ImGui::Separator();
    if (b.dragon_fights.size() > 1) {
        int dragons = 0, players = 0;
        for (const DragonBattleFought& d : b.dragon_fights) {
            dragons += d.dragons_strength;
            players += d.player_strength;
        }
        ImGui::TextWrapped("%s", tr(text::Message("app.report.over_both")
                                        .with("dragons", dragons)
                                        .with("players", players))
                                     .c_str());
    }
    const std::string verdict = tr(text::Message("app.report.dragon_verdict")
                                       .with_flag("dragons_take", b.dragons_took)
                                       .with_flag("from_someone", b.defender >= 0)
                                       .with("defender", report_seat_name(t, b.defender))
                                       .with("at", t.place(*b.dragon_target)));
    ImGui::PushFont(fonts.strong);
    ImGui::PushStyleColor(ImGuiCol_Text, b.dragons_took ? kAttack : kDefense);
    ImGui::TextWrapped("%s", verdict.c_str());
    probe::item("###Battle result: " + verdict);  // words not drawn as a label
    ImGui::PopStyleColor();
    ImGui::PopFont();
}

}  // namespace

void update_battle_report(AppState& app, std::uint32_t now) {
    if (!app.game) return;
    BattleReportState& r = app.battle_report;
    const auto& done = app.game->battles().finished();
    r.seen = std::min(r.seen, done.size());  // an undo took a battle back
    if (r.showing && *r.showing >= done.size()) r.showing.reset();
    // The person at the laptop sees the result on screen now: he is owed it no more (else it
    // came up a second time once he dismissed it, when the laptop reached him during it).
    if (const HotSeat& seats = app.game->hot_seat();
        r.showing && seats.may_draw_game() && seats.holder() >= 0)
        std::erase(r.owed, std::pair<int, std::size_t>{seats.holder(), *r.showing});
    if (r.showing && !r.held && (app.skip_bots || now - r.shown_at >= reading_ms(app)))
        r.showing.reset();
    if (r.showing && pressed(app, SDLK_RETURN)) {
        r.showing.reset();
        app.keys.erase(std::remove(app.keys.begin(), app.keys.end(), SDLK_RETURN), app.keys.end());
    }
    // An undo took back a battle someone was owed.
    std::erase_if(r.owed, [&done](const auto& o) { return o.second >= done.size(); });
    while (!r.showing && r.seen < done.size()) {
        const std::size_t i = r.seen++;
        owe_to_the_absent(app, done[i], i);
        if (app.skip_bots) continue;  // Skip: the bots play on without pausing
        const bool held = person_fought(app, done[i]);
        if (!held && reading_ms(app) == 0) continue;
        r.showing = i;
        r.held = held;
        r.shown_at = now;
        r.drawn = false;
    }
    // The laptop came to a person owed a battle: his, until he dismisses it.
    const HotSeat& seats = app.game->hot_seat();
    if (r.showing || !seats.may_draw_game() || seats.holder() < 0) return;
    const auto mine = std::find_if(r.owed.begin(), r.owed.end(),
                                   [&seats](const auto& o) { return o.first == seats.holder(); });
    if (mine == r.owed.end()) return;
    r.showing = mine->second;
    r.held = true;
    r.shown_at = now;
    r.drawn = false;
    r.owed.erase(mine);
}

bool battle_report_holds_bots(const AppState& app, std::uint32_t now) {
    if (!app.game || app.skip_bots) return false;
    const BattleReportState& r = app.battle_report;
    if (r.showing) return r.held || now - r.shown_at < reading_ms(app);
    const auto& done = app.game->battles().finished();
    for (std::size_t i = r.seen; i < done.size(); ++i)
        if (person_fought(app, done[i]) || reading_ms(app) > 0) return true;
    return false;
}

std::optional<std::uint32_t> battle_report_due_in(const AppState& app, std::uint32_t now) {
    const BattleReportState& r = app.battle_report;
    // Under the Rules or the gallery the result waits for the reader (app_frame.cpp).
    if (!app.game || !r.showing || r.held || reading_reference(app)) return std::nullopt;
    const std::uint32_t age = now - r.shown_at;
    return age >= reading_ms(app) ? 0 : reading_ms(app) - age;
}

bool draw_battle_panel(const BattleTelling& t, const BattleResult& b, const UiFonts& fonts,
                       Rect board, const std::string& button, bool closes_itself) {
    const float font = ImGui::GetFontSize();
    const float w = std::min(board.w * 0.94f, font * 34.0f);
    ImGui::SetNextWindowPos(ImVec2(board.x + board.w * 0.5f, board.y + font * 0.6f),
                            ImGuiCond_Always, ImVec2(0.5f, 0.0f));
    ImGui::SetNextWindowSizeConstraints(ImVec2(w, 0), ImVec2(w, board.h - font * 1.2f));
    // Opaque: the board under a see-through panel made its text harder to read, and SDL's
    // software renderer blends every pixel of a see-through fill (2-3 ms a frame, issue 17).
    ImGui::SetNextWindowBgAlpha(1.0f);
    ImGui::PushStyleColor(ImGuiCol_Border, IM_COL32(240, 200, 90, 255));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowBorderSize, 2.0f);
    // A scroll bar when two fronts do not fit a small screen; the button stays on the first line.
    ImGui::Begin("##battle report", nullptr,
                 ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize |
                     ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoMove |
                     ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_AlwaysAutoResize |
                     ImGuiWindowFlags_NoFocusOnAppearing);
    ImGui::PopStyleVar();
    ImGui::PopStyleColor();
    ImGui::PushFont(fonts.heading);
    const std::string title = b.kind == BattleKind::dragons
                                  ? tr("app.report.dragons_attack")
                                  : tr(text::Message("app.report.title")
                                           .with("attacker", report_seat_name(t, b.attacker))
                                           .with_flag("has_defender", b.defender >= 0)
                                           .with("defender", report_seat_name(t, b.defender)));
    ImGui::TextUnformatted(title.c_str());
    ImGui::PopFont();
    ImGui::SameLine();
    const float bw =
        ImGui::CalcTextSize(button.c_str(), nullptr, true).x + ImGui::GetStyle().FramePadding.x * 2;
    ImGui::SetCursorPosX(
        std::max(ImGui::GetCursorPosX(), ImGui::GetWindowContentRegionMax().x - bw));
    const bool pressed_button = ui::button(button);
    if (closes_itself) {
        ImGui::PushStyleColor(ImGuiCol_Text, kReportDim);
        ImGui::TextUnformatted(tr("app.report.closes_itself").c_str());
        ImGui::PopStyleColor();
    }
    if (b.kind == BattleKind::dragons) {
        dragons_attack(t, b, fonts);
    } else {
        for (std::size_t i = 0; i < b.fronts.size(); ++i) {
            ImGui::Separator();
            players_front(t, b, i, fonts);
        }
    }
    if (!b.taken.empty() || !b.eliminated.empty()) ImGui::Separator();
    for (const TerritoryTaken& taken : b.taken)
        if (b.kind == BattleKind::players)
            ImGui::TextWrapped("%s",
                               tr(text::Message("app.report.changes_hands")
                                      .with("at", text::Name{t.place(taken.at), true})
                                      .with_flag("wild", taken.from < 0)
                                      .with("from", text::Name{report_seat_name(t, taken.from)})
                                      .with("to", text::Name{report_seat_name(t, taken.player)}))
                                   .c_str());
    for (int p : b.eliminated) {
        ImGui::PushStyleColor(ImGuiCol_Text, kLost);
        ImGui::TextWrapped("%s", tr(text::Message("app.report.portal_falls")
                                        .with("player", text::Name{report_seat_name(t, p)}))
                                     .c_str());
        ImGui::PopStyleColor();
    }
    ImGui::End();
    return pressed_button;
}

void draw_battle_report(AppState& app, const UiFonts& fonts, Rect board) {
    BattleReportState& r = app.battle_report;
    if (!app.game || !r.showing) return;
    const auto& done = app.game->battles().finished();
    if (*r.showing >= done.size()) return;
    r.drawn = true;
    // A territory of the battle in words that stay true after it changed hands (issue 33 item 6).
    const BattleTelling telling{app.game->state(),
                                [&app](Hex h) { return screen_words(app, to_string(h), true); }};
    if (draw_battle_panel(telling, done[*r.showing], fonts, board, tr_id("app.report.continue"),
                          !r.held))
        r.showing.reset();
}

std::vector<Hex> territories_changed_this_turn(const AppState& app) {
    std::vector<Hex> out;
    if (!app.game || app.game->state().phase() != Phase::conquest) return out;
    const ConquestState& c = app.game->state().conquest();
    const auto& done = app.game->battles().finished();
    for (auto it = done.rbegin(); it != done.rend(); ++it) {
        if (it->round != c.round || it->step != static_cast<int>(c.step) ||
            it->turn_player != c.current)
            break;
        for (const TerritoryTaken& t : it->taken)
            out.push_back(t.at);
    }
    return out;
}

}  // namespace eden::app
