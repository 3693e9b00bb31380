// What the heuristic bot knows and how it weighs things: a unit's strength read from its card
// definition (abilities included), what another player's hand probably holds (from the cards he
// owns, never from the hand itself), and how much a territory is worth.
//
// Nothing here names a card: every number comes from the CardDef data, so new Worlds need no
// code (DESIGN.md "Rules as data").
#pragma once

#include <map>
#include <optional>
#include <set>
#include <vector>

#include "eden/core/game_state.hpp"

namespace eden::bots::heuristic {

const CardDef& def_of(const GameState& s, CardId c);
bool is_unit(const GameState& s, CardId c);
const PlayerState& player_of(const GameState& s, int p);
TileColor civ_of(const GameState& s, int p);
std::vector<CardId> hand_units(const GameState& s, int p);
// The units `p` owns in his deck, hand, discard pile and set-aside cards.
int units_owned(const GameState& s, int p);
// Resources of one type lying on the territories `p` controls.
int resources_held(const GameState& s, int p, TileColor type);

// Where a unit fights: attacking or defending, against units or against base defense, and how
// many allied units will probably stand on its front (itself included).
struct Role {
    bool attacking = true;
    bool enemy_units = true;
    int allies = 2;
};

// The strength a unit should bring to a front in `role`: its printed strength, the permanent
// bonuses that hold there, and what its abilities add to itself or its allies (a reaction that
// may not come is counted in part).
double unit_power(const CardDef& d, const Role& role);
// Mana (glossary; the Sylvan Elves' World): a spender's immediate ability pays mana its side of
// the front must already hold as the unit arrives, made there by the makers played before it.
// unit_power counts that ability whole; in 4-player games the heuristic bot played the elves'
// spenders before their makers and paid the ability 6-14 % of the time (report
// 2026-11-27-game-length), so it thought its hand stronger than it was.
// The mana the immediate abilities of `d` make as it arrives.
int mana_made(const CardDef& d);
// unit_power on a side holding `mana`: the immediate abilities it cannot pay add nothing.
double unit_power_with_mana(const CardDef& d, const Role& role, int mana);
// The summed strength of `units` played on a side holding `mana`, makers first: a spender's
// immediate ability counts while the mana made so far pays for it (most strength per mana first).
double units_power_with_mana(const std::vector<const CardDef*>& units, const Role& role, int mana);
// What a card is worth in a deck: strength in a typical fight, plus cards drawn, resources
// harvested, less a self-sacrifice. Energy Crystals are worth their value.
double card_worth(const CardDef& d);
// The least a unit must be worth (card_worth) to earn a place in the deck: weaker units dilute
// the hand a battle is fought with more than they add (in self-play, 2.0 buys too much and 2.6
// too little).
inline constexpr double kMinUnitWorth = 2.3;
// The least a collapsed unit must be worth to be rescued with civilization resources.
inline constexpr double kRescueWorth = 4.0;

// Whether an effect works for the one who triggers it (+1), against him (-1) or neither (0).
int effect_sign(const Effect& e);

// The summed unit_power of the units `p` holds: his own hand for himself; for anybody else, the
// hand's size times the average over the cards `p` owns that are out of sight (hand, deck,
// set-aside cards), which is public knowledge.
double own_hand_power(const GameState& s, int p, const Role& role);
double expected_hand_power(const GameState& s, int p, bool attacking);

// Strength the units of one side of a front may still gain from their delayed abilities (a
// unit that dooms itself for strength, one that brings a unit back from the discard pile): what
// that side can add after the last unit.
int delayed_potential(const GameState& s, int front, bool attacking);

// Path distances to the standing portals of the other players still in the game, measured
// once per decision (a breadth-first search per portal).
class EnemyPortalDistances {
  public:
    EnemyPortalDistances(const GameState& s, int me);
    // To the nearest of them; a large number if none is reachable.
    int to(Hex h) const;

  private:
    const Map* map_;
    std::vector<std::vector<int>> by_index_;  // per portal, by position in map().tiles()
};

// Which territories their owners may defend by hand (003 §Full Control: fully controlled ones
// of a player still in the game), each player's full control measured once.
class HandDefense {
  public:
    explicit HandDefense(const GameState& s) : s_(&s) {}
    bool possible(Hex at) const;

  private:
    const GameState* s_;
    mutable std::map<int, std::set<Hex>> full_;
};

// The territory bonus the controller of `at` gets on it (003 §Bonuses; 0 for a wild one).
int defender_bonus(const GameState& s, Hex at);

// How much taking `h` is worth to `me` (a standing enemy portal is worth the game).
double attack_value(const GameState& s, int me, Hex h, const EnemyPortalDistances& portals);
// How much keeping `h` is worth to `me` (his own portal is worth the game).
double holding_value(const GameState& s, int me, Hex h);

}  // namespace eden::bots::heuristic
