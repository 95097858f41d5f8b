#include "unchanged_games.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>

namespace harness::gate {

namespace {

template <typename T> const T* data_of(const std::vector<StepRecord>& steps, const char* name) {
    for (const auto& s : steps)
        if (s.name == name && s.verdict != Verdict::Skipped) return std::get_if<T>(&s.data);
    return nullptr;
}

// Equal node counts at every depth, every position searched by both: the game's fixed-depth
// search is the same tree.
bool same_trees(const TreeSizeGame& g) {
    if (g.depths.empty()) return false;
    for (const auto& d : g.depths)
        if (d.base.positions == 0 || d.base.positions != d.candidate.positions
            || d.base.nodes != d.candidate.nodes)
            return false;
    return true;
}

std::string tree_text(const TreeSizeGame& g) {
    return "node counts per depth equal (depth " + std::to_string(g.depths.front().base.depth) + "-"
        + std::to_string(g.depths.back().base.depth) + ", " + std::to_string(g.positions)
        + " positions, " + std::to_string(g.depths.back().base.nodes) + " nodes at the last)";
}

// The bench's evidence: its signature unchanged and its speed ratio within the noise; empty
// when it says the speed changed (or there is no bench to say).
std::string bench_text(const BenchData* bench, double noise) {
    if (!bench || !bench->compared || !bench->nps_ratio) return {};
    if (std::fabs(*bench->nps_ratio - 1) > noise) return {};
    char ratio[32];
    std::snprintf(ratio, sizeof ratio, "%.3f", *bench->nps_ratio);
    std::string out = std::string("bench speed ratio ") + ratio;
    if (!bench->changed && bench->candidate.signature)
        out += ", signature " + std::to_string(*bench->candidate.signature) + " unchanged";
    return out;
}

// The games whose sources (prefixes) hold `file`.
std::vector<std::string> owners(const GameFiles& sources, const std::string& file) {
    std::vector<std::string> games;
    for (const auto& [game, prefixes] : sources)
        for (const auto& p : prefixes)
            if (file.rfind(p, 0) == 0) {
                games.push_back(game);
                break;
            }
    return games;
}

// The games the change left alone by the sources rule (SprtStepConfig::game_sources): none when
// a changed file belongs to no game (shared code); else every game none of whose files changed.
std::vector<UnchangedGame> by_sources(
    const SprtStepConfig& config, const std::vector<std::string>& files) {
    std::vector<UnchangedGame> out;
    if (config.game_sources.empty() || files.empty()) return out;
    std::map<std::string, bool> touched;
    for (const auto& f : files) {
        const auto games = owners(config.game_sources, f);
        if (games.empty()) return out; // shared: every game may have changed
        for (const auto& g : games) touched[g] = true;
    }
    std::string list;
    for (std::size_t i = 0; i < files.size() && i < 3; ++i) list += (i ? ", " : "") + files[i];
    if (files.size() > 3) list += " and " + std::to_string(files.size() - 3) + " more";
    for (const auto& g : config.games)
        if (config.game_sources.count(g) && !touched.count(g))
            out.push_back({ g, "the change touches only other games' sources: " + list });
    return out;
}

// The whole file, or nullopt when it is not a regular file that can be read.
std::optional<std::string> file_bytes(const std::string& path) {
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec)) return std::nullopt;
    std::ifstream in(path, std::ios::binary);
    std::string   bytes((std::istreambuf_iterator<char>(in)), {});
    if (!in.good() && !in.eof()) return std::nullopt;
    return bytes;
}

} // namespace

std::optional<std::string> same_executable(const GateEngine& base, const GateEngine& candidate) {
    const auto &x = base.spec, &y = candidate.spec;
    if (x.args != y.args || x.dir != y.dir || x.proto != y.proto || x.options != y.options
        || base.tc != candidate.tc)
        return std::nullopt;
    const auto a = file_bytes(x.cmd), b = file_bytes(y.cmd);
    if (!a || !b || *a != *b) return std::nullopt;
    return "the two engines are one executable byte for byte (" + std::to_string(a->size())
        + " bytes), run with the same arguments and options";
}

std::vector<UnchangedGame> unchanged_games(const SprtStepConfig& config,
    const std::vector<StepRecord>& steps, std::optional<std::size_t> changed_source_lines,
    const std::optional<std::string>&              same_engine,
    const std::optional<std::vector<std::string>>& changed_files) {
    std::vector<UnchangedGame> out;
    if (!config.skip_unchanged) return out;
    if (same_engine) {
        for (const auto& g : config.games) out.push_back({ g, *same_engine });
        return out;
    }
    const auto* measured = data_of<BenchData>(steps, "bench");
    const auto  bench    = bench_text(measured, config.unchanged_nps_noise);
    // No source line changed, but a build setting may have: a bench that measured a speed
    // change beyond the noise keeps every game in.
    const bool speed_changed = measured && measured->nps_ratio && bench.empty();
    if (changed_source_lines && *changed_source_lines == 0 && !speed_changed) {
        for (const auto& g : config.games)
            out.push_back({ g,
                "the change touches no line of the engine's sources"
                    + (bench.empty() ? std::string() : "; " + bench) });
        return out;
    }
    if (changed_files) out = by_sources(config, *changed_files);
    const auto* trees = data_of<TreeSizeData>(steps, "treesize");
    if (bench.empty() || !trees) return out;
    for (const auto& g : trees->games) {
        const bool listed = std::any_of(
            out.begin(), out.end(), [&](const UnchangedGame& u) { return u.game == g.game; });
        if (!listed && same_trees(g)) out.push_back({ g.game, tree_text(g) + "; " + bench });
    }
    return out;
}

TouchedGames touched_games(const SprtStepConfig& config, const std::vector<std::string>& games,
    const std::optional<std::vector<std::string>>& changed_files) {
    const auto   untouched = unchanged_games(config, {}, std::nullopt, std::nullopt, changed_files);
    TouchedGames out;
    std::string  names, why;
    for (const auto& g : games) {
        auto u = std::find_if(untouched.begin(), untouched.end(),
            [&](const UnchangedGame& x) { return x.game == g; });
        if (u == untouched.end()) {
            out.games.push_back(g);
            continue;
        }
        names += (names.empty() ? "" : ", ") + g;
        why = u->why;
    }
    if (out.games.empty()) return { games, "" }; // nothing would run: run them all
    if (!names.empty()) out.left_out = names + " not run: " + why;
    return out;
}

} // namespace harness::gate
