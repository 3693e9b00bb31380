// The beginner maps of data/maps/ and the independent map checker that judges them.
//
// Rulebook: 003 §Create the Map (distance, portals, richness tokens), §Distribute the tiles;
// RULES.md §2 "Distance" and "Map creation", §4 "Map" (King of Eden chains).
// The checker (tests/support/independent_map_checker) shares no code with the engine, so these
// tests hold the map files to the rulebook rather than to the engine's own reading of it.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "support/independent_map_checker.hpp"

#ifndef EDEN_SOURCE_DATA_DIR
#error "EDEN_SOURCE_DATA_DIR must name the source tree's data/ folder"
#endif

namespace {

namespace fs = std::filesystem;
using eden_test::check_finished_map;
using eden_test::check_map_any_time;
using eden_test::MapCheckOptions;
using eden_test::path_distance;
using nlohmann::json;

const std::vector<std::string> kBeginnerMaps{"two_players.json", "three_players.json",
                                             "four_players.json", "six_players.json",
                                             "king_of_eden_four_players.json"};

const std::vector<std::string> kResourceColours{"white",  "green", "red", "grey",
                                                "yellow", "brown", "pink"};

fs::path maps_dir() {
    return fs::path(EDEN_SOURCE_DATA_DIR) / "maps";
}

std::vector<fs::path> map_files() {
    std::vector<fs::path> files;
    if (!fs::is_directory(maps_dir())) return files;
    for (const auto& entry : fs::directory_iterator(maps_dir()))
        if (entry.is_regular_file() && entry.path().extension() == ".json")
            files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    return files;
}

json load(const fs::path& file) {
    std::ifstream in(file);
    REQUIRE(in.good());
    return json::parse(in);
}

std::string joined(const std::vector<std::string>& lines) {
    std::string out;
    for (const auto& l : lines)
        out += "\n  " + l;
    return out;
}

bool mentions(const std::vector<std::string>& violations, const std::string& needle) {
    return std::any_of(violations.begin(), violations.end(),
                       [&](const std::string& v) { return v.find(needle) != std::string::npos; });
}

int player_count(const json& map) {
    if (map.contains("players")) return map.at("players").get<int>();
    int n = 0;
    for (const auto& t : map.at("tiles"))
        if (t.at("kind") == "portal") ++n;
    return n;
}

bool is_king_of_eden(const json& map) {
    return map.contains("scenario") && map.at("scenario") == "king-of-eden";
}

struct HexKey {
    int q;
    int r;
    friend auto operator<=>(const HexKey&, const HexKey&) = default;
};

bool adjacent(HexKey a, HexKey b) {
    const int dq = a.q - b.q;
    const int dr = a.r - b.r;
    return (std::abs(dq) + std::abs(dr) + std::abs(dq + dr)) == 2;
}

std::map<HexKey, json> tiles_by_hex(const json& map) {
    std::map<HexKey, json> out;
    for (const auto& t : map.at("tiles"))
        out[{t.at("q").get<int>(), t.at("r").get<int>()}] = t;
    return out;
}

std::map<int, HexKey> portals_by_player(const json& map) {
    std::map<int, HexKey> out;
    for (const auto& t : map.at("tiles"))
        if (t.at("kind") == "portal")
            out[t.at("player").get<int>()] = {t.at("q").get<int>(), t.at("r").get<int>()};
    return out;
}

std::vector<HexKey> ordinary_neighbours(const std::map<HexKey, json>& tiles, HexKey h) {
    std::vector<HexKey> out;
    for (const auto& [k, t] : tiles)
        if (adjacent(k, h) && t.at("kind") == "ordinary") out.push_back(k);
    return out;
}

// --- small hand-built maps -----------------------------------------------------------------

json beginner_heart() {
    return {{"q", 0}, {"r", 0}, {"kind", "heart"}};
}

json beginner_ordinary(int q, int r, const std::string& colour, bool token = false) {
    return {{"q", q}, {"r", r}, {"kind", "ordinary"}, {"color", colour}, {"energy_rich", token}};
}

json beginner_portal(int q, int r, int player) {
    return {{"q", q}, {"r", r}, {"kind", "portal"}, {"player", player}};
}

json map_of(std::vector<json> tiles) {
    return {{"name", "test"}, {"tiles", std::move(tiles)}};
}

// Two arms from the Heart, each ending in a portal at distance 4; the portals are 4 apart on
// the grid but 7 apart through the tiles, since the path must go back past the Heart.
std::vector<json> two_arms() {
    return {beginner_heart(),
            beginner_ordinary(1, 0, "green"),
            beginner_ordinary(2, 0, "green"),
            beginner_ordinary(3, 0, "green"),
            beginner_portal(4, 0, 0),
            beginner_ordinary(1, -1, "green"),
            beginner_ordinary(2, -2, "green"),
            beginner_ordinary(3, -3, "green"),
            beginner_portal(4, -4, 1)};
}

}  // namespace

