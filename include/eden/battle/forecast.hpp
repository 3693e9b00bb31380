// Battle forecast: the strength of each side of one front as it stands, every part itemised,
// so the UI can show "7 vs 5 (attacker: +1 territory with 5+ resources)" and bots can reason.
//
// Rulebook: 003 §Battle rules — "Battle" step 7, "Bonuses", "Full Control vs Partial Control,
// Base Defense"; RULES.md §2 "Battle" and "Control and base defense" (U61–U67).
// Parameters read: battle.base_defense_by_distance, battle.bonus_resource_threshold,
// map.distance_metric.
//
// Pure functions, not yet wired into GameState. The caller sums each unit's strength as it
// stands (abilities included); this module adds what the territories give. A territory
// attacked on two fronts is two forecasts: winning either takes it (003 §General Principle).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "eden/conquest/frontier.hpp"
#include "eden/conquest/territory.hpp"
#include "eden/core/rules.hpp"
#include "eden/map/map.hpp"
#include "eden/map/tile.hpp"
#include "eden/text/message.hpp"

namespace eden {

// One part of a side's strength, e.g. {strength.units, 6} or {strength.rich (5), 1}: what it
// is as a message ("strength.*"), which the reader's language words ("units", « unités »).
struct StrengthItem {
    text::Message label;
    int amount = 0;
    // Which part it is ("strength.units"), for the checks that look one up.
    bool is(std::string_view id) const { return label.id == id; }
    friend bool operator==(const StrengthItem&, const StrengthItem&) = default;
};

// `total` is the sum of `items`. The first item is always "units" or "base defense", even at
// 0, so a side always says what it stands on; bonuses follow only when they are not zero.
struct SideForecast {
    int total = 0;
    std::vector<StrengthItem> items;
    friend bool operator==(const SideForecast&, const SideForecast&) = default;
};

struct FrontForecast {
    SideForecast attacker;
    SideForecast defender;
    bool defended_by_hand = false;

    // 003 step 7: the attacker takes the territory only with strictly more strength, so a tie
    // holds it.
    bool attacker_wins() const { return attacker.total > defender.total; }
    friend bool operator==(const FrontForecast&, const FrontForecast&) = default;
};

// "7 vs 5", followed by every non-zero bonus per side in parentheses, e.g. "7 vs 5 (attacker: +1
// territory with 5+ resources)", as a message ("prompt.forecast") the text layer words in the
// reader's language. Units and base defense are in `items`, not repeated here.
text::Message forecast_message(const FrontForecast& f);

// One front as it stands. The defender is whoever controls `frontier.enemy` (nobody for a
// wild territory).
struct FrontInput {
    Frontier frontier;
    int attacker = kNoPlayer;
    TileColor attacker_civ = TileColor::white;  // the attacker's civilization resource
    std::vector<int> attacker_units;            // strengths of the attacker's units on this front
    // The defender's unit strengths if he defends this front by hand; nullopt: he does not
    // (or cannot), and the territory's base defense stands instead.
    std::optional<std::vector<int>> defender_units;
    // 002's turn about (battle.order alternating, RULES.md §5 C5): a defender plays units on any
    // territory of his; 003's full control (§Full Control) is not asked.
    bool by_hand_anywhere = false;
    TileColor defender_civ = TileColor::white;  // ignored for wild territories
    // Strength a side holds as a whole, beyond its units and territory: abilities aimed at the
    // side and technology cards in play, each labelled (e.g. {"Energy Shield", 3}). It counts
    // also on a side standing on base defense; zero items are left out.
    std::vector<StrengthItem> attacker_extras;
    std::vector<StrengthItem> defender_extras;
    // King of Eden (RULES.md §4): a dragon territory stands on the dragons' defense instead of
    // the base defense of a wild territory (the Heart: the dragons' cards on it).
    std::optional<StrengthItem> dragon_defense;
    // 004 (troops.wild_markers, RULES.md §6 F5, F9): the marker on a wild territory, which
    // stands instead of its base defense; with markers in play a wild territory without one
    // defends with 0.
    std::optional<int> wild_marker;
};

// 003 §Battle step 7 and §Bonuses. Attacker: his units plus the territory bonus of his allied
// territory. Defender: his units if he defends by hand, otherwise the territory's base defense;
// plus, when a player controls the territory, that player's territory bonus on it — RULES.md §2
// applies bonuses "also when the defense is base defense". A wild territory has no side to
// give it a bonus: base defense only.
// Throws std::logic_error if the frontier is not one of the attacker's (see is_frontier_of), or
// if `defender_units` is given for a territory that cannot be defended by hand.
FrontForecast forecast_front(const Map& map, const Rules& rules, const Control& control,
                             const TerritoryResources& resources, const FrontInput& input);

// 003 §Full Control vs Partial Control: only a fully controlled territory may be defended by
// hand; partially controlled and wild territories rely on their base defense. `defender` is
// the player who would defend (nullopt: nobody, as for a wild territory). Returns why
// `defender` cannot defend `territory` by hand (a sentence), or nullopt if he can.
// Throws std::logic_error if `territory` holds no tile.
std::optional<text::Message> why_cannot_defend_by_hand(const Map& map, const Control& control,
                                                       Hex territory, std::optional<int> defender);

}  // namespace eden
