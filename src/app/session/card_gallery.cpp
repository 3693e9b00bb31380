#include "app/session/card_gallery.hpp"

#include <algorithm>
#include <set>

#include "eden/map/tile.hpp"
#include "eden/text/data_text.hpp"
#include "eden/text/message.hpp"

namespace eden::app {

std::vector<GallerySection> gallery_sections(const CardLibrary& lib,
                                             const std::map<std::string, DragonDeckDef>& dragons,
                                             text::Language language) {
    const auto words = [language](const text::Message& m) {
        return text::render(m, text::Names{}, language);
    };
    std::vector<GallerySection> out;
    std::set<int> placed;
    for (const Civilization& civ : lib.civilizations) {
        GallerySection s{text::civilization_name(civ, language),
                         words(text::Message("app.gallery.world_resource")
                                   .with("colour", std::string(to_string(civ.resource)))),
                         text::civilization_description(civ, language),
                         {},
                         {}};
        for (const std::string& id : civ.units)
            if (const auto i = lib.index_of(id); i && placed.insert(*i).second)
                s.cards.push_back(*i);
        out.push_back(std::move(s));
    }
    GallerySection common{words(text::Message("app.gallery.common")),
                          "",
                          words(text::Message("app.gallery.common_about")),
                          {},
                          {}};
    GallerySection tech{words(text::Message("app.gallery.technology")), "", "", {}, {}};
    GallerySection other{words(text::Message("app.gallery.other_units")),
                         "",
                         words(text::Message("app.gallery.other_units_about")),
                         {},
                         {}};
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
    for (const auto& [id, deck] : dragons) {
        GallerySection s{
            text::data_text(language, "dragons/" + id, "name", deck.name),
            "",
            text::data_text(language, "dragons/" + id, "description", deck.description),
            {},
            deck.cards};
        // The King of Eden first: he defends the Heart and is in no pile.
        std::stable_partition(s.dragon_cards.begin(), s.dragon_cards.end(),
                              [&king = deck.king](const CardDef& c) { return c.id == king; });
        out.push_back(std::move(s));
    }
    return out;
}

}  // namespace eden::app
