// The choices of the New game dialog and the GameSetup they make. No SDL, so the dialog's
// defaults and the setups it makes are testable.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "app/session/game_session.hpp"
#include "data/game_data.hpp"
#include "eden/core/setup.hpp"

namespace eden::app {

inline constexpr int kMinSeats = 2;
inline constexpr int kMaxSeats = 6;

struct SeatChoice {
    std::string name;
    std::string civilization;  // a civilization id of the card library
    SeatKind kind = SeatKind::human;
    int colour = 0;  // index into the player palette
};

struct NewGameChoice {
    std::vector<SeatChoice> seats;
    std::string ruleset = "standard";  // a ruleset id of the data (choose_ruleset)
    std::string scenario = "supremacy";
    std::string variant;  // one of the scenario's variants by id; empty: none
    int map = -1;         // index into GameData::maps; -1: build the map in play
    std::uint64_t seed = 1;
    // Ruleset parameters the players change ("Rules variants"), id -> value, applied after the
    // scenario as eden-cli's --set key=value is.
    std::map<std::string, nlohmann::json> rule_changes;
};

// The rule changes as eden-cli's --set assignments ("map.final_portal_round=false").
std::vector<std::string> rule_assignments(const NewGameChoice& choice);

// A list parameter (map.face_down_colours, battle.base_defense_by_distance) as players type it
// in the Rules variants: "0, 0, 1, 3", "white, green, black".
std::string list_to_text(const nlohmann::json& list);
// The typed text as the list --set would get: whole numbers as integers, other words as
// strings, empty pieces skipped. Never throws: checking the list is the rules' business.
nlohmann::json list_from_text(std::string_view text);
// Why the choice's scenario's rules cannot take `value` for `id` (data::resolve_rules' reason,
// as eden-cli --set would say it, for the reader's language), or nullopt. The other changes are
// left out, so the reason is this parameter's own; new_game_problem checks them all together.
std::optional<text::Message> rule_change_problem(const data::GameData& data,
                                                 const NewGameChoice& choice, const std::string& id,
                                                 const nlohmann::json& value);

// The scenarios the New game dialog offers under `ruleset_id`: those the ruleset defines
// (Ruleset::scenarios; classic: Supremacy only), every scenario for a ruleset naming none.
std::vector<std::string> scenarios_offered(const data::GameData& data,
                                           const std::string& ruleset_id);
// Chooses the ruleset: its own parameters start afresh (the rule changes are dropped), and a
// scenario it does not define gives way to the first it offers.
void choose_ruleset(NewGameChoice& choice, const data::GameData& data,
                    const std::string& ruleset_id);

// Two seats, Alice (a person) and Bob (a bot), different civilizations, colours 0 and 1.
NewGameChoice default_new_game(const data::GameData& data, std::uint64_t seed);
// Grows or shrinks the seat list to `n`, giving new seats a free civilization and colour.
void resize_seats(NewGameChoice& choice, const data::GameData& data, int n);
// Scenarios the engine plays to the end; King of Eden stops when the map is complete.

// Throws DataError / std::invalid_argument for an unknown scenario; setup_problem() then says
// whether the engine accepts it (the dialog shows that sentence and keeps Start disabled).
GameSetup make_setup(const data::GameData& data, const NewGameChoice& choice);
// `eden --scenario FILE`: reads a scenario file (a designer's, perhaps outside data/), adds it
// to `data` under its id, replacing a scenario of the same id, and preselects it in `choice`.
// The scenario format names no players or map, so the New game dialog still asks for them.
// Throws DataError for a file that is not a scenario.
void choose_scenario_file(data::GameData& data, NewGameChoice& choice,
                          const std::filesystem::path& file);
// The same file added to `data` (checked under `ruleset_id`) without choosing it: its id.
std::string add_scenario_file(data::GameData& data, const std::string& ruleset_id,
                              const std::filesystem::path& file);
// The data was read again (issue 38 item 6: a designer saved a file of data/): a ruleset,
// scenario, variant, map or civilization that is gone gives way to the first there is, as when
// it is chosen afresh; everything else of the choice stays.
void keep_choice_within(NewGameChoice& choice, const data::GameData& data);
// Why the choice cannot start a game, for the reader's language, or nullopt.
std::optional<text::Message> new_game_problem(const data::GameData& data,
                                              const NewGameChoice& choice);

}  // namespace eden::app
