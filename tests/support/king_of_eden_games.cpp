#include "support/king_of_eden_games.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <memory>
#include <nlohmann/json.hpp>

#include "bots/bot.hpp"
#include "support/conquest_fixture.hpp"
#include "support/dragon_fixture.hpp"
#include "support/test_setups.hpp"

namespace eden_test {

using namespace eden;

GameSetup king_of_eden_setup(int players, std::uint64_t seed, bool open_variant) {
    GameSetup setup = basic_setup(players, seed);
    setup.rules = rules_for_scenario(open_variant ? "king-of-eden/open" : "king-of-eden");
    setup.rules.victory =
        open_variant ? Victory::king_of_eden_then_supremacy : Victory::king_of_eden;
    setup.scenario_id = "king-of-eden";
    setup.cards = designed_cards();
    setup.dragons = std::make_shared<const DragonDeckDef>(king_of_eden_deck());
    for (PlayerSetup& p : setup.players)
        for (const Civilization& civ : setup.cards->civilizations)
            if (civ.resource == p.resource) p.civilization = civ.id;
    return setup;
}

bots::GameRecord play(GameState& state, const std::string& bot, std::uint64_t seed, Watcher watch,
                      int max_rounds) {
    std::vector<std::unique_ptr<bots::Bot>> seats;
    for (int p = 0; p < state.player_count(); ++p)
        seats.push_back(bots::make_bot(bot, seed * 31 + static_cast<std::uint64_t>(p)));
    bots::PlayOptions options;
    options.max_rounds = max_rounds;
    options.on_action = std::move(watch);
    return bots::play_game(state, seats, options);
}

std::optional<GameState> king_of_eden_position(
    const std::function<bool(const GameState&, const Decision&)>& wanted, int seeds) {
    for (std::uint64_t seed = 1; seed <= static_cast<std::uint64_t>(seeds); ++seed) {
        GameState s(king_of_eden_setup(3, seed));
        std::vector<std::unique_ptr<bots::Bot>> bots_by_seat;
        for (int p = 0; p < s.player_count(); ++p)
            bots_by_seat.push_back(
                bots::make_bot("heuristic", seed * 31 + static_cast<std::uint64_t>(p)));
        for (int n = 0; n < 20000 && !s.is_over(); ++n) {
            const Decision d = s.pending();
            if (wanted(s, d)) return s;
            REQUIRE(s.apply(bots_by_seat.at(static_cast<std::size_t>(d.player))->choose(s, d)));
        }
    }
    return std::nullopt;
}

bool attacker_adds_facing_a_dragon(const GameState& s, const Decision& d, int max_cost) {
    const auto& b = s.conquest().battle;
    if (!b || b->step != BattleStep::attacker_adds || d.kind != DecisionKind::add_unit ||
        d.player != b->attacker || !std::holds_alternative<AddUnit>(d.options.front()))
        return false;
    const Front& f = b->fronts.at(static_cast<std::size_t>(b->cursor));
    return std::any_of(f.defense.dragons.begin(), f.defense.dragons.end(),
                       [&](const DragonUnitView& u) {
                           return u.card != s.setup().dragons->king &&
                                  s.setup().dragons->card(u.card)->cost <= max_cost;
                       });
}

GameState holding(const GameState& s, CardId unit, const std::string& card_id, int mana) {
    const auto& cards = s.setup().cards->cards;
    const auto def = std::find_if(cards.begin(), cards.end(),
                                  [&](const CardDef& c) { return c.id == card_id; }) -
                     cards.begin();
    nlohmann::json j = s.to_json();
    j["conquest"]["cards"][static_cast<std::size_t>(unit)]["def"] = def;
    const int front = s.conquest().battle->cursor;
    j["conquest"]["battle"]["fronts"][static_cast<std::size_t>(front)]["attack"]["mana"] = mana;
    return GameState::from_json(j, "edited position");
}

}  // namespace eden_test
