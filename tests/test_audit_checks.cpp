// The audit of logged games (issue 35; DESIGN.md "Rules, audited from outside"): a clean game
// audits clean, and each check reports a fault planted in a real game's log (a golden save's
// game, replayed into a record, then one event or count edited). A planted fault must raise the
// count of its check: the classic golden may hold departures of its own until they are fixed.
#include <catch2/catch.hpp>
#include <filesystem>
#include <stdexcept>

#include "audit/audit.hpp"
#include "audit/game_record.hpp"
#include "bots/random_bot.hpp"
#include "data/data_files.hpp"
#include "eden/core/save.hpp"
#include "support/conquest_fixture.hpp"
#include "support/shipped_data.hpp"

using namespace eden;
using namespace eden::audit;

namespace {

const std::filesystem::path kGoldenDir = std::filesystem::path(EDEN_SOURCE_TESTS_DIR) / "golden";

GameRecord golden_game(const std::string& name) {
    return record_save(data::read_json_file(kGoldenDir / name).at("save"), name);
}

const GameRecord& standard_game() {
    static const GameRecord g = golden_game("conquest_supremacy_2p_seed32.json");
    return g;
}

const GameRecord& classic_game() {
    static const GameRecord g = golden_game("conquest_classic_3p_seed3.json");
    return g;
}

int count_of(const GameRecord& g, const std::string& check) {
    int n = 0;
    for (const Departure& d : audit_game(g).departures)
        n += d.check == check ? 1 : 0;
    return n;
}

// The first event of type E (in game order) for which `pick` holds: its step and index.
template <class E, class Pick>
std::pair<std::size_t, std::size_t> find_event(const GameRecord& g, Pick pick) {
    for (std::size_t s = 0; s < g.steps.size(); ++s)
        for (std::size_t k = 0; k < g.steps[s].events.size(); ++k)
            if (const auto* e = std::get_if<E>(&g.steps[s].events[k]); e && pick(*e, s))
                return {s, k};
    FAIL("no such event in " << g.source);
    return {0, 0};
}

template <class E>
E& event_at(GameRecord& g, std::pair<std::size_t, std::size_t> at) {
    return std::get<E>(g.steps[at.first].events[at.second]);
}

// Plants a fault and checks that `check` reports it (one more departure than before).
template <class Plant>
void require_reported(const GameRecord& clean, const std::string& check, Plant plant) {
    GameRecord faulty = clean;
    plant(faulty);
    const int before = count_of(clean, check);
    const int after = count_of(faulty, check);
    INFO(check << ": " << before << " departures before the fault, " << after << " after");
    REQUIRE(after > before);
}

// An edition-fr game (RULES.md §6, what is built of it) of two random players, played until a
// wild marker has been beaten, recorded from its save.
const GameRecord& edition_fr_game() {
    static const GameRecord g = [] {
        for (std::uint64_t seed = 7; seed < 40; ++seed) {
            GameSetup setup = eden_test::conquest_setup(
                2, eden::test::shipped_data().rulesets.at("edition-fr").rules, seed);
            setup.ruleset_id = "edition-fr";
            setup.premade_map.reset();  // the record reads the map as its events build it
            GameState s(setup);
            bots::RandomBot a(seed), b(seed + 100);
            bool beaten = false;
            for (int n = 0; n < 6000 && !(beaten && s.conquest().round >= 3); ++n) {
                const Decision d = s.pending();
                for (const Event& e :
                     s.apply(d.player == 0 ? a.choose(s, d) : b.choose(s, d)).events)
                    beaten = beaten || std::holds_alternative<WildMarkerBeaten>(e);
                if (s.phase() == Phase::conquest && s.conquest().step == ConquestStep::game_over)
                    break;
            }
            if (beaten) return record_save(make_save(s), "edition-fr game");
        }
        throw std::logic_error("no edition-fr game of random players beat a wild marker");
    }();
    return g;
}

}  // namespace

TEST_CASE(
    "Audit: a clean edition-fr game departs from nothing - and a planted wild marker or refined "
    "pure energy fault is reported (004 Mise en place and Cas particuliers - La phase de "
    "Production)",
    "[audit][edition-fr]") {
    const AuditResult r = audit_game(edition_fr_game());
    REQUIRE(r.unsupported.empty());
    for (const Departure& d : r.departures)
        UNSCOPED_INFO(report_line(edition_fr_game(), d));
    CHECK(r.departures.empty());
    require_reported(edition_fr_game(), "wild markers", [](GameRecord& g) {
        event_at<WildMarkersLaid>(g,
                                  find_event<WildMarkersLaid>(g, [](auto&, auto) { return true; }))
            .territories += 1;
    });
    require_reported(edition_fr_game(), "wild markers", [](GameRecord& g) {
        event_at<WildMarkerBeaten>(
            g, find_event<WildMarkerBeaten>(g, [](auto&, auto) { return true; }))
            .value += 2;
    });
    require_reported(edition_fr_game(), "production", [](GameRecord& g) {
        event_at<PureEnergyChanged>(g, find_event<PureEnergyChanged>(
                                           g, [](auto& e, auto) { return e.why == "production"; }))
            .delta += 1;
    });
}

