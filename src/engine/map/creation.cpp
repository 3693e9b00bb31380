// Map creation: 003 §Create the Map, RULES.md §2 "Map creation" and §4 "Map" (King of Eden).
//
// Parameters read: map.* (see core/rules.hpp). The placement constraints live in
// map/placement_rules.cpp; this file runs the turns: who chooses what, in which order, and what
// happens after.
#include <algorithm>
#include <stdexcept>

#include "eden/core/game_state.hpp"

#include "eden/map/placement_rules.hpp"
#include "engine/conquest/decisions.hpp"
#include "engine/conquest/flow.hpp"
#include "engine/map/king_of_eden_chain.hpp"

namespace eden {

using detail::ChainContext;

namespace {

SeatNames names_of(const GameSetup& setup) {
    SeatNames out;
    for (const auto& p : setup.players)
        out.push_back(p.name);
    return out;
}

// Each seat's colour, its civilization resource's (004: a portal is of its owner's colour).
std::vector<TileColor> colours_of(const GameSetup& setup) {
    std::vector<TileColor> out;
    for (const auto& p : setup.players)
        out.push_back(p.resource);
    return out;
}

template <typename T>
bool holds(const Action& a) {
    return std::holds_alternative<T>(a);
}

std::string colour_word(TileColor c) {
    return std::string(to_string(c));
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// Spots offered for the black tile of the compulsory portal (003: "he has to place [it] in a
// way that allows him to place his portal"). With map.black_tile_must_enable_portal, only spots
// after which a portal spot exists are offered, if there are any; otherwise every legal spot,
// and another black tile follows (RULES.md §2: "repeating as needed").
namespace {

std::vector<Hex> black_tile_spots(const Map& map, const Rules& rules, const SeatNames& names,
                                  int player) {
    auto legal = legal_ordinary_spots(map, rules, names, player, OrdinaryPlacement::normal);
    if (!rules.black_tile_must_enable_portal) return legal;
    std::vector<Hex> enabling;
    for (Hex h : legal) {
        Map after = map;
        after.place(h, Tile::ordinary(TileColor::black, player));
        if (!legal_portal_spots(after, rules, names, player).empty()) enabling.push_back(h);
    }
    return enabling.empty() ? legal : enabling;
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// Transitions.

void GameState::advance(std::vector<Event>& events) {
    if (phase_ != Phase::shard_colour_choice) return;
    // 003 §Distribute the tiles, note: crystal-shard civilizations choose a colour at the
    // beginning of map creation, in seat order from the first player.
    if (setup_->rules.shard_civilization_chooses_colour) {
        const int n = player_count();
        for (int step = 0; step < n; ++step) {
            const int p = (first_player_ + step) % n;
            if (setup_->players[static_cast<std::size_t>(p)].resource == TileColor::white &&
                !hands_[static_cast<std::size_t>(p)].shard_colour) {
                turn_ = TurnState{};
                turn_.player = p;
                return;
            }
        }
    }
    if (setup_->rules.setup == MapSetup::king_of_eden_chain) {
        phase_ = Phase::king_of_eden_chain;
        chain_players_done_ = 0;
        begin_chain_of(first_player_, events);
        return;
    }
    phase_ = Phase::map_turns;
    begin_turn_of(first_player_, events);
}

void GameState::begin_chain_of(int player, std::vector<Event>& events) {
    turn_ = TurnState{};
    turn_.player = player;
    turn_.step = TurnStep::chain_tile;
    turn_.chain_tip = kHeartHex;
    draw_chain_tile_if_seen(events);
}

// Where tiles are seen (the King of Eden "open" variant), each chain tile is looked at before
// its spot is chosen; blind, it stays on the pile until it lands.
void GameState::draw_chain_tile_if_seen(std::vector<Event>& events) {
    const int p = turn_.player;
    if (blind_for(p)) return;
    auto& pile = hands_[static_cast<std::size_t>(p)].face_down;
    // The setup check (core/setup_check.cpp) refuses chains longer than the pile; were one to
    // get here, stop rather than read past the pile (issue 34: the map grew for ever).
    if (pile.empty()) throw std::logic_error("a King of Eden chain ran out of face-down tiles");
    turn_.in_hand = pile.back();
    turn_.in_hand_from_face_down = true;
    pile.pop_back();
    events.push_back(TileDrawn{p, false});
    last_revealed_ = true;
}

void GameState::begin_turn_of(int player, std::vector<Event>&) {
    turn_ = TurnState{};
    turn_.player = player;
    turn_.step = TurnStep::draw;
}

void GameState::end_turn(std::vector<Event>& events) {
    const int current = turn_.player;
    switch (phase_) {
        case Phase::king_of_eden_chain: {
            ++chain_players_done_;
            if (chain_players_done_ < player_count()) {
                begin_chain_of((current + 1) % player_count(), events);
                return;
            }
            phase_ = Phase::map_turns;
            if (auto next = next_player_with_tiles(first_player_ - 1 + player_count())) {
                begin_turn_of(*next, events);
                return;
            }
            finish_map(events);
            return;
        }
        case Phase::map_turns: {
            if (auto next = next_player_with_tiles(current)) {
                begin_turn_of(*next, events);
                return;
            }
            // 003: "Once every player has placed his last ordinary territory tile, one last
            // round allows players to remove then place their portal territory tiles".
            if (setup_->rules.final_portal_round && setup_->rules.setup == MapSetup::standard) {
                phase_ = Phase::final_portal_round;
                final_round_count_ = 0;
                turn_ = TurnState{};
                turn_.player = first_player_;
                turn_.step = TurnStep::final_round;
                events.push_back(FinalPortalRoundStarted{});
                return;
            }
            finish_map(events);
            return;
        }
        case Phase::final_portal_round: {
            ++final_round_count_;
            if (final_round_count_ < player_count()) {
                turn_ = TurnState{};
                turn_.player = (current + 1) % player_count();
                turn_.step = TurnStep::final_round;
                return;
            }
            finish_map(events);
            return;
        }
        default:
            throw std::logic_error("end_turn outside map creation");
    }
}

void GameState::finish_map(std::vector<Event>& events) {
    phase_ = Phase::map_complete;
    turn_ = TurnState{};
    turn_.player = first_player_;
    // No tile is placed or removed from here on: measure the distances once for the conquest.
    map_.cache_path_distances();
    control_.clear();
    // 003 §Settle near the portals, Territories: "Every player takes control of their
    // respective portal territory and of the territories in direct contact with it."
    for (const auto& [hex, tile] : map_.tiles()) {
        if (tile.kind != TileKind::portal) continue;
        control_[hex] = tile.portal_owner;
        events.push_back(TerritoryControlled{tile.portal_owner, hex});
        for (Hex n : map_.placed_neighbours(hex)) {
            if (map_.at(n)->kind == TileKind::portal) continue;
            control_[n] = tile.portal_owner;
            events.push_back(TerritoryControlled{tile.portal_owner, n});
        }
    }
    conquest_first_player_ = first_player_;
    if (setup_->rules.conquest_first_player == ConquestFirstPlayer::first_final_portal) {
        int earliest = -1;
        for (int p = 0; p < player_count(); ++p) {
            const int at = hands_[static_cast<std::size_t>(p)].portal_placed_at;
            if (at >= 0 && (earliest < 0 || at < earliest)) {
                earliest = at;
                conquest_first_player_ = p;
            }
        }
    }
    events.push_back(FirstPlayerTokenGiven{conquest_first_player_});
    events.push_back(MapCompleted{});
    // A game with cards goes on to the conquest; King of Eden needs its dragons too (a setup
    // without them ends with the map, as map-building sessions do).
    const Victory v = setup_->rules.victory;
    const bool king_of_eden =
        v == Victory::king_of_eden || v == Victory::king_of_eden_then_supremacy;
    if (setup_->cards && (!king_of_eden || setup_->dragons)) detail::flow::start(*this, events);
}

void GameState::place_ordinary(int player, Hex at, TileColor colour, bool blind,
                               std::vector<Event>& events) {
    map_.place(at, Tile::ordinary(colour, player));
    events.push_back(TilePlaced{player, at, colour, blind});
    // 003 §Distribute the tiles, note: the crystal-shard civilization's tiles of its chosen
    // colour come with a richness token.
    const auto& shard = hands_[static_cast<std::size_t>(player)].shard_colour;
    std::vector<Hex> candidates{at};
    for (Hex n : map_.placed_neighbours(at))
        candidates.push_back(n);
    std::sort(candidates.begin(), candidates.end());
    for (Hex h : candidates) {
        Tile* t = map_.at(h);
        if (t->kind != TileKind::ordinary || t->richness_token) continue;
        const bool shard_rule = h == at && shard && *shard == colour;
        if (shard_rule ||
            qualifies_for_richness_token(map_, setup_->rules, h, colours_of(*setup_))) {
            t->richness_token = true;
            events.push_back(RichnessTokenPlaced{h, shard_rule});
        }
    }
}

// ---------------------------------------------------------------------------------------------
// What is pending.

Decision GameState::pending() const {
    return open_decision();
}

const Decision& GameState::open_decision() const {
    if (!pending_cache_) pending_cache_ = compute_pending();
    return *pending_cache_;
}

Decision GameState::compute_pending() const {
    if (phase_ == Phase::conquest) return detail::decisions::pending(*this);
    Decision d;
    const SeatNames names = names_of(*setup_);
    const int p = turn_.player;
    const auto ask = [p](const char* id) {
        return text::Message(id).with("player", text::Seat{p});
    };
    const MapHand* hand = phase_ == Phase::map_complete ? nullptr : &map_hand(p);
    ChainContext chain{setup_->rules, names, p};
    std::vector<int> later;  // King of Eden: players whose chains are still to come
    if (phase_ == Phase::king_of_eden_chain)
        for (int k = 1; k < player_count() - chain_players_done_; ++k)
            later.push_back((p + k) % player_count());
    d.player = p;
    switch (phase_) {
        case Phase::map_complete:
            d.player = -1;
            d.kind = DecisionKind::none;
            if (prompts_) d.prompt = text::Message("prompt.map_complete");
            return d;
        case Phase::shard_colour_choice:
            d.kind = DecisionKind::choose_shard_colour;
            if (prompts_) d.prompt = ask("prompt.choose_shard_colour");
            for (TileColor c : kResourceColors)
                d.options.push_back(ChooseShardColour{c});
            return d;
        default:
            break;
    }
    switch (turn_.step) {
        case TurnStep::draw:
            d.kind = DecisionKind::draw_tile;
            if (hand->face_up) d.options.push_back(DrawTile{true});
            if (!hand->face_down.empty()) d.options.push_back(DrawTile{false});
            // The prompt offers only what he has (issue 14: "take your face-up tile" with none).
            if (prompts_)
                d.prompt = ask("prompt.draw_tile")
                               .with("from", hand->face_up && !hand->face_down.empty() ? "both"
                                             : hand->face_up                           ? "face_up"
                                                             : "face_down");
            return d;
        case TurnStep::place_seen:
            d.kind = DecisionKind::place_tile;
            if (prompts_)
                d.prompt =
                    ask("prompt.place_tile").with("colour", colour_word(turn_.in_hand.value()));
            // RULES.md §7 H3 (issue 33 item 2): a tile drawn face down is placed at once and lands
            // face up, so everybody may see it in his hand: the placement is asked in the open.
            for (Hex h :
                 legal_ordinary_spots(map_, setup_->rules, names, p, OrdinaryPlacement::normal))
                d.options.push_back(PlaceTile{h});
            return d;
        case TurnStep::place_blind:
            d.kind = DecisionKind::place_tile_blind;
            if (prompts_) d.prompt = ask("prompt.place_tile_blind");
            for (Hex h :
                 legal_ordinary_spots(map_, setup_->rules, names, p, OrdinaryPlacement::normal))
                d.options.push_back(PlaceTile{h});
            return d;
        case TurnStep::portal: {
            const bool compulsory = !has_tiles_left(p);
            const bool on_map = map_.portal_of(p).has_value();
            d.kind = compulsory && !on_map ? DecisionKind::place_portal : DecisionKind::portal_step;
            if (on_map) {
                if (prompts_) d.prompt = ask("prompt.may_remove_portal");
                d.options.push_back(FinishPortalStep{});
                if (!turn_.portal_removed && !why_cannot_remove_portal(map_, setup_->rules, p))
                    d.options.push_back(RemovePortal{});
            } else {
                const auto spots = legal_portal_spots(map_, setup_->rules, names, p);
                if (prompts_)
                    d.prompt = ask("prompt.portal")
                                   .with("portal", compulsory      ? "compulsory"
                                                   : spots.empty() ? "no_spot"
                                                                   : "may_place");
                if (!compulsory) d.options.push_back(FinishPortalStep{});
                for (Hex h : spots)
                    d.options.push_back(PlacePortal{h});
            }
            return d;
        }
        case TurnStep::black_tile:
            d.kind = DecisionKind::place_black_tile;
            if (prompts_) d.prompt = ask("prompt.place_black_tile");
            for (Hex h : black_tile_spots(map_, setup_->rules, names, p))
                d.options.push_back(PlaceTile{h});
            return d;
        case TurnStep::chain_tile:
            d.kind = DecisionKind::place_chain_tile;
            if (prompts_)
                d.prompt = ask("prompt.place_chain_tile")
                               .with("number", turn_.chain_index + 1)
                               .with("count", setup_->rules.king_of_eden_chain_length)
                               .with_flag("seen", turn_.in_hand.has_value())
                               .with("colour", turn_.in_hand ? colour_word(*turn_.in_hand) : "");
            for (Hex h :  // in the open, as a drawn tile above
                 chain_spots(map_, chain, turn_.chain_index, turn_.chain_tip.value(), later))
                d.options.push_back(PlaceTile{h});
            return d;
        case TurnStep::chain_portal:
            d.kind = DecisionKind::place_portal;
            if (prompts_) d.prompt = ask("prompt.place_portal_at_chain_end");
            for (Hex h :
                 chain_spots(map_, chain, turn_.chain_index, turn_.chain_tip.value(), later))
                d.options.push_back(PlacePortal{h});
            return d;
        case TurnStep::chain_face_up:
            d.kind = DecisionKind::place_face_up_by_portal;
            if (prompts_)
                d.prompt = ask("prompt.place_face_up_by_portal")
                               .with("colour", colour_word(hand->face_up.value()));
            for (Hex h : face_up_spots_keeping_room(map_, chain, later))
                d.options.push_back(PlaceTile{h});
            return d;
        case TurnStep::final_round:
            d.kind = DecisionKind::final_portal_round;
            if (prompts_) d.prompt = ask("prompt.final_portal_round");
            d.options.push_back(FinishPortalStep{});
            if (!why_cannot_remove_portal(map_, setup_->rules, p))
                d.options.push_back(RemovePortal{});
            return d;
        case TurnStep::final_round_place:
            d.kind = DecisionKind::place_portal;
            if (prompts_) d.prompt = ask("prompt.place_portal");
            for (Hex h : legal_portal_spots(map_, setup_->rules, names, p))
                d.options.push_back(PlacePortal{h});
            return d;
        default:
            break;
    }
    throw std::logic_error("pending: unknown step");
}

std::optional<text::Message> GameState::why_illegal(const Action& action) const {
    if (phase_ == Phase::conquest) return detail::decisions::why_illegal(*this, action);
    const Decision& d = open_decision();
    if (std::find(d.options.begin(), d.options.end(), action) != d.options.end())
        return std::nullopt;
    if (d.kind == DecisionKind::none)
        return text::Message("refusal.nothing_to_decide").with("asked", asking(d));
    // Name the rule the action breaks, where one applies; otherwise say what is expected.
    const SeatNames names = names_of(*setup_);
    const int p = turn_.player;
    ChainContext chain{setup_->rules, names, p};
    const text::Message expected = not_a_choice(d, action);
    if (const auto* place = std::get_if<PlaceTile>(&action)) {
        std::optional<text::Message> why;
        switch (turn_.step) {
            case TurnStep::place_seen:
            case TurnStep::place_blind:
                why = why_cannot_place_ordinary(map_, setup_->rules, names, p, place->at,
                                                OrdinaryPlacement::normal);
                break;
            case TurnStep::black_tile:
                why = why_cannot_place_ordinary(map_, setup_->rules, names, p, place->at,
                                                OrdinaryPlacement::normal);
                if (!why)
                    why = text::Message("refusal.place.black_blocks_portal")
                              .with("place", text::Place{place->at});
                break;
            case TurnStep::chain_tile:
                why = why_not_chain_tile(map_, chain, turn_.chain_index, turn_.chain_tip.value(),
                                         place->at);
                if (!why)
                    why = text::Message("refusal.chain.dead_end")
                              .with("place", text::Place{place->at});
                break;
            case TurnStep::chain_face_up:
                if (!map_.portal_of(p) || !are_adjacent(place->at, *map_.portal_of(p)))
                    why = text::Message("refusal.chain.face_up_off_portal")
                              .with("place", text::Place{place->at});
                else
                    why = why_cannot_place_ordinary(map_, setup_->rules, names, p, place->at,
                                                    OrdinaryPlacement::king_of_eden_face_up);
                break;
            default:
                break;
        }
        return why ? *why : expected;
    }
    if (const auto* portal = std::get_if<PlacePortal>(&action)) {
        std::optional<text::Message> why;
        if (turn_.step == TurnStep::chain_portal) {
            why = why_not_chain_portal(map_, chain, turn_.chain_tip.value(), portal->at);
            if (!why)
                why = text::Message("refusal.chain.no_room_face_up")
                          .with("place", text::Place{portal->at});
        } else if (turn_.step == TurnStep::portal || turn_.step == TurnStep::final_round_place) {
            why = why_cannot_place_portal(map_, setup_->rules, names, p, portal->at);
        }
        return why ? *why : expected;
    }
    if (holds<RemovePortal>(action)) {
        if (turn_.step == TurnStep::portal || turn_.step == TurnStep::final_round) {
            if (turn_.portal_removed) return text::Message("refusal.place.portal_removed_already");
            if (auto why = why_cannot_remove_portal(map_, setup_->rules, p)) return why;
        }
        return expected;
    }
    if (holds<FinishPortalStep>(action) && turn_.step == TurnStep::portal)
        return text::Message("refusal.place.portal_must_stay");
    if (const auto* draw = std::get_if<DrawTile>(&action); draw && turn_.step == TurnStep::draw)
        return text::Message(draw->face_up ? "refusal.draw.face_up_placed"
                                           : "refusal.draw.pile_empty");
    return expected;
}

// ---------------------------------------------------------------------------------------------
// Applying a legal action.

void GameState::apply_legal(const Action& action, std::vector<Event>& events) {
    if (phase_ == Phase::conquest) {
        detail::flow::apply(*this, action, events);
        return;
    }
    const int p = turn_.player;
    MapHand& hand = hands_[static_cast<std::size_t>(p)];
    const SeatNames names = names_of(*setup_);

    if (const auto* choose = std::get_if<ChooseShardColour>(&action)) {
        hand.shard_colour = choose->colour;
        hand.face_up = choose->colour;  // the face-up tile is of the chosen colour
        events.push_back(ShardColourChosen{p, choose->colour});
        advance(events);
        return;
    }

    // After an ordinary tile of a map turn: the optional (or compulsory) portal step.
    auto to_portal_step = [&] {
        if (setup_->rules.setup == MapSetup::king_of_eden_chain) {
            end_turn(events);  // RULES.md §4: portals do not move after the chains
            return;
        }
        turn_.step = TurnStep::portal;
        turn_.in_hand.reset();
        turn_.in_hand_from_face_down = false;
        // 003: "If he cannot do this without breaking the above rules, he is given a black
        // ordinary territory tile ... If it is still not possible, he is given an additional one."
        if (!has_tiles_left(p) && !map_.portal_of(p) &&
            legal_portal_spots(map_, setup_->rules, names, p).empty()) {
            ++hand.black_tiles_received;
            events.push_back(BlackTileGiven{p, hand.black_tiles_received});
            turn_.step = TurnStep::black_tile;
        }
    };

    if (const auto* draw = std::get_if<DrawTile>(&action)) {
        events.push_back(TileDrawn{p, draw->face_up});
        if (draw->face_up) {
            turn_.in_hand = hand.face_up;
            turn_.in_hand_from_face_down = false;
            hand.face_up.reset();
            turn_.step = TurnStep::place_seen;
        } else if (blind_for(p)) {
            turn_.step = TurnStep::place_blind;  // the tile stays hidden until it lands
        } else {
            turn_.in_hand = hand.face_down.back();
            turn_.in_hand_from_face_down = true;
            hand.face_down.pop_back();
            turn_.step = TurnStep::place_seen;
            last_revealed_ = true;
        }
        return;
    }

    if (const auto* place = std::get_if<PlaceTile>(&action)) {
        switch (turn_.step) {
            case TurnStep::place_seen:
                place_ordinary(p, place->at, *turn_.in_hand, false, events);
                to_portal_step();
                return;
            case TurnStep::place_blind: {
                const TileColor c = hand.face_down.back();
                hand.face_down.pop_back();
                place_ordinary(p, place->at, c, true, events);
                last_revealed_ = true;
                to_portal_step();
                return;
            }
            case TurnStep::black_tile:
                place_ordinary(p, place->at, TileColor::black, false, events);
                to_portal_step();
                return;
            case TurnStep::chain_tile: {
                TileColor c;
                const bool blind = !turn_.in_hand;
                if (turn_.in_hand) {
                    c = *turn_.in_hand;
                    turn_.in_hand.reset();
                } else {
                    if (hand.face_down.empty())  // refused by the setup check, as above
                        throw std::logic_error("a King of Eden chain ran out of face-down tiles");
                    c = hand.face_down.back();
                    hand.face_down.pop_back();
                    last_revealed_ = true;
                }
                place_ordinary(p, place->at, c, blind, events);
                turn_.chain_tip = place->at;
                ++turn_.chain_index;
                if (turn_.chain_index >= setup_->rules.king_of_eden_chain_length) {
                    turn_.step = TurnStep::chain_portal;
                    turn_.in_hand_from_face_down = false;
                } else {
                    draw_chain_tile_if_seen(events);
                }
                return;
            }
            case TurnStep::chain_face_up: {
                const TileColor c = *hand.face_up;
                hand.face_up.reset();
                place_ordinary(p, place->at, c, false, events);
                end_turn(events);
                return;
            }
            default:
                throw std::logic_error("PlaceTile at an unexpected step");
        }
    }

    if (const auto* portal = std::get_if<PlacePortal>(&action)) {
        map_.place(portal->at, Tile::portal(p));
        hand.portal_placed_at = static_cast<int>(log_.size()) - 1;
        events.push_back(PortalPlaced{p, portal->at});
        if (setup_->rules.richness_counts_portals) {
            for (Hex n : map_.placed_neighbours(portal->at)) {
                Tile* t = map_.at(n);
                if (t->kind == TileKind::ordinary && !t->richness_token &&
                    qualifies_for_richness_token(map_, setup_->rules, n, colours_of(*setup_))) {
                    t->richness_token = true;
                    events.push_back(RichnessTokenPlaced{n});
                }
            }
        }
        if (turn_.step == TurnStep::chain_portal) {
            turn_.step = TurnStep::chain_face_up;
            return;
        }
        end_turn(events);
        return;
    }

    if (std::holds_alternative<RemovePortal>(action)) {
        const Hex at = *map_.portal_of(p);
        map_.remove(at);
        hand.portal_placed_at = -1;
        events.push_back(PortalRemoved{p, at});
        if (setup_->rules.richness_tokens_follow_changes) {
            // 004: markers are added or removed whenever a tile is added or removed. Tokens
            // that come with the crystal-shard civilization's own colour stay.
            for (Hex n : map_.placed_neighbours(at)) {
                Tile* t = map_.at(n);
                if (t->kind != TileKind::ordinary || !t->richness_token) continue;
                const bool shard_tile =
                    t->placed_by != kNoPlayer &&
                    hands_[static_cast<std::size_t>(t->placed_by)].shard_colour == t->color;
                if (shard_tile ||
                    qualifies_for_richness_token(map_, setup_->rules, n, colours_of(*setup_)))
                    continue;
                t->richness_token = false;
                events.push_back(RichnessTokenRemoved{n});
            }
        }
        turn_.portal_removed = true;
        if (turn_.step == TurnStep::final_round) turn_.step = TurnStep::final_round_place;
        return;
    }

    if (std::holds_alternative<FinishPortalStep>(action)) {
        end_turn(events);
        return;
    }
    throw std::logic_error("apply_legal: unhandled action");
}

}  // namespace eden
