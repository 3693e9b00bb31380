// The Card gallery's sections (issue 6): each World with its units, then the common cards
// (Energy Crystals among them) and the technology cards. Every card of the library is in
// exactly one section, so the gallery never forgets a card a game can use.
#pragma once

#include <string>
#include <vector>

#include "eden/cards.hpp"

namespace eden::app {

struct GallerySection {
    std::string title;        // the World's name, or "Common cards"
    std::string resource;     // the World's resource colour; empty for the shared piles
    std::string description;  // the World's description
    std::vector<int> cards;   // indices into CardLibrary::cards
};

std::vector<GallerySection> gallery_sections(const CardLibrary& lib);

}  // namespace eden::app
