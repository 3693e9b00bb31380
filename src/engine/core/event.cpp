#include "eden/core/event.hpp"

#include "engine/core/overloaded.hpp"

namespace eden {

using detail::overloaded;

namespace {

// "1 resource", "3 resources".
std::string resources(int n) {
    return std::to_string(n) + (n == 1 ? " resource" : " resources");
}

// "1 troop", "3 troops".
std::string troops_text(int n) {
    return std::to_string(n) + (n == 1 ? " troop" : " troops");
}

}  // namespace

std::string describe(const Event& e, const std::vector<std::string>& names) {
    return describe(e, names, [](int card) { return "card #" + std::to_string(card); });
}

std::string describe(const Event& e, const std::vector<std::string>& names,
                     const CardNamer& card_name) {
    // A sentence may start with the card's name: "Card #3 collapses", "Skeleton collapses".
    auto Card = [&](int card) {
        std::string n = card_name(card);
        if (!n.empty() && n[0] >= 'a' && n[0] <= 'z') n[0] = static_cast<char>(n[0] - 'a' + 'A');
        return n;
    };
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
                return "A richness token is placed on " + to_string(x.at) +
                       (x.chosen_colour ? " (a tile of its owner's chosen colour)"
                                        : " (it touches tiles of four colours)");
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
            [&](const RoundStarted& x) { return "Round " + std::to_string(x.round) + " begins"; },
            [&](const PhaseStarted& x) { return "The " + x.phase + " phase begins"; },
            [&](const TurnStarted& x) { return name(x.player) + "'s expansion turn"; },
            [&](const CardsDrawn& x) {
                return name(x.player) + " draws " + std::to_string(x.count) + " card" +
                       (x.count == 1 ? "" : "s");
            },
            [&](const ResourcesGained& x) {
                return name(x.player) + " gains " + resources(x.amount) + " (" + x.why + ")";
            },
            [&](const ResourcesSpent& x) {
                return name(x.player) + " uses " + resources(x.amount);
            },
            [&](const ResourcesLost& x) {
                return resources(x.amount) + (x.amount == 1 ? " is" : " are") + " removed from " +
                       to_string(x.at);
            },
            [&](const PureEnergyChanged& x) {
                return name(x.player) + (x.delta >= 0 ? " gains " : " loses ") +
                       std::to_string(x.delta >= 0 ? x.delta : -x.delta) + " pure energy (" +
                       x.why + ")";
            },
            [&](const CardBought& x) { return name(x.player) + " buys " + card_name(x.card); },
            [&](const CardDiscarded& x) {
                return name(x.player) + " discards " + card_name(x.card);
            },
            [&](const CardSetAside& x) {
                return name(x.player) + " sets aside " + card_name(x.card);
            },
            [&](const FrontOpened& x) {
                return name(x.player) + " attacks " + to_string(x.at) + " from " +
                       to_string(x.from) +
                       (x.defender >= 0 ? " (defended by " + name(x.defender) + ")"
                                        : " (a wild territory)");
            },
            [&](const UnitAdded& x) {
                return name(x.player) + " adds " + card_name(x.card) + " to front " +
                       std::to_string(x.front + 1);
            },
            [&](const FrontStopped& x) {
                return name(x.player) + " stops on front " + std::to_string(x.front + 1);
            },
            [&](const AbilityTriggered& x) {
                return name(x.player) + " triggers ability " + std::to_string(x.ability + 1) +
                       " of " + card_name(x.card);
            },
            [&](const UnitDoomed& x) { return Card(x.card) + " is doomed"; },
            [&](const UnitRestored& x) { return Card(x.card) + " is restored"; },
            [&](const UnitCollapsed& x) { return Card(x.card) + " collapses"; },
            [&](const UnitDestroyed& x) { return Card(x.card) + " is destroyed"; },
            [&](const UnitReturned& x) { return Card(x.card) + " returns to its World"; },
            [&](const UnitRescued& x) { return Card(x.card) + " is rescued"; },
            [&](const ManaGained& x) {
                return name(x.player) + (x.delta >= 0 ? " gains " : " spends ") +
                       std::to_string(x.delta >= 0 ? x.delta : -x.delta) + " mana on front " +
                       std::to_string(x.front + 1);
            },
            [&](const UnitMoved& x) {
                return Card(x.card) + " moves to the " + (x.to_top ? "top" : "bottom") + " row";
            },
            [&](const UnitTakenBack& x) {
                return name(x.player) + " takes " + card_name(x.card) + " back into the hand";
            },
            [&](const FrontResolved& x) {
                return "Front " + std::to_string(x.front + 1) + ": " +
                       std::to_string(x.attacker_strength) + " vs " +
                       std::to_string(x.defender_strength) +
                       (x.attacker_won ? ", the attacker wins" : ", the territory holds");
            },
            [&](const TerritoryTaken& x) {
                return name(x.player) + " takes " + to_string(x.at) +
                       (x.from >= 0 ? " from " + name(x.from) : "");
            },
            [&](const PortalDestroyed& x) {
                return name(x.owner) + "'s portal at " + to_string(x.at) + " is destroyed";
            },
            [&](const PlayerEliminated& x) { return name(x.player) + " is eliminated"; },
            [&](const PortalDestructionScheduled& x) {
                return name(x.player) + " will destroy his own portal at " + to_string(x.at) +
                       " at the start of his next turn";
            },
            [&](const DragonTurnBegan& x) {
                std::string out = "The dragons' turn: target card T" +
                                  std::to_string(x.target_card) + ", base defense " +
                                  std::to_string(x.base_defense);
                if (x.cards_removed > 0)
                    out += ", " + std::to_string(x.cards_removed) + " Baby Dragons leave the deck";
                if (!x.card_added.empty()) out += ", a reserve dragon joins the deck";
                return out;
            },
            [&](const DragonCardPlayed& x) { return "The dragons play " + x.name; },
            [&](const DragonBattleFought& x) {
                return "Dragons " + std::to_string(x.dragons_strength) + " vs " + name(x.player) +
                       " " + std::to_string(x.player_strength) +
                       (x.by_hand ? " (by hand)" : " (base defense)");
            },
            [&](const DragonsTookTerritory& x) {
                return "The dragons take " + to_string(x.at) +
                       (x.from >= 0 ? " from " + name(x.from) : " (wild)");
            },
            [&](const DragonAttackRepelled& x) {
                return name(x.defender) + " holds " + to_string(x.at) + " against the dragons";
            },
            [&](const DragonUnitStruck& x) {
                return name(x.player) +
                       (x.doomed ? " dooms the dragons' " : " gets rid of the dragons' ") + x.name;
            },
            [&](const DragonTurnEnded& x) {
                return x.cards_removed > 0
                           ? "The dragons' turn ends; " + std::to_string(x.cards_removed) +
                                 " Baby Dragons are destroyed"
                           : std::string("The dragons' turn ends");
            },
            [&](const TroopsPlaced& x) {
                return name(x.player) + " places " + troops_text(x.count) + " on " +
                       to_string(x.at);
            },
            [&](const TroopsMoved& x) {
                return name(x.player) + " moves " + troops_text(x.count) + " from " +
                       to_string(x.from) + " to " + to_string(x.to);
            },
            [&](const TroopsToFrontier& x) {
                return name(x.player) + " sends " + troops_text(x.count) + " from " +
                       to_string(x.from) + " to the frontier of " + to_string(x.toward);
            },
            [&](const TroopsFromFrontier& x) {
                return x.to == x.toward ? name(x.player) + "'s " + troops_text(x.count) +
                                              " move into " + to_string(x.to)
                                        : name(x.player) + "'s " + troops_text(x.count) +
                                              " at the frontier of " + to_string(x.toward) +
                                              " go back to " + to_string(x.to);
            },
            [&](const TroopsLost& x) {
                return name(x.player) + " loses " + troops_text(x.count) + " at " + to_string(x.at);
            },
            [&](const GameOver& x) {
                if (x.dragons_won)
                    return std::string(
                        "The game is over: the dragons win, every portal is destroyed");
                if (x.winners.empty()) return std::string("The game is over: nobody wins");
                std::string out = "The game is over: ";
                for (std::size_t i = 0; i < x.winners.size(); ++i)
                    out += (i ? ", " : "") + name(x.winners[i]);
                return out + (x.winners.size() == 1 ? " wins" : " win");
            },
        },
        e);
}

}  // namespace eden
