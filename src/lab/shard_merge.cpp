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

// What a count's maximum is ("the run's games"), in English and as a message of the catalogs.
struct Bound {
    std::string english;  // none when empty
    text::Message message;
};

Bound run_games() {
    return {"the run's games", text::Message("data_error.lab.bound.run_games")};
}

// Reads the keys of one object, each refusal pointing at the key.
class Reader {
  public:
    Reader(const json& j, const std::string& source, std::string pointer)
        : j_(j), source_(source), pointer_(std::move(pointer)) {
        if (!j_.is_object())
            fail("", "must be an object", text::Message("data_error.must_be_object"));
    }

    [[noreturn]] void fail(const std::string& key, const std::string& reason,
                           text::Message why) const {
        throw DataError(source_, key.empty() ? pointer_ : pointer_ + "/" + key, reason,
                        std::move(why));
    }

    const json& at(const std::string& key) const {
        if (!j_.contains(key)) fail(key, "missing", text::Message("data_error.lab.missing"));
        return j_.at(key);
    }

    // A whole number in [min, max]; `what` says what the maximum is ("the games", ...).
    std::int64_t number(const std::string& key, std::int64_t min, std::int64_t max,
                        const Bound& what = {}) const {
        return checked(at(key), key, min, max, what);
    }

    std::int64_t checked(const json& v, const std::string& key, std::int64_t min, std::int64_t max,
                         const Bound& what) const {
        if (const auto n = whole_number(v, min, max)) return *n;
        if (!what.english.empty() && whole_number(v, min, std::numeric_limits<std::int64_t>::max()))
            fail(key, "is more than " + what.english + " (" + std::to_string(max) + ")",
                 text::Message("data_error.lab.more_than")
                     .with("what", text::in_place(what.message))
                     .with("max", text::Name{std::to_string(max)}));
        fail(key,
             "must be a whole number from " + std::to_string(min) + " to " + std::to_string(max),
             text::Message("data_error.lab.whole_number_range")
                 .with("low", text::Name{std::to_string(min)})
                 .with("high", text::Name{std::to_string(max)}));
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
    if (!lines.is_array())
        c.fail(key, "must be a list of [game, text] pairs",
               text::Message("data_error.lab.game_text_pairs"));
    if (static_cast<std::int64_t>(lines.size()) > count)
        c.fail(key,
               "lists " + std::to_string(lines.size()) + " games, more than its count (" +
                   std::to_string(count) + ")",
               text::Message("data_error.lab.lines_over_count")
                   .with("lines", text::Name{std::to_string(lines.size())})
                   .with("count", text::Name{std::to_string(count)}));
    std::vector<std::pair<int, std::string>> out;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const std::string at = key + "/" + std::to_string(i);
        const json& l = lines[i];
        if (!l.is_array() || l.size() != 2 || !l[1].is_string())
            c.fail(at, "must be a [game, text] pair",
                   text::Message("data_error.lab.game_text_pair"));
        const auto game = whole_number(l[0], 0, total_games - 1);
        if (!game)
            c.fail(at + "/0", "must be a game of the run: 0 to " + std::to_string(total_games - 1),
                   text::Message("data_error.lab.game_of_run")
                       .with("last", text::Name{std::to_string(total_games - 1)}));
        out.emplace_back(static_cast<int>(*game), l[1].get<std::string>());
    }
    return out;
}

// "K/N" with digits only and 1 <= K <= N <= kMaxShards.
std::pair<int, int> shard_numbers(const json& v, const Reader& run) {
    const std::string most = std::to_string(kMaxShards);
    const std::string reason = "must be \"K/N\" with 1 <= K <= N <= " + most;
    if (!v.is_string())
        run.fail("shard", reason,
                 text::Message("data_error.lab.shard_format").with("max", text::Name{most}));
    const std::string given = v.get<std::string>();
    // The refusal quoting what was given.
    const auto refuse = [&](const std::string& shown) {
        run.fail("shard", reason + ", not \"" + shown + "\"",
                 text::Message("data_error.lab.shard_format_not")
                     .with("max", text::Name{most})
                     .with("given", text::Name{shown}));
    };
    const auto slash = given.find('/');
    auto digits = [&](const std::string& s) -> std::int64_t {
        if (s.empty() || s.size() > 7 || s.find_first_not_of("0123456789") != std::string::npos)
            refuse(given.substr(0, 40));
        return std::stoll(s);
    };
    if (slash == std::string::npos) refuse(given.substr(0, 40));
    const std::int64_t k = digits(given.substr(0, slash));
    const std::int64_t n = digits(given.substr(slash + 1));
    if (n < 1 || n > kMaxShards || k < 1 || k > n) refuse(given);
    return {static_cast<int>(k), static_cast<int>(n)};
}

