#include "app/session/new_game.hpp"

#include <algorithm>
#include <charconv>
#include <memory>
#include <system_error>

#include "app/session/file_refusal.hpp"
#include "data/data_files.hpp"

namespace eden::app {

namespace {

constexpr const char* kNames[kMaxSeats] = {"Alice", "Bob", "Carol", "Dave", "Erin", "Frank"};

bool civ_taken(const NewGameChoice& c, const std::string& id) {
    return std::any_of(c.seats.begin(), c.seats.end(),
                       [&id](const SeatChoice& s) { return s.civilization == id; });
}

// The first civilization of the library no seat has; "" when every one is taken.
std::string free_civilization(const NewGameChoice& c, const data::GameData& data) {
    for (const Civilization& civ : data.cards.civilizations)
        if (!civ_taken(c, civ.id)) return civ.id;
    return "";
}

bool colour_taken(const NewGameChoice& c, int colour) {
    return std::any_of(c.seats.begin(), c.seats.end(),
                       [colour](const SeatChoice& s) { return s.colour == colour; });
}

}  // namespace

void resize_seats(NewGameChoice& choice, const data::GameData& data, int n) {
    n = std::clamp(n, kMinSeats, kMaxSeats);
    while (static_cast<int>(choice.seats.size()) > n)
        choice.seats.pop_back();
    while (static_cast<int>(choice.seats.size()) < n) {
        SeatChoice s;
        s.name = kNames[choice.seats.size()];
        s.kind = choice.seats.empty() ? SeatKind::human : SeatKind::bot;
        s.civilization = free_civilization(choice, data);
        while (colour_taken(choice, s.colour))
            ++s.colour;
        choice.seats.push_back(s);
    }
    // A beginner map is made for one number of players.
    if (choice.map >= 0 && (choice.map >= static_cast<int>(data.maps.size()) ||
                            data.maps[static_cast<std::size_t>(choice.map)].players != n))
        choice.map = -1;
}

std::vector<std::string> scenarios_offered(const data::GameData& data,
                                           const std::string& ruleset_id) {
    std::vector<std::string> out;
    const auto ruleset = data.rulesets.find(ruleset_id);
    for (const auto& [id, scenario] : data.scenarios)
        if (ruleset == data.rulesets.end() || ruleset_offers(ruleset->second, id))
            out.push_back(id);
    return out;
}

void choose_ruleset(NewGameChoice& choice, const data::GameData& data,
                    const std::string& ruleset_id) {
    if (!data.rulesets.count(ruleset_id) || ruleset_id == choice.ruleset) return;
    choice.ruleset = ruleset_id;
    choice.rule_changes.clear();  // changes were made against the other ruleset's values
    const auto offered = scenarios_offered(data, ruleset_id);
    if (!offered.empty() &&
        std::find(offered.begin(), offered.end(), choice.scenario) == offered.end()) {
        choice.scenario = offered.front();
        choice.variant.clear();  // variants belong to their scenario
    }
}

NewGameChoice default_new_game(const data::GameData& data, std::uint64_t seed) {
    NewGameChoice c;
    c.seed = seed;
    resize_seats(c, data, 2);
    return c;
}

std::vector<std::string> rule_assignments(const NewGameChoice& choice) {
    std::vector<std::string> out;
    for (const auto& [id, value] : choice.rule_changes)
        out.push_back(id + "=" + value.dump());
    return out;
}

std::string list_to_text(const nlohmann::json& list) {
    std::string out;
    if (!list.is_array()) return list.dump();
    for (const auto& v : list)
        out += (out.empty() ? "" : ", ") + (v.is_string() ? v.get<std::string>() : v.dump());
    return out;
}

nlohmann::json list_from_text(std::string_view text) {
    nlohmann::json out = nlohmann::json::array();
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t comma = std::min(text.find(',', start), text.size());
        std::string_view piece = text.substr(start, comma - start);
        const auto first = piece.find_first_not_of(" \t");
        const auto last = piece.find_last_not_of(" \t");
        piece = first == std::string_view::npos ? std::string_view()
                                                : piece.substr(first, last - first + 1);
        if (!piece.empty()) {
            long long n = 0;
            const auto [end, error] = std::from_chars(piece.data(), piece.data() + piece.size(), n);
            if (error == std::errc() && end == piece.data() + piece.size())
                out.push_back(n);
            else
                out.push_back(std::string(piece));
        }
        start = comma + 1;
    }
    return out;
}

