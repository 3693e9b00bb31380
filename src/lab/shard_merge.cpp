#include "lab/shard_merge.hpp"

#include <cmath>
#include <limits>
#include <set>

#include "eden/core/data_error.hpp"
#include "lab/game_batch.hpp"
#include "lab/whole_numbers.hpp"

namespace eden::lab {

using nlohmann::json;

namespace {

// The bounds of simulate's options, which wrote the reports.
constexpr std::int64_t kMaxTotalGames = 10'000'000;
constexpr std::int64_t kMaxRounds = 100'000;
constexpr std::int64_t kMaxShards = 1'000'000;
// No game takes a billion actions: a bound that keeps every sum of actions within 64 bits.
constexpr std::int64_t kMaxActionsPerGame = 1'000'000'000;

// Reads the keys of one object, each refusal pointing at the key.
class Reader {
  public:
    Reader(const json& j, const std::string& source, std::string pointer)
        : j_(j), source_(source), pointer_(std::move(pointer)) {
        if (!j_.is_object()) fail("", "must be an object");
    }

    [[noreturn]] void fail(const std::string& key, const std::string& reason) const {
        throw DataError(source_, key.empty() ? pointer_ : pointer_ + "/" + key, reason);
    }

    const json& at(const std::string& key) const {
        if (!j_.contains(key)) fail(key, "missing");
        return j_.at(key);
    }

    // A whole number in [min, max]; `what` says what the maximum is ("the games", ...).
    std::int64_t number(const std::string& key, std::int64_t min, std::int64_t max,
                        const std::string& what = "") const {
        return checked(at(key), key, min, max, what);
    }

    std::int64_t checked(const json& v, const std::string& key, std::int64_t min, std::int64_t max,
                         const std::string& what) const {
        if (const auto n = whole_number(v, min, max)) return *n;
        if (!what.empty() && whole_number(v, min, std::numeric_limits<std::int64_t>::max()))
            fail(key, "is more than " + what + " (" + std::to_string(max) + ")");
        fail(key,
             "must be a whole number from " + std::to_string(min) + " to " + std::to_string(max));
    }

    const std::string& source() const { return source_; }
    const std::string& pointer() const { return pointer_; }

  private:
    const json& j_;
    const std::string& source_;
    std::string pointer_;
};

// [[game index, "what"], ...]: the first few problems of a shard, kept by game index.
std::vector<std::pair<int, std::string>> game_lines(const Reader& c, const std::string& key,
                                                    const json& lines, std::int64_t count,
                                                    int total_games) {
    if (!lines.is_array()) c.fail(key, "must be a list of [game, text] pairs");
    if (static_cast<std::int64_t>(lines.size()) > count)
        c.fail(key, "lists " + std::to_string(lines.size()) + " games, more than its count (" +
                        std::to_string(count) + ")");
    std::vector<std::pair<int, std::string>> out;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const std::string at = key + "/" + std::to_string(i);
        const json& l = lines[i];
        if (!l.is_array() || l.size() != 2 || !l[1].is_string())
            c.fail(at, "must be a [game, text] pair");
        const auto game = whole_number(l[0], 0, total_games - 1);
        if (!game)
            c.fail(at + "/0", "must be a game of the run: 0 to " + std::to_string(total_games - 1));
        out.emplace_back(static_cast<int>(*game), l[1].get<std::string>());
    }
    return out;
}

// "K/N" with digits only and 1 <= K <= N <= kMaxShards.
std::pair<int, int> shard_numbers(const json& v, const Reader& run) {
    const std::string reason = "must be \"K/N\" with 1 <= K <= N <= " + std::to_string(kMaxShards);
    if (!v.is_string()) run.fail("shard", reason);
    const std::string text = v.get<std::string>();
    const auto slash = text.find('/');
    auto digits = [&](const std::string& s) -> std::int64_t {
        if (s.empty() || s.size() > 7 || s.find_first_not_of("0123456789") != std::string::npos)
            run.fail("shard", reason + ", not \"" + text.substr(0, 40) + "\"");
        return std::stoll(s);
    };
    if (slash == std::string::npos)
        run.fail("shard", reason + ", not \"" + text.substr(0, 40) + "\"");
    const std::int64_t k = digits(text.substr(0, slash));
    const std::int64_t n = digits(text.substr(slash + 1));
    if (n < 1 || n > kMaxShards || k < 1 || k > n)
        run.fail("shard", reason + ", not \"" + text + "\"");
    return {static_cast<int>(k), static_cast<int>(n)};
}

// a + b for counts already checked to fit: the sum of the shards must fit too.
void add_checked(int& total, int more, const std::string& source, const std::string& pointer) {
    if (__builtin_add_overflow(total, more, &total))
        throw DataError(source, pointer, "the shards' sum does not fit in a count");
}

}  // namespace

