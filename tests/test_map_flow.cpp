// Map creation through GameState: who decides what, in which order, and what happens after
// (003 §Create the Map and §Settle near the portals "Territories"; RULES.md §2 "Map creation",
// §3 Unbalance, §4 King of Eden "Map"). Each TEST_CASE is one rule.
//
// Situations are built by editing a fresh state's JSON (map, hands, turn) and loading it back;
// see tests/support/map_builders.hpp.
#include <catch2/catch.hpp>
#include <map>
#include <set>

#include "eden/core/game_state.hpp"
#include "eden/map/placement_rules.hpp"
#include "eden/text/action_text.hpp"
#include "eden/text/prompt_text.hpp"
#include "support/map_builders.hpp"

using namespace eden;
using namespace eden_test::map_builders;
using Catch::Matchers::Contains;
using nlohmann::json;

namespace {

const Hex kMapFlowEast{1, 0};
const Hex kMapFlowWest{-1, 0};
const Hex kMapFlowNorth{0, -1};

constexpr int kMapFlowAlice = 0;
constexpr int kMapFlowBob = 1;
constexpr int kMapFlowCarol = 2;

// Heart and three tiles east: (4,0) is the nearest legal portal spot.
Map east_arm() {
    Map m = heart_only();
    put_line(m, {1, 0}, kMapFlowEast, 3);
    return m;
}

Map map_flow_east_arm_with_alice_portal() {
    Map m = east_arm();
    put_portal(m, {4, 0}, kMapFlowAlice);
    return m;
}

// An illegal action is refused with a reason naming `mentions`, reports no event, agrees with
// why_illegal, and leaves the state byte-for-byte as it was (DESIGN.md "The engine contract").
void check_refused(GameState& s, const Action& action, const std::string& mentions) {
    INFO("action: " << describe(action));
    const std::string before = snapshot(s);
    const auto why = s.why_illegal(action);
    const ApplyResult r = s.apply(action);
    CHECK_FALSE(r.ok);
    CHECK(r.events.empty());
    CHECK_FALSE(r.reason.id.empty());
    CHECK_THAT(describe(r.reason, s), Contains(mentions));
    REQUIRE(why);
    CHECK(*why == r.reason);
    CHECK(snapshot(s) == before);
}

Hex hex_of(const Action& a) {
    if (const auto* p = std::get_if<PlaceTile>(&a)) return p->at;
    if (const auto* p = std::get_if<PlacePortal>(&a)) return p->at;
    FAIL("not a placement: " << describe(a));
    return {};
}

}  // namespace

TEST_CASE(
    "003 Place tiles on the map: a turn is draw a tile then place it touching the map then an "
    "optional portal step",
    "[map-flow]") {
    GameState s(setup_for());

    Decision d = s.pending();
    CHECK(d.player == kMapFlowAlice);
    CHECK(d.kind == DecisionKind::draw_tile);
    CHECK(d.options == std::vector<Action>{DrawTile{true}, DrawTile{false}});

    // The face-up tile is public: no curtain.
    ApplyResult r = s.apply(DrawTile{true});
    REQUIRE(r.ok);
    const auto drawn = events_of<TileDrawn>(r.events);
    REQUIRE(drawn.size() == 1);
    CHECK(drawn[0].player == kMapFlowAlice);
    CHECK(drawn[0].face_up);
    d = s.pending();
    CHECK(d.kind == DecisionKind::place_tile);
    CHECK(s.turn().in_hand == TileColor::green);
    CHECK_FALSE(d.reveals_private_info_of);
    // Only the Heart is on the map: its six neighbours are the spots.
    CHECK(d.options.size() == 6);
    for (Hex n : neighbours(kHeartHex))
        CHECK(offers(d, PlaceTile{n}));

    r = s.apply(PlaceTile{{1, 0}});
    REQUIRE(r.ok);
    const auto placed = events_of<TilePlaced>(r.events);
    REQUIRE(placed.size() == 1);
    CHECK(placed[0].player == kMapFlowAlice);
    CHECK(placed[0].at == Hex{1, 0});
    CHECK(placed[0].colour == TileColor::green);
    CHECK_FALSE(placed[0].blind);
    REQUIRE(s.map().at({1, 0}));
    CHECK(s.map().at({1, 0})->color == TileColor::green);
    CHECK(s.map().at({1, 0})->placed_by == kMapFlowAlice);

    // The portal step is optional; no spot is 4 from the Heart yet, so ending is the only way.
    d = s.pending();
    CHECK(d.player == kMapFlowAlice);
    CHECK(d.kind == DecisionKind::portal_step);
    CHECK(d.options == std::vector<Action>{FinishPortalStep{}});
    REQUIRE(s.apply(FinishPortalStep{}).ok);

    // Bob's turn. A face-down tile comes out of a pile nobody has seen (the draw reveals
    // information), and is placed at once, face up: its placement shows nothing private
    // (RULES.md §7 H3) and is asked in the open.
    d = s.pending();
    CHECK(d.player == kMapFlowBob);
    CHECK(d.kind == DecisionKind::draw_tile);
    REQUIRE(s.map_hand(kMapFlowBob).face_down.size() == 8);
    const TileColor top = s.map_hand(kMapFlowBob).face_down.back();
    REQUIRE(s.apply(DrawTile{false}).ok);
    CHECK(s.last_action_revealed_information());
    d = s.pending();
    CHECK(d.kind == DecisionKind::place_tile);
    CHECK_FALSE(d.reveals_private_info_of.has_value());
    CHECK(s.turn().in_hand == top);
    CHECK(s.map_hand(kMapFlowBob).face_down.size() == 7);
}

