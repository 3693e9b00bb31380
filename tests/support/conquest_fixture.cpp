#include "support/conquest_fixture.hpp"

#include <algorithm>
#include <stdexcept>

#include "data/data_files.hpp"
#include "data/game_data.hpp"
#include "eden/frontier.hpp"
#include "eden/map_json.hpp"

namespace eden_test {

using namespace eden;
using nlohmann::json;

std::shared_ptr<const CardLibrary> data_cards() {
    static const auto cards =
        std::make_shared<const CardLibrary>(data::load_game_data(EDEN_SOURCE_DATA_DIR).cards);
    return cards;
}

GameSetup conquest_setup(int players, const Rules& rules, std::uint64_t seed) {
    GameSetup s;
    s.seed = seed;
    s.rules = rules;
    s.first_player = 0;
    const TileColor colours[] = {TileColor::grey, TileColor::green, TileColor::red,
                                 TileColor::pink};
    const char* names[] = {"Alice", "Bob", "Carol", "Dave"};
    for (int i = 0; i < players; ++i) {
        const TileColor c = colours[i];
        s.players.push_back({names[i], i == 0 ? "mountain_clans" : std::string(to_string(c)), c});
    }
    const std::string file = players == 2 ? "two_players.json" : "four_players.json";
    s.premade_map = data::load_map_file(std::string(EDEN_SOURCE_DATA_DIR) + "/maps/" + file).map;
    s.cards = data_cards();
    return s;
}

void advance_until(GameState& state, const std::function<bool(const GameState&)>& stop) {
    for (int i = 0; i < 100000; ++i) {
        if (stop(state)) return;
        const Decision d = state.pending();
        if (d.options.empty()) throw std::logic_error("advance_until: no option: " + d.prompt);
        must_apply(state, d.options.front());
    }
    throw std::logic_error("advance_until: the condition never held");
}

GameState at_first_expansion(int players, const Rules& rules) {
    GameState s(conquest_setup(players, rules));
    advance_until(s, [](const GameState& g) {
        return g.phase() == Phase::conquest && g.conquest().step == ConquestStep::expansion;
    });
    return s;
}

GameState edited(const GameState& state, const std::function<void(json&)>& edit) {
    json j = state.to_json();
    edit(j);
    return GameState::from_json(j, "edited test state");
}

namespace {

bool erase_from(json& list, CardId card) {
    for (std::size_t i = 0; i < list.size(); ++i)
        if (list[i].get<int>() == card) {
            list.erase(i);
            return true;
        }
    return false;
}

}  // namespace

void move_card(json& state, CardId card, int player, const std::string& pile) {
    json& c = state["conquest"];
    bool found = false;
    for (json& p : c["players"])
        for (const char* where : {"deck", "hand", "discard", "set_aside", "world", "collapsed"})
            found = found || erase_from(p[where], card);
    for (json& s : c["supply"])
        found = found || erase_from(s, card);
    if (!found) throw std::logic_error("move_card: card #" + std::to_string(card) + " not found");
    c["players"][static_cast<std::size_t>(player)][pile].push_back(card);
}

void empty_hand(json& state, int player) {
    json& p = state["conquest"]["players"][static_cast<std::size_t>(player)];
    for (const json& card : p["hand"])
        p["deck"].insert(p["deck"].begin(), card);
    p["hand"] = json::array();
}

void set_resources(json& state, Hex at, TileColor type, int count) {
    json& list = state["conquest"]["resources"];
    const std::string colour(to_string(type));
    for (json& e : list)
        if (e["q"] == at.q && e["r"] == at.r) {
            if (count == 0)
                e["resources"].erase(colour);
            else
                e["resources"][colour] = count;
            return;
        }
    if (count > 0) list.push_back({{"q", at.q}, {"r", at.r}, {"resources", {{colour, count}}}});
}

void set_control(json& state, Hex at, int player) {
    json& list = state["control"];
    for (std::size_t i = 0; i < list.size(); ++i)
        if (list[i]["q"] == at.q && list[i]["r"] == at.r) {
            list.erase(i);
            break;
        }
    if (player >= 0) list.push_back({{"q", at.q}, {"r", at.r}, {"player", player}});
}

void set_pure_energy(json& state, int player, int amount) {
    state["conquest"]["players"][static_cast<std::size_t>(player)]["pure_energy"] = amount;
}

std::vector<CardId> cards_named(const GameState& state, const std::string& card_id, int owner) {
    const auto index = state.setup().cards->index_of(card_id);
    if (!index) throw std::logic_error("cards_named: no card " + card_id);
    std::vector<CardId> out;
    const auto& cards = state.conquest().cards;
    for (std::size_t i = 0; i < cards.size(); ++i)
        if (cards[i].def == *index && cards[i].owner == owner)
            out.push_back(static_cast<CardId>(i));
    return out;
}

CardId world_card(const GameState& state, const std::string& card_id, int owner) {
    const auto& world = state.conquest().players.at(static_cast<std::size_t>(owner)).world;
    for (CardId c : cards_named(state, card_id, owner))
        if (std::find(world.begin(), world.end(), c) != world.end()) return c;
    throw std::logic_error("world_card: no " + card_id + " left in the World");
}

bool offers(const Decision& d, const Action& a) {
    return std::find(d.options.begin(), d.options.end(), a) != d.options.end();
}

ApplyResult must_apply(GameState& state, const Action& a) {
    ApplyResult r = state.apply(a);
    if (!r) throw std::logic_error("refused: " + describe(a) + ": " + r.reason);
    return r;
}

Frontier wild_frontier(const GameState& state, int player) {
    for (const Frontier& f : frontiers_of(state.map(), state.control(), player))
        if (!controller_of(state.control(), f.enemy)) return f;
    throw std::logic_error("wild_frontier: none");
}

}  // namespace eden_test
