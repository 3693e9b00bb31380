// GameState: the deterministic state machine of a game (DESIGN.md "The engine contract").
//
// The engine advances by itself until somebody must choose; pending() describes that one
// Decision; apply() checks an Action against it, applies it and advances. An illegal action
// is refused with a reason and leaves the state unchanged.
//
// Implemented so far: map creation (003 §Create the Map, RULES.md §2 and §4 "Map") and the
// initial territory control (003 §Settle near the portals, "Territories").
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "eden/battle/forecast.hpp"
#include "eden/conquest/conquest.hpp"
#include "eden/core/action.hpp"
#include "eden/core/action_log.hpp"
#include "eden/core/decision.hpp"
#include "eden/core/event.hpp"
#include "eden/core/rng.hpp"
#include "eden/core/setup.hpp"
#include "eden/map/map.hpp"

namespace eden {

namespace detail {
class SetupJsonCache;
}

namespace detail {
struct StateAccess;
}

enum class Phase {
    shard_colour_choice,  // crystal-shard civilizations choose their colour
    king_of_eden_chain,   // King of Eden: chains, portals and face-up tiles
    map_turns,            // players take turns adding tiles
    final_portal_round,   // one last chance to move portals
    map_complete,         // the map is built; territories are controlled (a map-only game ends)
    conquest,             // settling, then rounds of Production, Expansion, Purchasing
};

std::string_view to_string(Phase p);

// A player's tiles during map creation (003 §Distribute the tiles).
struct MapHand {
    std::optional<TileColor> face_up;       // the face-up tile, until drawn
    std::vector<TileColor> face_down;       // shuffled pile; the top is the back
    std::optional<TileColor> shard_colour;  // the crystal-shard civilization's chosen colour
    int black_tiles_received = 0;
    // Index in the action log of the action that last put this player's portal down, or -1
    // while it is off the map: the portal that reached its final spot first is the lowest.
    int portal_placed_at = -1;
    friend bool operator==(const MapHand&, const MapHand&) = default;
};

// Where the current player is within a map turn.
enum class TurnStep {
    draw,         // choose face-up or face-down
    place_seen,   // place the tile in hand
    place_blind,  // choose the spot, then the top face-down tile is revealed
    portal,       // optional portal remove / place; compulsory after the last tile
    black_tile,   // no legal portal spot: place the black tile handed out
    chain_tile,   // King of Eden chain, tile `chain_index` (0-based)
    chain_portal,
    chain_face_up,
    final_round,
    final_round_place,
};

struct TurnState {
    int player = 0;
    TurnStep step = TurnStep::draw;
    std::optional<TileColor> in_hand;  // the tile drawn and seen, not yet placed
    bool in_hand_from_face_down = false;
    bool portal_removed = false;  // this turn: "remove it then place it" allows one of each
    int chain_index = 0;
    std::optional<Hex> chain_tip;  // King of Eden: the last tile of the chain so far
    friend bool operator==(const TurnState&, const TurnState&) = default;
};

struct ApplyResult {
    bool ok = false;
    text::Message reason;  // why the action was refused (in words: describe(reason, state))
    std::vector<Event> events;
    explicit operator bool() const { return ok; }
};

class GameState {
  public:
    // Throws std::invalid_argument if the setup cannot start a game (see setup_problem).
    explicit GameState(GameSetup setup);

    const GameSetup& setup() const { return *setup_; }
    const Rules& rules() const { return setup_->rules; }
    const Map& map() const { return map_; }
    Phase phase() const { return phase_; }
    int first_player() const { return first_player_; }
    // Who holds the first player token once the map is complete (game.conquest_first_player);
    // -1 before that.
    int conquest_first_player() const { return conquest_first_player_; }
    int player_count() const { return static_cast<int>(setup_->players.size()); }
    const MapHand& map_hand(int player) const {
        return hands_.at(static_cast<std::size_t>(player));
    }
    const TurnState& turn() const { return turn_; }
    // Territory -> controlling seat, once the map is complete.
    const Control& control() const { return control_; }
    // Every action applied, oldest first.
    std::vector<Action> action_log() const { return log_.to_vector(); }
    std::size_t action_count() const { return log_.size(); }
    // Cards, resources, rounds and battles once the conquest has begun.
    const ConquestState& conquest() const { return conquest_; }
    // The game is over (a scenario's end, or a map-only game's map is complete).
    bool is_over() const;
    // The live forecast of front `front` of the battle in progress, every bonus itemised
    // ("7 vs 5 (attacker: +1 ...)"); nullopt when no battle is being fought or once its fronts
    // have been counted (battle step 7).
    std::optional<FrontForecast> front_forecast(int front) const;
    const Rng& rng() const { return rng_; }
    // The payment pending and what its payer may pay it with, for a person choosing a plan by
    // hand: `funds` exactly as the engine checks a Pay plan against, and the Energy Crystal
    // card behind each of funds.crystal_values (PaymentPlan::crystal_indices index both).
    // nullopt when no payment is pending. Shows the payer's hand: only for his own screen.
    struct PaymentChoice {
        PendingPayment payment;
        Funds funds;
        std::vector<CardId> crystal_cards;
    };
    std::optional<PaymentChoice> payment_choice() const;

