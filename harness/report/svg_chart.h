#pragma once
// A line chart as inline SVG for the HTML reports (the gate's dossier: the SPRT's LLR over
// games with its bounds, solve-time curves, tree size per depth): series of points, horizontal
// reference lines, axis ranges with tick labels and a legend. Self-contained markup, no script,
// no external resource; every text escaped.

#include <string>
#include <utility>
#include <vector>

namespace harness::report {

struct ChartSeries {
    std::string                            name;
    std::vector<std::pair<double, double>> points; // (x, y), drawn in order
    std::string                            color = "#1f77b4";
};

struct ChartLine { // a horizontal reference line (a bound, zero)
    std::string name;
    double      y     = 0;
    std::string color = "#d62728";
};

struct Chart {
    std::string              title, x_label, y_label;
    std::vector<ChartSeries> series;
    std::vector<ChartLine>   lines;
    int                      width = 640, height = 320;
    bool                     log_y = false; // for node counts; values <= 0 are left out
};

// The chart's <svg> element. An empty chart (no point) draws its frame and "no data".
[[nodiscard]] std::string svg_chart(const Chart& chart);

} // namespace harness::report
