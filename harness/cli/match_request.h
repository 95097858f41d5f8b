#pragma once
// A match request made into a match for the commands that play one (match, tournament, tune):
// the setup's errors as UsageErrors in the command line's spelling ("--engine #2: token 3: ...",
// "--openings: book.epd: no usable position"), and the warning for a long match without a book.

#include "harness/match/match_setup.h"

#include <array>
#include <ostream>

namespace harness::cli {

// The setup of `r`, or a UsageError; `numbers` are the engines' places on the command line
// (a tournament's pairing plays two of many).
[[nodiscard]] match::MatchSetup match_setup_or_throw(
    const match::MatchRequest& r, std::ostream& notes, std::array<int, 2> numbers = { 1, 2 });

// A match of more than a few games without a book plays one opening over and over (engines that
// search alike repeat their games): said to `notes`, not refused.
void warn_without_book(const match::MatchRequest& r, std::ostream& notes);

} // namespace harness::cli
