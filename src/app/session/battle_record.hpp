// The battles of a game as the screen tells them (issue 16 item 2): each battle's fronts with
// both sides' rows of units and their strengths, the count with its bonuses, who won, what
// collapsed, returned or was rescued, and the territories that changed hands. Built from the
// engine's events only (DESIGN.md: the UI never diffs two states), so it holds only what was
// public: cards revealed on fronts, never a hand. Pure C++, no SDL, unit-tested.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "eden/battle/forecast.hpp"
#include "eden/core/event.hpp"
#include "eden/core/game_state.hpp"

namespace eden::app {

struct RecordedUnit {
    int card = 0;
    int strength = -1;  // as it counted at step 7; -1 while the front is not counted
    bool collapsed = false;
    bool returned = false;  // back to its World, paid (003 step 8)
    bool rescued = false;   // 003 step 9
    bool destroyed = false;
    std::vector<int> abilities;  // abilities of this card that fired in this battle, in order
};

// A dragon card on a front (King of Eden, RULES.md §4): the dragons' side of a dragon attack,
// or the Heart's defense.
struct RecordedDragon {
    std::string card;   // dragon card id
    int strength = -1;  // as it counted; -1 while the front is not counted
    bool doomed = false;
    bool discarded = false;  // got rid of by a player's card before the count
};

struct RecordedSide {
    std::vector<RecordedUnit> units;      // in the order they came to the front
    std::vector<RecordedDragon> dragons;  // in the order the dragons played them
    SideForecast count;                   // set when the front is counted
};

struct RecordedFront {
    Hex from;
    Hex at;
    int defender = -1;  // -1: wild (or the dragons')
    RecordedSide attack;
    RecordedSide defense;
    bool by_hand = false;  // the defense is units (else base defense)
    bool counted = false;
    bool attacker_won = false;
};

enum class BattleKind { players, dragons };

struct BattleResult {
    // A dragon attack has a front per player's battle: the defender's, then each supporter's
    // against his own dragon hand (RULES.md §4 "Support"); the dragons are its attacking side.
    BattleKind kind = BattleKind::players;
    int attacker = -1;  // players' battle: the attacker; dragons': -1 (the dragons attack)
    int defender = -1;  // the opposing player, -1 for none (wild, dragons)
    std::vector<RecordedFront> fronts;
    std::vector<TerritoryTaken> taken;  // territories that changed hands
    std::vector<Hex> portals_destroyed;
    std::vector<int> eliminated;
    // A dragon attack (RULES.md §4): the cards the dragons played, and each player's fight.
    std::vector<std::string> dragon_cards;
    std::vector<DragonBattleFought> dragon_fights;
    std::optional<Hex> dragon_target;
    bool dragons_took = false;
    bool finished = false;
    std::size_t finished_at = 0;  // the state's action count when it ended
    // Where the game stood when it ended (round, conquest step, player whose turn it was): the
    // board marks its territories until that changes.
    int round = 0;
    int step = 0;
    int turn_player = -1;

    // The seats that fought (attacker, defender, the dragons' opponents), each once.
    std::vector<int> seats() const;
};

// Collects battles from the events of each action, in order.
class BattleRecorder {
  public:
    // The events one action reported, and the state it left.
    void on_action(const GameState& after, const std::vector<Event>& events);
    // Takes back the last on_action (an undo), restoring the record as it was before it.
    void undo();

    const std::vector<BattleResult>& finished() const { return finished_; }
    // The battle being fought, if any (its fronts so far).
    const std::optional<BattleResult>& current() const { return current_; }
    // A unit that fired an ability in the battle being fought, for the battle section.
    std::optional<int> last_ability_card() const { return last_ability_card_; }

  private:
    void on_event(const GameState& after, const Event& e);
    RecordedUnit* unit(int card);
    void finish(const GameState& after);
    // The dragons' side of the front the dragons fight on now (nullptr without one).
    RecordedSide* dragons_side(const GameState& after);
    // The recorded dragons of each front made to agree with the battle as it stands.
    void sync_dragons(const GameState& after);

    struct Mark {
        std::size_t finished = 0;
        std::optional<BattleResult> current;
        std::optional<int> last_ability_card;
    };
    std::vector<BattleResult> finished_;
    std::optional<BattleResult> current_;
    std::optional<int> last_ability_card_;
    std::vector<Mark> marks_;
};

}  // namespace eden::app
