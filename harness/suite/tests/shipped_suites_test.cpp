// Every EPD shipped under suites/chess/{tactics,mate} and suites/xiangqi/{mate,tactics} loads
// with zero errors, and every bm/am/pm/pv move resolves with Arbiter's rules.

#include "harness/suite/epd.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <map>

namespace {

using namespace harness::suite;
namespace fs = std::filesystem;

struct Expected {
    std::size_t records;
    Variant     variant;
};

const std::map<std::string, Expected> Shipped = {
    { "chess/tactics/wac.epd", { 300, Variant::Chess } },
    { "chess/tactics/bratko_kopec.epd", { 24, Variant::Chess } },
    { "chess/tactics/ecm_gcp.epd", { 183, Variant::Chess } },
    { "chess/tactics/arasan2024.epd", { 200, Variant::Chess } },
    { "chess/tactics/lct2.epd", { 35, Variant::Chess } },
    { "chess/tactics/bt2630.epd", { 30, Variant::Chess } },
    { "chess/tactics/kaufman.epd", { 25, Variant::Chess } },
    { "chess/tactics/lichess_sample.epd", { 1000, Variant::Chess } },
    { "chess/mate/mates2000.epd", { 2000, Variant::Chess } },
    { "chess/mate/classic280.epd", { 280, Variant::Chess } },
    { "xiangqi/mate/wukong_mate1.epd", { 1061, Variant::Xiangqi } },
    { "xiangqi/mate/wukong_mate2.epd", { 1048, Variant::Xiangqi } },
    { "xiangqi/mate/wukong_mate3.epd", { 781, Variant::Xiangqi } },
    { "xiangqi/mate/wukong_mate4.epd", { 311, Variant::Xiangqi } },
    { "xiangqi/tactics/xqwlight_funny.epd", { 240, Variant::Xiangqi } },
};

TEST(ShippedSuitesTest, EveryFileLoadsAndResolves) {
    const fs::path root = ARBITER_SUITES_DIR;
    for (const auto& [name, expected] : Shipped) {
        const auto path = (root / name).string();
        auto       file = load_epd(path);
        for (const auto& e : file.errors) ADD_FAILURE() << e.to_string();
        EXPECT_EQ(file.records.size(), expected.records) << name;
        std::size_t moves = 0;
        for (const auto& r : file.records) {
            auto m = resolve_moves(r, expected.variant, path);
            if (!m) {
                ADD_FAILURE() << m.error().to_string();
                continue;
            }
            moves += m->bm.size() + m->am.size();
            EXPECT_TRUE(!m->bm.empty() || !m->am.empty() || m->mate
                || name.find("funny") != std::string::npos)
                << name << ":" << r.line << ": no bm, am or mate claim";
        }
        RecordProperty(name, int(moves));
    }
}

TEST(ShippedSuitesTest, NoUnlistedEpdInMySuiteFolders) {
    const fs::path root = ARBITER_SUITES_DIR;
    for (const char* dir : { "chess/tactics", "chess/mate", "xiangqi/mate", "xiangqi/tactics" }) {
        if (!fs::exists(root / dir)) continue;
        for (const auto& entry : fs::directory_iterator(root / dir)) {
            const auto rel = fs::relative(entry.path(), root).string();
            EXPECT_TRUE(Shipped.count(rel)) << rel << " is shipped but not checked";
        }
    }
}

} // namespace
