// The conquest's flow: settling, the production and purchasing phases (conquest/rounds.cpp
// orders the round's phases), portal capture, elimination and the scenarios' ends.
//
// Rulebook: 003 §Settle near the portals, §To battle! (Production, Purchasing), §Conquering a
// portal territory, §Choose a scenario; RULES.md §2 "Settling", "Round", "Production",
// "Purchasing", "Portals and elimination", §3 "Scenarios".
// Parameters read: game.hand_size, game.starting_*, game.victory, unbalance.*.
#include <algorithm>
#include <stdexcept>

#include "eden/conquest/production.hpp"
#include "eden/dragons/state.hpp"
#include "eden/dragons/victory.hpp"
#include "engine/battle/battle.hpp"
#include "engine/battle/battle_plans.hpp"
#include "engine/cards/effects.hpp"
#include "engine/conquest/economy.hpp"
#include "engine/conquest/expansion.hpp"
#include "engine/conquest/flow.hpp"
#include "engine/conquest/heart_loss.hpp"
#include "engine/conquest/rounds.hpp"
#include "engine/conquest/troops.hpp"
#include "engine/conquest/wild_markers.hpp"
#include "engine/core/overloaded.hpp"
#include "engine/dragons/king_of_eden.hpp"

namespace eden::detail {

namespace {

// The World a player fields: his civilization's, else (until every civilization has a World)
// the World of the same resource, else the first World in the library.
const Civilization& world_of(const GameState& g, int p) {
    const CardLibrary& lib = library(g);
    const PlayerSetup& ps = g.setup().players.at(static_cast<std::size_t>(p));
    if (const Civilization* c = lib.civilization(ps.civilization)) return *c;
    for (const Civilization& c : lib.civilizations)
        if (c.resource == ps.resource) return c;
    if (lib.civilizations.empty()) throw std::logic_error("the card library has no World");
    return lib.civilizations.front();
}

// Distinct cost-N units in the player's World, one CardId per kind (the lowest).
std::vector<CardId> world_units_of_cost(const GameState& g, int p, int cost) {
    std::vector<CardId> out;
    std::vector<std::string> seen;
    for (CardId c : player(g, p).world) {
        const CardDef& d = def(g, c);
        if (d.cost != cost || std::find(seen.begin(), seen.end(), d.id) != seen.end()) continue;
        seen.push_back(d.id);
        out.push_back(c);
    }
    return out;
}

bool seat_loop_next(GameState& g, ConquestState& c) {
    const int n = g.player_count();
    while (++c.players_done < n) {
        c.current = (c.first_player + c.players_done) % n;
        if (!c.players[static_cast<std::size_t>(c.current)].eliminated) return true;
    }
    return false;
}

bool seat_loop_begin(GameState& g, ConquestState& c) {
    c.players_done = 0;
    c.current = c.first_player;
    if (!c.players[static_cast<std::size_t>(c.current)].eliminated) return true;
    return seat_loop_next(g, c);
}

}  // namespace

int flow::protagonist(const GameState& g) {
    const Victory v = g.rules().victory;
    if (v != Victory::unbalance && v != Victory::unbalance_then_supremacy) return -1;
    return map_first_player(g);
}

int flow::next_seat(const GameState& g, int after) {
    const int n = g.player_count();
    for (int k = 1; k <= n; ++k) {
        const int p = (after + k) % n;
        if (!player(g, p).eliminated) return p;
    }
    return after;
}

// Builds every physical card, then settling begins with the first player token's holder.
void flow::start(GameState& g, Events& ev) {
    ConquestState& c = st(g);
    const CardLibrary& lib = library(g);
    c = ConquestState{};
    c.supply.assign(lib.cards.size(), {});
    c.players.assign(static_cast<std::size_t>(g.player_count()), PlayerState{});
    for (int p = 0; p < g.player_count(); ++p) {
        for (const std::string& id : world_of(g, p).units) {
            const int d = *lib.index_of(id);
            for (int k = 0; k < lib.cards[static_cast<std::size_t>(d)].copies; ++k) {
                player(g, p).world.push_back(static_cast<CardId>(c.cards.size()));
                c.cards.push_back({d, p});
            }
        }
        player(g, p).hand_size = hand_size(g, p);
    }
    for (std::size_t d = 0; d < lib.cards.size(); ++d) {
        if (lib.cards[d].kind == CardKind::unit) continue;
        // The pile's top is its back: the highest id is drawn first.
        for (int k = 0; k < lib.cards[d].copies; ++k) {
            c.supply[d].push_back(static_cast<CardId>(c.cards.size()));
            c.cards.push_back({static_cast<int>(d), kNoPlayer});
        }
    }
    c.first_player = StateAccess::conquest_first_player(g);
    // King of Eden: the dragons hold the Heart and shuffle their decks (RULES.md §4).
    if (g.setup().dragons && map_of(g).heart())
        c.dragons = start_dragons(*g.setup().dragons, *map_of(g).heart(), rng_of(g));
    c.step = ConquestStep::settle_units;
    seat_loop_begin(g, c);
    StateAccess::enter_conquest(g);
    advance(g, ev);
}

namespace {

// 003 §Deck: the chosen units and crystals are shuffled into the deck and a hand drawn; then
// the player places his starting resources (003 §Resources, purchases).
void finish_deck(GameState& g, Events& ev) {
    ConquestState& c = st(g);
    PlayerState& ps = player(g, c.current);
    rng_of(g).shuffle(ps.piles.deck);
    replenish_hand(g, c.current, ev);
    c.step = ConquestStep::settle_resources;
    economy::grant_starting_resources(g, ev);
}

void take_from_supply(GameState& g, int p, std::string_view card_id, int count) {
    const int d = *library(g).index_of(card_id);
    auto& pile = st(g).supply.at(static_cast<std::size_t>(d));
    for (int k = 0; k < count; ++k) {
        if (pile.empty())
            throw std::logic_error("the " + std::string(card_id) + " supply pile is empty");
        const CardId card = pile.back();
        pile.pop_back();
        st(g).cards[static_cast<std::size_t>(card)].owner = p;
        player(g, p).piles.deck.push_back(card);
    }
}

// The current player has settled: the next one settles, or the first round begins.
void end_settling(GameState& g, Events& ev) {
    ConquestState& c = st(g);
    if (seat_loop_next(g, c)) {
        c.step = ConquestStep::settle_units;
        return;
    }
    wild_markers::lay(g, ev);  // 004: once every player's troops stand (RULES.md §6 F1)
    rounds::begin_round(g, ev);
}

// The setup purchase is over (or the ruleset has none, RULES.md §5 C2): with troops the player
// places his starting troops, else the next player settles.
void end_setup_purchase(GameState& g, Events& ev) {
    if (troops::troops_in_play(g))
        troops::begin_settle_troops(g, ev);
    else
        end_settling(g, ev);
}

// The current player's purchases (and, with troops, reinforcements) are over: the next player
// buys, or the phase ends.
void end_purchases(GameState& g, Events& ev) {
    ConquestState& c = st(g);
    c.step = ConquestStep::purchasing;
    if (!seat_loop_next(g, c)) rounds::end_phase(g, ev);
}

}  // namespace

void flow::begin_production_phase(GameState& g, Events& ev) {
    ConquestState& c = st(g);
    ev.push_back(PhaseStarted{"production"});
    c.step = ConquestStep::production;
    seat_loop_begin(g, c);
    economy::enter_production(g, ev);
}

void flow::begin_purchasing_phase(GameState& g, Events& ev) {
    ConquestState& c = st(g);
    c.step = ConquestStep::purchasing;
    ev.push_back(PhaseStarted{"purchasing"});
    for (PlayerState& ps : c.players) {  // RULES.md §5 C8: the cap and prices are per phase
        ps.unit_spending = 0;
        ps.commons_bought = 0;
    }
    seat_loop_begin(g, c);
}

void flow::advance(GameState& g, Events& ev) {
    ConquestState& c = st(g);
    const Rules& rules = g.rules();
    for (;;) {
        if (c.payment || c.heart_spender != kNoPlayer || c.step == ConquestStep::game_over) return;
        switch (c.step) {
            case ConquestStep::settle_units:
                if (player(g, c.current).settle_units_chosen < rules.starting_cost1_units &&
                    !world_units_of_cost(g, c.current, 1).empty())
                    return;
                c.step = ConquestStep::settle_crystals;
                continue;
            case ConquestStep::settle_crystals:
                if (rules.starting_small_crystals_min < rules.starting_small_crystals_max) return;
                take_from_supply(g, c.current, "medium_energy_crystal",
                                 rules.starting_medium_crystals);
                take_from_supply(g, c.current, "small_energy_crystal",
                                 rules.starting_small_crystals_min);
                c.step = ConquestStep::settle_extra_unit;
                continue;
            case ConquestStep::settle_extra_unit:
                if (c.current == protagonist(g) && rules.unbalance_extra_unit_cost > 0 &&
                    !world_units_of_cost(g, c.current, rules.unbalance_extra_unit_cost).empty())
                    return;
                finish_deck(g, ev);
                continue;
            case ConquestStep::settle_resources:
                if (c.production_left > 0) return;
                if (!rules.setup_purchase) {
                    end_setup_purchase(g, ev);
                    continue;
                }
                c.step = ConquestStep::settle_purchase;
                return;
            case ConquestStep::settle_purchase:
                return;
            case ConquestStep::settle_troops:
                if (!troops::troops_placed(g)) return;
                end_settling(g, ev);
                continue;
            case ConquestStep::production:
                if (c.production_left > 0) return;
                if (seat_loop_next(g, c)) {
                    economy::enter_production(g, ev);
                    continue;
                }
                rounds::end_phase(g, ev);
                continue;
            case ConquestStep::expansion:
                if (c.turn.player == kNoPlayer) {
                    // RULES.md §4: from round 2 the dragons take the last Expansion turn.
                    if (king_of_eden::dragons_play_this_round(g))
                        king_of_eden::start_dragons_turn(g, ev);
                    else
                        rounds::end_phase(g, ev);
                    continue;
                }
                if (c.battle) {
                    battle::advance_battle(g, ev);
                    if (c.battle && c.battle->step == BattleStep::over) {
                        expansion::after_battle(g, ev);
                        continue;
                    }
                }
                return;
            case ConquestStep::dragons:
                if (king_of_eden::advance_dragons(g, ev)) return;
                if (c.step == ConquestStep::dragons) rounds::end_phase(g, ev);
                continue;
            case ConquestStep::purchasing:
                return;
            case ConquestStep::purchasing_discard:
                if (player(g, c.current).cards_to_discard > 0) return;
                // 002 §The Reinforcements phase: the new troops after the purchases.
                if (troops::troops_in_play(g)) {
                    troops::begin_reinforcements(g, ev);
                    continue;
                }
                end_purchases(g, ev);
                continue;
            case ConquestStep::reinforce_troops:
                if (!troops::troops_placed(g)) return;
                continue;
            case ConquestStep::move_troops:
                return;
            case ConquestStep::game_over:
                return;
        }
    }
}

void flow::apply(GameState& g, const Action& a, Events& ev) {
    ConquestState& c = st(g);
    if (std::holds_alternative<SetBattlePlan>(a) || std::holds_alternative<DropBattlePlan>(a)) {
        battle_plans::apply_plan_action(g, a);  // beside the open decision, which stays open
        return;
    }
    if (c.heart_spender != kNoPlayer) {
        heart_loss::apply_heart_loss(g, a, ev);
        advance(g, ev);
        return;
    }
    if (c.payment) {
        const PendingPayment p = *c.payment;
        c.payment.reset();
        carry_out_payment(g, p, std::get<Pay>(a).plan, ev);
        finish_payment(g, p, ev);
        advance(g, ev);
        return;
    }
    PlayerState& ps = player(g, c.current);
    switch (c.step) {
        case ConquestStep::settle_units: {
            const CardId card = std::get<ChooseCard>(a).card;
            remove_from(ps.world, card);
            ps.piles.deck.push_back(card);
            ++ps.settle_units_chosen;
            break;
        }
        case ConquestStep::settle_crystals:
            take_from_supply(g, c.current, "medium_energy_crystal",
                             g.rules().starting_medium_crystals);
            take_from_supply(g, c.current, "small_energy_crystal", std::get<ChooseNumber>(a).n);
            c.step = ConquestStep::settle_extra_unit;
            break;
        case ConquestStep::settle_extra_unit: {
            const CardId card = std::get<ChooseCard>(a).card;
            remove_from(ps.world, card);
            ps.piles.deck.push_back(card);
            finish_deck(g, ev);
            break;
        }
        case ConquestStep::settle_resources:
        case ConquestStep::production: {
            const auto& placement = std::get<PlaceResources>(a).placement;
            apply_placement(c.resources, placement);
            ev.push_back(
                ResourcesGained{c.current, c.production_left,
                                c.step == ConquestStep::production ? "production" : "starting"});
            c.production_left = 0;
            break;
        }
        case ConquestStep::settle_purchase:
        case ConquestStep::purchasing:
            if (const auto* buy = std::get_if<Buy>(&a)) {
                // Paid out of the stock, one way only (RULES.md §5 C8).
                if (economy::stock_economy(g) && c.step == ConquestStep::purchasing) {
                    economy::buy_from_stock(g, c.current, buy->card, ev);
                    break;
                }
                PendingPayment p;
                p.player = c.current;
                p.purpose = PaymentPurpose::purchase;
                p.cost = price(g, buy->card, c.current);
                p.crystals_from_hand = c.step == ConquestStep::settle_purchase;
                p.card = buy->card;
                request_payment(g, p, ev);
                break;
            }
            // Done.
            if (c.step == ConquestStep::settle_purchase) {
                end_setup_purchase(g, ev);
                break;
            }
            if (economy::stock_economy(g)) {  // 002: no set-aside cards to draw back
                economy::discard_crystals_in_front(g, c.current, ev);
                c.step = ConquestStep::purchasing_discard;  // nothing to discard by choice
                break;
            }
            // 003 §Purchasing: draw all remaining set-aside cards, then discard as many.
            ps.cards_to_discard = static_cast<int>(ps.piles.set_aside.size());
            for (CardId card : ps.piles.set_aside)
                ps.piles.hand.push_back(card);
            ps.piles.set_aside.clear();
            c.step = ConquestStep::purchasing_discard;
            break;
        case ConquestStep::purchasing_discard:
            discard_from_hand(g, c.current, std::get<Discard>(a).card, ev);
            --ps.cards_to_discard;
            break;
        case ConquestStep::settle_troops:
        case ConquestStep::reinforce_troops:
            troops::apply_troops(g, a, ev);
            break;
        case ConquestStep::move_troops:
            troops::apply_troops(g, a, ev);
            if (std::holds_alternative<Done>(a)) end_purchases(g, ev);
            break;
        case ConquestStep::dragons:
            king_of_eden::apply_dragons(g, a, ev);
            break;
        case ConquestStep::expansion:
            expansion::apply_turn(g, a, ev);
            break;
        case ConquestStep::game_over:
            throw std::logic_error("the game is over");
    }
    advance(g, ev);
}

void flow::finish_payment(GameState& g, const PendingPayment& p, Events& ev) {
    ConquestState& c = st(g);
    PlayerState& ps = player(g, p.player);
    switch (p.purpose) {
        case PaymentPurpose::purchase:
        case PaymentPurpose::purchase_to_hand: {
            CardInstance& inst = c.cards.at(static_cast<std::size_t>(p.card));
            if (!remove_from(ps.world, p.card))
                remove_from(c.supply.at(static_cast<std::size_t>(inst.def)), p.card);
            inst.owner = p.player;
            // A technology card goes into play in front of its owner (RULES.md §2).
            if (def(g, p.card).kind == CardKind::technology)
                ps.technologies.push_back(p.card);
            else
                (p.purpose == PaymentPurpose::purchase ? ps.piles.discard : ps.piles.hand)
                    .push_back(p.card);
            ev.push_back(CardBought{p.player, p.card});
            if (p.purpose == PaymentPurpose::purchase_to_hand) {
                c.battle->resolving->effect_index++;
                effects::continue_resolution(g, ev);
            }
            return;
        }
        case PaymentPurpose::open_front:
            expansion::open_front(g, p.frontier, p.card, ev);
            return;
        case PaymentPurpose::return_to_world: {
            Battle& b = *c.battle;
            const auto place = battle::find_unit(b, p.card).value();
            battle::take_off_front(b, place);
            ps.world.push_back(p.card);
            std::sort(ps.world.begin(), ps.world.end());
            ev.push_back(UnitReturned{p.card});
            return;
        }
        case PaymentPurpose::rescue:
            remove_from(ps.collapsed, p.card);
            ps.piles.discard.push_back(p.card);
            ev.push_back(UnitRescued{p.card});
            return;
        case PaymentPurpose::ability_cost:
            c.battle->resolving->cost_index++;
            effects::continue_resolution(g, ev);
            return;
    }
}

// 003 §Conquering a portal territory: the portal is destroyed, its owner eliminated; the
// resources and pure energy counters on it stay for the new controller.
void flow::eliminate(GameState& g, int loser, int captor, Hex portal, Events& ev) {
    Tile* tile = map_of(g).at(portal);
    tile->portal_destroyed = true;
    ev.push_back(PortalDestroyed{loser, portal});
    PlayerState& ps = player(g, loser);
    ps.eliminated = true;
    ev.push_back(PlayerEliminated{loser});
    if (ps.pure_energy > 0 && captor != kNoPlayer) {
        const int pe = ps.pure_energy;
        ps.pure_energy = 0;
        player(g, captor).pure_energy += pe;
        ev.push_back(PureEnergyChanged{loser, -pe, "captured with the portal"});
        ev.push_back(PureEnergyChanged{captor, pe, "captured with a portal"});
    }
    troops::troops_change_sides(g, loser, captor, ev);
}

// 003 §Choose a scenario; RULES.md §3.
bool flow::check_victory(GameState& g, Events& ev) {
    ConquestState& c = st(g);
    if (c.step == ConquestStep::game_over) return true;
    std::vector<int> standing;
    for (Hex h : map_of(g).standing_portals())
        standing.push_back(map_of(g).at(h)->portal_owner);
    std::sort(standing.begin(), standing.end());
    auto stands = [&](int p) { return std::binary_search(standing.begin(), standing.end(), p); };
    const int hero = protagonist(g);
    std::optional<std::vector<int>> winners;
    const Victory v = g.rules().victory;
    if (c.dragons) {
        // RULES.md §4 "End": the Heart taken, everyone wins; every portal destroyed, everyone
        // loses; in the variant the fall of the Heart turns the game into Supremacy.
        const KingOfEdenOutcome outcome = king_of_eden_outcome(*c.dragons, map_of(g), v);
        switch (outcome) {
            case KingOfEdenOutcome::ongoing:
                return false;
            case KingOfEdenOutcome::players_win:  // a team victory: the eliminated win too
                winners = std::vector<int>{};
                for (int p = 0; p < g.player_count(); ++p)
                    winners->push_back(p);
                break;
            case KingOfEdenOutcome::players_lose:
                winners = std::vector<int>{};
                break;
            case KingOfEdenOutcome::supremacy_from_now:
                // RULES.md §3/§4 variant: the dragons are removed, their territories become wild
                // (base defense by distance, no dragon defense) and they take no more turns.
                c.dragons->territories.clear();
                if (standing.size() <= 1) winners = standing;
                break;
        }
        if (!winners) return false;
        c.winners = *winners;
        c.step = ConquestStep::game_over;
        c.payment.reset();
        ev.push_back(GameOver{c.winners, outcome == KingOfEdenOutcome::players_lose});
        return true;
    }
    if (hero >= 0 && !c.unbalance_switched) {
        if (!stands(hero)) {
            if (v == Victory::unbalance) {
                std::vector<int> others;
                for (int p = 0; p < g.player_count(); ++p)
                    if (p != hero) others.push_back(p);
                winners = others;
            } else {
                c.unbalance_switched = true;  // the variant: the game goes on as Supremacy
            }
        } else if (standing.size() == 1) {
            winners = std::vector<int>{hero};
        }
    }
    if (!winners && (hero < 0 || c.unbalance_switched) && standing.size() <= 1)
        winners = standing;  // Supremacy: the last standing portal (none: nobody wins)
    if (!winners) return false;
    c.winners = *winners;
    c.step = ConquestStep::game_over;  // a battle in progress stays as it lay when the game ended
    c.payment.reset();
    ev.push_back(GameOver{c.winners});
    return true;
}

}  // namespace eden::detail