TEST_CASE(
    "003 Place tiles on the map: after the tile the player may place the portal or remove it or "
    "remove it then place it",
    "[map-flow]") {
    SECTION("place it") {
        const Map m = east_arm();
        GameState s = edited_state(setup_for(), [&](json& j) {
            j["map"] = map_json(m);
            j["turn"] = turn_json(kMapFlowAlice, "portal");
        });
        const Decision d = s.pending();
        CHECK(d.kind == DecisionKind::portal_step);
        CHECK(offers(d, FinishPortalStep{}));
        CHECK(offers(d, PlacePortal{{4, 0}}));
        CHECK(count_options<RemovePortal>(d) == 0);  // nothing to remove

        const ApplyResult r = s.apply(PlacePortal{{4, 0}});
        REQUIRE(r.ok);
        const auto placed = events_of<PortalPlaced>(r.events);
        REQUIRE(placed.size() == 1);
        CHECK(placed[0].player == kMapFlowAlice);
        CHECK(placed[0].at == Hex{4, 0});
        CHECK(s.map().portal_of(kMapFlowAlice) == Hex{4, 0});
        // Placing ends the turn.
        CHECK(s.pending().player == kMapFlowBob);
        CHECK(s.pending().kind == DecisionKind::draw_tile);
    }
    SECTION("remove it then place it; it cannot be removed twice") {
        const Map m = map_flow_east_arm_with_alice_portal();
        GameState s = edited_state(setup_for(), [&](json& j) {
            j["map"] = map_json(m);
            j["turn"] = turn_json(kMapFlowAlice, "portal");
        });
        Decision d = s.pending();
        CHECK(d.kind == DecisionKind::portal_step);
        CHECK(offers(d, FinishPortalStep{}));
        CHECK(offers(d, RemovePortal{}));

        ApplyResult r = s.apply(RemovePortal{});
        REQUIRE(r.ok);
        const auto removed = events_of<PortalRemoved>(r.events);
        REQUIRE(removed.size() == 1);
        CHECK(removed[0].at == Hex{4, 0});
        CHECK_FALSE(s.map().portal_of(kMapFlowAlice));

        d = s.pending();
        CHECK(d.player == kMapFlowAlice);
        CHECK(d.kind == DecisionKind::portal_step);
        CHECK(count_options<RemovePortal>(d) == 0);
        CHECK(offers(d, PlacePortal{{4, -1}}));  // touches (3,0), 4 from the Heart
        CHECK(offers(d, FinishPortalStep{}));
        check_refused(s, RemovePortal{}, "already removed");

        r = s.apply(PlacePortal{{4, -1}});
        REQUIRE(r.ok);
        CHECK(s.map().portal_of(kMapFlowAlice) == Hex{4, -1});
        CHECK(s.pending().player == kMapFlowBob);
    }
    SECTION("remove it and leave it off the map") {
        const Map m = map_flow_east_arm_with_alice_portal();
        GameState s = edited_state(setup_for(), [&](json& j) {
            j["map"] = map_json(m);
            j["turn"] = turn_json(kMapFlowAlice, "portal");
        });
        REQUIRE(s.apply(RemovePortal{}).ok);
        REQUIRE(s.apply(FinishPortalStep{}).ok);
        CHECK_FALSE(s.map().portal_of(kMapFlowAlice));
        CHECK(s.pending().player == kMapFlowBob);
    }
    SECTION("a removal that would split the map is not offered") {
        Map m = map_flow_east_arm_with_alice_portal();
        put(m, {5, 0});
        GameState s = edited_state(setup_for(), [&](json& j) {
            j["map"] = map_json(m);
            j["turn"] = turn_json(kMapFlowAlice, "portal");
        });
        CHECK(count_options<RemovePortal>(s.pending()) == 0);
        check_refused(s, RemovePortal{}, "split");
    }
}

