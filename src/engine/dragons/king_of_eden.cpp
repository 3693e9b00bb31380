// The dragons in the game flow: their turn as the last Expansion turn, their attacks on the
// players' territories with every choice the rules leave to the players as a Decision, and the
// defense of their own territories when the players attack.
//
// Rulebook: 000 "Mechanics", "Dragon battle cards", "Dragon target cards"; RULES.md §4 "Dragons",
// "Dragon turn", "A dragon attack", "Support", "Dragon conquest", "Players attacking dragon
// territories", "End"; 003 §Battle steps 2 and 4–6 (the refresh before a second battle, one unit
// per step until both sides stop).
//
// Readings (RULES.md leaves them open; written into the tests):
// - each battle of a dragon attack is a Battle of battle/battle.cpp with the dragons attacking
//   (Battle::attacker == kNoPlayer, battle/heart_battle.cpp plays their side): one front on the
//   attacked territory, the player's abilities, rows, technology, post-combat phase and unit
//   destruction as in any battle (RULES.md §4 "A dragon attack"); its step 7 result is kept for the
//   attack, and the territory changes hands only once both battles of a supported attack are
//   fought.
// - the players choose the order of the attacks of the turn across players (000); the holder of
//   the first player token (or the next seat still in the game) answers for the table, one
//   attack at a time (ChooseTerritory), as RULES.md §4 "Dragon turn" says.
// - 003's steps in a dragon battle: the dragons' first card opens the front (step 1), then the
//   defender refreshes if attacked before this phase (step 2), then chooses to defend by hand or
//   on base defense if the territory is fully controlled (step 3).
// - the neighbours who may support are asked in seat order; the first who accepts supports.
// - the Heart's dragons are a side of the players' battle: battle/heart_battle.cpp.
// - a dragon card's abilities resolve in dragons/card_resolution.cpp, as on the Heart.
#include <algorithm>
#include <stdexcept>

#include "eden/dragons/attack.hpp"
#include "eden/dragons/conquest.hpp"
#include "eden/dragons/flow.hpp"
#include "eden/dragons/targets.hpp"
#include "eden/dragons/turn.hpp"
#include "eden/dragons/victory.hpp"
#include "engine/battle/battle.hpp"
#include "engine/battle/heart_battle.hpp"
#include "engine/conquest/flow.hpp"
#include "engine/dragons/card_resolution.hpp"
#include "engine/dragons/king_of_eden.hpp"

