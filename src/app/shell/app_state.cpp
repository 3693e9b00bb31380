#include "app/shell/app_state.hpp"

#include <algorithm>
#include <cctype>

#include "app/render/palette.hpp"
#include "app/session/autosave.hpp"

namespace eden::app {

namespace {

// Each seat's mark is the initial of its name; if two names share an initial, seat numbers
// are used for everybody, so a mark never names two seats.
std::vector<std::string> seat_letters(const GameState& state) {
    std::vector<std::string> letters;
    for (const auto& p : state.setup().players) {
        const char c = p.name.empty() ? '?' : p.name[0];
        letters.emplace_back(1, static_cast<char>(std::toupper(static_cast<unsigned char>(c))));
    }
    for (std::size_t i = 0; i < letters.size(); ++i)
        for (std::size_t j = i + 1; j < letters.size(); ++j)
            if (letters[i] == letters[j]) {
                for (std::size_t k = 0; k < letters.size(); ++k)
                    letters[k] = std::to_string(k + 1);
                return letters;
            }
    return letters;
}

}  // namespace

void start_replay(AppState& app, const GameState& game, std::vector<SeatKind> seats,
                  std::vector<int> colours) {
    app.replay.emplace(game);
    const auto players = static_cast<std::size_t>(game.player_count());
    const bool colours_fit = std::all_of(colours.begin(), colours.end(),
                                         [](int c) { return c >= 0 && c < kColourChoices; });
    if (colours.size() != players || !colours_fit) colours.clear();
    for (std::size_t i = colours.size(); i < players; ++i)
        colours.push_back(static_cast<int>(i));
    if (seats.size() != players) seats.assign(players, SeatKind::human);
    app.marks.colours.clear();
    for (const int c : colours)
        app.marks.colours.push_back(seat_colour_choice(c));
    app.replay_seats = std::move(seats);
    app.replay_colours = std::move(colours);
    app.marks.letters = seat_letters(game);
    app.board_view = {};
    app.replay_return = Screen::title;
    app.replay_words.clear();
    app.replay_motion_at = 0;
    app.replay_battle_hidden = -1;
    app.motion.running.clear();
    app.screen = Screen::replay;
}

Rgba seat_colour_choice(int i) {
    return player_color(i);
}

void start_game(AppState& app, GameSession session, const std::vector<int>& colours) {
    app.marks.colours.clear();
    for (std::size_t i = 0; i < session.seats().size(); ++i)
        app.marks.colours.push_back(
            seat_colour_choice(i < colours.size() ? colours[i] : static_cast<int>(i)));
    app.marks.letters = seat_letters(session.state());
    // New game offers these seats again (issue 14: it forgot them).
    const auto& players = session.state().setup().players;
    app.new_game.seats.clear();
    for (std::size_t i = 0; i < players.size(); ++i)
        app.new_game.seats.push_back({players[i].name, players[i].civilization, session.seats()[i],
                                      i < colours.size() ? colours[i] : static_cast<int>(i)});
    app.game.emplace(std::move(session));
    app.screen = Screen::game;
    app.selected_hex.reset();
    app.board_view = {};
    app.board_frame.clear();
    app.skip_bots = false;
    app.status.clear();
    // A loaded game's battles were fought before: only new ones come up.
    app.battle_report = BattleReportState{};
    app.battle_report.seen = app.game->battles().finished().size();
    app.arrivals.clear();
    // "Since your last turn" belongs to the game it was told in: kept, a new game's first
    // handover to the same seat added the old game's news to the new one's (issue 33 item 3).
    app.away = AwayNews{};
    app.set_aside_warned.reset();
    mark_tutorial(app, false);
}

void mark_tutorial(AppState& app, bool tutorial) {
    app.tutorial = tutorial;
    app.hints_on = tutorial || app.settings.show_hints;
    app.hint_on_screen.reset();
}

std::vector<int> seat_colour_choices(const AppState& app) {
    std::vector<int> choices;
    for (const Rgba& c : app.marks.colours)
        for (int i = 0; i < kColourChoices; ++i)
            if (seat_colour_choice(i) == c) choices.push_back(i);
    return choices;
}

std::vector<int> colours_of(const nlohmann::json& j, std::size_t seats) {
    std::vector<int> colours;
    if (j.contains("colours"))
        for (const auto& c : j.at("colours"))
            colours.push_back(c.get<int>());
    if (colours.size() != seats) {
        colours.clear();
        for (std::size_t i = 0; i < seats; ++i)
            colours.push_back(static_cast<int>(i));
    }
    return colours;
}

nlohmann::json app_save_json(const AppState& app) {
    nlohmann::json j = app.game->to_json();
    j["colours"] = seat_colour_choices(app);
    // A guided game continued from the autosave still teaches.
    if (app.tutorial) j["tutorial"] = true;
    return j;
}

void load_settings(AppState& app) {
    SettingsRead read = read_settings(app.save_dir);
    app.settings = std::move(read.settings);
    std::error_code ignored;
    app.first_run = !read.problem && !std::filesystem::exists(settings_file(app.save_dir), ignored);
    if (read.problem) app.status = *read.problem;
}

void save_settings_now(AppState& app) {
    if (app.save_dir.empty()) return;
    try {
        write_settings(app.save_dir, app.settings);
    } catch (const std::exception& e) {
        app.status = std::string("The settings could not be saved: ") + e.what();
    }
}

void autosave_now(AppState& app) {
    if (!app.game || app.save_dir.empty()) return;
    try {
        write_autosave(app.save_dir, app_save_json(app));
        app.autosave_error.clear();
    } catch (const std::exception& e) {
        app.autosave_error = e.what();
        app.status = std::string("Autosave failed: ") + e.what();
    }
}

}  // namespace eden::app