TEST_CASE(
    "003 Place tiles on the map: the richness token is placed when the 4th non-black colour "
    "arrives",
    "[map-flow]") {
    // Yellow (1,0) already touches red (2,0) and green (2,-1).
    Map m = heart_only();
    put(m, {1, 0}, TileColor::yellow);
    put(m, {2, 0}, TileColor::red);
    put(m, {2, -1}, TileColor::green);
    GameState s = edited_state(setup_for(), [&](json& j) {
        j["map"] = map_json(m);
        j["turn"] = turn_json(kMapFlowAlice, "place_seen", TileColor::grey);
        j["hands"][kMapFlowBob]["face_up"] = "pink";
    });

    // A third colour: no token.
    ApplyResult r = s.apply(PlaceTile{{1, -1}});
    REQUIRE(r.ok);
    CHECK(events_of<RichnessTokenPlaced>(r.events).empty());
    CHECK_FALSE(s.map().at({1, 0})->richness_token);
    REQUIRE(s.apply(FinishPortalStep{}).ok);

    // Bob's pink is the fourth colour around (1,0).
    REQUIRE(s.apply(DrawTile{true}).ok);
    REQUIRE(s.turn().in_hand == TileColor::pink);
    r = s.apply(PlaceTile{{1, 1}});
    REQUIRE(r.ok);
    const auto tokens = events_of<RichnessTokenPlaced>(r.events);
    REQUIRE(tokens.size() == 1);
    CHECK(tokens[0].at == Hex{1, 0});
    CHECK(s.map().at({1, 0})->richness_token);
    CHECK_FALSE(s.map().at({1, 1})->richness_token);
    REQUIRE(s.apply(FinishPortalStep{}).ok);

    // A fifth colour around (1,0) gives no second token.
    REQUIRE(s.apply(DrawTile{true}).ok);  // Alice's green
    r = s.apply(PlaceTile{{0, 1}});
    REQUIRE(r.ok);
    CHECK(events_of<RichnessTokenPlaced>(r.events).empty());
}

TEST_CASE(
    "003 Distribute the tiles (note): a crystal-shard civilization chooses a colour - its face-up "
    "tile is of that colour and its tiles of that colour carry a richness token",
    "[map-flow]") {
    GameSetup g = setup_for();
    g.players[kMapFlowAlice] = {"Alice", "shards", TileColor::white};

    SECTION("the choice comes first, and marks the tiles") {
        GameState s(g);
        CHECK(s.phase() == Phase::shard_colour_choice);
        Decision d = s.pending();
        CHECK(d.player == kMapFlowAlice);
        CHECK(d.kind == DecisionKind::choose_shard_colour);
        CHECK(d.options.size() == 7);  // the seven resource colours
        CHECK_FALSE(offers(d, ChooseShardColour{TileColor::black}));

        ApplyResult r = s.apply(ChooseShardColour{TileColor::pink});
        REQUIRE(r.ok);
        const auto chosen = events_of<ShardColourChosen>(r.events);
        REQUIRE(chosen.size() == 1);
        CHECK(chosen[0].colour == TileColor::pink);
        CHECK(s.map_hand(kMapFlowAlice).shard_colour == TileColor::pink);
        CHECK(s.map_hand(kMapFlowAlice).face_up == TileColor::pink);

        d = s.pending();
        CHECK(d.player == kMapFlowAlice);
        CHECK(d.kind == DecisionKind::draw_tile);
        REQUIRE(s.apply(DrawTile{true}).ok);
        CHECK(s.turn().in_hand == TileColor::pink);
        // The tile lands with its token, with no neighbour at all but the Heart.
        r = s.apply(PlaceTile{{1, 0}});
        REQUIRE(r.ok);
        const auto tokens = events_of<RichnessTokenPlaced>(r.events);
        REQUIRE(tokens.size() == 1);
        CHECK(tokens[0].at == Hex{1, 0});
        CHECK(s.map().at({1, 0})->richness_token);
        REQUIRE(s.apply(FinishPortalStep{}).ok);

        // Bob's tiles follow the ordinary rule.
        REQUIRE(s.apply(DrawTile{true}).ok);
        r = s.apply(PlaceTile{{-1, 0}});
        REQUIRE(r.ok);
        CHECK(events_of<RichnessTokenPlaced>(r.events).empty());
        CHECK_FALSE(s.map().at({-1, 0})->richness_token);
        REQUIRE(s.apply(FinishPortalStep{}).ok);

        // Alice's face-down tile of her colour carries a token too; another colour does not.
        json j = s.to_json();
        j["hands"][kMapFlowAlice]["face_down"] =
            json::array({"red", "pink"});  // the top is the back
        GameState t = GameState::from_json(j, "test");
        REQUIRE(t.apply(DrawTile{false}).ok);
        REQUIRE(t.turn().in_hand == TileColor::pink);
        r = t.apply(PlaceTile{{0, -1}});
        REQUIRE(r.ok);
        CHECK(t.map().at({0, -1})->richness_token);
        REQUIRE(t.apply(FinishPortalStep{}).ok);
        REQUIRE(t.apply(DrawTile{false}).ok);  // Bob
        REQUIRE(t.apply(PlaceTile{{-1, 1}}).ok);
        REQUIRE(t.apply(FinishPortalStep{}).ok);
        REQUIRE(t.apply(DrawTile{false}).ok);  // Alice's red
        REQUIRE(t.turn().in_hand == TileColor::red);
        r = t.apply(PlaceTile{{0, -2}});
        REQUIRE(r.ok);
        CHECK_FALSE(t.map().at({0, -2})->richness_token);
    }
    SECTION("the choice is at the beginning, even when another player is first") {
        g.first_player = kMapFlowBob;
        GameState s(g);
        CHECK(s.pending().kind == DecisionKind::choose_shard_colour);
        CHECK(s.pending().player == kMapFlowAlice);
        REQUIRE(s.apply(ChooseShardColour{TileColor::grey}).ok);
        CHECK(s.pending().kind == DecisionKind::draw_tile);
        CHECK(s.pending().player == kMapFlowBob);
    }
}

