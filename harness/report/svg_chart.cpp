#include "svg_chart.h"

#include "writers.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

namespace harness::report {

namespace {

constexpr double Left = 64, Right = 16, Top = 32, Bottom = 44;

std::string num(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", v);
    return buf;
}

std::string label(double v) {
    char buf[32];
    if (std::abs(v) >= 1e6 || (std::abs(v) < 1e-3 && v != 0))
        std::snprintf(buf, sizeof buf, "%.3g", v);
    else
        std::snprintf(buf, sizeof buf, "%g", std::round(v * 1000) / 1000);
    return buf;
}

struct Range {
    double             lo = std::numeric_limits<double>::infinity();
    double             hi = -std::numeric_limits<double>::infinity();
    void               add(double v) { lo = std::min(lo, v), hi = std::max(hi, v); }
    [[nodiscard]] bool empty() const { return lo > hi; }
    void               widen() {
                      if (empty()) lo = 0, hi = 1;
        if (lo == hi) lo -= 1, hi += 1;
    }
};

} // namespace

std::string svg_chart(const Chart& c) {
    auto  ty = [&](double y) { return c.log_y ? std::log10(y) : y; };
    Range xr, yr;
    for (const auto& s : c.series)
        for (auto [x, y] : s.points)
            if (!c.log_y || y > 0) xr.add(x), yr.add(ty(y));
    for (const auto& l : c.lines)
        if (!c.log_y || l.y > 0) yr.add(ty(l.y));
    const bool no_data = xr.empty();
    xr.widen();
    yr.widen();
    const double w = c.width - Left - Right, h = c.height - Top - Bottom;
    auto         px   = [&](double x) { return Left + (x - xr.lo) / (xr.hi - xr.lo) * w; };
    auto         py   = [&](double y) { return Top + h - (ty(y) - yr.lo) / (yr.hi - yr.lo) * h; };
    auto         py_t = [&](double t) { return Top + h - (t - yr.lo) / (yr.hi - yr.lo) * h; };

    std::string out = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\" width=\""
        + std::to_string(c.width) + "\" height=\"" + std::to_string(c.height) + "\" viewBox=\"0 0 "
        + std::to_string(c.width) + " " + std::to_string(c.height) + "\" role=\"img\">\n";
    out += "<title>" + xml_escape(c.title) + "</title>\n";
    out += "<text x=\"" + num(Left) + "\" y=\"18\" font-size=\"14\" font-weight=\"bold\">"
        + xml_escape(c.title) + "</text>\n";
    out += "<rect x=\"" + num(Left) + "\" y=\"" + num(Top) + "\" width=\"" + num(w) + "\" height=\""
        + num(h) + "\" fill=\"none\" stroke=\"#888\"/>\n";
    for (int i = 0; i <= 4; ++i) { // ticks
        double fx = xr.lo + (xr.hi - xr.lo) * i / 4, fy = yr.lo + (yr.hi - yr.lo) * i / 4;
        out += "<text x=\"" + num(px(fx)) + "\" y=\"" + num(Top + h + 16)
            + "\" font-size=\"11\" text-anchor=\"middle\">" + label(fx) + "</text>\n";
        out += "<text x=\"" + num(Left - 6) + "\" y=\"" + num(py_t(fy) + 4)
            + "\" font-size=\"11\" text-anchor=\"end\">" + label(c.log_y ? std::pow(10, fy) : fy)
            + "</text>\n";
    }
    out += "<text x=\"" + num(Left + w / 2) + "\" y=\"" + num(c.height - 8.0)
        + "\" font-size=\"12\" text-anchor=\"middle\">" + xml_escape(c.x_label) + "</text>\n";
    out += "<text x=\"14\" y=\"" + num(Top + h / 2)
        + "\" font-size=\"12\" text-anchor=\"middle\" "
          "transform=\"rotate(-90 14 "
        + num(Top + h / 2) + ")\">" + xml_escape(c.y_label) + "</text>\n";
    for (const auto& l : c.lines) {
        if (c.log_y && l.y <= 0) continue;
        out += "<line class=\"bound\" x1=\"" + num(Left) + "\" x2=\"" + num(Left + w) + "\" y1=\""
            + num(py(l.y)) + "\" y2=\"" + num(py(l.y)) + "\" stroke=\"" + xml_escape(l.color)
            + "\" stroke-dasharray=\"6 4\"><title>" + xml_escape(l.name) + " " + label(l.y)
            + "</title></line>\n";
    }
    double legend_y = Top + 14;
    for (const auto& s : c.series) {
        std::string points;
        for (auto [x, y] : s.points)
            if (!c.log_y || y > 0) points += num(px(x)) + "," + num(py(y)) + " ";
        out += "<polyline class=\"series\" fill=\"none\" stroke-width=\"2\" stroke=\""
            + xml_escape(s.color) + "\" points=\"" + points + "\"><title>" + xml_escape(s.name)
            + "</title></polyline>\n";
        out += "<text x=\"" + num(Left + w - 8) + "\" y=\"" + num(legend_y)
            + "\" font-size=\"11\" text-anchor=\"end\" fill=\"" + xml_escape(s.color) + "\">"
            + xml_escape(s.name) + "</text>\n";
        legend_y += 14;
    }
    if (no_data)
        out += "<text x=\"" + num(Left + w / 2) + "\" y=\"" + num(Top + h / 2)
            + "\" font-size=\"13\" text-anchor=\"middle\">no data</text>\n";
    out += "</svg>\n";
    return out;
}

} // namespace harness::report
