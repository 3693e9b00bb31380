// Abilities: when they are offered, what they cost and what each verb does.
//
// Rulebook: 003 §Effects and abilities — immediate abilities just after the unit is added,
// delayed ones between steps 6 and 7, post-combat ones at the start of the post-combat phase,
// reactions to an event or to a condition (when the unit is added while it holds, or when it
// becomes true), permanent effects (battle/battle.cpp counts them); glossary: doom, restore, get
// rid of, harvest, production capability; FAQ 5–12. RULES.md §2 "Abilities": triggering is always
// optional, in the owner's chosen order, the attacker first; "do X to do Y" needs X paid; an
// ability that cannot be fully resolved cannot be triggered.
#include <algorithm>
#include <stdexcept>

#include "engine/battle/battle.hpp"
#include "engine/battle/heart_battle.hpp"
#include "engine/cards/effects.hpp"
#include "engine/conquest/economy.hpp"

namespace eden::detail {

namespace {

const Ability& ability_of(const GameState& g, const TriggerOffer& o) {
    return def(g, o.card).abilities.at(static_cast<std::size_t>(o.ability));
}

BattleSide& side(Front& f, bool attacking) {
    return attacking ? f.attack : f.defense;
}
const BattleSide& side(const Front& f, bool attacking) {
    return attacking ? f.attack : f.defense;
}

// Units a chosen target may be: on this front, on the owner's side (allied) or the other.
std::vector<CardId> target_candidates(const GameState& g, const TriggerOffer& o, const Effect& e) {
    const Battle& b = *st(g).battle;
    const Front& f = b.fronts.at(static_cast<std::size_t>(o.front));
    const bool owner_attacks = o.player == b.attacker;
    const bool allied = e.target == Target::chosen_allied_unit;
    std::vector<CardId> out;
    for (const auto& row : side(f, allied ? owner_attacks : !owner_attacks).rows)
        for (const UnitInPlay& u : row) {
            if (e.max_cost > 0 && def(g, u.card).cost > e.max_cost) continue;
            if (e.verb == Verb::doom && u.doomed) continue;  // doomed units cannot be doomed again
            if (e.verb == Verb::restore && !u.doomed) continue;
            out.push_back(u.card);
        }
    return out;
}

// The dragons the owner of an offer faces on its front: those defending the Heart he attacks,
// or those attacking the territory he defends; none elsewhere.
const std::vector<DragonUnitView>* enemy_dragons_of(const GameState& g, const TriggerOffer& o) {
    const Battle& b = *st(g).battle;
    const Front& f = b.fronts.at(static_cast<std::size_t>(o.front));
    const bool owner_attacks = o.player == b.attacker;
    if (!heart_battle::dragons_fight_on(g, f, !owner_attacks)) return nullptr;
    return &side(f, !owner_attacks).dragons;
}

// King of Eden (RULES.md §4, "in both directions"): the dragon units a player's chosen_enemy_unit
// may strike, as indices into the front's dragons. A player attacking the Heart, or defending
// against a dragon attack, faces them as enemy units: he may get rid of one (it is discarded)
// or doom one; the King of Eden never collapses and is never discarded, so no ability takes him.
std::vector<int> dragon_candidates(const GameState& g, const TriggerOffer& o, const Effect& e) {
    std::vector<int> out;
    const std::vector<DragonUnitView>* dragons = enemy_dragons_of(g, o);
    if (e.target != Target::chosen_enemy_unit || !dragons) return out;
    if (e.verb != Verb::get_rid_of && e.verb != Verb::doom) return out;
    const DragonDeckDef& deck = *g.setup().dragons;
    for (std::size_t i = 0; i < dragons->size(); ++i) {
        const DragonUnitView& u = (*dragons)[i];
        if (u.card == deck.king) continue;
        if (e.max_cost > 0 && deck.card(u.card)->cost > e.max_cost) continue;
        if (e.verb == Verb::doom && u.doomed) continue;
        out.push_back(static_cast<int>(i));
    }
    return out;
}

// Carries out a player's get_rid_of or doom on the dragon unit at `index` of the offer's front.
void act_on_dragon(GameState& g, const TriggerOffer& o, const Effect& e, int index, Events& ev) {
    Battle& b = *st(g).battle;
    Front& f = b.fronts.at(static_cast<std::size_t>(o.front));
    auto& dragons = side(f, o.player != b.attacker).dragons;
    const std::string card = dragons.at(static_cast<std::size_t>(index)).card;
    const std::string name = g.setup().dragons->card(card)->name;
    if (e.verb == Verb::doom) {
        dragons[static_cast<std::size_t>(index)].doomed = true;
    } else {  // 000: "getting rid of a dragon unit discards it"
        dragons.erase(dragons.begin() + index);
        st(g).dragons->piles.discard.push_back(card);
    }
    ev.push_back(DragonUnitStruck{o.player, name, e.verb == Verb::doom});
}

// What buying unit `c` of p's World into his hand asks. FAQ 10: crystals from the hand,
// resources from the map. Under the stock economy (RULES.md §5 C8, C10) a unit costs its cost
// number in resources from the stock, in this window as in the Reinforcements phase; the cap
// of the crystals in front is the Reinforcements phase's, not an ability's.
PendingPayment purchase_to_hand_payment(const GameState& g, int p, CardId c) {
    PendingPayment pay;
    pay.player = p;
    pay.purpose = PaymentPurpose::purchase_to_hand;
    pay.card = c;
    if (economy::stock_economy(g)) {
        pay.cost.any_one_type = def(g, c).cost;
        return pay;
    }
    pay.cost = price(g, c, p);
    pay.crystals_from_hand = true;
    return pay;
}

std::vector<CardId> world_units_affordable_from_hand(const GameState& g, int p) {
    std::vector<CardId> out;
    if (economy::stock_economy(g)) {
        // One copy per kind of unit, as buyable() offers them.
        std::vector<int> kinds;
        for (CardId c : player(g, p).world) {
            const int kind = st(g).cards[static_cast<std::size_t>(c)].def;
            if (!is_unit(g, c) || std::find(kinds.begin(), kinds.end(), kind) != kinds.end())
                continue;
            kinds.push_back(kind);
            if (can_pay(g, purchase_to_hand_payment(g, p, c))) out.push_back(c);
        }
        return out;
    }
    for (CardId c : buyable(g, p, true))
        if (is_unit(g, c)) out.push_back(c);
    return out;
}

std::vector<CardId> crystals_in_hand(const GameState& g, int p) {
    std::vector<CardId> out;
    for (CardId c : player(g, p).piles.hand)
        if (def(g, c).kind == CardKind::energy_crystal) out.push_back(c);
    return out;
}

int deck_and_discard(const GameState& g, int p) {
    const auto& piles = player(g, p).piles;
    return static_cast<int>(piles.deck.size() + piles.discard.size());
}

bool has_card_named(const GameState& g, const std::vector<CardId>& pile, const std::string& id) {
    return std::any_of(pile.begin(), pile.end(), [&](CardId c) { return def(g, c).id == id; });
}

// The player on the other side of the offer's front (kNoPlayer: a wild territory).
int enemy_player(const GameState& g, const TriggerOffer& o) {
    const Battle& b = *st(g).battle;
    const Front& f = b.fronts.at(static_cast<std::size_t>(o.front));
    return o.player == b.attacker ? f.defender : b.attacker;
}

// Whether one effect could be carried out now (RULES.md §2: else the ability cannot trigger).
bool effect_possible(const GameState& g, const TriggerOffer& o, const Effect& e) {
    const Battle& b = *st(g).battle;
    auto self = [&]() -> const UnitInPlay* {
        const auto place = battle::find_unit(b, o.card);
        if (!place) return nullptr;
        const Front& f = b.fronts[static_cast<std::size_t>(place->front)];
        return &side(f, place->attacking)
                    .rows[static_cast<std::size_t>(place->row)]
                         [static_cast<std::size_t>(place->column)];
    };
    if (e.verb == Verb::return_to_hand) {
        const UnitInPlay* u = self();
        return u && !u->doomed;  // a doomed unit collapses in the post-combat phase
    }
    switch (e.target) {
        case Target::chosen_allied_unit:
        case Target::chosen_enemy_unit:
            return !target_candidates(g, o, e).empty() || !dragon_candidates(g, o, e).empty();
        case Target::triggering_unit:
            return battle::find_unit(b, o.triggering_unit).has_value();
        case Target::allied_units:
            if (e.verb == Verb::restore || e.verb == Verb::doom) {
                // Restoring (dooming) nobody would resolve nothing: some allied unit on this
                // front must be doomed (not yet doomed).
                const Front& f = b.fronts.at(static_cast<std::size_t>(o.front));
                for (const auto& row : side(f, o.player == b.attacker).rows)
                    for (const UnitInPlay& u : row)
                        if (u.doomed == (e.verb == Verb::restore)) return true;
                return false;
            }
            break;
        case Target::self:
            if (e.verb == Verb::doom || e.verb == Verb::restore || e.verb == Verb::get_rid_of ||
                e.verb == Verb::add_strength || e.verb == Verb::move_to_top ||
                e.verb == Verb::move_to_bottom) {
                const UnitInPlay* u = self();
                if (!u) return false;
                if (e.verb == Verb::restore) return u->doomed;
            }
            break;
        default:
            break;
    }
    switch (e.verb) {
        case Verb::draw:
        case Verb::scout:
            return deck_and_discard(g, o.player) > 0;
        case Verb::purchase_to_hand:
            return !world_units_affordable_from_hand(g, o.player).empty();
        case Verb::return_from_discard:
            return has_card_named(g, player(g, o.player).piles.discard, e.card);
        case Verb::enemy_discards: {
            const int enemy = enemy_player(g, o);
            return enemy != kNoPlayer && !player(g, enemy).piles.hand.empty();
        }
        default:
            return true;
    }
}

// The unit (or card) a cost or effect speaks of, and whether its owner attacks.
void strengthen(GameState& g, CardId card, int amount) {
    if (UnitInPlay* u = battle::unit_in_play(*st(g).battle, card)) u->strength_bonus += amount;
}

void doom(GameState& g, CardId card, Events& ev) {
    UnitInPlay* u = battle::unit_in_play(*st(g).battle, card);
    if (!u || u->doomed) return;
    u->doomed = true;
    ev.push_back(UnitDoomed{card});
}

void restore(GameState& g, CardId card, Events& ev) {
    UnitInPlay* u = battle::unit_in_play(*st(g).battle, card);
    if (!u || !u->doomed) return;
    u->doomed = false;
    ev.push_back(UnitRestored{card});
}

// Glossary "Move": the unit leaves its row (an emptied row closes up) for a new row above the
// top one or under the bottom one, keeping its status; it is not "added" to the battle.
void move_unit(GameState& g, CardId card, bool to_top, Events& ev) {
    Battle& b = *st(g).battle;
    const auto place = battle::find_unit(b, card);
    if (!place) return;
    const UnitInPlay unit = battle::take_off_front(b, *place);
    auto& rows = side(b.fronts[static_cast<std::size_t>(place->front)], place->attacking).rows;
    if (to_top)
        rows.insert(rows.begin(), {unit});
    else
        rows.push_back({unit});
    ev.push_back(UnitMoved{card, to_top});
}

// Applies a verb that acts on one unit to `card`.
void act_on_unit(GameState& g, const Effect& e, CardId card, Events& ev) {
    switch (e.verb) {
        case Verb::add_strength:
            strengthen(g, card, e.amount);
            return;
        case Verb::doom:
            doom(g, card, ev);
            return;
        case Verb::restore:
            restore(g, card, ev);
            return;
        case Verb::get_rid_of:
            battle::collapse(g, card, ev);
            return;
        case Verb::move_to_top:
        case Verb::move_to_bottom:
            move_unit(g, card, e.verb == Verb::move_to_top, ev);
            return;
        default:
            throw std::logic_error("act_on_unit: the verb does not act on a unit");
    }
}

Hex allied_territory(const GameState& g, const TriggerOffer& o) {
    const Battle& b = *st(g).battle;
    const Front& f = b.fronts.at(static_cast<std::size_t>(o.front));
    return o.player == b.attacker ? f.frontier.allied : f.frontier.enemy;
}

Hex enemy_territory(const GameState& g, const TriggerOffer& o) {
    const Battle& b = *st(g).battle;
    const Front& f = b.fronts.at(static_cast<std::size_t>(o.front));
    return o.player == b.attacker ? f.frontier.enemy : f.frontier.allied;
}

// Glossary "Harvest": as many resources of that type on the allied territory as the harvested
// territories' production capability in it. FAQ 9: beyond the map's edge lie black tiles.
void harvest(GameState& g, const TriggerOffer& o, const Effect& e, Events& ev) {
    const Hex home = allied_territory(g, o);
    int amount = 0;
    if (e.target == Target::neighbouring_territories) {
        for (Hex n : neighbours(home))
            amount += effects::production_capability(g, n, e.resource);
    } else {
        amount = effects::production_capability(g, enemy_territory(g, o), e.resource);
    }
    if (amount <= 0) return;
    economy::gain_resources(g, o.player, home, e.resource, amount, "harvest", ev);
}

// "+N for each ...": counted once, as the ability resolves.
Effect scaled(const GameState& g, const TriggerOffer& o, const Effect& effect) {
    Effect e = effect;
    if (e.verb == Verb::add_strength) {
        const Battle& b = *st(g).battle;
        e.amount *= battle::per_count(b, o.front, o.player == b.attacker, e.per, o.card);
    }
    return e;
}

// Carries out an effect that needs no choice; returns false if it waits for one.
bool carry_out(GameState& g, Resolution& r, const Effect& effect, Events& ev) {
    Battle& b = *st(g).battle;
    const TriggerOffer& o = r.offer;
    const bool owner_attacks = o.player == b.attacker;
    const Effect e = scaled(g, o, effect);
    BattleSide& allied = side(b.fronts.at(static_cast<std::size_t>(o.front)), owner_attacks);
    switch (e.target) {
        case Target::allied_side:
            allied.side_bonus += e.amount;
            return true;
        case Target::chosen_allied_unit:
        case Target::chosen_enemy_unit:
            return false;
        case Target::allied_units:
            if (e.verb == Verb::add_strength) {
                // "for the rest of the battle" (FAQ 12): a side-wide bonus that outlives the unit.
                side(b.fronts.at(static_cast<std::size_t>(o.front)), o.player == b.attacker)
                    .allied_units_bonus += e.amount;
                return true;
            }
            if (e.verb == Verb::restore || e.verb == Verb::doom) {
                std::vector<CardId> cards;  // this front's allied units (cards/cards.hpp)
                const Front& f = b.fronts.at(static_cast<std::size_t>(o.front));
                for (const auto& row : side(f, o.player == b.attacker).rows)
                    for (const UnitInPlay& u : row)
                        cards.push_back(u.card);
                for (CardId c : cards)
                    act_on_unit(g, e, c, ev);
                return true;
            }
            break;
        case Target::self:
            if (e.verb == Verb::add_strength || e.verb == Verb::doom || e.verb == Verb::restore ||
                e.verb == Verb::get_rid_of || e.verb == Verb::move_to_top ||
                e.verb == Verb::move_to_bottom) {
                act_on_unit(g, e, o.card, ev);
                return true;
            }
            break;
        case Target::triggering_unit:
            act_on_unit(g, e, o.triggering_unit, ev);
            return true;
        default:
            break;
    }
    switch (e.verb) {
        case Verb::draw:
            draw_cards(g, o.player, e.amount, ev);
            return true;
        case Verb::scout:
            if (r.revealed.empty()) {
                r.revealed = reveal_top(player(g, o.player).piles, e.amount, rng_of(g));
                mark_revealed(g);
            }
            return false;
        case Verb::harvest:
            harvest(g, o, e, ev);
            return true;
        case Verb::purchase_to_hand:
            r.choosing_purchase = true;
            return false;
        case Verb::return_from_discard: {
            auto& discard = player(g, o.player).piles.discard;
            for (CardId c : discard)
                if (def(g, c).id == e.card) {
                    remove_from(discard, c);
                    battle::add_unit_to_front(g, o.player, c, o.front, ev);
                    return true;
                }
            return true;  // no such card any more: nothing to add
        }
        case Verb::gain_mana:
            allied.mana += e.amount;
            ev.push_back(ManaGained{o.player, o.front, e.amount});
            return true;
        case Verb::gain_resources:
            economy::gain_resources(g, o.player, allied_territory(g, o), e.resource, e.amount,
                                    card_name(g, o.card), ev);
            return true;
        case Verb::gain_pure_energy:
            player(g, o.player).pure_energy += e.amount;
            ev.push_back(PureEnergyChanged{o.player, e.amount, card_name(g, o.card)});
            return true;
        case Verb::enemy_discards: {
            // Random, as the dragons' Green King/Queen (000): nobody chooses the lost cards.
            const int enemy = enemy_player(g, o);
            for (int k = 0; k < e.amount && enemy != kNoPlayer; ++k) {
                const auto& hand = player(g, enemy).piles.hand;
                if (hand.empty()) break;
                const auto i = rng_of(g).uniform_int(0, static_cast<std::int64_t>(hand.size()) - 1);
                discard_from_hand(g, enemy, hand[static_cast<std::size_t>(i)], ev);
            }
            return true;
        }
        case Verb::return_to_hand: {
            const auto place = battle::find_unit(b, o.card);
            if (!place) return true;
            battle::take_off_front(b, *place);
            player(g, o.player).piles.hand.push_back(o.card);
            ev.push_back(UnitTakenBack{o.player, o.card});
            return true;
        }
        default:
            throw std::logic_error("carry_out: unsupported verb/target combination");
    }
}

}  // namespace

int effects::production_capability(const GameState& g, Hex at, TileColor resource) {
    const Tile* t = map_of(g).at(at);
    if (!t) return 1;  // a black tile beyond the edge (glossary "Neighbouring Territories")
    switch (t->kind) {
        case TileKind::heart:
            return 2;
        case TileKind::portal:
            return !t->portal_destroyed && civ(g, t->portal_owner) == resource ? 2 : 1;
        case TileKind::ordinary:
            return t->color == resource ? 2 : 1;
    }
    return 1;
}

void effects::offer_on_added(GameState& g, int p, CardId card, int front) {
    Battle& b = *st(g).battle;
    const CardDef& d = def(g, card);
    UnitInPlay* unit = battle::unit_in_play(b, card);
    const auto place = battle::find_unit(b, card);
    for (std::size_t i = 0; i < d.abilities.size(); ++i) {
        const Ability& a = d.abilities[i];
        const TriggerOffer o{p, card, static_cast<int>(i), front, -1};
        if (a.timing == Timing::immediate) b.offers.push_back(o);
        // FAQ 8: a unit added between steps 6 and 7 may trigger its delayed abilities.
        if (a.timing == Timing::delayed && b.step == BattleStep::delayed) b.offers.push_back(o);
        if (a.timing == Timing::reaction && a.condition != Condition::none && unit && place) {
            const bool holds = battle::condition_holds(g, b, front, place->attacking, place->row,
                                                       a.condition, p, unit->doomed);
            if (holds) b.offers.push_back(o);
            unit->condition_was_true = holds;
        }
    }
    // Reactions of the other side to "an enemy unit is added".
    const Front& f = b.fronts.at(static_cast<std::size_t>(front));
    const int enemy = p == b.attacker ? f.defender : b.attacker;
    if (enemy == kNoPlayer) return;
    for (const auto& row : side(f, enemy == b.attacker).rows)
        for (const UnitInPlay& u : row) {
            const CardDef& ud = def(g, u.card);
            for (std::size_t i = 0; i < ud.abilities.size(); ++i)
                if (ud.abilities[i].timing == Timing::reaction &&
                    ud.abilities[i].event == TriggerEvent::enemy_unit_added)
                    b.offers.push_back({enemy, u.card, static_cast<int>(i), front, card});
        }
    for (CardId c : player(g, enemy).piles.hand) {
        const CardDef& cd = def(g, c);
        for (std::size_t i = 0; i < cd.abilities.size(); ++i)
            if (cd.abilities[i].timing == Timing::from_hand &&
                cd.abilities[i].event == TriggerEvent::enemy_unit_added)
                b.offers.push_back({enemy, c, static_cast<int>(i), front, card});
    }
}

void effects::offer_all(GameState& g, Timing timing) {
    Battle& b = *st(g).battle;
    for (std::size_t f = 0; f < b.fronts.size(); ++f)
        for (bool attacking : {true, false}) {
            const int owner = attacking ? b.attacker : b.fronts[f].defender;
            for (const auto& row : side(b.fronts[f], attacking).rows)
                for (const UnitInPlay& u : row) {
                    const CardDef& d = def(g, u.card);
                    for (std::size_t i = 0; i < d.abilities.size(); ++i)
                        if (d.abilities[i].timing == timing)
                            b.offers.push_back(
                                {owner, u.card, static_cast<int>(i), static_cast<int>(f), -1});
                }
        }
}

// 003: a condition-based reaction may trigger each time "the condition just became satisfied".
void effects::refresh_conditions(GameState& g) {
    Battle& b = *st(g).battle;
    for (std::size_t f = 0; f < b.fronts.size(); ++f)
        for (bool attacking : {true, false}) {
            const int owner = attacking ? b.attacker : b.fronts[f].defender;
            auto& rows = side(b.fronts[f], attacking).rows;
            for (std::size_t r = 0; r < rows.size(); ++r)
                for (UnitInPlay& u : rows[r]) {
                    const CardDef& d = def(g, u.card);
                    bool any = false;
                    for (std::size_t i = 0; i < d.abilities.size(); ++i) {
                        const Ability& a = d.abilities[i];
                        if (a.timing != Timing::reaction || a.condition == Condition::none)
                            continue;
                        const bool holds = battle::condition_holds(g, b, static_cast<int>(f),
                                                                   attacking, static_cast<int>(r),
                                                                   a.condition, owner, u.doomed);
                        if (holds && !u.condition_was_true)
                            b.offers.push_back(
                                {owner, u.card, static_cast<int>(i), static_cast<int>(f), -1});
                        any = any || holds;
                    }
                    u.condition_was_true = any;
                }
        }
}

bool effects::can_trigger(const GameState& g, const TriggerOffer& o) {
    const Battle& b = *st(g).battle;
    const Ability& a = ability_of(g, o);
    const PlayerState& ps = player(g, o.player);
    if (ps.eliminated) return false;
    if (a.timing == Timing::from_hand) {
        if (!contains(ps.piles.hand, o.card)) return false;
    } else if (a.event == TriggerEvent::this_collapses) {
        if (!contains(ps.collapsed, o.card)) return false;
    } else if (!battle::find_unit(b, o.card)) {
        return false;
    }
    for (const AbilityCost& cost : a.costs) {
        switch (cost.kind) {
            case CostKind::doom_self: {
                const auto place = battle::find_unit(b, o.card);
                if (!place) return false;
                const Front& f = b.fronts[static_cast<std::size_t>(place->front)];
                if (side(f, place->attacking)
                        .rows[static_cast<std::size_t>(place->row)]
                             [static_cast<std::size_t>(place->column)]
                        .doomed)
                    return false;
                break;
            }
            case CostKind::discard_from_hand: {
                const int others = static_cast<int>(ps.piles.hand.size()) -
                                   (contains(ps.piles.hand, o.card) ? 1 : 0);
                if (others < cost.amount) return false;
                break;
            }
            case CostKind::pay_civ_resources:
                if (!can_pay(g, civ_payment(g, o.player, cost.amount))) return false;
                break;
            case CostKind::destroy_from_discard:
                if (static_cast<int>(ps.piles.discard.size()) < cost.amount) return false;
                break;
            case CostKind::doom_allied_named:
                // Dragon-only (cards/cards.cpp keeps it off player cards): dragons/abilities.cpp.
                return false;
            case CostKind::discard_this:
                if (!contains(ps.piles.hand, o.card)) return false;
                break;
            case CostKind::pay_mana:
                if (side(b.fronts.at(static_cast<std::size_t>(o.front)), o.player == b.attacker)
                        .mana < cost.amount)
                    return false;
                break;
            case CostKind::discard_crystal:
                if (static_cast<int>(crystals_in_hand(g, o.player).size()) < cost.amount)
                    return false;
                break;
        }
    }
    return std::all_of(a.effects.begin(), a.effects.end(),
                       [&](const Effect& e) { return effect_possible(g, o, e); });
}

void effects::prune_offers(GameState& g) {
    Battle& b = *st(g).battle;
    if (std::none_of(b.offers.begin(), b.offers.end(),
                     [&](const TriggerOffer& o) { return can_trigger(g, o); }))
        b.offers.clear();
}

// 003: "If several players want to trigger an ability at the same time, the priority goes to
// the attacking player."
int effects::priority_player(const GameState& g) {
    const Battle& b = *st(g).battle;
    for (const TriggerOffer& o : b.offers)
        if (o.player == b.attacker && can_trigger(g, o)) return b.attacker;
    for (const TriggerOffer& o : b.offers)
        if (can_trigger(g, o)) return o.player;
    return kNoPlayer;
}

void effects::trigger(GameState& g, const TriggerOffer& o, Events& ev) {
    Battle& b = *st(g).battle;
    ev.push_back(AbilityTriggered{o.player, o.card, o.ability});
    Resolution r;
    r.offer = o;
    b.resolving = r;
    continue_resolution(g, ev);
}

void effects::continue_resolution(GameState& g, Events& ev) {
    Battle& b = *st(g).battle;
    Resolution& r = *b.resolving;
    const Ability& a = ability_of(g, r.offer);
    PlayerState& ps = player(g, r.offer.player);
    while (r.cost_index < static_cast<int>(a.costs.size())) {
        const AbilityCost& cost = a.costs[static_cast<std::size_t>(r.cost_index)];
        switch (cost.kind) {
            case CostKind::doom_self:
                doom(g, r.offer.card, ev);
                break;
            case CostKind::discard_this:
                discard_from_hand(g, r.offer.player, r.offer.card, ev);
                break;
            case CostKind::discard_from_hand:
            case CostKind::destroy_from_discard:
            case CostKind::discard_crystal:
                if (r.chosen < cost.amount) return;  // waits for the cards to be chosen
                r.chosen = 0;
                break;
            case CostKind::pay_mana:
                side(b.fronts.at(static_cast<std::size_t>(r.offer.front)),
                     r.offer.player == b.attacker)
                    .mana -= cost.amount;
                ev.push_back(ManaGained{r.offer.player, r.offer.front, -cost.amount});
                break;
            case CostKind::pay_civ_resources:
                // finish_payment moves on to the next cost
                request_payment(g, civ_payment(g, r.offer.player, cost.amount), ev);
                return;
            case CostKind::doom_allied_named:
                throw std::logic_error("a dragon-only cost reached a player's ability");
        }
        ++r.cost_index;
    }
    (void)ps;
    while (r.effect_index < static_cast<int>(a.effects.size())) {
        const Effect& e = a.effects[static_cast<std::size_t>(r.effect_index)];
        if (!carry_out(g, r, e, ev)) return;  // waits for a choice
        if (!b.resolving) return;
        ++r.effect_index;
    }
    b.resolving.reset();
}

std::vector<Action> effects::resolution_options(const GameState& g, text::Message& prompt) {
    const Battle& b = *st(g).battle;
    const Resolution& r = *b.resolving;
    const Ability& a = ability_of(g, r.offer);
    const PlayerState& ps = player(g, r.offer.player);
    // Who chooses, and for which card's ability: "Alice (Scout): ...".
    // The dragons on offer too, numbered by their places on the front, when the target may be
    // one of them.
    const auto ask = [&](const char* what, text::Pieces dragons = {}) {
        const bool some = !dragons.items.empty();
        return text::Message("prompt.ability_choice")
            .with("player", text::Seat{r.offer.player})
            .with("card", text::Card{r.offer.card})
            .with("what", what)
            .with_flag("with_dragons", some)
            .with("dragons", std::move(dragons));
    };
    std::vector<Action> out;
    if (r.cost_index < static_cast<int>(a.costs.size())) {
        const AbilityCost& cost = a.costs[static_cast<std::size_t>(r.cost_index)];
        if (cost.kind == CostKind::discard_from_hand) {
            prompt = ask("discard_from_hand");
            for (CardId c : ps.piles.hand)
                if (c != r.offer.card) out.push_back(ChooseCard{c});
        } else if (cost.kind == CostKind::discard_crystal) {
            prompt = ask("discard_crystal");
            for (CardId c : crystals_in_hand(g, r.offer.player))
                out.push_back(ChooseCard{c});
        } else {
            prompt = ask("destroy_from_discard");
            for (CardId c : ps.piles.discard)
                out.push_back(ChooseCard{c});
        }
        return out;
    }
    const Effect& e = a.effects.at(static_cast<std::size_t>(r.effect_index));
    if (e.verb == Verb::scout) {
        // FAQ 7: the first revealed card may be played (a unit) or discarded; otherwise the
        // cards go back on top in the order the player chooses.
        prompt = text::Message("prompt.scout")
                     .with("player", text::Seat{r.offer.player})
                     .with("card", text::Card{r.offer.card})
                     .with("first", text::Card{r.revealed.front()})
                     .with_flag("two", r.revealed.size() > 1);
        if (r.revealed.size() > 1) prompt.with("second", text::Card{r.revealed[1]});
        if (is_unit(g, r.revealed.front())) out.push_back(ChooseNumber{0});
        out.push_back(ChooseNumber{1});
        out.push_back(ChooseNumber{2});
        if (r.revealed.size() > 1) out.push_back(ChooseNumber{3});
        return out;
    }
    if (e.verb == Verb::purchase_to_hand) {
        prompt = ask("purchase_to_hand");
        for (CardId c : world_units_affordable_from_hand(g, r.offer.player))
            out.push_back(ChooseCard{c});
        return out;
    }
    for (CardId c : target_candidates(g, r.offer, e))
        out.push_back(ChooseCard{c});
    // The dragons the player faces are enemy units too; a number names one by its place on the
    // front.
    text::Pieces named{"join.space", {}};
    const auto dragons = dragon_candidates(g, r.offer, e);
    if (!dragons.empty()) {
        const std::vector<DragonUnitView>& on_front = *enemy_dragons_of(g, r.offer);
        for (int i : dragons) {
            named.items.push_back(
                text::Message("prompt.numbered_dragon")
                    .with("number", i)
                    .with(
                        "name",
                        g.setup().dragons->card(on_front[static_cast<std::size_t>(i)].card)->name));
            out.push_back(ChooseNumber{i});
        }
    }
    prompt = ask(e.target == Target::chosen_enemy_unit ? "enemy_unit" : "own_unit", named);
    return out;
}

void effects::apply_resolution_choice(GameState& g, const Action& a, Events& ev) {
    Battle& b = *st(g).battle;
    Resolution& r = *b.resolving;
    const Ability& ab = ability_of(g, r.offer);
    PlayerState& ps = player(g, r.offer.player);
    if (r.cost_index < static_cast<int>(ab.costs.size())) {
        const AbilityCost& cost = ab.costs[static_cast<std::size_t>(r.cost_index)];
        const CardId c = std::get<ChooseCard>(a).card;
        if (cost.kind == CostKind::discard_from_hand || cost.kind == CostKind::discard_crystal) {
            discard_from_hand(g, r.offer.player, c, ev);
        } else {
            remove_from(ps.piles.discard, c);
            destroy_card(g, c);
            ev.push_back(UnitDestroyed{c});
        }
        ++r.chosen;
        continue_resolution(g, ev);
        return;
    }
    const Effect& e = ab.effects.at(static_cast<std::size_t>(r.effect_index));
    if (e.verb == Verb::scout) {
        const int choice = std::get<ChooseNumber>(a).n;
        auto& deck = ps.piles.deck;  // top = back(); the revealed cards are on top
        const CardId first = r.revealed.front();
        if (choice == 0) {
            remove_from(deck, first);
            battle::add_unit_to_front(g, r.offer.player, first, r.offer.front, ev);
        } else if (choice == 1) {
            remove_from(deck, first);
            ps.piles.discard.push_back(first);
            ev.push_back(CardDiscarded{r.offer.player, first});
        } else if (choice == 3 && deck.size() >= 2) {
            std::swap(deck[deck.size() - 1], deck[deck.size() - 2]);
        }
        r.revealed.clear();
        ++r.effect_index;
        continue_resolution(g, ev);
        return;
    }
    if (const auto* n = std::get_if<ChooseNumber>(&a)) {  // a dragon unit on the Heart
        act_on_dragon(g, r.offer, e, n->n, ev);
        ++r.effect_index;
        continue_resolution(g, ev);
        return;
    }
    const CardId c = std::get<ChooseCard>(a).card;
    if (e.verb == Verb::purchase_to_hand) {
        r.choosing_purchase = false;
        // finish_payment moves on to the next effect
        request_payment(g, purchase_to_hand_payment(g, r.offer.player, c), ev);
        return;
    }
    act_on_unit(g, scaled(g, r.offer, e), c, ev);
    ++r.effect_index;
    continue_resolution(g, ev);
}

// A common card used from the hand outside battle (Opportunity): its costs, then its effects,
// none of which asks for a choice (card validation keeps it so).
void effects::use_from_hand(GameState& g, int p, CardId card, Events& ev) {
    const CardDef& d = def(g, card);
    for (const Ability& a : d.abilities) {
        if (a.timing != Timing::from_hand || a.event != TriggerEvent::subphase_start) continue;
        ev.push_back(AbilityTriggered{p, card, 0});
        for (const AbilityCost& cost : a.costs)
            if (cost.kind == CostKind::discard_this) discard_from_hand(g, p, card, ev);
        for (const Effect& e : a.effects)
            if (e.verb == Verb::draw) draw_cards(g, p, e.amount, ev);
        return;
    }
}

}  // namespace eden::detail