TEST_CASE("Audit: a clean standard game (the 2-player golden) departs from nothing", "[audit]") {
    const AuditResult r = audit_game(standard_game());
    REQUIRE(r.unsupported.empty());
    for (const Departure& d : r.departures)
        UNSCOPED_INFO(report_line(standard_game(), d));
    CHECK(r.departures.empty());
}

TEST_CASE("Audit: a ruleset the audit cannot read is named, not passed", "[audit]") {
    GameRecord g = standard_game();
    g.ruleset = "house-rules";
    const AuditResult r = audit_game(g);
    CHECK(r.unsupported.find("house-rules") != std::string::npos);
}

TEST_CASE(
    "Audit hands: a hand left short at a subphase's end is reported (003 §Expansion, "
    "FAQ 1 - 002 C11)",
    "[audit]") {
    require_reported(standard_game(), "hands", [](GameRecord& g) {
        for (Step& s : g.steps)
            if (s.kind == DecisionKind::attack_subphase && std::holds_alternative<Done>(s.what)) {
                SeatCounts& c = s.after[static_cast<std::size_t>(s.player)];
                if (c.hand >= 5 && c.deck + c.discard > 0) {
                    c.hand = 3;
                    return;
                }
            }
        FAIL("no subphase ends with a full hand");
    });
    require_reported(classic_game(), "hands", [](GameRecord& g) {
        // A turn ends short: the player's last "done", which starts the next player's turn.
        for (std::size_t s = 1; s < g.steps.size(); ++s)
            for (const Event& e : g.steps[s].events)
                if (std::holds_alternative<TurnStarted>(e) && g.steps[s].player >= 0 &&
                    std::holds_alternative<Done>(g.steps[s].what) &&
                    (g.steps[s].kind == DecisionKind::attack_subphase ||
                     g.steps[s].kind == DecisionKind::bonus_turn)) {
                    SeatCounts& c = g.steps[s].after[static_cast<std::size_t>(g.steps[s].player)];
                    if (c.hand >= 5 && c.deck + c.discard > 0) {
                        c.hand = 2;
                        return;
                    }
                }
        FAIL("no turn ends with a full hand");
    });
}

TEST_CASE("Audit production: one resource too many is reported (003 §Production - 002 C1)",
          "[audit]") {
    for (const GameRecord* clean : {&standard_game(), &classic_game()})
        require_reported(*clean, "production", [](GameRecord& g) {
            const auto at = find_event<ResourcesGained>(
                g, [](const ResourcesGained& e, std::size_t) { return e.why == "production"; });
            ++event_at<ResourcesGained>(g, at).amount;
        });
}

TEST_CASE(
    "Audit fronts: a tie won by the attacker, and a wrong base defense, are reported "
    "(003 §Battle rules step 7, §Base Defense)",
    "[audit]") {
    require_reported(standard_game(), "fronts", [](GameRecord& g) {
        const auto at =
            find_event<FrontResolved>(g, [](const FrontResolved&, std::size_t) { return true; });
        event_at<FrontResolved>(g, at).attacker_won = !event_at<FrontResolved>(g, at).attacker_won;
    });
    require_reported(standard_game(), "fronts", [](GameRecord& g) {
        const auto at = find_event<FrontResolved>(g, [](const FrontResolved& e, std::size_t) {
            return !e.count.defender.items.empty() &&
                   e.count.defender.items.front().is("strength.base_defense");
        });
        FrontResolved& f = event_at<FrontResolved>(g, at);
        f.count.defender.items.front().amount += 2;
        f.count.defender.total += 2;
        f.defender_strength += 2;
        f.attacker_won = f.attacker_strength > f.defender_strength;
    });
    require_reported(classic_game(), "fronts", [](GameRecord& g) {
        const auto at = find_event<FrontResolved>(g, [](const FrontResolved& e, std::size_t) {
            return !e.count.attacker.items.empty() &&
                   e.count.attacker.items.back().is("strength.troops_near");
        });
        FrontResolved& f = event_at<FrontResolved>(g, at);
        f.count.attacker.items.back().amount += 1;
        f.count.attacker.total += 1;
        f.attacker_strength += 1;
        f.attacker_won = f.attacker_strength > f.defender_strength;
    });
}