TEST_CASE(
    "003 Place tiles on the map: after placing the last tile a player whose portal is off the "
    "map must place it",
    "[map-flow]") {
    const Map m = east_arm();
    GameState s = edited_state(setup_for(), [&](json& j) {
        j["map"] = map_json(m);
        j["hands"][kMapFlowAlice] = empty_hand_json();
        j["turn"] = turn_json(kMapFlowAlice, "place_seen", TileColor::white);
    });

    ApplyResult r = s.apply(PlaceTile{{-1, 0}});
    REQUIRE(r.ok);
    CHECK(events_of<BlackTileGiven>(r.events).empty());  // a spot exists: (4,0)

    const Decision d = s.pending();
    CHECK(d.player == kMapFlowAlice);
    CHECK(d.kind == DecisionKind::place_portal);
    CHECK(count_options<FinishPortalStep>(d) == 0);
    REQUIRE_FALSE(d.options.empty());
    CHECK(count_options<PlacePortal>(d) == static_cast<int>(d.options.size()));
    CHECK(offers(d, PlacePortal{{4, 0}}));
    check_refused(s, FinishPortalStep{}, "must be on the map");

    REQUIRE(s.apply(PlacePortal{{4, 0}}).ok);
    CHECK(s.pending().player == kMapFlowBob);
}

TEST_CASE(
    "003 Place tiles on the map: with no legal portal spot the player is given a black tile "
    "(then another) until the portal fits",
    "[map-flow]") {
    // Only the Heart: after Alice's last tile nothing is 4 from the Heart.
    GameState s = edited_state(setup_for(), [&](json& j) {
        j["hands"][kMapFlowAlice] = empty_hand_json();
        j["turn"] = turn_json(kMapFlowAlice, "place_seen", TileColor::white);
    });

    ApplyResult r = s.apply(PlaceTile{{1, 0}});
    REQUIRE(r.ok);
    auto given = events_of<BlackTileGiven>(r.events);
    REQUIRE(given.size() == 1);
    CHECK(given[0].player == kMapFlowAlice);
    CHECK(given[0].count_so_far == 1);
    Decision d = s.pending();
    CHECK(d.player == kMapFlowAlice);
    CHECK(d.kind == DecisionKind::place_black_tile);
    REQUIRE_FALSE(d.options.empty());
    // No single black tile can make room (the map would reach distance 3 at most), so every
    // legal spot is offered.
    CHECK(d.options.size() == legal_ordinary_spots(s.map(), s.rules(), names(), kMapFlowAlice,
                                                   OrdinaryPlacement::normal)
                                  .size());

    // Still no spot after the first black tile: a second one.
    r = s.apply(PlaceTile{{2, 0}});
    REQUIRE(r.ok);
    const auto placed = events_of<TilePlaced>(r.events);
    REQUIRE(placed.size() == 1);
    CHECK(placed[0].colour == TileColor::black);
    given = events_of<BlackTileGiven>(r.events);
    REQUIRE(given.size() == 1);
    CHECK(given[0].count_so_far == 2);
    d = s.pending();
    CHECK(d.kind == DecisionKind::place_black_tile);

    // Now a black tile can make room, and only such spots are offered (003: "which he has to
    // place in a way that allows him to place his portal tile").
    CHECK(offers(d, PlaceTile{{3, 0}}));
    CHECK_FALSE(offers(d, PlaceTile{{-1, 0}}));
    for (const Action& a : d.options) {
        Map after = s.map();
        put(after, hex_of(a), TileColor::black);
        INFO("black tile at " << to_string(hex_of(a)));
        CHECK_FALSE(legal_portal_spots(after, s.rules(), names(), kMapFlowAlice).empty());
    }

    r = s.apply(PlaceTile{{3, 0}});
    REQUIRE(r.ok);
    CHECK(events_of<BlackTileGiven>(r.events).empty());
    d = s.pending();
    CHECK(d.kind == DecisionKind::place_portal);
    CHECK(offers(d, PlacePortal{{4, 0}}));
    REQUIRE(s.apply(PlacePortal{{4, 0}}).ok);
    CHECK(s.map_hand(kMapFlowAlice).black_tiles_received == 2);
    CHECK(s.map().at({2, 0})->color == TileColor::black);
    CHECK(s.map().at({3, 0})->color == TileColor::black);
    CHECK(s.pending().player == kMapFlowBob);
}

