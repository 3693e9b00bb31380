// Where resources gained go: on territories (003) or into a stock (002, RULES.md §5 C1, C8, C10).
// One part of the rules (conquest/economy.cpp): functions of namespace detail::economy over the
// GameState. engine/conquest/rules.hpp lists the parts; engine/conquest/support.hpp is what they
// share.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/conquest/support.hpp"

namespace eden::detail::economy {

// game.economy, RULES.md §5 C1
// The current player's starting resources, and his production of the round: on his
// territories (a Decision places them: production_left) or into his stock.
void grant_starting_resources(GameState& g, Events& ev);
void enter_production(GameState& g, Events& ev);
bool stock_economy(const GameState& g);
// Resources an ability gives: `amount` of `type` on the territory `at` (003), or into the
// player's stock (002, untyped). Reports ResourcesGained.
void gain_resources(GameState& g, int p, Hex at, TileColor type, int amount, const std::string& why,
                    Events& ev);
// Stock economy (RULES.md §5 C8): a card's price out of the stock, or nullopt when the
// buyer may not buy it now (a unit over the cap of his crystals in front, a technology
// card without the Heart).
struct StockPrice {
    int resources = 0;
    int pure_energy = 0;
};
// RULES.md §5 C10 for a payment: the resources it names, paid from the stock (0 without a
// stock); the payment left for a Pay decision (the whole of it without a stock); and the pure
// energy payments may use (none with a stock: it buys technology only).
int from_stock(const GameState& g, const PendingPayment& p);
PendingPayment rest_after_stock(const GameState& g, const PendingPayment& p);
void pay_from_stock(GameState& g, const PendingPayment& p, Events& ev);
int pure_energy_for_payments(const GameState& g, int p);
int crystals_in_front(const GameState& g, int p);
std::optional<StockPrice> stock_price(const GameState& g, CardId card, int buyer);
bool affordable_from_stock(const GameState& g, CardId card, int buyer);
// What the buyer's next common card costs, in times its printed price (C8 escalating, F8 not).
int common_price_factor(const GameState& g, int buyer);
void buy_from_stock(GameState& g, int p, CardId card, Events& ev);
// 002 §The Reinforcements phase: "The player then discards the Energy Crystal cards in front
// of them".
void discard_crystals_in_front(GameState& g, int p, Events& ev);

}  // namespace eden::detail::economy
