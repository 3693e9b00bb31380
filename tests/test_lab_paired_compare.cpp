// A variant compared with its baseline on the same seeds and seats, with the paired per-game
// differences and their 95 % interval (issue 40 item 1).
#include <catch2/catch.hpp>
#include <cmath>

#include "data/game_data.hpp"
#include "lab/paired_compare.hpp"
#include "lab/simulate_request.hpp"

using namespace eden;

namespace {

// Short, quick games: two heuristic bots (their games end; random bots' rarely differ), no
// invariant checks (other tests check them), a round cap well above most games' length.
lab::GameBatch quick_batch(const data::GameData& d, std::vector<std::string> assignments) {
    lab::SimulateRequest r;
    r.players = 2;
    r.seed = 1;
    r.bots = {"heuristic", "heuristic"};
    r.max_rounds = 30;
    r.checks = false;
    r.assignments = std::move(assignments);
    return lab::make_batch(d, r);
}

const lab::PairedFigure& figure(const lab::PairedComparison& c, const std::string& id) {
    for (const auto& f : c.figures)
        if (f.id == id) return f;
    FAIL("no figure " << id);
    throw;
}

}  // namespace

TEST_CASE("Compare: the interval is mean ± 1.96·sd/√n of the paired differences", "[compare]") {
    // Issue 40 item 1. Differences 1, 2, 3, 6: mean 3, squares 4+1+0+9 = 14, sd = √(14/3),
    // half width 1.96·√(14/3)/2 = 2.1170...
    const lab::PairedInterval p = lab::paired_interval({1, 2, 3, 6});
    CHECK(p.games == 4);
    CHECK(p.mean == Approx(3.0));
    CHECK(p.sd == Approx(std::sqrt(14.0 / 3.0)));
    CHECK(p.low == Approx(3.0 - 2.117036).epsilon(1e-5));
    CHECK(p.high == Approx(3.0 + 2.117036).epsilon(1e-5));
    CHECK(p.flagged());  // 0.88 .. 5.12 leaves 0 out
    // Straddling 0: not flagged.
    CHECK_FALSE(lab::paired_interval({-1, 1, -1, 1}).flagged());
    // All equal: a zero-width interval at the mean.
    const lab::PairedInterval same = lab::paired_interval({0, 0, 0});
    CHECK(same.low == 0);
    CHECK(same.high == 0);
    CHECK_FALSE(same.flagged());
    // Games a 2-point difference needs with sd 0.5: (1.96·0.5/0.02)² = 2401.
    CHECK(lab::games_needed(0.5, 0.02) == 2401);
    CHECK(lab::games_needed(0, 0.02) == 0);
}

TEST_CASE("Compare: games that are not paired are refused", "[compare]") {
    lab::GameOutcome a;
    a.seed = 1;
    a.civs = {"x", "y"};
    lab::GameOutcome b = a;
    b.seed = 2;
    CHECK_THROWS_AS(lab::compare_outcomes({a}, {b}), std::invalid_argument);
    CHECK_THROWS_AS(lab::compare_outcomes({a}, {a, a}), std::invalid_argument);
}

TEST_CASE("Compare: the same settings twice show no difference", "[compare]") {
    // Issue 40 "Done when": two runs of the same settings report no flagged difference.
    const auto d = data::load_game_data(EDEN_SOURCE_DATA_DIR);
    const lab::GameBatch batch = quick_batch(d, {});
    const lab::PairedComparison c = lab::compare_batches(batch, batch, 6, 1);
    CHECK(c.games == 6);
    REQUIRE(c.figures.size() > 5);
    for (const auto& f : c.figures) {
        INFO(f.id);
        CHECK(f.difference.mean == 0);
        CHECK(f.difference.sd == 0);
        CHECK_FALSE(f.difference.flagged());
        CHECK(f.baseline == f.variant);
    }
    CHECK(c.baseline_rounds == c.variant_rounds);
    CHECK(c.baseline_rounds.size() == 5);
}

TEST_CASE("Compare: a larger hand shortens the games, and the interval shows it", "[compare]") {
    // Issue 40 "Done when": a parameter with a known effect is reported with its interval.
    // game.hand_size 5 -> 8 (measured with eden-cli simulate, 20 heuristic games: mean rounds
    // 16.9 -> 9.3): more cards a round, conquests finish sooner.
    const auto d = data::load_game_data(EDEN_SOURCE_DATA_DIR);
    const lab::PairedComparison c =
        lab::compare_batches(quick_batch(d, {}), quick_batch(d, {"game.hand_size=8"}), 12, 2);
    const lab::PairedFigure& rounds = figure(c, "mean_rounds");
    CHECK(rounds.variant < rounds.baseline);
    CHECK(rounds.difference.high < 0);
    CHECK(rounds.difference.flagged());
    CHECK(rounds.difference.mean == Approx(rounds.variant - rounds.baseline));
    // The JSON carries the same figures.
    const auto j = lab::to_json(c);
    CHECK(j.at("games") == 12);
    bool seen = false;
    for (const auto& f : j.at("figures"))
        if (f.at("id") == "mean_rounds") {
            seen = true;
            CHECK(f.at("flagged") == true);
            CHECK(f.at("ci95")[1].get<double>() < 0);
        }
    CHECK(seen);
}

TEST_CASE("Compare: bot tiers at one table say whether the variant leaves more or less to skill",
          "[compare]") {
    // Issue 40 item 5: heuristic against random, each in each seat in turn. Under the baseline
    // the heuristic seat wins 9 games of 10; under the variant, 5 of the same 10 games.
    std::vector<lab::GameOutcome> base, var;
    for (int i = 0; i < 10; ++i) {
        lab::GameOutcome g;
        g.seed = static_cast<std::uint64_t>(i);
        g.civs = {"a", "b"};
        g.kinds = i % 2 == 0 ? std::vector<std::string>{"heuristic", "random"}
                             : std::vector<std::string>{"random", "heuristic"};
        g.record.finished = true;
        const int heuristic_seat = i % 2 == 0 ? 0 : 1;
        g.record.winners = {i < 9 ? heuristic_seat : 1 - heuristic_seat};
        base.push_back(g);
        g.record.winners = {i < 5 ? heuristic_seat : 1 - heuristic_seat};
        var.push_back(g);
    }
    const lab::PairedComparison c = lab::compare_outcomes(base, var);
    const lab::PairedFigure& strong = figure(c, "win_rate_kind:heuristic");
    CHECK(strong.baseline == Approx(0.9));
    CHECK(strong.variant == Approx(0.5));
    CHECK(figure(c, "win_rate_kind:random").baseline == Approx(0.1));
    // Four games of ten change hands: mean -0.4, sd 0.516, half width 1.96 * 0.516 / sqrt(10).
    CHECK(strong.difference.high < 0);
    const auto verdict = lab::skill_verdict(c);
    REQUIRE(verdict);
    CHECK(verdict->stronger == "heuristic");
    CHECK(verdict->less);
    CHECK_FALSE(verdict->more);
    CHECK(lab::to_json(c).at("skill").at("verdict") == "less");
    // The same games twice: no verdict either way.
    const auto same = lab::skill_verdict(lab::compare_outcomes(base, base));
    REQUIRE(same);
    CHECK_FALSE(same->more);
    CHECK_FALSE(same->less);
    // One kind at every seat: no tiers, no skill figure.
    CHECK_FALSE(lab::skill_verdict(lab::compare_outcomes({}, {})));
}