namespace eden::detail {

namespace {

const DragonDeckDef& flow_dragon_deck(const GameState& g) {
    return *g.setup().dragons;
}

DragonState& dragons_of(GameState& g) {
    return *st(g).dragons;
}

DragonAttack& attack_of(GameState& g) {
    return *dragons_of(g).turn->attack;
}

// One battle of the attack: a Battle with the dragons attacking the territory on one front, and
// `seat` (the defender, or his supporter "as if he owned the territory", by hand) defending.
// The dragons are dealt a hand and their first card opens the front (003 step 1); step 2's
// refresh and step 3's choice follow in battle/battle.cpp.
void start_dragon_battle(GameState& g, int seat, bool defender, Events& ev) {
    DragonState& d = dragons_of(g);
    const DragonAttack& a = attack_of(g);
    Battle b;
    b.attacker = kNoPlayer;
    b.defender = seat;
    Front f;
    f.frontier = {a.territory, a.territory};
    f.defender = seat;
    if (!defender) {  // RULES.md §4 "Support": the supporter fights by hand, no step 3 choice
        f.by_hand = true;
        f.defense_chosen = true;
    }
    b.fronts.push_back(f);
    st(g).battle = b;
    dragons_draw(d.piles, dragon_hand_size(g, g.rules().dragon_attack_hand_size), rng_of(g));
    heart_battle::dragons_add_to_front(g, 0, ev);
}

// The battle is over (003 step 9 done): the dragons' cards go to their discard pile and the
// player refills his hand (000: "he obviously replenishes at the end of each battle"; base
// defense too: a Green King/Queen may have made him discard).
void finish_dragon_battle(GameState& g, Events& ev) {
    const int seat = st(g).battle->defender;
    heart_battle::clear_dragon_fronts(g);
    st(g).battle.reset();
    if (!player(g, seat).eliminated) replenish_hand(g, seat, ev);
}

void take_territory(GameState& g, Hex at, Events& ev) {
    const Tile* tile = map_of(g).at(at);
    const bool portal = tile->kind == TileKind::portal && !tile->portal_destroyed;
    const int portal_owner = tile->portal_owner;
    const auto it = st(g).resources.find(at);
    const int lost = it == st(g).resources.end() ? 0 : it->second.total();
    const int from = dragons_take(dragons_of(g), map_of(g), st(g).resources, control_of(g), at);
    ev.push_back(DragonsTookTerritory{at, from});
    if (lost > 0) ev.push_back(ResourcesLost{at, lost});
    if (!portal) return;
    // RULES.md §4 "Elimination" (003 §Understand tiles): the portal's owner is out of the game;
    // his pure energy counters lay on the portal, which the dragons destroy with the rest.
    PlayerState& ps = player(g, portal_owner);
    if (ps.pure_energy > 0) {
        ev.push_back(PureEnergyChanged{portal_owner, -ps.pure_energy, "the portal is destroyed"});
        ps.pure_energy = 0;
    }
    flow::eliminate(g, portal_owner, kNoPlayer, at, ev);
}

void resolve_attack(GameState& g, Events& ev) {
    DragonTurn& t = *dragons_of(g).turn;
    const DragonAttack a = *t.attack;
    t.attack.reset();
    t.attacks.erase(std::find(t.attacks.begin(), t.attacks.end(), a.territory));
    if (dragons_take_territory(a.dragon_strengths, a.player_strengths, false))
        take_territory(g, a.territory, ev);
    else
        ev.push_back(DragonAttackRepelled{a.territory, a.defender});
    flow::check_victory(g, ev);
}

void start_attack(GameState& g, Hex at) {
    DragonTurn& t = *dragons_of(g).turn;
    DragonAttack a;
    a.territory = at;
    a.defender = control_of(g).at(at);
    std::vector<bool> eliminated;
    for (const PlayerState& ps : st(g).players)
        eliminated.push_back(ps.eliminated);
    a.to_ask = dragon_support_candidates(map_of(g), control_of(g), at, a.defender, eliminated);
    t.attack = a;
}

// Who answers for the table which dragon attack resolves next (RULES.md §4 "Dragon turn"): the
// holder of the first player token, or the next seat still in the game.
int table_seat(const GameState& g) {
    const int first = st(g).first_player;
    return player(g, first).eliminated ? flow::next_seat(g, first) : first;
}

}  // namespace

void king_of_eden::record_dragon_battle(GameState& g, Events& ev) {
    Battle& b = *st(g).battle;
    const FrontForecast count = heart_battle::dragon_attack_forecast(g, 0);
    Front& f = b.fronts.front();
    f.attacker_won = count.attacker_wins();
    DragonAttack& a = attack_of(g);
    ev.push_back(
        DragonBattleFought{f.defender, count.attacker.total, count.defender.total, f.by_hand});
    a.dragon_strengths.push_back(count.attacker.total);
    a.player_strengths.push_back(count.defender.total);
}

bool king_of_eden::dragons_play_this_round(const GameState& g) {
    const ConquestState& c = st(g);
    if (!c.dragons || c.round < 2) return false;
    const auto heart = map_of(g).heart();
    return heart && c.dragons->territories.count(*heart) > 0;
}

void king_of_eden::start_dragons_turn(GameState& g, Events& ev) {
    ConquestState& c = st(g);
    DragonState& d = *c.dragons;
    c.step = ConquestStep::dragons;
    // 003 step 2 counts every battle of the Expansion phase, the players' too: the flags set in
    // the players' turns stand.
    const DragonTurnStart s = begin_dragons_turn(d, flow_dragon_deck(g), c.round, rng_of(g));
    const int target = draw_dragons_target(d, flow_dragon_deck(g), rng_of(g));
    ev.push_back(DragonTurnBegan{target, d.base_defense, s.card_added, s.cards_removed});
}

bool king_of_eden::advance_dragons(GameState& g, Events& ev) {
    ConquestState& c = st(g);
    for (;;) {
        if (c.step != ConquestStep::dragons) return false;  // the game ended
        DragonState& d = *c.dragons;
        DragonTurn& t = *d.turn;
        if (t.attack) {
            DragonAttack& a = *t.attack;
            if (!a.to_ask.empty()) return true;  // a neighbour decides whether he supports
            if (c.battle) {
                battle::advance_battle(g, ev);
                if (c.payment || c.step != ConquestStep::dragons) return true;
                if (c.battle->step != BattleStep::over) return true;
                finish_dragon_battle(g, ev);
                continue;
            }
            const std::size_t fought = a.dragon_strengths.size();
            if (fought == 0) {
                start_dragon_battle(g, a.defender, true, ev);
            } else if (fought == 1 && a.supporter != kNoPlayer) {
                start_dragon_battle(g, a.supporter, false, ev);
            } else {
                resolve_attack(g, ev);
            }
            continue;
        }
        if (!t.attacks.empty()) {
            if (t.attacks.size() > 1) return true;  // the players choose the order
            start_attack(g, t.attacks.front());
            continue;
        }
        const auto selection = next_dragon_selection(
            d, flow_dragon_deck(g),
            dragon_map_view(d, map_of(g), control_of(g), g.rules().distance_metric));
        if (!selection) {
            const int removed = end_dragons_turn(d, flow_dragon_deck(g), rng_of(g));
            ev.push_back(DragonTurnEnded{removed});
            return false;
        }
        // 000: the dragons win against wild territories automatically.
        for (Hex h : selection->wild)
            take_territory(g, h, ev);
        if (flow::check_victory(g, ev)) return false;
    }
}

Decision king_of_eden::dragons_pending(const GameState& g) {
    const ConquestState& c = st(g);
    const DragonTurn& t = *c.dragons->turn;
    Decision d;
    if (!t.attack) {
        d.player = table_seat(g);
        d.kind = DecisionKind::choose_dragon_attack;
        if (g.prompts())
            d.prompt = text::Message("prompt.choose_dragon_attack")
                           .with("player", text::Seat{d.player})
                           .with("count", static_cast<int>(t.attacks.size()));
        for (Hex h : t.attacks)
            d.options.push_back(ChooseTerritory{h});
        return d;
    }
    const DragonAttack& a = *t.attack;
    if (!a.to_ask.empty()) {
        d.player = a.to_ask.front();
        d.kind = DecisionKind::dragon_support;
        if (g.prompts())
            d.prompt = text::Message("prompt.dragon_support")
                           .with("player", text::Seat{d.player})
                           .with("defender", text::Seat{a.defender})
                           .with("at", text::Place{a.territory});
        d.options = {Support{true}, Support{false}};
        return d;
    }
    throw std::logic_error("dragons_pending: a dragon battle decides through the battle");
}

void king_of_eden::apply_dragons(GameState& g, const Action& a, Events& ev) {
    if (st(g).battle) {  // a battle of the attack is on
        battle::apply_battle(g, a, ev);
        return;
    }
    DragonTurn& t = *dragons_of(g).turn;
    if (const auto* choose = std::get_if<ChooseTerritory>(&a)) {
        start_attack(g, choose->at);
        return;
    }
    DragonAttack& attack = *t.attack;
    if (const auto* support = std::get_if<Support>(&a)) {
        const int seat = attack.to_ask.front();
        if (support->yes) {
            attack.supporter = seat;
            attack.to_ask.clear();
        } else {
            attack.to_ask.erase(attack.to_ask.begin());
        }
    }
}

std::optional<StrengthItem> king_of_eden::dragon_defense_of(const GameState& g, Hex territory) {
    const ConquestState& c = st(g);
    if (!c.dragons || !c.dragons->territories.count(territory)) return std::nullopt;
    const DragonState& d = *c.dragons;
    if (territory == map_of(g).heart()) {
        // Before a front opens on it, the King of Eden alone stands on row 1; the dragons on a
        // front of a battle count through dragon_front_strength.
        DragonFrontView view;
        view.enemy_by_hand = true;
        view.dragon_territories_besides_heart = dragon_territories_besides_heart(d, map_of(g));
        view.dragons.push_back({flow_dragon_deck(g).king, false});
        return StrengthItem{text::Message("strength.dragons_on_heart"),
                            dragon_side_strength(flow_dragon_deck(g), view)};
    }
    return StrengthItem{text::Message("strength.dragon_base_defense"),
                        dragon_territory_defense_of(d, flow_dragon_deck(g), map_of(g), territory)};
}

// RULES.md §4: the dragons defend the Heart with the King of Eden on row 1 of the first front
// opened on it, then add one card of a dragon hand per step (battle/heart_battle.cpp).
void king_of_eden::dragons_defend_heart(GameState& g, Hex territory, Events& ev) {
    ConquestState& c = st(g);
    Battle& b = *c.battle;
    Front& f = b.fronts.back();
    if (!heart_battle::dragons_defend(g, f)) return;
    (void)territory;
    f.defense_chosen = true;    // no step 3 choice: the dragons always fight with cards
    f.defense.stopped = false;  // they add cards at step 5 until their hand is empty
    for (std::size_t i = 0; i + 1 < b.fronts.size(); ++i)
        if (heart_battle::dragons_defend(g, b.fronts[i]))
            return;  // the hand is dealt once per battle
    DragonState& d = *c.dragons;
    f.defense.dragons.push_back({flow_dragon_deck(g).king, false});
    ev.push_back(DragonCardPlayed{flow_dragon_deck(g).card(flow_dragon_deck(g).king)->name});
    dragons_draw(d.piles, dragon_hand_size(g, g.rules().dragon_heart_hand_size), rng_of(g));
}

void king_of_eden::dragons_after_player_battle(GameState& g) {
    heart_battle::clear_dragon_fronts(g);
}

}  // namespace eden::detail