Tally tally_from_counts(const json& counts, int players, int max_rounds, int total_games,
                        const std::string& source, const std::string& pointer) {
    const Reader c(counts, source, pointer);
    Tally t(players);
    const std::int64_t games = c.number("games", 0, total_games, "the run's games");
    const std::string of_games = "the " + std::to_string(games) + " games";
    t.games = static_cast<int>(games);
    t.finished = static_cast<int>(c.number("finished", 0, games, of_games));
    t.violations = static_cast<int>(c.number("violations", 0, games, of_games));
    t.rounds = c.number("rounds", 0, games * (max_rounds + 1),
                        of_games + " times " + std::to_string(max_rounds + 1) + " rounds");
    t.actions = c.number("actions", 0, games * kMaxActionsPerGame, "a billion actions a game");
    t.players_won = static_cast<int>(c.number("players_won", 0, games, of_games));
    t.first_player_games = static_cast<int>(c.number("first_player_games", 0, games, of_games));
    t.first_player_wins = static_cast<int>(
        c.number("first_player_wins", 0, t.first_player_games, "its first_player_games"));
    // A seat wins only games that have a winner.
    const json& seats = c.at("wins_by_seat");
    if (!seats.is_array() || seats.size() != static_cast<std::size_t>(players))
        c.fail("wins_by_seat", "must list one count per seat (" + std::to_string(players) + ")");
    for (std::size_t i = 0; i < seats.size(); ++i)
        t.wins_by_seat[i] = static_cast<int>(c.checked(
            seats[i], "wins_by_seat/" + std::to_string(i), 0, t.players_won, "its players_won"));
    // One civilization per seat per game: their games add up to games x players.
    const json& civ_games = c.at("games_by_civ");
    if (!civ_games.is_object()) c.fail("games_by_civ", "must be an object {civilization: games}");
    std::int64_t seat_games = 0;
    for (const auto& [civ, n] : civ_games.items()) {
        const auto v =
            c.checked(n, "games_by_civ/" + civ, 1, games * players, of_games + " times the seats");
        seat_games += v;
        t.games_by_civ[civ] = static_cast<int>(v);
    }
    if (seat_games != games * players)
        c.fail("games_by_civ", "adds up to " + std::to_string(seat_games) + " seats, not " +
                                   std::to_string(games) + " games x " + std::to_string(players) +
                                   " players");
    const json& civ_wins = c.at("wins_by_civ");
    if (!civ_wins.is_object()) c.fail("wins_by_civ", "must be an object {civilization: wins}");
    for (const auto& [civ, n] : civ_wins.items()) {
        const auto played = t.games_by_civ.find(civ);
        if (played == t.games_by_civ.end())
            c.fail("wins_by_civ/" + civ,
                   "a civilization that played no game (not in games_by_civ)");
        t.wins_by_civ[civ] = static_cast<int>(
            c.checked(n, "wins_by_civ/" + civ, 0, played->second, "its games in games_by_civ"));
    }
    // [[round, games], ...]: the rounds finished games ended on, adding up to `finished`.
    const json& rounds = c.at("finished_rounds");
    if (!rounds.is_array()) c.fail("finished_rounds", "must be a list of [round, games] pairs");
    std::int64_t ended = 0;
    for (std::size_t i = 0; i < rounds.size(); ++i) {
        const std::string at = "finished_rounds/" + std::to_string(i);
        const json& rn = rounds[i];
        if (!rn.is_array() || rn.size() != 2) c.fail(at, "must be a [round, games] pair");
        const auto round = c.checked(rn[0], at + "/0", 0, max_rounds, "the run's max_rounds");
        const auto n = c.checked(rn[1], at + "/1", 1, t.finished, "the finished games");
        ended += n;
        if (ended > t.finished) break;
        t.finished_rounds[static_cast<int>(round)] += static_cast<int>(n);
    }
    if (ended != t.finished)
        c.fail("finished_rounds", "counts " + std::to_string(ended) + " finished games, not " +
                                      std::to_string(t.finished));
    // Bot kinds against each other: {a: {b: [a won, played]}}.
    const json& matchups = c.at("matchups");
    if (!matchups.is_object()) c.fail("matchups", "must be an object {kind: {kind: [won, games]}}");
    for (const auto& [a, row] : matchups.items()) {
        if (!row.is_object()) c.fail("matchups/" + a, "must be an object {kind: [won, games]}");
        for (const auto& [b, wp] : row.items()) {
            const std::string at = "matchups/" + a + "/" + b;
            if (a == b) c.fail(at, "a kind against itself");
            if (!wp.is_array() || wp.size() != 2) c.fail(at, "must be a [won, games] pair");
            const auto played = c.checked(wp[1], at + "/1", 0, games, of_games);
            const auto won = c.checked(wp[0], at + "/0", 0, played, "its games");
            t.matchups[a][b] = {static_cast<int>(won), static_cast<int>(played)};
        }
    }
    t.first_violations =
        game_lines(c, "first_violations", c.at("first_violations"), t.violations, total_games);
    // Absent from the counts of a run before --check-replay: none were checked.
    if (counts.contains("replay_differences"))
        t.replay_differences = static_cast<int>(c.number("replay_differences", 0, games, of_games));
    t.first_replay_differences = game_lines(c, "first_replay_differences",
                                            counts.contains("first_replay_differences")
                                                ? counts.at("first_replay_differences")
                                                : json::array(),
                                            t.replay_differences, total_games);
    return t;
}

