#include "support/independent_map_checker.hpp"

#include <array>
#include <cstddef>
#include <deque>
#include <set>
#include <utility>

namespace eden_test {

namespace {

using nlohmann::json;
using AxialHex = std::pair<int, int>;  // axial (q, r)

// Axial neighbours, in the order DESIGN.md lists them.
constexpr std::array<AxialHex, 6> kDirections{{{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}}};

const std::set<std::string> kKinds{"heart", "portal", "ordinary"};
const std::set<std::string> kColours{"white",  "green", "red",  "grey",
                                     "yellow", "brown", "pink", "black"};

struct Cell {
    std::string kind;  // may be invalid: such tiles still occupy their hex for distances
    std::string colour;
    bool token = false;
    int player = -1;     // portals: the owning seat
    int placed_by = -1;  // optional: who laid the tile
};

using Cells = std::map<AxialHex, Cell>;

struct Parsed {
    Cells cells;
    std::vector<std::string> problems;
};

std::string hex_name(AxialHex h) {
    return "(" + std::to_string(h.first) + "," + std::to_string(h.second) + ")";
}

std::array<AxialHex, 6> neighbours(AxialHex h) {
    std::array<AxialHex, 6> out{};
    for (std::size_t i = 0; i < kDirections.size(); ++i)
        out[i] = {h.first + kDirections[i].first, h.second + kDirections[i].second};
    return out;
}

bool is_int(const json& tile, const char* key) {
    return tile.contains(key) && tile.at(key).is_number_integer();
}

// Reads what it can and records every malformation, so one bad tile does not hide the others.
Parsed parse(const json& map) {
    Parsed out;
    if (!map.is_object() || !map.contains("tiles") || !map.at("tiles").is_array()) {
        out.problems.push_back("the map must be an object with a \"tiles\" array");
        return out;
    }
    const json& tiles = map.at("tiles");
    for (std::size_t i = 0; i < tiles.size(); ++i) {
        const json& t = tiles[i];
        const std::string where = "tile " + std::to_string(i);
        if (!t.is_object() || !is_int(t, "q") || !is_int(t, "r")) {
            out.problems.push_back(where + ": needs integer \"q\" and \"r\"");
            continue;
        }
        const AxialHex h{t.at("q").get<int>(), t.at("r").get<int>()};
        Cell c;
        if (t.contains("kind") && t.at("kind").is_string())
            c.kind = t.at("kind").get<std::string>();
        if (kKinds.count(c.kind) == 0)
            out.problems.push_back(where + " at " + hex_name(h) + ": unknown kind \"" + c.kind +
                                   "\" (heart, portal or ordinary)");
        if (c.kind == "ordinary") {
            if (t.contains("color") && t.at("color").is_string())
                c.colour = t.at("color").get<std::string>();
            if (kColours.count(c.colour) == 0)
                out.problems.push_back(where + " at " + hex_name(h) + ": unknown colour \"" +
                                       c.colour + "\"");
        }
        if (t.contains("energy_rich")) {
            if (!t.at("energy_rich").is_boolean())
                out.problems.push_back(where + " at " + hex_name(h) +
                                       ": \"energy_rich\" must be true or false");
            else
                c.token = t.at("energy_rich").get<bool>();
        }
        if (c.token && c.kind != "ordinary")
            out.problems.push_back("richness token on " + hex_name(h) +
                                   ", which is not an ordinary tile");
        if (c.kind == "portal") {
            if (is_int(t, "player") && t.at("player").get<int>() >= 0)
                c.player = t.at("player").get<int>();
            else
                out.problems.push_back(where + " at " + hex_name(h) +
                                       ": a portal needs \"player\", a seat number from 0");
        }
        if (is_int(t, "placed_by")) c.placed_by = t.at("placed_by").get<int>();
        if (!out.cells.emplace(h, c).second)
            out.problems.push_back("two tiles on hex " + hex_name(h));
    }
    return out;
}

// 003 §Create the Map: distance is the number of frontiers crossed, and RULES.md §2 (U20)
// reads it through placed tiles only, so a gap in the map lengthens it.
std::map<AxialHex, int> distances_from(const Cells& cells, AxialHex from) {
    std::map<AxialHex, int> dist;
    if (cells.count(from) == 0) return dist;
    dist[from] = 0;
    std::deque<AxialHex> queue{from};
    while (!queue.empty()) {
        const AxialHex h = queue.front();
        queue.pop_front();
        for (const AxialHex& n : neighbours(h)) {
            if (cells.count(n) == 0 || dist.count(n) != 0) continue;
            dist[n] = dist[h] + 1;
            queue.push_back(n);
        }
    }
    return dist;
}

// Portals, the Heart and black tiles do not count toward richness (003 §Place tiles).
std::set<std::string> non_black_neighbour_colours(const Cells& cells, AxialHex h) {
    std::set<std::string> colours;
    for (const AxialHex& n : neighbours(h)) {
        auto it = cells.find(n);
        if (it != cells.end() && it->second.kind == "ordinary" && it->second.colour != "black")
            colours.insert(it->second.colour);
    }
    return colours;
}

int ordinary_neighbour_count(const Cells& cells, AxialHex h) {
    int count = 0;
    for (const AxialHex& n : neighbours(h)) {
        auto it = cells.find(n);
        if (it != cells.end() && it->second.kind == "ordinary") ++count;
    }
    return count;
}

std::string portal_name(AxialHex h, const Cell& c) {
    return "portal of player " + std::to_string(c.player) + " at " + hex_name(h);
}

void check_any_time(const Parsed& parsed, const MapCheckOptions& options,
                    std::vector<std::string>& out) {
    const Cells& cells = parsed.cells;

    std::vector<AxialHex> hearts;
    std::vector<AxialHex> portals;
    for (const auto& [h, c] : cells) {
        if (c.kind == "heart") hearts.push_back(h);
        if (c.kind == "portal") portals.push_back(h);
    }
    if (hearts.empty()) out.push_back("no Heart of Eden");
    if (hearts.size() > 1) out.push_back("more than one Heart of Eden");
    for (const AxialHex& h : hearts)
        if (h != AxialHex{0, 0})
            out.push_back("the Heart of Eden is at " + hex_name(h) + ", not at (0,0)");

    std::map<int, int> portals_per_player;
    for (const AxialHex& p : portals)
        ++portals_per_player[cells.at(p).player];
    for (const auto& [player, count] : portals_per_player)
        if (player >= 0 && count > 1)
            out.push_back("player " + std::to_string(player) + " has " + std::to_string(count) +
                          " portals");

    if (!cells.empty()) {
        const auto reach = distances_from(cells, cells.begin()->first);
        if (reach.size() != cells.size())
            out.push_back(
                "the map is not connected: " + std::to_string(cells.size() - reach.size()) +
                " of " + std::to_string(cells.size()) + " tiles cannot be reached from " +
                hex_name(cells.begin()->first));
    }

    if (hearts.size() == 1) {
        const auto from_heart = distances_from(cells, hearts.front());
        for (const AxialHex& p : portals) {
            auto it = from_heart.find(p);
            if (it != from_heart.end() && it->second < options.portal_min_distance_heart)
                out.push_back(portal_name(p, cells.at(p)) + " is at distance " +
                              std::to_string(it->second) + " from the Heart (minimum " +
                              std::to_string(options.portal_min_distance_heart) + ")");
        }
    }
    for (std::size_t i = 0; i < portals.size(); ++i) {
        const auto from_portal = distances_from(cells, portals[i]);
        for (std::size_t j = i + 1; j < portals.size(); ++j) {
            auto it = from_portal.find(portals[j]);
            if (it == from_portal.end() || it->second >= options.portal_min_distance_portal)
                continue;
            AxialHex a = portals[i];
            AxialHex b = portals[j];
            if (cells.at(b).player < cells.at(a).player) std::swap(a, b);
            out.push_back("portals of players " + std::to_string(cells.at(a).player) + " and " +
                          std::to_string(cells.at(b).player) + " (" + hex_name(a) + ", " +
                          hex_name(b) + ") are at distance " + std::to_string(it->second) +
                          " (minimum " + std::to_string(options.portal_min_distance_portal) + ")");
        }
    }
    for (const AxialHex& p : portals) {
        const int touching = ordinary_neighbour_count(cells, p);
        if (touching > options.portal_max_ordinary_neighbours)
            out.push_back(portal_name(p, cells.at(p)) + " touches " + std::to_string(touching) +
                          " ordinary tiles (maximum " +
                          std::to_string(options.portal_max_ordinary_neighbours) + ")");
    }

    for (const auto& [h, c] : cells) {
        if (c.kind != "ordinary" || !c.token) continue;
        const auto colours = non_black_neighbour_colours(cells, h);
        if (static_cast<int>(colours.size()) >= options.richness_min_colours) continue;
        // 003 §Distribute the tiles: a crystal-shard civilization's chosen colour comes with
        // a token whatever surrounds it, but only on the tiles that civilization laid.
        auto shard = options.shard_colour_by_player.find(c.placed_by);
        if (shard != options.shard_colour_by_player.end() && shard->second == c.colour) continue;
        out.push_back("richness token on " + hex_name(h) + ", which touches only " +
                      std::to_string(colours.size()) + " non-black colours (needs " +
                      std::to_string(options.richness_min_colours) + ")");
    }
}

}  // namespace

std::vector<std::string> check_map_any_time(const json& map, const MapCheckOptions& options) {
    const Parsed parsed = parse(map);
    std::vector<std::string> out = parsed.problems;
    check_any_time(parsed, options, out);
    return out;
}

std::vector<std::string> check_finished_map(const json& map, const MapCheckOptions& options) {
    const Parsed parsed = parse(map);
    std::vector<std::string> out = parsed.problems;
    check_any_time(parsed, options, out);
    const Cells& cells = parsed.cells;

    // Tokens are laid after every placement and never taken away, so once creation is over
    // every tile that meets the condition carries one.
    for (const auto& [h, c] : cells) {
        if (c.kind != "ordinary" || c.token) continue;
        const auto colours = non_black_neighbour_colours(cells, h);
        if (static_cast<int>(colours.size()) >= options.richness_min_colours)
            out.push_back("missing richness token on " + hex_name(h) + ": it touches " +
                          std::to_string(colours.size()) + " non-black colours");
    }

    if (options.expected_players >= 0) {
        std::set<int> seats;
        for (const auto& [h, c] : cells)
            if (c.kind == "portal") seats.insert(c.player);
        for (int p = 0; p < options.expected_players; ++p)
            if (seats.count(p) == 0) out.push_back("no portal for player " + std::to_string(p));
        for (int p : seats)
            if (p < 0 || p >= options.expected_players)
                out.push_back("portal for player " + std::to_string(p) + ", but only " +
                              std::to_string(options.expected_players) + " players");
    }
    return out;
}

int path_distance(const json& map, int q1, int r1, int q2, int r2) {
    const Parsed parsed = parse(map);
    const auto dist = distances_from(parsed.cells, AxialHex{q1, r1});
    auto it = dist.find(AxialHex{q2, r2});
    return it == dist.end() ? -1 : it->second;
}

}  // namespace eden_test
