// Issue 38 items 1-2 from where the designer sits: the map editor opened from the title by a
// click, a 4-player map drawn from nothing with brushes and symmetry, a stroke undone with
// Ctrl+Z, a validation error shown on its hexes and fixed, Save refused while it stands, and
// the saved file read back by the data loader as a map the rules accept, then played for two
// rounds by four bots.
#include <catch2/catch.hpp>

#include <filesystem>
#include <string>

#include "app/screens/map_editor_screen.hpp"
#include "app/shell/app_state.hpp"
#include "app/widgets/confirm_dialog.hpp"
#include "data/data_files.hpp"
#include "data/game_data.hpp"
#include "eden/map/placement_rules.hpp"
#include "lab/run_label.hpp"
#include "ui_driver.hpp"

using namespace eden;
using namespace eden::ui_test;

namespace {

const app::MapEditor& studio_editor(UiDriver& ui) {
    REQUIRE(ui.app().screen == app::Screen::map_editor);
    REQUIRE(ui.app().editor);
    return *ui.app().editor;
}

// A click on the board's hex, as a person aims at it.
void click_hex(UiDriver& ui, int q, int r) {
    ui.click("hex:" + std::to_string(q) + "," + std::to_string(r));
    ui.tick();  // the release ends the stroke
}

}  // namespace

TEST_CASE(
    "Issue 38 items 1-2: a designer draws a legal 4-player map with symmetry - undoes a "
    "stroke - sees an error on its hexes and fixes it - and saves a map the loader accepts",
    "[ui][studio]") {
    DriverOptions options;
    options.save_dir = fresh_folder("eden-ui-studio");
    UiDriver ui(options);
    ui.tick();
    ui.click("Map editor (E)");
    ui.tick();
    const app::MapEditor& editor = studio_editor(ui);
    // A new map in the save folder's maps/, holding the Heart only.
    CHECK(editor.file == options.save_dir / "maps" / "new_map.json");
    CHECK(editor.draft.map().size() == 1);

    // The disc of radius 3 about the Heart, each ring painted once with the 6-fold symmetry.
    ui.click("editor.symmetry.rotate6");
    ui.click("editor.brush.green");
    click_hex(ui, 1, 0);
    CHECK(editor.draft.map().size() == 7);
    // A black ring, taken back with Ctrl+Z: one stroke, six tiles.
    ui.click("editor.brush.black");
    click_hex(ui, 2, 0);
    CHECK(editor.draft.map().size() == 13);
    ui.key(SDLK_z, KMOD_CTRL);
    ui.tick();
    CHECK(editor.draft.map().size() == 7);
    CHECK_FALSE(editor.draft.map().has(Hex{2, 0}));
    ui.click("editor.brush.red");
    click_hex(ui, 2, 0);
    click_hex(ui, 2, -1);
    ui.click("editor.brush.grey");
    click_hex(ui, 3, 0);
    click_hex(ui, 3, -1);
    click_hex(ui, 3, -2);
    CHECK(editor.draft.map().size() == 37);

    // Four portals just outside the disc, two strokes with the 2-fold rotation.
    ui.click("editor.symmetry.rotate2");
    ui.click("editor.brush.p1");
    click_hex(ui, 4, -1);
    ui.click("editor.brush.p3");
    click_hex(ui, -1, 4);
    CHECK(editor.draft.map().portals().size() == 4);
    CHECK(editor.draft.map().portal_of(1) == Hex{-4, 1});
    CHECK(editor.draft.map().portal_of(3) == Hex{1, -4});
    INFO("findings: " << editor.check.findings.size());
    CHECK_FALSE(editor.check.has_errors());
    // Drawn with symmetry, every seat starts alike (issue 38 item 3).
    REQUIRE(editor.fairness.portals.size() == 4);
    CHECK(editor.fairness.flags.empty());
    // Balance check: the lab plays heuristic bots on this very map, four seats, under the
    // editor's rules; cancelled, its Back returns to the map, and the lab forgets the map.
    ui.click("Balance check");
    ui.tick();
    REQUIRE(ui.app().screen == app::Screen::lab);
    REQUIRE(ui.app().lab.run);
    CHECK(ui.app().lab.request.players == 4);
    CHECK(ui.app().lab.request.games == 200);
    CHECK(ui.app().lab.request.map == "new_map.json");
    REQUIRE(ui.app().lab.run->batch().premade_map.has_value());
    CHECK(*ui.app().lab.run->batch().premade_map == editor.draft.map());
    for (const std::string& bot : ui.app().lab.request.bots)
        CHECK(bot == "heuristic");
    ui.ticks(3);
    // The run says which map it plays, on screen and in the name it is saved under.
    CHECK(ui.wraps("on the map new_map.json"));
    CHECK(lab::run_file_name(ui.app().lab.request).find("-map-new_map-") != std::string::npos);
    ui.screenshot(screens_folder() / "studio-balance-check-1280x720.png");
    ui.click("Cancel");
    ui.click("Map editor (Esc)");
    ui.tick();
    REQUIRE(ui.app().screen == app::Screen::map_editor);
    CHECK_FALSE(ui.app().lab.map.has_value());
    CHECK(ui.app().lab.kept.size() == 1);  // the run cancelled is kept, as the lab keeps runs

    // P1 (and P2 with it) moved inside the disc: too near the Heart, marked on both portals.
    ui.click("editor.brush.p1");
    click_hex(ui, 3, 0);
    REQUIRE(editor.check.has_errors());
    CHECK(editor.check.marks(Hex{3, 0}, true));
    CHECK(editor.check.marks(Hex{-3, 0}, true));
    // Save is refused with the reason; nothing is written.
    ui.click("Save (Ctrl+S)");
    ui.tick();
    CHECK(editor.status.find("Not saved") != std::string::npos);
    CHECK_FALSE(std::filesystem::exists(editor.file));

    // Fixed by hand: the portals back outside, the two grey tiles painted again.
    click_hex(ui, 4, -1);
    ui.click("editor.brush.grey");
    click_hex(ui, 3, 0);
    CHECK_FALSE(editor.check.has_errors());

    ui.click("Save (Ctrl+S)");
    ui.tick();
    REQUIRE(std::filesystem::exists(editor.file));
    CHECK_FALSE(editor.draft.dirty());

    // The data loader reads it back: the same map, one the standard rules could have built.
    const NamedMap saved = data::load_map_file(editor.file);
    CHECK(saved.map == editor.draft.map());
    CHECK(saved.map.portals().size() == 4);
    CHECK(saved.map.is_connected());
    const Rules rules = data::resolve_rules(ui.app().data, "standard", "supremacy", "", {});
    CHECK_FALSE(map_constraint_violation(saved.map, rules, {}));

    // Play this map (issue 38 item 4): New game opens with it, four seats, each made a bot by
    // its button; Start plays on it, and the bots play two whole rounds on the map drawn.
    const Map drawn = editor.draft.map();
    ui.click("Play this map");
    ui.tick();
    REQUIRE(ui.app().screen == app::Screen::new_game);
    CHECK(ui.app().new_game.seats.size() == 4);
    REQUIRE(ui.app().new_game.map >= 0);
    for (int seat = 0; seat < 4; ++seat)
        ui.click("Bot", seat);
    ui.click("Start (Enter)");
    ui.tick();
    REQUIRE(ui.app().screen == app::Screen::game);
    REQUIRE(ui.app().game);
    CHECK(ui.app().game->state().map() == drawn);
    const auto round = [&ui] {
        const GameState& s = ui.app().game->state();
        return s.phase() == Phase::conquest ? s.conquest().round : 0;
    };
    for (int frame = 0; frame < 20000 && round() < 3 && !ui.app().game->over(); ++frame)
        ui.tick();
    CHECK((round() >= 3 || ui.app().game->over()));
    // The portals the designer drew are where the players play from.
    for (int seat = 0; seat < 4; ++seat)
        CHECK(ui.app().game->state().map().portal_of(seat) == drawn.portal_of(seat));
    // Back from the game to the title, the title's Map editor returns to the map drawn.
    ui.key(SDLK_ESCAPE);
    ui.tick();
    if (ui.app().confirm) ui.click(app::yes_button_words(*ui.app().confirm));
    ui.tick();
    REQUIRE(ui.app().screen == app::Screen::title);
    ui.click("Map editor (E)");
    ui.tick();
    CHECK(studio_editor(ui).draft.map() == drawn);

    // Saved, the editor closes without a question.
    ui.click("Title screen");
    ui.tick();
    CHECK(ui.app().screen == app::Screen::title);
}

