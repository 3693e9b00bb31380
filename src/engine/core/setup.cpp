#include "eden/core/setup.hpp"

#include <set>

#include "eden/core/data_error.hpp"
#include "eden/core/setup_check.hpp"
#include "eden/map/json.hpp"
#include "engine/core/json_checks.hpp"

namespace eden {

using nlohmann::json;

namespace {

// Why a setup cannot start a game: in words, and the same as a message of the catalogs
// (issue 36: a setup read from a file is refused in the reader's language).
struct SetupProblem {
    std::string words;
    text::Message reason;
};

text::Name setup_number(int n) {
    return text::Name{std::to_string(n)};
}

std::optional<SetupProblem> setup_problem_of(const GameSetup& s) {
    const int n = static_cast<int>(s.players.size());
    if (n < s.rules.min_players || n > s.rules.max_players)
        return SetupProblem{"a game needs " + std::to_string(s.rules.min_players) + " to " +
                                std::to_string(s.rules.max_players) + " players, not " +
                                std::to_string(n),
                            text::Message("data_error.setup.player_count")
                                .with("min", setup_number(s.rules.min_players))
                                .with("max", setup_number(s.rules.max_players))
                                .with("players", setup_number(n))};
    if (s.first_player < -1 || s.first_player >= n)
        return SetupProblem{"first player " + std::to_string(s.first_player) + " is not a seat",
                            text::Message("data_error.setup.first_player")
                                .with("seat", setup_number(s.first_player))};
    std::set<std::string> civs;
    std::set<std::string> names;
    for (const auto& p : s.players) {
        if (p.name.empty())
            return SetupProblem{"every player needs a name",
                                text::Message("data_error.setup.player_name")};
        if (!names.insert(p.name).second)
            return SetupProblem{
                "two players are called \"" + p.name + "\"",
                text::Message("data_error.setup.same_name").with("name", text::Name{p.name})};
        if (p.resource == TileColor::black)
            return SetupProblem{
                p.name + "'s civilization must have a resource colour, not black",
                text::Message("data_error.setup.black_resource").with("name", text::Name{p.name})};
        // RULES.md §2 "Players": two players may not share a civilization.
        if (!civs.insert(p.civilization).second)
            return SetupProblem{"two players chose the civilization \"" + p.civilization + "\"",
                                text::Message("data_error.setup.same_civilization")
                                    .with("civilization", text::Name{p.civilization})};
    }
    if (s.premade_map) {
        for (int p = 0; p < n; ++p)
            if (!s.premade_map->portal_of(p))
                return SetupProblem{
                    "the map has no portal for seat " + std::to_string(p + 1),
                    text::Message("data_error.setup.no_portal").with("seat", setup_number(p + 1))};
        for (Hex h : s.premade_map->portals()) {
            const int owner = s.premade_map->at(h)->portal_owner;
            if (owner >= n)
                return SetupProblem{"the map has a portal for seat " + std::to_string(owner + 1) +
                                        " but only " + std::to_string(n) + " players",
                                    text::Message("data_error.setup.extra_portal")
                                        .with("seat", setup_number(owner + 1))
                                        .with("players", setup_number(n))};
        }
    }
    // Issue 34: the parameters themselves, their relations and whether a map can be built.
    if (auto refusal = check_setup(s))
        return SetupProblem{refusal->message(), refusal->message_in_words()};
    return std::nullopt;
}

}  // namespace

json setup_to_json(const GameSetup& s) {
    json players = json::array();
    for (const auto& p : s.players)
        players.push_back({{"name", p.name},
                           {"civilization", p.civilization},
                           {"resource", to_string(p.resource)}});
    json out = {{"seed", s.seed},
                {"ruleset", s.ruleset_id},
                {"scenario", s.scenario_id},
                {"variant", s.variant_id},
                {"rules", rules_to_json(s.rules)},
                {"players", std::move(players)},
                {"first_player", s.first_player}};
    if (s.premade_map) out["premade_map"] = map_to_json(*s.premade_map, "premade");
    if (s.cards) out["cards"] = library_to_json(*s.cards);
    if (s.dragons) out["dragons"] = dragon_deck_to_json(*s.dragons);
    return out;
}

bool operator==(const GameSetup& a, const GameSetup& b) {
    const bool same_cards = a.cards == b.cards || (a.cards && b.cards && *a.cards == *b.cards);
    const bool same_dragons =
        a.dragons == b.dragons || (a.dragons && b.dragons && *a.dragons == *b.dragons);
    return same_cards && same_dragons && a.seed == b.seed && a.ruleset_id == b.ruleset_id &&
           a.scenario_id == b.scenario_id && a.variant_id == b.variant_id && a.rules == b.rules &&
           a.players == b.players && a.first_player == b.first_player &&
           a.premade_map == b.premade_map;
}

GameSetup setup_from_json(const json& j, const std::string& source, const std::string& pointer) {
    detail::require_object_with_keys(
        j, source, pointer,
        {"seed", "ruleset", "scenario", "variant", "rules", "players", "first_player"},
        {"premade_map", "cards", "dragons"});
    GameSetup s;
    if (!j.at("seed").is_number_unsigned())
        throw DataError(source, pointer + "/seed", "must be a non-negative integer",
                        text::Message("data_error.setup.non_negative_integer"));
    s.seed = j.at("seed").get<std::uint64_t>();
    s.ruleset_id = detail::require_string(j, "ruleset", source, pointer);
    s.scenario_id = detail::require_string(j, "scenario", source, pointer);
    s.variant_id = detail::require_string(j, "variant", source, pointer);
    s.rules = rules_from_json(j.at("rules"), source, pointer + "/rules");
    s.first_player = detail::require_int(j, "first_player", source, pointer);
    const json& players = j.at("players");
    if (!players.is_array())
        throw DataError(source, pointer + "/players", "must be an array",
                        text::Message("data_error.must_be_array"));
    for (std::size_t i = 0; i < players.size(); ++i) {
        const std::string ptr = pointer + "/players/" + std::to_string(i);
        detail::require_object_with_keys(players[i], source, ptr,
                                         {"name", "civilization", "resource"}, {});
        PlayerSetup p;
        p.name = detail::require_string(players[i], "name", source, ptr);
        p.civilization = detail::require_string(players[i], "civilization", source, ptr);
        p.resource = detail::require_colour(players[i], "resource", source, ptr);
        s.players.push_back(std::move(p));
    }
    if (j.contains("premade_map")) s.premade_map = map_from_json(j.at("premade_map"), source).map;
    if (j.contains("cards"))
        s.cards = std::make_shared<const CardLibrary>(
            library_from_json(j.at("cards"), source, pointer + "/cards"));
    if (j.contains("dragons"))
        s.dragons = std::make_shared<const DragonDeckDef>(
            dragon_deck_from_json(j.at("dragons"), source, pointer + "/dragons"));
    if (auto problem = setup_problem_of(s))
        throw DataError(source, pointer, problem->words, problem->reason);
    return s;
}

std::optional<std::string> setup_problem(const GameSetup& s) {
    if (auto problem = setup_problem_of(s)) return problem->words;
    return std::nullopt;
}

std::optional<text::Message> setup_problem_reason(const GameSetup& s) {
    if (auto problem = setup_problem_of(s)) return problem->reason;
    return std::nullopt;
}

}  // namespace eden
