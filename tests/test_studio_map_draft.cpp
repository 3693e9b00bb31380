// The map editor's drawing without a screen (issue 38 item 1): brushes, the symmetry about the
// Heart, undo and redo of every step, and the map format of data/maps/ read and written
// through the data loader.
#include <catch2/catch.hpp>

#include "app/session/map_draft.hpp"
#include "app/session/map_symmetry.hpp"
#include "data/data_files.hpp"
#include "eden/map/json.hpp"
#include "support/temp_folder.hpp"

using namespace eden;
using namespace eden::app;

namespace {

Brush colour_brush(TileColor c) {
    return Brush{BrushKind::ordinary, c, 0, true};
}
Brush portal_brush(int seat) {
    return Brush{BrushKind::portal, TileColor::green, seat, true};
}

}  // namespace

TEST_CASE("Issue 38 item 1: a 6-fold rotation walks the six neighbours of the Heart", "[studio]") {
    const auto images = symmetric_images(Hex{1, 0}, kHeartHex, Symmetry::rotate6);
    REQUIRE(images.size() == 6);
    for (Hex h : images)
        CHECK(grid_distance(h, kHeartHex) == 1);
    // Six sixths of a turn come back to the start, about any centre.
    CHECK(rotate_about(Hex{3, -1}, Hex{1, 1}, 6) == Hex{3, -1});
    CHECK(rotate_about(Hex{2, 0}, kHeartHex, 3) == Hex{-2, 0});
}

TEST_CASE(
    "Issue 38 item 1: 2-fold and 3-fold rotations and the mirror keep the distance to the Heart",
    "[studio]") {
    const Hex h{3, -1};
    for (Symmetry s : {Symmetry::rotate2, Symmetry::rotate3, Symmetry::mirror}) {
        const auto images = symmetric_images(h, kHeartHex, s);
        CHECK(static_cast<int>(images.size()) == symmetry_order(s));
        for (Hex image : images)
            CHECK(grid_distance(image, kHeartHex) == grid_distance(h, kHeartHex));
    }
    // The mirror is left-right on screen: same row, the Heart's column between them.
    CHECK(mirror_about(Hex{2, 1}, kHeartHex) == Hex{-3, 1});
    // The Heart is its own image.
    CHECK(symmetric_images(kHeartHex, kHeartHex, Symmetry::rotate6).size() == 1);
}

TEST_CASE(
    "Issue 38 item 1: a new map holds the Heart - each brush paints its tile and erase clears",
    "[studio]") {
    MapDraft d;
    REQUIRE(d.map().heart() == kHeartHex);
    CHECK(d.paint(Hex{1, 0}, colour_brush(TileColor::red), Symmetry::none));
    CHECK(d.map().at(Hex{1, 0})->color == TileColor::red);
    CHECK(d.paint(Hex{1, 0}, colour_brush(TileColor::black), Symmetry::none));
    CHECK(d.map().at(Hex{1, 0})->color == TileColor::black);
    // Painting the same thing again is no step.
    CHECK_FALSE(d.paint(Hex{1, 0}, colour_brush(TileColor::black), Symmetry::none));

    CHECK(
        d.paint(Hex{1, 0}, Brush{BrushKind::richness, TileColor::green, 0, true}, Symmetry::none));
    CHECK(d.map().at(Hex{1, 0})->richness_token);
    // Richness goes on ordinary tiles only.
    CHECK_FALSE(
        d.paint(kHeartHex, Brush{BrushKind::richness, TileColor::green, 0, true}, Symmetry::none));

    CHECK(d.paint(Hex{4, -1}, portal_brush(2), Symmetry::none));
    CHECK(d.map().portal_of(2) == Hex{4, -1});
    // A seat has one portal: painting it elsewhere moves it.
    CHECK(d.paint(Hex{-4, 1}, portal_brush(2), Symmetry::none));
    CHECK(d.map().portal_of(2) == Hex{-4, 1});
    CHECK_FALSE(d.map().has(Hex{4, -1}));
    // So has the Heart.
    CHECK(d.paint(Hex{0, 1}, Brush{BrushKind::heart}, Symmetry::rotate6));
    CHECK(d.map().heart() == Hex{0, 1});
    CHECK_FALSE(d.map().has(kHeartHex));

    CHECK(d.paint(Hex{1, 0}, Brush{BrushKind::erase}, Symmetry::none));
    CHECK_FALSE(d.map().has(Hex{1, 0}));
}

TEST_CASE(
    "Issue 38 item 1: a stroke paints every symmetric image - its portals go to the next seats",
    "[studio]") {
    MapDraft d;
    CHECK(d.paint(Hex{2, 0}, colour_brush(TileColor::grey), Symmetry::rotate6));
    CHECK(d.map().size() == 7);  // the Heart and six grey tiles
    CHECK(d.paint(Hex{4, -1}, portal_brush(0), Symmetry::rotate2));
    CHECK(d.map().portal_of(0) == Hex{4, -1});
    CHECK(d.map().portal_of(1) == Hex{-4, 1});
    CHECK(d.paint(Hex{1, -4}, portal_brush(2), Symmetry::rotate2));
    CHECK(d.map().portal_of(3) == Hex{-1, 4});
    CHECK(d.map().portals().size() == 4);
}

