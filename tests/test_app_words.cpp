// Words that misled a new player (issue 14 item 6), checked over whole games: every prompt
// offers only what the options hold, and no log line or prompt reads "1 resources",
// "crystal shards or crystal shards", or calls the Heart a wild territory.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

#include "app/session/card_gallery.hpp"
#include "app/session/game_session.hpp"
#include "app/session/labels.hpp"
#include "app/session/new_game.hpp"
#include "data/game_data.hpp"
#include "eden/core/event.hpp"
#include "eden/text/action_text.hpp"
#include "eden/text/event_text.hpp"
#include "eden/text/prompt_text.hpp"
#include "support/shipped_data.hpp"

using namespace eden;
using eden::test::shipped_data;
using namespace eden::app;

namespace {

bool words_has(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

template <class Kind>
bool any_option(const Decision& d) {
    for (const Action& a : d.options)
        if (std::holds_alternative<Kind>(a)) return true;
    return false;
}

// Plays a bot game in the app's session, checking every prompt and log line on the way.
void check_words(const std::string& scenario, std::uint64_t seed, int players) {
    NewGameChoice choice = default_new_game(shipped_data(), seed);
    choice.scenario = scenario;
    resize_seats(choice, shipped_data(), players);
    std::vector<SeatKind> kinds(static_cast<std::size_t>(players), SeatKind::bot);
    GameSession game(GameState(make_setup(shipped_data(), choice)), kinds, seed);
    std::size_t logged = 0;
    for (int i = 0; i < 4000 && !game.over(); ++i) {
        const Decision& d = game.pending();
        const std::string prompt = describe(d, game.state());
        INFO(prompt);
        if (d.kind == DecisionKind::draw_tile) {
            bool face_up = false, face_down = false;
            for (const Action& a : d.options)
                (std::get<DrawTile>(a).face_up ? face_up : face_down) = true;
            CHECK(words_has(prompt, "face-up") == face_up);
            CHECK(words_has(prompt, "face-down") == face_down);
        }
        if (words_has(prompt, "you may place your portal")) CHECK(any_option<PlacePortal>(d));
        CHECK_FALSE(words_has(prompt, "crystal shards or crystal shards"));
        CHECK_FALSE(words_has(prompt, " 1 resources"));
        game.play_bot();
        for (; logged < game.log().size(); ++logged) {
            const std::string& line = game.log()[logged];
            INFO(line);
            CHECK_FALSE(words_has(line, " 1 resources"));
            CHECK_FALSE(words_has(line, " 1 tiles"));
            CHECK_FALSE(words_has(line, " 1 territories"));
            CHECK_FALSE(words_has(line, "crystal-shard richness token"));
            if (words_has(line, "attacks (0,0)")) CHECK_FALSE(words_has(line, "wild territory"));
        }
    }
}

}  // namespace

TEST_CASE("Words (issue 14 item 6): counts take the number of their noun", "[app]") {
    CHECK(describe(Action{PlaceResources{{{Hex{1, 0}, TileColor::red, 1}}}}) == "place 1 resource");
}

TEST_CASE("Words (issue 14 item 6): a richness token is logged with its reason", "[app]") {
    const std::vector<std::string> names{"Alice"};
    CHECK(describe(Event{RichnessTokenPlaced{Hex{1, 0}, false}}, names) ==
          "A richness token is placed on (1,0) (it touches tiles of four colours)");
    CHECK(words_has(describe(Event{RichnessTokenPlaced{Hex{1, 0}, true}}, names), "chosen colour"));
}

TEST_CASE("Words (issue 14 item 6): the gallery names a World's resource, not its colour",
          "[app]") {
    for (const auto& s : gallery_sections(shipped_data().cards, shipped_data().dragons))
        if (s.title == "The Beast Tribes") CHECK(words_has(s.resource, "animals"));
}

TEST_CASE(
    "Words (issue 14 item 6): over whole games every prompt offers what its options hold and "
    "no line reads '1 resources' or calls the Heart wild",
    "[app]") {
    check_words("supremacy", 3, 3);
    check_words("king-of-eden", 5, 3);
}
