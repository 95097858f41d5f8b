#include "harness/report/svg_chart.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <fstream>
#include <limits>
#include <regex>

#include <unistd.h>

using namespace harness::report;
using ::testing::HasSubstr;
using ::testing::Not;

namespace {

int count(const std::string& text, const std::string& what) {
    int n = 0;
    for (auto p = text.find(what); p != std::string::npos; p = text.find(what, p + 1)) ++n;
    return n;
}

// Well-formed XML, checked by Python's parser (python3 is a test dependency already).
bool well_formed(const std::string& svg) {
    // A path of this process and test: ctest runs the tests of this file in parallel.
    const std::string path = "/tmp/arbiter_svg_chart_" + std::to_string(getpid()) + "_"
        + ::testing::UnitTest::GetInstance()->current_test_info()->name() + ".svg";
    std::ofstream(path) << svg;
    int rc = std::system(("python3 -c 'import sys, xml.dom.minidom as m; m.parse(sys.argv[1])' "
        + path + " 2>/dev/null")
                             .c_str());
    std::remove(path.c_str());
    return rc == 0;
}

TEST(SvgChart, SeriesBoundsAndEscapedText) {
    Chart c;
    c.title   = "LLR <candidate & base>";
    c.x_label = "games";
    c.y_label = "LLR";
    c.series.push_back({ "LLR", { { 0, 0 }, { 2, 0.5 }, { 4, -0.3 } } });
    c.lines  = { { "upper", 2.94 }, { "lower", -2.94 } };
    auto svg = svg_chart(c);
    EXPECT_TRUE(well_formed(svg)) << svg;
    EXPECT_EQ(count(svg, "<polyline"), 1);
    EXPECT_EQ(count(svg, "class=\"bound\""), 2);
    EXPECT_THAT(svg, HasSubstr("LLR &lt;candidate &amp; base&gt;"));
    EXPECT_THAT(svg, Not(HasSubstr("<candidate")));
    EXPECT_THAT(svg, Not(HasSubstr("no data")));
    // Three points in the polyline.
    std::smatch m;
    ASSERT_TRUE(std::regex_search(svg, m, std::regex("points=\"([^\"]*)\"")));
    EXPECT_EQ(count(m[1].str(), ","), 3);
}

TEST(SvgChart, LogScaleLeavesOutNonPositiveValues) {
    Chart c;
    c.log_y = true;
    c.series.push_back({ "nodes", { { 1, 100 }, { 2, 0 }, { 3, 10000 } } });
    auto        svg = svg_chart(c);
    std::smatch m;
    ASSERT_TRUE(std::regex_search(svg, m, std::regex("points=\"([^\"]*)\"")));
    EXPECT_EQ(count(m[1].str(), ","), 2);
    EXPECT_TRUE(well_formed(svg));
}

TEST(SvgChart, AnEmptyChartSaysNoData) {
    auto svg = svg_chart(Chart {});
    EXPECT_THAT(svg, HasSubstr("no data"));
    EXPECT_TRUE(well_formed(svg));
}

} // namespace

// Red team, round three: a strength test of a few games could catch "a loss of inf+ Elo"; its
// chart (a line at -inf) crashed the gate's dossier. Points and lines without a finite place are
// left out; the rest is drawn.
namespace {

TEST(SvgChart, InfiniteAndNanValuesAreLeftOutNotPlotted) {
    const double inf = std::numeric_limits<double>::infinity();
    Chart        c;
    c.title        = "Strength";
    c.series       = { { "Elo", { { -20, 1 }, { 40, 1 } }, "#0969da" },
              { "power", { { -inf, 0.3 }, { -inf, 1.7 } }, "#d4a72c" },
              { "undefined", { { std::nan(""), 1 }, { 3, std::nan("") } }, "#cf222e" } };
    c.lines        = { { "bound", inf, "#888" } };
    const auto svg = svg_chart(c);
    EXPECT_TRUE(well_formed(svg)) << svg;
    EXPECT_THAT(svg, Not(HasSubstr("inf")));
    EXPECT_THAT(svg, Not(HasSubstr("nan")));
    EXPECT_THAT(svg, HasSubstr("<title>Elo"));
    c.series.erase(c.series.begin()); // nothing finite at all: an empty frame, no crash
    EXPECT_TRUE(well_formed(svg_chart(c)));
}

} // namespace