// a + b for counts already checked to fit: the sum of the shards must fit too.
void add_checked(int& total, int more, const std::string& source, const std::string& pointer) {
    if (__builtin_add_overflow(total, more, &total))
        throw DataError(source, pointer, "the shards' sum does not fit in a count",
                        text::Message("data_error.lab.sum_overflow"));
}

}  // namespace

Tally tally_from_counts(const json& counts, int players, int max_rounds, int total_games,
                        const std::string& source, const std::string& pointer) {
    const Reader c(counts, source, pointer);
    Tally t(players);
    const std::int64_t games = c.number("games", 0, total_games, run_games());
    const text::Name games_count{std::to_string(games)};
    const Bound of_games{"the " + games_count.text + " games",
                         text::Message("data_error.lab.bound.games").with("games", games_count)};
    t.games = static_cast<int>(games);
    t.finished = static_cast<int>(c.number("finished", 0, games, of_games));
    t.violations = static_cast<int>(c.number("violations", 0, games, of_games));
    t.rounds = c.number("rounds", 0, games * (max_rounds + 1),
                        {of_games.english + " times " + std::to_string(max_rounds + 1) + " rounds",
                         text::Message("data_error.lab.bound.games_rounds")
                             .with("games", games_count)
                             .with("rounds", text::Name{std::to_string(max_rounds + 1)})});
    t.actions = c.number(
        "actions", 0, games * kMaxActionsPerGame,
        {"a billion actions a game", text::Message("data_error.lab.bound.billion_actions")});
    t.players_won = static_cast<int>(c.number("players_won", 0, games, of_games));
    t.first_player_games = static_cast<int>(c.number("first_player_games", 0, games, of_games));
    t.first_player_wins = static_cast<int>(c.number(
        "first_player_wins", 0, t.first_player_games,
        {"its first_player_games", text::Message("data_error.lab.bound.its_first_player_games")}));
    // A seat wins only games that have a winner.
    const json& seats = c.at("wins_by_seat");
    if (!seats.is_array() || seats.size() != static_cast<std::size_t>(players))
        c.fail("wins_by_seat", "must list one count per seat (" + std::to_string(players) + ")",
               text::Message("data_error.lab.count_per_seat")
                   .with("players", text::Name{std::to_string(players)}));
    const Bound its_players_won{"its players_won",
                                text::Message("data_error.lab.bound.its_players_won")};
    for (std::size_t i = 0; i < seats.size(); ++i)
        t.wins_by_seat[i] = static_cast<int>(c.checked(
            seats[i], "wins_by_seat/" + std::to_string(i), 0, t.players_won, its_players_won));
    // One civilization per seat per game: their games add up to games x players.
    const json& civ_games = c.at("games_by_civ");
    if (!civ_games.is_object())
        c.fail("games_by_civ", "must be an object {civilization: games}",
               text::Message("data_error.lab.civ_games_object"));
    const Bound of_seats{
        of_games.english + " times the seats",
        text::Message("data_error.lab.bound.games_seats").with("games", games_count)};
    std::int64_t seat_games = 0;
    for (const auto& [civ, n] : civ_games.items()) {
        const auto v = c.checked(n, "games_by_civ/" + civ, 1, games * players, of_seats);
        seat_games += v;
        t.games_by_civ[civ] = static_cast<int>(v);
    }
    if (seat_games != games * players)
        c.fail("games_by_civ",
               "adds up to " + std::to_string(seat_games) + " seats, not " + std::to_string(games) +
                   " games x " + std::to_string(players) + " players",
               text::Message("data_error.lab.seat_games_sum")
                   .with("seats", text::Name{std::to_string(seat_games)})
                   .with("games", games_count)
                   .with("players", text::Name{std::to_string(players)}));
    const json& civ_wins = c.at("wins_by_civ");
    if (!civ_wins.is_object())
        c.fail("wins_by_civ", "must be an object {civilization: wins}",
               text::Message("data_error.lab.civ_wins_object"));
    const Bound its_civ_games{"its games in games_by_civ",
                              text::Message("data_error.lab.bound.its_civ_games")};
    for (const auto& [civ, n] : civ_wins.items()) {
        const auto played = t.games_by_civ.find(civ);
        if (played == t.games_by_civ.end())
            c.fail("wins_by_civ/" + civ, "a civilization that played no game (not in games_by_civ)",
                   text::Message("data_error.lab.civ_no_games"));
        t.wins_by_civ[civ] =
            static_cast<int>(c.checked(n, "wins_by_civ/" + civ, 0, played->second, its_civ_games));
    }
    // [[round, games], ...]: the rounds finished games ended on, adding up to `finished`.
    const json& rounds = c.at("finished_rounds");
    if (!rounds.is_array())
        c.fail("finished_rounds", "must be a list of [round, games] pairs",
               text::Message("data_error.lab.round_pairs"));
    const Bound run_max_rounds{"the run's max_rounds",
                               text::Message("data_error.lab.bound.max_rounds")};
    const Bound finished_games{"the finished games",
                               text::Message("data_error.lab.bound.finished_games")};
    std::int64_t ended = 0;
    for (std::size_t i = 0; i < rounds.size(); ++i) {
        const std::string at = "finished_rounds/" + std::to_string(i);
        const json& rn = rounds[i];
        if (!rn.is_array() || rn.size() != 2)
            c.fail(at, "must be a [round, games] pair", text::Message("data_error.lab.round_pair"));
        const auto round = c.checked(rn[0], at + "/0", 0, max_rounds, run_max_rounds);
        const auto n = c.checked(rn[1], at + "/1", 1, t.finished, finished_games);
        ended += n;
        if (ended > t.finished) break;
        t.finished_rounds[static_cast<int>(round)] += static_cast<int>(n);
    }
    if (ended != t.finished)
        c.fail("finished_rounds",
               "counts " + std::to_string(ended) + " finished games, not " +
                   std::to_string(t.finished),
               text::Message("data_error.lab.finished_rounds_sum")
                   .with("ended", text::Name{std::to_string(ended)})
                   .with("finished", text::Name{std::to_string(t.finished)}));
    // Bot kinds against each other: {a: {b: [a won, played]}}.
    const json& matchups = c.at("matchups");
    if (!matchups.is_object())
        c.fail("matchups", "must be an object {kind: {kind: [won, games]}}",
               text::Message("data_error.lab.matchups_object"));
    const Bound its_games{"its games", text::Message("data_error.lab.bound.its_games")};
    for (const auto& [a, row] : matchups.items()) {
        if (!row.is_object())
            c.fail("matchups/" + a, "must be an object {kind: [won, games]}",
                   text::Message("data_error.lab.matchups_row"));
        for (const auto& [b, wp] : row.items()) {
            const std::string at = "matchups/" + a + "/" + b;
            if (a == b)
                c.fail(at, "a kind against itself",
                       text::Message("data_error.lab.kind_against_itself"));
            if (!wp.is_array() || wp.size() != 2)
                c.fail(at, "must be a [won, games] pair",
                       text::Message("data_error.lab.won_games_pair"));
            const auto played = c.checked(wp[1], at + "/1", 0, games, of_games);
            const auto won = c.checked(wp[0], at + "/0", 0, played, its_games);
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
    if (shards.empty())
        throw DataError("merge", "", "no shard files given",
                        text::Message("data_error.lab.no_shards"));
    MergedRun merged;
    std::set<int> seen;
    int shard_count = 0;
    for (const ShardReport& file : shards) {
        const Reader top(file.report, file.source, "");
        if (!file.report.contains("run") || !file.report.contains("counts"))
            top.fail("", "not the output of eden-cli simulate --json (no run or counts)",
                     text::Message("data_error.lab.not_simulate_output"));
        json run = file.report.at("run");
        const Reader r(run, file.source, "/run");
        const int players = static_cast<int>(r.number("players", 2, 6));
        const int max_rounds = static_cast<int>(r.number("max_rounds", 1, kMaxRounds));
        const int total_games = static_cast<int>(r.number("total_games", 1, kMaxTotalGames));
        if (!r.at("scenario").is_string())
            r.fail("scenario", "must be a scenario id",
                   text::Message("data_error.data.must_be_scenario_id"));
        const auto [k, n] = shard_numbers(run.contains("shard") ? run.at("shard") : json("1/1"), r);
        run.erase("shard");
        if (merged.run.is_null()) {
            merged.run = run;
            shard_count = n;
        } else if (n != shard_count) {
            r.fail("shard",
                   "shard " + std::to_string(k) + "/" + std::to_string(n) + " of a run of " +
                       std::to_string(n) + " shards; " + shards.front().source + " is one of " +
                       std::to_string(shard_count),
                   text::Message("data_error.lab.shard_count_differs")
                       .with("k", text::Name{std::to_string(k)})
                       .with("n", text::Name{std::to_string(n)})
                       .with("file", text::Name{shards.front().source})
                       .with("count", text::Name{std::to_string(shard_count)}));
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
                   "a different run: this setting differs from " + shards.front().source + "'s",
                   text::Message("data_error.lab.different_run")
                       .with("file", text::Name{shards.front().source}));
        }
        if (!seen.insert(k).second)
            r.fail("shard", "shard " + std::to_string(k) + "/" + std::to_string(n) + " given twice",
                   text::Message("data_error.lab.shard_twice")
                       .with("k", text::Name{std::to_string(k)})
                       .with("n", text::Name{std::to_string(n)}));
        // Each shard plays its contiguous slice of the run's games, no more, no fewer.
        const auto [first, last] = shard_slice(total_games, k, n);
        const std::int64_t games = Reader(file.report.at("counts"), file.source, "/counts")
                                       .number("games", 0, total_games, run_games());
        if (games != last - first)
            throw DataError(file.source, "/counts/games",
                            std::to_string(games) + " games, but shard " + std::to_string(k) + "/" +
                                std::to_string(n) + " of " + std::to_string(total_games) +
                                " games plays " + std::to_string(last - first),
                            text::Message("data_error.lab.shard_games")
                                .with("games", text::Name{std::to_string(games)})
                                .with("k", text::Name{std::to_string(k)})
                                .with("n", text::Name{std::to_string(n)})
                                .with("total", text::Name{std::to_string(total_games)})
                                .with("plays", text::Name{std::to_string(last - first)}));
        Tally t = tally_from_counts(file.report.at("counts"), players, max_rounds, total_games,
                                    file.source, "/counts");
        for (const auto& lines : {t.first_violations, t.first_replay_differences})
            for (const auto& [game, text] : lines)
                if (game < first || game >= last)
                    throw DataError(file.source, "/counts",
                                    "names game " + std::to_string(game) + ", outside shard " +
                                        std::to_string(k) + "'s games " + std::to_string(first) +
                                        " to " + std::to_string(last - 1),
                                    text::Message("data_error.lab.game_outside_shard")
                                        .with("game", text::Name{std::to_string(game)})
                                        .with("k", text::Name{std::to_string(k)})
                                        .with("first", text::Name{std::to_string(first)})
                                        .with("last", text::Name{std::to_string(last - 1)}));
        for (const char* key : {"seconds", "wall_seconds"})
            if (file.report.contains(key)) {
                const json& v = file.report.at(key);
                if (!v.is_number() || !std::isfinite(v.get<double>()) || v.get<double>() < 0)
                    top.fail(key, "must be a number of seconds >= 0",
                             text::Message("data_error.lab.seconds_not_negative"));
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
                                "/" + std::to_string(shard_count) + " once",
                            text::Message("data_error.lab.shard_missing")
                                .with("k", text::Name{std::to_string(k)})
                                .with("count", text::Name{std::to_string(shard_count)}));
    merged.run["shard"] = "1/1";
    return merged;
}

}  // namespace eden::lab
