#include "game_json.h"

namespace harness::match {

using engine::core::Color;
using engine::core::GameResult;
using nlohmann::ordered_json;

namespace {

std::optional<GameResult> parse_result(const std::string& s) {
    if (s == "1-0") return GameResult::FirstWins;
    if (s == "0-1") return GameResult::SecondWins;
    if (s == "1/2-1/2") return GameResult::Draw;
    return std::nullopt;
}

// The engine index that played colour c in game g.
int engine_of(const GameEntry& g, Color c) { return c == Color::First ? g.white : 1 - g.white; }

// A game's in-play findings: [{ "color", "ply", "check", "count", "detail" }], one entry per
// colour and check found (its first example and how many there were).
ordered_json checks_to_json(const CheckCounts& c) {
    auto out = ordered_json::array();
    for (const auto& f : c.examples)
        out.push_back({ { "color", index(f.side) }, { "ply", f.ply },
            { "check", output_checks::to_string(f.check) },
            { "count", c.counts[index(f.side)][std::size_t(f.check)] }, { "detail", f.detail } });
    return out;
}

bool checks_from_json(const nlohmann::json& j, CheckCounts& c) {
    if (!j.is_array()) return false;
    for (const auto& e : j) {
        const auto check = output_checks::parse_check(e.at("check").get<std::string>());
        const int  color = e.at("color").get<int>();
        const int  count = e.at("count").get<int>();
        if (!check || (color != 0 && color != 1) || count < 1) return false;
        const Color side = color == 0 ? Color::First : Color::Second;
        c.counts[std::size_t(color)][std::size_t(*check)] = count;
        c.examples.push_back({ side, e.at("ply").get<int>(), *check, e.value("detail", "") });
    }
    return true;
}

} // namespace

ordered_json game_to_json(const GameEntry& g, const std::array<std::string, 2>& names) {
    ordered_json j;
    j["round"]        = g.round + 1;
    j["game"]         = g.game + 1;
    j["white_engine"] = g.white;
    j["white"]        = names[std::size_t(g.white)];
    j["black"]        = names[std::size_t(1 - g.white)];
    j["opening"]      = g.played.start_fen.empty() ? g.opening : g.played.start_fen;
    if (!g.symmetry.empty()) j["symmetry"] = g.symmetry;
    if (g.swap2)
        j["swap2"] = { { "stones", g.swap2->stones }, { "choices", g.swap2->choices },
            { "swapped", g.swap2->swapped } };
    j["result"] = engine::core::to_string(g.played.result);
    j["reason"] = to_string(g.played.reason);
    j["detail"] = g.played.detail;
    j["faulty"] = g.played.faulty ? ordered_json(names[std::size_t(engine_of(g, *g.played.faulty))])
                                  : ordered_json(nullptr);
    j["faulty_color"]
        = g.played.faulty ? ordered_json(index(*g.played.faulty)) : ordered_json(nullptr);
    auto moves = ordered_json::array();
    for (const auto& m : g.played.moves) {
        ordered_json e;
        e["move"] = m.move;
        if (m.score_cp) e["score_cp"] = *m.score_cp;
        if (m.score_mate) e["score_mate"] = *m.score_mate;
        e["depth"] = m.depth;
        if (m.seldepth) e["seldepth"] = *m.seldepth;
        e["time_ms"] = m.time_ms;
        if (m.nodes) e["nodes"] = *m.nodes;
        if (m.budget_ms) e["budget_ms"] = *m.budget_ms;
        if (m.latency_us) e["latency_us"] = *m.latency_us;
        if (m.cpu_ms) e["cpu_ms"] = *m.cpu_ms;
        if (m.contended_ms) e["contended_ms"] = *m.contended_ms;
        e["overhead_us"] = m.overhead_us;
        moves.push_back(std::move(e));
    }
    j["plies"] = g.played.moves.size();
    j["moves"] = std::move(moves);
    if (!g.played.transcript_tail.empty()) j["transcript"] = g.played.transcript_tail;
    if (g.played.late_ms > 0) j["late_ms"] = g.played.late_ms;
    if (g.played.over_turn) j["over_turn"] = true;
    if (!g.played.refused.empty()) j["refused"] = g.played.refused;
    if (g.played.first_mover != Color::First) j["first_mover"] = index(g.played.first_mover);
    if (!g.played.checks.examples.empty()) j["checks"] = checks_to_json(g.played.checks);
    if (const auto& r = g.played.replay) {
        j["replay"] = { { "file", r->path.empty() ? ordered_json(nullptr) : ordered_json(r->path) },
            { "note", r->note } };
        if (!r->nodes_note.empty()) {
            j["replay"]["nodes_file"]
                = r->nodes_path.empty() ? ordered_json(nullptr) : ordered_json(r->nodes_path);
            j["replay"]["nodes_note"] = r->nodes_note;
        }
    }
    return j;
}

std::optional<GameEntry> game_from_json(const nlohmann::json& j) {
    if (!j.is_object()) return std::nullopt;
    try {
        GameEntry g;
        g.round    = j.at("round").get<int>() - 1;
        g.game     = j.at("game").get<int>() - 1;
        g.white    = j.at("white_engine").get<int>();
        g.opening  = j.at("opening").get<std::string>();
        g.symmetry = j.value("symmetry", std::string());
        if (const auto s = j.find("swap2"); s != j.end() && s->is_object())
            g.swap2 = Swap2Record { s->value("stones", std::vector<std::string> {}),
                s->value("choices", std::vector<std::string> {}), s->value("swapped", false) };
        auto result = parse_result(j.at("result").get<std::string>());
        auto reason = parse_end_reason(j.at("reason").get<std::string>());
        if (!result || !reason || g.round < 0 || g.game < 0 || g.game > 1
            || (g.white != 0 && g.white != 1))
            return std::nullopt;
        g.played.start_fen = g.opening;
        g.played.result    = *result;
        g.played.reason    = *reason;
        g.played.detail    = j.value("detail", std::string());
        if (j.contains("faulty_color") && j["faulty_color"].is_number_integer())
            g.played.faulty = j["faulty_color"].get<int>() == 0 ? Color::First : Color::Second;
        g.played.transcript_tail = j.value("transcript", std::string());
        if (j.contains("replay")) {
            const auto& r   = j["replay"];
            g.played.replay = FaultReplay { r.at("file").is_string() ? r["file"].get<std::string>()
                                                                     : std::string(),
                r.at("note").get<std::string>(),
                r.value("nodes_file", nlohmann::json()).is_string()
                    ? r["nodes_file"].get<std::string>()
                    : std::string(),
                r.value("nodes_note", std::string()) };
        }
        g.played.over_turn = j.value("over_turn", false);
        if (j.contains("late_ms")) {
            const auto& late = j["late_ms"];
            if (!late.is_number_integer() || late.get<std::int64_t>() < 0) return std::nullopt;
            g.played.late_ms = j["late_ms"].get<std::int64_t>();
        }
        if (j.contains("refused")) g.played.refused = j["refused"].get<std::vector<std::string>>();
        for (const auto& e : j.at("moves")) {
            MovePlayed m;
            m.move = e.at("move").get<std::string>();
            if (e.contains("score_cp")) m.score_cp = e["score_cp"].get<int>();
            if (e.contains("score_mate")) m.score_mate = e["score_mate"].get<int>();
            m.depth = e.value("depth", 0);
            if (e.contains("seldepth")) m.seldepth = e["seldepth"].get<int>();
            m.time_ms = e.value("time_ms", std::int64_t(0));
            if (e.contains("budget_ms")) m.budget_ms = e["budget_ms"].get<std::int64_t>();
            if (e.contains("latency_us")) m.latency_us = e["latency_us"].get<std::int64_t>();
            if (e.contains("cpu_ms")) m.cpu_ms = e["cpu_ms"].get<std::int64_t>();
            if (e.contains("contended_ms")) m.contended_ms = e["contended_ms"].get<std::int64_t>();
            if (m.budget_ms.value_or(0) < 0 || m.latency_us.value_or(0) < 0
                || m.cpu_ms.value_or(0) < 0 || m.contended_ms.value_or(0) < 0)
                return std::nullopt;
            m.overhead_us = e.value("overhead_us", std::int64_t(0));
            if (e.contains("nodes")) {
                const auto& n = e["nodes"];
                if (!n.is_number_integer()
                    || (!n.is_number_unsigned() && n.get<std::int64_t>() < 0))
                    return std::nullopt; // -5 would wrap to 2^64 - 5
                m.nodes = e["nodes"].get<std::uint64_t>();
            }
            g.played.moves.push_back(std::move(m));
        }
        if (j.value("first_mover", 0) == 1) g.played.first_mover = Color::Second;
        if (j.contains("checks") && !checks_from_json(j["checks"], g.played.checks))
            return std::nullopt;
        return g;
    } catch (const nlohmann::json::exception&) {
        return std::nullopt;
    }
}

engine::core::Expected<std::vector<GameEntry>, std::string> games_from_journal(
    const std::vector<nlohmann::json>& records, const std::string& path) {
    std::vector<GameEntry> games;
    for (std::size_t i = 0; i < records.size(); ++i) {
        auto g = game_from_json(records[i]);
        if (!g) return path + ":" + std::to_string(i + 2) + ": not a game";
        games.push_back(std::move(*g));
    }
    return games;
}

} // namespace harness::match