TEST_CASE(
    "003 Place tiles on the map: one last round in seat order from the first player lets each "
    "player keep the portal or remove then place it",
    "[map-flow]") {
    // Three arms, a portal at the end of each; every hand is empty; Bob is the first player,
    // so Alice (seat 0) played the last map turn.
    Map m = map_flow_east_arm_with_alice_portal();
    put_line(m, {-1, 0}, kMapFlowWest, 3);
    put_portal(m, {-4, 0}, kMapFlowBob);
    put_line(m, {0, -1}, kMapFlowNorth, 3);
    put_portal(m, {0, -4}, kMapFlowCarol);
    REQUIRE_FALSE(map_constraint_violation(m, Rules{}, names()));
    GameState s = edited_state(setup_for(3, 5, kMapFlowBob), [&](json& j) {
        j["map"] = map_json(m);
        for (int p = 0; p < 3; ++p)
            j["hands"][p] = empty_hand_json();
        j["turn"] = turn_json(kMapFlowAlice, "portal");
    });
    REQUIRE(s.first_player() == kMapFlowBob);

    std::vector<Event> all;
    auto apply = [&](const Action& a) {
        ApplyResult r = s.apply(a);
        REQUIRE(r.ok);
        all.insert(all.end(), r.events.begin(), r.events.end());
    };
    std::vector<int> order;

    apply(FinishPortalStep{});
    CHECK(events_of<FinalPortalRoundStarted>(all).size() == 1);
    CHECK(s.phase() == Phase::final_portal_round);

    // Bob: remove, and then he must place it (keeping it off the map is no choice).
    Decision d = s.pending();
    order.push_back(d.player);
    CHECK(d.kind == DecisionKind::final_portal_round);
    CHECK(offers(d, FinishPortalStep{}));
    CHECK(offers(d, RemovePortal{}));
    apply(RemovePortal{});
    d = s.pending();
    CHECK(d.player == kMapFlowBob);
    CHECK(d.kind == DecisionKind::place_portal);
    CHECK(count_options<FinishPortalStep>(d) == 0);
    CHECK(offers(d, PlacePortal{{-4, 1}}));
    check_refused(s, FinishPortalStep{}, "not one of the choices");
    apply(PlacePortal{{-4, 1}});
    CHECK(s.map().portal_of(kMapFlowBob) == Hex{-4, 1});

    // Carol and Alice keep theirs.
    d = s.pending();
    order.push_back(d.player);
    CHECK(d.kind == DecisionKind::final_portal_round);
    apply(FinishPortalStep{});
    d = s.pending();
    order.push_back(d.player);
    CHECK(d.kind == DecisionKind::final_portal_round);
    apply(FinishPortalStep{});

    CHECK(order == std::vector<int>{kMapFlowBob, kMapFlowCarol, kMapFlowAlice});
    // Once only: the map is complete.
    CHECK(s.phase() == Phase::map_complete);
    CHECK(s.pending().kind == DecisionKind::none);
    CHECK(s.pending().options.empty());
    CHECK(events_of<FinalPortalRoundStarted>(all).size() == 1);
    CHECK(events_of<MapCompleted>(all).size() == 1);
    CHECK(s.map().portal_of(kMapFlowAlice) == Hex{4, 0});
    CHECK(s.map().portal_of(kMapFlowCarol) == Hex{0, -4});
}

TEST_CASE(
    "003 Settle near the portals (Territories): each player controls their portal territory and "
    "the territories touching it",
    "[map-flow]") {
    // Alice's portal touches (3,0) and (4,-1); Bob's touches (-3,0). No final round, so Bob's
    // last portal step completes the map.
    Map m = map_flow_east_arm_with_alice_portal();
    put(m, {4, -1});
    put_line(m, {-1, 0}, kMapFlowWest, 3);
    put_portal(m, {-4, 0}, kMapFlowBob);
    GameSetup g = setup_for();
    g.rules.final_portal_round = false;
    GameState s = edited_state(g, [&](json& j) {
        j["map"] = map_json(m);
        for (int p = 0; p < 2; ++p)
            j["hands"][p] = empty_hand_json();
        j["turn"] = turn_json(kMapFlowBob, "portal");
    });

    const ApplyResult r = s.apply(FinishPortalStep{});
    REQUIRE(r.ok);
    CHECK(events_of<FinalPortalRoundStarted>(r.events).empty());
    CHECK(s.phase() == Phase::map_complete);

    const Control expected{{{4, 0}, kMapFlowAlice},
                           {{3, 0}, kMapFlowAlice},
                           {{4, -1}, kMapFlowAlice},
                           {{-4, 0}, kMapFlowBob},
                           {{-3, 0}, kMapFlowBob}};
    CHECK(s.control() == expected);
    Control from_events;
    for (const auto& e : events_of<TerritoryControlled>(r.events))
        from_events[e.at] = e.player;
    CHECK(from_events == expected);
    CHECK(events_of<MapCompleted>(r.events).size() == 1);
    // Two frontiers away is not controlled, nor is the Heart.
    CHECK(s.control().count({2, 0}) == 0);
    CHECK(s.control().count(kHeartHex) == 0);
}

