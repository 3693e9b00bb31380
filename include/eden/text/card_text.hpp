// The rules text players read on a card, generated from its effect data (DESIGN.md "Rules as
// data": what a card says and what it does cannot drift apart), in any language of the text
// layer (issue 36 item 3).
//
// Rulebook: 003 §Effects and abilities (the timings: immediate, delayed, post-combat, reaction,
// permanent), FAQ 6 ("do X to do Y": the costs come first), FAQ 7 (revealing cards), FAQ 9
// (harvest), FAQ 10 (purchasing into the hand), the glossary (doom, restore, get rid of, move,
// mana); RULES.md §2 (the common and technology cards); 004 §Effets des cartes for the French
// words (capacités, « X pour Y »). Parameters read: none.
//
// One sentence per ability: "<timing>: <costs> to <effects>." Each timing, condition, cost,
// effect clause, target and list joiner is a whole message of the catalogs (ids "cardtext.*" in
// data/text/<language>.json) with named arguments (counts, resources, targets), never a word
// fragment: the catalog, not this code, decides plurals (ICU/CLDR), gender and elision. Every
// value of every vocabulary enum of eden/cards/cards.hpp has a message here, in switches
// without a default, so a new value does not compile until it is worded. No rules text is
// stored in data/cards.
#pragma once

#include <string>
#include <string_view>

#include "eden/cards/cards.hpp"
#include "eden/conquest/payment.hpp"
#include "eden/text/language.hpp"

namespace eden {

// One ability as a sentence, e.g. "Delayed: doom this unit to give it +2 strength." `lib` names
// the card a return_from_discard brings back; `civilization_id` (the card's civilization, empty
// for a common card) names the resource a pay_civ_resources cost uses.
std::string ability_text(const Ability& a, const CardLibrary& lib,
                         std::string_view civilization_id = {},
                         text::Language language = text::Language::english);

// Every ability of the card, one sentence each, joined with newlines; empty for a card without
// abilities (a plain unit, an Energy Crystal: the caller shows only its numbers).
std::string card_rules_text(const CardDef& c, const CardLibrary& lib,
                            text::Language language = text::Language::english);

// A price: "3 Energy Crystals + 2 ore", "2 pure energy", "1 crystal shard"; "free" for nothing.
std::string price_text(const Cost& cost, text::Language language = text::Language::english);

// "1 crystal shard", "2 plants", "3 ore": a number of resources of one type.
std::string resource_count_text(int count, TileColor type,
                                text::Language language = text::Language::english);

}  // namespace eden
