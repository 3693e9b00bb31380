// The table as the audit follows it, event by event: who controls which territory, which
// portals stand, the troops on each territory and near each frontier, who is eliminated, the
// phase, whose turn it is, the battle being fought and the technology cards each player owns.
// Built only from the events and the map as built (GameRecord), never from the engine's state.
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "audit/game_record.hpp"

namespace eden::audit {

inline constexpr int kDragons = -2;  // King of Eden: the dragons hold a territory

struct FrontFacts {
    int attacker = kNoPlayer;
    Hex from;
    Hex at;
    int defender = kNoPlayer;  // -1: wild (or the dragons' territory)
    int troops_sent = 0;       // 002: the attacker's troops near this frontier
    bool resolved = false;
};

class Table {
  public:
    explicit Table(const GameRecord& game);

    // Follows one event. Call it after the checks have looked at the event (they see the table
    // as it stood just before).
    void apply(const Event& e);

    const GameRecord& game() const { return game_; }
    const TileFacts* tile(Hex h) const;
    bool map_known() const { return !tiles_.empty(); }
    std::optional<int> controller(Hex h) const;
    bool portal_standing(Hex h) const { return standing_.count(h) > 0; }
    std::optional<Hex> portal_of(int player) const;  // standing or not
    std::optional<Hex> heart() const;
    bool eliminated(int p) const { return eliminated_.count(p) > 0; }
    int troops(Hex h) const;
    const std::string& phase() const { return phase_; }
    int round() const { return round_; }
    int turn_player() const { return turn_player_; }
    const std::vector<FrontFacts>& fronts() const { return fronts_; }
    bool battle_on() const;  // fronts opened and not all counted yet
    // Cards added to the current (or last) battle's fronts and not discarded since.
    bool on_a_front(int card) const { return on_fronts_.count(card) > 0; }
    const std::set<int>& technologies(int p) const;
    std::vector<Hex> territories_of(int p) const;
    // Tiles crossed on the shortest path through placed tiles (003 "distance").
    int distance(Hex a, Hex b) const;
    // Distance to the nearest standing portal (003 §Base Defense, 002 wild strength).
    std::optional<int> distance_to_standing_portal(Hex h) const;
    // The player's territories joined to his standing portal through his own territories (002
    // "connected").
    std::set<Hex> connected_to_portal(int p) const;

  private:
    void lose_troops(int player, Hex at, int n);

    const GameRecord& game_;
    std::map<Hex, TileFacts> tiles_;
    std::map<Hex, int> control_;
    std::set<Hex> standing_;
    std::set<int> eliminated_;
    std::map<Hex, int> troops_;
    std::string phase_;
    int round_ = 0;
    int turn_player_ = kNoPlayer;
    std::vector<FrontFacts> fronts_;
    std::set<int> on_fronts_;
    std::map<int, std::set<int>> technologies_;
};

}  // namespace eden::audit