TEST_CASE(
    "RULES.md §3 Unbalance: only the first player sees drawn tiles - the others place them blind",
    "[map-flow]") {
    GameSetup g = setup_for();
    g.rules = unbalance_rules();
    GameState s(g);

    // Alice, the first player, looks at her face-down tile before placing it.
    const TileColor alice_top = s.map_hand(kMapFlowAlice).face_down.back();
    REQUIRE(s.apply(DrawTile{false}).ok);
    Decision d = s.pending();
    CHECK(d.kind == DecisionKind::place_tile);
    CHECK(s.turn().in_hand == alice_top);
    // RULES.md §7 H3: she places it at once and it lands face up, so nothing about it is
    // hidden: the placement is asked in the open and every view shows the tile.
    CHECK_FALSE(d.reveals_private_info_of.has_value());
    CHECK(s.view_for(kMapFlowBob)["turn"]["in_hand"] == std::string(to_string(alice_top)));
    CHECK(s.view_for(kMapFlowAlice)["turn"]["in_hand"] == std::string(to_string(alice_top)));
    ApplyResult r = s.apply(PlaceTile{{1, 0}});
    REQUIRE(r.ok);
    REQUIRE(events_of<TilePlaced>(r.events).size() == 1);
    CHECK_FALSE(events_of<TilePlaced>(r.events)[0].blind);
    REQUIRE(s.apply(FinishPortalStep{}).ok);

    // Bob chooses the spot first; nobody, Bob included, sees the tile until it lands.
    const TileColor bob_top = s.map_hand(kMapFlowBob).face_down.back();
    REQUIRE(s.apply(DrawTile{false}).ok);
    d = s.pending();
    CHECK(d.player == kMapFlowBob);
    CHECK(d.kind == DecisionKind::place_tile_blind);
    CHECK_FALSE(s.turn().in_hand);
    CHECK_FALSE(d.reveals_private_info_of);
    CHECK_FALSE(d.options.empty());
    CHECK_THAT(describe(d, s), !Contains(std::string(to_string(bob_top))));
    for (int seat : {kMapFlowAlice, kMapFlowBob}) {
        INFO("view for seat " << seat);
        const json v = s.view_for(seat);
        CHECK(v["turn"]["in_hand"].is_null());
        CHECK(v["hands"][kMapFlowBob]["face_down"] == 8);  // a count, not the pile
        CHECK_FALSE(v.contains("rng"));
        CHECK_FALSE(v.contains("log"));
    }
    r = s.apply(PlaceTile{{-1, 0}});
    REQUIRE(r.ok);
    const auto placed = events_of<TilePlaced>(r.events);
    REQUIRE(placed.size() == 1);
    CHECK(placed[0].blind);
    CHECK(placed[0].colour == bob_top);
    CHECK(s.map().at({-1, 0})->color == bob_top);
    CHECK(s.map_hand(kMapFlowBob).face_down.size() == 7);
    CHECK(s.last_action_revealed_information());
}

// The generator is seeded before the piles are shuffled, so a view that kept the seed would
// let any seat rebuild every face-down pile (and every blind tile).
TEST_CASE("DESIGN.md view_for: a seat cannot work out the face-down piles from its view",
          "[map-flow]") {
    GameSetup g = setup_for();
    g.rules = unbalance_rules();
    const GameState s(g);
    const json v = s.view_for(kMapFlowBob);

    bool recovered = false;
    try {
        const GameState replay(setup_from_json(v.at("setup"), "view", "/setup"));
        recovered =
            replay.map_hand(kMapFlowAlice).face_down == s.map_hand(kMapFlowAlice).face_down &&
            replay.map_hand(kMapFlowBob).face_down == s.map_hand(kMapFlowBob).face_down;
    } catch (const std::exception&) {
        recovered = false;  // the view does not hold a usable setup: nothing to rebuild from
    }
    CHECK_FALSE(recovered);
}

