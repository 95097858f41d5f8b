#pragma once
// arbiter match with more than two engines: a round robin or a gauntlet (-tournament), each
// pairing a match as arbiter match plays two engines (openings, adjudication, referee, replays,
// the journal and --resume, PGN, shards), every game rated together at the end
// (harness/tournament). A shard plays the rounds of its slots (slot p * rounds + r: round r of
// pairing p) and does not stop at an SPRT bound; arbiter merge puts the shards together.

#include "game_out.h"
#include "output_options.h"

#include "harness/frame/shard_plan.h"
#include "harness/match/match_runner.h"
#include "harness/match/match_setup.h"
#include "harness/tournament/tournament.h"

#include <string>
#include <vector>

namespace harness::cli {

struct TournamentRequest {
    match::MatchRequest request; // every engine's tokens, the options of arbiter match
    tournament::Kind    kind  = tournament::Kind::RoundRobin;
    std::size_t         seeds = 1; // a gauntlet's seeds (-seeds N)
    ReportFiles         files;
    std::string         journal;
    bool                resume = false, quiet = false;
    report::PgnStyle    pgn;
    match::ReplayConfig replay;
    frame::ShardOptions shard; // --shard K/N: this process plays its (pairing, round) slots
};

int tournament_command(const TournamentRequest& t, const std::vector<std::string>& command_line);

} // namespace harness::cli