// === the checker itself ====================================================================

TEST_CASE("003 Create the Map: a legal small map reports no violation", "[maps]") {
    // (1,0) touches yellow's four neighbours green, red, white and grey; (2,0) and (2,-1) reach
    // four colours through brown and pink; the portal sits at distance 4 touching 2 tiles.
    const json map =
        map_of({beginner_heart(), beginner_ordinary(1, 0, "yellow", true),
                beginner_ordinary(2, 0, "green", true), beginner_ordinary(2, -1, "red", true),
                beginner_ordinary(1, -1, "white"), beginner_ordinary(1, 1, "grey"),
                beginner_ordinary(3, -1, "brown"), beginner_ordinary(3, 0, "pink"),
                beginner_ordinary(2, 1, "black"), beginner_portal(4, -1, 0)});
    MapCheckOptions options;
    options.expected_players = 1;
    const auto violations = check_finished_map(map, options);
    INFO(joined(violations));
    CHECK(violations.empty());
    CHECK(check_map_any_time(map).empty());
    CHECK(path_distance(map, 4, -1, 0, 0) == 4);
}

TEST_CASE("003 Create the Map: a portal may not be within 3 of the Heart", "[maps]") {
    const json map = map_of({beginner_heart(), beginner_ordinary(1, 0, "green"),
                             beginner_ordinary(2, 0, "green"), beginner_portal(3, 0, 0)});
    const auto violations = check_map_any_time(map);
    INFO(joined(violations));
    CHECK(mentions(violations, "portal of player 0 at (3,0) is at distance 3 from the Heart"));
    CHECK(violations.size() == 1);
}

TEST_CASE("003 Create the Map: two portals may not be within 4 of each other", "[maps]") {
    std::vector<json> tiles = two_arms();
    CHECK(check_map_any_time(map_of(tiles)).empty());
    // A bridge of placed tiles between the arms shortens the path to the grid distance, 4.
    tiles.push_back(beginner_ordinary(4, -1, "green"));
    tiles.push_back(beginner_ordinary(4, -2, "green"));
    tiles.push_back(beginner_ordinary(4, -3, "green"));
    const json map = map_of(tiles);
    REQUIRE(path_distance(map, 4, 0, 4, -4) == 4);
    const auto violations = check_map_any_time(map);
    INFO(joined(violations));
    CHECK(mentions(violations, "portals of players 0 and 1"));
    CHECK(mentions(violations, "are at distance 4 (minimum 5)"));
    CHECK(violations.size() == 1);
}

TEST_CASE("RULES.md §2 Distance: distance runs through placed tiles, never across gaps", "[maps]") {
    SECTION("portals 4 apart on the grid but 7 apart through the tiles are legal") {
        const json map = map_of(two_arms());
        CHECK(path_distance(map, 4, 0, 4, -4) == 7);
        const auto violations = check_map_any_time(map);
        INFO(joined(violations));
        CHECK(violations.empty());
    }
    SECTION("a portal 3 from the Heart on the grid but 4 through the tiles is legal") {
        const json map = map_of({beginner_heart(), beginner_ordinary(1, -1, "green"),
                                 beginner_ordinary(2, -2, "green"),
                                 beginner_ordinary(3, -2, "green"), beginner_portal(3, -1, 0)});
        CHECK(path_distance(map, 3, -1, 0, 0) == 4);
        const auto violations = check_map_any_time(map);
        INFO(joined(violations));
        CHECK(violations.empty());
    }
    SECTION("an empty hex or a cut-off tile has no distance") {
        const json map = map_of(
            {beginner_heart(), beginner_ordinary(1, 0, "green"), beginner_ordinary(3, 0, "green")});
        CHECK(path_distance(map, 0, 0, 1, 0) == 1);
        CHECK(path_distance(map, 0, 0, 3, 0) == -1);
        CHECK(path_distance(map, 0, 0, 2, 0) == -1);
        CHECK(path_distance(map, 0, 0, 0, 0) == 0);
    }
}

