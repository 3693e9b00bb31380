#include "eden/core/rules.hpp"

#include <algorithm>
#include <optional>
#include <set>
#include <variant>

#include "eden/core/data_error.hpp"
#include "engine/core/json_checks.hpp"

namespace eden {

using nlohmann::json;

namespace {

template <typename E>
struct EnumNames;

template <>
struct EnumNames<DistanceMetric> {
    static constexpr std::pair<DistanceMetric, std::string_view> values[] = {
        {DistanceMetric::path, "path"}, {DistanceMetric::grid, "grid"}};
};
template <>
struct EnumNames<BlindPlacement> {
    static constexpr std::pair<BlindPlacement, std::string_view> values[] = {
        {BlindPlacement::none, "none"},
        {BlindPlacement::all, "all"},
        {BlindPlacement::all_but_first_player, "all_but_first_player"}};
};
template <>
struct EnumNames<ConquestFirstPlayer> {
    static constexpr std::pair<ConquestFirstPlayer, std::string_view> values[] = {
        {ConquestFirstPlayer::same_as_map, "same_as_map"},
        {ConquestFirstPlayer::first_final_portal, "first_final_portal"}};
};
template <>
struct EnumNames<Victory> {
    static constexpr std::pair<Victory, std::string_view> values[] = {
        {Victory::supremacy, "supremacy"},
        {Victory::unbalance, "unbalance"},
        {Victory::unbalance_then_supremacy, "unbalance_then_supremacy"},
        {Victory::king_of_eden, "king_of_eden"},
        {Victory::king_of_eden_then_supremacy, "king_of_eden_then_supremacy"}};
};
template <>
struct EnumNames<RoundPhase> {
    static constexpr std::pair<RoundPhase, std::string_view> values[] = {
        {RoundPhase::production, "production"},
        {RoundPhase::expansion, "expansion"},
        {RoundPhase::purchasing, "purchasing"}};
};
template <>
struct EnumNames<Economy> {
    static constexpr std::pair<Economy, std::string_view> values[] = {
        {Economy::territories, "territories"}, {Economy::stock, "stock"}};
};
template <>
struct EnumNames<ExtraAttacks> {
    static constexpr std::pair<ExtraAttacks, std::string_view> values[] = {
        {ExtraAttacks::subphases, "subphases"}, {ExtraAttacks::bonus_turns, "bonus_turns"}};
};
template <>
struct EnumNames<BattleOrder> {
    static constexpr std::pair<BattleOrder, std::string_view> values[] = {
        {BattleOrder::by_front, "by_front"},
        {BattleOrder::alternating, "alternating"},
        {BattleOrder::sealed, "sealed"}};
};
template <>
struct EnumNames<DefenderRefresh> {
    static constexpr std::pair<DefenderRefresh, std::string_view> values[] = {
        {DefenderRefresh::attacked_again, "attacked_again"},
        {DefenderRefresh::after_battle, "after_battle"}};
};
template <>
struct EnumNames<MapSetup> {
    static constexpr std::pair<MapSetup, std::string_view> values[] = {
        {MapSetup::standard, "standard"}, {MapSetup::king_of_eden_chain, "king_of_eden_chain"}};
};

template <>
struct EnumNames<PureEnergy> {
    static constexpr std::pair<PureEnergy, std::string_view> values[] = {
        {PureEnergy::heart, "heart"}, {PureEnergy::refined, "refined"}};
};
template <>
struct EnumNames<StartingTroops> {
    static constexpr std::pair<StartingTroops, std::string_view> values[] = {
        {StartingTroops::placed, "placed"}, {StartingTroops::by_portal, "by_portal"}};
};
template <>
struct EnumNames<StockCommonsPrice> {
    static constexpr std::pair<StockCommonsPrice, std::string_view> values[] = {
        {StockCommonsPrice::escalating, "escalating"}, {StockCommonsPrice::printed, "printed"}};
};
template <>
struct EnumNames<CapturedTroops> {
    static constexpr std::pair<CapturedTroops, std::string_view> values[] = {
        {CapturedTroops::replaced, "replaced"}, {CapturedTroops::one_each, "one_each"}};
};
template <>
struct EnumNames<ReinforcementsOn> {
    static constexpr std::pair<ReinforcementsOn, std::string_view> values[] = {
        {ReinforcementsOn::any_territory, "any_territory"}, {ReinforcementsOn::portal, "portal"}};
};

using Member = std::variant<int Rules::*, bool Rules::*, std::vector<TileColor> Rules::*,
                            std::vector<int> Rules::*, ConquestFirstPlayer Rules::*,
                            DistanceMetric Rules::*, BlindPlacement Rules::*, MapSetup Rules::*,
                            Victory Rules::*, std::vector<RoundPhase> Rules::*, Economy Rules::*,
                            ExtraAttacks Rules::*, BattleOrder Rules::*, DefenderRefresh Rules::*,
                            PureEnergy Rules::*, StartingTroops Rules::*, ReinforcementsOn Rules::*,
                            StockCommonsPrice Rules::*, CapturedTroops Rules::*>;

struct Binding {
    ParamInfo info;
    Member member;
};

template <typename E>
std::vector<std::string_view> choice_names() {
    std::vector<std::string_view> out;
    for (const auto& [value, name] : EnumNames<E>::values)
        out.push_back(name);
    return out;
}

template <typename E>
Binding choice(std::string_view id, E Rules::*member) {
    return {{id, ParamType::choice, 0, 0, choice_names<E>()}, member};
}

Binding phase_order(std::string_view id, std::vector<RoundPhase> Rules::*member) {
    return {{id, ParamType::phase_order, 0, 0, choice_names<RoundPhase>()}, member};
}

Binding integer(std::string_view id, int Rules::*member, int min, int max) {
    return {{id, ParamType::integer, min, max, {}}, member};
}

Binding boolean(std::string_view id, bool Rules::*member) {
    return {{id, ParamType::boolean, 0, 0, {}}, member};
}

// A parameter of an edition still being built: refused by unfinished_rule_in_use and kept out
// of the app's variants until its rules are all there (002's were finished in issue 18; 004's,
// issue 37, use it).
Binding unfinished(Binding b) {
    b.info.unfinished = true;
    return b;
}

// Lists by player count hold one entry for each of 2 to 6 players.
constexpr int kPlayerCounts = 5;

const std::vector<Binding>& bindings() {
    static const std::vector<Binding> table = {
        integer("game.min_players", &Rules::min_players, 2, 6),
        integer("game.max_players", &Rules::max_players, 2, 6),
        choice("game.conquest_first_player", &Rules::conquest_first_player),
        {{"map.face_down_colours", ParamType::colour_list, 0, 0, {}}, &Rules::face_down_colours},
        choice("map.distance_metric", &Rules::distance_metric),
        integer("map.portal_min_distance_heart", &Rules::portal_min_distance_heart, 1, 20),
        integer("map.portal_min_distance_portal", &Rules::portal_min_distance_portal, 1, 20),
        integer("map.portal_max_ordinary_neighbours", &Rules::portal_max_ordinary_neighbours, 1, 6),
        boolean("map.portal_limit_counts_every_tile", &Rules::portal_limit_counts_every_tile),
        integer("map.own_portal_min_tile_distance", &Rules::own_portal_min_tile_distance, 1, 20),
        boolean("map.forbid_tiles_next_to_portal", &Rules::forbid_tiles_next_to_portal),
        boolean("map.portal_removal_keeps_map_connected",
                &Rules::portal_removal_keeps_map_connected),
        integer("map.richness_min_colours", &Rules::richness_min_colours, 1, 6),
        boolean("map.richness_counts_portals", &Rules::richness_counts_portals),
        unfinished(boolean("map.portal_has_owner_colour", &Rules::portal_has_owner_colour)),
        boolean("map.richness_tokens_follow_changes", &Rules::richness_tokens_follow_changes),
        boolean("map.shard_civilization_chooses_colour", &Rules::shard_civilization_chooses_colour),
        boolean("map.black_tile_must_enable_portal", &Rules::black_tile_must_enable_portal),
        boolean("map.final_portal_round", &Rules::final_portal_round),
        choice("map.blind_placement", &Rules::blind_placement),
        choice("map.setup", &Rules::setup),
        integer("map.king_of_eden_chain_length", &Rules::king_of_eden_chain_length, 1, 10),
        {{"dragons.attack_hand_size", ParamType::integer_list, -1, 10, {}, kPlayerCounts},
         &Rules::dragon_attack_hand_size},
        {{"dragons.heart_hand_size", ParamType::integer_list, -1, 10, {}, kPlayerCounts},
         &Rules::dragon_heart_hand_size},
        choice("game.victory", &Rules::victory),
        phase_order("game.round_phases", &Rules::round_phases),
        choice("game.economy", &Rules::economy),
        choice("game.extra_attacks", &Rules::extra_attacks),
        integer("game.hand_size", &Rules::hand_size, 1, 20),
        integer("game.starting_resources", &Rules::starting_resources, 0, 20),
        boolean("game.setup_purchase", &Rules::setup_purchase),
        boolean("game.heart_loss_spends_pure_energy", &Rules::heart_loss_spends_pure_energy),
        boolean("game.destroy_own_portal", &Rules::destroy_own_portal),
        integer("game.starting_cost1_units", &Rules::starting_cost1_units, 0, 10),
        integer("game.starting_medium_crystals", &Rules::starting_medium_crystals, 0, 10),
        integer("game.starting_small_crystals_min", &Rules::starting_small_crystals_min, 0, 10),
        integer("game.starting_small_crystals_max", &Rules::starting_small_crystals_max, 0, 10),
        integer("game.max_fronts", &Rules::max_fronts, 1, 6),
        integer("game.max_defenders", &Rules::max_defenders, 1, 5),
        choice("battle.order", &Rules::battle_order),
        choice("battle.defender_refresh", &Rules::defender_refresh),
        integer("unbalance.protagonist_hand_size", &Rules::unbalance_hand_size, 1, 20),
        integer("unbalance.protagonist_starting_resources", &Rules::unbalance_starting_resources, 0,
                20),
        integer("unbalance.protagonist_extra_unit_cost", &Rules::unbalance_extra_unit_cost, 0, 6),
        boolean("troops.enabled", &Rules::troops),
        integer("troops.at_start", &Rules::troops_at_start, 1, 30),
        integer("troops.per_round", &Rules::troops_per_round, 0, 30),
        integer("troops.per_round_heart", &Rules::troops_per_round_heart, 0, 30),
        unfinished(choice("troops.starting", &Rules::starting_troops)),
        unfinished(choice("troops.reinforcements_on", &Rules::reinforcements_on)),
        unfinished({{"troops.wild_markers", ParamType::integer_list, 1, 30, {}, -1},
                    &Rules::wild_markers}),
        unfinished(choice("game.pure_energy", &Rules::pure_energy)),
        unfinished(choice("troops.captured", &Rules::captured_troops)),
        unfinished(choice("game.stock_commons_price", &Rules::stock_commons_price)),
        unfinished(
            boolean("game.stock_technology_needs_heart", &Rules::stock_technology_needs_heart)),
        {{"battle.base_defense_by_distance", ParamType::integer_list, 0, 99, {}},
         &Rules::base_defense_by_distance},
        integer("battle.bonus_resource_threshold", &Rules::bonus_resource_threshold, 1, 99),
        boolean("battle.post_combat_returns", &Rules::post_combat_returns),
    };
    return table;
}

const Binding* find_binding(std::string_view id) {
    for (const auto& b : bindings())
        if (b.info.id == id) return &b;
    return nullptr;
}

template <typename E>
json enum_to_json(E value) {
    for (const auto& [v, name] : EnumNames<E>::values)
        if (v == value) return std::string(name);
    return nullptr;
}

// The value of enum E that `j` names, if it is a string naming one.
template <typename E>
std::optional<E> enum_named(const json& j) {
    if (!j.is_string()) return std::nullopt;
    for (const auto& [value, name] : EnumNames<E>::values)
        if (name == j.get_ref<const std::string&>()) return value;
    return std::nullopt;
}

std::string choices_text(const ParamInfo& info) {
    std::string out;
    for (auto c : info.choices)
        out += (out.empty() ? "" : ", ") + std::string(c);
    return out;
}

// A round's phases: each phase the engine plays, exactly once (a round without production or
// without purchasing would be another game, not an order).
std::vector<RoundPhase> parse_phase_order(const json& value, const ParamInfo& info,
                                          const std::string& source, const std::string& pointer) {
    const std::string choices = choices_text(info);
    const std::string expected = "must list each of " + choices + " once, in order";
    if (!value.is_array() || value.size() != std::size(EnumNames<RoundPhase>::values))
        throw DataError(
            source, pointer, expected,
            text::Message("data_error.rules.phase_order").with("choices", text::Name{choices}));
    std::vector<RoundPhase> out;
    for (std::size_t i = 0; i < value.size(); ++i) {
        const std::string ptr = pointer + "/" + std::to_string(i);
        const auto phase = enum_named<RoundPhase>(value[i]);
        if (!phase)
            throw DataError(source, ptr, detail::brief(value[i]) + " is not a phase: " + choices,
                            text::Message("data_error.rules.not_a_phase")
                                .with("got", text::Name{detail::brief(value[i])})
                                .with("choices", text::Name{choices}));
        if (std::find(out.begin(), out.end(), *phase) != out.end())
            throw DataError(source, ptr, detail::brief(value[i]) + " twice; " + expected,
                            text::Message("data_error.rules.phase_twice")
                                .with("got", text::Name{detail::brief(value[i])})
                                .with("choices", text::Name{choices}));
        out.push_back(*phase);
    }
    return out;
}

}  // namespace

const std::vector<ParamInfo>& parameter_table() {
    static const std::vector<ParamInfo> table = [] {
        std::vector<ParamInfo> out;
        for (const auto& b : bindings())
            out.push_back(b.info);
        return out;
    }();
    return table;
}

json get_parameter(const Rules& rules, std::string_view id) {
    const Binding* b = find_binding(id);
    if (!b) return nullptr;
    return std::visit(
        [&](auto member) -> json {
            using T = std::remove_cvref_t<decltype(rules.*member)>;
            const T& value = rules.*member;
            if constexpr (std::is_same_v<T, int> || std::is_same_v<T, bool>) {
                return value;
            } else if constexpr (std::is_same_v<T, std::vector<TileColor>>) {
                json out = json::array();
                for (TileColor c : value)
                    out.push_back(std::string(to_string(c)));
                return out;
            } else if constexpr (std::is_same_v<T, std::vector<int>>) {
                return json(value);
            } else if constexpr (std::is_same_v<T, std::vector<RoundPhase>>) {
                json out = json::array();
                for (RoundPhase phase : value)
                    out.push_back(enum_to_json(phase));
                return out;
            } else {
                return enum_to_json(value);
            }
        },
        b->member);
}

void set_parameter(Rules& rules, std::string_view id, const json& value, const std::string& source,
                   const std::string& pointer) {
    const Binding* b = find_binding(id);
    if (!b)
        throw DataError(source, pointer, "unknown parameter \"" + std::string(id) + "\"",
                        text::Message("data_error.rules.unknown_parameter")
                            .with("id", text::Name{std::string(id)}));
    std::visit(
        [&](auto member) {
            using T = std::remove_cvref_t<decltype(rules.*member)>;
            if constexpr (std::is_same_v<T, bool>) {
                if (!value.is_boolean())
                    throw DataError(source, pointer, "must be true or false",
                                    text::Message("data_error.must_be_bool"));
                rules.*member = value.get<bool>();
            } else if constexpr (std::is_same_v<T, int>) {
                if (!value.is_number_integer())
                    throw DataError(source, pointer,
                                    "must be an integer, got " + detail::brief(value),
                                    text::Message("data_error.must_be_integer")
                                        .with("got", text::Name{detail::brief(value)}));
                const auto v = whole_number(value, b->info.min, b->info.max);
                if (!v)
                    throw DataError(source, pointer,
                                    "must be between " + std::to_string(b->info.min) + " and " +
                                        std::to_string(b->info.max) + ", got " +
                                        detail::brief(value),
                                    text::Message("data_error.rules.between")
                                        .with("min", text::Name{std::to_string(b->info.min)})
                                        .with("max", text::Name{std::to_string(b->info.max)})
                                        .with("got", text::Name{detail::brief(value)}));
                rules.*member = static_cast<int>(*v);
            } else if constexpr (std::is_same_v<T, std::vector<TileColor>>) {
                rules.*member = detail::parse_colour_list(value, source, pointer);
            } else if constexpr (std::is_same_v<T, std::vector<int>>) {
                const int size = b->info.list_size;
                if (size > 0 && value.is_number_integer()) {
                    set_parameter(rules, id, json(std::vector<json>(size, value)), source, pointer);
                    return;
                }
                if (size > 0 && (!value.is_array() || value.size() != std::size_t(size)))
                    throw DataError(source, pointer,
                                    "must be one integer or a list of " + std::to_string(size) +
                                        " (for 2 to 6 players)",
                                    text::Message("data_error.rules.integer_or_list")
                                        .with("size", text::Name{std::to_string(size)}));
                if (size < 0 && !value.is_array())
                    throw DataError(source, pointer, "must be a list of integers",
                                    text::Message("data_error.rules.any_integer_list"));
                if (size >= 0 && (!value.is_array() || value.size() < 2))
                    throw DataError(source, pointer, "must be a list of at least 2 integers",
                                    text::Message("data_error.rules.integer_list"));
                std::vector<int> out;
                for (std::size_t i = 0; i < value.size(); ++i) {
                    const auto& v = value[i];
                    if (!whole_number(v, b->info.min, b->info.max))
                        throw DataError(source, pointer + "/" + std::to_string(i),
                                        "must be an integer between " +
                                            std::to_string(b->info.min) + " and " +
                                            std::to_string(b->info.max),
                                        text::Message("data_error.rules.integer_between")
                                            .with("min", text::Name{std::to_string(b->info.min)})
                                            .with("max", text::Name{std::to_string(b->info.max)}));
                    out.push_back(v.get<int>());
                }
                rules.*member = std::move(out);
            } else if constexpr (std::is_same_v<T, std::vector<RoundPhase>>) {
                rules.*member = parse_phase_order(value, b->info, source, pointer);
            } else {
                if (!value.is_string())
                    throw DataError(source, pointer, "must be one of: " + choices_text(b->info),
                                    text::Message("data_error.rules.one_of")
                                        .with("choices", text::Name{choices_text(b->info)}));
                const auto named = enum_named<T>(value);
                if (!named)
                    throw DataError(source, pointer,
                                    "\"" + value.get<std::string>() +
                                        "\" is not one of: " + choices_text(b->info),
                                    text::Message("data_error.rules.not_one_of")
                                        .with("value", text::Name{value.get<std::string>()})
                                        .with("choices", text::Name{choices_text(b->info)}));
                rules.*member = *named;
            }
        },
        b->member);
}

std::optional<std::string> unfinished_rule_in_use(const Rules& rules, const Rules& base) {
    for (const auto& info : parameter_table())
        if (info.unfinished && get_parameter(rules, info.id) != get_parameter(base, info.id))
            return std::string(info.id) +
                   " is not playable yet: its edition's rules are still being built";
    return std::nullopt;
}

json rules_to_json(const Rules& rules) {
    json out = json::object();
    for (const auto& info : parameter_table())
        out[std::string(info.id)] = get_parameter(rules, info.id);
    return out;
}

Rules rules_from_json(const json& j, const std::string& source, const std::string& pointer) {
    if (!j.is_object())
        throw DataError(source, pointer, "must be an object of parameters",
                        text::Message("data_error.rules.parameters_object"));
    Rules rules;
    apply_overrides(rules, j, source, pointer);
    // Parameters added after saves were first written: missing, they keep their default, which
    // is the rule those games were played under. (Saves that hold the dragons' hand sizes as one
    // integer load too: a list by player count takes one integer.)
    static constexpr std::string_view kAddedLater[] = {"dragons.attack_hand_size",
                                                       "dragons.heart_hand_size",
                                                       "game.round_phases",
                                                       "troops.enabled",
                                                       "troops.at_start",
                                                       "troops.per_round",
                                                       "troops.per_round_heart",
                                                       "game.economy",
                                                       "game.setup_purchase",
                                                       "game.heart_loss_spends_pure_energy",
                                                       "game.extra_attacks",
                                                       "game.max_defenders",
                                                       "battle.order",
                                                       "battle.defender_refresh",
                                                       "game.destroy_own_portal",
                                                       "battle.post_combat_returns",
                                                       "map.portal_has_owner_colour",
                                                       "troops.starting",
                                                       "troops.reinforcements_on",
                                                       "troops.wild_markers",
                                                       "game.pure_energy",
                                                       "troops.captured",
                                                       "game.stock_commons_price",
                                                       "game.stock_technology_needs_heart"};
    for (const auto& info : parameter_table())
        if (!j.contains(std::string(info.id)) &&
            std::find(std::begin(kAddedLater), std::end(kAddedLater), info.id) ==
                std::end(kAddedLater))
            throw DataError(source, pointer, "missing parameter \"" + std::string(info.id) + "\"",
                            text::Message("data_error.rules.missing_parameter")
                                .with("id", text::Name{std::string(info.id)}));
    return rules;
}

void apply_overrides(Rules& rules, const json& overrides, const std::string& source,
                     const std::string& pointer) {
    if (!overrides.is_object())
        throw DataError(source, pointer, "must be an object",
                        text::Message("data_error.must_be_object"));
    for (const auto& [key, value] : overrides.items())
        set_parameter(rules, key, value, source, pointer + "/" + detail::escape_pointer(key));
}

void apply_assignment(Rules& rules, std::string_view assignment) {
    const auto eq = assignment.find('=');
    if (eq == std::string_view::npos || eq == 0)
        throw DataError("--set", "", "expected key=value, got \"" + std::string(assignment) + "\"",
                        text::Message("data_error.rules.expected_assignment")
                            .with("got", text::Name{std::string(assignment)}));
    const std::string key(assignment.substr(0, eq));
    const std::string text(assignment.substr(eq + 1));
    json value = json::parse(text, nullptr, /*allow_exceptions=*/false);
    if (value.is_discarded()) value = text;  // a bare word is a string: --set map.setup=standard
    set_parameter(rules, key, value, "--set", "/" + key);
}

namespace {

// A ruleset's "scenarios": a non-empty list of distinct scenario ids (whether each exists is
// checked with the scenarios, in data/game_data.cpp).
std::vector<std::string> ruleset_scenarios_from_json(const json& list, const std::string& source) {
    if (!list.is_array() || list.empty())
        throw DataError(source, "/scenarios",
                        "must be a non-empty list of scenario ids (leave the key out for all)",
                        text::Message("data_error.rules.scenario_list"));
    std::vector<std::string> out;
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string ptr = "/scenarios/" + std::to_string(i);
        if (!list[i].is_string() || list[i].get_ref<const std::string&>().empty())
            throw DataError(source, ptr, "must be a scenario id, got " + detail::brief(list[i]),
                            text::Message("data_error.rules.scenario_id")
                                .with("got", text::Name{detail::brief(list[i])}));
        const std::string& id = list[i].get_ref<const std::string&>();
        if (std::find(out.begin(), out.end(), id) != out.end())
            throw DataError(source, ptr, "scenario \"" + id.substr(0, 60) + "\" listed twice",
                            text::Message("data_error.rules.scenario_twice")
                                .with("id", text::Name{id.substr(0, 60)}));
        out.push_back(id);
    }
    return out;
}

}  // namespace

