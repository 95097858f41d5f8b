#pragma once
// A line chart as inline SVG for the HTML reports (the gate's dossier: the SPRT's LLR over
// games with its bounds, solve-time curves, tree size per depth): series of points, horizontal
// reference lines, axis ranges with round tick labels and a legend. Series are drawn first to
// last, the first wide and pale under the others, so that two that coincide both stay visible.
// Self-contained markup, no script, no external resource; every text escaped.

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
    bool                     log_y   = false; // for node counts; values <= 0 are left out
    bool                     whole_x = false; // x ticks on whole numbers only (depths)
    bool                     y_ticks = true; // false: rows of marks, no y scale to read
};

// Round ticks covering [lo, hi]: multiples of 1, 2 or 5 times a power of ten, four to ten of
// them; `whole`: steps of at least 1. The first and last ticks enclose the range.
[[nodiscard]] std::vector<double> round_ticks(double lo, double hi, bool whole = false);

// A tick label of a log axis: 1, 10, 100, 1k, 10k, 100k, 1M, ... (powers of ten).
[[nodiscard]] std::string power_label(int exponent);

// The chart's <svg> element. An empty chart (no point) draws its frame and "no data".
[[nodiscard]] std::string svg_chart(const Chart& chart);

// A histogram: counts per labelled bucket, one bar per series side by side in each bucket,
// heights relative to the largest count, each bar titled with its count.
struct HistogramSeries {
    std::string         name;
    std::vector<double> counts; // one per label
    std::string         color = "#1f77b4";
};
struct Histogram {
    std::string                  title, x_label;
    std::vector<std::string>     labels;
    std::vector<HistogramSeries> series;
    int                          width = 640, height = 240;
};
[[nodiscard]] std::string svg_histogram(const Histogram& h);

} // namespace harness::report
