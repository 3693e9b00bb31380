// The setup check (issue 34): see eden/core/setup_check.hpp for what it checks and why.
#include "eden/core/setup_check.hpp"

#include <algorithm>

#include "eden/core/data_error.hpp"
#include "eden/core/setup.hpp"
#include "engine/map/king_of_eden_chain.hpp"

namespace eden {

std::string SetupRefusal::message() const {
    std::string out;
    for (const auto& p : parameters)
        out += (out.empty() ? "" : ", ") + p;
    return out.empty() ? reason : out + ": " + reason;
}

text::Message SetupRefusal::message_in_words() const {
    std::string out;
    for (const auto& p : parameters)
        out += (out.empty() ? "" : ", ") + p;
    if (out.empty()) return reason_message;
    return text::Message("data_error.setup.refusal")
        .with("parameters", text::Name{out})
        .with("reason", text::in_place(reason_message));
}

namespace {

using Refusal = std::optional<SetupRefusal>;

// A refusal: the parameters at fault, the reason in words and the same as a message.
Refusal refuse(std::vector<std::string> parameters, std::string reason, text::Message why) {
    return SetupRefusal{std::move(parameters), std::move(reason), std::move(why)};
}

std::string num(int n) {
    return std::to_string(n);
}

// A number as a message's argument, written as num() writes it.
text::Name number_arg(int n) {
    return text::Name{num(n)};
}

bool king_of_eden_victory(Victory v) {
    return v == Victory::king_of_eden || v == Victory::king_of_eden_then_supremacy;
}

bool unbalance_victory(Victory v) {
    return v == Victory::unbalance || v == Victory::unbalance_then_supremacy;
}

// Each parameter in its table's range: set_parameter is the one place a value is judged, so a
// Rules built in code is held to the same ranges as a file or --set.
Refusal out_of_range(const Rules& rules) {
    for (const ParamInfo& info : parameter_table()) {
        Rules scratch = rules;
        try {
            set_parameter(scratch, info.id, get_parameter(rules, info.id), "", "");
        } catch (const DataError& e) {
            return refuse({std::string(info.id)}, e.problem(),
                          e.reason() ? *e.reason()
                                     : text::Message("data_error.setup.refused")
                                           .with("detail", text::Name{e.problem()}));
        }
    }
    return std::nullopt;
}

// Minimums not above their maximums.
Refusal bad_relation(const Rules& r) {
    if (r.min_players > r.max_players)
        return refuse({"game.min_players", "game.max_players"},
                      "the fewest players (" + num(r.min_players) + ") is above the most (" +
                          num(r.max_players) + ")",
                      text::Message("data_error.setup.players_min_max")
                          .with("min", number_arg(r.min_players))
                          .with("max", number_arg(r.max_players)));
    if (r.starting_small_crystals_min > r.starting_small_crystals_max)
        return refuse({"game.starting_small_crystals_min", "game.starting_small_crystals_max"},
                      "the fewest Small Energy Crystals in a starting deck (" +
                          num(r.starting_small_crystals_min) + ") is above the most (" +
                          num(r.starting_small_crystals_max) + ")",
                      text::Message("data_error.setup.crystals_min_max")
                          .with("min", number_arg(r.starting_small_crystals_min))
                          .with("max", number_arg(r.starting_small_crystals_max)));
    if (r.face_down_colours.empty())
        return refuse({"map.face_down_colours"}, "each player needs at least one face-down tile",
                      text::Message("data_error.setup.face_down"));
    return std::nullopt;
}

// Rules defined for some scenarios or editions only.
Refusal undefined_combination(const Rules& r) {
    // RULES.md §5: "King of Eden and Unbalance are not defined for troops".
    if (r.troops && (king_of_eden_victory(r.victory) || unbalance_victory(r.victory)))
        return refuse({"troops.enabled", "game.victory"},
                      "King of Eden and Unbalance are not defined for troops (RULES.md §5); "
                      "with troops the game is won by supremacy",
                      text::Message("data_error.setup.troops_victory"));
    if (r.troops && r.setup == MapSetup::king_of_eden_chain)
        return refuse({"troops.enabled", "map.setup"},
                      "King of Eden's chains are not defined for troops (RULES.md §5)",
                      text::Message("data_error.setup.troops_chains"));
    // RULES.md §5 C7: a bonus turn's fronts are paid with troops.
    if (r.extra_attacks == ExtraAttacks::bonus_turns && !r.troops)
        return refuse({"game.extra_attacks", "troops.enabled"},
                      "bonus turns pay each front with a troop: they need troops (RULES.md §5 C7)",
                      text::Message("data_error.setup.bonus_turns"));
    return std::nullopt;
}

// King of Eden (RULES.md §4 "Map"): each chain takes its tiles from its player's face-down
// pile, its portal lies one step beyond, and every player's chain must fit around the Heart.
Refusal chains_impossible(const Rules& r, int players) {
    if (r.setup != MapSetup::king_of_eden_chain) return std::nullopt;
    const int length = r.king_of_eden_chain_length;
    const int dealt = static_cast<int>(r.face_down_colours.size());
    if (length > dealt)
        return refuse({"map.king_of_eden_chain_length", "map.face_down_colours"},
                      "a chain of " + num(length) + " tiles needs " + num(length) +
                          " face-down tiles, each player is dealt " + num(dealt),
                      text::Message("data_error.setup.chain_tiles")
                          .with("length", number_arg(length))
                          .with("dealt", number_arg(dealt)));
    if (length + 1 < r.portal_min_distance_heart)
        return refuse({"map.king_of_eden_chain_length", "map.portal_min_distance_heart"},
                      "a chain of " + num(length) + " puts the portal " + num(length + 1) +
                          " from the Heart, closer than the " + num(r.portal_min_distance_heart) +
                          " a portal keeps from it",
                      text::Message("data_error.setup.chain_portal")
                          .with("length", number_arg(length))
                          .with("distance", number_arg(length + 1))
                          .with("min", number_arg(r.portal_min_distance_heart)));
    if (!detail::every_chain_fits(r, players))
        return refuse({"map.king_of_eden_chain_length", "map.portal_min_distance_portal",
                       "map.portal_max_ordinary_neighbours", "players"},
                      "the chains of " + num(players) + " players do not fit around the Heart " +
                          "with these distances (chain " + num(length) + ", portals at least " +
                          num(r.portal_min_distance_portal) + " apart)",
                      text::Message("data_error.setup.chains_fit")
                          .with("players", number_arg(players))
                          .with("length", number_arg(length))
                          .with("apart", number_arg(r.portal_min_distance_portal)));
    return std::nullopt;
}

// The free build (003 §Create the Map): every portal must find a spot far enough from the
// Heart and from the other portals on a map made of the tiles dealt. The map that reaches
// farthest with them is a star, one arm of tiles from the Heart to each portal; a portal a
// player cannot reach with his own tiles waits for black tiles, one at a time (RULES.md §2),
// which builds long arms at great cost.
Refusal portals_unreachable(const Rules& r, int players) {
    if (r.setup != MapSetup::standard) return std::nullopt;
    const int dealt = static_cast<int>(r.face_down_colours.size()) + 1;  // + the face-up tile
    const int heart = r.portal_min_distance_heart;
    // Two arms' tips are as far apart as both arms through the Heart; on the hex grid, arms in
    // neighbouring directions (three or more players) end only one arm's length apart.
    const bool close_arms = r.distance_metric == DistanceMetric::grid && players >= 3;
    const int portal =
        close_arms ? r.portal_min_distance_portal : (r.portal_min_distance_portal + 1) / 2;
    const int arm = std::max(heart, portal) - 1;  // tiles between the Heart and a portal
    // Bots and people build blobs, not stars: an arm longer than half a player's tiles left
    // portals waiting for black tiles (issue 34: 6 portals 20 apart, 8-21 s a game).
    if (2 * arm > dealt)
        return refuse({"map.portal_min_distance_heart", "map.portal_min_distance_portal",
                       "map.face_down_colours"},
                      "a portal " + num(heart) + " from the Heart and " +
                          num(r.portal_min_distance_portal) + " from the others needs " + num(arm) +
                          " tiles between it and the Heart, more than half the " + num(dealt) +
                          " tiles each player is dealt",
                      text::Message("data_error.setup.portal_reach")
                          .with("heart", number_arg(heart))
                          .with("portal", number_arg(r.portal_min_distance_portal))
                          .with("arm", number_arg(arm))
                          .with("dealt", number_arg(dealt)));
    return std::nullopt;
}

// The free build and the tiles after King of Eden's chains alike (003 §Create the Map).
Refusal own_tiles_unplaceable(const Rules& r) {
    // A player's tiles go at least map.own_portal_min_tile_distance from his portal. The
    // Heart is at least map.portal_min_distance_heart from it, and the map spreads around the
    // Heart, so a distance up to that one leaves room; farther (20 in issue 34), a player
    // whose portal stands early finds no spot for his last tiles.
    if (r.own_portal_min_tile_distance > r.portal_min_distance_heart)
        return refuse({"map.own_portal_min_tile_distance", "map.portal_min_distance_heart"},
                      "a player's tiles must be " + num(r.own_portal_min_tile_distance) +
                          " from his portal, which may stand only " +
                          num(r.portal_min_distance_heart) +
                          " from the Heart: his last tiles may find no spot",
                      text::Message("data_error.setup.own_tiles")
                          .with("distance", number_arg(r.own_portal_min_tile_distance))
                          .with("heart", number_arg(r.portal_min_distance_heart)));
    return std::nullopt;
}

Refusal rules_refusal(const Rules& rules, int players, bool builds_map) {
    if (auto r = out_of_range(rules)) return r;
    if (auto r = bad_relation(rules)) return r;
    if (players < rules.min_players || players > rules.max_players)
        return refuse({"players", "game.min_players", "game.max_players"},
                      "a game needs " + num(rules.min_players) + " to " + num(rules.max_players) +
                          " players, not " + num(players),
                      text::Message("data_error.setup.player_count")
                          .with("min", number_arg(rules.min_players))
                          .with("max", number_arg(rules.max_players))
                          .with("players", number_arg(players)));
    if (auto r = undefined_combination(rules)) return r;
    if (builds_map) {
        if (auto r = chains_impossible(rules, players)) return r;
        if (auto r = portals_unreachable(rules, players)) return r;
        if (auto r = own_tiles_unplaceable(rules)) return r;
    }
    return std::nullopt;
}

}  // namespace

std::optional<SetupRefusal> check_rules(const Rules& rules, int players, bool builds_map) {
    return rules_refusal(rules, players, builds_map);
}

std::optional<SetupRefusal> check_setup(const GameSetup& s) {
    const int players = static_cast<int>(s.players.size());
    if (auto r = rules_refusal(s.rules, players, !s.premade_map)) return r;
    // A King of Eden game is won against the dragons: with cards (a game, not a map-building
    // session) it needs their decks (RULES.md §4).
    if (s.cards && king_of_eden_victory(s.rules.victory) && !s.dragons)
        return refuse({"game.victory", "dragons"},
                      "a King of Eden victory needs the dragons, and the setup has no dragon "
                      "deck (the scenario names none)",
                      text::Message("data_error.setup.victory_dragons"));
    if (s.cards) {
        // 003 §Deck: every starting deck takes its crystals from the supply piles.
        const auto supply_short = [&](std::string_view card, int each,
                                      std::string parameter) -> Refusal {
            const auto index = s.cards->index_of(card);
            const int copies = index ? s.cards->cards[static_cast<std::size_t>(*index)].copies : 0;
            if (each * players <= copies) return std::nullopt;
            return refuse({std::move(parameter), "players"},
                          num(players) + " starting decks of " + num(each) + " take " +
                              num(each * players) + " " + std::string(card) +
                              " cards, the supply pile holds " + num(copies),
                          text::Message("data_error.setup.supply_short")
                              .with("players", number_arg(players))
                              .with("each", number_arg(each))
                              .with("total", number_arg(each * players))
                              .with("card", text::Name{std::string(card)})
                              .with("copies", number_arg(copies)));
        };
        if (auto r = supply_short("medium_energy_crystal", s.rules.starting_medium_crystals,
                                  "game.starting_medium_crystals"))
            return r;
        if (auto r = supply_short("small_energy_crystal", s.rules.starting_small_crystals_max,
                                  "game.starting_small_crystals_max"))
            return r;
    }
    return std::nullopt;
}

}  // namespace eden
