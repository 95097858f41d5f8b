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

std::vector<double> round_ticks(double lo, double hi, bool whole) {
    if (!(hi > lo)) hi = lo + 1;
    double step = std::pow(10, std::floor(std::log10((hi - lo) / 4)));
    for (double m : { 1.0, 2.0, 5.0, 10.0 })
        if ((hi - lo) / (step * m) <= 8) {
            step *= m;
            break;
        }
    if (whole) step = std::max(1.0, std::round(step));
    std::vector<double> ticks;
    for (double t = std::floor(lo / step) * step; t < hi + step * 0.999; t += step)
        ticks.push_back(std::abs(t) < step * 1e-9 ? 0 : t);
    return ticks;
}

std::string power_label(int exponent) {
    static const char* const suffix[] = { "", "k", "M", "G", "T", "P" };
    if (exponent < 0 || exponent >= 18) return "1e" + std::to_string(exponent);
    std::string digits = exponent % 3 == 0 ? "1" : exponent % 3 == 1 ? "10" : "100";
    return digits + suffix[exponent / 3];
}

namespace {

// The chart's y as plotted: its log on a log scale.
double plotted_y(const Chart& c, double y) { return c.log_y ? std::log10(y) : y; }

// A point is drawn when it has a place: finite, and above 0 on a log scale (an infinite value,
// e.g. the loss a test of two games could catch, is left out, never plotted).
bool is_shown(const Chart& c, double x, double y) {
    return std::isfinite(x) && std::isfinite(y) && (!c.log_y || y > 0);
}

// Where a chart's values land: its ranges widened to round ticks (log: whole powers of ten),
// and the plot area inside the margins.
struct Plot {
    const Chart&        c;
    Range               xr, yr;
    std::vector<double> xt, yt;
    bool                no_data = false;
    double              w = 0, h = 0;

    double px(double x) const { return Left + (x - xr.lo) / (xr.hi - xr.lo) * w; }
    double py(double y) const { return Top + h - (plotted_y(c, y) - yr.lo) / (yr.hi - yr.lo) * h; }
    // A y tick's place (a tick is already on the plotted scale).
    double py_t(double t) const { return Top + h - (t - yr.lo) / (yr.hi - yr.lo) * h; }
};

Plot make_plot(const Chart& c) {
    Plot p { c, {}, {}, {}, {}, false, 0, 0 };
    for (const auto& s : c.series)
        for (auto [x, y] : s.points)
            if (is_shown(c, x, y)) p.xr.add(x), p.yr.add(plotted_y(c, y));
    for (const auto& l : c.lines)
        if (is_shown(c, 0, l.y)) p.yr.add(plotted_y(c, l.y));
    p.no_data = p.xr.empty();
    p.xr.widen();
    p.yr.widen();
    p.xt = round_ticks(p.xr.lo, p.xr.hi, c.whole_x);
    if (c.log_y)
        for (double e = std::floor(p.yr.lo); e <= std::ceil(p.yr.hi); ++e) p.yt.push_back(e);
    else
        p.yt = round_ticks(p.yr.lo, p.yr.hi);
    if (p.yt.size() < 2) p.yt.push_back(p.yt.empty() ? p.yr.hi : p.yt.back() + 1);
    p.xr.lo = p.xt.front(), p.xr.hi = p.xt.back();
    p.yr.lo = p.yt.front(), p.yr.hi = p.yt.back();
    p.w = c.width - Left - Right, p.h = c.height - Top - Bottom;
    return p;
}

// The title, the frame, the ticks and the axis labels.
std::string chart_frame(const Plot& p) {
    const Chart& c = p.c;
    const double w = p.w, h = p.h;
    std::string  out = "<title>" + xml_escape(c.title) + "</title>\n";
    out += "<text x=\"" + num(Left) + "\" y=\"18\" font-size=\"14\" font-weight=\"bold\">"
        + xml_escape(c.title) + "</text>\n";
    out += "<rect x=\"" + num(Left) + "\" y=\"" + num(Top) + "\" width=\"" + num(w) + "\" height=\""
        + num(h) + "\" fill=\"none\" stroke=\"#888\"/>\n";
    for (double fx : p.xt)
        out += "<text class=\"tick\" x=\"" + num(p.px(fx)) + "\" y=\"" + num(Top + h + 16)
            + "\" font-size=\"11\" text-anchor=\"middle\">" + label(fx) + "</text>\n";
    const auto&       yt      = p.yt;
    const std::size_t y_every = c.log_y ? (yt.size() + 7) / 8 : 1; // at most 8 log labels
    for (std::size_t i = 0; c.y_ticks && i < yt.size(); i += y_every)
        out += "<text class=\"tick\" x=\"" + num(Left - 6) + "\" y=\"" + num(p.py_t(yt[i]) + 4)
            + "\" font-size=\"11\" text-anchor=\"end\">"
            + (c.log_y ? power_label(int(yt[i])) : label(yt[i])) + "</text>\n";
    out += "<text x=\"" + num(Left + w / 2) + "\" y=\"" + num(c.height - 8.0)
        + "\" font-size=\"12\" text-anchor=\"middle\">" + xml_escape(c.x_label) + "</text>\n";
    out += "<text x=\"14\" y=\"" + num(Top + h / 2)
        + "\" font-size=\"12\" text-anchor=\"middle\" "
          "transform=\"rotate(-90 14 "
        + num(Top + h / 2) + ")\">" + xml_escape(c.y_label) + "</text>\n";
    return out;
}

// The horizontal lines (bounds), dashed.
std::string chart_lines(const Plot& p) {
    std::string out;
    for (const auto& l : p.c.lines) {
        if (!is_shown(p.c, 0, l.y)) continue;
        out += "<line class=\"bound\" x1=\"" + num(Left) + "\" x2=\"" + num(Left + p.w) + "\" y1=\""
            + num(p.py(l.y)) + "\" y2=\"" + num(p.py(l.y)) + "\" stroke=\"" + xml_escape(l.color)
            + "\" stroke-dasharray=\"6 4\"><title>" + xml_escape(l.name) + " " + label(l.y)
            + "</title></line>\n";
    }
    return out;
}

// Each series as a polyline, with its name in the legend.
std::string chart_series(const Plot& p) {
    const Chart& c = p.c;
    std::string  out;
    double       legend_y = Top + 14;
    for (std::size_t i = 0; i < c.series.size(); ++i) {
        const auto& s = c.series[i];
        std::string points;
        for (auto [x, y] : s.points)
            if (is_shown(c, x, y)) points += num(p.px(x)) + "," + num(p.py(y)) + " ";
        const bool under = i == 0 && c.series.size() > 1; // wide, pale: seen under the next
        out += "<polyline class=\"series\" fill=\"none\" stroke-width=\""
            + std::string(under ? "6" : "2") + "\" stroke-opacity=\"" + (under ? "0.45" : "1")
            + "\" stroke=\"" + xml_escape(s.color) + "\" points=\"" + points + "\"><title>"
            + xml_escape(s.name) + "</title></polyline>\n";
        out += "<text x=\"" + num(Left + p.w - 8) + "\" y=\"" + num(legend_y)
            + "\" font-size=\"11\" text-anchor=\"end\" fill=\"" + xml_escape(s.color) + "\">"
            + xml_escape(s.name) + "</text>\n";
        legend_y += 14;
    }
    return out;
}

} // namespace

