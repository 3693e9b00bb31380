// Issue 17's cramped places, seen from where the player sits at a laptop's 1280x720: six seats
// each on one line of the seats panel, the board's marks big enough and never on top of each
// other, and a hand card longer than the strip saying so with a "more" cue that scrolls it.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "app/session/card_gallery.hpp"
#include "app/session/mark_layout.hpp"
#include "new_game_steps.hpp"
#include "person.hpp"
#include "ui_driver.hpp"

using namespace eden;
using namespace eden::ui_test;
using app::SeatKind;

namespace {

bool look_persons_turn(UiDriver& ui) {
    const auto& game = *ui.app().game;
    return !game.over() && !game.bot_to_move() && game.hot_seat().may_draw_game() &&
           !game.hot_seat().curtain_for() && !ui.app().confirm;
}

template <class Stop>
void look_play_until(UiDriver& ui, Person& people, Stop stop, int max_steps = 30000) {
    for (int i = 0; i < max_steps; ++i) {
        if (stop()) return;
        if (!people.step()) ui.tick();
    }
    throw UiError("the game never reached the moment the test waits for");
}

bool boxes_overlap(const app::probe::Box& a, const app::probe::Box& b) {
    // The marks are circles: their boxes' middles and half-widths say it.
    const float dx = a.cx() - b.cx();
    const float dy = a.cy() - b.cy();
    const float ra = (a.x1 - a.x0) / 2.0f;
    const float rb = (b.x1 - b.x0) / 2.0f;
    return dx * dx + dy * dy < (ra + rb) * (ra + rb);
}

// Every seat's line is wholly in sight: inside the part of the panel that shows, no scrolling.
void check_every_seat_in_sight(UiDriver& ui, int seats) {
    for (int i = 0; i < seats; ++i) {
        const auto* row = ui.find("seat:" + std::to_string(i));
        INFO("seat " << i);
        REQUIRE(row);
        CHECK(row->visible);
        CHECK(row->box.y0 >= row->clip.y0);
        CHECK(row->box.y1 <= row->clip.y1 + 0.5f);
    }
}

// No mark on the board covers another, and each owner's disc is at least the minimum.
void check_board_marks(UiDriver& ui, const char* must_have) {
    const auto& marks = ui.frame().board_marks;
    bool found = false;
    for (std::size_t i = 0; i < marks.size(); ++i) {
        found = found || marks[i].kind == must_have;
        if (marks[i].kind == "owner")
            CHECK(marks[i].box.x1 - marks[i].box.x0 >=
                  2.0f * (app::kMinOwnerMarkRadius + app::kOwnerMarkOutline) - 0.01f);
        for (std::size_t j = i + 1; j < marks.size(); ++j) {
            INFO(marks[i].kind << " at " << marks[i].box.cx() << "," << marks[i].box.cy() << " and "
                               << marks[j].kind << " at " << marks[j].box.cx() << ","
                               << marks[j].box.cy());
            CHECK_FALSE(boxes_overlap(marks[i].box, marks[j].box));
        }
    }
    CHECK(found);
}

}  // namespace

TEST_CASE("Look: six seats each on one line, all in sight at 1280x720, the words on hover",
          "[ui][look]") {
    UiDriver ui({1280, 720, 4, fresh_folder("eden-ui-look-seats")});
    start_game_by_mouse(ui, {SeatKind::human, SeatKind::bot, SeatKind::bot, SeatKind::bot,
                             SeatKind::bot, SeatKind::bot});
    Person alice(ui, 4);
    ui.ticks(2);
    check_every_seat_in_sight(ui, 6);
    look_play_until(ui, alice, [&] {
        return look_persons_turn(ui) && ui.app().game->state().phase() == Phase::conquest;
    });
    check_every_seat_in_sight(ui, 6);
    // One line each: six lines and the seat to play's second line fit where three seats did.
    const auto* first = ui.find("seat:0");
    const auto* last = ui.find("seat:5");
    REQUIRE(first);
    REQUIRE(last);
    CHECK(last->box.y1 - first->box.y0 < 8.5f * (first->box.y1 - first->box.y0));
    // The board's marks at six seats, unzoomed: the owners' discs big enough, none covered.
    check_board_marks(ui, "owner");
    // Hovering a seat's line tells its counters in words.
    ui.move_to(last->box.cx(), last->box.cy());
    CHECK(ui.has("tooltip:seat:5"));
}

TEST_CASE("Look: King of Eden's dragon marks never cover an owner's mark at 1280x720",
          "[ui][look]") {
    UiDriver ui({1280, 720, 5, fresh_folder("eden-ui-look-dragons")});
    start_game_by_mouse(ui, {SeatKind::human, SeatKind::bot, SeatKind::bot, SeatKind::bot},
                        "King of Eden");
    Person alice(ui, 5);
    look_play_until(ui, alice, [&] {
        const auto& s = ui.app().game->state();
        return s.phase() == Phase::conquest && s.conquest().round >= 2 && ui.has("seat:0") &&
               !ui.frame().board_marks.empty() &&
               std::any_of(ui.frame().board_marks.begin(), ui.frame().board_marks.end(),
                           [](const auto& m) { return m.kind == "dragon"; });
    });
    check_board_marks(ui, "dragon");
}

