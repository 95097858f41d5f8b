#include "engine_session.h"

#include "harness/protocol/uci_adapter.h"

namespace harness::session {

EngineSession::EngineSession(EngineSpec spec, protocol::Timeouts timeouts)
    : spec_(std::move(spec))
    , timeouts_(timeouts) { }

EngineSession::~EngineSession() { stop(); }

protocol::Outcome<protocol::EngineId> EngineSession::start() {
    using protocol::Fault;
    std::vector<std::string> argv { spec_.cmd };
    argv.insert(argv.end(), spec_.args.begin(), spec_.args.end());
    auto ps        = process::make_spec(argv);
    ps.working_dir = spec_.dir;
    process_       = std::make_unique<process::ChildProcess>(ps);
    if (process_->start() != process::Status::Ok) {
        std::string why = process_->last_error();
        process_.reset();
        return Fault { Fault::Kind::StartFailed, "cannot start '" + spec_.cmd + "': " + why, {} };
    }
    auto tail = [this] { return transcript_tail(); };
    switch (spec_.proto) {
    case Protocol::Uci: {
        auto uci = std::make_unique<protocol::UciAdapter>(*process_, tail, timeouts_);
        if (spec_.ranks_1_to_10) uci->set_ranks_1_to_10(*spec_.ranks_1_to_10);
        adapter_ = std::move(uci);
        break;
    }
    default:
        process_.reset();
        return Fault { Fault::Kind::StartFailed,
            std::string("protocol '") + to_string(spec_.proto) + "' is not supported yet", {} };
    }
    auto id = adapter_->handshake(spec_.variant);
    if (!id) return id;
    if (!spec_.options.empty())
        if (auto r = adapter_->configure(spec_.options); !r) return r.fault();
    return id;
}

protocol::Outcome<protocol::EngineId> EngineSession::restart() {
    stop();
    return start();
}

std::string EngineSession::transcript_tail(std::size_t lines) {
    if (!process_) return {};
    if (process_->is_alive()) // a crashed child may need a moment to be reaped
        (void)process_->wait_exit(process::Clock::now() + std::chrono::milliseconds(50));
    std::string out = process_->transcript().tail(lines);
    if (!process_->stderr_text().empty()) {
        std::string err = process_->stderr_text();
        if (err.size() > 2000) err = "..." + err.substr(err.size() - 2000);
        out += "stderr:\n" + err;
    }
    if (auto e = process_->exit_info()) out += "# " + process::to_string(*e) + "\n";
    return out;
}

void EngineSession::stop() {
    if (adapter_) adapter_->quit();
    adapter_.reset();
    if (process_) {
        (void)process_->wait_exit(process::Clock::now() + std::chrono::milliseconds(200));
        process_->kill();
    }
    process_.reset();
}

} // namespace harness::session
