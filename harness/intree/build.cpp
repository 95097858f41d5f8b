// Building a revision: git worktree, CMake preset (binaryDir read from CMakePresets.json) or a
// custom command, one log per revision and preset.

#include "harness/intree/build.h"

#include "harness/intree/command.h"
#include "harness/intree/worktree.h"

#include "engine/core/text.h"
#include "harness/input/nesting.h"
#include "harness/input/text_file.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <iterator>
#include <set>
#include <system_error>

namespace harness::intree {

namespace fs = std::filesystem;

namespace {

constexpr int TailLines = 40;

std::string first_line(const std::string& text) {
    std::string line = text.substr(0, text.find('\n'));
    return line;
}

std::string trimmed(std::string_view s) { return std::string(engine::core::trim_blanks(s)); }

// The binaryDir of `preset` as written, following "inherits" depth first, earlier parents first
// (as CMake prefers them); each preset is looked at once, so presets inheriting each other cost
// one pass. Empty when none has one.
std::string written_binary_dir(const nlohmann::json& list, const std::string& preset) {
    std::vector<std::string> todo { preset }; // a stack: the next parent last
    std::set<std::string>    seen;
    while (!todo.empty()) {
        const std::string name = todo.back();
        todo.pop_back();
        if (!seen.insert(name).second) continue;
        for (const auto& p : list) {
            if (!p.is_object() || p.value("name", "") != name) continue;
            if (p.contains("binaryDir") && p["binaryDir"].is_string())
                return p["binaryDir"].get<std::string>();
            const auto parents = p.value("inherits", nlohmann::json());
            if (parents.is_string()) todo.push_back(parents.get<std::string>());
            if (parents.is_array())
                for (auto q = parents.rbegin(); q != parents.rend(); ++q)
                    if (q->is_string()) todo.push_back(q->get<std::string>());
            break;
        }
    }
    return {};
}

struct PresetDir {
    fs::path    dir; // empty: none (the caller builds in worktree/build/<preset>)
    std::string error; // why the preset's binaryDir is refused
};

// The preset's binaryDir with its macros expanded; empty when the file, the preset or a
// binaryDir is missing, or a macro is not one we know. A file nested too deeply, or a binaryDir
// with a shell metacharacter or a control character, is refused with the reason: the directory
// is pasted into build commands.
PresetDir preset_binary_dir(const fs::path& source, const std::string& preset) {
    const auto      file = source / "CMakePresets.json";
    std::error_code ec;
    if (!fs::exists(file, ec)) return {};
    auto read = input::read_text_file(file.string(), input::ConfigLimits);
    if (!read) return { {}, read.error().to_string() };
    const std::string& text = *read;
    if (auto deep = input::json_nesting_error(text, file.string()))
        return { {}, deep->to_string() };
    nlohmann::json presets = nlohmann::json::parse(text, nullptr, false);
    if (presets.is_discarded() || !presets.contains("configurePresets")
        || !presets["configurePresets"].is_array())
        return {};
    const std::string written = written_binary_dir(presets["configurePresets"], preset);
    const std::vector<std::pair<std::string, std::string>> macros {
        { "sourceDir", source.string() }, { "sourceParentDir", source.parent_path().string() },
        { "sourceDirName", source.filename().string() }, { "presetName", preset }
    };
    std::string dir = written, bare = written; // bare: the text without its macros
    for (const auto& [name, value] : macros) {
        const std::string macro = "${" + name + "}";
        for (auto pos = dir.find(macro); pos != std::string::npos;
             pos      = dir.find(macro, pos + value.size()))
            dir.replace(pos, macro.size(), value);
        for (auto pos = bare.find(macro); pos != std::string::npos; pos = bare.find(macro))
            bare.erase(pos, macro.size());
    }
    if (dir.empty() || bare.find('$') != std::string::npos) return {};
    auto bad = std::find_if(bare.begin(), bare.end(), [](char c) {
        return std::string_view("`;&|<>()\\\"'*?[]!#~{}").find(c) != std::string_view::npos
            || static_cast<unsigned char>(c) < 0x20 || c == 0x7f;
    });
    if (bad != bare.end())
        return { {},
            file.string() + ": the binaryDir of preset '" + preset + "', "
                + engine::core::quote(written) + ", holds the shell metacharacter "
                + engine::core::quote(std::string(1, *bad))
                + ": a build directory must be a plain path" };
    fs::path path(dir);
    return { path.is_absolute() ? path.lexically_normal() : (source / path).lexically_normal(),
        {} };
}

// The revision's submodules, when it has any.
std::string update_submodules(const fs::path& worktree, const fs::path& log) {
    std::error_code ec;
    if (!fs::exists(worktree / ".gitmodules", ec)) return {};
    CommandResult sub = run_git(worktree, { "submodule", "update", "--init", "--recursive" }, log);
    if (sub.ok()) return {};
    return "git submodule update failed (exit " + std::to_string(sub.exit_code) + ")";
}

} // namespace

fs::path BuildResult::binary(const std::string& target) const {
    std::error_code ec;
    if (fs::exists(build_dir / "bin" / target, ec)) return build_dir / "bin" / target;
    if (fs::exists(build_dir / target, ec)) return build_dir / target;
    return build_dir / "bin" / target;
}

bool has_preset(const fs::path& repo, const std::string& rev, const std::string& name) {
    CommandResult shown = run_git(repo, { "show", rev + ":CMakePresets.json" });
    if (!shown.ok() || shown.out.size() > input::ConfigLimits.max_bytes
        || input::json_nesting_error(shown.out, "CMakePresets.json"))
        return false;
    const auto presets = nlohmann::json::parse(shown.out, nullptr, false);
    if (presets.is_discarded() || !presets.contains("configurePresets")
        || !presets["configurePresets"].is_array())
        return false;
    for (const auto& p : presets["configurePresets"])
        if (p.is_object() && p.value("name", "") == name) return true;
    return false;
}

std::string BuildResult::failure() const {
    std::string out = error;
    if (!log.empty()) out += "; log " + log.string();
    const auto end = log_tail.find_last_not_of("\n\r ");
    if (end == std::string::npos) return out;
    const auto start = log_tail.rfind('\n', end);
    const auto from  = start == std::string::npos ? 0 : start + 1;
    return out + ", ending: " + log_tail.substr(from, end - from + 1);
}

std::string kind_flags(const std::string& kind) {
    const std::string sanitize = "-O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined "
                                 "-fno-sanitize-recover=undefined";
    if (kind == "release") return "-O2";
    if (kind == "coverage") return "-O0 -g --coverage";
    if (kind == "sanitize") return sanitize;
    if (kind == "instrumented") return sanitize + " --coverage";
    return "";
}

namespace {

using Env = std::vector<std::pair<std::string, std::string>>;

// The repository, the commit, its worktree's path and its log (created empty): empty, or what
// failed.
std::string locate_revision(
    const BuildRequest& request, const fs::path& work, BuildResult& result) {
    std::error_code ec;
    CommandResult   top = run_git(request.repo, { "rev-parse", "--show-toplevel" });
    if (!top.ok())
        return "not a git repository: " + request.repo.string()
            + (top.err.empty() ? "" : " (" + trimmed(first_line(top.err)) + ")");
    result.repo = trimmed(top.out);
    if (auto refused = work_dir_error(result.repo, work); !refused.empty()) return refused;
    fs::create_directories(work / "logs", ec);
    if (ec) return "cannot create " + (work / "logs").string() + ": " + ec.message();
    CommandResult sha
        = run_git(result.repo, { "rev-parse", "--verify", "--quiet", request.rev + "^{commit}" });
    if (!sha.ok()) return "unknown revision '" + request.rev + "' in " + result.repo.string();
    result.commit   = trimmed(sha.out);
    std::string tag = result.commit.substr(0, 12);
    result.worktree = work / (request.slot.empty() ? tag : request.slot);
    // One log per revision and kind: a custom command's release, coverage and sanitize builds
    // each keep theirs.
    result.log = work / "logs"
        / (tag + "-" + (request.preset.empty() ? std::string("build") : request.preset)
            + (request.build_command.empty() ? "" : "-custom") + ".log");
    std::ofstream(result.log, std::ios::trunc).flush();
    return {};
}

// The build's environment: ccache as the launcher, or none at all (an inherited launcher is
// cleared).
Env build_env(bool ccache, const fs::path& work) {
    std::string launcher = ccache ? "ccache" : "";
    Env         env      = { { "CMAKE_CXX_COMPILER_LAUNCHER", launcher },
                     { "CMAKE_C_COMPILER_LAUNCHER", launcher } };
    // Paths under the work directory hashed as relative ones: the same file in another commit's
    // worktree is a cache hit (unless the user set a base directory of their own).
    if (ccache && !std::getenv("CCACHE_BASEDIR")) env.emplace_back("CCACHE_BASEDIR", work.string());
    return env;
}

// The build directory: the preset's binaryDir, else worktree/build/<preset or "custom">, which
// cmake is then given (`explicit_dir`). Empty, or why the preset's is refused.
std::string choose_build_dir(const BuildRequest& request, BuildResult& result, bool& explicit_dir) {
    explicit_dir = false;
    if (!request.preset.empty()) {
        auto preset = preset_binary_dir(result.worktree, request.preset);
        if (!preset.error.empty()) return preset.error;
        result.build_dir = preset.dir;
    }
    if (result.build_dir.empty()) {
        result.build_dir = result.worktree / "build"
            / (request.preset.empty() ? std::string("custom") : request.preset);
        explicit_dir = true;
    }
    return {};
}

// One step in the worktree, logged: empty, or what failed.
std::string run_step(const BuildRequest& request, BuildResult& result, const Env& env,
    std::vector<std::string> argv, const std::string& what) {
    Command command;
    command.argv      = std::move(argv);
    command.cwd       = result.worktree;
    command.env       = env;
    command.log       = result.log;
    command.nice      = true;
    command.timeout_s = request.timeout_s;
    CommandResult run = run_command(command);
    if (run.ok()) return {};
    if (run.exit_code < 0) return run.err;
    if (request.timeout_s > 0 && run.exit_code == 124) {
        result.timed_out = true;
        return what + " did not finish within " + std::to_string(request.timeout_s) + " s";
    }
    return what + " failed (exit " + std::to_string(run.exit_code) + ")";
}

// The project's own build command, in the build directory it names: empty, or what failed.
std::string run_build_command(const BuildRequest& request, BuildResult& result, const Env& env) {
    std::error_code ec;
    fs::create_directories(result.build_dir, ec);
    if (ec) return "cannot create " + result.build_dir.string() + ": " + ec.message();
    return run_step(request, result, env,
        { "/bin/sh", "-c",
            shell_substitute(request.build_command,
                { { "build_dir", result.build_dir.string() },
                    { "source_dir", result.worktree.string() }, { "kind", request.preset },
                    { "cflags", kind_flags(request.preset) } }) },
        "build command");
}

// cmake --preset, then cmake --build of the requested targets: empty, or what failed.
std::string run_cmake(const BuildRequest& request, BuildResult& result, const Env& env,
    bool explicit_dir, const std::string& launcher) {
    std::vector<std::string> configure = { "cmake", "--preset", request.preset };
    if (explicit_dir) configure.insert(configure.end(), { "-B", result.build_dir.string() });
    configure.push_back("-DCMAKE_CXX_COMPILER_LAUNCHER=" + launcher);
    configure.push_back("-DCMAKE_C_COMPILER_LAUNCHER=" + launcher);
    configure.insert(configure.end(), request.cmake_args.begin(), request.cmake_args.end());
    auto error = run_step(
        request, result, env, configure, "configure (cmake --preset " + request.preset + ")");
    if (!error.empty()) return error;
    std::vector<std::string> build
        = { "cmake", "--build", result.build_dir.string(), "-j", std::to_string(request.jobs) };
    if (!request.targets.empty()) {
        build.push_back("--target");
        build.insert(build.end(), request.targets.begin(), request.targets.end());
    }
    return run_step(request, result, env, build, "build");
}

} // namespace

BuildResult build_revision(const BuildRequest& request) {
    auto        started = std::chrono::steady_clock::now();
    BuildResult result;
    auto        finish = [&](std::string error) {
        result.error    = std::move(error);
        result.ok       = result.error.empty();
        result.log_tail = file_tail(result.log, TailLines);
        result.seconds
            = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        return result;
    };
    std::error_code ec;
    if (request.work_dir.empty()) return finish("no work directory given");
    if (request.rev.empty()) return finish("no revision given");
    if (request.preset.empty() && request.build_command.empty())
        return finish("neither a preset nor a build command given");
    fs::path work = fs::absolute(request.work_dir, ec).lexically_normal();
    if (auto error = locate_revision(request, work, result); !error.empty()) return finish(error);

    // worktree
    std::string error = check_out_worktree(result.repo, result.commit, result.worktree, result.log,
        !request.slot.empty(), result.reused);
    if (error.empty()) error = update_submodules(result.worktree, result.log);
    if (!error.empty()) return finish(error);

    const bool ccache       = request.use_ccache && in_path("ccache");
    const Env  env          = build_env(ccache, work);
    bool       explicit_dir = false;
    if (auto refused = choose_build_dir(request, result, explicit_dir); !refused.empty())
        return finish(refused);
    if (!request.build_command.empty()) return finish(run_build_command(request, result, env));
    return finish(run_cmake(request, result, env, explicit_dir, ccache ? "ccache" : ""));
}

bool cleanup(const BuildResult& build) {
    if (build.worktree.empty()) return true;
    return remove_worktree(build.repo, build.worktree);
}

bool cleanup_all(const fs::path& repo, const fs::path& work_dir) {
    std::error_code ec;
    fs::path        work = fs::weakly_canonical(fs::absolute(work_dir, ec), ec);
    CommandResult   list = run_git(repo, { "worktree", "list", "--porcelain" });
    if (!list.ok()) return false;
    bool        ok  = true;
    std::size_t pos = 0;
    while (pos < list.out.size()) {
        std::size_t end = list.out.find('\n', pos);
        if (end == std::string::npos) end = list.out.size();
        std::string line = list.out.substr(pos, end - pos);
        pos              = end + 1;
        if (line.rfind("worktree ", 0) != 0) continue;
        fs::path path = fs::weakly_canonical(line.substr(9), ec);
        auto     rel  = path.lexically_relative(work);
        if (rel.empty() || rel.native().rfind("..", 0) == 0 || rel == ".") continue;
        ok = remove_worktree(repo, path) && ok;
    }
    return run_git(repo, { "worktree", "prune" }).ok() && ok;
}

} // namespace harness::intree
