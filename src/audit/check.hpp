// One check of the audit: it walks a game's record with the table (audit/table.hpp) and reports
// each departure from the rulebook it re-derives. The auditor calls the hooks in the game's
// order; on_event sees the table as it stood just before the event.
#pragma once

#include <memory>
#include <string_view>
#include <vector>

#include "audit/departure.hpp"
#include "audit/game_record.hpp"
#include "audit/profile.hpp"
#include "audit/table.hpp"
#include "eden/battle/forecast.hpp"

namespace eden::audit {

struct Where {
    const GameRecord& game;
    const Profile& rules;
    const Table& table;
    std::size_t step;  // index into game.steps
    const Step& at() const { return game.steps[step]; }
    // The counts before this step (after the previous one).
    const std::vector<SeatCounts>& before() const {
        return step == 0 ? game.start : game.steps[step - 1].after;
    }
};

class Check {
  public:
    virtual ~Check() = default;
    virtual const char* name() const = 0;
    virtual void step_begins(const Where&) {}
    virtual void event(const Where&, std::size_t /*index*/, const Event&) {}
    virtual void step_ends(const Where&) {}
    virtual void game_ends(const Where&) {}

    std::vector<Departure> found;

  protected:
    void report(const Where& w, int event, std::string rule, std::string what) {
        found.push_back({w.step, event, name(), std::move(rule), std::move(what)});
    }
};

// The parts of a counted side by their message id ("strength.units"): their sum, and whether
// the side has one.
inline int item(const SideForecast& side, std::string_view id) {
    int n = 0;
    for (const StrengthItem& i : side.items)
        if (i.is(id)) n += i.amount;
    return n;
}
inline bool has_item(const SideForecast& side, std::string_view id) {
    for (const StrengthItem& i : side.items)
        if (i.is(id)) return true;
    return false;
}

// One per file, each named after what it re-derives.
std::unique_ptr<Check> hands_check();
std::unique_ptr<Check> production_check();
std::unique_ptr<Check> fronts_check();
std::unique_ptr<Check> troop_losses_check();
std::unique_ptr<Check> captures_check();
std::unique_ptr<Check> prices_check();
std::unique_ptr<Check> pure_energy_check();
std::unique_ptr<Check> after_battle_check();
std::unique_ptr<Check> eliminated_players_check();
std::unique_ptr<Check> wild_markers_check();

}  // namespace eden::audit
