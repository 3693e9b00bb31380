// Territories in the reader's words (issue 33 item 6, issue 36): every hex of a game's map is
// named in English and in French from the catalogs' "place.*" messages, for a seat and for the
// table; French is French (its own words, gender and contractions), and where two hexes read
// alike in one language they read alike in the other, so the compass tells them apart in both.
#include <catch2/catch.hpp>
#include <map>
#include <string>

#include "app/session/new_game.hpp"
#include "app/words/place_words.hpp"
#include "bots/bot.hpp"
#include "data/data_files.hpp"

using namespace eden;

namespace {

// Two seats of heuristic bots until the conquest's second round: portals, owned territories,
// wild tiles.
GameState a_game_in_conquest(std::uint64_t seed) {
    const auto data = data::load_game_data(data::default_data_dir());
    app::NewGameChoice choice = app::default_new_game(data, seed);
    choice.seats.resize(2);
    GameState s(app::make_setup(data, choice));
    const auto bot = bots::make_bot("heuristic", seed);
    for (int i = 0; i < 20000; ++i) {
        if (s.phase() == Phase::conquest && s.conquest().round >= 2) break;
        REQUIRE(s.pending().player >= 0);
        REQUIRE(s.apply(bot->choose(s, s.pending())));
    }
    return s;
}

bool has(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

}  // namespace

TEST_CASE("Places in words: every hex of a map in English and in French, for a seat and the table",
          "[ui][text][places]") {
    const GameState s = a_game_in_conquest(12);
    REQUIRE(s.phase() == Phase::conquest);
    for (int viewer : {-1, 0, 1}) {
        INFO("viewer " << viewer);
        std::map<std::string, int> english_seen, french_seen;
        for (const auto& [hex, tile] : s.map().tiles()) {
            for (bool timeless : {false, true}) {
                const std::string en =
                    app::place_words(s, hex, viewer, timeless, text::Language::english);
                const std::string fr =
                    app::place_words(s, hex, viewer, timeless, text::Language::french);
                INFO(to_string(hex) << ": " << en << " | " << fr);
                CHECK_FALSE(en.empty());
                CHECK_FALSE(has(en, "{"));
                CHECK_FALSE(has(fr, "{"));
                CHECK(en != fr);
                for (const char* english : {"tile", "territory", "portal", "next to", "the "})
                    CHECK_FALSE(has(fr, english));
                if (!timeless) {
                    ++english_seen[en];
                    ++french_seen[fr];
                }
            }
        }
        // Names that tell hexes apart in English do so in French.
        CHECK(english_seen.size() == french_seen.size());
    }
    // Reference sentences.
    const Hex heart = *s.map().heart();
    CHECK(app::place_words(s, heart, 0) == "the Heart");
    CHECK(app::place_words(s, heart, 0, false, text::Language::french) == "le Cœur");
    const Hex portal = *s.map().portal_of(0);
    CHECK(app::place_words(s, portal, 0) == "your portal");
    CHECK(app::place_words(s, portal, 0, false, text::Language::french) == "votre portail");
    const std::string alice = s.setup().players[0].name;
    CHECK(app::place_words(s, portal, 1) == alice + "'s portal");
    // French elides before a vowel (issue 36): « le portail d’Alice », « de Bob ».
    const bool vowel = std::string("AEIOUaeiou").find(alice.front()) != std::string::npos;
    CHECK(app::place_words(s, portal, 1, false, text::Language::french) ==
          (vowel ? "le portail d’" : "le portail de ") + alice);
    // A territory next to its owner's portal: the owner reads "your", the others "their".
    for (const auto& [hex, owner] : s.control()) {
        const Hex own_portal = *s.map().portal_of(owner);
        if (hex == own_portal || grid_distance(hex, own_portal) != 1) continue;
        const std::string colour(to_string(s.map().at(hex)->color));
        INFO(to_string(hex));
        CHECK(has(app::place_words(s, hex, owner),
                  "your " + colour + " territory next to your portal"));
        CHECK(has(app::place_words(s, hex, owner, false, text::Language::french),
                  "votre territoire "));
        CHECK(has(app::place_words(s, hex, owner, false, text::Language::french),
                  " à côté de votre portail"));
        CHECK(has(app::place_words(s, hex, 1 - owner, false, text::Language::french),
                  " à côté de son portail"));
        break;
    }
}
