// The conquest's rules, as functions over a GameState (a friend): settling, the round's phases,
// the expansion turn, battles and abilities. One struct so every part reaches the same state;
// each part lives in its own file:
//   conquest/flow.cpp        settling, production, purchasing, rounds, elimination, victory
//   conquest/economy.cpp     where resources gained go: territories (003) or a stock (002)
//   conquest/heart_loss.cpp  losing the Heart: pure energy spent at once (002, 004)
//   conquest/troops.cpp      troops: the starting ones, reinforcements and moves (002)
//   conquest/expansion.cpp   the attack subphases of an expansion turn (003 §Expansion phase)
//   conquest/extra_attacks.cpp attacking again: additional subphases (003) or bonus turns (002)
//   battle/battle.cpp        battle steps 1–9 (003 §Battle), strength and forecasts
//   battle/troops_battle.cpp troops in a battle: sent, counted, lost, retreating, occupying (002)
//   cards/effects.cpp        abilities: offers, costs, the verbs (003 §Effects and abilities)
//   conquest/pending.cpp     the Decision for each step, and why an action is refused
//   conquest/support.cpp     cards, piles, payments shared by the parts above
//   cards/technology.cpp     the technology cards in play: fronts, production, side strength
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "eden/battle/forecast.hpp"
#include "eden/core/game_state.hpp"

namespace eden::detail {

// The troops on a territory, 0 when none (conquest/troops.cpp).
int troops_on(const ConquestState& c, Hex at);

struct ConquestRules {
    using Events = std::vector<Event>;

    // --- conquest/flow.cpp
    static void start(GameState& g, Events& ev);  // after the map: build the cards, settle
    static void advance(GameState& g, Events& ev);
    static void apply(GameState& g, const Action& a, Events& ev);
    static bool check_victory(GameState& g, Events& ev);  // true if the game just ended
    static void eliminate(GameState& g, int loser, int captor, Hex portal, Events& ev);
    static int protagonist(const GameState& g);           // Unbalance's first player, or -1
    static int next_seat(const GameState& g, int after);  // next non-eliminated seat
    static void finish_payment(GameState& g, const PendingPayment& p, Events& ev);
    static void begin_production_phase(GameState& g, Events& ev);
    static void begin_purchasing_phase(GameState& g, Events& ev);

    // --- conquest/round.cpp
    static void begin_round(GameState& g, Events& ev);
    static void end_phase(GameState& g, Events& ev);  // the next phase, or the next round

    // --- conquest/economy.cpp (game.economy, RULES.md §5 C1)
    // The current player's starting resources, and his production of the round: on his
    // territories (a Decision places them: production_left) or into his stock.
    static void grant_starting_resources(GameState& g, Events& ev);
    static void enter_production(GameState& g, Events& ev);
    static bool stock_economy(const GameState& g);
    // Resources an ability gives: `amount` of `type` on the territory `at` (003), or into the
    // player's stock (002, untyped). Reports ResourcesGained.
    static void gain_resources(GameState& g, int p, Hex at, TileColor type, int amount,
                               const std::string& why, Events& ev);
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
    static int from_stock(const GameState& g, const PendingPayment& p);
    static PendingPayment rest_after_stock(const GameState& g, const PendingPayment& p);
    static void pay_from_stock(GameState& g, const PendingPayment& p, Events& ev);
    static int pure_energy_for_payments(const GameState& g, int p);
    static int crystals_in_front(const GameState& g, int p);
    static std::optional<StockPrice> stock_price(const GameState& g, CardId card, int buyer);
    static bool affordable_from_stock(const GameState& g, CardId card, int buyer);
    static void buy_from_stock(GameState& g, int p, CardId card, Events& ev);
    // 002 §The Reinforcements phase: "The player then discards the Energy Crystal cards in front
    // of them".
    static void discard_crystals_in_front(GameState& g, int p, Events& ev);

    // --- conquest/heart_loss.cpp (game.heart_loss_spends_pure_energy, RULES.md §5 C9)
    // The Heart was just taken from `from`: with the rule, his purchase window opens.
    static void on_heart_taken(GameState& g, int from);
    static Decision heart_loss_pending(const GameState& g);
    static void apply_heart_loss(GameState& g, const Action& a, Events& ev);