TEST_CASE(
    "Issue 38 item 1: saving over an existing map file asks first naming it - leaving "
    "with unsaved changes asks too",
    "[ui][studio]") {
    DriverOptions options;
    options.save_dir = fresh_folder("eden-ui-studio-replace");
    const auto file = options.save_dir / "four.json";
    std::filesystem::copy_file(data::default_data_dir() / "maps" / "four_players.json", file);
    const auto before = data::read_json_file(file);
    UiDriver ui(options);
    ui.tick();
    // As `eden --edit FILE` opens it.
    app::open_map_editor_screen(ui.app(), file);
    ui.tick();
    const app::MapEditor& editor = studio_editor(ui);
    CHECK_FALSE(editor.check.has_errors());
    ui.click("editor.brush.pink");
    click_hex(ui, 0, 1);
    REQUIRE(editor.draft.dirty());

    // The question names the file; No leaves it as it was.
    ui.click("Save (Ctrl+S)");
    ui.tick();
    REQUIRE(ui.app().confirm);
    CHECK(ui.app().confirm->title.find("four.json") != std::string::npos);
    ui.key(SDLK_ESCAPE);
    ui.tick();
    CHECK_FALSE(ui.app().confirm);
    CHECK(data::read_json_file(file) == before);

    // Yes replaces it; the next save does not ask again.
    ui.click("Save (Ctrl+S)");
    ui.tick();
    REQUIRE(ui.app().confirm);
    ui.click(app::yes_button_words(*ui.app().confirm));
    ui.tick();
    CHECK(data::load_map_file(file).map == editor.draft.map());
    CHECK_FALSE(editor.draft.dirty());

    // A change not saved: Title screen asks before throwing it away.
    click_hex(ui, 0, -1);
    ui.click("Title screen");
    ui.tick();
    REQUIRE(ui.app().confirm);
    ui.click(app::yes_button_words(*ui.app().confirm));
    ui.tick();
    CHECK(ui.app().screen == app::Screen::title);
}
