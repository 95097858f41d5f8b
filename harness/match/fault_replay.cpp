#include "fault_replay.h"

#include "harness/enginefuzz/fuzz_run.h"
#include "harness/enginefuzz/reproducer.h"

#include <algorithm>
#include <filesystem>
#include <mutex>
#include <tuple>

namespace harness::match {

namespace {

using enginefuzz::Finding;

// "crash (SIGSEGV)", "illegal-bestmove": the fuzz oracle that fired on the replay.
std::string oracle_of(const Finding& f) {
    return f.verdict.kind + (f.verdict.signature.empty() ? "" : " (" + f.verdict.signature + ")");
}

std::string lines_text(std::size_t n) { return std::to_string(n) + (n == 1 ? " line" : " lines"); }

// The lines run as `arbiter fuzz --replay` runs them, for the faulty engine.
struct ReplayRunner {
    enginefuzz::FuzzConfig fc;
    enginefuzz::Dialect    d;

    ReplayRunner(const ReplayConfig& config, const FaultToReplay& fault) {
        fc.spec        = fault.spec;
        fc.spec.log    = nullptr;
        fc.shrink_runs = config.shrink_runs;
        fc.shrink_time = config.shrink_time;
        enginefuzz::adopt_capabilities(fc, fault.capabilities);
        d = enginefuzz::dialect_of(fc.spec, fc.features);
    }
    // The oracle that fired on one run of `lines`, if any (start_error: the engine did not start).
    std::optional<Finding> run(const std::vector<std::string>& lines, std::string& start_error) {
        const enginefuzz::Case replay { enginefuzz::Category::Corpus, "match/replay", lines };
        return enginefuzz::fuzz_one(fc, d, replay, 0, false, start_error);
    }
};

// Shrink the lines while the oracle that fired on them (`first`) fires: the lines to write and
// how they came about.
std::pair<std::vector<std::string>, std::string> shrunk(ReplayRunner& runner,
    const std::vector<std::string>& lines, const std::optional<Finding>& first,
    const std::string& start_error) {
    const std::string as_sent = "the " + lines_text(lines.size()) + " as sent";
    if (!start_error.empty()) return { lines, as_sent + "; not shrunk: " + start_error };
    if (!first) return { lines, as_sent + "; not shrunk: a replay fired no fuzz oracle" };
    auto f = enginefuzz::shrink_finding(runner.fc, runner.d, *first);
    if (!f)
        return { lines, as_sent + "; not shrunk: " + oracle_of(*first) + " did not fire again" };
    return { f->shrunk,
        "shrunk from " + std::to_string(lines.size()) + " to " + lines_text(f->shrunk.size())
            + " in " + std::to_string(f->shrink_runs) + " engine runs: " + oracle_of(*f) };
}

// The name beside `name` no earlier replay in `dir` has ("game-7-crash.txt", "...-2.txt").
std::string unique_name(const std::string& dir, const std::string& name) {
    std::string     unique = name;
    std::error_code ec;
    for (int k = 2; std::filesystem::exists(std::filesystem::path(dir) / unique, ec); ++k)
        unique = name.substr(0, name.size() - 4) + "-" + std::to_string(k) + ".txt";
    return unique;
}

// Write `lines` as the replay `name` (made unique): the path, or why none was written.
auto write_unique(
    const std::string& dir, const std::string& name, const std::vector<std::string>& lines) {
    // Game numbers restart with each pairing of a tournament and each batch of a tune, and
    // workers write at once.
    static std::mutex naming;
    std::lock_guard   lock(naming);
    return enginefuzz::write_reproducer(dir, unique_name(dir, name), lines);
}

// The node-count replay of a fault in a game on the clock, run once: kept (shrunk when asked)
// when the same fault fires, said either way in replay.nodes_note.
void add_node_replay(const ReplayConfig& config, const FaultToReplay& fault, bool shrink,
    const std::vector<std::string>& sent, FaultReplay& replay) {
    const std::string says  = "reproduces at fixed nodes: ";
    const std::string stand = "; the time-based replay stands";
    auto              lines = at_fixed_nodes(sent, fault.spec.proto, *fault.nodes, fault.reason);
    if (!lines) {
        replay.nodes_note = says + "not tried (" + lines.error() + ")" + stand;
        return;
    }
    ReplayRunner runner(config, fault);
    std::string  start_error;
    const auto   first = runner.run(*lines, start_error);
    if (!first || !same_fault(fault.reason, first->verdict.kind)) {
        replay.nodes_note = says + "no (" + (first ? oracle_of(*first) : "no fault fired")
            + "; an engine whose node limit is not exact searches other trees: arbiter check "
              "says)"
            + stand;
        return;
    }
    auto [kept, note] = shrink
        ? shrunk(runner, *lines, first, start_error)
        : std::pair(*lines, "the " + lines_text(lines->size()) + " not shrunk");
    auto name         = replay_file_name(fault.game_number, fault.reason);
    auto path         = write_unique(config.dir, name.insert(name.size() - 4, "-nodes"), kept);
    if (!path) {
        replay.nodes_note = says + "yes, but not written: " + path.error().message;
        return;
    }
    replay.nodes_path = *path;
    replay.nodes_note = says + "yes (" + oracle_of(*first) + "; " + note + ")";
}

} // namespace

bool is_replayable(EndReason r) { return is_fault(r) && r != EndReason::TimeForfeit; }

std::string replay_file_name(int game_number, EndReason r) {
    std::string reason = to_string(r);
    std::replace(reason.begin(), reason.end(), ' ', '-');
    return "game-" + std::to_string(game_number) + "-" + reason + ".txt";
}

FaultReplay write_fault_replay(
    const ReplayConfig& config, const FaultToReplay& fault, bool shrink) {
    if (fault.sent.overflowed()) return { "", "no replay: " + fault.sent.why_not(), "", "" };
    auto lines = fault.sent.lines();
    if (fault.reason == EndReason::Stall && fault.spec.proto != protocol::Protocol::Gomocup)
        lines.push_back(enginefuzz::dialect_of(fault.spec).sync(1));
    std::string note = "the " + lines_text(lines.size()) + " as sent; not shrunk";
    if (fault.spec.proto == protocol::Protocol::Gomocup)
        note += " (the fuzz runner speaks UCI, UCCI and xboard)";
    else if (shrink) {
        ReplayRunner runner(config, fault);
        std::string  start_error;
        const auto   first    = runner.run(lines, start_error);
        std::tie(lines, note) = shrunk(runner, lines, first, start_error);
    } else
        note += config.shrink ? ": only the first " + std::to_string(config.shrinks_per_engine)
                + " faults of an engine are"
                              : " (shrinking off)";
    auto path = write_unique(config.dir, replay_file_name(fault.game_number, fault.reason), lines);
    if (!path) return { "", "no replay: " + path.error().message, "", "" };
    FaultReplay replay { *path, note, "", "" };
    if (fault.nodes) add_node_replay(config, fault, shrink, fault.sent.lines(), replay);
    return replay;
}

} // namespace harness::match
