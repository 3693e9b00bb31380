#include "audit/audit.hpp"

#include <map>

#include "audit/check.hpp"
#include "audit/profile.hpp"
#include "audit/table.hpp"
#include "eden/text/action_text.hpp"

namespace eden::audit {

namespace {

std::vector<std::unique_ptr<Check>> every_check() {
    std::vector<std::unique_ptr<Check>> out;
    out.push_back(hands_check());
    out.push_back(production_check());
    out.push_back(fronts_check());
    out.push_back(troop_losses_check());
    out.push_back(captures_check());
    out.push_back(prices_check());
    out.push_back(pure_energy_check());
    out.push_back(after_battle_check());
    out.push_back(eliminated_players_check());
    out.push_back(wild_markers_check());
    return out;
}

}  // namespace

AuditResult audit_game(const GameRecord& game) {
    AuditResult result;
    const auto rules = profile_of(game.ruleset);
    if (!rules) {
        result.unsupported = "the audit has no reading of ruleset \"" + game.ruleset + "\"";
        return result;
    }
    auto checks = every_check();
    Table table(game);
    for (std::size_t s = 0; s < game.steps.size(); ++s) {
        const Where w{game, *rules, table, s};
        for (auto& c : checks)
            c->step_begins(w);
        const auto& events = game.steps[s].events;
        for (std::size_t k = 0; k < events.size(); ++k) {
            for (auto& c : checks)
                c->event(w, k, events[k]);
            table.apply(events[k]);
        }
        for (auto& c : checks)
            c->step_ends(w);
    }
    if (!game.steps.empty()) {
        const Where w{game, *rules, table, game.steps.size() - 1};
        for (auto& c : checks)
            c->game_ends(w);
    }
    for (auto& c : checks)
        for (Departure& d : c->found)
            result.departures.push_back(std::move(d));
    return result;
}

std::string report_line(const GameRecord& game, const Departure& d) {
    std::string out = game.source + ": ";
    if (d.step < game.steps.size()) {
        const Step& s = game.steps[d.step];
        out += "action " + std::to_string(s.action);
        if (d.event >= 0 && static_cast<std::size_t>(d.event) < s.events.size())
            out += ", event " + std::to_string(d.event) + " (" +
                   game.line(s.events[static_cast<std::size_t>(d.event)]) + ")";
        else
            out += " (" + describe(s.what) + ")";
    }
    return out + ": " + d.check + ": " + d.rule + ": " + d.what;
}

std::string counts_by_check(const std::vector<Departure>& departures) {
    std::map<std::string, int> n;
    for (const auto& c : every_check())
        n[c->name()] = 0;
    for (const Departure& d : departures)
        ++n[d.check];
    std::string out;
    for (const auto& [name, count] : n)
        out += (out.empty() ? "" : ", ") + name + " " + std::to_string(count);
    return out;
}

}  // namespace eden::audit
