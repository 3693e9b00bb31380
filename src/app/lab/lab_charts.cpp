#include "app/lab/lab_charts.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "app/shell/app_state.hpp"
#include "app/words/ui_text.hpp"
#include "lab/win_rates.hpp"

namespace eden::app {

namespace {

constexpr ImU32 kChartFrame = IM_COL32(90, 100, 120, 255);
constexpr ImU32 kChartGrid = IM_COL32(70, 78, 96, 255);
constexpr ImU32 kChartText = IM_COL32(215, 220, 230, 255);
constexpr ImU32 kChartDim = IM_COL32(150, 160, 180, 255);
constexpr ImU32 kChartBackdrop = IM_COL32(22, 26, 34, 255);
constexpr ImU32 kWhisker = IM_COL32(245, 245, 245, 255);
constexpr ImU32 kFirstPlayerBar = IM_COL32(226, 190, 90, 255);
constexpr ImU32 kLengthBar = IM_COL32(110, 160, 220, 255);
constexpr ImU32 kUndecidedBar = IM_COL32(200, 110, 100, 255);
constexpr ImU32 kQuartileLine = IM_COL32(244, 214, 130, 255);

ImU32 chart_seat_colour(int seat) {
    const Rgba c = seat_colour_choice(seat);
    return IM_COL32(c.r, c.g, c.b, 255);
}

void chart_dashed_line(ImDrawList* d, ImVec2 a, ImVec2 b, ImU32 col, float dash) {
    const float len = std::hypot(b.x - a.x, b.y - a.y);
    if (len <= 0) return;
    const ImVec2 step((b.x - a.x) / len, (b.y - a.y) / len);
    for (float t = 0; t < len; t += 2 * dash) {
        const float e = std::min(t + dash, len);
        d->AddLine(ImVec2(a.x + step.x * t, a.y + step.y * t),
                   ImVec2(a.x + step.x * e, a.y + step.y * e), col, 1.5f);
    }
}

void chart_text_centred(ImDrawList* d, float cx, float y, ImU32 col, const char* text) {
    const float w = ImGui::CalcTextSize(text).x;
    d->AddText(ImVec2(cx - w * 0.5f, y), col, text);
}

// The chart's box in the window (the cursor moves past it) with its backdrop and title.
struct ChartBox {
    ImVec2 min, max;
};

ChartBox begin_chart_box(const char* title, ImVec2 size) {
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImGui::Dummy(size);
    ImDrawList* d = ImGui::GetWindowDrawList();
    const ImVec2 end(at.x + size.x, at.y + size.y);
    d->AddRectFilled(at, end, kChartBackdrop, 4.0f);
    d->AddRect(at, end, kChartFrame, 4.0f);
    const float pad = ImGui::GetFontSize() * 0.5f;
    d->AddText(ImVec2(at.x + pad, at.y + pad * 0.6f), kChartText, title);
    return {at, end};
}

}  // namespace

std::string lab_number(double value, int places) {
    char buf[48];
    std::snprintf(buf, sizeof buf, "%.*f", places, value);
    std::string out(buf);
    if (ui_language() == text::Language::french) std::replace(out.begin(), out.end(), '.', ',');
    return out;
}

std::vector<double> draw_win_rate_chart(const lab::Tally& t, const std::vector<std::string>& bots,
                                        ImVec2 size) {
    const ChartBox box = begin_chart_box(tr("app.lab.chart_win_rate").c_str(), size);
    ImDrawList* d = ImGui::GetWindowDrawList();
    const float font = ImGui::GetFontSize();
    const float line = ImGui::GetTextLineHeight();
    // The plot: room for the title above, the percentages at the left, two lines of names below.
    const ImVec2 p0(box.min.x + font * 3.2f, box.min.y + line * 2.2f);
    const ImVec2 p1(box.max.x - font * 1.0f, box.max.y - line * 2.6f);
    std::vector<double> rates;
    if (p1.y - p0.y < line * 2 || p1.x - p0.x < font * 6) return rates;
    const auto y_of = [&](double rate) { return p1.y - static_cast<float>(rate) * (p1.y - p0.y); };
    char text[64];
    for (int pct = 0; pct <= 100; pct += 25) {
        const float y = y_of(pct / 100.0);
        d->AddLine(ImVec2(p0.x, y), ImVec2(p1.x, y), kChartGrid);
        std::snprintf(
            text, sizeof text, "%s",
            tr(text::Message("app.lab.percent").with("value", std::to_string(pct))).c_str());
        const float w = ImGui::CalcTextSize(text).x;
        d->AddText(ImVec2(p0.x - w - font * 0.4f, y - line * 0.5f), kChartDim, text);
    }
    const int seats = static_cast<int>(t.wins_by_seat.size());
    const bool first_player = t.first_player_games > 0;
    const int bars = seats + (first_player ? 1 : 0);
    if (bars == 0) return rates;
    const float slot = (p1.x - p0.x) / static_cast<float>(bars);
    const float bar_w = std::min(slot * 0.55f, font * 5.0f);
    const auto draw_bar = [&](int i, const lab::WinRate& r, ImU32 colour, const char* name,
                              const char* under) {
        const float cx = p0.x + slot * (static_cast<float>(i) + 0.5f);
        if (r.games > 0)
            d->AddRectFilled(ImVec2(cx - bar_w * 0.5f, y_of(r.rate)),
                             ImVec2(cx + bar_w * 0.5f, p1.y), colour);
        // The 95 % interval: a whisker with caps.
        const float cap = bar_w * 0.25f;
        const float lo = y_of(r.low), hi = y_of(r.high);
        if (r.games > 0) {
            d->AddLine(ImVec2(cx, lo), ImVec2(cx, hi), kWhisker, 2.0f);
            d->AddLine(ImVec2(cx - cap, lo), ImVec2(cx + cap, lo), kWhisker, 2.0f);
            d->AddLine(ImVec2(cx - cap, hi), ImVec2(cx + cap, hi), kWhisker, 2.0f);
            std::snprintf(text, sizeof text, "%s",
                          tr(text::Message("app.lab.rate_interval")
                                 .with("rate", lab_number(100 * r.rate, 0))
                                 .with("low", lab_number(100 * r.low, 0))
                                 .with("high", lab_number(100 * r.high, 0)))
                              .c_str());
            // Above the whisker; inside the plot's top edge when the interval reaches 100 %.
            chart_text_centred(d, cx, std::max(hi - line * 1.1f, p0.y - line * 1.1f), kChartText,
                               text);
        }
        chart_text_centred(d, cx, p1.y + line * 0.25f, kChartText, name);
        chart_text_centred(d, cx, p1.y + line * 1.25f, kChartDim, under);
    };
    for (int s = 0; s < seats; ++s) {
        const lab::WinRate r = lab::win_rate(t.wins_by_seat[static_cast<std::size_t>(s)], t.games);
        rates.push_back(r.rate);
        const std::string name = tr(text::Message("app.lab.seat").with("number", s + 1));
        const std::string kind =
            s < static_cast<int>(bots.size()) ? bots[static_cast<std::size_t>(s)] : "";
        draw_bar(s, r, chart_seat_colour(s), name.c_str(), kind.c_str());
    }
    if (first_player)
        draw_bar(seats, lab::win_rate(t.first_player_wins, t.first_player_games), kFirstPlayerBar,
                 tr("app.lab.first_player").c_str(), tr("app.lab.token_holder").c_str());
    // Where every seat would be if the seat did not matter; its key sits in the title's row,
    // where no bar or interval reaches.
    if (seats > 0) {
        const float y = y_of(1.0 / seats);
        chart_dashed_line(d, ImVec2(p0.x, y), ImVec2(p1.x, y), kQuartileLine, font * 0.4f);
        std::snprintf(
            text, sizeof text, "%s",
            tr(text::Message("app.lab.even_share").with("percent", lab_number(100.0 / seats, 0)))
                .c_str());
        const float w = ImGui::CalcTextSize(text).x;
        const float key_y = box.min.y + font * 0.3f + line * 0.5f;
        const float key_x = box.max.x - w - font * 0.6f;
        chart_dashed_line(d, ImVec2(key_x - font * 2.6f, key_y), ImVec2(key_x - font * 0.4f, key_y),
                          kQuartileLine, font * 0.4f);
        d->AddText(ImVec2(key_x, key_y - line * 0.5f), kQuartileLine, text);
    }
    d->AddLine(ImVec2(p0.x, p1.y), ImVec2(p1.x, p1.y), kChartFrame, 1.5f);
    return rates;
}

namespace {

// Rounds in bins of equal width, at most 40 of them, from the first to the last round.
int bin_width(const LengthAxes& a) {
    return std::max(1, (a.hi - a.lo + 40) / 40);
}

std::vector<int> binned_rounds(const lab::Tally& t, const LengthAxes& a) {
    const int width = bin_width(a);
    std::vector<int> counts(a.finished ? static_cast<std::size_t>((a.hi - a.lo) / width + 1) : 0,
                            0);
    for (const auto& [round, n] : t.finished_rounds)
        if (round >= a.lo && round <= a.hi)
            counts[static_cast<std::size_t>((round - a.lo) / width)] += n;
    return counts;
}

int tallest(const lab::Tally& t, const LengthAxes& a) {
    int top = t.games - t.finished;
    for (int c : binned_rounds(t, a))
        top = std::max(top, c);
    return top;
}

}  // namespace

LengthAxes length_axes(const lab::Tally& t) {
    LengthAxes a;
    if (!t.finished_rounds.empty()) {
        a.lo = t.finished_rounds.begin()->first;
        a.hi = t.finished_rounds.rbegin()->first;
        a.finished = true;
    }
    a.undecided = t.games > t.finished;
    a.top = tallest(t, a);
    return a;
}

LengthAxes shared_length_axes(const lab::Tally& x, const lab::Tally& y) {
    const LengthAxes ax = length_axes(x), ay = length_axes(y);
    LengthAxes a = ax;
    if (!ax.finished) {
        a.lo = ay.lo;
        a.hi = ay.hi;
    } else if (ay.finished) {
        a.lo = std::min(ax.lo, ay.lo);
        a.hi = std::max(ax.hi, ay.hi);
    }
    a.finished = ax.finished || ay.finished;
    a.undecided = ax.undecided || ay.undecided;
    a.top = std::max(tallest(x, a), tallest(y, a));
    return a;
}

void draw_game_length_chart(const lab::Tally& t, int max_rounds, ImVec2 size,
                            const LengthAxes* shared) {
    const ChartBox box = begin_chart_box(tr("app.lab.chart_length").c_str(), size);
    ImDrawList* d = ImGui::GetWindowDrawList();
    const float font = ImGui::GetFontSize();
    const float line = ImGui::GetTextLineHeight();
    // Two rows above the plot for the quartiles' labels, which step down a row when close.
    const ImVec2 p0(box.min.x + font * 3.2f, box.min.y + line * 3.6f);
    const ImVec2 p1(box.max.x - font * 1.0f, box.max.y - line * 2.6f);
    if (p1.y - p0.y < line * 2 || p1.x - p0.x < font * 8) return;
    const int undecided = t.games - t.finished;
    if (t.finished_rounds.empty() && undecided == 0) {
        d->AddText(ImVec2(p0.x, p0.y), kChartDim, tr("app.lab.none_finished").c_str());
        return;
    }
    const LengthAxes axes = shared ? *shared : length_axes(t);
    const int lo = axes.lo;
    const int width = bin_width(axes);
    const std::vector<int> counts = binned_rounds(t, axes);
    const int bins = static_cast<int>(counts.size());
    const int top = std::max(1, axes.top);
    // The undecided games stand apart at the right, one bin's gap from the finished ones.
    const int slots = bins + (axes.undecided ? 2 : 0);
    const float slot = (p1.x - p0.x) / static_cast<float>(std::max(1, slots));
    const auto y_of = [&](int n) {
        return p1.y - static_cast<float>(n) / static_cast<float>(top) * (p1.y - p0.y);
    };
    char text[64];
    for (int k = 0; k <= 2; ++k) {  // 0, half and the tallest count
        const int n = top * k / 2;
        const float y = y_of(n);
        d->AddLine(ImVec2(p0.x, y), ImVec2(p1.x, y), kChartGrid);
        std::snprintf(text, sizeof text, "%d", n);
        const float w = ImGui::CalcTextSize(text).x;
        d->AddText(ImVec2(p0.x - w - font * 0.4f, y - line * 0.5f), kChartDim, text);
    }
    const float gap = std::min(slot * 0.15f, font * 0.3f);
    for (int b = 0; b < bins; ++b) {
        const int n = counts[static_cast<std::size_t>(b)];
        if (n == 0) continue;
        const float x = p0.x + slot * static_cast<float>(b);
        d->AddRectFilled(ImVec2(x + gap * 0.5f, y_of(n)), ImVec2(x + slot - gap * 0.5f, p1.y),
                         kLengthBar);
    }
    // Round labels under the bins: as many as fit side by side.
    if (bins > 0) {
        const float label_w = ImGui::CalcTextSize("000").x + font;
        const int every = std::max(1, static_cast<int>(std::ceil(label_w / slot)));
        for (int b = 0; b < bins; b += every) {
            std::snprintf(text, sizeof text, "%d", lo + b * width);
            chart_text_centred(d, p0.x + slot * (static_cast<float>(b) + 0.5f), p1.y + line * 0.2f,
                               kChartDim, text);
        }
        std::snprintf(text, sizeof text, "%s",
                      tr(text::Message("app.lab.round_axis").with("width", width)).c_str());
        chart_text_centred(d, p0.x + slot * static_cast<float>(bins) * 0.5f, p1.y + line * 1.25f,
                           kChartText, text);
    }
    if (bins > 0 && !t.finished_rounds.empty()) {
        // The quartiles of the end round: where the middle half of the games ended.
        const nlohmann::json q = lab::end_rounds_json(t.finished_rounds);
        const auto x_of_round = [&](int round) {
            return p0.x +
                   slot * (static_cast<float>(round - lo) / static_cast<float>(width) + 0.5f);
        };
        const std::pair<const char*, const char*> marks[] = {{"quartile_1", "app.lab.quartile_1"},
                                                             {"median", "app.lab.median"},
                                                             {"quartile_3", "app.lab.quartile_3"}};
        float last_label_end = -1e9f;
        int row = 0;
        for (const auto& [key, words] : marks) {
            const int round = q.at(key).get<int>();
            const float x = x_of_round(round);
            std::snprintf(text, sizeof text, "%s",
                          tr(text::Message(words).with("round", std::to_string(round))).c_str());
            const float w = ImGui::CalcTextSize(text).x;
            // A label that would overlap the one before steps down a row.
            row = x - w * 0.5f < last_label_end && row == 0 ? 1 : 0;
            const float label_y = p0.y - line * 2.3f + static_cast<float>(row) * line;
            chart_text_centred(d, x, label_y, kQuartileLine, text);
            chart_dashed_line(d, ImVec2(x, label_y + line), ImVec2(x, p1.y), kQuartileLine,
                              font * 0.3f);
            last_label_end = x + w * 0.5f + font * 0.3f;
        }
    }
    if (undecided > 0) {
        const float x = p0.x + slot * static_cast<float>(bins + 1);
        d->AddRectFilled(ImVec2(x + gap * 0.5f, y_of(undecided)),
                         ImVec2(x + slot - gap * 0.5f, p1.y), kUndecidedBar);
        std::snprintf(text, sizeof text, "%d", undecided);
        chart_text_centred(d, x + slot * 0.5f, y_of(undecided) - line * 1.1f, kChartText, text);
        std::snprintf(
            text, sizeof text, "%s",
            tr(text::Message("app.lab.undecided").with("rounds", std::to_string(max_rounds)))
                .c_str());
        const float w = ImGui::CalcTextSize(text).x;
        d->AddText(ImVec2(std::min(x + slot * 0.5f - w * 0.5f, p1.x - w), p1.y + line * 1.25f),
                   kUndecidedBar, text);
    }
    d->AddLine(ImVec2(p0.x, p1.y), ImVec2(p1.x, p1.y), kChartFrame, 1.5f);
}

}  // namespace eden::app
