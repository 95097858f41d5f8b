#include "harness/bisect/probe_data.h"

#include "harness/gate/step_data_json.h"

namespace harness::bisect {

namespace {

using Json = nlohmann::ordered_json;

Json rows_json(const std::vector<PositionRow>& rows) {
    auto list = Json::array();
    for (const auto& r : rows)
        list.push_back({ { "id", r.id }, { "fen", r.fen }, { "status", r.status },
            { "bestmove", r.bestmove }, { "bm", r.bm }, { "am", r.am } });
    return list;
}

struct ToJson {
    Json operator()(std::monostate) const { return Json::object(); }
    Json operator()(const gate::StepData& d) const { return gate::to_json(d); }
    Json operator()(const ExpectedBenchData& d) const {
        gate::BenchData bench;
        bench.candidate = d.run;
        auto j          = gate::to_json(gate::StepData { bench });
        j["expected"]   = d.expected;
        return j;
    }
    Json operator()(const PositionData& d) const {
        return { { "positions", rows_json(d.rows) }, { "solved", d.solved } };
    }
    Json operator()(const CrashData& d) const {
        Json j = { { "lines", d.lines }, { "source", d.source } };
        if (d.finding) {
            j["kind"]       = d.finding->kind;
            j["detail"]     = d.finding->detail;
            j["transcript"] = d.finding->transcript;
        }
        return j;
    }
    Json operator()(const JournaledData& d) const { return d.numbers; }
};

std::optional<std::uint64_t> journaled_signature(const Json& numbers) {
    const auto& base = numbers.value("base", Json::object());
    if (base.value("deterministic", false) && base.contains("signature")
        && base["signature"].is_number_unsigned())
        return base["signature"].get<std::uint64_t>();
    return std::nullopt;
}

} // namespace

Json to_json(const ProbeData& data) { return std::visit(ToJson {}, data); }

std::optional<std::uint64_t> good_bench_signature(const ProbeData& data) {
    if (const auto* j = std::get_if<JournaledData>(&data)) return journaled_signature(j->numbers);
    const auto* step  = std::get_if<gate::StepData>(&data);
    const auto* bench = step ? std::get_if<gate::BenchData>(step) : nullptr;
    if (!bench || !bench->base.deterministic) return std::nullopt;
    return bench->base.signature;
}

} // namespace harness::bisect
