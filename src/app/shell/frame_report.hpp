// Frame times per screen, for `eden --autoplay --frame-report N` (issue 17, DESIGN.md's frame
// target: median at most 8 ms at 1280x800 with the software renderer). Each screen an autoplay
// shows for the first time is drawn N more times, unchanged, as the window redraws it after
// an event, and each frame is timed in two parts: building it (the app's widgets, Dear ImGui's
// layout, and the board, which the app draws with SDL itself) and rasterising Dear ImGui's
// draw data (SDL's software renderer fills the pixels as the calls come, so that is where its
// fill rate shows), the present included. The CPU time beside the wall time keeps the figure honest
// on a machine busy with other work. Benchmarks measure, tests assert: nothing here is a test.
#pragma once

#include <string>
#include <vector>

namespace eden::app {

struct FrameSample {
    double wall_ms = 0;    // build + raster, by the clock on the wall
    double cpu_ms = 0;     // the process's CPU time over the same span
    double build_ms = 0;   // wall time of the rest: widgets, layout, the board
    double raster_ms = 0;  // wall time of Dear ImGui's draw data rasterised, and the present
};

struct ScreenFrames {
    std::string screen;  // the autoplay's name for it ("conquest-purchasing-person", ...)
    std::vector<FrameSample> samples;
};

// The p-th quantile (0..1) of `values`, the nearest rank below; 0 for none.
double frame_percentile(std::vector<double> values, double p);

// A table, one line per screen: median and p90 of the wall time, the CPU time, and the
// median of the build and raster parts; a last line over every frame of every screen.
std::string frame_report_table(const std::vector<ScreenFrames>& screens);

}  // namespace eden::app
