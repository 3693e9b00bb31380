// Every event of the engine as a message: the id of its sentence and its named arguments
// (data/text/*.json, "event.*"). The catalogs word them; nothing here is a word of any language.
#include "eden/text/event_text.hpp"

#include "eden/text/data_text.hpp"
#include "engine/core/overloaded.hpp"

#include <array>
#include <cstdlib>
#include <string_view>

namespace eden::text {

namespace {

// The reasons the engine gives for a gain or a loss, as their catalog terms; anything else is
// a card's name (a card that gains resources or pure energy), written as it is.
ArgValue reason(const std::string& why) {
    static constexpr std::array<std::pair<std::string_view, std::string_view>, 10> kReasons{{
        {"production", "reason.production"},
        {"starting", "reason.starting"},
        {"harvest", "reason.harvest"},
        {"the Heart of Eden", "reason.heart"},
        {"the Heart of Eden lost", "reason.heart_lost"},
        {"the portal is destroyed", "reason.portal_destroyed"},
        {"captured with the portal", "reason.captured_with_own_portal"},
        {"captured with a portal", "reason.captured_with_a_portal"},
        {"a purchase", "reason.purchase"},
        {"spent", "reason.spent"},
    }};
    for (const auto& [engine_word, term] : kReasons)
        if (why == engine_word) return Term{std::string(term)};
    return why;
}

ArgValue phase_term(const std::string& phase) {
    static constexpr std::array<std::pair<std::string_view, std::string_view>, 3> kPhases{{
        {"production", "phase.production"},
        {"expansion", "phase.expansion"},
        {"purchasing", "phase.purchasing"},
    }};
    for (const auto& [engine_word, term] : kPhases)
        if (phase == engine_word) return Term{std::string(term)};
    return phase;
}

std::string colour_keyword(TileColor c) {
    return std::string(to_string(c));
}

}  // namespace

Message message_of(const Event& e) {
    return std::visit(
        detail::overloaded{
            [](const ShardColourChosen& x) {
                return Message("event.shard_colour_chosen")
                    .with("player", Seat{x.player})
                    .with("colour", colour_keyword(x.colour));
            },
            [](const TileDrawn& x) {
                return Message("event.tile_drawn")
                    .with("player", Seat{x.player})
                    .with_flag("face_up", x.face_up);
            },
            [](const TilePlaced& x) {
                return Message("event.tile_placed")
                    .with("player", Seat{x.player})
                    .with("colour", colour_keyword(x.colour))
                    .with("at", Place{x.at})
                    .with_flag("blind", x.blind);
            },
            [](const RichnessTokenPlaced& x) {
                return Message("event.richness_token_placed")
                    .with("at", Place{x.at})
                    .with_flag("chosen_colour", x.chosen_colour);
            },
            [](const RichnessTokenRemoved& x) {
                return Message("event.richness_token_removed").with("at", Place{x.at});
            },
            [](const PortalPlaced& x) {
                return Message("event.portal_placed")
                    .with("player", Seat{x.player})
                    .with("at", Place{x.at});
            },
            [](const PortalRemoved& x) {
                return Message("event.portal_removed")
                    .with("player", Seat{x.player})
                    .with("at", Place{x.at});
            },
            [](const BlackTileGiven& x) {
                return Message("event.black_tile_given")
                    .with("player", Seat{x.player})
                    .with("count", x.count_so_far);
            },
            [](const FinalPortalRoundStarted&) {
                return Message("event.final_portal_round_started");
            },
            [](const TerritoryControlled& x) {
                return Message("event.territory_controlled")
                    .with("player", Seat{x.player})
                    .with("at", Place{x.at});
            },
            [](const FirstPlayerTokenGiven& x) {
                return Message("event.first_player_token_given").with("player", Seat{x.player});
            },
            [](const MapCompleted&) { return Message("event.map_completed"); },
            [](const RoundStarted& x) {
                return Message("event.round_started").with("round", x.round);
            },
            [](const PhaseStarted& x) {
                return Message("event.phase_started").with("phase", phase_term(x.phase));
            },
            [](const TurnStarted& x) {
                return Message("event.turn_started").with("player", Seat{x.player});
            },
            [](const CardsDrawn& x) {
                return Message("event.cards_drawn")
                    .with("player", Seat{x.player})
                    .with("count", x.count);
            },
            [](const ResourcesGained& x) {
                return Message("event.resources_gained")
                    .with("player", Seat{x.player})
                    .with("amount", x.amount)
                    .with("why", reason(x.why));
            },
            [](const ResourcesSpent& x) {
                return Message("event.resources_spent")
                    .with("player", Seat{x.player})
                    .with("amount", x.amount);
            },
            [](const ResourcesLost& x) {
                return Message("event.resources_lost")
                    .with("amount", x.amount)
                    .with("at", Place{x.at});
            },
            [](const PureEnergyChanged& x) {
                return Message("event.pure_energy_changed")
                    .with("player", Seat{x.player})
                    .with_flag("gain", x.delta >= 0)
                    .with("amount", std::abs(x.delta))
                    .with("why", reason(x.why));
            },
            [](const CardBought& x) {
                return Message("event.card_bought")
                    .with("player", Seat{x.player})
                    .with("card", Card{x.card});
            },
            [](const CardDiscarded& x) {
                return Message("event.card_discarded")
                    .with("player", Seat{x.player})
                    .with("card", Card{x.card});
            },
            [](const CardSetAside& x) {
                return Message("event.card_set_aside")
                    .with("player", Seat{x.player})
                    .with("card", Card{x.card});
            },
            [](const FrontOpened& x) {
                Message m("event.front_opened");
                m.with("player", Seat{x.player})
                    .with("at", Place{x.at})
                    .with("from", Place{x.from})
                    .with_flag("wild", x.defender < 0);
                if (x.defender >= 0) m.with("defender", Seat{x.defender});
                return m;
            },
            [](const UnitAdded& x) {
                return Message("event.unit_added")
                    .with("player", Seat{x.player})
                    .with("card", Card{x.card})
                    .with("front", x.front + 1);
            },
            [](const FrontStopped& x) {
                return Message("event.front_stopped")
                    .with("player", Seat{x.player})
                    .with("front", x.front + 1);
            },
            [](const AbilityTriggered& x) {
                return Message("event.ability_triggered")
                    .with("player", Seat{x.player})
                    .with("ability", x.ability + 1)
                    .with("card", Card{x.card});
            },
            [](const UnitDoomed& x) {
                return Message("event.unit_doomed").with("card", Card{x.card});
            },
            [](const UnitRestored& x) {
                return Message("event.unit_restored").with("card", Card{x.card});
            },
            [](const UnitCollapsed& x) {
                return Message("event.unit_collapsed").with("card", Card{x.card});
            },
            [](const UnitDestroyed& x) {
                return Message("event.unit_destroyed").with("card", Card{x.card});
            },
            [](const UnitReturned& x) {
                return Message("event.unit_returned").with("card", Card{x.card});
            },
            [](const UnitRescued& x) {
                return Message("event.unit_rescued").with("card", Card{x.card});
            },
            [](const ManaGained& x) {
                return Message("event.mana_changed")
                    .with("player", Seat{x.player})
                    .with_flag("gain", x.delta >= 0)
                    .with("amount", std::abs(x.delta))
                    .with("front", x.front + 1);
            },
            [](const UnitMoved& x) {
                return Message("event.unit_moved")
                    .with("card", Card{x.card})
                    .with_flag("to_top", x.to_top);
            },
            [](const UnitTakenBack& x) {
                return Message("event.unit_taken_back")
                    .with("player", Seat{x.player})
                    .with("card", Card{x.card});
            },
            [](const FrontResolved& x) {
                return Message("event.front_resolved")
                    .with("front", x.front + 1)
                    .with("attacker", x.attacker_strength)
                    .with("defender", x.defender_strength)
                    .with_flag("attacker_won", x.attacker_won);
            },
            [](const TerritoryTaken& x) {
                Message m("event.territory_taken");
                m.with("player", Seat{x.player})
                    .with("at", Place{x.at})
                    .with_flag("from_player", x.from >= 0);
                if (x.from >= 0) m.with("from", Seat{x.from});
                return m;
            },
            [](const PortalDestroyed& x) {
                return Message("event.portal_destroyed")
                    .with("owner", Seat{x.owner})
                    .with("at", Place{x.at});
            },
            [](const PlayerEliminated& x) {
                return Message("event.player_eliminated").with("player", Seat{x.player});
            },
            [](const PortalDestructionScheduled& x) {
                return Message("event.portal_destruction_scheduled")
                    .with("player", Seat{x.player})
                    .with("at", Place{x.at});
            },
            [](const DragonTurnBegan& x) {
                return Message("event.dragon_turn_began")
                    .with("target", x.target_card)
                    .with("defense", x.base_defense)
                    .with("removed", x.cards_removed)
                    .with_flag("reserve", !x.card_added.empty());
            },
            [](const DragonCardPlayed& x) {
                return Message("event.dragon_card_played").with("name", x.name);
            },
            [](const DragonBattleFought& x) {
                return Message("event.dragon_battle_fought")
                    .with("dragons", x.dragons_strength)
                    .with("player", Seat{x.player})
                    .with("strength", x.player_strength)
                    .with_flag("by_hand", x.by_hand);
            },
            [](const DragonsTookTerritory& x) {
                Message m("event.dragons_took_territory");
                m.with("at", Place{x.at}).with_flag("from_player", x.from >= 0);
                if (x.from >= 0) m.with("from", Seat{x.from});
                return m;
            },
            [](const DragonAttackRepelled& x) {
                return Message("event.dragon_attack_repelled")
                    .with("defender", Seat{x.defender})
                    .with("at", Place{x.at});
            },
            [](const DragonUnitStruck& x) {
                return Message("event.dragon_unit_struck")
                    .with("player", Seat{x.player})
                    .with_flag("doomed", x.doomed)
                    .with("name", x.name);
            },
            [](const DragonTurnEnded& x) {
                return Message("event.dragon_turn_ended").with("removed", x.cards_removed);
            },
            [](const TroopsPlaced& x) {
                return Message("event.troops_placed")
                    .with("player", Seat{x.player})
                    .with("count", x.count)
                    .with("at", Place{x.at});
            },
            [](const TroopsMoved& x) {
                return Message("event.troops_moved")
                    .with("player", Seat{x.player})
                    .with("count", x.count)
                    .with("from", Place{x.from})
                    .with("to", Place{x.to});
            },
            [](const TroopsToFrontier& x) {
                return Message("event.troops_to_frontier")
                    .with("player", Seat{x.player})
                    .with("count", x.count)
                    .with("from", Place{x.from})
                    .with("toward", Place{x.toward});
            },
            [](const TroopsFromFrontier& x) {
                return Message("event.troops_from_frontier")
                    .with("player", Seat{x.player})
                    .with("count", x.count)
                    .with_flag("into", x.to == x.toward)
                    .with("toward", Place{x.toward})
                    .with("to", Place{x.to});
            },
            [](const TroopsLost& x) {
                return Message("event.troops_lost")
                    .with("player", Seat{x.player})
                    .with("count", x.count)
                    .with("at", Place{x.at});
            },
            [](const WildMarkersLaid& x) {
                return Message("event.wild_markers_laid")
                    .with("count", x.territories)
                    .with("lowest", x.lowest)
                    .with("highest", x.highest);
            },
            [](const WildMarkerBeaten& x) {
                return Message("event.wild_marker_beaten")
                    .with("player", Seat{x.player})
                    .with("value", x.value)
                    .with("at", Place{x.at});
            },
            [](const GameOver& x) {
                const char* outcome = x.dragons_won       ? "dragons"
                                      : x.winners.empty() ? "nobody"
                                                          : "players";
                return Message("event.game_over")
                    .with("outcome", outcome)
                    .with("winners", SeatList{x.winners})
                    .with("count", static_cast<int>(x.winners.size()));
            },
        },
        e);
}

}  // namespace eden::text