MergedRun merge_shard_reports(const std::vector<ShardReport>& shards) {
    if (shards.empty()) throw DataError("merge", "", "no shard files given");
    MergedRun merged;
    std::set<int> seen;
    int shard_count = 0;
    for (const ShardReport& file : shards) {
        const Reader top(file.report, file.source, "");
        if (!file.report.contains("run") || !file.report.contains("counts"))
            top.fail("", "not the output of eden-cli simulate --json (no run or counts)");
        json run = file.report.at("run");
        const Reader r(run, file.source, "/run");
        const int players = static_cast<int>(r.number("players", 2, 6));
        const int max_rounds = static_cast<int>(r.number("max_rounds", 1, kMaxRounds));
        const int total_games = static_cast<int>(r.number("total_games", 1, kMaxTotalGames));
        if (!r.at("scenario").is_string()) r.fail("scenario", "must be a scenario id");
        const auto [k, n] = shard_numbers(run.contains("shard") ? run.at("shard") : json("1/1"), r);
        run.erase("shard");
        if (merged.run.is_null()) {
            merged.run = run;
            shard_count = n;
        } else if (n != shard_count) {
            r.fail("shard", "shard " + std::to_string(k) + "/" + std::to_string(n) +
                                " of a run of " + std::to_string(n) + " shards; " +
                                shards.front().source + " is one of " +
                                std::to_string(shard_count));
        } else if (run != merged.run) {
            std::string key;  // the first setting that differs, to say which
            for (const auto& [name, value] : run.items())
                if (!merged.run.contains(name) || merged.run.at(name) != value) {
                    key = name;
                    break;
                }
            if (key.empty())
                for (const auto& [name, value] : merged.run.items())
                    if (!run.contains(name)) {
                        key = name;
                        break;
                    }
            r.fail(key,
                   "a different run: this setting differs from " + shards.front().source + "'s");
        }
        if (!seen.insert(k).second)
            r.fail("shard",
                   "shard " + std::to_string(k) + "/" + std::to_string(n) + " given twice");
        // Each shard plays its contiguous slice of the run's games, no more, no fewer.
        const auto [first, last] = shard_slice(total_games, k, n);
        const std::int64_t games = Reader(file.report.at("counts"), file.source, "/counts")
                                       .number("games", 0, total_games, "the run's games");
        if (games != last - first)
            throw DataError(file.source, "/counts/games",
                            std::to_string(games) + " games, but shard " + std::to_string(k) + "/" +
                                std::to_string(n) + " of " + std::to_string(total_games) +
                                " games plays " + std::to_string(last - first));
        Tally t = tally_from_counts(file.report.at("counts"), players, max_rounds, total_games,
                                    file.source, "/counts");
        for (const auto& lines : {t.first_violations, t.first_replay_differences})
            for (const auto& [game, text] : lines)
                if (game < first || game >= last)
                    throw DataError(file.source, "/counts",
                                    "names game " + std::to_string(game) + ", outside shard " +
                                        std::to_string(k) + "'s games " + std::to_string(first) +
                                        " to " + std::to_string(last - 1));
        for (const char* key : {"seconds", "wall_seconds"})
            if (file.report.contains(key)) {
                const json& v = file.report.at(key);
                if (!v.is_number() || !std::isfinite(v.get<double>()) || v.get<double>() < 0)
                    top.fail(key, "must be a number of seconds >= 0");
            }
        // The counts are bounded by the run's games, so their sums fit; checked all the same.
        int sum = merged.tally.games;
        add_checked(sum, t.games, file.source, "/counts/games");
        merged.tally.add(t);
        merged.tally.seconds += file.report.value("seconds", 0.0);
        merged.wall_seconds += file.report.value("wall_seconds", 0.0);
    }
    for (int k = 1; k <= shard_count; ++k)
        if (!seen.count(k))
            throw DataError(shards.front().source, "/run/shard",
                            "shard " + std::to_string(k) + "/" + std::to_string(shard_count) +
                                " is missing: merge needs every shard 1/" +
                                std::to_string(shard_count) + " to " + std::to_string(shard_count) +
                                "/" + std::to_string(shard_count) + " once");
    merged.run["shard"] = "1/1";
    return merged;
}

}  // namespace eden::lab
