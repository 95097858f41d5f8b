#include "harness/process/transcript.h"

#include "harness/process/engine_log.h"
#include "harness/testing/temp_dir.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>

namespace harness::process {
namespace {

using std::chrono::milliseconds;

TEST(Transcript, MarkersNameTheDirection) {
    EXPECT_EQ(marker(Direction::ToEngine), "> ");
    EXPECT_EQ(marker(Direction::FromEngine), "< ");
    EXPECT_EQ(marker(Direction::Stderr), "! ");
    EXPECT_EQ(marker(Direction::Note), "# ");
}

TEST(Transcript, TailFormatsTimestampsAndMarkers) {
    auto       t0 = Clock::now();
    Transcript t(10, t0);
    t.record(Direction::ToEngine, "uci", t0 + milliseconds(3));
    t.record(Direction::FromEngine, "uciok", t0 + milliseconds(12));
    t.record(Direction::Stderr, "warning: no book", t0 + milliseconds(1234));
    EXPECT_EQ(t.tail(10),
        "[     3 ms] > uci\n"
        "[    12 ms] < uciok\n"
        "[  1234 ms] ! warning: no book\n");
    EXPECT_EQ(t.tail(1), "[... 2 earlier lines]\n[  1234 ms] ! warning: no book\n");
    EXPECT_EQ(t.tail(0), "[... 3 earlier lines]\n");
}

TEST(Transcript, RingKeepsTheLastEntries) {
    auto       t0 = Clock::now();
    Transcript t(3, t0);
    for (int i = 0; i < 7; ++i) t.record(Direction::FromEngine, std::to_string(i), t0);
    EXPECT_EQ(t.size(), 3u);
    EXPECT_EQ(t.total_count(), 7u);
    auto e = t.entries();
    ASSERT_EQ(e.size(), 3u);
    EXPECT_EQ(e[0].text, "4");
    EXPECT_EQ(e[2].text, "6");
    EXPECT_EQ(
        t.tail(100), "[... 4 earlier lines]\n[     0 ms] < 4\n[     0 ms] < 5\n[     0 ms] < 6\n");
}

TEST(Transcript, ClearKeepsTheTotal) {
    Transcript t(4);
    t.record(Direction::Note, "a");
    t.clear();
    EXPECT_EQ(t.size(), 0u);
    EXPECT_EQ(t.total_count(), 1u);
    EXPECT_EQ(t.tail(5), "[... 1 earlier lines]\n");
}

TEST(Transcript, LongEntriesAreCutAndTheTotalIsBoundedInBytes) {
    Transcript  t(1000, Clock::now(), 10 * 1024);
    std::string huge(1 << 20, 'x');
    t.record(Direction::FromEngine, huge);
    ASSERT_EQ(t.size(), 1u);
    EXPECT_EQ(t.entries()[0].text.substr(Transcript::MaxEntryBytes),
        " [... " + std::to_string(huge.size() - Transcript::MaxEntryBytes) + " more bytes]");
    for (int i = 0; i < 100; ++i) t.record(Direction::FromEngine, huge);
    EXPECT_LE(t.bytes(), 10u * 1024 + Transcript::MaxEntryBytes);
    EXPECT_LT(t.size(), 10u);
    EXPECT_EQ(t.total_count(), 101u);
    t.clear();
    EXPECT_EQ(t.bytes(), 0u);
}

TEST(EngineLog, EveryRecordedLineGoesToTheLogUpToItsLimit) {
    const auto  path = harness::testing::temp_dir() + "/engine.log";
    std::string error;
    auto        log = EngineLog::open(path, error, 200);
    ASSERT_TRUE(log) << error;
    Transcript t(2); // the ring keeps 2; the log keeps all, up to 200 bytes
    t.attach_log(log, "sable");
    t.record(Direction::ToEngine, "uci");
    t.record(Direction::FromEngine, "uciok");
    t.record(Direction::Stderr, std::string(3000, 'x')); // cut like a transcript entry
    for (int i = 0; i < 20; ++i) t.record(Direction::FromEngine, "info depth " + std::to_string(i));
    EXPECT_FALSE(log->failed());
    std::ifstream            in(path);
    std::vector<std::string> lines;
    for (std::string line; std::getline(in, line);) lines.push_back(line);
    ASSERT_EQ(lines.size(), 3u); // the third line would pass the limit: the note instead
    EXPECT_THAT(lines[0], ::testing::MatchesRegex("[0-9]+ sable > uci"));
    EXPECT_THAT(lines[1], ::testing::EndsWith(" sable < uciok"));
    EXPECT_EQ(lines[2], "# the log reached its limit of 200 bytes; nothing more is written");
}

TEST(EngineLog, AnUnwritablePathIsAnError) {
    std::string error;
    EXPECT_FALSE(EngineLog::open("/nonexistent-dir/x.log", error));
    EXPECT_THAT(error, ::testing::HasSubstr("/nonexistent-dir/x.log"));
}

} // namespace
} // namespace harness::process