TEST_CASE("003 Create the Map: a portal may not touch 3 ordinary tiles", "[maps]") {
    const json map = map_of({beginner_heart(), beginner_ordinary(1, 0, "green"),
                             beginner_ordinary(2, 0, "green"), beginner_ordinary(3, 0, "green"),
                             beginner_ordinary(3, 1, "green"), beginner_ordinary(4, -1, "green"),
                             beginner_portal(4, 0, 0)});
    const auto violations = check_map_any_time(map);
    INFO(joined(violations));
    CHECK(mentions(violations, "portal of player 0 at (4,0) touches 3 ordinary tiles"));
    CHECK(violations.size() == 1);
}

TEST_CASE("003 Place tiles: a richness token needs 4 non-black colours around it", "[maps]") {
    // Three colours, a black tile and the Heart: black and the Heart do not count.
    const json map = map_of({beginner_heart(), beginner_ordinary(1, 0, "yellow", true),
                             beginner_ordinary(2, 0, "green"), beginner_ordinary(2, -1, "red"),
                             beginner_ordinary(1, -1, "white"), beginner_ordinary(1, 1, "black")});
    const auto violations = check_map_any_time(map);
    INFO(joined(violations));
    CHECK(mentions(violations, "richness token on (1,0), which touches only 3 non-black colours"));
    CHECK(violations.size() == 1);
}

TEST_CASE("003 Place tiles: a tile touching 4 non-black colours gets a richness token", "[maps]") {
    const json map = map_of({beginner_heart(), beginner_ordinary(1, 0, "yellow", false),
                             beginner_ordinary(2, 0, "green"), beginner_ordinary(2, -1, "red"),
                             beginner_ordinary(1, -1, "white"), beginner_ordinary(1, 1, "grey")});
    // The token is laid when the fourth colour arrives, so only a finished map must show it.
    CHECK(check_map_any_time(map).empty());
    const auto violations = check_finished_map(map);
    INFO(joined(violations));
    CHECK(mentions(violations, "missing richness token on (1,0): it touches 4 non-black colours"));
    CHECK(violations.size() == 1);
}

TEST_CASE("003 Place tiles: portals and black tiles do not count, but a black tile gets a token",
          "[maps]") {
    // (3,-1) touches yellow, white and red, plus a black tile and a portal: no token is due.
    // The black (2,0) touches green, white, grey and red, so it carries one.
    auto tiles = [](bool token_on_grey) {
        return map_of({beginner_heart(), beginner_ordinary(1, 0, "green"),
                       beginner_ordinary(2, -1, "white"),
                       beginner_ordinary(3, -1, "grey", token_on_grey),
                       beginner_ordinary(3, -2, "yellow"), beginner_ordinary(2, 0, "black", true),
                       beginner_ordinary(3, 0, "red"), beginner_portal(4, -1, 0)});
    };
    const auto legal = check_finished_map(tiles(false));
    INFO(joined(legal));
    CHECK(legal.empty());
    CHECK(mentions(check_map_any_time(tiles(true)),
                   "richness token on (3,-1), which touches only 3 non-black colours"));
}

TEST_CASE("003 Distribute the tiles: a crystal-shard civilization's colour carries a token",
          "[maps]") {
    json shard_tile = beginner_ordinary(1, 0, "pink", true);
    shard_tile["placed_by"] = 2;
    const json map = map_of({beginner_heart(), shard_tile, beginner_ordinary(2, 0, "green")});
    CHECK(mentions(check_map_any_time(map), "richness token on (1,0)"));
    MapCheckOptions options;
    options.shard_colour_by_player[2] = "pink";
    CHECK(check_map_any_time(map, options).empty());
    // Only the tiles that civilization laid: the same colour laid by someone else does not.
    options.shard_colour_by_player = {{1, "pink"}};
    CHECK(mentions(check_map_any_time(map, options), "richness token on (1,0)"));
}

TEST_CASE("003 Create the Map: every tile is placed touching the map, so the map is connected",
          "[maps]") {
    const json map = map_of(
        {beginner_heart(), beginner_ordinary(1, 0, "green"), beginner_ordinary(3, 0, "green")});
    const auto violations = check_map_any_time(map);
    INFO(joined(violations));
    CHECK(mentions(violations, "the map is not connected: 1 of 3 tiles cannot be reached"));
    CHECK(violations.size() == 1);
}

