#include "match_request.h"

#include "harness/cli/args.h"

#include <cstdint>
#include <string>

namespace harness::cli {

namespace {

std::string spelled(const match::SetupError& e, std::array<int, 2> numbers) {
    using Part = match::SetupError::Part;
    switch (e.part) {
    case Part::Engine:
        return "--engine #" + std::to_string(numbers[std::size_t(e.engine)]) + ": " + e.message;
    case Part::Book:
        return "--openings: " + e.message;
    case Part::Match:
        break;
    }
    return e.message;
}

} // namespace

match::MatchSetup match_setup_or_throw(
    const match::MatchRequest& r, std::ostream& notes, std::array<int, 2> numbers) {
    auto setup = match::make_match_config(r, notes);
    if (!setup) throw UsageError(spelled(setup.error(), numbers));
    return std::move(*setup);
}

void warn_without_book(const match::MatchRequest& r, std::ostream& notes) {
    if (!r.openings && std::int64_t(r.rounds) * r.games > 4)
        notes << "arbiter match: warning: no --openings, so every game starts from the start "
                 "position and the result measures that one opening; give a book "
                 "(--openings file=F)\n";
}

} // namespace harness::cli
