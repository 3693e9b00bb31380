#include "app/session/battle_record.hpp"

#include <algorithm>
#include <map>
#include <type_traits>

#include "app/session/dragon_units.hpp"
#include "app/session/labels.hpp"
#include "eden/battle/attack_preview.hpp"

namespace eden::app {

std::vector<int> BattleResult::seats() const {
    std::vector<int> out;
    const auto add = [&out](int s) {
        if (s >= 0 && std::find(out.begin(), out.end(), s) == out.end()) out.push_back(s);
    };
    add(attacker);
    add(defender);
    for (const RecordedFront& f : fronts)
        add(f.defender);
    for (const DragonBattleFought& d : dragon_fights)
        add(d.player);
    return out;
}

RecordedUnit* BattleRecorder::unit(int card) {
    if (!current_) return nullptr;
    for (RecordedFront& f : current_->fronts)
        for (RecordedSide* s : {&f.attack, &f.defense})
            for (RecordedUnit& u : s->units)
                if (u.card == card) return &u;
    return nullptr;
}

void BattleRecorder::finish(const GameState& after) {
    if (!current_) return;
    current_->finished = true;
    current_->finished_at = after.action_count();
    current_->round = after.conquest().round;
    current_->step = static_cast<int>(after.conquest().step);
    current_->turn_player = after.conquest().current;
    finished_.push_back(std::move(*current_));
    current_.reset();
    last_ability_card_.reset();
}

namespace {

// The id of the dragon card of that name (DragonCardPlayed names its card), or "" if the deck
// has none.
std::string dragon_id_named(const GameState& state, const std::string& name) {
    const CardDef* card = dragon_card_named(state, name);
    return card ? card->id : "";
}

// Each dragon still on the side gets the strength it counted with (the state as the count left
// it: the dragons' deck and territories are what the count read).
void count_dragons(const GameState& state, RecordedSide& side, bool enemy_by_hand) {
    std::vector<DragonUnitView> views;
    std::vector<RecordedDragon*> standing;
    for (RecordedDragon& d : side.dragons)
        if (!d.discarded) {
            views.push_back({d.card, d.doomed});
            standing.push_back(&d);
        }
    const std::vector<int> strengths = dragon_unit_strengths(state, views, enemy_by_hand);
    for (std::size_t i = 0; i < standing.size() && i < strengths.size(); ++i)
        standing[i]->strength = strengths[i];
}

}  // namespace

RecordedSide* BattleRecorder::dragons_side(const GameState& after) {
    if (!current_ || current_->fronts.empty()) return nullptr;
    if (current_->kind == BattleKind::dragons) return &current_->fronts.back().attack;
    // A players' battle: the dragons defend the Heart.
    const auto heart = after.map().heart();
    for (RecordedFront& f : current_->fronts)
        if (heart && f.at == *heart) return &f.defense;
    return nullptr;
}

void BattleRecorder::sync_dragons(const GameState& after) {
    if (!current_ || after.phase() != Phase::conquest || !after.conquest().battle) return;
    const Battle& live = *after.conquest().battle;
    if ((live.attacker == kNoPlayer) != (current_->kind == BattleKind::dragons)) return;
    for (std::size_t i = 0; i < live.fronts.size(); ++i) {
        const std::vector<DragonUnit> now = dragons_on_front(after, static_cast<int>(i));
        RecordedFront* f = nullptr;
        if (current_->kind == BattleKind::dragons)
            f = &current_->fronts.back();  // each player's battle has its one front
        else if (i < current_->fronts.size())
            f = &current_->fronts[i];
        if (f == nullptr || f->counted) continue;
        // A dragon attack has no count of the player's units by unit (DragonBattleFought gives
        // the totals): each unit keeps the strength it has on the front as it stands.
        if (current_->kind == BattleKind::dragons)
            for (const CountedUnit& c : front_units(after, static_cast<int>(i), false))
                for (RecordedUnit& u : f->defense.units)
                    if (u.card == c.card) u.strength = c.strength;
        auto& recorded =
            current_->kind == BattleKind::dragons ? f->attack.dragons : f->defense.dragons;
        if (now.empty() && recorded.empty()) continue;
        // The dragons on the front now, then those no longer there: a player's card got rid
        // of them (they are discarded, RULES.md §4).
        std::map<std::string, int> on_front;
        std::vector<RecordedDragon> merged;
        for (const DragonUnit& d : now) {
            ++on_front[d.card];
            merged.push_back({d.card, -1, d.doomed, false});
        }
        for (const RecordedDragon& d : recorded) {
            if (!d.discarded && on_front[d.card] > 0) {
                --on_front[d.card];
                continue;
            }
            RecordedDragon gone = d;
            gone.discarded = true;
            merged.push_back(gone);
        }
        recorded = std::move(merged);
    }
}

void BattleRecorder::on_event(const GameState& after, const Event& event) {
    const auto dragons = [this]() -> BattleResult& {
        if (!current_ || current_->kind != BattleKind::dragons) {
            current_ = BattleResult{};
            current_->kind = BattleKind::dragons;
            current_->fronts.push_back({});
        }
        return *current_;
    };
    // The front of the dragons' battle a unit or a dragon card joins: a supporter's battle after
    // the defender's is a front of its own (RULES.md §4 "Support").
    const auto fight = [&dragons]() -> BattleResult& {
        BattleResult& b = dragons();
        if (b.fronts.back().counted) b.fronts.push_back({});
        return b;
    };
    const bool players_battle = current_ && current_->kind == BattleKind::players;
    std::visit(
        [&](const auto& e) {
            using E = std::decay_t<decltype(e)>;
            if constexpr (std::is_same_v<E, FrontOpened>) {
                if (!players_battle) {
                    current_ = BattleResult{};
                    current_->attacker = e.player;
                }
                RecordedFront f;
                f.from = e.from;
                f.at = e.at;
                f.defender = e.defender;
                current_->fronts.push_back(f);
                if (e.defender >= 0) current_->defender = e.defender;
            } else if constexpr (std::is_same_v<E, UnitAdded>) {
                BattleResult& b = players_battle ? *current_ : fight();
                if (players_battle && (e.front < 0 || e.front >= static_cast<int>(b.fronts.size())))
                    return;
                RecordedFront& f =
                    players_battle ? b.fronts[static_cast<std::size_t>(e.front)] : b.fronts.back();
                const bool attacking = b.kind == BattleKind::players && e.player == b.attacker;
                RecordedUnit u;
                u.card = e.card;
                (attacking ? f.attack : f.defense).units.push_back(u);
                if (!attacking) f.by_hand = true;
                if (b.kind == BattleKind::dragons) f.defender = e.player;
            } else if constexpr (std::is_same_v<E, AbilityTriggered>) {
                if (RecordedUnit* u = unit(e.card)) {
                    u->abilities.push_back(e.ability);
                    last_ability_card_ = e.card;
                }
            } else if constexpr (std::is_same_v<E, UnitCollapsed>) {
                if (RecordedUnit* u = unit(e.card)) u->collapsed = true;
            } else if constexpr (std::is_same_v<E, UnitReturned>) {
                if (RecordedUnit* u = unit(e.card)) u->returned = true;
            } else if constexpr (std::is_same_v<E, UnitRescued>) {
                if (RecordedUnit* u = unit(e.card)) u->rescued = true;
            } else if constexpr (std::is_same_v<E, UnitDestroyed>) {
                if (RecordedUnit* u = unit(e.card)) u->destroyed = true;
            } else if constexpr (std::is_same_v<E, FrontResolved>) {
                if (!players_battle || e.front < 0 ||
                    e.front >= static_cast<int>(current_->fronts.size()))
                    return;
                RecordedFront& f = current_->fronts[static_cast<std::size_t>(e.front)];
                f.counted = true;
                f.attacker_won = e.attacker_won;
                f.attack.count = e.count.attacker;
                f.defense.count = e.count.defender;
                f.by_hand = e.count.defended_by_hand || !e.defender_units.empty();
                for (const CountedUnit& c : e.attacker_units)
                    for (RecordedUnit& u : f.attack.units)
                        if (u.card == c.card) u.strength = c.strength;
                for (const CountedUnit& c : e.defender_units)
                    for (RecordedUnit& u : f.defense.units)
                        if (u.card == c.card) u.strength = c.strength;
                // The Heart's dragons against a player adding units.
                if (!f.defense.dragons.empty()) count_dragons(after, f.defense, true);
            } else if constexpr (std::is_same_v<E, TerritoryTaken>) {
                if (current_) current_->taken.push_back(e);
            } else if constexpr (std::is_same_v<E, PortalDestroyed>) {
                if (current_) current_->portals_destroyed.push_back(e.at);
            } else if constexpr (std::is_same_v<E, PlayerEliminated>) {
                if (current_) current_->eliminated.push_back(e.player);
            } else if constexpr (std::is_same_v<E, DragonCardPlayed>) {
                // On the Heart the dragons defend within the players' battle.
                (players_battle ? *current_ : fight()).dragon_cards.push_back(e.name);
                if (RecordedSide* side = dragons_side(after))
                    side->dragons.push_back({dragon_id_named(after, e.name), -1, false, false});
            } else if constexpr (std::is_same_v<E, DragonUnitStruck>) {
                // A player's card got rid of a dragon (discarded) or doomed it (RULES.md §4).
                RecordedSide* side = dragons_side(after);
                if (side == nullptr) return;
                const std::string id = dragon_id_named(after, e.name);
                for (RecordedDragon& d : side->dragons)
                    if (d.card == id && !d.discarded && !(e.doomed && d.doomed)) {
                        (e.doomed ? d.doomed : d.discarded) = true;
                        break;
                    }
            } else if constexpr (std::is_same_v<E, DragonBattleFought>) {
                BattleResult& b = fight();
                b.dragon_fights.push_back(e);
                RecordedFront& f = b.fronts.back();
                f.counted = true;
                f.attacker_won = e.dragons_strength > e.player_strength;
                f.defender = e.player;
                f.by_hand = e.by_hand;
                f.attack.count = {e.dragons_strength,
                                  {{text::Message("strength.dragons"), e.dragons_strength}}};
                f.defense.count = {
                    e.player_strength,
                    {{text::Message(e.by_hand ? "strength.units" : "strength.base_defense"),
                      e.player_strength}}};
                count_dragons(after, f.attack, e.by_hand);
                // A unit the dragons got rid of before the count did not count (RULES.md §4).
                for (RecordedUnit& u : f.defense.units)
                    if (u.collapsed || u.destroyed) u.strength = 0;
            } else if constexpr (std::is_same_v<E, DragonsTookTerritory>) {
                if (players_battle) return;
                BattleResult& b = dragons();
                b.dragon_target = e.at;
                for (RecordedFront& f : b.fronts)
                    f.at = e.at;
                b.dragons_took = true;
                b.defender = e.from;
                b.taken.push_back(TerritoryTaken{-1, e.from, e.at});
            } else if constexpr (std::is_same_v<E, DragonAttackRepelled>) {
                if (players_battle) return;
                BattleResult& b = dragons();
                b.dragon_target = e.at;
                for (RecordedFront& f : b.fronts)
                    f.at = e.at;
                b.defender = e.defender;
            }
        },
        event);
}

void BattleRecorder::on_action(const GameState& after, const std::vector<Event>& events) {
    marks_.push_back({finished_.size(), current_, last_ability_card_});
    for (const Event& e : events) {
        on_event(after, e);
        // A dragon attack ends with the territory taken or held: one result per attack.
        if (current_ && current_->kind == BattleKind::dragons &&
            (std::holds_alternative<DragonsTookTerritory>(e) ||
             std::holds_alternative<DragonAttackRepelled>(e)))
            finish(after);
    }
    sync_dragons(after);
    // A players' battle ends when the engine's battle is over (post-combat and destruction
    // included), or with the game.
    if (current_ && current_->kind == BattleKind::players && !after.conquest().battle) {
        const bool counted = std::any_of(current_->fronts.begin(), current_->fronts.end(),
                                         [](const RecordedFront& f) { return f.counted; });
        if (counted)
            finish(after);
        else
            current_.reset();  // opened and taken back: nothing was fought
    }
}

void BattleRecorder::undo() {
    if (marks_.empty()) return;
    Mark m = std::move(marks_.back());
    marks_.pop_back();
    finished_.resize(m.finished);
    current_ = std::move(m.current);
    last_ability_card_ = m.last_ability_card;
}

}  // namespace eden::app
