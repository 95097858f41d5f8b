#include "gate_config.h"

#include <filesystem>

namespace harness::gate {

namespace {

// What every profile shares: the shipped suites of the three games (gomoku has no perft over
// its protocol and no tree-size positions: Gomocup has no depth limit).
GateConfig base_profile() {
    GateConfig c;
    c.perft.suites       = { { "chess", { "chess/perft/ethereal_standard.epd" } },
              { "xiangqi", { "xiangqi/perft/cpw_chinese_chess_perft.DERIVED.epd" } } };
    c.treesize.positions = { { "chess", { "peer/chess/stockfish_benchmark.DERIVED.epd" } },
        { "xiangqi", { "peer/xiangqi/pikafish_benchmark.DERIVED.epd" } } };
    c.suites.suites      = { { "chess", { "chess/tactics/wac.epd", "chess/mate/classic280.epd" } },
             { "xiangqi", { "xiangqi/mate/wukong_mate2.epd" } },
             { "gomoku", { "gomoku/win/arbiter_win_in_n.epd" } } };
    c.sprt.openings      = { { "chess", { "peer/chess/stockfish_benchmark.DERIVED.epd" } },
             { "xiangqi", { "peer/xiangqi/pikafish_benchmark.DERIVED.epd" } },
             { "gomoku", { "gomoku/openings/arbiter3.txt" } } };
    return c;
}

} // namespace

std::optional<GateConfig> profile(const std::string& name) {
    GateConfig c = base_profile();
    c.profile    = name;
    if (name == "quick") { // about 3 minutes on 2 cores for an engine like Sable
        c.perft.max_nodes    = 100000;
        c.bench.runs         = 2;
        c.treesize.depth     = 7;
        c.treesize.first     = 6;
        c.suites.movetime_ms = 100;
        c.suites.first       = 12;
        c.sprt.max_games     = 60;
        c.sprt.tc            = "tc=1+0.01";
        c.coverage.labels    = ""; // the engine's runs only: no coverage build of every test
        return c;
    }
    if (name == "standard") { // about 20 minutes (the SPRT: about 5 s a game)
        c.perft.max_nodes    = 2000000;
        c.treesize.depth     = 9;
        c.treesize.first     = 12;
        c.suites.movetime_ms = 200;
        c.suites.first       = 50;
        c.sprt.max_games     = 200;
        c.sprt.tc            = "tc=2+0.02";
        c.coverage.labels    = "unit";
        return c;
    }
    if (name == "full") { // hours: the nightly run
        c.perft.max_nodes    = 50000000;
        c.treesize.depth     = 11;
        c.treesize.first     = 30;
        c.suites.movetime_ms = 1000;
        c.suites.first       = 0;
        c.sprt.max_games     = 2000;
        c.sprt.tc            = "tc=5+0.05";
        c.sprt.games         = { "chess", "xiangqi", "gomoku" };
        return c;
    }
    return std::nullopt;
}

std::string resolve(const GateConfig& config, const std::string& path) {
    if (path.empty() || path[0] == '/' || config.suites_dir.empty()) return path;
    return (std::filesystem::path(config.suites_dir) / path).string();
}

std::string default_suites_dir(const std::string& arbiter_exe) {
    namespace fs = std::filesystem;
    std::error_code ec;
    fs::path        exe = fs::weakly_canonical(arbiter_exe, ec);
    // The source tree above any build directory (build/bin, build/tsan/bin, ...), or an
    // installed prefix's share/arbiter/suites; then the working directory's suites/.
    for (fs::path dir = exe.parent_path(); !dir.empty(); dir = dir.parent_path()) {
        for (const fs::path& p : { dir / "suites", dir / "share/arbiter/suites" })
            if (fs::is_directory(p / "chess", ec)) return fs::weakly_canonical(p, ec).string();
        if (dir == dir.root_path()) break;
    }
    if (fs::is_directory(fs::path("suites") / "chess", ec))
        return fs::weakly_canonical("suites", ec).string();
    return "";
}

} // namespace harness::gate
