#include "cli/sweep_difference_chart.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

#include "cli/svg.hpp"
#include "cli/sweep_charts.hpp"

namespace eden::cli {

using nlohmann::json;

namespace {

// The layout, in SVG units: a column of setting numbers, then per panel a plot and the
// numbers written beside it.
constexpr double kDiffLeft = 56, kDiffTop = 96, kDiffRow = 22, kDiffPlot = 190, kDiffText = 140;
constexpr const char* kFlaggedColour = "#c0392b";

struct Panel {
    const char* id;
    const char* title;
    double scale;  // 100: a share shown in points
    int digits;
};

constexpr Panel kPanels[] = {{"first_player_wins", "First player's win rate (points)", 100, 1},
                             {"undecided_share", "Undecided games (points)", 100, 1},
                             {"mean_rounds", "Rounds per game", 1, 2}};

std::string signed_text(double v, int digits) {
    char text[48];
    std::snprintf(text, sizeof text, "%+.*f", digits, v);
    return text;
}

// An axis end as short as it reads: "+100", "-0.5", "0".
std::string tick_text(double v) {
    char text[32];
    std::snprintf(text, sizeof text, v == 0 ? "%g" : "%+g", v);
    return text;
}

// The half-width of a panel's axis: the widest interval end of its settings, rounded up to a
// step that reads (1, 2 or 5 times a power of ten), so every interval fits.
double axis_reach(const json& settings, const Panel& p) {
    double widest = 0;
    for (const json& s : settings)
        if (const json* f = paired_figure(s, p.id))
            widest = std::max({widest, std::abs(p.scale * (*f)["ci95"][0].get<double>()),
                               std::abs(p.scale * (*f)["ci95"][1].get<double>())});
    if (widest <= 0) return 1;
    const double power = std::pow(10.0, std::floor(std::log10(widest)));
    for (double step : {1.0, 2.0, 5.0, 10.0})
        if (widest <= step * power) return step * power;
    return 10 * power;
}

// Why a setting has no difference: it is the baseline, or it seats other players or bots, or
// the sweep was too large to keep each game.
std::string no_difference(const json& setting) {
    if (!setting.contains("difference")) return "";
    const json& d = setting["difference"];
    if (d.value("is_baseline", false)) return "baseline";
    if (d.contains("not_paired")) return "not paired";
    if (d.contains("not_computed")) return "not computed";
    return "";
}

void draw_panel(Svg& svg, const json& settings, const Panel& p, double x0, int baseline) {
    const double reach = axis_reach(settings, p);
    const double bottom = kDiffTop + kDiffRow * static_cast<double>(settings.size());
    const auto x_of = [&](double v) { return x0 + kDiffPlot * (0.5 + 0.5 * v / reach); };
    svg.text(x0, kDiffTop - 30, p.title, 12);
    for (double v : {-reach, 0.0, reach}) {
        svg.text(x_of(v), kDiffTop - 10, tick_text(v), 10,
                 v < 0   ? "start"
                 : v > 0 ? "end"
                         : "middle",
                 "#666");
        svg.line(x_of(v), kDiffTop - 6, x_of(v), bottom, v == 0 ? "#888" : "#e4e4e4",
                 v == 0 ? 1.2 : 1);
    }
    double y = kDiffTop + kDiffRow / 2;
    for (const json& s : settings) {
        const json* f = paired_figure(s, p.id);
        const std::string none = no_difference(s);
        if (!f) {
            // The baseline sits on the zero line: the setting every row is measured from.
            if (none == "baseline") svg.rect(x_of(0) - 4, y - 4, 8, 8, "#222");
            svg.text(x0 + kDiffPlot + 8, y + 4, none.empty() ? "-" : none, 10, "start", "#666");
            y += kDiffRow;
            continue;
        }
        const double mean = p.scale * (*f)["difference"].get<double>();
        const double low = p.scale * (*f)["ci95"][0].get<double>();
        const double high = p.scale * (*f)["ci95"][1].get<double>();
        const bool flagged = (*f)["flagged"].get<bool>();
        const std::string colour = flagged ? kFlaggedColour : "#444";
        const std::string words = signed_text(mean, p.digits) + " [" + signed_text(low, p.digits) +
                                  ", " + signed_text(high, p.digits) + "]" + (flagged ? " *" : "");
        svg.begin_group("#" + std::to_string(s["setting"].get<int>()) + " vs #" +
                        std::to_string(baseline) + ": " + words);
        svg.line(x_of(low), y, x_of(high), y, colour, 1.6);
        svg.line(x_of(low), y - 4, x_of(low), y + 4, colour, 1.6);
        svg.line(x_of(high), y - 4, x_of(high), y + 4, colour, 1.6);
        svg.rect(x_of(mean) - 3.5, y - 3.5, 7, 7, colour);
        svg.text(x0 + kDiffPlot + 8, y + 4, words, 10, "start", colour);
        svg.end_group();
        y += kDiffRow;
    }
}

}  // namespace

std::string difference_mark(const json& setting, const std::string& id, double scale, int digits) {
    if (no_difference(setting) == "baseline") return "baseline";
    const json* f = paired_figure(setting, id);
    if (!f) return "";
    return signed_text(scale * (*f)["difference"].get<double>(), digits) +
           ((*f)["flagged"].get<bool>() ? "*" : "");
}

std::string differences_svg(const json& report) {
    const json& settings = report["settings"];
    int baseline = 1;
    for (const json& s : settings)
        if (s.contains("difference") && s["difference"].contains("baseline"))
            baseline = s["difference"]["baseline"].get<int>();
    const double panel = kDiffPlot + kDiffText;
    const double width = kDiffLeft + panel * std::size(kPanels) + 10;
    const double rows_end = kDiffTop + kDiffRow * static_cast<double>(settings.size());
    const double height = rows_end + 40 + 16 * static_cast<double>(settings.size());
    Svg svg(width, height);
    svg.text(kDiffLeft, 20,
             "Difference from the baseline #" + std::to_string(baseline) +
                 ", game by game on the same seeds (95% intervals)",
             14);
    svg.text(kDiffLeft, 36,
             "square: the mean difference; bar: its 95% interval; red and *: the interval leaves "
             "out 0",
             10, "start", "#666");
    double y = kDiffTop + kDiffRow / 2;
    for (const json& s : settings) {
        const bool is_baseline = s["setting"].get<int>() == baseline;
        if (is_baseline) svg.rect(4, y - kDiffRow / 2 + 1, width - 8, kDiffRow - 2, "#f2f2f2");
        svg.text(kDiffLeft - 8, y + 4, "#" + std::to_string(s["setting"].get<int>()), 11, "end");
        y += kDiffRow;
    }
    double x = kDiffLeft;
    for (const Panel& p : kPanels) {
        draw_panel(svg, settings, p, x, baseline);
        x += panel;
    }
    // What each number is, as the other charts' legends say it.
    y = rows_end + 28;
    for (const json& s : settings) {
        svg.text(kDiffLeft, y,
                 "#" + std::to_string(s["setting"].get<int>()) + ": " + setting_label(s), 11);
        y += 16;
    }
    return svg.str();
}

}  // namespace eden::cli
