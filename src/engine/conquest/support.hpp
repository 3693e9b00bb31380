// What every part of the rules shares: the GameState's parts (StateAccess is the GameState's
// one friend in the engine's rules), the cards, piles and payments. The parts themselves are
// listed in engine/conquest/rules.hpp.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "eden/battle/forecast.hpp"
#include "eden/core/game_state.hpp"

namespace eden::detail {

using Events = std::vector<Event>;

// The troops on a territory, 0 when none (conquest/troops.cpp).
int troops_on(const ConquestState& c, Hex at);

struct StateAccess {
    static ConquestState& conquest(GameState& g) { return g.conquest_; }
    static const ConquestState& conquest(const GameState& g) { return g.conquest_; }
    static Map& map(GameState& g) { return g.map_; }
    static const Map& map(const GameState& g) { return g.map_; }
    static Control& control(GameState& g) { return g.control_; }
    static const Control& control(const GameState& g) { return g.control_; }
    static Rng& rng(GameState& g) { return g.rng_; }
    static void mark_revealed(GameState& g) { g.last_revealed_ = true; }
    static int map_first_player(const GameState& g) { return g.first_player_; }
    // The first player the map chose for the conquest, and the conquest begun (conquest/flow.cpp).
    static int conquest_first_player(const GameState& g) { return g.conquest_first_player_; }
    static void enter_conquest(GameState& g) { g.phase_ = Phase::conquest; }
    static const CardLibrary& library(const GameState& g) { return *g.setup_->cards; }
    // A plan answered a decision (battle/battle_plans.cpp): the open decision is a new one.
    static void forget_pending(GameState& g) { g.pending_cache_.reset(); }
    static void apply_legal(GameState& g, const Action& a, std::vector<Event>& ev) {
        g.apply_legal(a, ev);
    }
};

// The GameState's parts, for the helpers of every part.
inline ConquestState& st(GameState& g) {
    return StateAccess::conquest(g);
}
inline const ConquestState& st(const GameState& g) {
    return StateAccess::conquest(g);
}
inline Map& map_of(GameState& g) {
    return StateAccess::map(g);
}
inline const Map& map_of(const GameState& g) {
    return StateAccess::map(g);
}
inline Control& control_of(GameState& g) {
    return StateAccess::control(g);
}
inline const Control& control_of(const GameState& g) {
    return StateAccess::control(g);
}
inline Rng& rng_of(GameState& g) {
    return StateAccess::rng(g);
}
inline void mark_revealed(GameState& g) {
    StateAccess::mark_revealed(g);
}
inline int map_first_player(const GameState& g) {
    return StateAccess::map_first_player(g);
}

// --- conquest/support.cpp
inline const CardLibrary& library(const GameState& g) {
    return StateAccess::library(g);
}
// Inline: asked for at nearly every step of every decision (3 % of a playout as a call).
inline const CardDef& def(const GameState& g, CardId c) {
    const auto& inst = st(g).cards.at(static_cast<std::size_t>(c));
    return library(g).cards.at(static_cast<std::size_t>(inst.def));
}
inline PlayerState& player(GameState& g, int p) {
    return st(g).players[static_cast<std::size_t>(p)];
}
inline const PlayerState& player(const GameState& g, int p) {
    return st(g).players[static_cast<std::size_t>(p)];
}
TileColor civ(const GameState& g, int p);
std::string name(const GameState& g, int p);
int hand_size(const GameState& g, int p);
Cost price(const GameState& g, CardId c, int buyer);
std::vector<CardId> crystal_cards(const GameState& g, int p, bool from_hand);
Funds funds(const GameState& g, int p, bool crystals_from_hand);
std::optional<PaymentPlan> default_plan(const GameState& g, const PendingPayment& p);
std::optional<text::Message> why_invalid_payment(const GameState& g, const PendingPayment& p,
                                                 const PaymentPlan& plan);
void carry_out_payment(GameState& g, const PendingPayment& p, const PaymentPlan& plan, Events& ev);
// A payment of `amount` of the player's civilization resource (returning, rescuing, ability
// costs: 003 §Battle steps 8–9).
PendingPayment civ_payment(const GameState& g, int p, int amount,
                           PaymentPurpose purpose = PaymentPurpose::ability_cost);
FundsTotals funds_totals(const GameState& g, int p, bool crystals_from_hand);
// Whether the payment can be made at all (exactly when default_plan would find a plan).
bool can_pay(const GameState& g, const PendingPayment& p);
// The same against the payer's funds already totalled (funds_totals with the payment's
// crystals_from_hand), for loops that ask it of many costs.
bool can_pay(const GameState& g, const PendingPayment& p, const FundsTotals& t);
// Asks for a payment, or completes it at once if it costs nothing.
void request_payment(GameState& g, PendingPayment p, Events& ev);
void replenish_hand(GameState& g, int p, Events& ev);
void draw_cards(GameState& g, int p, int n, Events& ev);
void discard_from_hand(GameState& g, int p, CardId c, Events& ev);
void destroy_card(GameState& g, CardId c);  // back to its World or supply pile
bool remove_from(std::vector<CardId>& pile, CardId c);
bool contains(const std::vector<CardId>& pile, CardId c);
std::vector<CardId> buyable(const GameState& g, int p, bool crystals_from_hand);
// Copies of supply pile `def` that players yet to settle will take into their starting decks.
int copies_promised_to_starting_decks(const GameState& g, int def);
// RULES.md §2: at most one copy of each technology card per player; whether p has `card`'s.
bool owns_technology_like(const GameState& g, int p, CardId card);
bool holds_heart(const GameState& g, int p);  // controls the Heart of Eden
inline bool is_unit(const GameState& g, CardId c) {
    return def(g, c).kind == CardKind::unit;
}
// Every card once, in the order of the locations; the simulator's conservation check.
std::vector<CardId> every_card_location(const GameState& g);

}  // namespace eden::detail
