// The conquest's decisions: who decides what at each step, every legal option and what to ask
// (a "prompt.*" message the text layer words); and why an action is refused.
//
// Free choices (where resources go, how a cost is paid) list a default ("place them for me",
// "pay for me"); any other placement or plan the rules allow is accepted too.
#include <algorithm>

#include "eden/conquest/production.hpp"
#include "engine/battle/battle.hpp"
#include "engine/battle/battle_order.hpp"
#include "engine/battle/battle_plans.hpp"
#include "engine/battle/heart_battle.hpp"
#include "engine/battle/troops_battle.hpp"
#include "engine/cards/effects.hpp"
#include "engine/conquest/decisions.hpp"
#include "engine/conquest/economy.hpp"
#include "engine/conquest/expansion.hpp"
#include "engine/conquest/extra_attacks.hpp"
#include "engine/conquest/heart_loss.hpp"
#include "engine/conquest/troops.hpp"
#include "engine/dragons/king_of_eden.hpp"

namespace eden::detail {

namespace {

// A cost's parts, each a message with its count: "2 Energy Crystals, 1 plants".
text::Pieces cost_pieces(const PendingPayment& p) {
    text::Pieces out{"join.comma", {}};
    if (p.civ_or_shards > 0) {
        out.items.push_back(
            text::Message("prompt.cost.civ_or_shards").with("count", p.civ_or_shards));
        return out;
    }
    auto add = [&](int n, text::Message part) {
        if (n > 0) out.items.push_back(std::move(part.with("count", n)));
    };
    add(p.cost.energy_crystals, text::Message("prompt.cost.energy_crystals"));
    for (std::size_t t = 0; t < kResourceColors.size(); ++t)
        add(p.cost.resources[t], text::Message("prompt.cost.resources")
                                     .with("colour", std::string(to_string(kResourceColors[t]))));
    add(p.cost.any_one_type, text::Message("prompt.cost.one_type"));
    add(p.cost.pure_energy, text::Message("prompt.cost.pure_energy"));
    if (out.items.empty()) out.items.emplace_back("prompt.cost.nothing");
    return out;
}

std::vector<Action> unit_options(const GameState& g, int p, int front) {
    std::vector<Action> out;
    for (CardId c : player(g, p).piles.hand)
        if (is_unit(g, c)) out.push_back(AddUnit{front, c});
    out.push_back(StopFront{front});
    return out;
}

void add_open_front_options(const GameState& g, int p, const std::vector<Frontier>& frontiers,
                            std::vector<Action>& out) {
    const auto& hand = player(g, p).piles.hand;
    const auto units =
        std::count_if(hand.begin(), hand.end(), [&](CardId c) { return is_unit(g, c); });
    // One allocation for the lot (and the Done or two that follow): a playout builds these
    // lists at every turn.
    out.reserve(out.size() + static_cast<std::size_t>(units) * frontiers.size() + 2);
    for (CardId c : hand) {
        if (!is_unit(g, c)) continue;
        for (const Frontier& f : frontiers)
            out.push_back(OpenFront{f, c});
    }
}

// A front in words: "(1,0) from (0,0)", or "(1,0) against the dragons" for a dragon attack's
// front, whose dragons come from no territory (dragons/king_of_eden.cpp).
text::Message& with_front(text::Message& m, const Front& f) {
    return m.with("enemy", text::Place{f.frontier.enemy})
        .with("allied", text::Place{f.frontier.allied})
        .with_flag("dragons", f.frontier.allied == f.frontier.enemy);
}

Decision battle_pending(const GameState& g) {
    const Battle& b = *g.conquest().battle;
    Decision d;
    if (b.dragon_step) return heart_battle::dragon_step_pending(g);
    if (b.resolving) {
        d.player = b.resolving->offer.player;
        d.kind = DecisionKind::ability_choice;
        d.options = effects::resolution_options(g, d.prompt);
        if (!g.prompts()) d.prompt = {};
        d.reveals_private_info_of = d.player;
        return d;
    }
    if (troops_battle::troops_choice_pending(b)) return troops_battle::troops_battle_pending(g);
    if (!b.offers.empty()) {
        d.player = effects::priority_player(g);
        d.kind = DecisionKind::trigger_ability;
        if (g.prompts())
            d.prompt = text::Message("prompt.trigger_ability").with("player", text::Seat{d.player});
        for (const TriggerOffer& o : b.offers) {
            if (o.player != d.player || !effects::can_trigger(g, o)) continue;
            const Action a = TriggerAbility{o.card, o.ability};
            if (std::find(d.options.begin(), d.options.end(), a) == d.options.end())
                d.options.push_back(a);
        }
        d.options.push_back(Done{});
        d.reveals_private_info_of = d.player;
        return d;
    }
    const auto cursor = static_cast<std::size_t>(b.cursor);
    switch (b.step) {
        case BattleStep::opening:
            d.player = b.attacker;
            d.kind = DecisionKind::open_second_front;
            if (g.prompts())
                d.prompt = text::Message("prompt.open_another_front")
                               .with("player", text::Seat{b.attacker});
            add_open_front_options(g, b.attacker, expansion::attackable_frontiers(g), d.options);
            d.options.push_back(Done{});
            break;
        case BattleStep::defender_refresh:
        case BattleStep::refresh_after:
            return battle_order::refresh_pending(g);
        case BattleStep::taking_turns:
            return battle_order::turn_in_battle_pending(g);
        case BattleStep::defender_opens:
            d.player = b.fronts[cursor].defender;
            d.kind = DecisionKind::defend_front;
            if (g.prompts()) {
                d.prompt =
                    text::Message("prompt.defend_front").with("player", text::Seat{d.player});
                with_front(d.prompt, b.fronts[cursor])
                    .with("forecast",
                          text::in_place(forecast_message(battle::forecast(g, b.cursor))));
            }
            d.options = unit_options(g, d.player, b.cursor);
            break;
        case BattleStep::attacker_adds:
        case BattleStep::defender_adds: {
            const bool attacking = b.step == BattleStep::attacker_adds;
            d.player = attacking ? b.attacker : b.fronts[cursor].defender;
            d.kind = DecisionKind::add_unit;
            if (g.prompts()) {
                d.prompt = text::Message("prompt.add_unit")
                               .with("player", text::Seat{d.player})
                               .with("front", b.cursor + 1);
                with_front(d.prompt, b.fronts[cursor])
                    .with("forecast",
                          text::in_place(forecast_message(battle::forecast(g, b.cursor))));
            }
            d.options = unit_options(g, d.player, b.cursor);
            break;
        }
        case BattleStep::post_combat: {
            d.player = b.returning_player;
            d.kind = DecisionKind::return_units;
            if (g.prompts())
                d.prompt =
                    text::Message("prompt.return_units").with("player", text::Seat{d.player});
            for (const Front& f : b.fronts) {
                if (!battle_order::plays_on(b, f, d.player, d.player == b.attacker)) continue;
                for (const auto& row : (d.player == b.attacker ? f.attack : f.defense).rows)
                    for (const UnitInPlay& u : row)
                        if (can_pay(g, civ_payment(g, d.player, def(g, u.card).cost)))
                            d.options.push_back(ReturnToWorld{u.card});
            }
            d.options.push_back(Done{});
            break;
        }
        case BattleStep::destruction: {
            d.player = b.returning_player;
            d.kind = DecisionKind::rescue_units;
            if (g.prompts())
                d.prompt =
                    text::Message("prompt.rescue_units").with("player", text::Seat{d.player});
            for (CardId c : player(g, d.player).collapsed) {
                if (def(g, c).cost == 6) continue;
                if (can_pay(g, civ_payment(g, d.player, def(g, c).cost)))
                    d.options.push_back(Rescue{c});
            }
            d.options.push_back(Done{});
            break;
        }
        default:
            break;
    }
    // Returning and rescuing units ask about units on the table and resources on the board:
    // nothing hidden, so the laptop passes in the open (RULES.md §7 H3).
    const bool on_the_table =
        d.kind == DecisionKind::return_units || d.kind == DecisionKind::rescue_units;
    if (!on_the_table) d.reveals_private_info_of = d.player;
    return d;
}

bool discards_itself(const Ability& a) {
    return std::any_of(a.costs.begin(), a.costs.end(),
                       [](const AbilityCost& c) { return c.kind == CostKind::discard_this; });
}

// The attack subphase's question: whose turn, which subphase, what may be done.
text::Message turn_prompt(const GameState& g) {
    const ExpansionTurn& t = g.conquest().turn;
    // 002 has no subphases: a turn, then perhaps bonus turns (RULES.md §5 C7).
    const bool turns = extra_attacks::plays_bonus_turns(g);
    const char* which = t.bonus           ? "bonus"
                        : turns           ? "turn"
                        : t.subphase == 0 ? "first"
                                          : "additional";
    return text::Message(turns ? "prompt.turn" : "prompt.attack_subphase")
        .with("player", text::Seat{t.player})
        .with("which", which)
        .with("number", t.subphase)
        .with_flag("begin", t.step == SubphaseStep::begin);
}

Decision turn_pending(const GameState& g) {
    const ConquestState& c = g.conquest();
    const ExpansionTurn& t = c.turn;
    const PlayerState& ps = player(g, t.player);
    if (t.step == SubphaseStep::bonus_offer) return extra_attacks::bonus_offer_pending(g);
    Decision d;
    d.player = t.player;
    d.kind = DecisionKind::attack_subphase;
    d.reveals_private_info_of = t.player;
    if (g.prompts()) d.prompt = turn_prompt(g);
    // The frontiers first, so that one allocation holds every option: a hand's worth of
    // each card action, a front per unit and frontier, and the few others.
    std::vector<Frontier> frontiers;
    if (t.step == SubphaseStep::begin) frontiers = expansion::attackable_frontiers(g);
    d.options.reserve((3 + frontiers.size()) * ps.piles.hand.size() + 3);
    for (CardId card : ps.piles.hand)
        d.options.push_back(Discard{card});
    if (economy::stock_economy(g)) {
        // 002 §The Expansion phase (RULES.md §5 C4): Energy Crystals are played in front (the
        // set-aside cards), for good, at the start and the end of the turn; units go back
        // from the hand to the World for free.
        for (CardId card : ps.piles.hand) {
            const CardKind kind = def(g, card).kind;
            if (kind == CardKind::energy_crystal) d.options.push_back(SetAside{card});
            if (kind == CardKind::unit) d.options.push_back(ReturnToWorld{card});
        }
    } else if (t.subphase == 0) {
        for (CardId card : ps.piles.hand)
            d.options.push_back(SetAside{card});
    } else {
        for (CardId h : ps.piles.hand)
            for (CardId s : ps.piles.set_aside)
                d.options.push_back(SwapSetAside{h, s});
    }
    // A card that discards itself to draw cannot be used while the deck and the discard pile
    // are empty: the draw would shuffle the card itself back into the hand, again and again.
    const bool something_to_draw = !ps.piles.deck.empty() || !ps.piles.discard.empty();
    if (t.step == SubphaseStep::begin) {
        for (CardId card : ps.piles.hand)
            for (const Ability& a : def(g, card).abilities)
                if (a.timing == Timing::from_hand && a.event == TriggerEvent::subphase_start &&
                    (something_to_draw || !discards_itself(a))) {
                    d.options.push_back(UseCard{card});
                    break;
                }
        add_open_front_options(g, t.player, frontiers, d.options);
        if (expansion::may_destroy_own_portal(g, t.player)) d.options.push_back(DestroyOwnPortal{});
    }
    d.options.push_back(Done{});
    return d;
}

std::vector<ResourcePlacement> shards_instead(std::vector<ResourcePlacement> placement) {
    for (auto& p : placement)
        p.type = TileColor::white;
    return placement;
}

}  // namespace

Decision decisions::pending(const GameState& g) {
    const ConquestState& c = st(g);
    Decision d;
    if (c.step == ConquestStep::game_over) {
        d.prompt = text::Message("prompt.game_over");
        return d;
    }
    if (c.heart_spender != kNoPlayer) return heart_loss::heart_loss_pending(g);
    if (c.payment) {
        const PendingPayment& p = *c.payment;
        d.player = p.player;
        d.kind = DecisionKind::pay;
        if (g.prompts())
            d.prompt = text::Message("prompt.pay")
                           .with("player", text::Seat{p.player})
                           .with("cost", cost_pieces(p));
        if (auto plan = default_plan(g, p)) d.options.push_back(Pay{*plan});
        // Paying to return or rescue a unit takes resources from the board: nothing hidden
        // (RULES.md §7 H3). Other payments may take Energy Crystals from the hand.
        const bool from_the_board =
            p.purpose == PaymentPurpose::return_to_world || p.purpose == PaymentPurpose::rescue;
        if (!from_the_board) d.reveals_private_info_of = p.player;
        return d;
    }
    const int p = c.current;
    d.player = p;
    d.reveals_private_info_of = p;
    const PlayerState& ps = player(g, p);
    switch (c.step) {
        case ConquestStep::settle_units: {
            d.kind = DecisionKind::choose_starting_unit;
            if (g.prompts())
                d.prompt = text::Message("prompt.choose_starting_unit")
                               .with("player", text::Seat{p})
                               .with("number", ps.settle_units_chosen + 1)
                               .with("count", g.rules().starting_cost1_units);
            std::vector<std::string> seen;
            for (CardId card : ps.world) {
                const CardDef& cd = def(g, card);
                if (cd.cost != 1 || std::find(seen.begin(), seen.end(), cd.id) != seen.end())
                    continue;
                seen.push_back(cd.id);
                d.options.push_back(ChooseCard{card});
            }
            break;
        }
        case ConquestStep::settle_crystals:
            d.kind = DecisionKind::choose_starting_crystals;
            if (g.prompts())
                d.prompt =
                    text::Message("prompt.choose_starting_crystals").with("player", text::Seat{p});
            for (int n = g.rules().starting_small_crystals_min;
                 n <= g.rules().starting_small_crystals_max; ++n)
                d.options.push_back(ChooseNumber{n});
            break;
        case ConquestStep::settle_extra_unit: {
            d.kind = DecisionKind::choose_extra_unit;
            const int cost = g.rules().unbalance_extra_unit_cost;
            if (g.prompts())
                d.prompt = text::Message("prompt.choose_extra_unit")
                               .with("player", text::Seat{p})
                               .with("cost", cost);
            std::vector<std::string> seen;
            for (CardId card : ps.world) {
                const CardDef& cd = def(g, card);
                if (cd.cost != cost || std::find(seen.begin(), seen.end(), cd.id) != seen.end())
                    continue;
                seen.push_back(cd.id);
                d.options.push_back(ChooseCard{card});
            }
            break;
        }
        case ConquestStep::settle_resources:
        case ConquestStep::production: {
            d.kind = DecisionKind::place_resources;
            // The civilization's resource, or crystal shards (a crystal-shard civilization
            // has one kind to place, not "shards or shards": the catalogs' `white` branch).
            if (g.prompts())
                d.prompt = text::Message("prompt.place_resources")
                               .with("player", text::Seat{p})
                               .with("count", c.production_left)
                               .with("colour", std::string(to_string(civ(g, p))));
            const auto placement = default_production_placement(
                map_of(g), control_of(g), p, civ(g, p), c.production_left, c.resources,
                g.rules().bonus_resource_threshold);
            d.options.push_back(PlaceResources{placement});
            if (civ(g, p) != TileColor::white)
                d.options.push_back(PlaceResources{shards_instead(placement)});
            d.reveals_private_info_of.reset();
            break;
        }
        case ConquestStep::settle_purchase:
        case ConquestStep::purchasing:
            d.kind = DecisionKind::purchase;
            if (g.prompts())
                d.prompt = text::Message("prompt.purchase")
                               .with("player", text::Seat{p})
                               .with_flag("from_hand", c.step == ConquestStep::settle_purchase);
            if (economy::stock_economy(g) && c.step == ConquestStep::purchasing)  // RULES.md §5 C8
                if (g.prompts())
                    d.prompt =
                        text::Message("prompt.purchase_with_stock")
                            .with("player", text::Seat{p})
                            .with("stock", ps.stock)
                            .with("units", economy::crystals_in_front(g, p) - ps.unit_spending)
                            .with("factor", economy::common_price_factor(g, p));
            for (CardId card : buyable(g, p, c.step == ConquestStep::settle_purchase))
                d.options.push_back(Buy{card});
            d.options.push_back(Done{});
            break;
        case ConquestStep::purchasing_discard:
            d.kind = DecisionKind::discard_to_hand_size;
            if (g.prompts())
                d.prompt = text::Message("prompt.discard_to_hand_size")
                               .with("player", text::Seat{p})
                               .with("count", ps.cards_to_discard);
            for (CardId card : ps.piles.hand)
                d.options.push_back(Discard{card});
            break;
        case ConquestStep::settle_troops:
        case ConquestStep::reinforce_troops:
        case ConquestStep::move_troops:
            return troops::troops_pending(g);
        case ConquestStep::expansion:
            return c.battle ? battle_pending(g) : turn_pending(g);
        case ConquestStep::dragons:  // a battle of a dragon attack decides like any battle
            return c.battle ? battle_pending(g) : king_of_eden::dragons_pending(g);
        case ConquestStep::game_over:
            break;
    }
    return d;
}

std::optional<text::Message> decisions::why_illegal(const GameState& g, const Action& a) {
    const ConquestState& c = st(g);
    if (c.step == ConquestStep::game_over) return text::Message("refusal.game_over");
    if (std::holds_alternative<SetBattlePlan>(a) || std::holds_alternative<DropBattlePlan>(a))
        return battle_plans::why_illegal_plan(g, a);
    if (c.payment) {
        const auto* pay = std::get_if<Pay>(&a);
        if (!pay)
            return text::Message("refusal.payment_pending").with("asked", asking(g.pending()));
        return why_invalid_payment(g, *c.payment, pay->plan);
    }
    if (const auto* place = std::get_if<PlaceResources>(&a)) {
        if (c.step != ConquestStep::settle_resources && c.step != ConquestStep::production)
            return text::Message("refusal.produce.none_now");
        return why_invalid_placement(map_of(g), control_of(g), c.current, civ(g, c.current),
                                     c.production_left, place->placement);
    }
    // The state's cached decision: the bots and the UI have usually just asked for it.
    const Decision& d = g.open_decision();
    if (std::find(d.options.begin(), d.options.end(), a) != d.options.end()) return std::nullopt;
    return not_a_choice(d, a);
}

}  // namespace eden::detail
