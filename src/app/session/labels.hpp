// Words for the screen: the engine describes actions and events with card numbers ("add card
// #12 to front 1"); players read card names ("Add Miner to front 1").
#pragma once

#include <string>

#include "eden/core/action.hpp"
#include "eden/core/event.hpp"
#include "eden/core/game_state.hpp"
#include "eden/text/catalog.hpp"
#include "eden/text/language.hpp"

namespace eden::app {

// "1 tile", "3 tiles": a count with its noun in the right number.

// "Add Miner to front 1": describe(a) with card names, capitalised.
std::string option_label(const GameState& state, const Action& a,
                         text::Language language = text::Language::english);

// The words of ability `ability` of card `card` ("Immediate: harvest ..."), empty if unknown:
// an offer to trigger an ability shows what it does (issue 16 item 3).
std::string ability_words(const GameState& state, int card, int ability,
                          text::Language language = text::Language::english);

// The card definition behind a card id, nullptr if none.
const CardDef* card_def(const GameState& state, int card);

// A dragon card by its name (the event DragonCardPlayed names it), nullptr if none.
const CardDef* dragon_card_named(const GameState& state, const std::string& name);

// One line of the game log as a message, worded in the reader's language when it is shown
// (GameSession::log). What the line depends on in the state of that moment (who holds the
// Heart, what an ability says) is taken now. A card set aside stays unnamed: set-aside cards
// are private.
// A dragon card's text and an ability's words are worded in `language`, and worded again by
// worded_again when the reader changes language.
text::Message event_message(const GameState& state, const Event& e,
                            text::Language language = text::Language::english);
// A line whose words come from the cards ("log.dragon_card_played": the card's text;
// "log.ability_fired": what the ability does) with those words in `language`; any other line as
// it is.
text::Message worded_again(const GameState& state, text::Message m, text::Language language);
// The names the log's messages use: the players', and the cards' of this game.
text::Names log_names(const GameState& state);
// A line the app words itself (not yet a message of the catalogs), kept as it is.
text::Message verbatim(std::string line);

}  // namespace eden::app