bool ruleset_offers(const Ruleset& ruleset, const std::string& scenario_id) {
    return ruleset.scenarios.empty() ||
           std::find(ruleset.scenarios.begin(), ruleset.scenarios.end(), scenario_id) !=
               ruleset.scenarios.end();
}

Ruleset ruleset_from_json(const json& j, const std::string& source) {
    detail::require_object_with_keys(j, source, "", {"id", "name", "description", "parameters"},
                                     {"scenarios", "in_progress"});
    Ruleset out;
    out.id = detail::require_string(j, "id", source, "");
    out.name = detail::require_string(j, "name", source, "");
    out.description = detail::require_string(j, "description", source, "");
    if (j.contains("scenarios"))
        out.scenarios = ruleset_scenarios_from_json(j.at("scenarios"), source);
    if (j.contains("in_progress")) {
        out.in_progress = detail::require_string(j, "in_progress", source, "");
        if (out.in_progress.empty())
            throw DataError(source, "/in_progress",
                            "says what is still missing; leave the key out when complete",
                            text::Message("data_error.rules.in_progress_empty"));
    }
    const json& params = j.at("parameters");
    if (!params.is_object())
        throw DataError(source, "/parameters", "must be an object of parameters",
                        text::Message("data_error.rules.parameters_object"));
    for (const auto& [key, entry] : params.items()) {
        const std::string ptr = "/parameters/" + detail::escape_pointer(key);
        if (!find_binding(key))
            throw DataError(
                source, ptr, "unknown parameter \"" + key + "\"",
                text::Message("data_error.rules.unknown_parameter").with("id", text::Name{key}));
        detail::require_object_with_keys(entry, source, ptr, {"value", "description"}, {});
        set_parameter(out.rules, key, entry.at("value"), source, ptr + "/value");
        const std::string desc = detail::require_string(entry, "description", source, ptr);
        if (desc.empty())
            throw DataError(source, ptr + "/description", "must not be empty",
                            text::Message("data_error.must_not_be_empty"));
        out.descriptions.emplace_back(key, desc);
    }
    for (const auto& info : parameter_table())
        if (!params.contains(std::string(info.id)))
            throw DataError(source, "/parameters",
                            "missing parameter \"" + std::string(info.id) +
                                "\" (a ruleset lists every parameter)",
                            text::Message("data_error.rules.ruleset_missing_parameter")
                                .with("id", text::Name{std::string(info.id)}));
    if (out.rules.min_players > out.rules.max_players)
        throw DataError(source, "/parameters/game.min_players",
                        "must not be more than game.max_players",
                        text::Message("data_error.rules.min_over_max"));
    return out;
}

