#include "bots/search_playout.hpp"

#include <cmath>
#include <limits>

#include "bots/heuristic_bot.hpp"
#include "bots/heuristic_eval.hpp"

namespace eden::bots::search {

namespace {

// How much of a territory each thing is worth in the standing (self-play guesses: a territory
// is the game's score and its income; a card's worth is about a unit's strength, and five
// strength is about what a territory costs to take; resources and pure energy are spent on
// cards).
constexpr double kCardWorthPerTerritory = 0.2;
constexpr double kResourcePerTerritory = 0.15;
constexpr double kPureEnergyPerTerritory = 0.6;
// The standing's difference that makes a position worth about 73 % (logistic slope).
constexpr double kStandingScale = 3.0;

double standing(const GameState& s, int p, const std::vector<int>& territories) {
    const PlayerState& player = s.conquest().players[static_cast<std::size_t>(p)];
    double cards = 0.0;
    for (const auto* pile :
         {&player.piles.hand, &player.piles.deck, &player.piles.discard, &player.piles.set_aside})
        for (CardId c : *pile)
            cards += heuristic::card_worth(heuristic::def_of(s, c));
    int resources = player.stock;
    for (const auto& [hex, counts] : s.conquest().resources) {
        const auto owner = s.control().find(hex);
        if (owner != s.control().end() && owner->second == p) resources += counts.total();
    }
    return territories[static_cast<std::size_t>(p)] + kCardWorthPerTerritory * cards +
           kResourcePerTerritory * resources + kPureEnergyPerTerritory * player.pure_energy;
}

}  // namespace

double position_value(const GameState& state, int seat) {
    if (state.phase() != Phase::conquest) return 0.5;
    const ConquestState& c = state.conquest();
    if (state.is_over()) {
        for (int w : c.winners)
            if (w == seat) return 1.0 / static_cast<double>(c.winners.size());
        return 0.0;
    }
    if (c.players[static_cast<std::size_t>(seat)].eliminated) return 0.0;
    std::vector<int> territories(c.players.size(), 0);
    for (const auto& [hex, owner] : state.control())
        if (owner >= 0 && owner < static_cast<int>(territories.size()))
            ++territories[static_cast<std::size_t>(owner)];
    double strongest_other = -std::numeric_limits<double>::infinity();
    for (int p = 0; p < static_cast<int>(c.players.size()); ++p)
        if (p != seat && !c.players[static_cast<std::size_t>(p)].eliminated)
            strongest_other = std::max(strongest_other, standing(state, p, territories));
    if (strongest_other == -std::numeric_limits<double>::infinity()) return 1.0;
    const double lead = standing(state, seat, territories) - strongest_other;
    return 1.0 / (1.0 + std::exp(-lead / kStandingScale));
}

double playout_value(GameState state, int seat, std::uint64_t seed) {
    std::vector<HeuristicBot> bots;
    for (int p = 0; p < state.player_count(); ++p)
        bots.emplace_back(seed * 0x9e37'79b9'7f4a'7c15ULL + static_cast<std::uint64_t>(p) + 1);
    const int last_round =
        (state.phase() == Phase::conquest ? state.conquest().round : 0) + kPlayoutRoundsAhead;
    for (int actions = 0; !state.is_over() && actions < kPlayoutActions; ++actions) {
        if (state.phase() == Phase::conquest && state.conquest().round > last_round) break;
        const Decision& open = state.open_decision();
        if (open.options.empty() || open.player < 0 || open.player >= state.player_count()) break;
        const Action action = bots[static_cast<std::size_t>(open.player)].choose(state, open);
        if (!state.apply(action)) break;
    }
    return position_value(state, seat);
}

}  // namespace eden::bots::search
