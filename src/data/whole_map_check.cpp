#include "data/whole_map_check.hpp"

#include "eden/core/data_error.hpp"
#include "eden/map/placement_rules.hpp"

namespace eden::data {

void check_whole_map(const Map& map, const std::string& source) {
    const auto problems = whole_map_problems(map);
    if (problems.empty()) return;
    const int portals = static_cast<int>(map.portals().size());
    std::string reason;
    text::Message message;
    switch (problems.front().kind) {
        case WholeMapProblem::Kind::no_heart:
            reason = "the map has no Heart of Eden";
            message = text::Message("data_error.data.map_no_heart");
            break;
        case WholeMapProblem::Kind::portal_count:
            reason = "has " + std::to_string(portals) + " portals; a game needs 2 to 6";
            message = text::Message("data_error.data.map_portal_count")
                          .with("count", text::Name{std::to_string(portals)});
            break;
        case WholeMapProblem::Kind::missing_portal:
            reason = "portals must belong to seats 0.." + std::to_string(portals - 1);
            message = text::Message("data_error.data.map_portal_seats")
                          .with("last", text::Name{std::to_string(portals - 1)});
            break;
        case WholeMapProblem::Kind::cut_off:
            reason = "the tiles do not form one connected map";
            message = text::Message("data_error.data.map_cut_off");
            break;
    }
    throw DataError(source, "/tiles", reason, message);
}

}  // namespace eden::data