Scenario scenario_from_json(const json& j, const std::string& source) {
    detail::require_object_with_keys(j, source, "",
                                     {"id", "name", "summary", "deviations", "win_conditions"},
                                     {"set", "variants", "dragons"});
    Scenario out;
    out.id = detail::require_string(j, "id", source, "");
    out.name = detail::require_string(j, "name", source, "");
    out.summary = detail::require_string(j, "summary", source, "");
    out.deviations = detail::require_string(j, "deviations", source, "");
    out.win_conditions = detail::require_string(j, "win_conditions", source, "");
    if (j.contains("dragons")) {
        out.dragons = detail::require_string(j, "dragons", source, "");
        if (out.dragons.empty())
            throw DataError(source, "/dragons", "names a dragon deck; leave the key out for none",
                            text::Message("data_error.rules.dragons_empty"));
    }
    Rules scratch;  // overlays are checked against the parameter table as they load
    if (j.contains("set")) {
        apply_overrides(scratch, j.at("set"), source, "/set");
        out.set = j.at("set");
    }
    if (j.contains("variants")) {
        const json& variants = j.at("variants");
        if (!variants.is_array())
            throw DataError(source, "/variants", "must be an array",
                            text::Message("data_error.must_be_array"));
        std::set<std::string> ids;
        for (std::size_t i = 0; i < variants.size(); ++i) {
            const std::string ptr = "/variants/" + std::to_string(i);
            detail::require_object_with_keys(variants[i], source, ptr,
                                             {"id", "name", "description", "set"}, {});
            ScenarioVariant v;
            v.id = detail::require_string(variants[i], "id", source, ptr);
            if (!ids.insert(v.id).second)
                throw DataError(source, ptr + "/id", "duplicate variant id \"" + v.id + "\"",
                                text::Message("data_error.rules.duplicate_variant")
                                    .with("id", text::Name{v.id}));
            v.name = detail::require_string(variants[i], "name", source, ptr);
            v.description = detail::require_string(variants[i], "description", source, ptr);
            apply_overrides(scratch, variants[i].at("set"), source, ptr + "/set");
            v.set = variants[i].at("set");
            out.variants.push_back(std::move(v));
        }
    }
    return out;
}

Rules rules_for(const Ruleset& ruleset, const Scenario& scenario, const std::string& variant_id,
                const std::string& source) {
    Rules rules = ruleset.rules;
    apply_overrides(rules, scenario.set, source, "/set");
    if (variant_id.empty()) return rules;
    for (std::size_t i = 0; i < scenario.variants.size(); ++i) {
        if (scenario.variants[i].id == variant_id) {
            apply_overrides(rules, scenario.variants[i].set, source,
                            "/variants/" + std::to_string(i) + "/set");
            return rules;
        }
    }
    throw DataError(source, "/variants",
                    "scenario \"" + scenario.id + "\" has no variant \"" + variant_id + "\"",
                    text::Message("data_error.rules.no_variant")
                        .with("scenario", text::Name{scenario.id})
                        .with("variant", text::Name{variant_id}));
}

}  // namespace eden
