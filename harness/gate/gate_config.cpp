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
    // Suites with positions an engine like Sable solves in 10-100 ms as well as at once and
    // never: where the suites step finds the ones that can discriminate at its movetime.
    c.suites.suites = { { "chess", { "chess/tactics/wac.epd", "chess/mate/mates2000.epd" } },
        { "xiangqi", { "xiangqi/mate/arbiter_dm56.epd", "xiangqi/mate/wukong_mate4.epd" } },
        { "gomoku", { "gomoku/win/arbiter_win_in_n.epd" } } };
    // The bench positions, not the unbalanced books (docs/commands/gate.md: "Openings, balanced or
    // unbalanced", measured with ci/openings): an equal build, what most changes are, passes in
    // fewer games on them, and the quick gate's time is set by that.
    c.sprt.openings = { { "chess", { "peer/chess/stockfish_benchmark.DERIVED.epd" } },
        { "chess960", { "chess/perft/ethereal_fischer.epd" } },
        { "xiangqi", { "peer/xiangqi/pikafish_benchmark.DERIVED.epd" } },
        { "gomoku", { "gomoku/openings/arbiter3.txt" } } };
    return c;
}

} // namespace

// The strength test of each profile: D, the time control and the time its games may take
// (docs/commands/gate.md: the profiles table, with the measured wall times).
std::optional<GateConfig> profile(const std::string& name) {
    GateConfig c = base_profile();
    c.profile    = name;
    if (name == "quick") { // at most 10 minutes on 2 cores, whatever the candidate does
        c.perft.max_nodes     = 100000;
        c.bench.runs          = 2;
        c.bench.timeout_s     = 120;
        c.treesize.depth      = 7;
        c.treesize.first      = 6;
        c.suites.movetime_ms  = 100;
        c.suites.first        = 100;
        c.suites.concurrency  = 2;
        c.sprt.detect_elo     = 100;
        c.sprt.tc             = "tc=0.5+0.01";
        c.sprt.game_tc        = { { "gomoku", "tc=1+0.01" } }; // Sable forfeits 1 in 30 at 0.5
        c.sprt.time_budget_s  = 300;
        c.coverage.labels     = ""; // the engine's runs only: no coverage build of every test
        c.coverage.timeout_s  = 60;
        c.sprt.skip_unchanged = true;
        c.build_timeout_s     = 300;
        c.reserve_s           = 150;
        c.time_bound_s        = 600;
        return c;
    }
    if (name == "standard") { // about an hour (63 min measured, Sable against itself)
        c.perft.max_nodes       = 2000000;
        c.treesize.depth        = 9;
        c.treesize.first        = 12;
        c.suites.movetime_ms    = 200;
        c.suites.first          = 300;
        c.sprt.detect_elo       = 30;
        c.symmetry.positions    = 500;
        c.sprt.tc               = "tc=1+0.01";
        c.sprt.time_budget_s    = 4500;
        c.coverage.labels       = "unit";
        c.coverage.compare_base = true;
        c.reserve_s             = 1800;
        c.time_bound_s          = 3 * 3600;
        return c;
    }
    if (name == "full") { // the nightly run: up to a day
        c.perft.max_nodes    = 50000000;
        c.treesize.depth     = 11;
        c.treesize.first     = 30;
        c.suites.movetime_ms = 1000;
        c.suites.first       = 0;
        c.suites.suites["chess"].push_back("chess/mate/classic280.epd"); // long mates: 1 s
        c.sprt.detect_elo       = 10;
        c.symmetry.positions    = 2000;
        c.symmetry.depth        = 6;
        c.sprt.tc               = "tc=2+0.02";
        c.sprt.time_budget_s    = 86400;
        c.coverage.compare_base = true;
        c.reserve_s             = 3 * 3600;
        c.time_bound_s          = 36 * 3600;
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
