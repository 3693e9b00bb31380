// The Card gallery's sections (issue 6): each World with its units, then the common cards
// (Energy Crystals among them), the technology cards and the dragons. Every card of the library is
// in exactly one section, so the gallery never forgets a card a game can use.
#pragma once

#include <string>
#include <vector>

#include <map>

#include "eden/cards/cards.hpp"
#include "eden/dragons/deck.hpp"
#include "eden/text/language.hpp"

namespace eden::app {

struct GallerySection {
    std::string title;        // the World's name, or "Common cards"
    std::string resource;     // the World's resource: "animals (red tiles)"; empty for the piles
    std::string description;  // the World's description
    std::vector<int> cards;   // indices into CardLibrary::cards
    std::vector<CardDef> dragon_cards;  // a dragon deck's cards (King of Eden), with copies
};

// The library's sections, then one per dragon deck (its King of Eden first, then the battle
// deck and the reserve in file order). A World's and a dragon deck's name and description are in
// `language` (data/README.md "Other languages").
std::vector<GallerySection> gallery_sections(
    const CardLibrary& lib, const std::map<std::string, DragonDeckDef>& dragons = {},
    text::Language language = text::Language::english);

}  // namespace eden::app