    // --- conquest/troops.cpp (troops.*, RULES.md §5 C2, C8)
    static bool troops_in_play(const GameState& g);
    static void begin_settle_troops(GameState& g);
    static void begin_reinforcements(GameState& g);  // the current player's new troops
    // The current player has placed every troop of the step; the reinforcements go on to moves.
    static bool troops_placed(GameState& g);
    static void apply_troops(GameState& g, const Action& a, Events& ev);
    static Decision troops_pending(const GameState& g);
    // A portal taken: the loser's troops become the captor's, and so his territories.
    static void troops_change_sides(GameState& g, int loser, int captor, Events& ev);

    // --- battle/troops_battle.cpp (with troops, RULES.md §5 C4, C5)
    // A front opens only from a territory that keeps 1 troop and sends at least 1.
    static bool can_attack_from(const GameState& g, Hex allied);
    static void await_troops_for(GameState& g, int front);  // the attacker sends them next
    static bool troops_choice_pending(const Battle& b);
    // The fronts are counted (attacker_won set), `taken` not yet changed hands: the losers'
    // troops, and the defenders' survivors lifted off what they lost.
    static void count_troop_losses(GameState& g, const std::vector<Hex>& taken, Events& ev);
    // Control changed: the attackers move in or go home; retreats and occupations are asked.
    static void move_troops_after_fronts(GameState& g, const std::vector<Hex>& taken, Events& ev);
    // C6: a unit collapsed; with troops, one of cost 5 or more waits for its owner's troop.
    static void on_collapse_with_troops(GameState& g, CardId card);
    // C6: collapsed units are discarded after the battle (not destroyed, as in 003).
    static bool collapsed_units_discarded(const GameState& g);
    static Decision troops_battle_pending(const GameState& g);
    static void apply_troops_in_battle(GameState& g, const Action& a, Events& ev);

    // --- conquest/extra_attacks.cpp (game.extra_attacks, RULES.md §5 C7)
    static void record_taken_from_player(GameState& g, int from, Hex at);
    static bool plays_bonus_turns(const GameState& g);  // 002: turns, not subphases
    static bool bonus_turn_earned(const GameState& g);
    // A bonus turn attacks only from the territories just taken, paying a troop per front.
    static bool may_attack_from_this_turn(const GameState& g, Hex allied);
    static void pay_bonus_troop(GameState& g, Hex allied, Events& ev);
    // Whether the attacker replenishes his hand as a subphase ends (003: the first subphase, or
    // one with a battle; 002: every turn, unless a bonus turn is on offer, C11).
    static bool attacker_replenishes_at_subphase_end(const GameState& g);
    static void decline_bonus_turn(GameState& g, Events& ev);  // the turn ends: a full hand
    static Decision bonus_offer_pending(const GameState& g);
    static void begin_bonus_turn(GameState& g, Events& ev);

    // --- conquest/expansion.cpp
    static void begin_expansion_phase(GameState& g, Events& ev);
    static void begin_turn(GameState& g, Events& ev);
    static void apply_turn(GameState& g, const Action& a, Events& ev);
    static std::vector<Frontier> attackable_frontiers(const GameState& g);
    static bool may_attack_player(const GameState& g, int owner);
    static bool may_destroy_own_portal(const GameState& g, int p);  // game.destroy_own_portal
    static std::optional<int> front_cost(const GameState& g, const Frontier& f);
    static void open_front(GameState& g, const Frontier& f, CardId unit, Events& ev);
    static void after_battle(GameState& g, Events& ev);

