// A game as the audit reads it (DESIGN.md "Testing from where the user sits": rules, audited
// from outside). A record is what a person watching the table could write down: every action in
// the order played, the events it caused (the lines `eden-cli simulate --log` prints), and after
// each action the public counts at the table: the cards in each hand, deck, discard pile and in
// front of each player, his resources and pure energy. The record also keeps the map as built
// and the card definitions (data), so the checks can re-derive the rules without asking the
// engine's rule code anything.
#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "eden/cards/cards.hpp"
#include "eden/core/action.hpp"
#include "eden/core/decision.hpp"
#include "eden/core/event.hpp"
#include "eden/core/game_state.hpp"
#include "eden/map/hex.hpp"
#include "eden/map/tile.hpp"

namespace eden::audit {

// What everyone at the table can count for one seat.
struct SeatCounts {
    int hand = 0;
    int deck = 0;
    int discard = 0;
    int set_aside = 0;       // set aside (003), or Energy Crystals in front (002)
    int crystals_aside = 0;  // the Energy Crystal value among the set-aside cards
    int resources = 0;       // on his territories (003) or in his stock (002)
    int pure_energy = 0;
    friend bool operator==(const SeatCounts&, const SeatCounts&) = default;
};

struct Step {
    std::size_t action = 0;  // index in the game's action log
    int player = -1;         // who decided
    DecisionKind kind = DecisionKind::none;
    Action what;
    std::vector<Event> events;
    std::vector<SeatCounts> after;  // the table once the action and its events are done
};

// A tile of the map as built: what the rulebooks' production and defense read.
struct TileFacts {
    Hex at;
    TileKind kind = TileKind::ordinary;
    TileColor colour = TileColor::black;
    bool richness_token = false;
    int portal_owner = kNoPlayer;
};

struct GameRecord {
    std::string source;  // a file name, or "game 3 (seed 4)"
    std::string ruleset;
    std::string scenario;
    std::vector<std::string> names;
    std::vector<TileColor> civ_colours;  // each seat's civilization resource
    int map_first_player = 0;  // who began map creation (Unbalance's first player, RULES.md §3)
    int hand_size = 5;         // data: the ruleset's hand size
    int unbalance_hand_size = 6;
    std::shared_ptr<const CardLibrary> cards;
    std::vector<int> card_defs;     // card id -> index in cards->cards (-1 unknown)
    std::vector<TileFacts> map;     // once the map is complete; empty before
    std::vector<SeatCounts> start;  // the counts before the first step
    std::vector<Step> steps;

    // The card's definition, or nullptr for an unknown id.
    const CardDef* def(int card) const;
    // The event as `simulate --log` prints it, with the card's name.
    std::string line(const Event& e) const;
};

// Builds a record as the game is played: give it every action (bots::PlayOptions::on_action's
// arguments), then finish() with the final state.
class Recorder {
  public:
    explicit Recorder(const GameState& start, std::string source);
    void add(const GameState& after, const Decision& decision, const Action& action,
             const std::vector<Event>& events);
    GameRecord finish(const GameState& end);

  private:
    GameRecord record_;
};

// The record of a save file (its setup and action log replayed; DESIGN.md "save files").
// Throws DataError (`source: /pointer: reason`) for a save that does not replay.
GameRecord record_save(const nlohmann::json& save, const std::string& source);

}  // namespace eden::audit
