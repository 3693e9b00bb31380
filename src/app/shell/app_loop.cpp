#include "app/shell/app_loop.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "app/lab/lab_screen.hpp"
#include "app/render/fonts.hpp"
#include "app/render/palette.hpp"
#include "app/render/text_renderer.hpp"
#include "app/screens/gallery_screen.hpp"
#include "app/screens/game_screen.hpp"
#include "app/screens/map_editor_screen.hpp"
#include "app/screens/menu_screens.hpp"
#include "app/screens/replay_screen.hpp"
#include "app/screens/rules_screen.hpp"
#include "app/session/autosave.hpp"
#include "app/session/card_gallery.hpp"
#include "app/session/file_refusal.hpp"
#include "app/shell/app_frame.hpp"
#include "app/shell/app_modes.hpp"
#include "app/shell/app_state.hpp"
#include "app/shell/files_given.hpp"
#include "app/shell/frame_report.hpp"
#include "app/shell/screenshot.hpp"
#include "app/shell/sdl_context.hpp"
#include "app/shell/ui_probe.hpp"
#include "app/table/battle_report.hpp"
#include "app/table/game_panels.hpp"
#include "app/words/ui_text.hpp"
#include "bots/bot.hpp"
#include "data/data_files.hpp"
#include "eden/core/data_error.hpp"
#include "eden/dragons/flow.hpp"
#include "eden/text/action_text.hpp"
#include "eden/text/data_text.hpp"
#include "eden/text/language.hpp"
#include "imgui.h"
#include "imgui_impl_sdl.h"
#include "imgui_impl_sdlrenderer.h"