    // --- battle/battle_order.cpp (battle.order, battle.defender_refresh; RULES.md §5 C5)
    static bool alternating_turns(const GameState& g, const Battle& b);
    static bool defenders_refresh_after_battle(const GameState& g);
    // The battle's players: the attacker, then the defenders in seat order after him.
    static std::vector<int> battle_seats(const GameState& g, const Battle& b);
    // Who chooses after `p` in steps 8 and 9 (returning, rescuing); kNoPlayer: nobody.
    static int next_to_choose(const GameState& g, const Battle& b, int p);
    static bool plays_on(const Battle& b, const Front& f, int p, bool attacking);
    // The fronts are open: the defenders' refresh (if due), then the fight in the rules' order.
    static void start_fighting(GameState& g);
    // The battle is over: with after_battle, the defenders refresh (true: one is asked).
    static bool await_refresh_after_battle(GameState& g);
    static void apply_refresh(GameState& g, const Action& a, Events& ev);
    static Decision refresh_pending(const GameState& g);
    // alternating: true while the player whose turn it is has a unit to add (his decision).
    static bool await_turn_in_battle(GameState& g, Events& ev);
    static void apply_turn_in_battle(GameState& g, const Action& a, Events& ev);
    static Decision turn_in_battle_pending(const GameState& g);
    // sealed (RULES.md §7 H4): each side plays once in steps 4–6, the immediate abilities after.
    static bool sealed_turns(const GameState& g, const Battle& b);
    // Steps 4–5: whether the side asked stays on the same front after adding a unit (sealed: he
    // adds there until he stops) rather than passing to the next front.
    static bool adds_again_on_front(const GameState& g, const Battle& b);
    // The step after the defenders' step 5 (the battle's fronts still active or not).
    static BattleStep after_defenders_add(GameState& g, bool active);
    // sealed: a unit added in steps 4–5 has its abilities offered later; true if deferred.
    static bool defer_abilities(GameState& g, int p, CardId card, int front);
    // sealed_abilities: offers the next deferred unit's abilities; false once none is left.
    static bool offer_next_sealed(GameState& g);

    // --- battle/battle_plans.cpp (RULES.md §7 H1, H2)
    // Why a SetBattlePlan / DropBattlePlan of the seat whose decision is open is refused.
    static std::optional<text::Message> why_illegal_plan(const GameState& g, const Action& a);
    static void apply_plan_action(GameState& g, const Action& a);
    // Steps 4–6 are over: the plans end, keeping each seat's answer to the post-combat question
    // (Battle::after_battle).
    static void end_plans(Battle& b);
    // A unit of p just went onto `front`: out of his plans' lists, and onto the front's plan's
    // added units (whose immediate abilities the plan answers).
    static void note_unit_added(Battle& b, int p, CardId card, int front);
    // Plays the moves the plans cover, after an action of `actor` (GameState::apply).
    static void play_plans(GameState& g, int actor, Events& ev);
    // Why the open decision's seat's plan does not answer it; nullopt if he has no plan.
    static std::optional<PlanHalt> plan_halt(const GameState& g);

    // --- battle/battle.cpp
    static void apply_battle(GameState& g, const Action& a, Events& ev);
    static void advance_battle(GameState& g, Events& ev);
    static void add_unit_to_front(GameState& g, int player, CardId card, int front, Events& ev);
    static int unit_strength(const GameState& g, const Battle& b, int front, bool attacking,
                             const UnitInPlay& u);
    static FrontForecast forecast(const GameState& g, int front);
    // What an add_strength amount is multiplied by for a unit `self` on that side (1 for none).
    static int per_count(const Battle& b, int front, bool attacking, Per per, CardId self);
    static bool can_defend_by_hand(const GameState& g, const Front& f);
    static bool can_open_another_front(const GameState& g);
    static bool has_unit_in_hand(const GameState& g, int p);
    static bool condition_holds(const GameState& g, const Battle& b, int front, bool attacking,
                                int row, Condition cond, int owner, bool self_doomed = false);
    static void collapse(GameState& g, CardId card, Events& ev);
    // Where a unit on a front is: front, side (true = attacker), row, column; nullopt if none.
    struct UnitPlace {
        int front;
        bool attacking;
        int row;
        int column;
    };
    static std::optional<UnitPlace> find_unit(const Battle& b, CardId card);
    // Takes the unit at `place` off its row; an emptied row closes up (glossary "Row").
    static UnitInPlay take_off_front(Battle& b, const UnitPlace& place);
    static UnitInPlay* unit_in_play(Battle& b, CardId card);