    // Battle plans (RULES.md §7 H1, H2): `seat`'s plans in the battle in progress, one per front,
    // as they stand (the units still to add). Private to that seat: only for his own screen.
    std::vector<FrontPlan> battle_plans(int seat) const;
    // Why the open decision's seat has it in spite of his battle plan ("your plan ran out",
    // "Alice's Shaman asks you to choose"); nullopt when he has no plan in this battle.
    std::optional<PlanHalt> plan_halt() const;

    // The decision now open, as a copy: safe to hold across apply(), as in
    // `s.apply(s.pending().options.front())`.
    Decision pending() const;
    // The same decision without the copy, for the loops that play thousands of actions (bots'
    // playouts, the invariant check). The reference dies with the next change of the state
    // (apply, an assignment): never pass a part of it to apply().
    const Decision& open_decision() const;
    ApplyResult apply(const Action& action);
    // Whether decisions carry their sentence (Decision::prompt); on unless turned off. The
    // states no one reads turn it off (a search bot's playouts; the games of simulate, sweep and
    // the lab, unless one is logged): there every prompt is empty, and the options and the play
    // are the same (issue 19 "Speed": the sentences and the battle forecasts they quote were a
    // tenth of a playout). Not part of the game: saves and equality ignore it; a copy keeps it.
    void set_prompts(bool on) {
        prompts_ = on;
        pending_cache_.reset();
    }
    bool prompts() const { return prompts_; }
    // Why `action` would be refused right now, or nullopt if it is legal. Never changes state.
    // A message (refusal.*), worded for its reader by the text layer (describe in
    // eden/text/prompt_text.hpp).
    std::optional<text::Message> why_illegal(const Action& action) const;

    // Undo is offered only for an action that revealed nothing (no tile turned, no random
    // draw): taking back a look would let a player choose again knowing more.
    bool last_action_revealed_information() const { return last_revealed_; }
    bool can_undo() const { return !log_.empty() && !last_revealed_; }
    // The state before the last action, rebuilt by replaying the log without it (DESIGN.md).
    // Throws std::logic_error if !can_undo().
    GameState undone() const;

    // The full state, and back. from_json throws DataError on malformed input.
    nlohmann::json to_json() const;
    // The setup's part of to_json (and of a save), written once per game.
    const nlohmann::json& setup_json() const;
    static GameState from_json(const nlohmann::json& j, const std::string& source);
    // What one seat may see: the full state less the others' hidden tiles and the generator.
    nlohmann::json view_for(int seat) const;
    // A plausible whole state for a search on `seat`'s behalf (bots/search_bot): what the seat
    // may not see dealt again at random from the same cards and tiles, seeded by `seed`: the
    // others' hands and set-aside cards (each player's among his own unseen cards), every deck's
    // order, the face-down tiles, the dragons' deck, hand and target deck, and the generator.
    // Everything the seat sees is unchanged: view_for(seat) of the result equals this one's.
    // Cards an ability offer or a payment names stay where they are. Not a state of this game's
    // log: never save it or undo in it (engine/core/resample_hidden.cpp).
    GameState resampled_for(int seat, std::uint64_t seed) const;

    // Equal rules, map, hands, turn, log and generator: the same game at the same point.
    friend bool operator==(const GameState& a, const GameState& b);

  private:
    friend struct detail::StateAccess;  // the rules' parts (engine/conquest/support.hpp)
    struct Uninitialized {};
    explicit GameState(Uninitialized) {}

    Decision compute_pending() const;
    // Why a state read from JSON cannot be a state of this game (e.g. a tile to place and none
    // in hand), or nullopt. from_json refuses such a state whole.
    std::optional<std::string> inconsistency() const;
    void start();
    void advance(std::vector<Event>& events);
    void begin_turn_of(int player, std::vector<Event>& events);
    void begin_chain_of(int player, std::vector<Event>& events);
    void draw_chain_tile_if_seen(std::vector<Event>& events);
    void end_turn(std::vector<Event>& events);
    void finish_map(std::vector<Event>& events);
    void place_ordinary(int player, Hex at, TileColor colour, bool blind,
                        std::vector<Event>& events);
    void apply_legal(const Action& action, std::vector<Event>& events);
    bool has_tiles_left(int player) const;
    bool blind_for(int player) const;
    std::optional<int> next_player_with_tiles(int after) const;

    // Shared and immutable: copies of a state share their setup, and its JSON once written.
    std::shared_ptr<const GameSetup> setup_;
    std::shared_ptr<const detail::SetupJsonCache> setup_json_;
    Rng rng_;
    Map map_;
    Phase phase_ = Phase::map_turns;
    int first_player_ = 0;
    int conquest_first_player_ = -1;
    std::vector<MapHand> hands_;
    TurnState turn_;
    int final_round_count_ = 0;  // players who have had their final-round turn
    int chain_players_done_ = 0;
    Control control_;
    ConquestState conquest_;
    ActionLog log_;
    bool last_revealed_ = false;
    bool prompts_ = true;
    // pending() is computed once per state: a bot asks for it, then apply() checks the answer
    // against the same options. Not part of the state; cleared whenever the state changes.
    mutable std::optional<Decision> pending_cache_;
};

// The players' names from the setup, in seat order.
std::vector<std::string> player_names(const GameState& state);
// A card's printed name ("Skeleton"), or "card #N" if the state does not know it.
std::string card_name(const GameState& state, int card);

}  // namespace eden