std::optional<text::Message> rule_change_problem(const data::GameData& data,
                                                 const NewGameChoice& choice, const std::string& id,
                                                 const nlohmann::json& value) {
    NewGameChoice with = choice;
    // This field's own reason: another change that is refused would speak first otherwise.
    with.rule_changes = {{id, value}};
    try {
        data::resolve_rules(data, with.ruleset, with.scenario, with.variant,
                            rule_assignments(with));
    } catch (const std::exception& e) {
        return refusal_reason(e, RefusalPlace::none);  // said under the parameter's own field
    }
    return std::nullopt;
}

GameSetup make_setup(const data::GameData& data, const NewGameChoice& choice) {
    GameSetup setup;
    setup.seed = choice.seed;
    setup.ruleset_id = choice.ruleset;
    setup.scenario_id = choice.scenario;
    // The command line's path: a variant is a --set assignment, checked the same way.
    setup.rules = data::resolve_rules(data, choice.ruleset, choice.scenario, choice.variant,
                                      rule_assignments(choice));
    for (const SeatChoice& s : choice.seats) {
        PlayerSetup p;
        p.name = s.name;
        p.civilization = s.civilization;
        p.resource = data::civilization_resource(data, s.civilization).value_or(TileColor::grey);
        setup.players.push_back(p);
    }
    if (choice.map >= 0 && choice.map < static_cast<int>(data.maps.size()))
        setup.premade_map = data.maps[static_cast<std::size_t>(choice.map)].map.map;
    setup.cards = std::make_shared<const CardLibrary>(data.cards);
    setup.dragons = data::dragons_for_scenario(data, choice.scenario);  // King of Eden
    return setup;
}

std::string add_scenario_file(data::GameData& data, const std::string& ruleset_id,
                              const std::filesystem::path& file) {
    nlohmann::json j = data::read_json_file(file);
    data::DataTexts texts;
    data::take_scenario_texts(j, file.string(), texts);
    Scenario scenario = scenario_from_json(j, file.string());
    // Its parameters are checked now, not when Start is pressed.
    const auto ruleset = data.rulesets.find(ruleset_id);
    rules_for(ruleset != data.rulesets.end() ? ruleset->second : data.rulesets.at("standard"),
              scenario, "", file.string());
    data.texts.merge(std::move(texts));  // only once the whole file is taken
    std::string id = scenario.id;
    data.scenarios[id] = std::move(scenario);
    return id;
}

void choose_scenario_file(data::GameData& data, NewGameChoice& choice,
                          const std::filesystem::path& file) {
    choice.scenario = add_scenario_file(data, choice.ruleset, file);
    choice.rule_changes.clear();
}

void keep_choice_within(NewGameChoice& choice, const data::GameData& data) {
    if (!data.rulesets.count(choice.ruleset)) {
        choice.ruleset = "standard";
        choice.rule_changes.clear();
    }
    const auto offered = scenarios_offered(data, choice.ruleset);
    if (!offered.empty() &&
        std::find(offered.begin(), offered.end(), choice.scenario) == offered.end()) {
        choice.scenario = offered.front();
        choice.variant.clear();
    }
    const auto scenario = data.scenarios.find(choice.scenario);
    if (scenario != data.scenarios.end() &&
        std::none_of(scenario->second.variants.begin(), scenario->second.variants.end(),
                     [&](const ScenarioVariant& v) { return v.id == choice.variant; }))
        choice.variant.clear();
    for (SeatChoice& seat : choice.seats) {
        if (data.cards.civilization(seat.civilization)) continue;
        seat.civilization = free_civilization(choice, data);
    }
    resize_seats(choice, data, static_cast<int>(choice.seats.size()));  // a map that is gone
}

std::optional<text::Message> new_game_problem(const data::GameData& data,
                                              const NewGameChoice& choice) {
    for (const SeatChoice& s : choice.seats)
        if (s.name.empty()) return text::Message("app.new_game.needs_names");
    try {
        return setup_problem_reason(make_setup(data, choice));
    } catch (const std::exception& e) {
        return refusal_reason(e, RefusalPlace::pointer);
    }
}

}  // namespace eden::app