    // --- cards/technology.cpp
    // The sum of the amounts of `verb` in the permanent effects of p's technology cards.
    static int technology_amount(const GameState& g, int p, Verb verb);
    static int max_fronts(const GameState& g, int p);  // game.max_fronts + extra_front
    // What a side holds as a whole: add_strength aimed at the side, technology cards in play.
    static std::vector<StrengthItem> side_extras(const GameState& g, const Battle& b, int front,
                                                 bool attacking);

    // --- cards/effects.cpp
    static void offer_on_added(GameState& g, int player, CardId card, int front);
    static void offer_all(GameState& g, Timing timing);  // delayed / post-combat windows
    static void refresh_conditions(GameState& g);
    static bool can_trigger(const GameState& g, const TriggerOffer& o);
    static void prune_offers(GameState& g);
    static int priority_player(const GameState& g);  // who chooses among the offers now
    static void trigger(GameState& g, const TriggerOffer& o, Events& ev);
    static void continue_resolution(GameState& g, Events& ev);
    static void apply_resolution_choice(GameState& g, const Action& a, Events& ev);
    static std::vector<Action> resolution_options(const GameState& g, text::Message& prompt);
    static void use_from_hand(GameState& g, int player, CardId card, Events& ev);
    static int production_capability(const GameState& g, Hex at, TileColor resource);

    // --- dragons/flow.cpp (King of Eden, RULES.md §4)
    static void start_dragons_turn(GameState& g, Events& ev);
    // Plays the dragons' turn on until a player decides; false once the turn is over.
    static bool advance_dragons(GameState& g, Events& ev);
    static void apply_dragons(GameState& g, const Action& a, Events& ev);
    static Decision dragons_pending(const GameState& g);
    // Whether the dragons take a turn this round (from round 2, while they hold the Heart).
    static bool dragons_play_this_round(const GameState& g);
    // The defense of a dragon territory a player attacks; nullopt for any other territory.
    static std::optional<StrengthItem> dragon_defense_of(const GameState& g, Hex territory);
    // 003 step 7 of a dragon attack's battle: its result is kept for the attack (the territory is
    // taken or not once both battles of a supported attack are fought).
    static void record_dragon_battle(GameState& g, Events& ev);
    // A front opened on the Heart: the King of Eden on row 1 and a dragon hand (once per battle).
    static void dragons_defend_heart(GameState& g, Hex territory, Events& ev);
    // After a battle of the players: the dragons' cards on the Heart go back, taken dragon
    // territories leave the dragons.
    static void dragons_after_player_battle(GameState& g);

    // --- battle/heart_battle.cpp (King of Eden: the dragons as a side of a battle, RULES.md §4)
    static bool dragons_defend(const GameState& g, const Front& f);  // the Heart, theirs
    static bool dragons_attack(const Battle& b);  // a dragon attack on a player's territory
    // Whether the dragons fight on that side of the front.
    static bool dragons_fight_on(const GameState& g, const Front& f, bool attacking);
    // 003 steps 4/5 for the dragons: one card of their hand on front `front`, its abilities
    // resolved (until the player owes a choice); with an empty hand they stop on it.
    static void dragons_add_to_front(GameState& g, int front, Events& ev);
    static void continue_dragon_step(GameState& g, Events& ev);
    static void apply_dragon_step(GameState& g, const Action& a, Events& ev);
    static Decision dragon_step_pending(const GameState& g);
    // The dragons' side of a front they fight on: every permanent effect counted.
    static int dragon_front_strength(const GameState& g, const Front& f);
    // 003 step 7 in a dragon attack: the dragons' side against the player's (his units or the
    // territory's base defense, his territory bonus, abilities and technology).
    static FrontForecast dragon_attack_forecast(const GameState& g, int front);
    // The dragons of every front back to their discard pile, the King of Eden beside the Heart.
    static void clear_dragon_fronts(GameState& g);

    // --- conquest/pending.cpp
    static Decision pending(const GameState& g);
    static std::optional<text::Message> why_illegal(const GameState& g, const Action& a);

