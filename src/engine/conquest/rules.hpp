// The conquest's rules, in parts by concern: each part is a namespace of functions over the
// GameState (reached through detail::StateAccess, its one friend here), declared in its own header
// beside its source. A part calls another by name (economy::gain_resources), so the includes at
// the top of a part's source are the parts it depends on. A ruleset's choices (RULES.md §5) are
// read by one dispatcher each, inside the part that owns the concern.
//   conquest/support.hpp     what every part shares: the state's parts, cards, piles, payments
//   conquest/flow.hpp        settling, production, purchasing, elimination, victory
//   conquest/rounds.hpp      a round's phases, and the next round
//   conquest/economy.hpp     where resources gained go: territories (003) or a stock (002)
//   conquest/heart_loss.hpp  losing the Heart: pure energy spent at once (002, 004)
//   conquest/troops.hpp      troops: the starting ones, reinforcements and moves (002, 004)
//   conquest/wild_markers.hpp wild territory markers: laid, fought, beaten (004)
//   conquest/expansion.hpp   the attack subphases of an expansion turn (003 §Expansion phase)
//   conquest/extra_attacks.hpp attacking again: additional subphases (003) or bonus turns (002)
//   conquest/decisions.hpp   the Decision for each step, and why an action is refused
//   battle/battle.hpp        battle steps 1–9 (003 §Battle), strength and forecasts
//   battle/battle_order.hpp  who plays when in a battle (battle.order, RULES.md §5 C5, §7 H4)
//   battle/battle_plans.hpp  a person's battle plan (RULES.md §7 H1, H2)
//   battle/troops_battle.hpp troops in a battle: sent, counted, lost, retreating, occupying (002)
//   battle/heart_battle.hpp  the dragons as a side of a battle (King of Eden)
//   cards/effects.hpp        abilities: offers, costs, the verbs (003 §Effects and abilities)
//   cards/technology.hpp     the technology cards in play: fronts, production, side strength
//   dragons/king_of_eden.hpp the dragons' turn, defense and battles in the conquest (RULES.md §4)
// This header includes them all, for a reader and for code that drives the whole conquest.
#pragma once

#include "engine/battle/battle.hpp"
#include "engine/battle/battle_order.hpp"
#include "engine/battle/battle_plans.hpp"
#include "engine/battle/heart_battle.hpp"
#include "engine/battle/troops_battle.hpp"
#include "engine/cards/effects.hpp"
#include "engine/cards/technology.hpp"
#include "engine/conquest/decisions.hpp"
#include "engine/conquest/economy.hpp"
#include "engine/conquest/expansion.hpp"
#include "engine/conquest/extra_attacks.hpp"
#include "engine/conquest/flow.hpp"
#include "engine/conquest/heart_loss.hpp"
#include "engine/conquest/rounds.hpp"
#include "engine/conquest/support.hpp"
#include "engine/conquest/troops.hpp"
#include "engine/conquest/wild_markers.hpp"
#include "engine/dragons/king_of_eden.hpp"
