#include "harness/bisect/commits.h"

#include "harness/intree/command.h"

namespace harness::bisect {

namespace {

intree::CommandResult git(const std::filesystem::path& repo, std::vector<std::string> args) {
    intree::Command command;
    command.argv = { "git", "-C", repo.string() };
    command.argv.insert(command.argv.end(), args.begin(), args.end());
    return intree::run_command(command);
}

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::size_t              pos = 0;
    while (pos < text.size()) {
        auto end = text.find('\n', pos);
        if (end == std::string::npos) end = text.size();
        if (end > pos) lines.push_back(text.substr(pos, end - pos));
        pos = end + 1;
    }
    return lines;
}

// The full sha of `rev`, or empty.
std::string resolve(const std::filesystem::path& repo, const std::string& rev) {
    auto r = git(repo, { "rev-parse", "--verify", "--quiet", rev + "^{commit}" });
    auto l = lines_of(r.out);
    return r.ok() && l.size() == 1 ? l.front() : std::string();
}

std::optional<std::size_t> index_of(const std::vector<Commit>& chain, const std::string& sha) {
    for (std::size_t i = 0; i < chain.size(); ++i)
        if (chain[i].sha == sha) return i;
    return std::nullopt;
}

// The earliest commit marked bad (each one marked bad is an ancestor of the one before, and the
// chain lists parents first), and the shas of the rest of the candidates: BAD --not GOOD....
std::size_t current_bad(const std::vector<Mark>& marks) {
    for (std::size_t i = 0; i < marks.size(); ++i)
        if (marks[i] == Mark::Bad) return i;
    return marks.size() - 1;
}

std::vector<std::string> candidates(const std::filesystem::path& repo,
    const std::vector<Commit>& chain, const std::vector<Mark>& marks, bool bisect_all) {
    std::vector<std::string> args { "rev-list" };
    if (bisect_all) args.push_back("--bisect-all");
    args.push_back(chain[current_bad(marks)].sha);
    for (std::size_t i = 0; i < chain.size(); ++i)
        if (marks[i] == Mark::Good) args.push_back("^" + chain[i].sha);
    std::vector<std::string> shas;
    for (const auto& line : lines_of(git(repo, args).out)) shas.push_back(line.substr(0, 40));
    return shas;
}

} // namespace

std::optional<std::size_t> dag_next_index(const std::filesystem::path& repo,
    const std::vector<Commit>& chain, const std::vector<Mark>& marks) {
    for (const auto& sha : candidates(repo, chain, marks, true)) {
        auto i = index_of(chain, sha);
        if (i && marks[*i] == Mark::Untested) return i;
    }
    return std::nullopt;
}

BisectVerdict dag_outcome(const std::filesystem::path& repo, const std::vector<Commit>& chain,
    const std::vector<Mark>& marks) {
    BisectVerdict o;
    o.range.first_bad = current_bad(marks);
    auto parent = lines_of(git(repo, { "rev-parse", chain[o.range.first_bad].sha + "^" }).out);
    if (auto p = parent.empty() ? std::nullopt : index_of(chain, parent.front()))
        o.range.last_good = *p;
    for (const auto& sha : candidates(repo, chain, marks, false))
        if (auto i = index_of(chain, sha); i && marks[*i] == Mark::Skip) o.skipped.push_back(*i);
    o.exact = o.skipped.empty();
    return o;
}

engine::core::Expected<std::vector<Commit>, std::string> commit_chain(
    const std::filesystem::path& repo, const std::string& good, const std::string& bad,
    bool first_parent) {
    const auto g = resolve(repo, good), b = resolve(repo, bad);
    if (g.empty() || b.empty())
        return "unknown revision '" + (g.empty() ? good : bad) + "' in " + repo.string();
    if (g == b) return std::string("the good and the bad revision are the same commit " + g);
    if (!git(repo, { "merge-base", "--is-ancestor", g, b }).ok())
        return "the good revision " + good + " is not an ancestor of the bad revision " + bad;
    std::vector<std::string> args { "log", "--reverse", "--format=%H %s" };
    if (first_parent)
        args.insert(args.end(), { "--first-parent", "--ancestry-path" });
    else
        args.push_back("--topo-order");
    args.push_back(g + ".." + b);
    auto log = git(repo, args);
    if (!log.ok()) return "git log failed in " + repo.string() + ": " + log.err;
    std::vector<Commit> chain { { g, {} } };
    for (const auto& line : lines_of(log.out)) {
        auto space = line.find(' ');
        chain.push_back({ line.substr(0, space),
            space == std::string::npos ? std::string() : line.substr(space + 1) });
    }
    auto subject          = git(repo, { "log", "-1", "--format=%s", g });
    auto first            = lines_of(subject.out);
    chain.front().subject = first.empty() ? std::string() : first.front();
    return chain;
}

std::optional<std::uint64_t> bench_in_text(std::string_view message) {
    std::optional<std::uint64_t> found;
    for (const auto& raw : lines_of(std::string(message))) {
        std::string line = raw;
        while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.pop_back();
        if (line.size() < 7) continue;
        std::string head = line.substr(0, 6);
        for (auto& ch : head) ch = char(std::tolower(static_cast<unsigned char>(ch)));
        if (head != "bench:") continue;
        const auto digits = line.find_first_not_of(' ', 6);
        if (digits == std::string::npos || line.size() - digits > 19
            || line.find_first_not_of("0123456789", digits) != std::string::npos)
            continue;
        found = std::stoull(line.substr(digits));
    }
    return found;
}

std::optional<std::uint64_t> bench_in_message(
    const std::filesystem::path& repo, const std::string& sha) {
    auto r = git(repo, { "log", "-1", "--format=%B", sha });
    if (!r.ok()) return std::nullopt;
    return bench_in_text(r.out);
}

} // namespace harness::bisect
