// Actions: the answers to Decisions. A small value type (a variant of plain structs) that
// serializes to JSON, so a bug report is a seed, a ruleset and an action list.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <variant>

#include "eden/battle/battle_plan.hpp"
#include "eden/cards/piles.hpp"
#include "eden/conquest/frontier.hpp"
#include "eden/conquest/payment.hpp"
#include "eden/conquest/production.hpp"
#include "eden/map/hex.hpp"
#include "eden/map/tile.hpp"

namespace eden {

// Map creation (003 §Create the Map).
struct ChooseShardColour {  // the crystal-shard civilization's colour
    TileColor colour = TileColor::white;
    friend bool operator==(const ChooseShardColour&, const ChooseShardColour&) = default;
};
struct DrawTile {  // the face-up tile, or the top of the face-down pile
    bool face_up = false;
    friend bool operator==(const DrawTile&, const DrawTile&) = default;
};
struct PlaceTile {  // an ordinary tile: the one in hand, a blind draw, a black tile, a chain tile
    Hex at;
    friend bool operator==(const PlaceTile&, const PlaceTile&) = default;
};
struct PlacePortal {
    Hex at;
    friend bool operator==(const PlacePortal&, const PlacePortal&) = default;
};
struct RemovePortal {
    friend bool operator==(const RemovePortal&, const RemovePortal&) = default;
};
struct FinishPortalStep {  // leave the portal as it is and end the turn
    friend bool operator==(const FinishPortalStep&, const FinishPortalStep&) = default;
};

// The conquest (003 §Settle near the portals, §To battle!, §Battle rules). Cards are named by
// their CardId in this game (ConquestState::cards).
struct ChooseCard {  // a starting unit, a target unit, a card a cost or an effect asks for
    CardId card = 0;
    friend bool operator==(const ChooseCard&, const ChooseCard&) = default;
};
struct ChooseNumber {  // Small Energy Crystals in the starting deck; a scout option
    int n = 0;
    friend bool operator==(const ChooseNumber&, const ChooseNumber&) = default;
};
struct PlaceResources {  // starting or produced resources, where they go
    std::vector<ResourcePlacement> placement;
    friend bool operator==(const PlaceResources&, const PlaceResources&) = default;
};
struct Pay {  // settles the payment pending; the plan is checked against the cost
    PaymentPlan plan;
    friend bool operator==(const Pay&, const Pay&) = default;
};
struct Buy {  // a card of the player's World or the top card of a common supply pile
    CardId card = 0;
    friend bool operator==(const Buy&, const Buy&) = default;
};
struct Discard {
    CardId card = 0;
    friend bool operator==(const Discard&, const Discard&) = default;
};
struct SetAside {
    CardId card = 0;
    friend bool operator==(const SetAside&, const SetAside&) = default;
};
struct SwapSetAside {  // additional subphases: a hand card for a set-aside card
    CardId hand_card = 0;
    CardId set_aside_card = 0;
    friend bool operator==(const SwapSetAside&, const SwapSetAside&) = default;
};
struct UseCard {  // a common card used from the hand outside battle (e.g. Opportunity)
    CardId card = 0;
    friend bool operator==(const UseCard&, const UseCard&) = default;
};
struct OpenFront {  // battle step 1: a frontier and the unit that opens the front
    Frontier frontier;
    CardId unit = 0;
    friend bool operator==(const OpenFront&, const OpenFront&) = default;
};
struct AddUnit {  // battle steps 3–5: a unit under the bottom row of a front
    int front = 0;
    CardId unit = 0;
    friend bool operator==(const AddUnit&, const AddUnit&) = default;
};
struct StopFront {  // battle steps 3–5: stop attacking / defending (or defend by base defense)
    int front = 0;
    friend bool operator==(const StopFront&, const StopFront&) = default;
};
struct TriggerAbility {  // an ability on offer; `ability` indexes the card's abilities
    CardId card = 0;
    int ability = 0;
    friend bool operator==(const TriggerAbility&, const TriggerAbility&) = default;
};
struct ReturnToWorld {  // post-combat: pay civilization resources equal to its cost
    CardId card = 0;
    friend bool operator==(const ReturnToWorld&, const ReturnToWorld&) = default;
};
struct Rescue {  // unit destruction: pay civilization resources equal to its cost
    CardId card = 0;
    friend bool operator==(const Rescue&, const Rescue&) = default;
};
struct DestroyOwnPortal {  // 003 §Expansion: takes effect at the start of the next turn
    friend bool operator==(const DestroyOwnPortal&, const DestroyOwnPortal&) = default;
};
// King of Eden (RULES.md §4 "Dragon turn", "Support").
struct ChooseTerritory {  // the dragons' attack on this territory of yours resolves next
    Hex at;
    friend bool operator==(const ChooseTerritory&, const ChooseTerritory&) = default;
};
struct Support {  // fight a second battle against the dragons beside the attacked player, or not
    bool yes = false;
    friend bool operator==(const Support&, const Support&) = default;
};
// Troops (RULES.md §5 C2, C8).
struct PlaceTroop {  // one troop of the starting troops or the round's reinforcements
    Hex at;
    friend bool operator==(const PlaceTroop&, const PlaceTroop&) = default;
};
struct MoveTroop {  // reinforcements: one troop across a border between two own territories
    Hex from;
    Hex to;
    friend bool operator==(const MoveTroop&, const MoveTroop&) = default;
};
struct TakeBonusTurn {  // 002: after taking territory from a player, attack again (RULES.md §5 C7)
    friend bool operator==(const TakeBonusTurn&, const TakeBonusTurn&) = default;
};
struct Done {  // finish the current step: stop buying, pass on abilities, end the subphase...
    friend bool operator==(const Done&, const Done&) = default;
};
// Battle plans (RULES.md §7 H1, H2): the seat whose decision is open sets his plan for one front
// (replacing any plan he had there), or drops all his plans. Neither answers the open decision:
// they are legal beside it, and the engine then plays what the plan covers.
struct SetBattlePlan {
    FrontPlan plan;
    friend bool operator==(const SetBattlePlan&, const SetBattlePlan&) = default;
};
struct DropBattlePlan {
    friend bool operator==(const DropBattlePlan&, const DropBattlePlan&) = default;
};

using Action =
    std::variant<ChooseShardColour, DrawTile, PlaceTile, PlacePortal, RemovePortal,
                 FinishPortalStep, ChooseCard, ChooseNumber, PlaceResources, Pay, Buy, Discard,
                 SetAside, SwapSetAside, UseCard, OpenFront, AddUnit, StopFront, TriggerAbility,
                 ReturnToWorld, Rescue, DestroyOwnPortal, ChooseTerritory, Support, PlaceTroop,
                 MoveTroop, TakeBonusTurn, Done, SetBattlePlan, DropBattlePlan>;

nlohmann::json action_to_json(const Action& a);
// Throws DataError(source, pointer, reason) for a malformed action.
Action action_from_json(const nlohmann::json& j, const std::string& source,
                        const std::string& pointer);
// Its words are eden/text's (eden/text/action_text.hpp): the engine keeps no language, and its
// own refusals name an action by its JSON.

}  // namespace eden
