// Sound effects (issue 17, optional): off on a first start, turned on in the Menu, then a tile
// set down, a front won or held and the dragons' turn each play their effect through SDL's own
// audio. The tests use SDL's "dummy" audio driver: a device that takes the samples silently.
#include <catch2/catch.hpp>

#include <cstdlib>

#include "app/session/settings_file.hpp"
#include "app/sound/sound_cues.hpp"
#include "new_game_steps.hpp"
#include "person.hpp"
#include "ui_driver.hpp"

using namespace eden;
using namespace eden::ui_test;
using app::SeatKind;
using app::Sound;

TEST_CASE("Sound: the effect of an action is its most telling event", "[ui][sound]") {
    const TilePlaced tile{0, Hex{1, 0}, TileColor::green, false};
    FrontResolved won{};
    won.attacker_won = true;
    FrontResolved held{};
    held.attacker_won = false;
    CHECK(app::sound_for({}) == std::nullopt);
    CHECK(app::sound_for({PhaseStarted{"production"}}) == std::nullopt);
    CHECK(app::sound_for({tile}) == Sound::tile_placed);
    CHECK(app::sound_for({tile, won}) == Sound::territory_taken);
    CHECK(app::sound_for({held}) == Sound::attack_held);
    CHECK(app::sound_for({won, DragonTurnBegan{1, 5, "", 0}}) == Sound::dragons);
}

TEST_CASE("Sound: silent on a first start, on from the Menu, and kept in the settings",
          "[ui][sound]") {
    setenv("SDL_AUDIODRIVER", "dummy", 1);
    DriverOptions options{1280, 720, 6, fresh_folder("eden-ui-sound")};
    UiDriver ui(options);
    start_game_by_mouse(ui, {SeatKind::human, SeatKind::bot});
    ui.ticks(40);  // the map is being built: tiles are set down
    CHECK_FALSE(ui.app().settings.sound_effects);
    CHECK_FALSE(ui.output().sound.opened());  // the audio device is not even opened
    CHECK(ui.output().sound.played() == 0);

    ui.click("Menu (M)");
    ui.click("Sound effects");
    ui.key(SDLK_ESCAPE);
    REQUIRE(ui.app().settings.sound_effects);
    CHECK(app::read_settings(options.save_dir).settings.sound_effects);
    // Played as the game goes on: the map's tiles, then the battles.
    Person person(ui, 6);
    for (int i = 0; i < 20000 && ui.output().sound.played() < 3 && !ui.app().game->over(); ++i)
        if (!person.step()) ui.tick();
    CHECK(ui.output().sound.opened());
    CHECK(ui.output().sound.problem().empty());
    CHECK(ui.output().sound.played() >= 3);
    unsetenv("SDL_AUDIODRIVER");
}

TEST_CASE("Sound: without its files the game plays on in silence", "[ui][sound]") {
    setenv("SDL_AUDIODRIVER", "dummy", 1);
    app::SoundEffects sound(fresh_folder("eden-ui-sound-none"));
    sound.play(Sound::tile_placed);
    sound.play(Sound::dragons);
    CHECK_FALSE(sound.opened());
    CHECK(sound.played() == 0);
    CHECK(sound.problem().find("tile-placed.wav") != std::string::npos);
    unsetenv("SDL_AUDIODRIVER");
}