TEST_CASE("003 Place tiles on the map: one Heart of Eden, at the centre, one tile per hex",
          "[maps]") {
    CHECK(mentions(check_map_any_time(map_of({beginner_ordinary(0, 0, "green")})),
                   "no Heart of Eden"));
    CHECK(mentions(check_map_any_time(map_of({{{"q", 1}, {"r", 0}, {"kind", "heart"}}})),
                   "not at (0,0)"));
    CHECK(mentions(check_map_any_time(map_of({beginner_heart(), beginner_ordinary(0, 0, "green")})),
                   "two tiles on hex (0,0)"));
    CHECK(
        mentions(check_map_any_time(map_of({beginner_heart(), beginner_ordinary(1, 0, "purple")})),
                 "unknown colour \"purple\""));
    CHECK(mentions(
        check_map_any_time(map_of({beginner_heart(), {{"q", 1}, {"r", 0}, {"kind", "mountain"}}})),
        "unknown kind \"mountain\""));
    CHECK(mentions(check_map_any_time(json::array()), "\"tiles\" array"));
}

TEST_CASE("003 Create the Map: each player ends map creation with one portal on the map",
          "[maps]") {
    const json map = map_of(two_arms());
    MapCheckOptions options;
    options.expected_players = 2;
    CHECK(check_finished_map(map, options).empty());
    options.expected_players = 3;
    CHECK(mentions(check_finished_map(map, options), "no portal for player 2"));
    options.expected_players = 1;
    CHECK(mentions(check_finished_map(map, options), "portal for player 1, but only 1 players"));
}

// === the beginner maps =====================================================================

TEST_CASE("Beginner maps: the five maps are in data/maps", "[maps]") {
    for (const auto& name : kBeginnerMaps) {
        INFO(name);
        CHECK(fs::is_regular_file(maps_dir() / name));
    }
}

TEST_CASE("003 Create the Map: every beginner map is a finished legal map", "[maps]") {
    const auto files = map_files();
    REQUIRE(!files.empty());
    for (const auto& file : files) {
        const json map = load(file);
        MapCheckOptions options;
        options.expected_players = player_count(map);
        const auto violations = check_finished_map(map, options);
        INFO(file.filename().string() << joined(violations));
        CHECK(violations.empty());
        CHECK(map.contains("name"));
        CHECK(map.contains("description"));
    }
}

TEST_CASE("003 Distribute the tiles: a beginner map holds each player's nine tiles and portal",
          "[maps]") {
    for (const auto& file : map_files()) {
        const json map = load(file);
        const int n = player_count(map);
        INFO(file.filename().string() << ": " << n << " players");
        REQUIRE(n >= 2);
        REQUIRE(n <= 6);
        int hearts = 0;
        int portals = 0;
        std::map<std::string, int> colours;
        for (const auto& t : map.at("tiles")) {
            if (t.at("kind") == "heart") ++hearts;
            if (t.at("kind") == "portal") ++portals;
            if (t.at("kind") == "ordinary") ++colours[t.at("color").get<std::string>()];
        }
        CHECK(hearts == 1);
        CHECK(portals == n);
        // Only black tiles come beyond the piles, when a portal has no legal spot (RULES.md §2).
        const int extra_black = colours["black"] - n;
        CHECK(extra_black >= 0);
        int ordinary_total = 0;
        for (const auto& [c, k] : colours)
            ordinary_total += k;
        CHECK(ordinary_total == 9 * n + extra_black);
        CHECK(map.at("tiles").size() == static_cast<std::size_t>(1 + 10 * n + extra_black));
        // Each pile holds every resource colour once; each player's face-up tile adds one of
        // their civilization's colour, and no two players share a civilization.
        int face_up = 0;
        for (const auto& c : kResourceColours) {
            INFO(c << ": " << colours[c]);
            CHECK(colours[c] >= n);
            CHECK(colours[c] <= n + 1);
            face_up += colours[c] - n;
        }
        CHECK(face_up == n);
    }
}

TEST_CASE("Beginner maps: every player gets the same start", "[maps]") {
    for (const auto& file : map_files()) {
        const json map = load(file);
        const auto tiles = tiles_by_hex(map);
        const auto portals = portals_by_player(map);
        INFO(file.filename().string());
        REQUIRE(!portals.empty());

        std::set<int> heart_distances;
        std::vector<int> near_tokens;
        for (const auto& [player, p] : portals) {
            INFO("player " << player << " at (" << p.q << "," << p.r << ")");
            heart_distances.insert(path_distance(map, p.q, p.r, 0, 0));
            // Two territories beside the portal, so each player starts with three.
            const auto beside = ordinary_neighbours(tiles, p);
            REQUIRE(beside.size() == 2);
            const std::string a = tiles.at(beside[0]).at("color");
            const std::string b = tiles.at(beside[1]).at("color");
            CHECK(a != "black");
            CHECK(b != "black");
            CHECK(a != b);
            int tokens = 0;
            for (const auto& [h, t] : tiles) {
                if (t.value("energy_rich", false)) {
                    const int d = path_distance(map, p.q, p.r, h.q, h.r);
                    if (d >= 0 && d <= 2) ++tokens;
                }
            }
            near_tokens.push_back(tokens);
        }
        CHECK(heart_distances.size() == 1);
        const auto [lo, hi] = std::minmax_element(near_tokens.begin(), near_tokens.end());
        CHECK(*hi - *lo <= 1);
    }
}