namespace eden::app {

namespace {

// Dear ImGui lays a window out from the previous frame's sizes, so the first frame after an
// event can be off; a second frame settles it.
constexpr int kLoopFramesToSettle = 3;
// After an input event the window draws this many frames: a click is a press frame and a
// release frame (the button acts in the second), the third shows what it changed, the fourth
// lets Dear ImGui settle the layout of what appeared. Fewer left a click's result undrawn
// until the mouse moved again.
constexpr int kFramesAfterEvent = 4;
// With nothing happening the window sleeps this long at most.
constexpr Uint32 kLoopIdleWaitMs = 1000;
constexpr Uint32 kLoopWatchEveryMs = 250;
// Between two frames of a motion on screen: the board's, or a unit card moving onto its
// front (about 60 a second).
constexpr Uint32 kAnimationFrameMs = 16;
// Between two frames of the lab while its games play: the progress and the charts are redrawn
// about 20 times a second, and not at all once the run is over and drawn.
constexpr Uint32 kLabFrameMs = 50;

void use_offscreen_driver_unless_chosen() {
    // No display is needed headless (CI has none); a caller's own choice of driver is kept.
    const char* driver = std::getenv("SDL_VIDEODRIVER");
    if (driver == nullptr || *driver == 0) SDL_SetHint(SDL_HINT_VIDEODRIVER, "offscreen");
}

std::string phase_key(const GameState& s) {
    std::string key(to_string(s.phase()));
    if (s.phase() == Phase::conquest) {
        const auto step = s.conquest().step;
        switch (step) {
            case ConquestStep::settle_units:
            case ConquestStep::settle_crystals:
            case ConquestStep::settle_extra_unit:
            case ConquestStep::settle_resources:
            case ConquestStep::settle_purchase:
            case ConquestStep::settle_troops:
                key += "-settling";
                break;
            case ConquestStep::production:
                key += "-production";
                break;
            case ConquestStep::expansion:
                key += s.conquest().battle ? "-battle" : "-expansion";
                break;
            case ConquestStep::dragons:
                key += dragon_fight_view(s) ? "-dragons-battle" : "-dragons";
                break;
            case ConquestStep::purchasing:
            case ConquestStep::purchasing_discard:
                key += "-purchasing";
                break;
            case ConquestStep::reinforce_troops:
            case ConquestStep::move_troops:
                key += "-reinforcements";
                break;
            case ConquestStep::game_over:
                key += "-over";
                break;
        }
    }
    return key;
}

}  // namespace

int run_game_window(const WindowRun& run) {
    AppState app;
    // A data file a designer broke by hand: the window says which and why, and reads the folder
    // again once the file is saved (issue 38 item 6).
    for (;;) {
        try {
            app.data = data::load_game_data(data::default_data_dir());
            break;
        } catch (const DataError& e) {
            std::fprintf(stderr, "eden: %s\n", e.what());
            if (!show_refusal_until_changed(refusal_of(e), "app.file_refused.data_folder",
                                            {run.width, run.height}))
                return 1;
        }
    }
    text::use_data_texts(app.data.texts);  // card and World names in the Menu's language
    app.new_game = default_new_game(app.data, std::random_device{}() % 1000000u);
    app.save_dir = run.save_dir;
    load_settings(app);
    // A save folder that cannot be read does not stop the app: it says so and plays on.
    if (const auto problem = save_folder_problem(app.save_dir))
        app.status = app.status.empty() ? *problem : app.status + " " + *problem;
    if (!app.status.empty()) std::fprintf(stderr, "eden: %s\n", app.status.c_str());
    if (run.ui_scale) app.settings.ui_scale = *run.ui_scale;
    set_ui_language(
        run.language.value_or(app.settings.language.value_or(text::language_from_environment())));
    const auto autosave = read_autosave(app.save_dir);
    app.autosave_offered = autosave && game_unfinished(*autosave);
    // A file given by flag that is refused opens the window on the title screen with the
    // refusal in a box (issue 38 item 6); the line on stderr stays for scripts.
    open_files_given(app, run);
    watch_data_folder(app);
    if (app.refusal) std::fprintf(stderr, "eden: %s\n", app.status.c_str());

    FrameOutput out("Battle For Eden", run.width, run.height, false);
    SDL_SetWindowResizable(out.video.window(), SDL_TRUE);
    SDL_SetWindowMinimumSize(out.video.window(), 960, 600);
    InputState input;
    int frames_due = kFramesAfterEvent;
    Uint32 last_bot = SDL_GetTicks();
    while (!app.quit) {
        // Sleep in the OS until something happens: an event, or the next bot move.
        Uint32 wait = kLoopIdleWaitMs;
        if (bots_may_move(app)) {
            const Uint32 since = SDL_GetTicks() - last_bot;
            const auto delay = static_cast<Uint32>(app.skip_bots ? 0 : app.settings.bot_delay_ms);
            wait = since >= delay ? 0 : delay - since;
        }
        // A bots' battle result closes by itself: a frame when it is due (issue 16).
        if (const auto due = battle_report_due_in(app, SDL_GetTicks())) {
            wait = std::min(wait, *due);
            if (*due == 0) frames_due = std::max(frames_due, 1);
        }
        // Sleep in the OS until an event comes or the wait is over; the event stays queued.
        // A motion (the board's, or a unit card moving onto its front) draws a frame about
        // every 16 ms while it runs, and nothing after it.
        app.motion.enabled = app.settings.board_animations;
        const bool animating = app.animating || app.motion.busy(SDL_GetTicks());
        if (animating) wait = std::min<Uint32>(wait, kAnimationFrameMs);
        const bool lab_playing = lab_wants_frames(app);
        if (lab_playing) wait = std::min<Uint32>(wait, kLabFrameMs);
        // The files the app has open are looked at a few times a second, so saves show at once.
        wait = std::min(wait, kLoopWatchEveryMs);
        if (frames_due == 0 && wait > 0) SDL_WaitEventTimeout(nullptr, static_cast<int>(wait));
        if (reload_watched_files(app)) frames_due = kFramesAfterEvent;
        if ((animating || lab_playing) && frames_due == 0) frames_due = 1;
        if (read_events(app, input)) frames_due = kFramesAfterEvent;
        if (bots_may_move(app)) {
            const auto delay = static_cast<Uint32>(app.skip_bots ? 0 : app.settings.bot_delay_ms);
            if (SDL_GetTicks() - last_bot >= delay) {
                play_one_bot_action(app);
                last_bot = SDL_GetTicks();
                frames_due = kFramesAfterEvent;
            }
        } else {
            last_bot = SDL_GetTicks();
        }
        if (frames_due == 0) continue;
        draw_frame(app, out, input);
        SDL_RenderPresent(out.video.renderer());
        --frames_due;
    }
    return 0;
}

int run_autoplay(const AutoplayRun& run) {
    const auto started = std::chrono::steady_clock::now();
    use_offscreen_driver_unless_chosen();
    AppState app;
    app.data = data::load_game_data(data::default_data_dir());
    text::use_data_texts(app.data.texts);  // card and World names in the Menu's language
    app.save_dir = run.save_dir;
    set_ui_language(run.language);
    FrameOutput out("Battle For Eden (autoplay)", run.width, run.height, true);
    if (!run.screenshots.empty()) {
        std::error_code ec;
        std::filesystem::create_directories(run.screenshots, ec);
        if (ec)
            throw std::runtime_error("cannot make the screenshots folder " +
                                     run.screenshots.string() + ": " + ec.message());
    }
    // A bot game that cannot keep its autosave fails: a run that "passed" must have left a
    // game to continue (issue 34 item 7).
    const auto autosave_kept = [&] {
        if (!app.autosave_error.empty())
            throw std::runtime_error("the autosave cannot be written: " + app.autosave_error);
    };

    int shot = 0;
    int frames = 0;
    std::vector<double> frame_ms;
    std::optional<double> first_frame_ms;  // from the start of the run: data, SDL, fonts, art
    InputState input;
    // Draws a frame through the same code as the window, checks it, and keeps it as a PNG when
    // `name` is given.
    // A frame's time is its drawing and its present. SDL's renderer queues the draw calls and
    // rasterises them at a flush (a present, a read of the pixels), so the queue is flushed
    // inside the timing. The check of the pixels and the PNG are the test's, not the frame's,
    // and are left out. The CPU time (of every thread: Mesa's too) is reported beside the
    // wall time, which a machine busy with other work inflates.
    using Clock = std::chrono::steady_clock;
    std::vector<double> frame_cpu_ms;
    Clock::time_point t0;
    std::clock_t c0 = 0;
    double wall_part = 0;
    double cpu_part = 0;
    const auto start_timing = [&] {
        t0 = Clock::now();
        c0 = std::clock();
    };
    const auto pause_timing = [&] {
        wall_part += std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
        cpu_part += 1000.0 * static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC;
    };
    const auto frame_timed = [&] {
        frame_ms.push_back(wall_part);
        frame_cpu_ms.push_back(cpu_part);
        wall_part = cpu_part = 0;
    };
    // --frame-report: the screen drawn again and again, as the window redraws it after an
    // event, each frame timed in its two parts (frame_report.hpp).
    std::vector<ScreenFrames> screens;
    const auto measure_screen = [&](const std::string& name) {
        ScreenFrames measured{name, {}};
        for (int i = 0; i < run.frame_report; ++i) {
            const auto w0 = Clock::now();
            const std::clock_t cpu0 = std::clock();
            draw_frame(app, out, input);
            const auto w1 = Clock::now();
            SDL_RenderFlush(out.video.renderer());
            SDL_RenderPresent(out.video.renderer());
            const auto w2 = Clock::now();
            FrameSample s;
            s.wall_ms = std::chrono::duration<double, std::milli>(w2 - w0).count();
            s.raster_ms =
                out.imgui_raster_ms + std::chrono::duration<double, std::milli>(w2 - w1).count();
            s.build_ms = s.wall_ms - s.raster_ms;
            s.cpu_ms = 1000.0 * static_cast<double>(std::clock() - cpu0) / CLOCKS_PER_SEC;
            measured.samples.push_back(s);
        }
        screens.push_back(std::move(measured));
    };
    const auto frame = [&](const std::string& name) {
        // A kept frame is settled first; the others are drawn once, as the window would.
        const int passes = name.empty() ? 1 : kLoopFramesToSettle;
        for (int i = 0; i < passes; ++i) {
            start_timing();
            draw_frame(app, out, input);
            SDL_RenderFlush(out.video.renderer());
            if (i + 1 < passes) {
                SDL_RenderPresent(out.video.renderer());
                pause_timing();
                frame_timed();
            } else {
                pause_timing();
            }
            ++frames;
        }
        const SurfacePtr pixels = read_frame(out.video.renderer());
        if (run.on_frame) run.on_frame(name, pixels.get());
        if (const auto flat = flat_color(pixels.get()))
            throw std::runtime_error("frame " + std::to_string(frames) +
                                     " is blank (one colour) on screen " + name);
        if (!name.empty() && !run.screenshots.empty()) {
            char prefix[8];
            std::snprintf(prefix, sizeof prefix, "%02d-", shot++);
            save_png(pixels.get(), run.screenshots / (prefix + name + ".png"));
        }
        start_timing();
        SDL_RenderPresent(out.video.renderer());
        pause_timing();
        frame_timed();
        if (!first_frame_ms)
            first_frame_ms =
                std::chrono::duration<double, std::milli>(Clock::now() - started).count();
        if (!name.empty() && run.frame_report > 0) measure_screen(name);
    };

    if (run.on_frame) probe::enable(true);
    frame("title");
    app.screen = Screen::new_game;
    app.new_game = default_new_game(app.data, run.seed);
    if (!app.data.rulesets.contains(run.ruleset))
        throw std::runtime_error("no ruleset \"" + run.ruleset + "\" in the data");
    choose_ruleset(app.new_game, app.data, run.ruleset);
    if (run.scenario) choose_scenario_file(app.data, app.new_game, *run.scenario);
    resize_seats(app.new_game, app.data, run.players);
    for (SeatChoice& s : app.new_game.seats)
        s.kind = SeatKind::bot;
    for (int i = 0; i < run.people && i < static_cast<int>(app.new_game.seats.size()); ++i)
        app.new_game.seats[static_cast<std::size_t>(i)].kind = SeatKind::human;
    frame("new-game");
    app.show_variants = true;
    frame("new-game-variants");
    // A list typed wrong: the rules' reason under the field, and Start refused with it.
    app.new_game.rule_changes["map.face_down_colours"] = list_from_text("white, gren, black");
    frame("new-game-variants-refused");
    if (!new_game_problem(app.data, app.new_game))
        throw std::runtime_error("a misspelt colour in a rules variant was accepted");
    app.new_game.rule_changes.clear();
    app.show_variants = false;
    if (const auto problem = new_game_problem(app.data, app.new_game))
        throw std::runtime_error("the autoplay game cannot start: " +
                                 text::render(*problem, {}, text::Language::english));
    std::vector<SeatKind> kinds;
    std::vector<int> colours;
    // The people's choices are made by bots standing in for them, through act(): the same call
    // the screen's buttons and board clicks make.
    std::vector<std::unique_ptr<bots::Bot>> stand_ins;
    for (const SeatChoice& s : app.new_game.seats) {
        kinds.push_back(s.kind);
        colours.push_back(s.colour);
        stand_ins.push_back(bots::make_bot("heuristic", run.seed + 100 + stand_ins.size()));
    }
    if (run.seat_colours) *run.seat_colours = colours;
    start_game(app, GameSession(GameState(make_setup(app.data, app.new_game)), kinds, run.seed),
               colours);

    std::set<std::string> seen;
    int actions = 0;
    while (!app.game->over() && actions != run.stop_after) {
        autosave_kept();
        if (actions >= run.max_actions)
            throw std::runtime_error("no end after " + std::to_string(actions) + " actions");
        if (app.battle_report.showing && !app.game->hot_seat().curtain_for()) {
            // A battle's result is dismissed the way a person does it: Enter, in a frame.
            frame(seen.insert("battle-result").second ? "battle-result" : std::string());
            const auto shown = app.battle_report.showing;
            app.keys.push_back(SDLK_RETURN);
            frame(std::string());
            // The next battle's result may come up at once (another front ended meanwhile).
            if (app.battle_report.showing == shown && app.battle_report.held)
                throw std::runtime_error("the battle's result did not go when Enter was pressed");
            app.battle_report.showing.reset();  // a bots' one would go by itself in time
            continue;
        }
        if (const auto seat = app.game->hot_seat().curtain_for()) {
            // The curtain is dismissed the way a person does it: a key press, in a frame.
            frame(seen.insert("curtain").second ? "curtain" : std::string());
            app.keys.push_back(SDLK_RETURN);
            frame(std::string());
            if (app.game->hot_seat().curtain_for())
                throw std::runtime_error("the curtain did not go when Enter was pressed");
            continue;
        }
        const bool person = !app.game->bot_to_move();
        const bool paying = person && app.game->pending().kind == DecisionKind::pay;
        const std::size_t actions_before_frame = app.game->state().action_count();
        const std::string key = phase_key(app.game->state()) + (paying   ? "-paying"
                                                                : person ? "-person"
                                                                         : "");
        frame(seen.insert(key).second ? key : std::string());
        if (app.game->state().conquest().step == ConquestStep::expansion &&
            seen.insert("board-zoomed").second) {
            // The board zoomed in about its centre (a person's mouse wheel), then fitted again.
            app.board_view.zoom = 2.5f;
            frame("board-zoomed");
            app.keys.push_back(SDLK_f);
            frame(std::string());
            if (app.board_view.zoom != 1.0f)
                throw std::runtime_error("F did not fit the board again");
        }
        // The frame may have taken the decision itself (no choice in it: auto_take.hpp, a
        // payment with one way to pay say): look again at what is open now.
        if (app.game->state().action_count() != actions_before_frame) continue;
        if (paying) {
            // The person's own payment, made in the payment widget: the stand-in's plan
            // ticked and counted in, crystal by crystal, resource by resource, then "Pay".
            const Decision& d = app.game->pending();
            const Action choice =
                stand_ins[static_cast<std::size_t>(d.player)]->choose(app.game->state(), d);
            const PaymentPlan& plan = std::get<Pay>(choice).plan;
            if (!app.paying.follow(app.game->state()))
                throw std::runtime_error("a payment is pending and the widget has none");
            app.paying.clear();
            for (int i : plan.crystal_indices)
                app.paying.toggle_crystal(i);
            for (const auto& [hex, counts] : plan.taken)
                for (std::size_t t = 0; t < counts.by_type.size(); ++t)
                    app.paying.take(hex, t, counts.by_type[t]);
            app.paying.set_pure_energy(plan.pure_energy);
            if (app.paying.plan() != plan)
                throw std::runtime_error("the payment widget cannot make the plan " +
                                         describe(choice));
            if (const auto why = app.paying.why_not(app.game->state()))
                throw std::runtime_error("the payment widget refuses a plan: " + tr(*why));
            frame(seen.insert("paying-chosen").second ? "paying-chosen" : std::string());
            act(app, app.paying.action());
            if (!app.status.empty() && app.status.rfind("Autosave", 0) != 0)
                throw std::runtime_error("a payment made in the widget was refused: " + app.status);
        } else if (person && app.game->pending().kind == DecisionKind::place_resources) {
            // The person's own placement, clicked together: every resource on his first
            // territory, as the board's clicks would add them.
            const int d_player = app.game->pending().player;
            std::optional<Hex> first;
            for (const auto& [hex, owner] : app.game->state().control())
                if (owner == d_player && !first) first = hex;
            app.placing.clear();
            for (int i = 0; first && i < app.game->state().conquest().production_left; ++i)
                add_to_placement(app, *first);
            act(app, PlaceResources{app.placing});
            if (!app.status.empty() && app.status.rfind("Autosave", 0) != 0)
                throw std::runtime_error("a placement made on the board was refused: " +
                                         app.status);
        } else if (person) {
            const Decision& d = app.game->pending();
            act(app, stand_ins[static_cast<std::size_t>(d.player)]->choose(app.game->state(), d));
            if (!app.status.empty() && app.status.rfind("Autosave", 0) != 0)
                throw std::runtime_error("a person's choice was refused: " + app.status);
        } else {
            play_one_bot_action(app);
        }
        ++actions;
    }
    autosave_kept();
    frame(app.game->over() ? "victory" : "stopped");
    // King of Eden: the dragons' battles were on screen, the person's side of them too.
    if (app.game->state().setup().dragons && app.game->over() &&
        !seen.count("conquest-dragons-battle"))
        throw std::runtime_error("a King of Eden game ended without a dragon battle on screen");
    // The reference windows over the finished game, so every run looks at them too.
    app.show_rules = true;
    frame("rules");
    app.show_rules = false;
    app.show_gallery = true;
    frame("gallery");
    // The shared piles too (the last sections), not only the first World.
    const auto sections = gallery_sections(app.data.cards, app.data.dragons);
    for (std::size_t i = app.data.cards.civilizations.size(); i < sections.size(); ++i) {
        app.gallery_section = static_cast<int>(i);
        std::string name = "gallery-" + sections[i].title;
        std::replace(name.begin(), name.end(), ' ', '-');
        frame(name);
    }
    app.gallery_section = 0;
    app.show_gallery = false;
    std::printf(
        "autoplay: seed %llu, %d actions, %d frames (%dx%d); frame time (draw + present) "
        "median %.2f ms, p95 %.2f ms, p99 %.2f ms; CPU per frame median %.2f ms, p95 %.2f ms; "
        "first frame after %.0f ms\n",
        static_cast<unsigned long long>(run.seed), actions, frames, run.width, run.height,
        frame_percentile(frame_ms, 0.5), frame_percentile(frame_ms, 0.95),
        frame_percentile(frame_ms, 0.99), frame_percentile(frame_cpu_ms, 0.5),
        frame_percentile(frame_cpu_ms, 0.95), first_frame_ms.value_or(0));
    if (run.frame_report > 0) std::printf("%s", frame_report_table(screens).c_str());
    if (run.measured) *run.measured = screens;
    return 0;
}

int run_save_screenshot(const SaveScreenshotRun& run) {
    use_offscreen_driver_unless_chosen();
    AppState app;
    if (!load_game_file(app, run.save)) throw std::runtime_error(app.status);
    if (run.as < -1 || run.as >= app.game->state().player_count())
        throw std::runtime_error("--as " + std::to_string(run.as) + ": no such seat");
    app.game->show_as(run.as);
    app.status.clear();
    app.settings.ui_scale = run.ui_scale;
    FrameOutput out("Battle For Eden", run.width, run.height, true);
    InputState input;
    for (int i = 0; i < kLoopFramesToSettle; ++i) {
        draw_frame(app, out, input);
        if (i + 1 < kLoopFramesToSettle) SDL_RenderPresent(out.video.renderer());
    }
    const SurfacePtr pixels = read_frame(out.video.renderer());
    save_png(pixels.get(), run.out);
    if (run.check_not_blank && flat_color(pixels.get())) {
        std::fprintf(stderr, "eden: the rendered frame is blank: %s\n", run.out.string().c_str());
        return 1;
    }
    return 0;
}

}  // namespace eden::app
