#include "app/shell/frame_report.hpp"

#include <algorithm>
#include <cstdio>

namespace eden::app {

double frame_percentile(std::vector<double> values, double p) {
    if (values.empty()) return 0;
    std::sort(values.begin(), values.end());
    const auto i = static_cast<std::size_t>(p * static_cast<double>(values.size() - 1));
    return values[i];
}

namespace {

std::string frame_report_line(const std::string& screen, const std::vector<FrameSample>& samples) {
    std::vector<double> wall, cpu, build, raster;
    for (const FrameSample& s : samples) {
        wall.push_back(s.wall_ms);
        cpu.push_back(s.cpu_ms);
        build.push_back(s.build_ms);
        raster.push_back(s.raster_ms);
    }
    char line[256];
    std::snprintf(line, sizeof line, "%-36s %6zu %8.2f %8.2f %8.2f %8.2f %8.2f %8.2f\n",
                  screen.c_str(), samples.size(), frame_percentile(wall, 0.5),
                  frame_percentile(wall, 0.9), frame_percentile(cpu, 0.5),
                  frame_percentile(cpu, 0.9), frame_percentile(build, 0.5),
                  frame_percentile(raster, 0.5));
    return line;
}

}  // namespace

std::string frame_report_table(const std::vector<ScreenFrames>& screens) {
    char head[256];
    std::snprintf(head, sizeof head, "%-36s %6s %8s %8s %8s %8s %8s %8s\n", "screen (ms)", "frames",
                  "median", "p90", "cpu-med", "cpu-p90", "build", "raster");
    std::string table = head;
    std::vector<FrameSample> all;
    for (const ScreenFrames& s : screens) {
        table += frame_report_line(s.screen, s.samples);
        all.insert(all.end(), s.samples.begin(), s.samples.end());
    }
    table += frame_report_line("all screens", all);
    return table;
}

}  // namespace eden::app
