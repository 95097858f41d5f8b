#pragma once
// run_tune: an SPSA tune of an engine's parameters as a plain function -- a config in, the run
// out; no printing, no argv. Iteration k is one game pair (colours reversed on one opening)
// between the engine with theta + c_k delta and with theta - c_k delta, each value sent as a
// rounded spin option before the pair. Iterations are played in batches from one theta (as
// fishtest's workers play theirs): the `concurrency` workers play a batch's pairs at once, and
// theta moves by the batch's summed steps once all of them are in. The trajectory is therefore a
// function of (seed, batch size, the pairs' results) alone: a resumed tune, or one whose pairs
// are played by shards (pair k belongs to shard (k - 1) % N + 1; each shard waits for the others'
// results of a batch, read from their journals, before it moves theta), follows the trajectory
// of one run straight through.
//
// The tune's verdict is a verification: the tuned values against the start values in an SPRT at
// a longer time control; it held (H1: the tuned engine is stronger), failed (H0), or was
// inconclusive within its cap.

#include "harness/match/match_runner.h"
#include "harness/run/shard.h"
#include "harness/tune/spsa.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace harness::tune {

// One iteration as played: the values each side was sent and the plus side's score.
struct PairRecord {
    int                       k = 0; // 1-based
    std::vector<std::int64_t> plus, minus; // the rounded values sent
    int               wins = 0, draws = 0, losses = 0; // the plus side's, over the pair's games
    int               faults = 0; // games that ended in an engine fault (crash, time, illegal)
    std::string       opening;
    [[nodiscard]] int result() const { return wins - losses; }
};

struct VerifyConfig {
    match::TimeControl tc; // longer than the tune's (the command's default: 4x)
    // Of the tuned engine (engines[0]) against the start values: H0 no better (elo0 0), H1 5
    // normalized Elo better, alpha = beta = 0.05 (stats::SprtConfig's defaults); arbiter tune
    // starts from these, --verify keys over them.
    stats::SprtConfig sprt;
    int               max_pairs = 1000; // the cap: game pairs
};

// theta after `iteration` iterations.
struct TunePoint {
    int                 iteration = 0;
    std::vector<double> theta;
};

struct TuneConfig {
    // The engine both sides run (engines[0]: spec and time control), the variant, openings (pair
    // k plays opening (k - 1) mod their count), adjudication, referee, replays. Its rounds,
    // SPRT, concurrency, previous and callbacks are the tune's own.
    match::MatchConfig      base;
    std::vector<Param>      params;
    SpsaConfig              spsa; // iterations: the game pairs of the tune
    int                     batch       = 8; // pairs played from one theta
    int                     concurrency = 1;
    run::Shard              shard; // 1/1: unsharded
    std::vector<PairRecord> previous; // this process's pairs from its journal
    // The other shards' pairs so far (their journals); polled while a batch waits for them.
    std::function<std::vector<PairRecord>()>     others;
    std::chrono::milliseconds                    shard_wait { std::chrono::hours(1) };
    std::optional<VerifyConfig>                  verify; // nullopt: no verification
    std::vector<match::GameEntry>                verify_previous; // from the journal
    std::function<void(const PairRecord&)>       on_pair; // each new pair (journal, progress)
    std::function<void(const TunePoint&)>        on_batch; // theta after each batch
    std::function<void(const match::GameEntry&)> on_verify_game;
    std::function<bool()>                        stop;
};

enum class TuneEnd {
    Held, // the verification SPRT accepted H1: the tuned values are stronger
    Failed, // it accepted H0
    Inconclusive, // no decision within its cap
    NotVerified, // no verification asked for (or not this shard's to run)
    Interrupted,
    ShardWait, // another shard's results did not arrive in time
    Unusable, // the engine did not start, or a journal is not this tune's
};
[[nodiscard]] const char* to_string(TuneEnd e); // "held", "failed", ...

struct TuneRun {
    std::vector<TunePoint>                  trajectory; // the start, then theta after each batch
    std::vector<PairRecord>                 pairs; // every pair, by k
    std::vector<double>                     theta; // the final values, unrounded
    std::optional<match::MatchRun>          verification;
    TuneEnd                                 end = TuneEnd::Unusable;
    std::string                             message; // one line: the verdict, or what went wrong
    std::optional<run::WorkerError>         error; // the engine did not start
    int                                     played = 0; // pairs this process played (not resumed)
    [[nodiscard]] std::vector<std::int64_t> values() const; // theta rounded
};

[[nodiscard]] TuneRun run_tune(const TuneConfig& config);

// 0 held (or not verified), 1 failed or inconclusive, 3 the engine did not start, 2 a shard's
// results missing or a journal of another tune, 130 interrupted.
[[nodiscard]] int exit_code(const TuneRun& run);

// The journal's record of a pair, and back (nullopt: not a pair record).
[[nodiscard]] nlohmann::ordered_json    to_json(const PairRecord& p);
[[nodiscard]] std::optional<PairRecord> pair_from_json(const nlohmann::json& j);

// The shard that plays iteration k (1-based).
[[nodiscard]] int shard_of(int k, int shards);

} // namespace harness::tune