std::string svg_chart(const Chart& c) {
    const Plot  p   = make_plot(c);
    std::string out = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\" width=\""
        + std::to_string(c.width) + "\" height=\"" + std::to_string(c.height) + "\" viewBox=\"0 0 "
        + std::to_string(c.width) + " " + std::to_string(c.height) + "\" role=\"img\">\n";
    out += chart_frame(p);
    out += chart_lines(p);
    out += chart_series(p);
    if (p.no_data)
        out += "<text x=\"" + num(Left + p.w / 2) + "\" y=\"" + num(Top + p.h / 2)
            + "\" font-size=\"13\" text-anchor=\"middle\">no data</text>\n";
    out += "</svg>\n";
    return out;
}

std::string svg_histogram(const Histogram& hg) {
    double most = 0;
    for (const auto& s : hg.series)
        for (double c : s.counts) most = std::max(most, c);
    const double w = hg.width - Left - Right, h = hg.height - Top - Bottom;
    const double slot = hg.labels.empty() ? w : w / double(hg.labels.size());
    const double bar  = slot * 0.8 / double(std::max<std::size_t>(1, hg.series.size()));
    std::string out = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart histogram\" width=\""
        + std::to_string(hg.width) + "\" height=\"" + std::to_string(hg.height)
        + "\" role=\"img\">\n<title>" + xml_escape(hg.title) + "</title>\n<text x=\"" + num(Left)
        + "\" y=\"18\" font-size=\"14\" font-weight=\"bold\">" + xml_escape(hg.title) + "</text>\n";
    for (std::size_t b = 0; b < hg.labels.size(); ++b) {
        const double x0 = Left + slot * double(b) + slot * 0.1;
        for (std::size_t k = 0; k < hg.series.size(); ++k) {
            const auto&  s  = hg.series[k];
            const double c  = b < s.counts.size() ? s.counts[b] : 0;
            const double bh = most > 0 ? h * c / most : 0;
            out += "<rect x=\"" + num(x0 + bar * double(k)) + "\" y=\"" + num(Top + h - bh)
                + "\" width=\"" + num(bar) + "\" height=\"" + num(bh) + "\" fill=\""
                + xml_escape(s.color) + "\"><title>" + xml_escape(s.name) + ": " + num(c)
                + "</title></rect>\n";
        }
        out += "<text x=\"" + num(x0 + slot * 0.4) + "\" y=\"" + num(Top + h + 14)
            + "\" font-size=\"10\" text-anchor=\"middle\">" + xml_escape(hg.labels[b])
            + "</text>\n";
    }
    out += "<text x=\"" + num(Left + w / 2) + "\" y=\"" + num(hg.height - 4)
        + "\" font-size=\"12\" text-anchor=\"middle\">" + xml_escape(hg.x_label) + "</text>\n";
    double lx = Left;
    for (const auto& s : hg.series) {
        out += "<rect x=\"" + num(lx) + "\" y=\"26\" width=\"10\" height=\"10\" fill=\""
            + xml_escape(s.color) + "\"/><text x=\"" + num(lx + 14)
            + "\" y=\"35\" font-size=\"11\">" + xml_escape(s.name) + "</text>\n";
        lx += 110;
    }
    return out + "</svg>\n";
}

} // namespace harness::report