TEST_CASE("Issue 38 item 1: undo and redo every step - a drag with its images is one step",
          "[studio]") {
    MapDraft d;
    const Map empty = d.map();
    d.begin_stroke();
    d.paint(Hex{1, 0}, colour_brush(TileColor::green), Symmetry::rotate3);
    d.paint(Hex{2, 0}, colour_brush(TileColor::green), Symmetry::rotate3);
    d.paint(Hex{1, 0}, colour_brush(TileColor::red), Symmetry::rotate3);  // over itself
    d.end_stroke();
    CHECK(d.steps() == 1);
    const Map stroke = d.map();
    CHECK(stroke.size() == 7);

    d.paint(Hex{4, -1}, portal_brush(0), Symmetry::none);
    d.paint(Hex{-4, 1}, portal_brush(0), Symmetry::none);  // moves it
    CHECK(d.steps() == 3);

    REQUIRE(d.undo());
    CHECK(d.map().portal_of(0) == Hex{4, -1});
    REQUIRE(d.undo());
    CHECK(d.map() == stroke);
    REQUIRE(d.undo());
    CHECK(d.map() == empty);
    CHECK_FALSE(d.undo());

    REQUIRE(d.redo());
    CHECK(d.map() == stroke);
    CHECK(d.map().at(Hex{1, 0})->color == TileColor::red);
    // A new step forgets what could be redone.
    REQUIRE(d.paint(Hex{1, 0}, Brush{BrushKind::erase}, Symmetry::none));
    CHECK_FALSE(d.can_redo());
}

TEST_CASE(
    "Issue 38 item 1: a shipped map opens and once saved comes back the same through the loader",
    "[studio]") {
    const auto shipped = data::default_data_dir() / "maps" / "four_players.json";
    MapDraft d = load_map_draft(shipped);
    const NamedMap original = data::load_map_file(shipped);
    CHECK(d.map() == original.map);
    CHECK(d.name() == original.name);
    CHECK_FALSE(d.dirty());

    d.paint(Hex{0, 1}, colour_brush(TileColor::pink), Symmetry::none);
    CHECK(d.dirty());
    test::TempFolder folder("studio-draft");
    const auto out = folder / "maps" / "mine.json";
    std::filesystem::create_directories(out.parent_path());
    save_map_draft(d, out);
    d.mark_saved();
    CHECK_FALSE(d.dirty());

    const NamedMap back = data::load_map_file(out);
    CHECK(back.map == d.map());
    // The file's other keys stay: its description and player count.
    const auto json = data::read_json_file(out);
    CHECK(json.at("description") == data::read_json_file(shipped).at("description"));
    CHECK(json.at("players") == 4);
}

TEST_CASE(
    "Issue 38 item 1: under a ruleset whose richness tokens follow the map they are derived - "
    "put on and taken off with every step - undone with it - and not painted",
    "[studio]") {
    // 003 §Place tiles on the map: a territory touching tiles of 4 colours gets a richness token;
    // map.richness_tokens_follow_changes takes it away again when a removal undoes that (004's
    // map creation, RULES.md §6).
    Rules rules;
    rules.richness_tokens_follow_changes = true;
    rules.richness_min_colours = 4;
    MapDraft draft;
    draft.paint(kHeartHex + Hex{1, 0}, colour_brush(TileColor::green), Symmetry::none);
    draft.derive_richness(rules);
    CHECK(draft.derives_richness());
    const Hex middle = kHeartHex + Hex{1, 0};
    const auto rich = [&] { return draft.map().at(middle)->richness_token; };
    const std::array<TileColor, 4> colours = {TileColor::white, TileColor::red, TileColor::grey,
                                              TileColor::yellow};
    const auto around = neighbours(middle);
    for (std::size_t i = 0; i < colours.size(); ++i) {
        CHECK_FALSE(rich());
        draft.paint(around[i], colour_brush(colours[i]), Symmetry::none);
    }
    CHECK(rich());  // the fourth colour earned it, in the same step
    const std::size_t steps = draft.steps();
    draft.paint(around[0], Brush{BrushKind::erase, TileColor::green, 0, true}, Symmetry::none);
    CHECK_FALSE(rich());  // the removal took it away
    CHECK(draft.steps() == steps + 1);
    draft.undo();
    CHECK(rich());
    // A richness brush changes nothing the rules would not: the token comes back at once.
    draft.paint(middle, Brush{BrushKind::richness, TileColor::green, 0, false}, Symmetry::none);
    CHECK(rich());

    // Painted again under rules that do not derive them: a token stays where it was put.
    draft.derive_richness(std::nullopt);
    draft.paint(middle, Brush{BrushKind::richness, TileColor::green, 0, false}, Symmetry::none);
    CHECK_FALSE(rich());
}
