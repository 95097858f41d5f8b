#include "args.h"

#include "engine/core/parse_error.h"

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cstdint>
#include <cstdlib>
#include <filesystem>

namespace harness::cli {

Args::Args(std::vector<std::string> args, std::vector<std::string> known_options)
    : args_(std::move(args))
    , known_(std::move(known_options)) { }

std::string did_you_mean(const std::string& word, const std::vector<std::string>& known) {
    std::string best;
    std::size_t best_d = 4;
    for (const auto& k : known) {
        std::vector<std::size_t> prev(k.size() + 1), cur(k.size() + 1);
        for (std::size_t j = 0; j <= k.size(); ++j) prev[j] = j;
        for (std::size_t i = 1; i <= word.size(); ++i) {
            cur[0] = i;
            for (std::size_t j = 1; j <= k.size(); ++j)
                cur[j] = std::min({ prev[j] + 1, cur[j - 1] + 1,
                    prev[j - 1] + (word[i - 1] == k[j - 1] ? 0 : 1) });
            std::swap(prev, cur);
        }
        if (prev[k.size()] < best_d) {
            best_d = prev[k.size()];
            best   = k;
        }
    }
    return best;
}

bool Args::known(const std::string& name) const {
    return std::find(known_.begin(), known_.end(), name) != known_.end();
}

std::string Args::next_option() {
    std::string a = args_[i_++];
    inline_value_.reset();
    if (a.empty() || a[0] != '-' || a == "-" || a == "--")
        throw UsageError("unexpected argument '" + a + "' (options start with - or --)");
    // One option syntax: -name and --name alike (as cutechess and fastchess spell them), with
    // =value; -j4 for a short option.
    const bool  single = a[1] != '-';
    std::string name   = single ? "-" + a : a;
    if (auto eq = name.find('='); eq != std::string::npos) {
        inline_value_ = name.substr(eq + 1);
        name          = name.substr(0, eq);
    }
    if (known(name)) return name;
    if (single && known(a.substr(0, 2))) { // -j 4, -j4
        if (a.size() > 2) inline_value_ = a.substr(2);
        return a.substr(0, 2);
    }
    // The suggestion compares whole names, shown in the spelling the user chose.
    std::string hint = did_you_mean(name, known_);
    if (single && hint.rfind("--", 0) == 0) hint = hint.substr(1);
    const std::string shown = single ? a.substr(0, a.find('=')) : name;
    throw UsageError(
        "unknown option '" + shown + "'" + (hint.empty() ? "" : ". Did you mean '" + hint + "'?"));
}

std::string Args::value(const std::string& option) {
    if (inline_value_) {
        std::string v = *inline_value_;
        inline_value_.reset();
        return v;
    }
    if (done()) throw UsageError("option '" + option + "' needs a value");
    return args_[i_++];
}

int Args::int_value(const std::string& option, long min, long max) {
    std::string v   = value(option);
    char*       end = nullptr;
    long        n   = std::strtol(v.c_str(), &end, 10);
    if (v.empty() || *end != '\0' || n < min || n > max)
        throw UsageError("option '" + option + "' expects a number from " + std::to_string(min)
            + " to " + std::to_string(max) + ", got '" + v + "'");
    return int(n);
}

std::uint64_t Args::u64_value(const std::string& option, std::uint64_t min) {
    std::string v   = value(option);
    char*       end = nullptr;
    errno           = 0;
    auto n          = std::strtoull(v.c_str(), &end, 10);
    if (v.empty() || v.find_first_not_of("0123456789") != std::string::npos || errno == ERANGE
        || n < min)
        throw UsageError("option '" + option + "' expects a number from " + std::to_string(min)
            + " to " + std::to_string(UINT64_MAX) + ", got '" + v + "'");
    return n;
}

void require_input_file(const std::string& path, const std::string& option) {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec))
        throw UsageError(option + ": '" + path + "' is a directory, not a file");
    if (!std::filesystem::exists(path, ec))
        throw UsageError(option + ": cannot read '" + path + "': no such file");
}

void require_once(const std::vector<std::string>& tokens, const std::string& option) {
    if (!tokens.empty())
        throw UsageError(option + " given twice: this command takes one " + option + " SPEC");
}

std::vector<std::string> Args::tokens() {
    std::vector<std::string> out;
    if (inline_value_) {
        out.push_back(*inline_value_);
        inline_value_.reset();
    }
    while (!done() && args_[i_].rfind("-", 0) != 0) out.push_back(args_[i_++]);
    return out;
}

SplitArgs split_operands(const std::vector<std::string>& argv) {
    SplitArgs out;
    for (std::size_t i = 0; i < argv.size(); ++i) {
        if (argv[i].rfind("-", 0) != 0) {
            out.operands.push_back(argv[i]);
            continue;
        }
        out.options.push_back(argv[i]);
        if (argv[i].find('=') == std::string::npos && i + 1 < argv.size())
            out.options.push_back(argv[++i]);
    }
    return out;
}

std::vector<std::string> with_command(
    const std::string& command, const std::vector<std::string>& args) {
    std::vector<std::string> out { "arbiter", command };
    out.insert(out.end(), args.begin(), args.end());
    return out;
}

// KEY=VALUE tokens of an option -> map; errors name the option and quote the token.
std::map<std::string, std::string> key_values(const std::string& option,
    const std::vector<std::string>& tokens, const std::vector<std::string>& keys) {
    std::map<std::string, std::string> out;
    for (const auto& t : tokens) {
        auto eq = t.find('=');
        if (eq == std::string::npos || eq == 0)
            throw UsageError(option + ": expected KEY=VALUE, got " + engine::core::quote(t));
        auto key = t.substr(0, eq);
        if (std::find(keys.begin(), keys.end(), key) == keys.end()) {
            auto near = did_you_mean(key, keys);
            throw UsageError(option + ": unknown key " + engine::core::quote(key)
                + (near.empty() ? "" : " (did you mean '" + near + "'?)"));
        }
        out[key] = t.substr(eq + 1);
    }
    return out;
}

std::optional<std::pair<double, double>> number_pair(const std::string& text) {
    const auto colon = text.find(':');
    if (colon == std::string::npos) return std::nullopt;
    auto number = [](std::string_view s, double& x) {
        auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), x);
        return !s.empty() && ec == std::errc() && end == s.data() + s.size();
    };
    double a = 0, b = 0;
    if (!number(std::string_view(text).substr(0, colon), a)
        || !number(std::string_view(text).substr(colon + 1), b))
        return std::nullopt;
    return std::pair { a, b };
}

} // namespace harness::cli