TEST_CASE("Audit troop losses: a lost front that costs no troop is reported (002 C5)", "[audit]") {
    require_reported(classic_game(), "troop losses", [](GameRecord& g) {
        const auto at = find_event<TroopsLost>(g, [&](const TroopsLost&, std::size_t s) {
            for (const Event& e : g.steps[s].events)
                if (std::holds_alternative<FrontResolved>(e)) return true;
            return false;
        });
        auto& events = g.steps[at.first].events;
        events.erase(events.begin() + static_cast<std::ptrdiff_t>(at.second));
    });
}

TEST_CASE(
    "Audit captures: a player taking a territory from himself, and destroying his own "
    "portal in classic, are reported (003 §Battle rules - 002, RULES.md §5 C10)",
    "[audit]") {
    require_reported(standard_game(), "captures", [](GameRecord& g) {
        const auto at = find_event<TerritoryTaken>(
            g, [](const TerritoryTaken& e, std::size_t) { return e.from >= 0; });
        TerritoryTaken& t = event_at<TerritoryTaken>(g, at);
        t.from = t.player;
    });
    require_reported(classic_game(), "captures", [](GameRecord& g) {
        const auto at =
            find_event<TurnStarted>(g, [](const TurnStarted&, std::size_t) { return true; });
        const int p = event_at<TurnStarted>(g, at).player;
        g.steps[at.first].events.push_back(PortalDestructionScheduled{p, Hex{}});
    });
}

TEST_CASE(
    "Audit prices: a card bought for a resource less than its price is reported (003 "
    "§Resources, purchases - 002 C8)",
    "[audit]") {
    for (const GameRecord* clean : {&standard_game(), &classic_game()})
        require_reported(*clean, "prices", [](GameRecord& g) {
            const auto at =
                find_event<ResourcesSpent>(g, [&](const ResourcesSpent& e, std::size_t s) {
                    for (const Event& x : g.steps[s].events)
                        if (const auto* b = std::get_if<CardBought>(&x); b && b->player == e.player)
                            return true;
                    return false;
                });
            --event_at<ResourcesSpent>(g, at).amount;
        });
}

TEST_CASE(
    "Audit pure energy: pure energy spent on something else than technology is reported "
    "in classic (002, RULES.md §5 C10)",
    "[audit]") {
    require_reported(classic_game(), "pure energy", [](GameRecord& g) {
        const auto at =
            find_event<ResourcesSpent>(g, [](const ResourcesSpent&, std::size_t) { return true; });
        const int p = event_at<ResourcesSpent>(g, at).player;
        g.steps[at.first].events.push_back(PureEnergyChanged{p, -1, "spent"});
    });
}

TEST_CASE(
    "Audit after battle: a unit returned from the front in classic, and one returned "
    "unpaid in standard, are reported (002 §Combat, C10 - 003 step 8)",
    "[audit]") {
    require_reported(classic_game(), "after battle", [](GameRecord& g) {
        const auto at =
            find_event<UnitAdded>(g, [](const UnitAdded&, std::size_t) { return true; });
        const int card = event_at<UnitAdded>(g, at).card;
        auto& events = g.steps[at.first].events;
        events.insert(events.begin() + static_cast<std::ptrdiff_t>(at.second) + 1,
                      UnitReturned{card});
    });
    require_reported(standard_game(), "after battle", [](GameRecord& g) {
        const auto at =
            find_event<UnitAdded>(g, [](const UnitAdded&, std::size_t) { return true; });
        const int card = event_at<UnitAdded>(g, at).card;
        auto& events = g.steps[at.first].events;
        events.insert(events.begin() + static_cast<std::ptrdiff_t>(at.second) + 1,
                      UnitReturned{card});
    });
}

TEST_CASE(
    "Audit eliminated players: an eliminated player who plays a unit is reported (003 "
    "§Understand tiles, RULES.md §2 Portals and elimination)",
    "[audit]") {
    require_reported(standard_game(), "eliminated players", [](GameRecord& g) {
        const auto at = find_event<PlayerEliminated>(
            g, [](const PlayerEliminated&, std::size_t) { return true; });
        const int p = event_at<PlayerEliminated>(g, at).player;
        g.steps[at.first].events.push_back(UnitAdded{p, 0, 0});
    });
}
