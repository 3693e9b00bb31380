// How an expansion turn attacks again after taking territory from a player: the one reader of
// game.extra_attacks.
//
// subphases (003 §Expansion phase): taking territory from an opponent for the first time this
// turn earns one additional attack subphase, whose fronts cost resources equal to the attacked
// territory's distance to the portal (expansion.cpp pays them).
//
// bonus_turns (002 §The Expansion phase; RULES.md §5 C7): "if the player has taken at least 1
// territory from other players during their turn, they have a chance to continue their conquest
// if they want to": the Energy Crystals in front return to the hand, the hand is replenished to
// 5, and the bonus turn "may only attack from the territories they took from other players
// during their previous turn", removing "1 troop from each attacking territory before sending
// troops to the frontier (2 if there are 2 fronts for that attacking territory)". Our reading:
// the troop is removed as each front opens, and a front opens only if its territory then keeps
// 1 troop and sends 1 (so 3 troops at least); a bonus turn may earn another.
#include <algorithm>

#include "engine/conquest/extra_attacks.hpp"

namespace eden::detail {

namespace {

bool bonus_turns(const GameState& g) {
    return g.rules().extra_attacks == ExtraAttacks::bonus_turns;
}

text::Pieces places(const std::vector<Hex>& hexes) {
    text::Pieces out{"join.comma", {}};
    for (Hex h : hexes)
        out.items.push_back(text::Message("prompt.place").with("at", text::Place{h}));
    return out;
}

}  // namespace

void extra_attacks::record_taken_from_player(GameState& g, int from, Hex at) {
    ExpansionTurn& t = st(g).turn;
    if (bonus_turns(g)) {
        t.taken_from_players.push_back(at);
        return;
    }
    const std::uint32_t bit = 1u << from;
    if (!(t.taken_from & bit)) {
        t.taken_from |= bit;
        ++t.additional_earned;  // 003: taking from an opponent the first time
    }
}

bool extra_attacks::plays_bonus_turns(const GameState& g) {
    return bonus_turns(g);
}

bool extra_attacks::bonus_turn_earned(const GameState& g) {
    return bonus_turns(g) && !st(g).turn.taken_from_players.empty();
}

bool extra_attacks::may_attack_from_this_turn(const GameState& g, Hex allied) {
    const ExpansionTurn& t = st(g).turn;
    if (!t.bonus) return true;
    const bool taken =
        std::find(t.bonus_origins.begin(), t.bonus_origins.end(), allied) != t.bonus_origins.end();
    return taken && troops_on(st(g), allied) >= 3;  // 1 paid, 1 left behind, 1 sent
}

void extra_attacks::pay_bonus_troop(GameState& g, Hex allied, Events& ev) {
    if (!st(g).turn.bonus) return;
    --st(g).troops[allied];
    ev.push_back(TroopsLost{st(g).turn.player, allied, 1});
}

bool extra_attacks::attacker_replenishes_at_subphase_end(const GameState& g) {
    const ExpansionTurn& t = st(g).turn;
    if (bonus_turns(g)) return !bonus_turn_earned(g);
    return t.subphase == 0 || t.had_battle;
}

void extra_attacks::decline_bonus_turn(GameState& g, Events& ev) {
    replenish_hand(g, st(g).turn.player, ev);  // C11: the turn ends
}

Decision extra_attacks::bonus_offer_pending(const GameState& g) {
    const ExpansionTurn& t = st(g).turn;
    Decision d;
    d.player = t.player;
    d.kind = DecisionKind::bonus_turn;
    if (g.prompts())
        d.prompt = text::Message("prompt.bonus_turn")
                       .with("player", text::Seat{t.player})
                       .with("taken", places(t.taken_from_players));
    d.options = {TakeBonusTurn{}, Done{}};
    return d;
}

void extra_attacks::begin_bonus_turn(GameState& g, Events& ev) {
    ConquestState& c = st(g);
    ExpansionTurn& t = c.turn;
    PlayerState& ps = player(g, t.player);
    // The crystals in front (the set-aside pile, RULES.md §5 C4) return to the hand, and only
    // then is the hand replenished (C7, C11): 5 cards, or more if the crystals alone make more.
    for (CardId card : ps.piles.set_aside)
        ps.piles.hand.push_back(card);
    ps.piles.set_aside.clear();
    replenish_hand(g, t.player, ev);
    t.bonus_origins = std::move(t.taken_from_players);
    t.taken_from_players.clear();
    t.bonus = true;
    ++t.subphase;
    t.step = SubphaseStep::begin;
    t.opponent = kNoPlayer;
    t.had_battle = false;
}

}  // namespace eden::detail
