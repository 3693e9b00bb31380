#include "app/lab/lab_saved_runs.hpp"

#include <algorithm>
#include <system_error>
#include <utility>
#include <vector>

#include "data/data_files.hpp"
#include "lab/saved_run.hpp"

namespace eden::app {

namespace fs = std::filesystem;

namespace {

bool already_kept(const LabState& lab, const fs::path& file) {
    const fs::path p = file.lexically_normal();
    return std::any_of(lab.kept.begin(), lab.kept.end(), [&](const KeptRun& k) {
        return !k.saved_to.empty() && k.saved_to.lexically_normal() == p;
    });
}

KeptRun kept_from_file(const AppState& app, const fs::path& file) {
    lab::SavedRun saved = lab::read_saved_run(data::read_json_file(file), app.data, file.string());
    KeptRun k;
    k.number = static_cast<int>(app.lab.kept.size()) + 1;
    k.request = std::move(saved.request);
    k.batch = std::move(saved.batch);
    k.end.total = k.request.games;
    k.end.tally = std::move(saved.tally);
    k.end.cancelled = k.end.tally.games < k.end.total;  // saved before every game was played
    k.end.wall_seconds = saved.wall_seconds;
    k.outcomes = std::move(saved.outcomes);
    k.outcomes_kept = saved.outcomes_kept;
    k.saved_to = file;
    return k;
}

}  // namespace

fs::path lab_folder(const AppState& app) {
    return app.save_dir / "lab";
}

void list_saved_lab_runs(AppState& app) {
    LabState& lab = app.lab;
    lab.refused_runs.clear();
    const fs::path dir = lab_folder(app);
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) return;
    // Oldest first, so the numbers grow with the runs' age as they do for this session's runs.
    std::vector<std::pair<fs::file_time_type, fs::path>> files;
    fs::directory_iterator it(dir, ec);
    for (; !ec && it != fs::directory_iterator(); it.increment(ec)) {
        const fs::path& p = it->path();
        if (p.extension() != ".json" || already_kept(lab, p)) continue;
        std::error_code time_error;
        const fs::file_time_type when = fs::last_write_time(p, time_error);
        files.emplace_back(time_error ? fs::file_time_type::min() : when, p);
    }
    if (ec) {  // what was listed before the error is still read
        FileRefusal folder;
        folder.file = dir.string();
        folder.reason = ec.message();
        lab.refused_runs.push_back(std::move(folder));
    }
    std::sort(files.begin(), files.end());
    for (const auto& [when, file] : files) {
        try {
            lab.kept.push_back(kept_from_file(app, file));
        } catch (const std::exception& e) {  // a DataError, or a file that cannot be read
            lab.refused_runs.push_back(refusal_of(file, e));
        }
    }
}

}  // namespace eden::app
