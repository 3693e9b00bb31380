// The monkey (issue 14): random clicks, drags, wheel turns, keys and window sizes for
// thousands of frames per seed, on every screen the app reaches. Dear ImGui's asserts are on
// (an assert aborts the test), an exception or a sanitizer report fails it, and so does a
// frame that draws a hand its owner may not be shown (checked by the driver on every frame).
// EDEN_MONKEY_FIRST_SEED, EDEN_MONKEY_SEEDS and EDEN_MONKEY_FRAMES (per seed) set the run: by
// default seeds 1-20, 2500 frames each.
#include <catch2/catch.hpp>

#include <cstdio>
#include <cstdlib>
#include <filesystem>

#include "ui_driver.hpp"

using namespace eden;
using namespace eden::ui_test;

namespace {

int env_int(const char* name, int fallback) {
    const char* v = std::getenv(name);
    return v && *v ? std::atoi(v) : fallback;
}

constexpr SDL_Keycode kKeys[] = {SDLK_u,     SDLK_s, SDLK_m, SDLK_ESCAPE,   SDLK_RETURN,
                                 SDLK_F1,    SDLK_g, SDLK_n, SDLK_c,        SDLK_f,
                                 SDLK_1,     SDLK_2, SDLK_3, SDLK_p,        SDLK_HOME,
                                 SDLK_SPACE, SDLK_4, SDLK_9, SDLK_BACKSPACE};

struct Monkey {
    UiDriver& ui;
    std::uint64_t state;
    int width;
    int height;

    std::uint64_t next() {
        // splitmix64: the monkey's own numbers, so its moves are the same on every machine.
        std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    int below(int n) { return static_cast<int>(next() % static_cast<std::uint64_t>(n)); }
    float x() { return static_cast<float>(below(width)); }
    float y() { return static_cast<float>(below(height)); }

    void act() {
        const int roll = below(100);
        const auto& items = ui.frame().items;
        if (roll < 40 && !items.empty()) {
            // A widget or hex the frame drew, where a curious hand goes first.
            const auto& it = items[static_cast<std::size_t>(below(static_cast<int>(items.size())))];
            ui.click_at(it.box.cx(), it.box.cy());
        } else if (roll < 52) {
            ui.click_at(x(), y(), below(5) == 0 ? SDL_BUTTON_RIGHT : SDL_BUTTON_LEFT);
        } else if (roll < 64) {
            const SDL_Keycode k = kKeys[below(static_cast<int>(std::size(kKeys)))];
            const Uint16 mods = below(6) == 0 ? KMOD_LCTRL : KMOD_NONE;
            ui.key(k, mods);
        } else if (roll < 70) {
            ui.wheel(x(), y(), below(2) ? 1 : -1, below(4) == 0 ? 1 : 0);
        } else if (roll < 74) {
            // A right-drag across the board.
            const float x0 = x(), y0 = y();
            ui.move_to(x0, y0);
            ui.press(SDL_BUTTON_RIGHT, x0, y0);
            ui.move_to(x(), y());
            ui.release(SDL_BUTTON_RIGHT, x0, y0);
            ui.tick();
        } else if (roll < 76) {
            width = 800 + below(600);
            height = 500 + below(400);
            ui.resize(width, height);
        } else if (roll < 80) {
            ui.type_text(below(2) ? "Zed" : "42");
        } else {
            ui.tick();
        }
    }
};

}  // namespace

TEST_CASE("Monkey: random input on every screen finds no assert, crash, exception or leak",
          "[ui-monkey]") {
    const int first_seed = env_int("EDEN_MONKEY_FIRST_SEED", 1);
    const int seeds = env_int("EDEN_MONKEY_SEEDS", 20);
    const int frames_per_seed = env_int("EDEN_MONKEY_FRAMES", 2500);
    long long frames = 0;
    int games = 0;
    for (int seed = first_seed; seed < first_seed + seeds; ++seed) {
        DriverOptions options;
        options.seed = static_cast<std::uint64_t>(seed);
        // Small windows: the software renderer's cost is in its pixels, and a monkey finds as
        // much in a small window (the layout's tightest case) as in a big one.
        options.width = 960;
        options.height = 600;
        options.save_dir = fresh_folder("eden-monkey-" + std::to_string(seed));
        std::filesystem::remove_all(options.save_dir);
        UiDriver ui(options);
        int seed_frames = 0;
        ui.on_frame = [&](UiDriver&) { ++seed_frames; };
        Monkey monkey{ui, static_cast<std::uint64_t>(seed) * 7919u, options.width, options.height};
        bool was_in_game = false;
        while (seed_frames < frames_per_seed) {
            INFO("seed " << seed << ", frame " << seed_frames);
            monkey.act();
            if (ui.app().quit) {
                // The app would close; a person starts it again.
                ui.app().quit = false;
                ui.app().screen = app::Screen::title;
            }
            const bool in_game = ui.app().screen == app::Screen::game;
            if (in_game && !was_in_game) ++games;
            was_in_game = in_game;
        }
        frames += seed_frames;
        std::filesystem::remove_all(options.save_dir);
    }
    std::printf("monkey: %lld frames over %d seeds, %d games entered\n", frames, seeds, games);
    CHECK(frames >= static_cast<long long>(seeds) * frames_per_seed);
    CHECK(games > 0);
}
