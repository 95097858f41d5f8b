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

} // namespace

engine::core::Expected<std::vector<Commit>, std::string> commit_chain(
    const std::filesystem::path& repo, const std::string& good, const std::string& bad,
    bool first_parent) {
    const auto g = resolve(repo, good), b = resolve(repo, bad);
    if (g.empty() || b.empty())
        return "unknown revision '" + (g.empty() ? good : bad) + "' in " + repo.string();
    if (g == b) return std::string("the good and the bad revision are the same commit " + g);
    if (!git(repo, { "merge-base", "--is-ancestor", g, b }).ok())
        return "the good revision " + good + " is not an ancestor of the bad revision " + bad;
    std::vector<std::string> args { "log", "--reverse", "--format=%H %s", "--ancestry-path" };
    if (first_parent)
        args.push_back("--first-parent");
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

} // namespace harness::bisect
