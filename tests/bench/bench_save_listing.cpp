// The Load and Save dialogs' list of named saves (issue 34 item 9): 3 000 saves must list in
// under 200 ms. BM_ListSaves lists saves with headers (what the app writes); BM_ListHeaderlessSaves
// lists saves written before headers, which are parsed whole as every save was before headers
// (the "before" figure, per save). The saves are written to a folder removed afterwards.
#include <benchmark/benchmark.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "app/session/game_session.hpp"
#include "app/session/new_game.hpp"
#include "app/session/save_header.hpp"
#include "app/session/save_slots.hpp"
#include "data/data_files.hpp"
#include "data/game_data.hpp"
#include "support/temp_folder.hpp"

using namespace eden;

namespace {

// A saved two-player game some rounds into its conquest: an ordinary save, some 300 KB.
nlohmann::json ordinary_save() {
    static const data::GameData data = data::load_game_data(data::default_data_dir());
    const app::NewGameChoice choice = app::default_new_game(data, 4);
    app::GameSession session(GameState(app::make_setup(data, choice)),
                             {app::SeatKind::bot, app::SeatKind::bot}, 4);
    for (int i = 0; i < 400 && !session.over(); ++i)
        session.play_bot();
    return session.to_json();
}

void list_saves_of(benchmark::State& st, bool with_header) {
    const auto saves = static_cast<int>(st.range(0));
    const test::TempFolder folder("bench-saves");
    nlohmann::json game = ordinary_save();
    if (!with_header) game.erase(app::kSaveHeaderKey);
    const std::string text = game.dump(2) + "\n";
    std::filesystem::create_directories(app::saves_folder(folder.path()));
    for (int i = 0; i < saves; ++i) {
        std::ofstream(app::save_file_for(folder.path(), "game " + std::to_string(i)),
                      std::ios::binary)
            << text;
    }
    std::size_t listed = 0;
    for (auto _ : st) {
        const auto slots = app::list_saves(folder.path());
        listed = slots.size();
        benchmark::DoNotOptimize(slots.data());
    }
    if (listed != static_cast<std::size_t>(saves)) st.SkipWithError("not every save was listed");
    st.counters["bytes/save"] = static_cast<double>(text.size());
    st.counters["saves/s"] =
        benchmark::Counter(static_cast<double>(saves) * static_cast<double>(st.iterations()),
                           benchmark::Counter::kIsRate);
}

void BM_ListSaves(benchmark::State& st) {
    list_saves_of(st, true);
}
BENCHMARK(BM_ListSaves)->Arg(3000)->Unit(benchmark::kMillisecond);

void BM_ListHeaderlessSaves(benchmark::State& st) {
    list_saves_of(st, false);
}
BENCHMARK(BM_ListHeaderlessSaves)->Arg(100)->Unit(benchmark::kMillisecond);

}  // namespace