TEST_CASE("Beginner maps: the checker notices a damaged beginner map", "[maps]") {
    // Guards against a checker that passes everything: each damage must be reported.
    const json original = load(maps_dir() / "two_players.json");
    auto first_tile = [](json& map, bool rich) {
        json* found = nullptr;
        for (auto& t : map.at("tiles"))
            if (!found && t.at("kind") == "ordinary" && t.at("energy_rich").get<bool>() == rich)
                found = &t;
        REQUIRE(found != nullptr);
        return found;
    };
    SECTION("a token taken away") {
        json map = original;
        (*first_tile(map, true))["energy_rich"] = false;
        CHECK(mentions(check_finished_map(map), "missing richness token"));
    }
    SECTION("a token where none is due") {
        json map = original;
        (*first_tile(map, false))["energy_rich"] = true;
        CHECK(mentions(check_map_any_time(map), "richness token on"));
    }
    SECTION("a third tile against a portal") {
        json map = original;
        const auto tiles = tiles_by_hex(map);
        const HexKey p = portals_by_player(map).at(0);
        const HexKey steps[] = {{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}};
        for (const HexKey d : steps) {
            const HexKey n{p.q + d.q, p.r + d.r};
            if (tiles.count(n) != 0) continue;
            map["tiles"].push_back(beginner_ordinary(n.q, n.r, "black"));
            break;
        }
        CHECK(mentions(check_map_any_time(map), "portal of player 0"));
        CHECK(mentions(check_map_any_time(map), "touches 3 ordinary tiles"));
    }
}

namespace {

struct KoeStart {
    std::vector<HexKey> chain;  // at distances 1, 2, 3 from the Heart
    HexKey face_up;             // the other tile touching the portal
};

// Every way a player's portal can end the chain RULES.md §4 describes.
std::vector<KoeStart> koe_starts(const json& map, const std::map<HexKey, json>& tiles, HexKey p) {
    auto heart_distance = [&](HexKey h) { return path_distance(map, h.q, h.r, 0, 0); };
    std::vector<KoeStart> out;
    const auto beside = ordinary_neighbours(tiles, p);
    if (beside.size() != 2) return out;
    for (std::size_t i = 0; i < 2; ++i) {
        const HexKey t3 = beside[i];
        if (heart_distance(t3) != 3) continue;
        for (const HexKey t2 : ordinary_neighbours(tiles, t3)) {
            if (heart_distance(t2) != 2) continue;
            for (const HexKey t1 : ordinary_neighbours(tiles, t2))
                if (heart_distance(t1) == 1) out.push_back({{t1, t2, t3}, beside[1 - i]});
        }
    }
    return out;
}

// The chains are laid by different players, so no tile may serve two of them.
bool disjoint_starts(const std::vector<std::vector<KoeStart>>& options, std::size_t player,
                     std::set<HexKey>& used) {
    if (player == options.size()) return true;
    for (const auto& start : options[player]) {
        std::vector<HexKey> mine = start.chain;
        mine.push_back(start.face_up);
        if (std::any_of(mine.begin(), mine.end(), [&](HexKey h) { return used.count(h) != 0; }))
            continue;
        used.insert(mine.begin(), mine.end());
        if (disjoint_starts(options, player + 1, used)) return true;
        for (const HexKey h : mine)
            used.erase(h);
    }
    return false;
}

}  // namespace

TEST_CASE("RULES.md §4 King of Eden map: each portal ends a chain of 3 tiles from the Heart",
          "[maps]") {
    int koe_maps = 0;
    for (const auto& file : map_files()) {
        const json map = load(file);
        if (!is_king_of_eden(map)) continue;
        ++koe_maps;
        INFO(file.filename().string());
        const auto tiles = tiles_by_hex(map);
        std::vector<std::vector<KoeStart>> options;
        for (const auto& [player, p] : portals_by_player(map)) {
            INFO("player " << player);
            CHECK(path_distance(map, p.q, p.r, 0, 0) == 4);
            CHECK(ordinary_neighbours(tiles, p).size() == 2);
            options.push_back(koe_starts(map, tiles, p));
            CHECK(!options.back().empty());
        }
        std::set<HexKey> used;
        CHECK(disjoint_starts(options, 0, used));
    }
    CHECK(koe_maps >= 1);
}
