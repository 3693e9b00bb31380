// The full state as JSON and back (DESIGN.md: "A state serializes to JSON and back
// losslessly"), and the per-seat view that hides what a seat may not see.
#include <stdexcept>

#include "eden/conquest/troops.hpp"
#include "eden/core/data_error.hpp"
#include "eden/core/game_state.hpp"
#include "eden/map/json.hpp"
#include "engine/core/json_checks.hpp"
#include "engine/core/setup_json_cache.hpp"
#include "engine/dragons/consistency.hpp"

namespace eden {

using nlohmann::json;

namespace {

constexpr const char* kStateFormat = "battle-for-eden-state";
constexpr int kStateVersion = 1;

constexpr std::pair<TurnStep, const char*> kSteps[] = {
    {TurnStep::draw, "draw"},
    {TurnStep::place_seen, "place_seen"},
    {TurnStep::place_blind, "place_blind"},
    {TurnStep::portal, "portal"},
    {TurnStep::black_tile, "black_tile"},
    {TurnStep::chain_tile, "chain_tile"},
    {TurnStep::chain_portal, "chain_portal"},
    {TurnStep::chain_face_up, "chain_face_up"},
    {TurnStep::final_round, "final_round"},
    {TurnStep::final_round_place, "final_round_place"},
};

constexpr Phase kPhases[] = {Phase::shard_colour_choice, Phase::king_of_eden_chain,
                             Phase::map_turns,           Phase::final_portal_round,
                             Phase::map_complete,        Phase::conquest};

json colour_or_null(const std::optional<TileColor>& c) {
    return c ? json(std::string(to_string(*c))) : json(nullptr);
}

std::optional<TileColor> optional_colour(const json& j, const char* key, const std::string& source,
                                         const std::string& pointer) {
    if (!j.contains(key))
        throw DataError(source, pointer, std::string("missing \"") + key + "\"",
                        text::Message("data_error.missing_key").with("key", text::Name{key}));
    if (j.at(key).is_null()) return std::nullopt;
    return detail::require_colour(j, key, source, pointer);
}

json colours_json(const std::vector<TileColor>& v) {
    json out = json::array();
    for (TileColor c : v)
        out.push_back(std::string(to_string(c)));
    return out;
}

}  // namespace

const json& GameState::setup_json() const {
    return setup_json_->of(*setup_);
}

json GameState::to_json() const {
    json hands = json::array();
    for (const auto& h : hands_)
        hands.push_back({{"face_up", colour_or_null(h.face_up)},
                         {"face_down", colours_json(h.face_down)},
                         {"shard_colour", colour_or_null(h.shard_colour)},
                         {"black_tiles_received", h.black_tiles_received},
                         {"portal_placed_at", h.portal_placed_at}});
    const char* step_name = "?";
    for (const auto& [step, name] : kSteps)
        if (step == turn_.step) step_name = name;
    json turn = {
        {"player", turn_.player},
        {"step", step_name},
        {"in_hand", colour_or_null(turn_.in_hand)},
        {"in_hand_from_face_down", turn_.in_hand_from_face_down},
        {"portal_removed", turn_.portal_removed},
        {"chain_index", turn_.chain_index},
        {"chain_tip",
         turn_.chain_tip ? json::array({turn_.chain_tip->q, turn_.chain_tip->r}) : json(nullptr)}};
    json control = json::array();
    for (const auto& [hex, player] : control_)
        control.push_back({{"q", hex.q}, {"r", hex.r}, {"player", player}});
    json log = json::array();
    for (const auto& a : log_.to_vector())
        log.push_back(action_to_json(a));
    json out = {{"format", kStateFormat},
                {"version", kStateVersion},
                {"setup", setup_json()},
                {"rng", rng_.state_string()},
                {"phase", to_string(phase_)},
                {"first_player", first_player_},
                {"conquest_first_player", conquest_first_player_},
                {"map", map_to_json(map_, "map")},
                {"hands", std::move(hands)},
                {"turn", std::move(turn)},
                {"final_round_count", final_round_count_},
                {"chain_players_done", chain_players_done_},
                {"control", std::move(control)},
                {"last_action_revealed", last_revealed_},
                {"log", std::move(log)}};
    if (phase_ == Phase::conquest) out["conquest"] = conquest_to_json(conquest_);
    return out;
}

GameState GameState::from_json(const json& j, const std::string& source) {
    detail::require_object_with_keys(
        j, source, "",
        {"format", "version", "setup", "rng", "phase", "first_player", "conquest_first_player",
         "map", "hands", "turn", "final_round_count", "chain_players_done", "control",
         "last_action_revealed", "log"},
        {"conquest"});
    if (detail::require_string(j, "format", source, "") != kStateFormat)
        throw DataError(
            source, "/format", std::string("must be \"") + kStateFormat + "\"",
            text::Message("data_error.save.format").with("format", text::Name{kStateFormat}));
    if (detail::require_int(j, "version", source, "") != kStateVersion)
        throw DataError(source, "/version", "unsupported version",
                        text::Message("data_error.state.version"));
    GameState s{Uninitialized{}};
    s.setup_ = std::make_shared<const GameSetup>(setup_from_json(j.at("setup"), source, "/setup"));
    s.setup_json_ = std::make_shared<const detail::SetupJsonCache>();
    const int n = s.player_count();
    if (!Rng::from_state_string(detail::require_string(j, "rng", source, ""), s.rng_))
        throw DataError(source, "/rng", "not a generator state",
                        text::Message("data_error.state.rng"));
    const std::string phase = detail::require_string(j, "phase", source, "");
    bool phase_known = false;
    for (Phase p : kPhases)
        if (to_string(p) == phase) s.phase_ = p, phase_known = true;
    if (!phase_known)
        throw DataError(
            source, "/phase", "unknown phase \"" + phase + "\"",
            text::Message("data_error.state.unknown_phase").with("phase", text::Name{phase}));
    s.first_player_ = detail::require_int(j, "first_player", source, "");
    s.conquest_first_player_ = detail::require_int(j, "conquest_first_player", source, "");
    if (s.first_player_ < 0 || s.first_player_ >= n)
        throw DataError(source, "/first_player", "not a seat",
                        text::Message("data_error.state.not_a_seat"));
    s.map_ = map_from_json(j.at("map"), source).map;
    // As finish_map does: the map of a complete map or a conquest is fixed.
    if (s.phase_ == Phase::map_complete || s.phase_ == Phase::conquest)
        s.map_.cache_path_distances();

    const json& hands = j.at("hands");
    if (!hands.is_array() || static_cast<int>(hands.size()) != n)
        throw DataError(source, "/hands", "must hold one entry per player",
                        text::Message("data_error.state.entry_per_player"));
    for (std::size_t i = 0; i < hands.size(); ++i) {
        const std::string ptr = "/hands/" + std::to_string(i);
        detail::require_object_with_keys(
            hands[i], source, ptr,
            {"face_up", "face_down", "shard_colour", "black_tiles_received", "portal_placed_at"},
            {});
        MapHand h;
        h.face_up = optional_colour(hands[i], "face_up", source, ptr);
        h.face_down =
            detail::parse_colour_list(hands[i].at("face_down"), source, ptr + "/face_down");
        h.shard_colour = optional_colour(hands[i], "shard_colour", source, ptr);
        h.black_tiles_received = detail::require_int(hands[i], "black_tiles_received", source, ptr);
        h.portal_placed_at = detail::require_int(hands[i], "portal_placed_at", source, ptr);
        s.hands_.push_back(std::move(h));
    }

    const json& turn = j.at("turn");
    detail::require_object_with_keys(turn, source, "/turn",
                                     {"player", "step", "in_hand", "in_hand_from_face_down",
                                      "portal_removed", "chain_index", "chain_tip"},
                                     {});
    s.turn_.player = detail::require_int(turn, "player", source, "/turn");
    if (s.turn_.player < 0 || s.turn_.player >= n)
        throw DataError(source, "/turn/player", "not a seat",
                        text::Message("data_error.state.not_a_seat"));
    const std::string step = detail::require_string(turn, "step", source, "/turn");
    bool step_known = false;
    for (const auto& [value, name] : kSteps)
        if (step == name) s.turn_.step = value, step_known = true;
    if (!step_known)
        throw DataError(
            source, "/turn/step", "unknown step \"" + step + "\"",
            text::Message("data_error.state.unknown_step").with("step", text::Name{step}));
    s.turn_.in_hand = optional_colour(turn, "in_hand", source, "/turn");
    s.turn_.in_hand_from_face_down =
        detail::require_bool(turn, "in_hand_from_face_down", source, "/turn");
    s.turn_.portal_removed = detail::require_bool(turn, "portal_removed", source, "/turn");
    s.turn_.chain_index = detail::require_int(turn, "chain_index", source, "/turn");
    const json& tip = turn.at("chain_tip");
    if (!tip.is_null()) {
        if (!tip.is_array() || tip.size() != 2)
            throw DataError(source, "/turn/chain_tip", "must be [q, r] or null",
                            text::Message("data_error.state.hex_or_null"));
        s.turn_.chain_tip = Hex{detail::int_value(tip[0], source, "/turn/chain_tip/0",
                                                  -detail::kMaxCoordinate, detail::kMaxCoordinate),
                                detail::int_value(tip[1], source, "/turn/chain_tip/1",
                                                  -detail::kMaxCoordinate, detail::kMaxCoordinate)};
    }
    s.final_round_count_ = detail::require_int(j, "final_round_count", source, "");
    s.chain_players_done_ = detail::require_int(j, "chain_players_done", source, "");

    const json& control = j.at("control");
    if (!control.is_array())
        throw DataError(source, "/control", "must be an array",
                        text::Message("data_error.must_be_array"));
    for (std::size_t i = 0; i < control.size(); ++i) {
        const std::string ptr = "/control/" + std::to_string(i);
        detail::require_object_with_keys(control[i], source, ptr, {"q", "r", "player"}, {});
        const Hex h{detail::require_int(control[i], "q", source, ptr),
                    detail::require_int(control[i], "r", source, ptr)};
        const int p = detail::require_int(control[i], "player", source, ptr);
        if (!s.map_.has(h))
            throw DataError(source, ptr, "no territory at " + to_string(h),
                            text::Message("data_error.state.no_territory")
                                .with("hex", text::Name{to_string(h)}));
        if (p < 0 || p >= n)
            throw DataError(source, ptr + "/player", "not a seat",
                            text::Message("data_error.state.not_a_seat"));
        s.control_[h] = p;
    }
    if (j.contains("conquest"))
        s.conquest_ = conquest_from_json(j.at("conquest"), source, "/conquest");
    if (!j.at("last_action_revealed").is_boolean())
        throw DataError(source, "/last_action_revealed", "must be true or false",
                        text::Message("data_error.must_be_bool"));
    s.last_revealed_ = j.at("last_action_revealed").get<bool>();
    const json& log = j.at("log");
    if (!log.is_array())
        throw DataError(source, "/log", "must be an array",
                        text::Message("data_error.must_be_array"));
    for (std::size_t i = 0; i < log.size(); ++i)
        s.log_.push_back(action_from_json(log[i], source, "/log/" + std::to_string(i)));
    // A state that could not arise in a game is corrupt: refuse it whole.
    if (auto problem = s.inconsistency())
        throw DataError(
            source, "/turn", "inconsistent state: " + *problem,
            text::Message("data_error.state.inconsistent").with("detail", text::Name{*problem}));
    try {
        (void)s.pending();
    } catch (const std::exception& e) {
        throw DataError(
            source, "/turn", std::string("inconsistent state: ") + e.what(),
            text::Message("data_error.state.inconsistent").with("detail", text::Name{e.what()}));
    }
    return s;
}

std::optional<std::string> GameState::inconsistency() const {
    const int n = player_count();
    if (!map_.heart()) return "the map has no Heart of Eden";
    for (Hex h : map_.portals()) {
        const int owner = map_.at(h)->portal_owner;
        if (owner < 0 || owner >= n) return "a portal belongs to no seat";
    }
    if (chain_players_done_ < 0 || chain_players_done_ > n || final_round_count_ < 0 ||
        final_round_count_ > n)
        return "round counters out of range";
    for (const auto& h : hands_)
        if (h.black_tiles_received < 0) return "a negative count of black tiles";
    for (int p = 0; p < n; ++p) {
        const int at = hands_[static_cast<std::size_t>(p)].portal_placed_at;
        // A premade map's portals were never placed by an action, so only one way is checked.
        if (at < -1 || at >= static_cast<int>(log_.size()) ||
            (at >= 0 && !map_.portal_of(p).has_value()))
            return "a portal placement time that does not match the map";
    }
    if (phase_ == Phase::conquest) {
        if (!setup_->cards) return "a conquest without cards";
        if (auto problem =
                conquest_inconsistency(conquest_, n, static_cast<int>(setup_->cards->cards.size())))
            return problem;
        if (auto problem = detail::dragons_in_game_problem(*setup_, conquest_, map_, control_))
            return problem;
        if (auto problem = troops_inconsistency(*this)) return problem;
    } else if (!conquest_.cards.empty()) {
        return "cards in play before the conquest";
    }
    const bool map_done = phase_ == Phase::map_complete || phase_ == Phase::conquest;
    if (map_done != (conquest_first_player_ >= 0) || conquest_first_player_ >= n)
        return "the first player token is held before the map is complete, or by no seat";
    const MapHand& hand = hands_[static_cast<std::size_t>(turn_.player)];
    const bool chain_phase = phase_ == Phase::king_of_eden_chain;
    // Choosing a shard colour and the finished map use no turn step.
    const bool uses_step = phase_ != Phase::shard_colour_choice && !map_done;
    if (uses_step) switch (turn_.step) {
            case TurnStep::draw:
                if (phase_ != Phase::map_turns) return "a draw outside the map turns";
                if (!has_tiles_left(turn_.player)) return "a draw with no tile left";
                break;
            case TurnStep::place_seen:
                if (!turn_.in_hand) return "a tile to place and none in hand";
                break;
            case TurnStep::place_blind:
                if (hand.face_down.empty()) return "a blind placement with an empty pile";
                break;
            case TurnStep::chain_tile:
                if (!chain_phase || !turn_.chain_tip) return "a chain tile outside a chain";
                if (!turn_.in_hand && hand.face_down.empty())
                    return "a chain tile with no tile left";
                break;
            case TurnStep::chain_portal:
                if (!chain_phase || !turn_.chain_tip) return "a chain portal outside a chain";
                if (map_.portal_of(turn_.player)) return "a chain portal already placed";
                break;
            case TurnStep::chain_face_up:
                if (!chain_phase || !hand.face_up || !map_.portal_of(turn_.player))
                    return "a face-up tile by the portal without tile or portal";
                break;
            case TurnStep::portal:
            case TurnStep::black_tile:
                if (phase_ != Phase::map_turns) return "a portal step outside the map turns";
                break;
            case TurnStep::final_round:
                if (phase_ != Phase::final_portal_round || !map_.portal_of(turn_.player))
                    return "a final-round turn without a portal on the map";
                break;
            case TurnStep::final_round_place:
                if (phase_ != Phase::final_portal_round || map_.portal_of(turn_.player))
                    return "a portal to place in the final round that is already placed";
                break;
        }
    if (phase_ == Phase::shard_colour_choice &&
        setup_->players[static_cast<std::size_t>(turn_.player)].resource != TileColor::white)
        return "a colour choice for a civilization that is not the crystal-shard one";
    return std::nullopt;
}

json GameState::view_for(int seat) const {
    json v = to_json();
    // The future is nobody's business: with the generator, or the seed it started from, a seat
    // could rebuild every face-down pile.
    v.erase("rng");
    v["setup"].erase("seed");
    v.erase("log");
    for (std::size_t i = 0; i < hands_.size(); ++i) {
        // Nobody knows the order of a face-down pile, not even its owner.
        v["hands"][i]["face_down"] = hands_[i].face_down.size();
    }
    if (v.contains("conquest")) hide_conquest_private(v["conquest"], seat);
    v["seat"] = seat;
    return v;
}

}  // namespace eden
