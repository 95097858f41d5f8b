// Every EPD shipped under suites/chess/{tactics,mate} and suites/xiangqi/{mate,tactics} loads
// with zero errors, and every bm/am/pm/pv move resolves with Arbiter's rules.

#include "harness/game/epd.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <map>

namespace {

namespace game = harness::game;
namespace fs   = std::filesystem;

struct Expected {
    std::size_t records;
    game::Game  variant;
};

const std::map<std::string, Expected> Shipped = {
    { "chess/tactics/wac.epd", { 300, game::chess() } },
    { "chess/tactics/bratko_kopec.epd", { 24, game::chess() } },
    { "chess/tactics/ecm_gcp.epd", { 183, game::chess() } },
    { "chess/tactics/arasan2024.epd", { 200, game::chess() } },
    { "chess/tactics/lct2.epd", { 35, game::chess() } },
    { "chess/tactics/bt2630.epd", { 30, game::chess() } },
    { "chess/tactics/kaufman.epd", { 25, game::chess() } },
    { "chess/tactics/lichess_sample.epd", { 1000, game::chess() } },
    { "chess/mate/mates2000.epd", { 2000, game::chess() } },
    { "chess/mate/classic280.epd", { 280, game::chess() } },
    { "xiangqi/mate/wukong_mate1.epd", { 1061, game::xiangqi() } },
    { "xiangqi/mate/wukong_mate2.epd", { 1048, game::xiangqi() } },
    { "xiangqi/mate/wukong_mate3.epd", { 781, game::xiangqi() } },
    { "xiangqi/mate/wukong_mate4.epd", { 311, game::xiangqi() } },
    { "xiangqi/mate/arbiter_dm56.epd", { 209, game::xiangqi() } },
    { "xiangqi/tactics/xqwlight_funny.epd", { 240, game::xiangqi() } },
};

TEST(ShippedSuitesTest, EveryFileLoadsAndResolves) {
    const fs::path root = ARBITER_SUITES_DIR;
    for (const auto& [name, expected] : Shipped) {
        const auto path = (root / name).string();
        auto       file = game::load_epd(path);
        for (const auto& e : file.errors) ADD_FAILURE() << e.to_string();
        EXPECT_EQ(file.records.size(), expected.records) << name;
        std::size_t moves = 0;
        for (const auto& r : file.records) {
            auto m = game::resolve_moves(r, expected.variant, path);
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
