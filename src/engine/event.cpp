#include "eden/event.hpp"

#include "overloaded.hpp"

namespace eden {

using detail::overloaded;

std::string describe(const Event& e, const std::vector<std::string>& names) {
    auto name = [&](int p) {
        return p >= 0 && static_cast<std::size_t>(p) < names.size()
                   ? names[p]
                   : "player " + std::to_string(p + 1);
    };
    return std::visit(
        overloaded{
            [&](const ShardColourChosen& x) {
                return name(x.player) + " chose " + std::string(to_string(x.colour)) +
                       " for crystal-shard tiles";
            },
            [&](const TileDrawn& x) {
                return name(x.player) +
                       (x.face_up ? " took the face-up tile" : " drew a face-down tile");
            },
            [&](const TilePlaced& x) {
                return name(x.player) + " placed a " + std::string(to_string(x.colour)) +
                       " tile at " + to_string(x.at) + (x.blind ? " (placed blind)" : "");
            },
            [&](const RichnessTokenPlaced& x) {
                return "A crystal-shard richness token appears at " + to_string(x.at);
            },
            [&](const RichnessTokenRemoved& x) {
                return "The richness token at " + to_string(x.at) + " is taken away";
            },
            [&](const PortalPlaced& x) {
                return name(x.player) + " placed their portal at " + to_string(x.at);
            },
            [&](const PortalRemoved& x) {
                return name(x.player) + " removed their portal from " + to_string(x.at);
            },
            [&](const BlackTileGiven& x) {
                return name(x.player) +
                       " has no legal spot for their portal and receives black tile #" +
                       std::to_string(x.count_so_far);
            },
            [&](const FinalPortalRoundStarted&) {
                return std::string("Final round: each player may move their portal once more");
            },
            [&](const TerritoryControlled& x) {
                return name(x.player) + " controls " + to_string(x.at);
            },
            [&](const FirstPlayerTokenGiven& x) {
                return name(x.player) + " holds the first player token";
            },
            [&](const MapCompleted&) { return std::string("The map of Eden is complete"); },
        },
        e);
}

}  // namespace eden
