#include "eden/action.hpp"

#include "eden/data_error.hpp"
#include "eden/decision.hpp"
#include "json_checks.hpp"
#include "overloaded.hpp"

namespace eden {

using nlohmann::json;

using detail::overloaded;

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
        },
        a);
}

Action action_from_json(const json& j, const std::string& source, const std::string& pointer) {
    if (!j.is_object()) throw DataError(source, pointer, "an action must be an object");
    const std::string type = detail::require_string(j, "type", source, pointer);
    if (type == "choose_shard_colour") {
        detail::require_object_with_keys(j, source, pointer, {"type", "colour"}, {});
        return ChooseShardColour{detail::require_colour(j, "colour", source, pointer)};
    }
    if (type == "draw_tile") {
        detail::require_object_with_keys(j, source, pointer, {"type", "source"}, {});
        const std::string from = detail::require_string(j, "source", source, pointer);
        if (from != "face_up" && from != "face_down")
            throw DataError(source, pointer + "/source", "must be \"face_up\" or \"face_down\"");
        return DrawTile{from == "face_up"};
    }
    if (type == "place_tile" || type == "place_portal") {
        detail::require_object_with_keys(j, source, pointer, {"type", "q", "r"}, {});
        const Hex at{detail::require_int(j, "q", source, pointer),
                     detail::require_int(j, "r", source, pointer)};
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
    throw DataError(source, pointer + "/type", "unknown action type \"" + type + "\"");
}

std::string describe(const Action& a) {
    return std::visit(
        overloaded{
            [](const ChooseShardColour& x) {
                return "choose " + std::string(to_string(x.colour)) + " for crystal-shard tiles";
            },
            [](const DrawTile& x) {
                return std::string(x.face_up ? "take the face-up tile" : "draw a face-down tile");
            },
            [](const PlaceTile& x) { return "place the tile at " + to_string(x.at); },
            [](const PlacePortal& x) { return "place the portal at " + to_string(x.at); },
            [](const RemovePortal&) { return std::string("remove the portal"); },
            [](const FinishPortalStep&) { return std::string("end the turn"); },
        },
        a);
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
    }
    return "?";
}

}  // namespace eden
