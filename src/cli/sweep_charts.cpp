#include "cli/sweep_charts.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <tuple>
#include <vector>

#include "cli/svg.hpp"
#include "cli/sweep_difference_chart.hpp"

namespace eden::cli {

using nlohmann::json;

namespace {

constexpr double kLeft = 60, kTop = 48, kPlotHeight = 240, kLegendLine = 16;

std::string percent(double share) {
    return std::to_string(std::lround(100 * share)) + "%";
}

// The y axis: grid lines and labels from 0 to `top` in `steps` steps.
void y_axis(Svg& svg, double width, double top, int steps, bool as_percent) {
    for (int i = 0; i <= steps; ++i) {
        const double v = top * i / steps;
        const double y = kTop + kPlotHeight * (1 - static_cast<double>(i) / steps);
        svg.line(kLeft, y, width - 20, y, "#ddd");
        svg.text(kLeft - 6, y + 4, as_percent ? percent(v) : std::to_string(std::lround(v)), 11,
                 "end");
    }
}

// Under a setting's number: its paired difference from the baseline (red with * when its
// interval leaves out 0), or "baseline".
void mark_difference(Svg& svg, const json& setting, const char* id, double scale, int digits,
                     double x, double y = kTop + kPlotHeight + 30) {
    const std::string mark = difference_mark(setting, id, scale, digits);
    if (mark.empty()) return;
    svg.text(x, y, mark, 10, "middle",
             mark == "baseline"   ? "#666"
             : mark.back() == '*' ? "#c0392b"
                                  : "#444");
}

// The legend: what the marks under the settings are, then each setting's values.
void legend(Svg& svg, const json& report, double y, const std::string& marks) {
    svg.text(kLeft, y,
             "under each setting: " + marks + " vs the baseline (*: 95% interval leaves out 0)", 10,
             "start", "#666");
    y += kLegendLine;
    for (const json& s : report["settings"]) {
        const std::string difference = difference_label(s);
        svg.text(kLeft, y,
                 "#" + std::to_string(s["setting"].get<int>()) + ": " + setting_label(s) +
                     (difference.empty() ? "" : " (" + difference + ")"),
                 11);
        y += kLegendLine;
    }
}

}  // namespace

std::string setting_label(const json& setting) {
    std::string out;
    for (const auto& [k, v] : setting["values"].items())
        out +=
            (out.empty() ? "" : ", ") + k + "=" + (v.is_string() ? v.get<std::string>() : v.dump());
    const std::string bots = setting.value("bots", "");
    if (bots.rfind("matchups:", 0) == 0) out += (out.empty() ? "" : ", ") + bots;
    return out.empty() ? "all games" : out;
}

const json* paired_figure(const json& setting, const std::string& id) {
    if (!setting.contains("difference") || !setting["difference"].contains("figures"))
        return nullptr;
    for (const json& f : setting["difference"]["figures"])
        if (f["id"] == id) return &f;
    return nullptr;
}

std::string difference_label(const json& setting) {
    if (!setting.contains("difference")) return "";
    const json& d = setting["difference"];
    if (d.value("is_baseline", false)) return "baseline";
    if (!d.contains("figures")) return "";
    std::string out = "vs #" + std::to_string(d["baseline"].get<int>()) + ":";
    // The first player's edge in points, game length in rounds.
    for (const auto& [id, name, scale, digits] :
         {std::tuple{"first_player_wins", "first player", 100.0, 1},
          std::tuple{"mean_rounds", "rounds", 1.0, 2}})
        if (const json* f = paired_figure(setting, id)) {
            char text[96];
            std::snprintf(text, sizeof text, " %s %+.*f [%+.*f, %+.*f]%s,", name, digits,
                          scale * (*f)["difference"].get<double>(), digits,
                          scale * (*f)["ci95"][0].get<double>(), digits,
                          scale * (*f)["ci95"][1].get<double>(),
                          (*f)["flagged"].get<bool>() ? " *" : "");
            out += text;
        }
    // Bot tiers at one table: how much more (or less) the stronger kind wins.
    if (d.contains("skill")) {
        const json& k = d["skill"];
        char text[160];
        std::snprintf(text, sizeof text, " %s wins %+.1f [%+.1f, %+.1f]%s,",
                      k["stronger"].get<std::string>().c_str(), 100 * k["difference"].get<double>(),
                      100 * k["ci95"][0].get<double>(), 100 * k["ci95"][1].get<double>(),
                      k["verdict"] == "no difference" ? "" : " *");
        out += text;
    }
    if (out.back() == ',') out.pop_back();
    return out;
}

std::string win_rates_svg(const json& report) {
    const json& settings = report["settings"];
    constexpr double bar = 14, gap = 24;
    double plot_width = 0;
    for (const json& s : settings)
        plot_width += (s["summary"]["players"].get<int>() + 1) * bar + gap;
    int most_players = 2;
    for (const json& s : settings)
        most_players = std::max(most_players, s["summary"]["players"].get<int>());
    const double width = std::max(640.0, kLeft + plot_width + 40);
    const double height = kTop + kPlotHeight + 74 + kLegendLine * (settings.size() + 2);
    Svg svg(width, height);
    svg.text(kLeft, 22, "Win rate by seat and of the first player (95% intervals)", 14);
    y_axis(svg, width, 1.0, 4, true);
    auto y_of = [](double share) { return kTop + kPlotHeight * (1 - share); };
    double x = kLeft + gap / 2;
    for (const json& s : settings) {
        const json& m = s["summary"];
        const int players = m["players"].get<int>();
        const double group = (players + 1) * bar;
        svg.line(x - 4, y_of(1.0 / players), x + group + 4, y_of(1.0 / players), "#888", 1, true);
        for (int p = 0; p <= players; ++p) {
            const bool first = p == players;
            const json& r = first ? m["first_player"] : m["seats"][static_cast<std::size_t>(p)];
            const double rate = r["win_rate"].get<double>();
            const double bx = x + p * bar;
            svg.begin_group(
                (first ? std::string("first player") : "seat " + std::to_string(p + 1)) + ": " +
                percent(rate) + " (" + percent(r["ci95"][0].get<double>()) + "-" +
                percent(r["ci95"][1].get<double>()) + ", " + std::to_string(r["games"].get<int>()) +
                " games)");
            svg.rect(bx + 1, y_of(rate), bar - 2, kPlotHeight * rate,
                     first ? "#999" : series_colour(p));
            const double cx = bx + bar / 2;
            const double lo = y_of(r["ci95"][0].get<double>());
            const double hi = y_of(r["ci95"][1].get<double>());
            svg.line(cx, lo, cx, hi, "#222", 1.2);
            svg.line(cx - 3, lo, cx + 3, lo, "#222", 1.2);
            svg.line(cx - 3, hi, cx + 3, hi, "#222", 1.2);
            svg.end_group();
        }
        svg.text(x + group / 2, kTop + kPlotHeight + 16,
                 "#" + std::to_string(s["setting"].get<int>()), 11, "middle");
        // The first player's paired difference from the baseline setting, in points.
        mark_difference(svg, s, "first_player_wins", 100, 1, x + group / 2);
        x += group + gap;
    }
    double ly = kTop + kPlotHeight + 50;
    double lx = kLeft;
    for (int p = 0; p < most_players; ++p) {
        svg.rect(lx, ly - 9, 10, 10, series_colour(p));
        svg.text(lx + 14, ly, "seat " + std::to_string(p + 1), 11);
        lx += 64;
    }
    svg.rect(lx, ly - 9, 10, 10, "#999");
    svg.text(lx + 14, ly, "first player", 11);
    svg.text(lx + 90, ly, "dashed: even share", 11, "start", "#666");
    legend(svg, report, ly + kLegendLine + 4, "first player, in points,");
    return svg.str();
}

std::string game_length_svg(const json& report) {
    const json& settings = report["settings"];
    constexpr double slot = 56;
    const double width = std::max(640.0, kLeft + slot * static_cast<double>(settings.size()) + 40);
    const double height = kTop + kPlotHeight + 54 + kLegendLine * (settings.size() + 2);
    int top = 1;
    for (const json& s : settings)
        if (s["summary"]["end_round"].contains("max"))
            top = std::max(top, s["summary"]["end_round"]["max"].get<int>());
    top = (top + 4) / 5 * 5;  // a round axis in fives
    Svg svg(width, height);
    svg.text(kLeft, 22, "Game length: the round finished games ended on", 14);
    svg.text(kLeft, 36,
             "box: quartiles and median; whiskers: min and max; und.: share of games "
             "that hit the round cap",
             10, "start", "#666");
    y_axis(svg, width, top, 5, false);
    auto y_of = [&](double round) { return kTop + kPlotHeight * (1 - round / top); };
    double x = kLeft + slot / 2;
    int i = 0;
    for (const json& s : settings) {
        const json& m = s["summary"];
        const json& e = m["end_round"];
        if (e.contains("median")) {
            const auto v = [&](const char* k) { return y_of(e[k].get<double>()); };
            svg.begin_group("#" + std::to_string(s["setting"].get<int>()) + ": min " +
                            e["min"].dump() + ", quartiles " + e["quartile_1"].dump() + " / " +
                            e["median"].dump() + " / " + e["quartile_3"].dump() + ", max " +
                            e["max"].dump());
            svg.line(x, v("min"), x, v("max"), "#222");
            svg.line(x - 6, v("min"), x + 6, v("min"), "#222");
            svg.line(x - 6, v("max"), x + 6, v("max"), "#222");
            svg.rect(x - 14, v("quartile_3"), 28, std::max(1.0, v("quartile_1") - v("quartile_3")),
                     series_colour(i), "#222");
            svg.line(x - 14, v("median"), x + 14, v("median"), "#000", 2);
            svg.end_group();
        }
        svg.text(x, kTop + kPlotHeight + 16, "#" + std::to_string(s["setting"].get<int>()), 11,
                 "middle");
        svg.text(x, kTop + kPlotHeight + 30, percent(m["undecided_share"].get<double>()) + " und.",
                 10, "middle", "#a00");
        // The mean rounds' paired difference from the baseline setting.
        mark_difference(svg, s, "mean_rounds", 1, 2, x, kTop + kPlotHeight + 44);
        x += slot;
        ++i;
    }
    legend(svg, report, kTop + kPlotHeight + 66, "rounds");
    return svg.str();
}

std::string matchups_svg(const json& report) {
    std::vector<const json*> mixed;
    std::size_t most_kinds = 0;
    for (const json& s : report["settings"])
        if (!s["summary"]["matchups"].empty()) {
            mixed.push_back(&s);
            most_kinds = std::max(most_kinds, s["summary"]["matchups"].size());
        }
    if (mixed.empty()) return {};
    constexpr double cell = 116, row = 26, name = 90;
    const double panel = row * static_cast<double>(most_kinds + 1) + 34;
    const double width =
        std::max(640.0, kLeft + name + cell * static_cast<double>(most_kinds) + 40);
    Svg svg(width, kTop + panel * static_cast<double>(mixed.size()) + 10);
    svg.text(kLeft, 22, "Bot kinds against each other: a seat of the row's kind won", 14);
    svg.text(kLeft, 36, "share of the games where both kinds were seated (95% interval)", 10,
             "start", "#666");
    double y = kTop + 10;
    for (const json* s : mixed) {
        const json& m = (*s)["summary"]["matchups"];
        std::vector<std::string> kinds;
        for (const auto& [k, row_of] : m.items())
            kinds.push_back(k);
        svg.text(kLeft, y + 4,
                 "#" + std::to_string((*s)["setting"].get<int>()) + ": " + setting_label(*s), 12);
        y += 16;
        for (std::size_t c = 0; c < kinds.size(); ++c)
            svg.text(kLeft + name + cell * (static_cast<double>(c) + 0.5), y + 12, kinds[c], 11,
                     "middle");
        y += row;
        for (const auto& a : kinds) {
            svg.text(kLeft + name - 6, y + 12, a, 11, "end");
            for (std::size_t c = 0; c < kinds.size(); ++c) {
                const double x = kLeft + name + cell * static_cast<double>(c);
                if (!m[a].contains(kinds[c])) {
                    svg.rect(x + 1, y - 4, cell - 2, row - 2, "#f4f4f4");
                    continue;
                }
                const json& r = m[a][kinds[c]];
                const double rate = r["win_rate"].get<double>();
                // White at 50 %, blue when the row wins more, orange when it wins less.
                const int shade =
                    static_cast<int>(255 - 150 * std::min(1.0, std::abs(rate - 0.5) * 2));
                char fill[8];
                std::snprintf(fill, sizeof fill, rate >= 0.5 ? "#%02x%02xff" : "#ff%02x%02x", shade,
                              shade);
                svg.rect(x + 1, y - 4, cell - 2, row - 2, fill, "#ccc");
                svg.text(x + cell / 2, y + 12,
                         percent(rate) + " (" + percent(r["ci95"][0].get<double>()) + "-" +
                             percent(r["ci95"][1].get<double>()) + ")",
                         10, "middle");
            }
            y += row;
        }
        y += 10;
    }
    return svg.str();
}

}  // namespace eden::cli
