#include "eden/core/action.hpp"

#include "eden/core/data_error.hpp"
#include "eden/core/decision.hpp"
#include "engine/core/json_checks.hpp"
#include "engine/core/overloaded.hpp"

namespace eden {

using nlohmann::json;

using detail::overloaded;

namespace {

json hex_to_json(Hex h) {
    return {{"q", h.q}, {"r", h.r}};
}

Hex hex_from_json(const json& j, const std::string& source, const std::string& pointer) {
    detail::require_object_with_keys(j, source, pointer, {"q", "r"}, {});
    return {detail::require_coordinate(j, "q", source, pointer),
            detail::require_coordinate(j, "r", source, pointer)};
}

json counts_to_json(const ResourceCounts& c) {
    json out = json::object();
    for (std::size_t i = 0; i < kResourceColors.size(); ++i)
        if (c.by_type[i] != 0) out[std::string(to_string(kResourceColors[i]))] = c.by_type[i];
    return out;
}

ResourceCounts counts_from_json(const json& j, const std::string& source,
                                const std::string& pointer) {
    if (!j.is_object())
        throw DataError(source, pointer, "must be an object of colour: count",
                        text::Message("data_error.action.colour_counts"));
    ResourceCounts c;
    for (const auto& [key, value] : j.items()) {
        const auto colour = tile_color_from_string(key);
        if (!colour || *colour == TileColor::black)
            throw DataError(source, pointer + "/" + detail::escape_pointer(key),
                            "not a resource colour",
                            text::Message("data_error.action.not_resource_colour"));
        c.add(*colour, detail::int_value(value, source, pointer + "/" + detail::escape_pointer(key),
                                         0, detail::kMaxInteger));
    }
    return c;
}

json placement_to_json(const std::vector<ResourcePlacement>& placement) {
    json out = json::array();
    for (const auto& p : placement)
        out.push_back(
            {{"q", p.at.q}, {"r", p.at.r}, {"type", to_string(p.type)}, {"count", p.count}});
    return out;
}

json plan_to_json(const PaymentPlan& plan) {
    json taken = json::array();
    for (const auto& [hex, counts] : plan.taken)
        taken.push_back({{"q", hex.q}, {"r", hex.r}, {"resources", counts_to_json(counts)}});
    return {
        {"crystals", plan.crystal_indices}, {"taken", taken}, {"pure_energy", plan.pure_energy}};
}

int card_field(const json& j, const char* key, const std::string& source,
               const std::string& pointer) {
    const int v = detail::require_int(j, key, source, pointer);
    if (v < 0)
        throw DataError(source, pointer + "/" + key, "must not be negative",
                        text::Message("data_error.action.not_negative"));
    return v;
}

std::optional<Action> conquest_action_from_json(const std::string& type, const json& j,
                                                const std::string& source,
                                                const std::string& pointer) {
    auto keys = [&](std::initializer_list<const char*> required) {
        detail::require_object_with_keys(j, source, pointer, required, {});
    };
    auto card = [&](const char* key = "card") { return card_field(j, key, source, pointer); };
    if (type == "choose_card") return keys({"type", "card"}), Action{ChooseCard{card()}};
    if (type == "choose_number")
        return keys({"type", "n"}),
               Action{ChooseNumber{detail::require_int(j, "n", source, pointer)}};
    if (type == "buy") return keys({"type", "card"}), Action{Buy{card()}};
    if (type == "discard") return keys({"type", "card"}), Action{Discard{card()}};
    if (type == "set_aside") return keys({"type", "card"}), Action{SetAside{card()}};
    if (type == "use_card") return keys({"type", "card"}), Action{UseCard{card()}};
    if (type == "return_to_world") return keys({"type", "card"}), Action{ReturnToWorld{card()}};
    if (type == "rescue") return keys({"type", "card"}), Action{Rescue{card()}};
    if (type == "destroy_own_portal") return keys({"type"}), Action{DestroyOwnPortal{}};
    if (type == "take_bonus_turn") return keys({"type"}), Action{TakeBonusTurn{}};
    if (type == "done") return keys({"type"}), Action{Done{}};
    if (type == "drop_battle_plan") return keys({"type"}), Action{DropBattlePlan{}};
    if (type == "set_battle_plan") {
        // after_battle is optional: actions logged before it existed mean "ask me".
        detail::require_object_with_keys(
            j, source, pointer, {"type", "front", "units", "stop", "margin"}, {"after_battle"});
        SetBattlePlan out;
        if (j.contains("after_battle")) {
            const std::string after = detail::require_string(j, "after_battle", source, pointer);
            const auto answer = plan_after_battle_from_string(after);
            if (!answer)
                throw DataError(source, pointer + "/after_battle",
                                "must be one of ask, discard, return_all",
                                text::Message("data_error.action.after_battle"));
            out.plan.after_battle = *answer;
        }
        out.plan.front = card("front");
        out.plan.margin = card("margin");
        const std::string stop = detail::require_string(j, "stop", source, pointer);
        const auto parsed = plan_stop_from_string(stop);
        if (!parsed)
            throw DataError(source, pointer + "/stop",
                            "must be one of stop_now, while_not_ahead, while_not_ahead_by, all",
                            text::Message("data_error.action.plan_stop"));
        out.plan.stop = *parsed;
        const json& units = j["units"];
        if (!units.is_array())
            throw DataError(source, pointer + "/units", "must be an array",
                            text::Message("data_error.must_be_array"));
        for (std::size_t i = 0; i < units.size(); ++i) {
            const std::string at = pointer + "/units/" + std::to_string(i);
            detail::require_object_with_keys(units[i], source, at, {"card", "trigger"}, {});
            out.plan.units.push_back({card_field(units[i], "card", source, at),
                                      detail::require_bool(units[i], "trigger", source, at)});
        }
        return Action{out};
    }
    if (type == "choose_territory")
        return keys({"type", "at"}),
               Action{ChooseTerritory{hex_from_json(j["at"], source, pointer + "/at")}};
    if (type == "place_troop")
        return keys({"type", "at"}),
               Action{PlaceTroop{hex_from_json(j["at"], source, pointer + "/at")}};
    if (type == "move_troop") {
        keys({"type", "from", "to"});
        return Action{MoveTroop{hex_from_json(j["from"], source, pointer + "/from"),
                                hex_from_json(j["to"], source, pointer + "/to")}};
    }
    if (type == "support")
        return keys({"type", "yes"}),
               Action{Support{detail::require_bool(j, "yes", source, pointer)}};
    if (type == "swap_set_aside") {
        keys({"type", "hand_card", "set_aside_card"});
        return Action{SwapSetAside{card("hand_card"), card("set_aside_card")}};
    }
    if (type == "open_front") {
        keys({"type", "allied", "enemy", "unit"});
        return Action{OpenFront{{hex_from_json(j["allied"], source, pointer + "/allied"),
                                 hex_from_json(j["enemy"], source, pointer + "/enemy")},
                                card("unit")}};
    }
    if (type == "add_unit") {
        keys({"type", "front", "unit"});
        return Action{AddUnit{card("front"), card("unit")}};
    }
    if (type == "stop_front") return keys({"type", "front"}), Action{StopFront{card("front")}};
    if (type == "trigger_ability") {
        keys({"type", "card", "ability"});
        return Action{TriggerAbility{card(), card("ability")}};
    }
    if (type == "place_resources") {
        keys({"type", "placement"});
        const json& list = j["placement"];
        if (!list.is_array())
            throw DataError(source, pointer + "/placement", "must be an array",
                            text::Message("data_error.must_be_array"));
        PlaceResources out;
        for (std::size_t i = 0; i < list.size(); ++i) {
            const std::string at = pointer + "/placement/" + std::to_string(i);
            detail::require_object_with_keys(list[i], source, at, {"q", "r", "type", "count"}, {});
            out.placement.push_back({{detail::require_coordinate(list[i], "q", source, at),
                                      detail::require_coordinate(list[i], "r", source, at)},
                                     detail::require_colour(list[i], "type", source, at),
                                     detail::require_int(list[i], "count", source, at)});
        }
        return Action{out};
    }
    if (type == "pay") {
        keys({"type", "plan"});
        const json& plan = j["plan"];
        const std::string at = pointer + "/plan";
        detail::require_object_with_keys(plan, source, at, {"crystals", "taken", "pure_energy"},
                                         {});
        Pay out;
        if (!plan["crystals"].is_array())
            throw DataError(source, at + "/crystals", "must be an array of indices",
                            text::Message("data_error.action.index_list"));
        for (std::size_t i = 0; i < plan["crystals"].size(); ++i) {
            out.plan.crystal_indices.push_back(
                detail::int_value(plan["crystals"][i], source,
                                  at + "/crystals/" + std::to_string(i), 0, detail::kMaxInteger));
        }
        if (!plan["taken"].is_array())
            throw DataError(source, at + "/taken", "must be an array",
                            text::Message("data_error.must_be_array"));
        for (std::size_t i = 0; i < plan["taken"].size(); ++i) {
            const std::string t = at + "/taken/" + std::to_string(i);
            const json& e = plan["taken"][i];
            detail::require_object_with_keys(e, source, t, {"q", "r", "resources"}, {});
            const Hex hex{detail::require_coordinate(e, "q", source, t),
                          detail::require_coordinate(e, "r", source, t)};
            out.plan.taken[hex] = counts_from_json(e["resources"], source, t + "/resources");
        }
        out.plan.pure_energy = detail::require_int(plan, "pure_energy", source, at);
        return Action{out};
    }
    return std::nullopt;
}

}  // namespace

json action_to_json(const Action& a) {
    return std::visit(
        overloaded{
            [](const ChooseShardColour& x) -> json {
                return {{"type", "choose_shard_colour"}, {"colour", to_string(x.colour)}};
            },
            [](const DrawTile& x) -> json {
                return {{"type", "draw_tile"}, {"source", x.face_up ? "face_up" : "face_down"}};
            },
            [](const PlaceTile& x) -> json {
                return {{"type", "place_tile"}, {"q", x.at.q}, {"r", x.at.r}};
            },
            [](const PlacePortal& x) -> json {
                return {{"type", "place_portal"}, {"q", x.at.q}, {"r", x.at.r}};
            },
            [](const RemovePortal&) -> json {
                return {{"type", "remove_portal"}};
            },
            [](const FinishPortalStep&) -> json {
                return {{"type", "finish_portal_step"}};
            },
            [](const ChooseCard& x) -> json {
                return {{"type", "choose_card"}, {"card", x.card}};
            },
            [](const ChooseNumber& x) -> json {
                return {{"type", "choose_number"}, {"n", x.n}};
            },
            [](const PlaceResources& x) -> json {
                return {{"type", "place_resources"}, {"placement", placement_to_json(x.placement)}};
            },
            [](const Pay& x) -> json {
                return {{"type", "pay"}, {"plan", plan_to_json(x.plan)}};
            },
            [](const Buy& x) -> json {
                return {{"type", "buy"}, {"card", x.card}};
            },
            [](const Discard& x) -> json {
                return {{"type", "discard"}, {"card", x.card}};
            },
            [](const SetAside& x) -> json {
                return {{"type", "set_aside"}, {"card", x.card}};
            },
            [](const SwapSetAside& x) -> json {
                return {{"type", "swap_set_aside"},
                        {"hand_card", x.hand_card},
                        {"set_aside_card", x.set_aside_card}};
            },
            [](const UseCard& x) -> json {
                return {{"type", "use_card"}, {"card", x.card}};
            },
            [](const OpenFront& x) -> json {
                return {{"type", "open_front"},
                        {"allied", hex_to_json(x.frontier.allied)},
                        {"enemy", hex_to_json(x.frontier.enemy)},
                        {"unit", x.unit}};
            },
            [](const AddUnit& x) -> json {
                return {{"type", "add_unit"}, {"front", x.front}, {"unit", x.unit}};
            },
            [](const StopFront& x) -> json {
                return {{"type", "stop_front"}, {"front", x.front}};
            },
            [](const TriggerAbility& x) -> json {
                return {{"type", "trigger_ability"}, {"card", x.card}, {"ability", x.ability}};
            },
            [](const ReturnToWorld& x) -> json {
                return {{"type", "return_to_world"}, {"card", x.card}};
            },
            [](const Rescue& x) -> json {
                return {{"type", "rescue"}, {"card", x.card}};
            },
            [](const TakeBonusTurn&) -> json {
                return {{"type", "take_bonus_turn"}};
            },
            [](const DestroyOwnPortal&) -> json {
                return {{"type", "destroy_own_portal"}};
            },
            [](const ChooseTerritory& x) -> json {
                return {{"type", "choose_territory"}, {"at", hex_to_json(x.at)}};
            },
            [](const PlaceTroop& x) -> json {
                return {{"type", "place_troop"}, {"at", hex_to_json(x.at)}};
            },
            [](const MoveTroop& x) -> json {
                return {{"type", "move_troop"},
                        {"from", hex_to_json(x.from)},
                        {"to", hex_to_json(x.to)}};
            },
            [](const Support& x) -> json {
                return {{"type", "support"}, {"yes", x.yes}};
            },
            [](const Done&) -> json {
                return {{"type", "done"}};
            },
            [](const SetBattlePlan& x) -> json {
                json units = json::array();
                for (const PlannedUnit& u : x.plan.units)
                    units.push_back({{"card", u.card}, {"trigger", u.trigger}});
                json out = {{"type", "set_battle_plan"},
                            {"front", x.plan.front},
                            {"units", std::move(units)},
                            {"stop", to_string(x.plan.stop)},
                            {"margin", x.plan.margin}};
                // Written only when it answers, so older logs keep their shape.
                if (x.plan.after_battle != PlanAfterBattle::ask)
                    out["after_battle"] = to_string(x.plan.after_battle);
                return out;
            },
            [](const DropBattlePlan&) -> json {
                return {{"type", "drop_battle_plan"}};
            },
        },
        a);
}

Action action_from_json(const json& j, const std::string& source, const std::string& pointer) {
    if (!j.is_object())
        throw DataError(source, pointer, "an action must be an object",
                        text::Message("data_error.action.must_be_object"));
    const std::string type = detail::require_string(j, "type", source, pointer);
    if (type == "choose_shard_colour") {
        detail::require_object_with_keys(j, source, pointer, {"type", "colour"}, {});
        return ChooseShardColour{detail::require_colour(j, "colour", source, pointer)};
    }
    if (type == "draw_tile") {
        detail::require_object_with_keys(j, source, pointer, {"type", "source"}, {});
        const std::string from = detail::require_string(j, "source", source, pointer);
        if (from != "face_up" && from != "face_down")
            throw DataError(source, pointer + "/source", "must be \"face_up\" or \"face_down\"",
                            text::Message("data_error.action.draw_source"));
        return DrawTile{from == "face_up"};
    }
    if (type == "place_tile" || type == "place_portal") {
        detail::require_object_with_keys(j, source, pointer, {"type", "q", "r"}, {});
        const Hex at{detail::require_coordinate(j, "q", source, pointer),
                     detail::require_coordinate(j, "r", source, pointer)};
        if (type == "place_tile") return PlaceTile{at};
        return PlacePortal{at};
    }
    if (type == "remove_portal") {
        detail::require_object_with_keys(j, source, pointer, {"type"}, {});
        return RemovePortal{};
    }
    if (type == "finish_portal_step") {
        detail::require_object_with_keys(j, source, pointer, {"type"}, {});
        return FinishPortalStep{};
    }
    if (auto conquest = conquest_action_from_json(type, j, source, pointer)) return *conquest;
    throw DataError(source, pointer + "/type", "unknown action type \"" + type + "\"",
                    text::Message("data_error.action.unknown_type").with("type", text::Name{type}));
}

std::string_view to_string(DecisionKind k) {
    switch (k) {
        case DecisionKind::none:
            return "none";
        case DecisionKind::choose_shard_colour:
            return "choose_shard_colour";
        case DecisionKind::draw_tile:
            return "draw_tile";
        case DecisionKind::place_tile:
            return "place_tile";
        case DecisionKind::place_tile_blind:
            return "place_tile_blind";
        case DecisionKind::place_black_tile:
            return "place_black_tile";
        case DecisionKind::place_chain_tile:
            return "place_chain_tile";
        case DecisionKind::place_face_up_by_portal:
            return "place_face_up_by_portal";
        case DecisionKind::portal_step:
            return "portal_step";
        case DecisionKind::place_portal:
            return "place_portal";
        case DecisionKind::final_portal_round:
            return "final_portal_round";
        case DecisionKind::choose_starting_unit:
            return "choose_starting_unit";
        case DecisionKind::choose_starting_crystals:
            return "choose_starting_crystals";
        case DecisionKind::choose_extra_unit:
            return "choose_extra_unit";
        case DecisionKind::place_resources:
            return "place_resources";
        case DecisionKind::pay:
            return "pay";
        case DecisionKind::purchase:
            return "purchase";
        case DecisionKind::discard_to_hand_size:
            return "discard_to_hand_size";
        case DecisionKind::attack_subphase:
            return "attack_subphase";
        case DecisionKind::open_second_front:
            return "open_second_front";
        case DecisionKind::defender_refresh:
            return "defender_refresh";
        case DecisionKind::defend_front:
            return "defend_front";
        case DecisionKind::add_unit:
            return "add_unit";
        case DecisionKind::trigger_ability:
            return "trigger_ability";
        case DecisionKind::ability_choice:
            return "ability_choice";
        case DecisionKind::return_units:
            return "return_units";
        case DecisionKind::rescue_units:
            return "rescue_units";
        case DecisionKind::choose_dragon_attack:
            return "choose_dragon_attack";
        case DecisionKind::dragon_support:
            return "dragon_support";
        case DecisionKind::place_troops:
            return "place_troops";
        case DecisionKind::move_troops:
            return "move_troops";
        case DecisionKind::send_troops:
            return "send_troops";
        case DecisionKind::retreat_troops:
            return "retreat_troops";
        case DecisionKind::occupy_territory:
            return "occupy_territory";
        case DecisionKind::bonus_turn:
            return "bonus_turn";
    }
    return "?";
}

std::string asked(const Decision& d) {
    return d.prompt.id.empty() ? std::string(to_string(d.kind)) : d.prompt.id;
}

text::Pieces asking(const Decision& d) {
    if (!d.prompt.id.empty()) return text::in_place(d.prompt);
    return text::in_place(text::Message("refusal.asked_kind").with("kind", asked(d)));
}

text::Message not_a_choice(const Decision& d, const Action& a) {
    return text::Message("refusal.not_a_choice")
        .with("asked", asking(d))
        .with("action", action_to_json(a).dump());
}

}  // namespace eden
