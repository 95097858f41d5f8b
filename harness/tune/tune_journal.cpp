#include "tune_journal.h"

#include "harness/input/text_file.h"
#include "harness/match/game_json.h"
#include "harness/run/journal.h"

#include <filesystem>
#include <iostream>
#include <memory>
#include <set>

namespace harness::tune {

std::string journal_path(const std::string& out, const run::Shard& s) {
    const auto name = s.count == 1
        ? std::string("journal.jsonl")
        : "journal-" + std::to_string(s.index) + "-of-" + std::to_string(s.count) + ".jsonl";
    return (std::filesystem::path(out) / name).string();
}

std::optional<std::string> read_records(
    const std::vector<nlohmann::json>& records, const std::string& path, TuneConfig& c) {
    for (std::size_t i = 0; i < records.size(); ++i) {
        const auto& r = records[i];
        if (auto p = pair_from_json(r))
            c.previous.push_back(*p);
        else if (auto g
            = r.contains("verify_game") ? match::game_from_json(r["verify_game"]) : std::nullopt)
            c.verify_previous.push_back(*g);
        else
            return path + ":" + std::to_string(i + 2) + ": not a pair of this tune";
    }
    return std::nullopt;
}

nlohmann::ordered_json pair_record(const PairRecord& p) { return to_json(p); }

nlohmann::json verify_record(const match::GameEntry& g) {
    return { { "verify_game", match::game_to_json(g, { "tuned", "start" }) } };
}

std::function<std::vector<PairRecord>()> other_shards(
    const std::string& out, run::Shard me, nlohmann::json identity) {
    auto warned = std::make_shared<std::set<int>>();
    return [out, me, identity, warned] {
        std::vector<PairRecord> pairs;
        for (int k = 1; k <= me.count; ++k) {
            if (k == me.index) continue;
            const auto path = journal_path(out, { k, me.count });
            auto       text = input::read_text_file(path, input::JournalLimits);
            if (!text) continue; // not started yet
            auto records = run::parse_journal(*text);
            if (!records || records->empty() || !records->front().contains("run")) continue;
            auto run = records->front()["run"];
            run.erase("shard");
            if (run != identity) {
                if (warned->insert(k).second)
                    std::cerr << "tune: " << path
                              << " is a journal of another tune; waiting for shard " << k
                              << "'s own\n";
                continue;
            }
            for (const auto& r : *records)
                if (auto p = pair_from_json(r)) pairs.push_back(*p);
        }
        return pairs;
    };
}

} // namespace harness::tune
