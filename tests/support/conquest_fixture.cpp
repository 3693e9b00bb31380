#include "support/conquest_fixture.hpp"

#include <algorithm>
#include <stdexcept>

#include "data/data_files.hpp"
#include "data/game_data.hpp"
#include "eden/conquest/frontier.hpp"
#include "eden/map/json.hpp"
#include "eden/text/action_text.hpp"
#include "eden/text/prompt_text.hpp"

namespace eden_test {

using namespace eden;
using nlohmann::json;

std::shared_ptr<const CardLibrary> data_cards() {
    static const auto cards = std::make_shared<const CardLibrary>(
        data::load_card_library(EDEN_SOURCE_TESTS_DIR "/fixtures/rules_cards"));
    return cards;
}

std::shared_ptr<const CardLibrary> designed_cards() {
    static const auto cards =
        std::make_shared<const CardLibrary>(data::load_card_library(EDEN_SOURCE_DATA_DIR));
    return cards;
}

GameSetup conquest_setup(int players, const Rules& rules, std::uint64_t seed) {
    GameSetup s;
    s.seed = seed;
    s.rules = rules;
    s.first_player = 0;
    const TileColor colours[] = {TileColor::grey, TileColor::green,  TileColor::red,
                                 TileColor::pink, TileColor::yellow, TileColor::brown};
    const char* names[] = {"Alice", "Bob", "Carol", "Dave", "Erin", "Frank"};
    if (players < 2 || players > 6 || players == 5)
        throw std::logic_error("conquest_setup: 2, 3, 4 or 6 players (one shipped map each)");
    for (int i = 0; i < players; ++i) {
        const TileColor c = colours[i];
        s.players.push_back({names[i], i == 0 ? "mountain_clans" : std::string(to_string(c)), c});
    }
    const char* maps[] = {"two_players.json", "three_players.json", "four_players.json", "",
                          "six_players.json"};
    const std::string file = maps[players - 2];
    s.premade_map = data::load_map_file(EDEN_SOURCE_DATA_DIR "/maps/" + file).map;
    s.cards = data_cards();
    return s;
}

Rules troops_rules() {
    Rules r;
    r.troops = true;
    r.round_phases = {RoundPhase::expansion, RoundPhase::production, RoundPhase::purchasing};
    return r;
}

GameSetup designed_setup(const std::vector<std::string>& civilizations, std::uint64_t seed) {
    const auto cards = designed_cards();
    GameSetup s = conquest_setup(static_cast<int>(civilizations.size()), Rules{}, seed);
    s.cards = cards;
    for (std::size_t i = 0; i < civilizations.size(); ++i) {
        const Civilization* civ = cards->civilization(civilizations[i]);
        if (!civ) throw std::logic_error("designed_setup: no civilization " + civilizations[i]);
        s.players[i].civilization = civ->id;
        s.players[i].resource = civ->resource;
    }
    return s;
}

GameState designed_bare_expansion(const std::vector<std::string>& civilizations) {
    GameState s(designed_setup(civilizations));
    advance_until(s, [](const GameState& g) {
        return g.phase() == Phase::conquest && g.conquest().step == ConquestStep::expansion;
    });
    const int players = static_cast<int>(civilizations.size());
    return edited(s, [&](json& j) {
        for (int p = 0; p < players; ++p)
            clear_cards(j, p);
        clear_resources(j);
    });
}

void advance_until(GameState& state, const std::function<bool(const GameState&)>& stop) {
    for (int i = 0; i < 100000; ++i) {
        if (stop(state)) return;
        const Decision d = state.pending();
        if (d.options.empty()) throw std::logic_error("advance_until: no option: " + asked(d));
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

void set_troops(json& state, Hex at, int count) {
    json& on = state["conquest"]["troops"]["on"];
    for (std::size_t i = 0; i < on.size(); ++i)
        if (on[i]["q"] == at.q && on[i]["r"] == at.r) {
            on.erase(i);
            break;
        }
    if (count > 0) on.push_back({{"q", at.q}, {"r", at.r}, {"count", count}});
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
    if (!r) throw std::logic_error("refused: " + describe(a) + ": " + describe(r.reason, state));
    return r;
}

Frontier wild_frontier(const GameState& state, int player) {
    for (const Frontier& f : frontiers_of(state.map(), state.control(), player))
        if (!controller_of(state.control(), f.enemy)) return f;
    throw std::logic_error("wild_frontier: none");
}

// --- Conquest flow helpers ------------------------------------------------------------------

Action passive_choice(const Decision& d) {
    if (d.options.empty()) throw std::logic_error("passive_choice: no option: " + asked(d));
    for (const Action& a : d.options)
        if (std::holds_alternative<StopFront>(a)) return a;
    for (const Action& a : d.options)
        if (std::holds_alternative<Done>(a)) return a;
    return d.options.front();
}

std::vector<Event> pass_until(GameState& state, const std::function<bool(const GameState&)>& stop) {
    std::vector<Event> events;
    for (int i = 0; i < 100000; ++i) {
        if (stop(state)) return events;
        ApplyResult r = must_apply(state, passive_choice(state.pending()));
        events.insert(events.end(), r.events.begin(), r.events.end());
    }
    throw std::logic_error("pass_until: the condition never held");
}

GameState at_conquest_step(ConquestStep step, int players, const Rules& rules) {
    GameState s(conquest_setup(players, rules));
    pass_until(s, [step](const GameState& g) {
        return g.phase() == Phase::conquest && g.conquest().step == step;
    });
    return s;
}

const CardDef& card_def(const GameState& state, CardId card) {
    const auto def = state.conquest().cards.at(static_cast<std::size_t>(card)).def;
    return state.setup().cards->cards.at(static_cast<std::size_t>(def));
}

int count_named(const GameState& state, const std::vector<CardId>& pile,
                const std::string& card_id) {
    return static_cast<int>(std::count_if(
        pile.begin(), pile.end(), [&](CardId c) { return card_def(state, c).id == card_id; }));
}

std::vector<CardId> crystals_in(const GameState& state, const std::vector<CardId>& pile) {
    std::vector<CardId> out;
    for (CardId c : pile)
        if (card_def(state, c).kind == CardKind::energy_crystal) out.push_back(c);
    return out;
}

void set_hand(json& state, int player, const std::vector<CardId>& cards) {
    empty_hand(state, player);
    for (CardId c : cards)
        move_card(state, c, player, "hand");
}

void eliminate_in_json(json& state, int player) {
    state["conquest"]["players"][static_cast<std::size_t>(player)]["eliminated"] = true;
    for (json& t : state["map"]["tiles"])
        if (t["kind"] == "portal" && t["player"] == player) t["destroyed"] = true;
}

int resources_on(const GameState& state, Hex at, TileColor type) {
    const auto& res = state.conquest().resources;
    auto it = res.find(at);
    return it == res.end() ? 0 : it->second.of(type);
}

std::string refusal_problem(GameState& state, const Action& a) {
    const json before = state.to_json();
    const ApplyResult r = state.apply(a);
    if (r.ok) return "accepted: " + describe(a);
    if (r.reason.id.empty()) return "refused without a reason: " + describe(a);
    if (state.to_json() != before) return "refused, but the state changed: " + describe(a);
    return "";
}

namespace {

int definition_index(const json& state, const std::string& card_id) {
    const json& defs = state["setup"]["cards"]["cards"];
    for (std::size_t i = 0; i < defs.size(); ++i)
        if (defs[i]["id"] == card_id) return static_cast<int>(i);
    throw std::logic_error("no card definition " + card_id);
}

}  // namespace

void clear_cards(json& state, int player) {
    json& c = state["conquest"];
    json& p = c["players"][static_cast<std::size_t>(player)];
    const json& defs = state["setup"]["cards"]["cards"];
    for (const char* pile : {"deck", "hand", "discard", "set_aside"}) {
        for (const json& card : p[pile]) {
            const int id = card.get<int>();
            const int def = c["cards"][static_cast<std::size_t>(id)]["def"].get<int>();
            if (defs[static_cast<std::size_t>(def)]["kind"] == "unit") {
                p["world"].push_back(id);
            } else {
                c["cards"][static_cast<std::size_t>(id)]["owner"] = kNoPlayer;
                c["supply"][static_cast<std::size_t>(def)].push_back(id);
            }
        }
        p[pile] = json::array();
    }
    std::vector<int> world = p["world"].get<std::vector<int>>();
    std::sort(world.begin(), world.end());
    p["world"] = world;
}

CardId give_card(json& state, int player, const std::string& card_id, const std::string& pile) {
    json& c = state["conquest"];
    json& p = c["players"][static_cast<std::size_t>(player)];
    const int def = definition_index(state, card_id);
    if (state["setup"]["cards"]["cards"][static_cast<std::size_t>(def)]["kind"] == "unit") {
        for (const json& card : p["world"]) {
            const int id = card.get<int>();
            if (c["cards"][static_cast<std::size_t>(id)]["def"] != def) continue;
            move_card(state, id, player, pile);
            return id;
        }
        throw std::logic_error("give_card: no " + card_id + " left in the World");
    }
    json& supply = c["supply"][static_cast<std::size_t>(def)];
    if (supply.empty()) throw std::logic_error("give_card: the " + card_id + " pile is empty");
    const int id = supply.back().get<int>();
    supply.erase(supply.size() - 1);
    c["cards"][static_cast<std::size_t>(id)]["owner"] = player;
    p[pile].push_back(id);
    return id;
}

void clear_resources(json& state) {
    state["conquest"]["resources"] = json::array();
}

json& card_definition(json& state, const std::string& card_id) {
    return state["setup"]["cards"]["cards"]
                [static_cast<std::size_t>(definition_index(state, card_id))];
}

GameState bare_first_expansion(int players, const Rules& rules) {
    return edited(at_first_expansion(players, rules), [&](json& j) {
        for (int p = 0; p < players; ++p)
            clear_cards(j, p);
        clear_resources(j);
    });
}

std::vector<Event> play_out(GameState& state, const std::vector<Action>& actions) {
    std::vector<Event> events = apply_all(state, actions);
    const std::vector<Event> rest = finish_battle(state);
    events.insert(events.end(), rest.begin(), rest.end());
    return events;
}

std::vector<Event> apply_all(GameState& state, const std::vector<Action>& actions) {
    std::vector<Event> events;
    for (const Action& a : actions) {
        ApplyResult r = must_apply(state, a);
        events.insert(events.end(), r.events.begin(), r.events.end());
    }
    return events;
}

std::vector<Event> finish_battle(GameState& state) {
    std::vector<Event> events;
    for (int i = 0; i < 1000; ++i) {
        if (!state.conquest().battle || state.conquest().step == ConquestStep::game_over)
            return events;
        const Decision d = state.pending();
        Action a = Done{};
        switch (d.kind) {
            case DecisionKind::defend_front:
            case DecisionKind::add_unit:
                a = StopFront{state.conquest().battle->cursor};
                break;
            case DecisionKind::ability_choice:
            case DecisionKind::pay:
            case DecisionKind::send_troops:     // 1 troop near the frontier
            case DecisionKind::retreat_troops:  // the first territory offered
                if (d.options.empty()) throw std::logic_error("finish_battle: " + asked(d));
                a = d.options.front();
                break;
            default:
                break;
        }
        ApplyResult r = must_apply(state, a);
        events.insert(events.end(), r.events.begin(), r.events.end());
    }
    throw std::logic_error("finish_battle: the battle never ended");
}

GameState quiet_first_expansion(int players, const Rules& rules) {
    return at_conquest_step(ConquestStep::expansion, players, rules);
}

}  // namespace eden_test
