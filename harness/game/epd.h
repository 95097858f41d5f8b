#pragma once
// EPD records for both games: the 4 position fields of a FEN (or a full 6-field FEN, whose move
// counters are kept), then operations `opcode operand...;`. Pure text: parsing checks the shape
// of a record, not the position; resolve_moves() checks moves against the rules libraries.
//
// Tolerated quirks of real suites: CRLF, NUL bytes, blank and `#` comment lines, `bm Qd1 +`
// (a lone "+"/"#" joins the previous move), unquoted ids, `FEN ; bm ...`, the semicolon-less
// "FEN bm Be2 dm 21" form, and `- -1 12` (en passant glued to the halfmove counter).

#include "engine/core/result.h"
#include "harness/game/registry.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace harness::game {

using engine::core::ParseError;
using engine::core::Result;

// One operation: opcode and operands as text (quoted strings unescaped). `columns` are the
// 1-based columns of the operands in the source line (0 when built in memory); not compared.
struct EpdOperation {
    std::string              opcode;
    std::vector<std::string> operands;
    std::vector<int>         columns;

    [[nodiscard]] bool operator==(const EpdOperation& o) const {
        return opcode == o.opcode && operands == o.operands;
    }
};

// One record. `position` holds the 4 position fields separated by single spaces; the counters
// are set when the line carried a full FEN. `line` is the 1-based source line (0: in memory).
struct EpdRecord {
    std::string               position;
    std::optional<int>        halfmove;
    std::optional<int>        fullmove;
    std::vector<EpdOperation> operations;
    int                       line = 0;

    // The operation with this opcode, or nullptr.
    [[nodiscard]] const EpdOperation* find(std::string_view opcode) const;
    // The first operand of `opcode`, or nullopt.
    [[nodiscard]] std::optional<std::string> operand(std::string_view opcode) const;
    // Full 6-field FEN: counters from the FEN, else from hmvc (or hmvn)/fmvn, else "0 1".
    [[nodiscard]] std::string fen() const;

    [[nodiscard]] bool operator==(const EpdRecord& o) const {
        return position == o.position && halfmove == o.halfmove && fullmove == o.fullmove
            && operations == o.operations;
    }
};

// A parsed file: the good records and one error per rejected line, in line order.
struct EpdFile {
    std::vector<EpdRecord>  records;
    std::vector<ParseError> errors;
};

// Parse one record line (no newline). Errors carry the 1-based column and the token quoted.
[[nodiscard]] Result<EpdRecord> parse_epd_record(std::string_view line);

// Parse a whole file; `source` names it in errors. Bad lines are reported and skipped.
[[nodiscard]] EpdFile parse_epd(std::string_view text, std::string_view source = {});

// Read and parse a file; an unreadable file is one error with line 0.
[[nodiscard]] EpdFile load_epd(const std::string& path);

// Canonical text: `FEN4 [hmvn fmvn] op operand; op "string";` (counters only when set).
[[nodiscard]] std::string to_string(const EpdRecord& record);
[[nodiscard]] std::string to_string(const EpdFile& file);

// Opcodes whose operands are moves (bm am pm pv sm), integers (acd acn acs ce dm hmvn fmvn)
// or one string (id c0-c9).
[[nodiscard]] bool is_move_opcode(std::string_view opcode);
[[nodiscard]] bool is_integer_opcode(std::string_view opcode);
[[nodiscard]] bool is_string_opcode(std::string_view opcode);
[[nodiscard]] bool is_known_opcode(std::string_view opcode);

// The moves of a record as canonical move text (chess UCI, xiangqi ICCS).
struct ResolvedMoves {
    std::vector<std::string> bm, am, pm, pv;
    // Mate distance claimed by `dm N` or by matetrack's `bm #N` (negative: side to move is
    // mated); nullopt when neither is present.
    std::optional<int> mate;
};

// Resolve bm/am/pm (SAN or UCI for chess; ICCS or WXF for xiangqi) in the record's position
// and pv as a line. A chess `am` given as under-disambiguated SAN ("Ne5" with two knights able
// to reach e5, as in the Kaufman suite) stands for all those moves. Errors quote the move and carry
// its column and the record's line.
[[nodiscard]] Result<ResolvedMoves> resolve_moves(
    const EpdRecord& record, game::Game variant, std::string_view source = {});

} // namespace harness::game
