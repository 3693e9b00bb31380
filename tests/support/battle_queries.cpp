#include "support/battle_queries.hpp"

#include <algorithm>
#include <stdexcept>

#include "support/conquest_fixture.hpp"

namespace eden_test {

using namespace eden;

void bob_fully_controls_w2(nlohmann::json& state) {
    for (Hex h : {Hex{-2, 0}, Hex{-1, 0}, Hex{0, 0}, Hex{1, -1}, Hex{2, -1}})
        set_control(state, h, 1);
}

CardId give_spare_unit(nlohmann::json& state, int player, const std::string& pile) {
    const nlohmann::json& world =
        state["conquest"]["players"][static_cast<std::size_t>(player)]["world"];
    if (world.empty()) throw std::logic_error("give_spare_unit: no unit left in the World");
    const CardId card = world.back().get<CardId>();
    move_card(state, card, player, pile);
    return card;
}

const PlayerState& player(const GameState& s, int p) {
    return s.conquest().players.at(static_cast<std::size_t>(p));
}

bool contains(const std::vector<CardId>& pile, CardId c) {
    return std::find(pile.begin(), pile.end(), c) != pile.end();
}

bool offered(const GameState& s, CardId card, int ability) {
    const Decision d = s.pending();
    return d.kind == DecisionKind::trigger_ability && offers(d, TriggerAbility{card, ability});
}

FrontForecast forecast(const GameState& s) {
    const auto f = s.front_forecast(0);
    if (!f) throw std::logic_error("no front 0 to forecast");
    return *f;
}

int attack_total(const GameState& s) {
    return forecast(s).attacker.total;
}

int defense_total(const GameState& s) {
    return forecast(s).defender.total;
}

std::vector<Event> concat(std::vector<Event> a, const std::vector<Event>& b) {
    a.insert(a.end(), b.begin(), b.end());
    return a;
}

FrontResolved resolved_front(const std::vector<Event>& events, int front) {
    for (const FrontResolved& r : events_of<FrontResolved>(events))
        if (r.front == front) return r;
    throw std::logic_error("the front was not resolved");
}

FrontResolved only_resolved_front(const std::vector<Event>& events) {
    const auto resolved = events_of<FrontResolved>(events);
    if (resolved.size() != 1) throw std::logic_error("expected one front resolved");
    return resolved[0];
}

bool collapsed(const std::vector<Event>& events, CardId c) {
    return event_index<UnitCollapsed>(events,
                                      [&](const UnitCollapsed& e) { return e.card == c; }) >= 0;
}

bool destroyed(const std::vector<Event>& events, CardId c) {
    return event_index<UnitDestroyed>(events,
                                      [&](const UnitDestroyed& e) { return e.card == c; }) >= 0;
}

}  // namespace eden_test
