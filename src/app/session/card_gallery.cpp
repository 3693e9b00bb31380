#include "app/session/card_gallery.hpp"

#include <set>

#include "eden/tile.hpp"

namespace eden::app {

std::vector<GallerySection> gallery_sections(const CardLibrary& lib) {
    std::vector<GallerySection> out;
    std::set<int> placed;
    for (const Civilization& civ : lib.civilizations) {
        GallerySection s{civ.name, std::string(to_string(civ.resource)), civ.description, {}};
        for (const std::string& id : civ.units)
            if (const auto i = lib.index_of(id); i && placed.insert(*i).second)
                s.cards.push_back(*i);
        out.push_back(std::move(s));
    }
    GallerySection common{"Common cards", "", "The supply piles every player buys from.", {}};
    GallerySection tech{"Technology cards", "", "", {}};
    GallerySection other{"Other units", "", "Units of no World in this library.", {}};
    for (int i = 0; i < static_cast<int>(lib.cards.size()); ++i) {
        if (placed.contains(i)) continue;
        const CardKind k = lib.cards[static_cast<std::size_t>(i)].kind;
        (k == CardKind::technology ? tech
         : k == CardKind::unit     ? other
                                   : common)
            .cards.push_back(i);
    }
    for (GallerySection* s : {&common, &tech, &other})
        if (!s->cards.empty()) out.push_back(std::move(*s));
    return out;
}

}  // namespace eden::app
