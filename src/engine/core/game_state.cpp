// GameState's life cycle: construction from a setup, the apply() contract (check, then
// change), and the turn rotation. The map-creation steps themselves are in map/creation.cpp.
#include "eden/core/game_state.hpp"

#include <algorithm>
#include <stdexcept>

#include "engine/battle/battle.hpp"
#include "engine/battle/battle_plans.hpp"
#include "engine/core/setup_json_cache.hpp"

namespace eden {

std::string_view to_string(Phase p) {
    switch (p) {
        case Phase::shard_colour_choice:
            return "shard_colour_choice";
        case Phase::king_of_eden_chain:
            return "king_of_eden_chain";
        case Phase::map_turns:
            return "map_turns";
        case Phase::final_portal_round:
            return "final_portal_round";
        case Phase::map_complete:
            return "map_complete";
        case Phase::conquest:
            return "conquest";
    }
    return "?";
}

GameState::GameState(GameSetup setup)
    : setup_(std::make_shared<const GameSetup>(std::move(setup))),
      setup_json_(std::make_shared<const detail::SetupJsonCache>()) {
    if (auto problem = setup_problem(*setup_)) throw std::invalid_argument(*problem);
    rng_.reseed(setup_->seed);
    start();
}

void GameState::start() {
    const int n = player_count();
    // 003 §Choose the first player: "in any way you like"; by default the generator draws.
    first_player_ = setup_->first_player >= 0 ? setup_->first_player
                                              : static_cast<int>(rng_.uniform_int(0, n - 1));
    // 003 §Distribute the tiles: a shuffled face-down pile and a face-up tile rich in the
    // civilization resource.
    hands_.assign(static_cast<std::size_t>(n), MapHand{});
    for (int p = 0; p < n; ++p) {
        MapHand& hand = hands_[static_cast<std::size_t>(p)];
        hand.face_down = setup_->rules.face_down_colours;
        rng_.shuffle(hand.face_down);
        hand.face_up = setup_->players[static_cast<std::size_t>(p)].resource;
    }
    std::vector<Event> ignored;
    if (setup_->premade_map) {
        map_ = *setup_->premade_map;
        for (auto& hand : hands_)
            hand = MapHand{};
        finish_map(ignored);
        return;
    }
    // 003 §Place tiles on the map: the Heart of Eden is the first territory on the map.
    map_.place(kHeartHex, Tile::heart());
    phase_ = Phase::shard_colour_choice;
    turn_ = TurnState{};
    turn_.player = first_player_;
    advance(ignored);
}

ApplyResult GameState::apply(const Action& action) {
    ApplyResult result;
    // One of the open decision's own options needs no second check: the invariant checks hold
    // every option to why_illegal. A payment plan or a placement of a player's own is checked
    // by the rules (a playout's payments spent 3 % of their time checking the default plan).
    const Decision& open = open_decision();
    if (std::find(open.options.begin(), open.options.end(), action) == open.options.end()) {
        if (auto reason = why_illegal(action)) {
            result.reason = *reason;
            return result;
        }
    }
    const int actor = open.player;  // `open` dies with the state change
    log_.push_back(action);
    last_revealed_ = false;
    pending_cache_.reset();
    apply_legal(action, result.events);
    // Battle plans (RULES.md §7 H1): the moves they cover are played now, derived again when the
    // log is replayed (engine/battle/battle_plans.cpp says why they are not logged).
    if (phase_ == Phase::conquest && conquest_.battle &&
        (!conquest_.battle->plans.empty() || !conquest_.battle->after_battle.empty()))
        detail::battle_plans::play_plans(*this, actor, result.events);
    result.ok = true;
    return result;
}

GameState GameState::undone() const {
    if (!can_undo())
        throw std::logic_error(log_.empty() ? "nothing to undo"
                                            : "the last action revealed information");
    GameState s(*setup_);
    const std::vector<Action> actions = log_.to_vector();
    for (std::size_t i = 0; i + 1 < actions.size(); ++i) {
        if (!s.apply(actions[i])) throw std::logic_error("undo: the action log no longer replays");
    }
    return s;
}

bool operator==(const GameState& a, const GameState& b) {
    return (a.setup_ == b.setup_ || *a.setup_ == *b.setup_) && a.rng_ == b.rng_ &&
           a.map_ == b.map_ && a.phase_ == b.phase_ && a.first_player_ == b.first_player_ &&
           a.conquest_first_player_ == b.conquest_first_player_ && a.hands_ == b.hands_ &&
           a.turn_ == b.turn_ && a.final_round_count_ == b.final_round_count_ &&
           a.chain_players_done_ == b.chain_players_done_ && a.control_ == b.control_ &&
           a.conquest_ == b.conquest_ && a.log_ == b.log_ && a.last_revealed_ == b.last_revealed_;
}

bool GameState::is_over() const {
    if (phase_ == Phase::map_complete) return true;
    return phase_ == Phase::conquest && conquest_.step == ConquestStep::game_over;
}

std::optional<FrontForecast> GameState::front_forecast(int front) const {
    const auto& battle = conquest_.battle;
    if (phase_ != Phase::conquest || !battle || front < 0 ||
        front >= static_cast<int>(battle->fronts.size()))
        return std::nullopt;
    switch (battle->step) {
        case BattleStep::post_combat:
        case BattleStep::destruction:
        case BattleStep::refresh_after:
        case BattleStep::over:
            return std::nullopt;  // counted: control may have changed hands
        default:
            return detail::battle::forecast(*this, front);
    }
}

std::optional<PlanHalt> GameState::plan_halt() const {
    return detail::battle_plans::plan_halt(*this);
}

std::vector<FrontPlan> GameState::battle_plans(int seat) const {
    std::vector<FrontPlan> out;
    if (phase_ != Phase::conquest || !conquest_.battle) return out;
    for (const BattlePlan& p : conquest_.battle->plans)
        if (p.player == seat) out.push_back(p.plan);
    return out;
}

std::optional<GameState::PaymentChoice> GameState::payment_choice() const {
    if (phase_ != Phase::conquest || !conquest_.payment) return std::nullopt;
    const PendingPayment& p = *conquest_.payment;
    return PaymentChoice{p, detail::funds(*this, p.player, p.crystals_from_hand),
                         detail::crystal_cards(*this, p.player, p.crystals_from_hand)};
}

bool GameState::has_tiles_left(int player) const {
    const MapHand& hand = map_hand(player);
    return hand.face_up.has_value() || !hand.face_down.empty();
}

bool GameState::blind_for(int player) const {
    switch (setup_->rules.blind_placement) {
        case BlindPlacement::none:
            return false;
        case BlindPlacement::all:
            return true;
        case BlindPlacement::all_but_first_player:
            return player != first_player_;
    }
    return false;
}

std::optional<int> GameState::next_player_with_tiles(int after) const {
    const int n = player_count();
    for (int step = 1; step <= n; ++step) {
        const int p = (after + step) % n;
        if (has_tiles_left(p)) return p;
    }
    return std::nullopt;
}

}  // namespace eden
