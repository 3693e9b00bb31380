// The game log in the Menu's language (issue 36 item 4): the session keeps what each line says
// and words the whole log again when the language changes, past lines included, and back.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "app/session/game_session.hpp"
#include "app/session/new_game.hpp"
#include "support/shipped_data.hpp"

using namespace eden;
using namespace eden::app;
using eden::test::shipped_data;

TEST_CASE("The game log switches language mid-game: every line and back again", "[text][session]") {
    for (const char* scenario : {"supremacy", "king-of-eden"}) {
        INFO(scenario);
        NewGameChoice choice = default_new_game(shipped_data(), 21);
        choice.scenario = scenario;
        resize_seats(choice, shipped_data(), 3);
        GameSession game(GameState(make_setup(shipped_data(), choice)),
                         {SeatKind::bot, SeatKind::bot, SeatKind::bot}, 21);
        for (int i = 0; i < 3000 && !game.over(); ++i)
            game.play_bot();
        const std::vector<std::string> english = game.log();
        REQUIRE(english.size() > 100);

        game.set_language(text::Language::french);
        const std::vector<std::string> french = game.log();
        REQUIRE(french.size() == english.size());
        int changed = 0;
        for (std::size_t i = 0; i < french.size(); ++i) {
            INFO(english[i] << " | " << french[i]);
            CHECK(french[i].find('[') == std::string::npos);  // no message missing
            if (french[i] != english[i]) ++changed;
        }
        // Every line is French but those that are only names and numbers.
        CHECK(changed > static_cast<int>(french.size()) * 9 / 10);
        CHECK(std::find(french.begin(), french.end(), "La carte d’Eden est terminée") !=
              french.end());

        if (std::string(scenario) == "king-of-eden") {
            CHECK(std::any_of(french.begin(), french.end(), [](const std::string& line) {
                return line.rfind("Les dragons jouent ", 0) == 0;
            }));
            // A dragon card's text is card text: worded again in French with its line.
            for (const std::string& line : french)
                if (line.rfind("Les dragons jouent ", 0) == 0) {
                    INFO(line);
                    CHECK(line.find("strength") == std::string::npos);
                    CHECK(line.find("enemy") == std::string::npos);
                }
        }
        game.set_language(text::Language::english);
        CHECK(game.log() == english);
        const std::size_t after = game.log().size();
        game.set_language(text::Language::english);
        const std::vector<std::string> back(
            game.log().begin(), game.log().begin() + static_cast<std::ptrdiff_t>(english.size()));
        CHECK(back == english);
        CHECK(game.log().size() == after);
    }
}