namespace eden {

std::string text::capitalised(std::string sentence) {
    // Only an ASCII first letter changes (a card's name begins a sentence: "Skeleton
    // collapses"); a name starting with an accented letter is kept as its owner wrote it.
    if (!sentence.empty() && sentence[0] >= 'a' && sentence[0] <= 'z')
        sentence[0] = static_cast<char>(sentence[0] - 'a' + 'A');
    return sentence;
}

std::string describe(const Event& e, const std::vector<std::string>& player_names,
                     text::Language language) {
    // No namer: the catalog's own words for a card ("card #7").
    return describe(e, player_names, CardNamer{}, language);
}

std::string describe(const Event& e, const std::vector<std::string>& player_names,
                     const CardNamer& card_name, text::Language language) {
    text::Names names;
    names.seats = player_names;
    names.card = card_name;
    return text::capitalised(text::render(text::message_of(e), names, language));
}

std::string describe(const Event& e, const GameState& state, text::Language language) {
    const CardNamer name = [&](int card) { return text::card_name(state, card, language); };
    if (const auto* played = std::get_if<DragonCardPlayed>(&e)) {
        // The event carries the dragon card's English name; the reader's language names it.
        DragonCardPlayed named = *played;
        named.name = text::dragon_card_name(state, played->name, language);
        return describe(Event{named}, player_names(state), name, language);
    }
    return describe(e, player_names(state), name, language);
}

}  // namespace eden
