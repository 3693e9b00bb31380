#include "data/game_data.hpp"

#include "data/data_files.hpp"
#include "data/whole_map_check.hpp"
#include "eden/core/data_error.hpp"
#include "eden/map/placement_rules.hpp"

namespace eden::data {

namespace fs = std::filesystem;

namespace {

void check_id_matches_file(const std::string& id, const fs::path& file) {
    if (id != file.stem().string())
        throw DataError(
            file.string(), "/id",
            "id \"" + id + "\" must match the file name \"" + file.stem().string() + "\"",
            text::Message("data_error.data.id_not_file_name")
                .with("id", text::Name{id})
                .with("file", text::Name{file.stem().string()}));
}

// map_constraint_violation's words as a message: the map's first violation, its seats unnamed
// ("player 1").
text::Message violation_reason(const Map& map, const Rules& rules) {
    const MapViolation v = map_constraint_violations(map, rules).front();
    const auto number = [](int n) { return text::Name{std::to_string(n)}; };
    if (v.kind == MapViolation::Kind::crowded)
        return text::Message("data_error.data.portal_crowded")
            .with("player", number(v.owner + 1))
            .with("count", number(v.value))
            .with_flag("every", rules.portal_limit_counts_every_tile)
            .with("limit", number(v.limit));
    if (v.kind == MapViolation::Kind::near_heart)
        return text::Message("data_error.data.portal_near_heart")
            .with("player", number(v.owner + 1))
            .with("distance", number(v.value))
            .with_flag("through", v.through)
            .with("limit", number(v.limit));
    return text::Message("data_error.data.portals_too_close")
        .with("player", number(v.owner + 1))
        .with("other", number(v.other + 1))
        .with("distance", number(v.value))
        .with_flag("through", v.through)
        .with("limit", number(v.limit));
}

// Where each card and civilization came from, so check_library's cross-file errors name the
// file. Called after each file is added: the new entries are those past the recorded counts.
void record_origins(const CardLibrary& library, LibraryOrigins& origins, const fs::path& file,
                    const char* list_key) {
    const std::size_t first = origins.cards.size();
    for (std::size_t k = first; k < library.cards.size(); ++k)
        origins.cards.push_back(
            {file.string(), std::string("/") + list_key + "/" + std::to_string(k - first)});
    while (origins.civilizations.size() < library.civilizations.size())
        origins.civilizations.push_back({file.string(), ""});
}

}  // namespace

CardLibrary load_card_library(const fs::path& dir, DataTexts* texts) {
    CardLibrary library;
    LibraryOrigins origins;
    DataTexts found;
    for (const auto& file : json_files_in(dir / "cards")) {
        auto json = read_json_file(file);
        take_card_file_texts(json, file.string(), found);
        add_common_cards_file(library, json, file.string());
        record_origins(library, origins, file, "cards");
    }
    for (const auto& file : json_files_in(dir / "civilizations")) {
        auto json = read_json_file(file);
        take_civilization_texts(json, file.string(), found);
        add_civilization_file(library, json, file.string());
        check_id_matches_file(library.civilizations.back().id, file);
        record_origins(library, origins, file, "units");
    }
    check_library(library, (dir / "cards").string(), origins);
    if (texts) texts->merge(std::move(found));
    return library;
}

GameData load_game_data(const fs::path& dir) {
    GameData data;
    data.dir = dir;
    std::error_code ec;
    if (!fs::is_directory(dir, ec))
        throw DataError(dir.string(), "", "no such data folder",
                        text::Message("data_error.data.no_data_folder"));
    for (const auto& file : json_files_in(dir / "rulesets")) {
        auto json = read_json_file(file);
        take_ruleset_texts(json, file.string(), data.texts);
        Ruleset r = ruleset_from_json(json, file.string());
        check_id_matches_file(r.id, file);
        data.rulesets.emplace(r.id, std::move(r));
    }
    if (!data.rulesets.count("standard"))
        throw DataError((dir / "rulesets").string(), "", "the standard ruleset is missing",
                        text::Message("data_error.data.no_standard_ruleset"));
    for (const auto& file : json_files_in(dir / "scenarios")) {
        auto json = read_json_file(file);
        take_scenario_texts(json, file.string(), data.texts);
        Scenario s = scenario_from_json(json, file.string());
        check_id_matches_file(s.id, file);
        data.scenarios.emplace(s.id, std::move(s));
    }
    for (const char* required : {"supremacy", "unbalance", "king-of-eden"})
        if (!data.scenarios.count(required))
            throw DataError(
                (dir / "scenarios").string(), "",
                std::string("the scenario \"") + required + "\" is missing",
                text::Message("data_error.data.scenario_missing").with("id", text::Name{required}));
    for (const auto& [id, ruleset] : data.rulesets)
        for (std::size_t i = 0; i < ruleset.scenarios.size(); ++i)
            if (!data.scenarios.count(ruleset.scenarios[i]))
                throw DataError(
                    (dir / "rulesets" / (id + ".json")).string(), "/scenarios/" + std::to_string(i),
                    "no scenario \"" + ruleset.scenarios[i].substr(0, 60) + "\" in scenarios/",
                    text::Message("data_error.data.no_scenario_in_folder")
                        .with("id", text::Name{ruleset.scenarios[i].substr(0, 60)}));
    for (const auto& file : json_files_in(dir / "maps")) {
        const auto json = read_json_file(file);
        MapFile m{file, map_from_json(json, file.string()), 0};
        m.players = static_cast<int>(m.map.map.portals().size());
        // A beginner map must be one the standard rules could have built.
        std::string scenario = "supremacy";
        if (json.contains("scenario")) {
            if (!json["scenario"].is_string())
                throw DataError(file.string(), "/scenario", "must be a scenario id",
                                text::Message("data_error.data.must_be_scenario_id"));
            scenario = json["scenario"].get<std::string>();
        }
        if (!data.scenarios.count(scenario))
            throw DataError(file.string(), "/scenario",
                            "unknown scenario \"" + scenario.substr(0, 60) + "\"",
                            text::Message("data_error.data.unknown_scenario")
                                .with("id", text::Name{scenario.substr(0, 60)}));
        const Rules rules = resolve_rules(data, "standard", scenario, "", {});
        check_whole_map(m.map.map, file.string());
        if (auto v = map_constraint_violation(m.map.map, rules, {}))
            throw DataError(file.string(), "/tiles", *v, violation_reason(m.map.map, rules));
        data.maps.push_back(std::move(m));
    }
    data.cards = load_card_library(dir, &data.texts);
    data.dragons = load_dragon_decks(dir, &data.texts);
    for (const auto& [id, scenario] : data.scenarios)
        if (!scenario.dragons.empty() && !data.dragons.count(scenario.dragons))
            throw DataError((dir / "scenarios" / (id + ".json")).string(), "/dragons",
                            "no dragon deck \"" + scenario.dragons + "\" in dragons/",
                            text::Message("data_error.data.no_dragon_deck_in_folder")
                                .with("id", text::Name{scenario.dragons}));
    return data;
}

std::map<std::string, DragonDeckDef> load_dragon_decks(const fs::path& dir, DataTexts* texts) {
    std::map<std::string, DragonDeckDef> out;
    DataTexts found;
    for (const auto& file : json_files_in(dir / "dragons")) {
        auto json = read_json_file(file);
        take_dragon_deck_texts(json, file.string(), found);
        DragonDeckDef d = dragon_deck_from_json(json, file.string());
        check_id_matches_file(d.id, file);
        out.emplace(d.id, std::move(d));
    }
    if (texts) texts->merge(std::move(found));
    return out;
}

std::shared_ptr<const DragonDeckDef> dragons_for_scenario(const GameData& data,
                                                          const std::string& scenario_id) {
    const auto s = data.scenarios.find(scenario_id);
    if (s == data.scenarios.end())
        throw DataError(
            (data.dir / "scenarios").string(), "", "no scenario \"" + scenario_id + "\"",
            text::Message("data_error.data.no_scenario").with("id", text::Name{scenario_id}));
    if (s->second.dragons.empty()) return nullptr;
    // Issue 34: a scenario naming a deck that is not there is the scenario's mistake, said so.
    const auto deck = data.dragons.find(s->second.dragons);
    if (deck == data.dragons.end()) {
        const std::string looked = (data.dir / "dragons" / (s->second.dragons + ".json")).string();
        throw DataError((data.dir / "scenarios" / (scenario_id + ".json")).string(), "/dragons",
                        "no dragon deck \"" + s->second.dragons + "\" (looked for " + looked + ")",
                        text::Message("data_error.data.no_dragon_deck")
                            .with("id", text::Name{s->second.dragons})
                            .with("file", text::Name{looked}));
    }
    return std::make_shared<const DragonDeckDef>(deck->second);
}

std::optional<TileColor> civilization_resource(const GameData& data, const std::string& civ_id) {
    const Civilization* civ = data.cards.civilization(civ_id);
    if (!civ) return std::nullopt;
    return civ->resource;
}

Rules resolve_rules(const GameData& data, const std::string& ruleset_id,
                    const std::string& scenario_id, const std::string& variant_id,
                    const std::vector<std::string>& assignments) {
    auto r = data.rulesets.find(ruleset_id);
    if (r == data.rulesets.end())
        throw DataError(
            (data.dir / "rulesets").string(), "", "no ruleset \"" + ruleset_id + "\"",
            text::Message("data_error.data.no_ruleset").with("id", text::Name{ruleset_id}));
    auto s = data.scenarios.find(scenario_id);
    if (s == data.scenarios.end())
        throw DataError(
            (data.dir / "scenarios").string(), "", "no scenario \"" + scenario_id + "\"",
            text::Message("data_error.data.no_scenario").with("id", text::Name{scenario_id}));
    if (!ruleset_offers(r->second, scenario_id)) {
        std::string offered;
        for (const auto& id : r->second.scenarios)
            offered += (offered.empty() ? "" : ", ") + id;
        throw DataError((data.dir / "rulesets" / (ruleset_id + ".json")).string(), "/scenarios",
                        "the ruleset \"" + ruleset_id + "\" does not define the scenario \"" +
                            scenario_id + "\"; it offers: " + offered,
                        text::Message("data_error.data.scenario_not_offered")
                            .with("ruleset", text::Name{ruleset_id})
                            .with("scenario", text::Name{scenario_id})
                            .with("offered", text::Name{offered}));
    }
    Rules rules = rules_for(r->second, s->second, variant_id,
                            (data.dir / "scenarios" / (scenario_id + ".json")).string());
    // The ruleset's own file may play an edition still being built (classic, issue 18); a
    // person's --set may not move an unfinished parameter away from the ruleset's value.
    const Rules chosen = rules;
    for (const auto& a : assignments)
        apply_assignment(rules, a);
    // Its parameter's id is the first word of unfinished_rule_in_use's English reason.
    if (auto why = unfinished_rule_in_use(rules, chosen))
        throw DataError("--set", "", *why,
                        text::Message("data_error.data.unfinished_rule")
                            .with("parameter", text::Name{why->substr(0, why->find(' '))}));
    return rules;
}

}  // namespace eden::data
