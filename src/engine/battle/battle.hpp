// Battle steps 1–9 (003 §Battle): fronts, units, strength, forecasts, collapse.
// One part of the rules (battle/battle.cpp): functions of namespace detail::battle over the
// GameState. engine/conquest/rules.hpp lists the parts; engine/conquest/support.hpp is what they
// share.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/conquest/support.hpp"

namespace eden::detail::battle {

void apply_battle(GameState& g, const Action& a, Events& ev);
void advance_battle(GameState& g, Events& ev);
void add_unit_to_front(GameState& g, int player, CardId card, int front, Events& ev);
int unit_strength(const GameState& g, const Battle& b, int front, bool attacking,
                  const UnitInPlay& u);
FrontForecast forecast(const GameState& g, int front);
// What an add_strength amount is multiplied by for a unit `self` on that side (1 for none).
int per_count(const Battle& b, int front, bool attacking, Per per, CardId self);
bool can_defend_by_hand(const GameState& g, const Front& f);
bool can_open_another_front(const GameState& g);
bool has_unit_in_hand(const GameState& g, int p);
bool condition_holds(const GameState& g, const Battle& b, int front, bool attacking, int row,
                     Condition cond, int owner, bool self_doomed = false);
void collapse(GameState& g, CardId card, Events& ev);
// Where a unit on a front is: front, side (true = attacker), row, column; nullopt if none.
struct UnitPlace {
    int front;
    bool attacking;
    int row;
    int column;
};
std::optional<UnitPlace> find_unit(const Battle& b, CardId card);
// Takes the unit at `place` off its row; an emptied row closes up (glossary "Row").
UnitInPlay take_off_front(Battle& b, const UnitPlace& place);
UnitInPlay* unit_in_play(Battle& b, CardId card);

}  // namespace eden::detail::battle