TEST_CASE("Look: a hand card longer than the 720-pixel strip shows a more cue that scrolls it",
          "[ui][look]") {
    UiDriver ui({1280, 720, 6, fresh_folder("eden-ui-look-hand")});
    start_game_by_mouse(ui, {SeatKind::human, SeatKind::bot});
    Person alice(ui, 4);
    const std::string more = "\xe2\x96\xbc more";
    look_play_until(ui, alice, [&] {
        return look_persons_turn(ui) && !ui.frame().hand_cards.empty() && ui.has(more);
    });
    ui.ticks(2);
    // The cue is in sight on its card, and each click scrolls the card on until its text ends.
    const app::probe::Item* cue = nullptr;
    for (int n = 0; ui.has(more, n) && !cue; ++n)
        if (const auto* c = ui.find(more, n); c->visible && c->box.x1 <= c->clip.x1) cue = c;
    REQUIRE(cue);
    int clicks = 0;
    const float x = cue->box.cx();
    while (clicks < 20) {
        bool same_card = false;
        for (int n = 0; ui.has(more, n); ++n)
            same_card = same_card || (ui.find(more, n)->visible &&
                                      std::abs(ui.find(more, n)->box.cx() - x) < 1.0f);
        if (!same_card) break;
        int nth = 0;
        while (!ui.find(more, nth)->visible || std::abs(ui.find(more, nth)->box.cx() - x) >= 1.0f)
            ++nth;
        ui.click(more, nth);
        ui.ticks(2);
        ++clicks;
    }
    // The card's cue went once its text's end came into sight.
    CHECK(clicks >= 1);
    CHECK(clicks < 20);
}

TEST_CASE("Look: every title button in sight at 1280x720 and UI scale 1.5, Continue included",
          "[ui][look]") {
    UiDriver ui({1280, 720, 2, fresh_folder("eden-ui-look-title")});
    // The largest title: text at 1.5 and the offer to continue an unfinished game.
    ui.app().settings.ui_scale = 1.5f;
    ui.app().autosave_offered = true;
    ui.ticks(3);
    for (const char* label : {"Continue the last game (C)", "Learn to play (L)", "New game (N)",
                              "Load a saved game (O)", "Playtesters' lab (P)", "Rules (F1)",
                              "Card gallery (G)", "Quit (Esc)"}) {
        INFO(label);
        const auto* item = ui.find(label);
        REQUIRE(item != nullptr);
        CHECK(item->visible);
        CHECK(item->box.y0 >= 0.0f);
        CHECK(item->box.y1 <= 720.0f);
        // Not cut by its window: the whole button shows.
        CHECK(item->clip.y1 >= item->box.y1);
    }
    ui.screenshot(screens_folder() / "ui-title-1280x720-scale1.5.png");
}

TEST_CASE("Look: the card gallery shows every card of each page when scrolled to it, its last too",
          "[ui][look][gallery]") {
    // The gallery lays out only the cards in sight (issue 17's frame time): each card must
    // still come into sight, whole, as the wheel brings it there.
    UiDriver ui({1280, 800, 2, fresh_folder("eden-ui-look-gallery")});
    ui.ticks(2);
    ui.click("Card gallery (G)");
    ui.ticks(2);
    REQUIRE(ui.app().show_gallery);
    const auto sections = app::gallery_sections(ui.app().data.cards, ui.app().data.dragons);
    REQUIRE(sections.size() > 4);
    for (std::size_t i = 0; i < sections.size(); ++i) {
        const app::GallerySection& s = sections[i];
        INFO(s.title);
        ui.click(s.title);
        ui.ticks(2);
        std::vector<std::string> names;
        for (const int c : s.cards)
            names.push_back(ui.app().data.cards.cards.at(static_cast<std::size_t>(c)).name);
        for (const CardDef& d : s.dragon_cards)
            names.push_back(d.name);
        REQUIRE_FALSE(names.empty());
        // Any card drawn (the page may open scrolled, as the last one was left) tells where
        // its scrolling window is; the wheel goes over that window's scrollbar, where no card
        // takes it for its own text.
        const app::probe::Item* any = nullptr;
        for (std::size_t n = 0; n < names.size() && any == nullptr; ++n)
            any = ui.find("gallery card:" + names[n]);
        REQUIRE(any != nullptr);
        const float x = any->scroll_area.x1 - 3.0f;
        const float y = (any->scroll_area.y0 + any->scroll_area.y1) * 0.5f;
        for (int turn = 0; turn < 60; ++turn)
            ui.wheel(x, y, 1);  // back to the top
        std::vector<std::string> seen;
        for (int turn = 0; turn < 200; ++turn) {
            for (const std::string& name : names) {
                const auto* card = ui.find("gallery card:" + name);
                if (card != nullptr && card->visible && card->box.y0 >= card->clip.y0 &&
                    card->box.y1 <= card->clip.y1 &&
                    std::find(seen.begin(), seen.end(), name) == seen.end())
                    seen.push_back(name);
            }
            if (seen.size() == names.size()) break;
            ui.wheel(x, y, -1);
        }
        CHECK(seen.size() == names.size());
        if (i + 1 == sections.size())
            ui.screenshot(screens_folder() / "ui-gallery-scrolled-to-the-end.png");
    }
}
