#include "engine_audit.h"

#include "match_runner.h"

#include <algorithm>
#include <cstdio>

namespace harness::match {

using engine::core::Color;

namespace {

constexpr std::size_t ExamplesPerCheck = 3;

Color colour_of(const GameEntry& g, int engine) {
    return (g.white == engine) ? Color::First : Color::Second;
}

void add_move(ClockAudit& a, const MovePlayed& m, std::vector<std::int64_t>& times,
    std::vector<std::int64_t>& latencies, std::vector<std::int64_t>& overheads) {
    times.push_back(m.time_ms);
    if (m.latency_us) latencies.push_back(*m.latency_us);
    overheads.push_back(m.overhead_us);
    if (!m.budget_ms) return;
    ++a.moves;
    if (m.cpu_ms) {
        a.cpu_ms += *m.cpu_ms;
        a.cpu_wall_ms += m.time_ms;
    }
    if (m.contended_ms) a.contended_ms = a.contended_ms.value_or(0) + *m.contended_ms;
    const std::int64_t budget = std::max<std::int64_t>(1, *m.budget_ms);
    if (m.time_ms > budget) {
        ++a.overruns;
        ++a.usage[UsageBuckets - 1];
        return;
    }
    ++a.usage[std::size_t(std::min<std::int64_t>(9, m.time_ms * 10 / budget))];
}

void add_checks(OutputAudit& o, const GameEntry& g, Color side, int games_per_round) {
    const auto& c = g.played.checks;
    for (std::size_t k = 0; k < o.counts.size(); ++k) o.counts[k] += c.counts[index(side)][k];
    for (const auto& f : c.examples) {
        if (f.side != side) continue;
        const auto shown = std::count_if(o.examples.begin(), o.examples.end(),
            [&](const CheckExample& e) { return e.finding.check == f.check; });
        if (std::size_t(shown) < ExamplesPerCheck)
            o.examples.push_back({ game_number(g, games_per_round), f });
    }
}

} // namespace

Spread spread(std::vector<std::int64_t> values) {
    Spread s;
    s.n = int(values.size());
    if (values.empty()) return s;
    std::sort(values.begin(), values.end());
    auto rank = [&](int percent) { // nearest rank
        const auto k = (values.size() * std::size_t(percent) + 99) / 100;
        return values[std::max<std::size_t>(1, k) - 1];
    };
    s.p50 = rank(50);
    s.p90 = rank(90);
    s.p99 = rank(99);
    s.max = values.back();
    return s;
}

process::CpuUse cpu_use(const ClockAudit& c) { return { c.cpu_ms, c.cpu_wall_ms, c.contended_ms }; }

int OutputAudit::total() const {
    int n = 0;
    for (int c : counts) n += c;
    return n;
}

EngineAudit audit(const std::vector<GameEntry>& games, int engine, int games_per_round) {
    EngineAudit               a;
    std::vector<std::int64_t> times, latencies, overheads;
    for (const auto& g : games) {
        const Color       side  = colour_of(g, engine);
        const auto&       mv    = g.played.moves;
        const std::size_t first = side == g.played.first_mover ? 0 : 1;
        for (std::size_t i = first; i < mv.size(); i += 2)
            add_move(a.clock, mv[i], times, latencies, overheads);
        add_checks(a.output, g, side, games_per_round);
    }
    a.clock.time_ms     = spread(std::move(times));
    a.clock.latency_us  = spread(std::move(latencies));
    a.clock.overhead_us = spread(std::move(overheads));
    return a;
}

std::vector<std::string> audit_warnings(const EngineAudit& a) {
    std::vector<std::string> out;
    const auto&              c  = a.clock;
    auto                     ms = [](std::int64_t us) {
        char buf[32];
        std::snprintf(buf, sizeof buf, "%.1f ms", double(us) / 1000.0);
        return std::string(buf);
    };
    if (process::starved(cpu_use(c)))
        out.push_back(process::starvation_text(cpu_use(c))
            + ": the machine is overloaded, so its games measured the machine more than the "
              "engine");
    if (c.overruns)
        out.push_back(std::to_string(c.overruns) + " of " + std::to_string(c.moves)
            + " timed moves came past their time (saved by timemargin= or flagstop=)");
    if (c.stop_us && *c.stop_us > SlowReactionUs)
        out.push_back(
            "answered stop after " + ms(*c.stop_us) + " (over " + ms(SlowReactionUs) + ")");
    if (c.isready_us && *c.isready_us > SlowReactionUs)
        out.push_back("answered isready during a search after " + ms(*c.isready_us) + " (over "
            + ms(SlowReactionUs) + ")");
    if (c.answered_early)
        out.push_back("ended a search without a limit by itself, before the stop");
    if (c.probe_faults)
        out.push_back(
            std::to_string(c.probe_faults) + " reaction probes failed (see the transcript)");
    for (output_checks::Check k : output_checks::AllChecks)
        if (const int n = a.output.counts[std::size_t(k)])
            out.push_back(std::to_string(n) + " " + output_checks::to_string(k) + " finding"
                + (n == 1 ? "" : "s") + " in its output");
    return out;
}

void add_probe(ClockAudit& a, const std::optional<protocol::Reaction>& r, bool fault) {
    if (fault) {
        ++a.probes;
        ++a.probe_faults;
        return;
    }
    if (!r) return;
    ++a.probes;
    if (r->early) ++a.answered_early;
    if (!r->early) a.stop_us = std::max(a.stop_us.value_or(0), r->stop_us);
    if (r->isready_us) a.isready_us = std::max(a.isready_us.value_or(0), *r->isready_us);
}

} // namespace harness::match
