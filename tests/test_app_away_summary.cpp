// Issue 16 items 4 and 5 without a screen: what a person is told happened while he was away,
// which decisions are taken for him, and that undo passes over what was taken for him.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

#include "app/session/auto_take.hpp"
#include "app/session/away_summary.hpp"
#include "app/session/game_session.hpp"
#include "app/session/new_game.hpp"
#include "bots/bot.hpp"
#include "support/shipped_data.hpp"

using namespace eden;
using namespace eden::app;

namespace {

// A three-seat game of bots played into the conquest, so cards have names.
GameState conquest_state() {
    NewGameChoice choice = default_new_game(test::shipped_data(), 4);
    resize_seats(choice, test::shipped_data(), 3);
    GameSession session(GameState(make_setup(test::shipped_data(), choice)),
                        {SeatKind::bot, SeatKind::bot, SeatKind::bot}, 4);
    while (session.state().phase() != Phase::conquest)
        session.play_bot();
    return session.state();
}

std::string name_of(const GameState& s, int seat) {
    return s.setup().players.at(static_cast<std::size_t>(seat)).name;
}

bool has_line(const AwaySummary& a, const std::string& text) {
    return std::any_of(a.lines.begin(), a.lines.end(),
                       [&](const AwayLine& l) { return l.text == text; });
}

}  // namespace

TEST_CASE("Away summary: a territory taken from the reader is his loss, with the battle's score",
          "[app][away]") {
    const GameState s = conquest_state();
    const Hex from{0, 0}, at{1, -1};
    const std::vector<Event> events{FrontOpened{1, from, at, 0}, FrontResolved{0, 7, 5, true},
                                    TerritoryTaken{1, 0, at}};
    const AwaySummary mine = summarize_away(s, 0, events);
    REQUIRE(mine.lines.size() == 1);
    CHECK(mine.lines[0].text ==
          name_of(s, 1) + " took your territory: " + to_string(at) + " (7 against 5)");
    CHECK(mine.lines[0].tone == AwayLine::Tone::loss);
    CHECK(mine.lines[0].hexes == std::vector<Hex>{at});
    // The third seat reads the same battle about two others.
    const AwaySummary theirs = summarize_away(s, 2, events);
    REQUIRE(theirs.lines.size() == 1);
    CHECK(theirs.lines[0].text == name_of(s, 1) + " took " + name_of(s, 0) +
                                      "'s territory: " + to_string(at) + " (7 against 5)");
    CHECK(theirs.lines[0].tone == AwayLine::Tone::other);
}

TEST_CASE("Away summary: a lost attack, a second battle's fronts, purchases and the dragons",
          "[app][away]") {
    const GameState s = conquest_state();
    const int card = s.conquest().players.at(1).world.at(0);
    const Hex a{2, 0}, b{0, 2}, c{-1, 1};
    const std::vector<Event> events{
        FrontOpened{1, Hex{1, 0}, a, 0},
        FrontResolved{0, 3, 6, false},
        // A new battle: its front 0 is the territory c, not a.
        FrontOpened{2, Hex{0, 1}, c, -1},
        FrontResolved{0, 4, 2, true},
        TerritoryTaken{2, -1, c},
        CardBought{1, card},
        CardBought{1, card},
        DragonBattleFought{0, 9, 4, true},
        DragonsTookTerritory{b, 0},
        PortalDestroyed{0, b},
        PlayerEliminated{0},
        // Events the summary leaves to the log.
        CardsDrawn{1, 2},
        RoundStarted{3},
    };
    const AwaySummary sum = summarize_away(s, 0, events);
    CHECK(has_line(sum, name_of(s, 1) + " attacked your territory: " + to_string(a) +
                            " and lost (3 against 6)"));
    CHECK(has_line(sum,
                   name_of(s, 2) + " took a wild territory: " + to_string(c) + " (4 against 2)"));
    const std::string bought = card_name(s, card);
    CHECK(has_line(sum, name_of(s, 1) + " bought " + bought + " and " + bought));
    CHECK(has_line(sum, "The dragons took your territory: " + to_string(b) +
                            " (the dragons 9 against 4 you)"));
    CHECK(has_line(sum, "You lost your portal at " + to_string(b)));
    CHECK(has_line(sum, "You are out of the game"));
    CHECK(sum.lines.size() == 6);
    // The lost attack is good news for the defender, in his colours.
    CHECK(sum.lines[0].tone == AwayLine::Tone::gain);
    CHECK(summarize_away(s, 0, {CardsDrawn{1, 2}, TilePlaced{1, a, TileColor::red, false}})
              .lines.empty());
}

TEST_CASE("Auto take: only a decision with one option that is no free choice", "[app][away]") {
    // A state with no payment pending and no resources to place.
    NewGameChoice choice = default_new_game(test::shipped_data(), 6);
    const GameState s(make_setup(test::shipped_data(), choice));
    const auto obvious_action = [&s](const Decision& d) { return app::obvious_action(s, d); };
    Decision d;
    d.player = 1;
    d.kind = DecisionKind::purchase;
    d.options = {Done{}};
    REQUIRE(obvious_action(d));
    CHECK(std::holds_alternative<Done>(*obvious_action(d)));
    d.options.push_back(Buy{3});
    CHECK_FALSE(obvious_action(d));  // buying or not is a choice
    d.kind = DecisionKind::pay;
    d.options = {Pay{}};
    CHECK_FALSE(obvious_action(d));  // which territories pay is the person's (only_way.hpp)
    d.kind = DecisionKind::place_resources;
    d.options = {PlaceResources{}};
    CHECK_FALSE(obvious_action(d));
    d.kind = DecisionKind::none;
    d.player = -1;
    d.options = {Done{}};
    CHECK_FALSE(obvious_action(d));
}

TEST_CASE(
    "Game session: the person at the laptop is told what he missed, and undo passes over what "
    "was taken for him",
    "[app][away]") {
    NewGameChoice choice = default_new_game(test::shipped_data(), 6);
    resize_seats(choice, test::shipped_data(), 2);
    GameSession session(GameState(make_setup(test::shipped_data(), choice)),
                        {SeatKind::human, SeatKind::human}, 6);
    auto stand_in = bots::make_bot("heuristic", 6);
    int handovers = 0, handovers_with_news = 0, undone_over_auto = 0;
    for (int i = 0; i < 4000 && !session.over() && undone_over_auto < 3; ++i) {
        if (const auto seat = session.hot_seat().curtain_for()) {
            // What he missed: every event since he last had the screen.
            const std::size_t before = session.state().action_count();
            session.dismiss_curtain();
            CHECK(session.state().action_count() == before);
            // An action may give no event (nothing to tell), so only most handovers bring news.
            if (!session.missed_events().empty()) ++handovers_with_news;
            ++handovers;
            continue;
        }
        const Decision d = session.pending();
        if (const auto a = session.no_choice()) {
            const std::size_t log_lines = session.log().size();
            REQUIRE_FALSE(session.apply_automatically(*a));
            REQUIRE(session.log().size() > log_lines);
            CHECK(session.log()[log_lines].find(kNotAsked) != std::string::npos);
            // Undo never stops on an action taken automatically: it would be taken again.
            if (session.can_undo()) {
                const auto count = session.state().action_count();
                session.undo();
                CHECK(session.state().action_count() <= count - 2);
                CHECK_FALSE(session.no_choice());
                ++undone_over_auto;
            }
            continue;
        }
        REQUIRE_FALSE(session.apply(stand_in->choose(session.state(), d)));
    }
    CHECK(handovers > 0);
    CHECK(handovers_with_news > handovers / 2);
    CHECK(undone_over_auto > 0);
}
