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

// Run the lines as `arbiter fuzz --replay` does and shrink them while the same oracle fires:
// the lines to write and how they came about.
std::pair<std::vector<std::string>, std::string> shrunk(
    const ReplayConfig& config, const FaultToReplay& fault, const std::vector<std::string>& lines) {
    enginefuzz::FuzzConfig fc;
    fc.spec        = fault.spec;
    fc.spec.log    = nullptr;
    fc.shrink_runs = config.shrink_runs;
    fc.shrink_time = config.shrink_time;
    enginefuzz::adopt_capabilities(fc, fault.capabilities);
    const auto             d = enginefuzz::dialect_of(fc.spec, fc.features);
    const enginefuzz::Case replay { enginefuzz::Category::Corpus, "match/replay", lines };
    std::string            start_error;
    auto                   first   = enginefuzz::fuzz_one(fc, d, replay, 0, false, start_error);
    const std::string      as_sent = "the " + lines_text(lines.size()) + " as sent";
    if (!start_error.empty()) return { lines, as_sent + "; not shrunk: " + start_error };
    if (!first) return { lines, as_sent + "; not shrunk: a replay fired no fuzz oracle" };
    auto f = enginefuzz::shrink_finding(fc, d, *first);
    if (!f)
        return { lines, as_sent + "; not shrunk: " + oracle_of(*first) + " did not fire again" };
    return { f->shrunk,
        "shrunk from " + std::to_string(lines.size()) + " to " + lines_text(f->shrunk.size())
            + " in " + std::to_string(f->shrink_runs) + " engine runs: " + oracle_of(*f) };
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
    if (fault.sent.overflowed()) return { "", "no replay: " + fault.sent.why_not() };
    auto lines = fault.sent.lines();
    if (fault.reason == EndReason::Stall && fault.spec.proto != protocol::Protocol::Gomocup)
        lines.push_back(enginefuzz::dialect_of(fault.spec).sync(1));
    std::string note = "the " + lines_text(lines.size()) + " as sent; not shrunk";
    if (fault.spec.proto == protocol::Protocol::Gomocup)
        note += " (the fuzz runner speaks UCI, UCCI and xboard)";
    else if (shrink)
        std::tie(lines, note) = shrunk(config, fault, lines);
    else
        note += config.shrink ? ": only the first " + std::to_string(config.shrinks_per_engine)
                + " faults of an engine are"
                              : " (shrinking off)";
    // A name no earlier replay in the folder has: game numbers restart with each pairing of a
    // tournament and each batch of a tune, and workers write at once.
    static std::mutex naming;
    std::lock_guard   lock(naming);
    const auto        name   = replay_file_name(fault.game_number, fault.reason);
    std::string       unique = name;
    std::error_code   ec;
    for (int k = 2; std::filesystem::exists(std::filesystem::path(config.dir) / unique, ec); ++k)
        unique = name.substr(0, name.size() - 4) + "-" + std::to_string(k) + ".txt";
    auto path = enginefuzz::write_reproducer(config.dir, unique, lines);
    if (!path) return { "", "no replay: " + path.error().message };
    return { *path, note };
}

} // namespace harness::match
