#include "fuzz/fuzz_loaders.hpp"

#include <memory>
#include <stdexcept>
#include <vector>

#include "data/data_files.hpp"
#include "data/data_texts.hpp"
#include "data/game_data.hpp"
#include "data/json_position.hpp"
#include "data/json_text.hpp"
#include "data/save_files.hpp"
#include "eden/cards/cards.hpp"
#include "eden/core/data_error.hpp"
#include "eden/core/rules.hpp"
#include "eden/core/save.hpp"
#include "eden/dragons/deck.hpp"
#include "eden/map/json.hpp"
#include "lab/run_pairing.hpp"
#include "lab/saved_run.hpp"
#include "lab/shard_merge.hpp"
#include "lab/sweep_space.hpp"

namespace eden::fuzz {

using nlohmann::json;

namespace {

constexpr std::size_t kMaxMessage = 1400;  // DataError bounds each of its three parts
constexpr std::size_t kMaxActions = 3000;  // an action list longer than a whole game is cut
// A refused action must leave the state as it was: compared field by field every time, and
// also as JSON for the first refusals only. Serializing the whole state twice per refusal made
// an input of 480 mostly refused actions take 7 s of CPU (a libFuzzer timeout under load),
// so the JSON comparison (a second opinion on what a save would write) runs for the first
// refusals of each input, the field-by-field one for all of them.
constexpr int kRefusalsComparedAsJson = 32;

struct DataFiles {
    std::vector<std::pair<std::string, json>> common;         // data/cards/*.json
    std::vector<std::pair<std::string, json>> civilizations;  // data/civilizations/*.json
};

const DataFiles& data_files() {
    static const DataFiles files = [] {
        DataFiles f;
        const std::filesystem::path dir = EDEN_SOURCE_DATA_DIR;
        data::DataTexts texts;  // the files' other languages, taken out as load_card_library does
        for (const auto& p : data::json_files_in(dir / "cards")) {
            json j = data::read_json_file(p);
            data::take_card_file_texts(j, p.string(), texts);
            f.common.emplace_back(p.string(), std::move(j));
        }
        for (const auto& p : data::json_files_in(dir / "civilizations")) {
            json j = data::read_json_file(p);
            data::take_civilization_texts(j, p.string(), texts);
            f.civilizations.emplace_back(p.string(), std::move(j));
        }
        return f;
    }();
    return files;
}

const data::GameData& game_data() {
    static const data::GameData d = data::load_game_data(EDEN_SOURCE_DATA_DIR);
    return d;
}

// A card file: a civilization ("units") joins data/'s common cards, a common cards file joins
// data/'s civilizations, and the library is checked across files as validate does.
void load_cards(json j, const std::string& source) {
    CardLibrary library;
    const bool civilization = j.is_object() && j.contains("units");
    data::DataTexts texts;
    if (civilization)
        data::take_civilization_texts(j, source, texts);
    else
        data::take_card_file_texts(j, source, texts);
    if (civilization) {
        for (const auto& [file, common] : data_files().common)
            add_common_cards_file(library, common, file);
        add_civilization_file(library, j, source);
    } else {
        add_common_cards_file(library, j, source);
        for (const auto& [file, civ] : data_files().civilizations)
            add_civilization_file(library, civ, file);
    }
    check_library(library, source);
}

// {"players": 2..6, "scenario": "supremacy", "seed": n, "actions": [...]}: a new game of data/,
// then each action applied; a refused action must leave the state exactly as it was.
void apply_actions(const json& j, const std::string& source) {
    if (!j.is_object())
        throw DataError(source, "", "must be an object",
                        text::Message("data_error.must_be_object"));
    const auto& d = game_data();
    int players = 2;
    if (j.contains("players")) {
        const json& p = j["players"];
        if (!p.is_number_integer() || p.get<std::int64_t>() < 2 || p.get<std::int64_t>() > 6)
            throw DataError(source, "/players", "must be an integer from 2 to 6, got " + p.dump(),
                            text::Message("data_error.integer_range")
                                .with("lo", text::Name{"2"})
                                .with("hi", text::Name{"6"})
                                .with("got", text::Name{p.dump()}));
        players = p.get<int>();
    }
    std::string scenario = "supremacy";
    if (j.contains("scenario")) {
        if (!j["scenario"].is_string() || !d.scenarios.count(j["scenario"].get<std::string>()))
            throw DataError(source, "/scenario",
                            "unknown scenario \"" + j["scenario"].dump() + "\"",
                            text::Message("data_error.data.unknown_scenario")
                                .with("id", text::Name{j["scenario"].dump()}));
        scenario = j["scenario"].get<std::string>();
    }
    GameSetup setup;
    setup.seed =
        j.contains("seed") && j["seed"].is_number_unsigned() ? j["seed"].get<std::uint64_t>() : 1;
    setup.scenario_id = scenario;
    setup.rules = data::resolve_rules(d, "standard", scenario, "", {});
    setup.cards = std::make_shared<const CardLibrary>(d.cards);
    setup.dragons = data::dragons_for_scenario(d, scenario);
    for (int p = 0; p < players; ++p) {
        const Civilization& civ = d.cards.civilizations[static_cast<std::size_t>(p)];
        setup.players.push_back({"Player " + std::to_string(p + 1), civ.id, civ.resource});
    }
    GameState state(setup);
    const json empty = json::array();
    const json& actions = j.contains("actions") ? j["actions"] : empty;
    if (!actions.is_array())
        throw DataError(source, "/actions", "must be an array",
                        text::Message("data_error.must_be_array"));
    int json_comparisons_left = kRefusalsComparedAsJson;
    for (std::size_t i = 0; i < actions.size() && i < kMaxActions; ++i) {
        const Action a = action_from_json(actions[i], source, "/actions/" + std::to_string(i));
        const GameState before = state;
        if (state.apply(a)) continue;
        const bool compare_json = json_comparisons_left-- > 0;
        if (!(state == before) || (compare_json && state.to_json() != before.to_json()))
            throw std::logic_error("a refused action changed the state (action " +
                                   std::to_string(i) + ")");
    }
}

// A sweep space as eden-cli sweep reads it: the space, then the batch of each setting (its rules
// resolved, its bots checked), no game played. The first settings only: a space may hold up to
// lab::kMaxSweepSettings of them, and they are built alike.
constexpr std::size_t kSweepSettingsBuilt = 64;

void load_sweep(const json& j, const std::string& source) {
    const lab::SweepSpace space = lab::read_sweep_space(j, source);
    const auto cards = std::make_shared<const CardLibrary>(game_data().cards);
    for (std::size_t i = 0; i < space.settings.size() && i < kSweepSettingsBuilt; ++i)
        (void)lab::sweep_batch(game_data(), cards, space, space.settings[i], source);
}

// [report, ...]: the shards of one run, merged and summarised as eden-cli merge prints them.
void load_merge(const json& j, const std::string& source) {
    // eden-cli merge takes at least one file (its command line says so); an empty list here
    // stands for no command at all, refused in this file's name.
    if (!j.is_array() || j.empty())
        throw DataError(source, "", "no shard files given",
                        text::Message("data_error.lab.no_shards"));
    std::vector<lab::ShardReport> shards;
    for (const json& report : j)
        shards.push_back({source, report});
    const lab::MergedRun merged = lab::merge_shard_reports(shards);
    (void)lab::summary_json(merged.tally, merged.run).dump();
}

// A run the lab saved, as the lab reads its folder, then put side by side with itself: the
// pairing (or the counts' figures) is worked out from what the file says.
void load_lab_run(const json& j, const std::string& source) {
    const lab::SavedRun run = lab::read_saved_run(j, game_data(), source);
    const lab::RunGames games{run.batch, run.outcomes, run.tally, run.outcomes_kept};
    (void)lab::compare_runs(games, games);
}

void check_message(const std::string& message, const std::string& source) {
    if (message.rfind(source + ": /", 0) != 0)
        throw std::logic_error("a refusal not of the form \"source: /pointer: problem\": " +
                               message.substr(0, 200));
    if (message.size() > kMaxMessage)
        throw std::logic_error("a refusal " + std::to_string(message.size()) + " bytes long");
    for (char c : message)
        if (c == '\n' || c == '\r')
            throw std::logic_error("a refusal of more than one line: " + message.substr(0, 200));
}

}  // namespace

std::optional<Loader> loader_named(std::string_view name) {
    for (Loader l :
         {Loader::save, Loader::map, Loader::ruleset, Loader::scenario, Loader::cards,
          Loader::dragons, Loader::actions, Loader::sweep, Loader::merge, Loader::lab_run})
        if (name == name_of(l)) return l;
    return std::nullopt;
}

const char* name_of(Loader loader) {
    switch (loader) {
        case Loader::save:
            return "save";
        case Loader::map:
            return "map";
        case Loader::ruleset:
            return "ruleset";
        case Loader::scenario:
            return "scenario";
        case Loader::cards:
            return "cards";
        case Loader::dragons:
            return "dragons";
        case Loader::actions:
            return "actions";
        case Loader::sweep:
            return "sweep";
        case Loader::merge:
            return "merge";
        case Loader::lab_run:
            return "lab_run";
    }
    return "?";
}

Outcome load(Loader loader, std::string_view text, const std::string& source) {
    try {
        json j = data::parse_json_text(text, source);
        // A data file's other languages are taken out before the engine reads it, as
        // load_game_data does (data/data_texts.hpp).
        data::DataTexts texts;
        switch (loader) {
            case Loader::save: {
                const data::SaveInFile in = data::unwrap_save(j, source);
                (void)load_save(*in.save, source, in.pointer);
                break;
            }
            case Loader::map:
                (void)map_from_json(j, source);
                break;
            case Loader::ruleset:
                data::take_ruleset_texts(j, source, texts);
                (void)ruleset_from_json(j, source);
                break;
            case Loader::scenario:
                data::take_scenario_texts(j, source, texts);
                (void)scenario_from_json(j, source);
                break;
            case Loader::cards:
                load_cards(j, source);
                break;
            case Loader::dragons:
                data::take_dragon_deck_texts(j, source, texts);
                (void)dragon_deck_from_json(j, source);
                break;
            case Loader::actions:
                apply_actions(j, source);
                break;
            case Loader::sweep:
                load_sweep(j, source);
                break;
            case Loader::merge:
                load_merge(j, source);
                break;
            case Loader::lab_run:
                load_lab_run(j, source);
                break;
        }
        return {true, "", "", std::nullopt};
    } catch (const DataError& e) {
        check_message(e.what(), source);
        // The app shows a refusal with the line it points at (issue 38 item 6): the walk that
        // finds it reads the same hostile text.
        const std::size_t at = data::json_pointer_offset(text, e.pointer());
        if (at > text.size()) throw std::logic_error("a refusal's place is past the text");
        (void)data::line_text(text, data::line_of_offset(text, at));
        return {false, e.what(), e.problem(), e.reason()};
    }
}

}  // namespace eden::fuzz
