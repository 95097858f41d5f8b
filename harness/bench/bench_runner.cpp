#include "bench_runner.h"

#include "harness/process/child_process.h"

#include <algorithm>

namespace harness::bench {

namespace {

using process::Clock;
using process::Status;

constexpr std::size_t KeptOutput = 256 * 1024; // bytes of stdout kept per run (the latest)

void keep(std::string& out, const std::string& line) {
    out += line;
    out += '\n';
    if (out.size() > KeptOutput) out.erase(0, out.size() - KeptOutput);
}

std::string last_lines(const std::string& text, int n) {
    auto pos = text.size();
    while (n-- > 0 && pos > 0) {
        auto nl = text.rfind('\n', pos - 1);
        if (nl == std::string::npos) return text;
        pos = nl;
    }
    return text.substr(pos == 0 ? 0 : pos + 1);
}

// The last non-blank line of `text`, at most 200 characters of it.
std::string last_line(const std::string& text) {
    const auto end = text.find_last_not_of(" \t\r\n");
    if (end == std::string::npos) return "";
    const auto start = text.rfind('\n', end);
    const auto line  = text.substr(start == std::string::npos ? 0 : start + 1,
        end + 1 - (start == std::string::npos ? 0 : start + 1));
    return line.substr(0, 200);
}

std::string join(const std::vector<std::string>& words) {
    std::string out;
    for (const auto& w : words) out += (out.empty() ? "" : " ") + w;
    return out;
}

// Reads stdout until `done` says so, end of output or the deadline; false on the deadline.
template <class Done>
bool read_until(process::ChildProcess& p, std::string& out, process::Deadline deadline, Done done) {
    for (;;) {
        auto r = p.read_line(std::min(deadline, Clock::now() + std::chrono::milliseconds(200)));
        if (r.status == Status::Ok) {
            keep(out, r.line);
            if (done(r.line)) return true;
        } else if (r.status == Status::Eof || r.status == Status::Error) {
            return true;
        } else if (done(std::string())) {
            return true; // e.g. the figures arrived on stderr
        } else if (Clock::now() >= deadline) {
            return false;
        }
    }
}

BenchRecord run_once(const BenchConfig& c) {
    BenchRecord run;
    auto        argv = std::vector<std::string> { c.engine.cmd };
    argv.insert(argv.end(), c.engine.args.begin(), c.engine.args.end());
    if (c.mode == BenchMode::CommandLine)
        argv.insert(argv.end(), c.bench_args.begin(), c.bench_args.end());
    auto spec        = process::make_spec(argv);
    spec.working_dir = c.engine.dir;
    process::ChildProcess p(spec);
    const auto            start    = Clock::now();
    const auto            deadline = start + c.timeout;
    if (p.start() != Status::Ok) {
        run.started = false;
        run.fault   = "the engine could not be started: " + p.last_error();
        return run;
    }
    std::string out;
    bool        in_time = true;
    if (c.mode == BenchMode::CommandLine) {
        p.close_stdin();
        in_time = read_until(p, out, deadline, [](const std::string&) { return false; });
    } else {
        (void)p.write_line("uci");
        auto handshake = std::min(deadline, Clock::now() + std::chrono::seconds(10));
        if (!read_until(p, out, handshake, [](const std::string& l) { return l == "uciok"; })
            || out.find("uciok") == std::string::npos) {
            run.fault = "no 'uciok' after 'uci'";
            run.tail  = last_lines(out + p.stderr_text(), 20);
            p.kill();
            return run;
        }
        for (const auto& [name, value] : c.engine.options)
            (void)p.write_line("setoption name " + name + " value " + value);
        (void)p.write_line(join(c.bench_args));
        auto figures_in = [&](const std::string&) {
            return parse_bench_output(out + "\n" + p.stderr_text()).nps.has_value();
        };
        in_time = read_until(p, out, deadline, figures_in);
        (void)p.write_line("quit");
    }
    run.wall_ms
        = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start).count();
    auto text = out + "\n" + p.stderr_text();
    if (!in_time) {
        run.timed_out = true;
        run.fault     = "no end of the bench within "
            + std::to_string(std::chrono::duration_cast<std::chrono::seconds>(c.timeout).count())
            + " s";
        p.kill();
    } else {
        auto exit = p.wait_exit(Clock::now() + std::chrono::seconds(5));
        if (exit.status != Status::Ok) exit = p.kill();
        text = out + "\n" + p.stderr_text();
        if (exit.crashed())
            run.fault = "the engine crashed: " + process::to_string(exit);
        else if (c.mode == BenchMode::CommandLine && exit.exit_code.value_or(0) != 0)
            run.fault = "the engine's bench ended with " + process::to_string(exit);
    }
    run.figures = parse_bench_output(text);
    if (!c.signature_regex.empty()) run.figures.nodes = regex_signature(text, c.signature_regex);
    if (run.fault.empty() && !run.figures.nodes)
        run.fault = "no bench signature in the engine's output: "
            + (c.signature_regex.empty() ? std::string("none of ") + BenchForms
                                         : "no line matches '" + c.signature_regex + "'")
            + "; its last line: '" + last_line(text) + "'";
    if (!run.fault.empty()) run.tail = last_lines(text, 20);
    return run;
}

} // namespace

std::optional<std::uint64_t> BenchRun::median_nps() const {
    std::vector<std::uint64_t> v;
    for (const auto& r : runs)
        if (r.fault.empty() && r.figures.nps) v.push_back(*r.figures.nps);
    if (v.empty()) return std::nullopt;
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

BenchRun run_bench(const BenchConfig& config) {
    BenchRun out;
    for (int i = 0; i < config.runs; ++i) {
        out.runs.push_back(run_once(config));
        // It will not start the next time either, nor end sooner.
        if (!out.runs.back().started || out.runs.back().timed_out) break;
    }
    out.deterministic = !out.runs.empty();
    for (const auto& r : out.runs) {
        if (!r.fault.empty() || !r.figures.nodes) {
            out.deterministic = false;
            continue;
        }
        if (!out.signature) out.signature = r.figures.nodes;
        if (*r.figures.nodes != *out.signature) out.deterministic = false;
    }
    if (!out.deterministic) out.signature.reset();
    return out;
}

} // namespace harness::bench