TEST_CASE(
    "RULES.md §4 King of Eden (Map): chains of 3 tiles from the Heart then the portal at "
    "distance 4 then the face-up tile by the portal - then blind turns - portals never move",
    "[map-flow]") {
    GameSetup g = setup_for();
    g.rules = king_of_eden_rules();
    GameState s(g);
    CHECK(s.phase() == Phase::king_of_eden_chain);

    std::map<int, Hex> portal_at;
    for (int seat : {kMapFlowAlice, kMapFlowBob}) {
        INFO("chain of seat " << seat);
        Hex tip = kHeartHex;
        for (int i = 0; i < 3; ++i) {
            const Decision d = s.pending();
            REQUIRE(d.player == seat);
            REQUIRE(d.kind == DecisionKind::place_chain_tile);
            CHECK_FALSE(s.turn().in_hand);  // King of Eden places blind
            REQUIRE_FALSE(d.options.empty());
            for (const Action& a : d.options)
                CHECK(are_adjacent(hex_of(a), tip));
            const Hex at = hex_of(d.options.front());
            const ApplyResult r = s.apply(d.options.front());
            REQUIRE(r.ok);
            const auto placed = events_of<TilePlaced>(r.events);
            REQUIRE(placed.size() == 1);
            CHECK(placed[0].blind);
            CHECK(s.map().distance(at, kHeartHex, DistanceMetric::path) == i + 1);
            tip = at;
        }
        Decision d = s.pending();
        REQUIRE(d.kind == DecisionKind::place_portal);
        REQUIRE_FALSE(d.options.empty());
        const Hex portal = hex_of(d.options.front());
        REQUIRE(s.apply(d.options.front()).ok);
        CHECK(are_adjacent(portal, tip));
        CHECK(s.map().distance(portal, kHeartHex, DistanceMetric::path) == 4);
        portal_at[seat] = portal;

        d = s.pending();
        REQUIRE(d.kind == DecisionKind::place_face_up_by_portal);
        REQUIRE_FALSE(d.options.empty());
        for (const Action& a : d.options)
            CHECK(are_adjacent(hex_of(a), portal));
        const Hex face_up = hex_of(d.options.front());
        // In an ordinary turn the own-portal rule would refuse this spot.
        const auto normally = why_cannot_place_ordinary(s.map(), s.rules(), names(), seat, face_up,
                                                        OrdinaryPlacement::normal);
        REQUIRE(normally);
        CHECK_THAT(describe(*normally, s), Contains("own portal"));
        const ApplyResult r = s.apply(d.options.front());
        REQUIRE(r.ok);
        const auto placed = events_of<TilePlaced>(r.events);
        REQUIRE(placed.size() == 1);
        CHECK(placed[0].colour == g.players[static_cast<std::size_t>(seat)].resource);
        CHECK_FALSE(placed[0].blind);
    }
    CHECK(s.phase() == Phase::map_turns);

    // The remaining 5 tiles each, blind, in turns; no portal step, no final round.
    std::vector<int> turns;
    int guard = 0;
    while (s.pending().kind != DecisionKind::none && ++guard < 100) {
        Decision d = s.pending();
        REQUIRE(d.kind == DecisionKind::draw_tile);
        CHECK(d.options == std::vector<Action>{DrawTile{false}});
        turns.push_back(d.player);
        ApplyResult r = s.apply(DrawTile{false});
        REQUIRE(r.ok);
        d = s.pending();
        REQUIRE(d.kind == DecisionKind::place_tile_blind);
        CHECK_FALSE(s.turn().in_hand);
        CHECK_FALSE(d.reveals_private_info_of);
        REQUIRE_FALSE(d.options.empty());
        r = s.apply(d.options.front());
        REQUIRE(r.ok);
        const auto placed = events_of<TilePlaced>(r.events);
        REQUIRE(placed.size() == 1);
        CHECK(placed[0].blind);
        CHECK(events_of<FinalPortalRoundStarted>(r.events).empty());
        CHECK(s.pending().kind != DecisionKind::portal_step);
        CHECK(s.map().portal_of(kMapFlowAlice) == portal_at[kMapFlowAlice]);
        CHECK(s.map().portal_of(kMapFlowBob) == portal_at[kMapFlowBob]);
    }
    CHECK(turns == std::vector<int>{0, 1, 0, 1, 0, 1, 0, 1, 0, 1});
    CHECK(s.phase() == Phase::map_complete);
}