namespace eden {

std::optional<DragonFightView> dragon_fight_view(const GameState& g) {
    const ConquestState& c = g.conquest();
    if (c.step != ConquestStep::dragons || !c.dragons || !c.dragons->turn ||
        !c.dragons->turn->attack || !c.battle || !detail::heart_battle::dragons_attack(*c.battle))
        return std::nullopt;
    const DragonState& d = *c.dragons;
    const DragonAttack& a = *d.turn->attack;
    const Front& f = c.battle->fronts.front();
    const FrontForecast count = detail::heart_battle::dragon_attack_forecast(g, 0);
    DragonFightView v;
    v.territory = a.territory;
    v.defender = a.defender;
    v.seat = f.defender;
    v.by_hand = f.by_hand;
    v.dragons = count.attacker.total;
    v.player = count.defender.total;
    v.dragon_cards_left = static_cast<int>(d.piles.hand.size());
    v.dragon_card_mean = dragon_card_mean(g);
    for (const DragonUnitView& u : f.attack.dragons)
        v.dragon_cards.push_back(u.card);
    return v;
}

std::optional<StrengthItem> dragon_defense(const GameState& g, Hex territory) {
    return detail::king_of_eden::dragon_defense_of(g, territory);
}

bool players_face_dragons(const GameState& g) {
    const ConquestState& c = g.conquest();
    const auto heart = g.map().heart();
    return c.dragons && heart && c.dragons->territories.count(*heart) > 0;
}

int dragon_hand_size(const GameState& g, const std::vector<int>& by_player_count) {
    const auto entry = std::clamp<std::size_t>(static_cast<std::size_t>(g.player_count() - 2), 0,
                                               by_player_count.size() - 1);
    const int size = by_player_count[entry];
    return size < 0 ? g.setup().dragons->hand_size : size;
}

double dragon_card_mean(const GameState& g) {
    const auto& d = g.conquest().dragons;
    if (!d || !g.setup().dragons) return 0.0;
    int total = 0;
    int count = 0;
    for (const auto* pile : {&d->piles.deck, &d->piles.discard})
        for (const std::string& id : *pile) {
            total += g.setup().dragons->card(id)->strength;
            ++count;
        }
    return count ? static_cast<double>(total) / count : 0.0;
}

}  // namespace eden
