// The run frame's output files: every path is checked before a run starts (a directory, a
// missing folder, two outputs that are one file through a symlink, an output that is an input of
// the run), each refusal naming its option and path; a write that fails says why.

#include "harness/frame/output_files.h"
#include "harness/testing/temp_dir.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>

using namespace harness::frame;
using ::testing::HasSubstr;

namespace {

std::string in_temp(const std::string& name) { return harness::testing::temp_dir() + "/" + name; }

TEST(OutputFiles, WritablePathsPass) {
    ReportFiles files;
    files.json    = in_temp("ok.json");
    files.junit   = in_temp("ok.xml");
    files.epd_out = in_temp("ok.epd");
    EXPECT_FALSE(check_output_paths(files));
}

TEST(OutputFiles, EachBadPathIsRefusedNamingItsOption) {
    ReportFiles dir;
    dir.markdown = harness::testing::temp_dir();
    auto e       = check_output_paths(dir);
    ASSERT_TRUE(e);
    EXPECT_THAT(e->message, HasSubstr("--markdown: cannot write '" + dir.markdown + "'"));

    ReportFiles missing;
    missing.junit = in_temp("no/such/folder/r.xml");
    e             = check_output_paths(missing);
    ASSERT_TRUE(e);
    EXPECT_THAT(e->message, HasSubstr("--junit: cannot write"));

    // One file under two names: the symlink resolves to the JSON report.
    const auto link = in_temp("link.xml");
    std::filesystem::remove(link);
    std::filesystem::create_symlink(in_temp("same.json"), link);
    ReportFiles same;
    same.json  = in_temp("same.json");
    same.junit = link;
    e          = check_output_paths(same);
    ASSERT_TRUE(e);
    EXPECT_THAT(e->message, HasSubstr("are the same file"));

    ReportFiles over;
    over.epd_out = in_temp("suite.epd");
    e            = check_output_paths(over, { { "--suite", { in_temp("suite.epd") } } });
    ASSERT_TRUE(e);
    EXPECT_THAT(e->message,
        HasSubstr("--epd-out: '" + in_temp("suite.epd")
            + "' is an input of this run (--suite); it would be overwritten"));
}

TEST(OutputFiles, AFailedWriteSaysWhyAndTheRunExitsTwo) {
    auto failed = write_text_file("/dev/full", "text");
    ASSERT_TRUE(failed);
    EXPECT_THAT(*failed, HasSubstr("/dev/full: "));
    EXPECT_FALSE(write_text_file(in_temp("written.txt"), "text"));
    testing::internal::CaptureStderr();
    EXPECT_EQ(report_write_failed("suite", { *failed }, "r.json.partial"), 2);
    const auto said = testing::internal::GetCapturedStderr();
    EXPECT_THAT(said, HasSubstr("cannot write report /dev/full"));
    EXPECT_THAT(said, HasSubstr("the results are kept in r.json.partial"));
}

} // namespace
