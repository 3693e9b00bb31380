// Ruleset parameters for the map rules where the editions disagree (RULES.md §1, §2;
// rules-comparison.md U23-U25): each variant behaves as its edition says, and the standard
// value keeps 003's rule.
#include <catch2/catch.hpp>

#include "bots/driver.hpp"
#include "bots/random_bot.hpp"
#include "eden/core/game_state.hpp"
#include "eden/map/placement_rules.hpp"
#include "support/refusal_words.hpp"
#include "support/test_setups.hpp"

using namespace eden;
using nlohmann::json;

namespace {

json tile_json(int q, int r, const char* colour, bool token = false) {
    return {{"q", q}, {"r", r}, {"kind", "ordinary"}, {"color", colour}, {"energy_rich", token}};
}

// Alice's portal at the end of a chain, beside a yellow tile whose fourth "type" is the portal.
GameState portal_beside_token(bool follow_changes) {
    auto setup = eden_test::basic_setup(2, 3);
    setup.first_player = 0;
    setup.rules.richness_counts_portals = true;
    setup.rules.richness_tokens_follow_changes = follow_changes;
    json j = GameState(setup).to_json();
    j["map"]["tiles"] = json::array({{{"q", 0}, {"r", 0}, {"kind", "heart"}},
                                     tile_json(1, 0, "red"),
                                     tile_json(2, 0, "green"),
                                     tile_json(3, 0, "yellow", true),
                                     tile_json(3, -1, "grey"),
                                     tile_json(3, 1, "brown"),
                                     {{"q", 4}, {"r", 0}, {"kind", "portal"}, {"player", 0}}});
    j["turn"]["step"] = "portal";
    return GameState::from_json(j, "test");
}

}  // namespace

TEST_CASE("002/004 variant: the portal's limit of 2 neighbours counts every tile",
          "[map-variants]") {
    Rules rules;
    rules.portal_min_distance_heart = 1;  // lets a portal touch the Heart, to count it
    Map m;
    const Tile heart = Tile::heart();
    m.place(kHeartHex, heart);
    m.place({1, 0}, Tile::ordinary(TileColor::red));
    m.place({0, -1}, Tile::ordinary(TileColor::green));
    // (1,-1) touches the Heart and two ordinary tiles.
    CHECK_FALSE(why_cannot_place_portal(m, rules, {}, 0, {1, -1}));  // 003: 2 ordinary tiles
    rules.portal_limit_counts_every_tile = true;
    const auto why = why_cannot_place_portal(m, rules, {}, 0, {1, -1});
    REQUIRE(why);
    CHECK_THAT(eden_test::english(*why), Catch::Contains("would touch 3 tiles"));

    // And a tile next to a portal that already touches the Heart and one tile is refused.
    Map n;
    n.place(kHeartHex, heart);
    n.place({1, 0}, Tile::ordinary(TileColor::red));
    n.place({1, -1}, Tile::portal(0));
    CHECK(why_cannot_place_ordinary(n, rules, {}, 1, {2, -2}, OrdinaryPlacement::normal));
    rules.portal_limit_counts_every_tile = false;
    CHECK_FALSE(why_cannot_place_ordinary(n, rules, {}, 1, {2, -2}, OrdinaryPlacement::normal));
}

TEST_CASE("004 variant: richness tokens follow the tiles, so removing a portal can take one away",
          "[map-variants]") {
    GameState s = portal_beside_token(true);
    REQUIRE(s.map().at({3, 0})->richness_token);
    const ApplyResult r = s.apply(RemovePortal{});
    REQUIRE(r);
    CHECK_FALSE(s.map().at({3, 0})->richness_token);
    bool removed_event = false;
    for (const auto& e : r.events)
        if (const auto* x = std::get_if<RichnessTokenRemoved>(&e))
            removed_event = x->at == Hex{3, 0};
    CHECK(removed_event);
}

TEST_CASE("003 Place tiles on the map: a richness token, once placed, stays", "[map-variants]") {
    GameState s = portal_beside_token(false);
    REQUIRE(s.apply(RemovePortal{}));
    CHECK(s.map().at({3, 0})->richness_token);
}

namespace {

// Who put their portal down for the last time earliest, read from the action log alone.
int first_final_portal_from_log(const GameState& s) {
    GameState replaying(s.setup());
    std::vector<int> last_placed(static_cast<std::size_t>(s.player_count()), -1);
    const std::vector<Action> log = s.action_log();
    for (std::size_t i = 0; i < log.size(); ++i) {
        const int who = replaying.pending().player;
        const Action& a = log[i];
        if (std::holds_alternative<PlacePortal>(a))
            last_placed[static_cast<std::size_t>(who)] = static_cast<int>(i);
        REQUIRE(replaying.apply(a));
    }
    int best = -1;
    for (int p = 0; p < s.player_count(); ++p) {
        const int at = last_placed[static_cast<std::size_t>(p)];
        if (at >= 0 && (best < 0 || at < last_placed[static_cast<std::size_t>(best)])) best = p;
    }
    return best;
}

GameState finished_map(GameSetup setup) {
    GameState s(std::move(setup));
    std::vector<std::unique_ptr<bots::Bot>> bots;
    for (int i = 0; i < s.player_count(); ++i)
        bots.push_back(
            std::make_unique<bots::RandomBot>(s.setup().seed * 31 + static_cast<std::uint64_t>(i)));
    REQUIRE(bots::drive(s, bots, 100000).finished);
    return s;
}

}  // namespace

TEST_CASE(
    "002/004 variant: the conquest starts with the player whose portal reached its final spot "
    "first",
    "[map-variants]") {
    int differs = 0;
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        auto setup = eden_test::basic_setup(4, seed);
        setup.rules.conquest_first_player = ConquestFirstPlayer::first_final_portal;
        const GameState s = finished_map(setup);
        CAPTURE(seed);
        CHECK(s.conquest_first_player() == first_final_portal_from_log(s));
        differs += s.conquest_first_player() != s.first_player() ? 1 : 0;
    }
    CHECK(differs > 0);  // the rule really changes who starts in some games
}

TEST_CASE("003 Choose the first player: the map's first player starts the conquest",
          "[map-variants]") {
    for (std::uint64_t seed = 1; seed <= 10; ++seed) {
        const GameState s = finished_map(eden_test::basic_setup(3, seed));
        CHECK(s.conquest_first_player() == s.first_player());
    }
}