    // The GameState's parts, for the helpers of each file.
    static ConquestState& st(GameState& g) { return g.conquest_; }
    static const ConquestState& st(const GameState& g) { return g.conquest_; }
    static Map& map_of(GameState& g) { return g.map_; }
    static const Map& map_of(const GameState& g) { return g.map_; }
    static Control& control_of(GameState& g) { return g.control_; }
    static const Control& control_of(const GameState& g) { return g.control_; }
    static Rng& rng_of(GameState& g) { return g.rng_; }
    static void mark_revealed(GameState& g) { g.last_revealed_ = true; }
    static int map_first_player(const GameState& g) { return g.first_player_; }

    // --- conquest/support.cpp
    static const CardLibrary& library(const GameState& g) { return *g.setup_->cards; }
    // Inline: asked for at nearly every step of every decision (3 % of a playout as a call).
    static const CardDef& def(const GameState& g, CardId c) {
        const auto& inst = g.conquest_.cards.at(static_cast<std::size_t>(c));
        return library(g).cards.at(static_cast<std::size_t>(inst.def));
    }
    static PlayerState& player(GameState& g, int p) {
        return g.conquest_.players[static_cast<std::size_t>(p)];
    }
    static const PlayerState& player(const GameState& g, int p) {
        return g.conquest_.players[static_cast<std::size_t>(p)];
    }
    static TileColor civ(const GameState& g, int p);
    static std::string name(const GameState& g, int p);
    static std::string card_name(const GameState& g, CardId c);
    static int hand_size(const GameState& g, int p);
    static Cost price(const GameState& g, CardId c, int buyer);
    static std::vector<CardId> crystal_cards(const GameState& g, int p, bool from_hand);
    static Funds funds(const GameState& g, int p, bool crystals_from_hand);
    static std::optional<PaymentPlan> default_plan(const GameState& g, const PendingPayment& p);
    static std::optional<text::Message> why_invalid_payment(const GameState& g,
                                                            const PendingPayment& p,
                                                            const PaymentPlan& plan);
    static void carry_out_payment(GameState& g, const PendingPayment& p, const PaymentPlan& plan,
                                  Events& ev);
    // A payment of `amount` of the player's civilization resource (returning, rescuing, ability
    // costs: 003 §Battle steps 8–9).
    static PendingPayment civ_payment(const GameState& g, int p, int amount,
                                      PaymentPurpose purpose = PaymentPurpose::ability_cost);
    static FundsTotals funds_totals(const GameState& g, int p, bool crystals_from_hand);
    // Whether the payment can be made at all (exactly when default_plan would find a plan).
    static bool can_pay(const GameState& g, const PendingPayment& p);
    // The same against the payer's funds already totalled (funds_totals with the payment's
    // crystals_from_hand), for loops that ask it of many costs.
    static bool can_pay(const GameState& g, const PendingPayment& p, const FundsTotals& t);
    // Asks for a payment, or completes it at once if it costs nothing.
    static void request_payment(GameState& g, PendingPayment p, Events& ev);
    static void replenish_hand(GameState& g, int p, Events& ev);
    static void draw_cards(GameState& g, int p, int n, Events& ev);
    static void discard_from_hand(GameState& g, int p, CardId c, Events& ev);
    static void destroy_card(GameState& g, CardId c);  // back to its World or supply pile
    static bool remove_from(std::vector<CardId>& pile, CardId c);
    static bool contains(const std::vector<CardId>& pile, CardId c);
    static std::vector<CardId> buyable(const GameState& g, int p, bool crystals_from_hand);
    // Copies of supply pile `def` that players yet to settle will take into their starting decks.
    static int copies_promised_to_starting_decks(const GameState& g, int def);
    // RULES.md §2: at most one copy of each technology card per player; whether p has `card`'s.
    static bool owns_technology_like(const GameState& g, int p, CardId card);
    static bool holds_heart(const GameState& g, int p);  // controls the Heart of Eden
    static bool is_unit(const GameState& g, CardId c) { return def(g, c).kind == CardKind::unit; }
    // Every card once, in the order of the locations; the simulator's conservation check.
    static std::vector<CardId> every_card_location(const GameState& g);
};

}  // namespace eden::detail
