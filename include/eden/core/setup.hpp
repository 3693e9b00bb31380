// What a game starts from: seed, rules (fully resolved: ruleset + scenario + variant + --set),
// seats. With the action log this replays a game exactly.
#pragma once

#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "eden/cards/cards.hpp"
#include "eden/core/rules.hpp"
#include "eden/dragons/deck.hpp"
#include "eden/map/map.hpp"
#include "eden/text/message.hpp"

namespace eden {

struct PlayerSetup {
    std::string name;
    std::string civilization;  // a civilization id; its resource colour decides the map rules
    TileColor resource = TileColor::white;
    friend bool operator==(const PlayerSetup&, const PlayerSetup&) = default;
};

struct GameSetup {
    std::uint64_t seed = 0;
    std::string ruleset_id = "standard";
    std::string scenario_id = "supremacy";
    std::string variant_id;
    Rules rules;
    std::vector<PlayerSetup> players;
    // The first player token's holder; -1 draws it with the game's generator (RULES.md §2).
    int first_player = -1;
    // A beginner map instead of building one: map creation is skipped.
    std::optional<Map> premade_map;
    // The cards the game is played with, carried in the setup so a save is self-contained.
    // Without cards a game is a map-building session: it stops when the map is complete.
    // Shared and immutable: copying a state must not copy every card definition.
    std::shared_ptr<const CardLibrary> cards;
    // King of Eden: the dragons' decks the game is played with (RULES.md §4), carried like the
    // cards. A King of Eden game with cards but no dragons stops when the map is complete.
    std::shared_ptr<const DragonDeckDef> dragons;

    friend bool operator==(const GameSetup& a, const GameSetup& b);
};

nlohmann::json setup_to_json(const GameSetup& s);
GameSetup setup_from_json(const nlohmann::json& j, const std::string& source,
                          const std::string& pointer);
// Why the setup cannot start a game (player count, shared civilizations...), or empty.
std::optional<std::string> setup_problem(const GameSetup& s);
// The same as a message of the catalogs: the app says it in the reader's language.
std::optional<text::Message> setup_problem_reason(const GameSetup& s);

}  // namespace eden
