#include "app/session/battle_record.hpp"

#include <algorithm>
#include <type_traits>

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

void BattleRecorder::on_event(const Event& event) {
    const auto dragons = [this]() -> BattleResult& {
        if (!current_ || current_->kind != BattleKind::dragons) {
            current_ = BattleResult{};
            current_->kind = BattleKind::dragons;
            current_->fronts.push_back({});
        }
        return *current_;
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
                BattleResult& b = players_battle ? *current_ : dragons();
                if (e.front < 0 || e.front >= static_cast<int>(b.fronts.size())) return;
                RecordedFront& f = b.fronts[static_cast<std::size_t>(e.front)];
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
            } else if constexpr (std::is_same_v<E, TerritoryTaken>) {
                if (current_) current_->taken.push_back(e);
            } else if constexpr (std::is_same_v<E, PortalDestroyed>) {
                if (current_) current_->portals_destroyed.push_back(e.at);
            } else if constexpr (std::is_same_v<E, PlayerEliminated>) {
                if (current_) current_->eliminated.push_back(e.player);
            } else if constexpr (std::is_same_v<E, DragonCardPlayed>) {
                // On the Heart the dragons defend within the players' battle.
                (players_battle ? *current_ : dragons()).dragon_cards.push_back(e.name);
            } else if constexpr (std::is_same_v<E, DragonBattleFought>) {
                BattleResult& b = dragons();
                b.dragon_fights.push_back(e);
                b.fronts[0].counted = true;
                b.fronts[0].attacker_won = e.dragons_strength > e.player_strength;
                b.fronts[0].defender = e.player;
                b.fronts[0].by_hand = e.by_hand;
                b.fronts[0].attack.count = {e.dragons_strength,
                                            {{"the dragons", e.dragons_strength}}};
                b.fronts[0].defense.count = {
                    e.player_strength, {{e.by_hand ? "units" : "base defense", e.player_strength}}};
            } else if constexpr (std::is_same_v<E, DragonsTookTerritory>) {
                if (players_battle) return;
                BattleResult& b = dragons();
                b.dragon_target = e.at;
                b.fronts[0].at = e.at;
                b.dragons_took = true;
                b.defender = e.from;
                b.taken.push_back(TerritoryTaken{-1, e.from, e.at});
            } else if constexpr (std::is_same_v<E, DragonAttackRepelled>) {
                if (players_battle) return;
                BattleResult& b = dragons();
                b.dragon_target = e.at;
                b.fronts[0].at = e.at;
                b.defender = e.defender;
            }
        },
        event);
}

void BattleRecorder::on_action(const GameState& after, const std::vector<Event>& events) {
    marks_.push_back({finished_.size(), current_, last_ability_card_});
    for (const Event& e : events) {
        on_event(e);
        // A dragon attack ends with the territory taken or held: one result per attack.
        if (current_ && current_->kind == BattleKind::dragons &&
            (std::holds_alternative<DragonsTookTerritory>(e) ||
             std::holds_alternative<DragonAttackRepelled>(e)))
            finish(after);
    }
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
