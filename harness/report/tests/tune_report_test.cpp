// A tune's report is linear in its parameters (issue 60: 3x10^5 parameters took 23 minutes and
// a 523 MB page): the trajectory's theta objects hold every name in order, and the page charts
// only the MaxTuneCharts parameters that moved furthest across their range, saying so.

#include "harness/report/tune_report.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <sstream>

namespace harness::report {
namespace {

using ::testing::HasSubstr;

// `n` parameters on [0, 100] from 50; parameter i ends at 50 + i % 97 (97 - 1 moved furthest).
TuneResults tune_of(std::size_t n) {
    TuneResults t;
    t.batch = 8;
    for (std::size_t i = 0; i < n; ++i)
        t.params.push_back({ "p" + std::to_string(i), 50, 0, 100, 5, 0.002 });
    std::vector<double> start(n, 50), end;
    for (std::size_t i = 0; i < n; ++i) end.push_back(50 + double(i % 97));
    t.run.trajectory = { { 0, start }, { 8, end } };
    t.run.theta      = end;
    return t;
}

TEST(TuneReport, TheTrajectoryHoldsEveryParameterInOrder) {
    const auto t = tune_of(20000);
    const auto j = tune_results_json(t);
    ASSERT_EQ(j.size(), 2u);
    ASSERT_EQ(j[1]["theta"].size(), 20000u);
    EXPECT_EQ(j[1]["theta"].begin().key(), "p0");
    EXPECT_EQ(j[1]["theta"]["p19999"], 50 + 19999 % 97);
}

TEST(TuneReport, ThePageChartsOnlyTheParametersThatMovedFurthest) {
    const auto         t = tune_of(20000);
    std::ostringstream page;
    write_tune_html(page, Report {}, t);
    const auto  html   = page.str();
    std::size_t charts = 0;
    for (auto at = html.find("<svg"); at != std::string::npos; at = html.find("<svg", at + 1))
        ++charts;
    EXPECT_EQ(charts, MaxTuneCharts);
    EXPECT_THAT(html, HasSubstr("Charts of the 48 parameters that moved furthest"));
    EXPECT_THAT(html, HasSubstr(">p96<")); // moved 96 of 100
    EXPECT_EQ(html.find(">p0<"), std::string::npos); // did not move
    EXPECT_THAT(html, HasSubstr("| p0 |")); // the table holds all
}

TEST(TuneReport, AFewParametersAreAllCharted) {
    std::ostringstream page;
    write_tune_html(page, Report {}, tune_of(3));
    EXPECT_EQ(page.str().find("moved furthest"), std::string::npos);
    EXPECT_THAT(page.str(), HasSubstr(">p0<"));
}

} // namespace
} // namespace harness::report