TEST_CASE(
    "DESIGN.md engine contract: an illegal action is refused with a reason and leaves the state "
    "unchanged",
    "[map-flow]") {
    SECTION("an action of the wrong kind for the decision") {
        GameState s(setup_for());
        REQUIRE(s.pending().kind == DecisionKind::draw_tile);
        check_refused(s, PlaceTile{{1, 0}}, "not one of the choices");
        check_refused(s, PlacePortal{{4, 0}}, "not one of the choices");
        check_refused(s, ChooseShardColour{TileColor::pink}, "not one of the choices");
        check_refused(s, FinishPortalStep{}, "not one of the choices");
    }
    SECTION("a face-up tile that was already drawn") {
        GameState s = edited_state(setup_for(),
                                   [](json& j) { j["hands"][kMapFlowAlice]["face_up"] = nullptr; });
        check_refused(s, DrawTile{true}, "face-up tile");
    }
    SECTION("a tile that does not touch the map, or lands on a tile") {
        GameState s(setup_for());
        REQUIRE(s.apply(DrawTile{true}).ok);
        check_refused(s, PlaceTile{{5, 5}}, "does not touch the map");
        check_refused(s, PlaceTile{kHeartHex}, "already holds a tile");
    }
    SECTION("a tile too close to one's own portal") {
        Map m = map_flow_east_arm_with_alice_portal();
        put(m, {5, 0});
        GameState s = edited_state(setup_for(), [&](json& j) {
            j["map"] = map_json(m);
            j["turn"] = turn_json(kMapFlowAlice, "place_seen", TileColor::grey);
        });
        check_refused(s, PlaceTile{{6, 0}}, "own portal");
    }
    SECTION("a portal too close to the Heart") {
        Map m = heart_only();
        put_line(m, {1, 0}, kMapFlowEast, 2);
        GameState s = edited_state(setup_for(), [&](json& j) {
            j["map"] = map_json(m);
            j["turn"] = turn_json(kMapFlowAlice, "portal");
        });
        check_refused(s, PlacePortal{{3, 0}}, "Heart");
    }
    SECTION("removing a portal that is not on the map") {
        GameState s = edited_state(setup_for(), [&](json& j) {
            j["map"] = map_json(east_arm());
            j["turn"] = turn_json(kMapFlowAlice, "portal");
        });
        check_refused(s, RemovePortal{}, "not on the map");
    }
    SECTION("ending the turn when the portal is compulsory") {
        GameState s = edited_state(setup_for(), [&](json& j) {
            j["map"] = map_json(east_arm());
            j["hands"][kMapFlowAlice] = empty_hand_json();
            j["turn"] = turn_json(kMapFlowAlice, "portal");
        });
        REQUIRE(s.pending().kind == DecisionKind::place_portal);
        check_refused(s, FinishPortalStep{}, "must be on the map");
    }
    SECTION("anything once the map is complete") {
        GameSetup g = setup_for();
        g.rules.final_portal_round = false;
        GameState s = edited_state(g, [&](json& j) {
            j["map"] = map_json(map_flow_east_arm_with_alice_portal());
            j["phase"] = "map_complete";
            j["conquest_first_player"] = kMapFlowAlice;
        });
        check_refused(s, DrawTile{true}, "nothing to decide");
        check_refused(s, FinishPortalStep{}, "nothing to decide");
    }
}

namespace {

GameSetup scripted_setup(int players, std::uint64_t seed, const std::string& scenario,
                         bool with_shards) {
    GameSetup g;
    g.seed = seed;
    const char* names[] = {"Alice", "Bob", "Carol", "Dave", "Erin", "Frank"};
    const TileColor colours[] = {TileColor::green, TileColor::red,   TileColor::yellow,
                                 TileColor::grey,  TileColor::brown, TileColor::pink};
    for (int i = 0; i < players; ++i) {
        const TileColor c = (with_shards && i == players - 1) ? TileColor::white : colours[i];
        g.players.push_back({names[i], std::string(to_string(c)), c});
    }
    g.first_player = static_cast<int>(seed % static_cast<std::uint64_t>(players));
    if (scenario == "unbalance") g.rules = unbalance_rules();
    if (scenario == "king-of-eden") g.rules = king_of_eden_rules();
    return g;
}

}  // namespace

TEST_CASE(
    "DESIGN.md engine contract: every decision of map creation offers at least one legal option",
    "[map-flow]") {
    // A scripted run (no bot): at each decision take the option picked by a fixed formula of
    // the step number, so the runs wander over many different maps. Every decision must offer
    // something, every offered option must be accepted, the map must keep its constraints at
    // every step, and map creation must end with every portal on the map.
    for (const char* scenario : {"supremacy", "unbalance", "king-of-eden"}) {
        for (int players = 2; players <= 6; ++players) {
            for (std::uint64_t seed = 1; seed <= 6; ++seed) {
                const bool shards = seed % 2 == 0;
                const GameSetup g = scripted_setup(players, seed, scenario, shards);
                INFO(scenario << ", " << players << " players, seed " << seed);
                GameState s(g);
                int step = 0;
                while (s.pending().kind != DecisionKind::none && step < 1000) {
                    const Decision d = s.pending();
                    INFO("step " << step << ": " << to_string(d.kind) << " for seat " << d.player);
                    REQUIRE_FALSE(d.options.empty());
                    const std::size_t pick =
                        (static_cast<std::size_t>(step) * 7 + seed * 3) % d.options.size();
                    const ApplyResult r = s.apply(d.options[pick]);
                    REQUIRE(r.ok);
                    const auto broken = map_constraint_violation(s.map(), s.rules(), names());
                    CHECK_FALSE(broken);
                    ++step;
                }
                REQUIRE(s.phase() == Phase::map_complete);
                CHECK(s.map().is_connected());
                for (int p = 0; p < players; ++p)
                    CHECK(s.map().portal_of(p));
            }
        }
    }
}
