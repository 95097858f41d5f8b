#pragma once
// The parameters a tune moves, in the form fishtest and OpenBench take them: one per line,
//   NAME, START, MIN, MAX, C_END, R_END
// (comma-separated; blank lines and lines starting with '#' ignored), and the SPSA settings as
//   alpha = 0.602    gamma = 0.101    A = 0.1   (A as a fraction of the iterations)
// (lines with '=' and no comma): the start value, the
// range the engine accepts (whole numbers within +-2^53, each name once and without control
// characters), the perturbation at the end of the tune (c_end, in the parameter's
// units) and the learning rate at the end (r_end). Every bad line is an error
// `file:line:col: error: ...` quoting the token; the good lines are kept.

#include "engine/core/parse_error.h"
#include "harness/protocol/spin_option.h"

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace harness::tune {

struct Param {
    std::string name;
    double      start = 0, min = 0, max = 0, c_end = 0, r_end = 0;
};

struct ParamsRead {
    std::vector<Param>                    params;
    std::map<std::string, double>         settings; // alpha, gamma, A as given
    std::vector<engine::core::ParseError> errors;
};

[[nodiscard]] ParamsRead parse_params(std::string_view text, const std::string& source = "");

// Parameters for an engine's spin options (--from-options): those named (in that order), or
// with no names every one but the options that are not playing strength (Hash, Threads,
// MultiPV, Move Overhead, Skill Level, UCI_Elo and their UCCI spellings). Each starts at the
// option's default over its whole range, with c_end a twentieth of the default (at least 1) and
// fishtest's r_end 0.002. A name the engine does not offer goes to `unknown`.
[[nodiscard]] std::vector<Param> params_from_options(
    const std::vector<protocol::SpinOption>& options, const std::vector<std::string>& names,
    std::vector<std::string>& unknown);

// What the engine cannot take of `params`: a name it offers no spin option for, a range beyond
// the one it declares; one line each (empty: all fit).
[[nodiscard]] std::vector<std::string> check_with_engine(
    const std::vector<Param>& params, const std::vector<protocol::SpinOption>& options);

// The parameters as the same text (values with up to 6 significant digits), for the tune's
// result: its final values in the file format.
[[nodiscard]] std::string params_text(const std::vector<Param>& params);

} // namespace harness::tune
