#include "line_adapter.h"

#include "info_parse.h"
#include "output_limits.h"

namespace harness::protocol {

using process::Status;

Fault LineAdapter::fault(Fault::Kind kind, std::string detail) const {
    return Fault { kind, std::move(detail), tail_ ? tail_() : std::string() };
}

bool LineAdapter::send(const std::string& line) {
    return transport_.write_line(line) == Status::Ok;
}

Answer<Unit> LineAdapter::send_or_fault(const std::string& line) {
    if (send(line)) return Unit {};
    return fault(Fault::Kind::Crash, "could not write " + line + ": engine gone");
}

Answer<std::string> LineAdapter::read(process::Deadline deadline, const char* waiting_for) {
    auto r = transport_.read_line(deadline);
    switch (r.status) {
    case Status::Ok:
        return std::move(r.line);
    case Status::Timeout:
        return fault(
            Fault::Kind::Timeout, std::string("no '") + waiting_for + "' before the deadline");
    case Status::Eof:
    case Status::Error:
        return fault(Fault::Kind::Crash,
            std::string("engine ended while waiting for '") + waiting_for + "'");
    }
    return fault(Fault::Kind::Crash, "unknown transport status");
}

Answer<std::string> LineAdapter::read_search_line(
    process::Deadline& deadline, bool infinite, bool& stopped) {
    for (;;) {
        auto line = read(deadline, "bestmove");
        if (line || line.error().kind != Fault::Kind::Timeout || !infinite || stopped) return line;
        send("stop");
        stopped  = true;
        deadline = process::Clock::now() + timeouts_.search_margin;
    }
}

std::optional<Fault> LineAdapter::node_limit_ignored(const Limits& limits, const SearchInfo& info) {
    if (!limits.nodes || !info.nodes || *info.nodes <= *limits.nodes * 10 + 1'000'000)
        return std::nullopt;
    send("stop");
    const auto deadline = process::Clock::now() + timeouts_.search_margin;
    bool       answered = false;
    while (!answered) {
        auto line = read(deadline, "bestmove");
        if (!line) break;
        answered = ends_search(*line);
    }
    return fault(Fault::Kind::Timeout,
        std::string(NodeLimitIgnored) + ": it reported " + std::to_string(*info.nodes)
            + " nodes for a limit of " + std::to_string(*limits.nodes)
            + (answered ? " (stopped: it answered)" : " (stopped: no bestmove after it)"));
}

namespace {

// An info line only a search prints: it carries a score or a PV (a perft may print info strings
// or node counts, never these). Read with the adapters' own info parser.
bool is_search_output(const std::string& line) {
    const auto info = parse_info_line(line);
    return info && (info->score_cp || info->score_mate || !info->pv.empty());
}

} // namespace

Answer<PerftResult> LineAdapter::run_perft(const std::string& position_cmd, int depth,
    const std::function<std::string(const std::string&)>& to_canonical,
    std::chrono::milliseconds                             budget) {
    if (auto r = send_or_fault(position_cmd); !r) return r.error();
    auto start = process::Clock::now();
    if (auto r = send_or_fault("go perft " + std::to_string(depth)); !r) return r.error();
    PerftResult out;
    auto        deadline = start + budget;
    for (;;) {
        auto line = read(deadline, "Nodes searched");
        if (!line) return line.error();
        if (auto n = parse_nodes_searched(*line)) {
            out.total = n;
            break;
        }
        if (line->rfind("Nodes searched", 0) == 0)
            return fault(Fault::Kind::Malformed,
                "malformed total '" + line->substr(0, 200) + "': expected 'Nodes searched: N'");
        if (auto d = parse_divide_line(*line)) {
            if (out.divide.size() >= MaxDivideLines)
                return fault(Fault::Kind::Malformed,
                    "more than " + std::to_string(MaxDivideLines) + " divide lines");
            out.divide.emplace_back(to_canonical(d->first), d->second);
            continue;
        }
        if (line->rfind("info", 0) == 0 && line->find("error") != std::string::npos
            && line->find("perft") != std::string::npos)
            return fault(Fault::Kind::Malformed, "engine refused 'go perft': " + *line);
        if (line->rfind("info", 0) == 0 && is_search_output(info_as_uci(*line))) // first sign
            return fault(Fault::Kind::Malformed,
                "engine answered 'go perft' with a search ('" + line->substr(0, 200)
                    + "'): it does not support perft");
        if (line->empty() || line->rfind("info", 0) == 0) continue;
        if (out.unparsed.size() < MaxUnparsedLines) out.unparsed.push_back(line->substr(0, 1024));
        if (ends_search(*line))
            return fault(Fault::Kind::Malformed,
                "engine answered 'go perft' with a search ('" + *line
                    + "'): it does not support perft");
    }
    out.elapsed_ms
        = std::chrono::duration_cast<std::chrono::milliseconds>(process::Clock::now() - start)
              .count();
    return out;
}

Answer<EngineId> LineAdapter::read_id(
    const char* done, const std::function<void(const std::string&)>& on_option) {
    EngineId id;
    auto     deadline = process::Clock::now() + timeouts_.handshake;
    for (;;) {
        auto line = read(deadline, done);
        if (!line) return line.error();
        const std::string& l = *line;
        if (l == done) return id;
        if (l.rfind("id name ", 0) == 0)
            id.name = l.substr(8);
        else if (l.rfind("id author ", 0) == 0)
            id.author = l.substr(10);
        else if (l.rfind("option ", 0) == 0) {
            (void)keep_option(id.options, l);
            if (on_option) on_option(l);
        }
    }
}

namespace {

std::int64_t micros_since(process::Clock::time_point t) {
    return std::chrono::duration_cast<std::chrono::microseconds>(process::Clock::now() - t).count();
}

} // namespace

Answer<std::optional<Reaction>> LineAdapter::measure_reaction(
    const std::string& position_cmd, std::chrono::milliseconds think) {
    using process::Clock;
    if (auto r = send_or_fault(position_cmd); !r) return r.error();
    if (auto r = send_or_fault("go infinite"); !r) return r.error();
    Reaction   out;
    const auto searched = Clock::now() + think;
    for (auto line = read(searched, "bestmove"); line; line = read(searched, "bestmove"))
        if (ends_search(*line)) out.early = true;
    const auto asked = Clock::now();
    if (auto r = send_or_fault("isready"); !r) return r.error();
    bool ended = out.early; // its search has ended
    while (!out.isready_us && !ended) {
        auto line = read(asked + std::chrono::seconds(1), "readyok");
        if (!line) break; // not while searching: it may come after the bestmove
        if (*line == "readyok") out.isready_us = micros_since(asked);
        if (ends_search(*line)) out.early = ended = true;
    }
    const auto stopped = Clock::now();
    if (!ended && !send("stop")) return fault(Fault::Kind::Crash, "cannot send 'stop'");
    for (auto deadline = stopped + timeouts_.search_margin; !ended;) {
        auto line = read(deadline, "bestmove after 'stop'");
        if (!line) return line.error();
        ended = ends_search(*line);
        if (*line == "readyok") out.isready_us = micros_since(asked);
    }
    if (!out.early) out.stop_us = micros_since(stopped);
    for (auto deadline = Clock::now() + timeouts_.ping; !out.isready_us;) {
        auto line = read(deadline, "the readyok owed"); // it answers isready after its search
        if (!line) return line.error();
        if (*line == "readyok") out.isready_us = micros_since(asked);
    }
    return std::optional<Reaction>(out);
}

Answer<std::optional<StaticEval>> LineAdapter::run_eval(const std::string& position_cmd) {
    for (const std::string& line : { position_cmd, std::string("eval"), std::string("isready") })
        if (auto r = send_or_fault(line); !r) return r.error();
    auto                      deadline = process::Clock::now() + timeouts_.ping;
    std::optional<StaticEval> out;
    for (;;) {
        auto line = read(deadline, "readyok after eval");
        if (!line) return line.error();
        if (*line == "readyok") return out;
        if (auto e = parse_eval_line(*line)) out = e;
    }
}

Answer<Unit> LineAdapter::isready() {
    if (auto r = send_or_fault("isready"); !r) return r;
    auto deadline = process::Clock::now() + timeouts_.ping;
    for (;;) {
        auto line = read(deadline, "readyok");
        if (!line) return line.error();
        if (*line == "readyok") return Unit {};
    }
}

} // namespace harness::protocol
