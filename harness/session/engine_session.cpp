#include "engine_session.h"

#include "harness/process/resident_memory.h"

#include <filesystem>

namespace harness::session {

using protocol::Fault;

namespace {

// What identifies the engine's binary for the dialect probes' cache: its command line and, when
// the command is a file, its size and modification time (a rebuilt engine is probed again).
std::string binary_key(const EngineSpec& spec) {
    std::string key = spec.cmd;
    for (const auto& a : spec.args) key += " " + a;
    std::error_code ec;
    const auto      size = std::filesystem::file_size(spec.cmd, ec);
    if (!ec) key += " size " + std::to_string(size);
    const auto when = std::filesystem::last_write_time(spec.cmd, ec);
    if (!ec) key += " mtime " + std::to_string(when.time_since_epoch().count());
    return key;
}

} // namespace

EngineSession::EngineSession(EngineSpec spec, protocol::Timeouts timeouts)
    : spec_(std::move(spec))
    , timeouts_(timeouts) { }

EngineSession::~EngineSession() { stop(); }

protocol::Answer<protocol::Unit> EngineSession::open() {
    stop();
    std::vector<std::string> argv { spec_.cmd };
    argv.insert(argv.end(), spec_.args.begin(), spec_.args.end());
    auto ps        = process::make_spec(argv);
    ps.working_dir = spec_.dir;
    ps.log         = spec_.log;
    ps.cpu         = spec_.cpu;
    ps.log_name    = spec_.name;
    process_       = std::make_unique<process::ChildProcess>(ps);
    cpu_clock_.reset();
    if (process_->start() != process::Status::Ok) {
        std::string why = process_->last_error();
        process_.reset();
        pid_ = -1;
        return Fault { Fault::Kind::StartFailed, "cannot start '" + spec_.cmd + "': " + why, {} };
    }
    protocol::AdapterOptions options;
    options.ranks_1_to_10   = spec_.ranks_1_to_10;
    options.ucci_millis     = spec_.ucci_millis;
    options.ucci_mate_score = spec_.ucci_mate_score;
    options.binary_key      = binary_key(spec_);
    sent_                   = SentLines();
    pid_                    = process_->pid();
    transport_              = std::make_unique<RecordingTransport>(*process_, sent_);
    adapter_                = protocol::make_adapter(
                       spec_.proto, *transport_, [this] { return transcript_tail(); }, timeouts_, options);
    return protocol::Unit {};
}

std::optional<process::CpuTime> EngineSession::cpu_time() {
    if (!process_ || process_->pid() <= 0) return std::nullopt;
    if (!cpu_clock_) cpu_clock_.emplace(process_->pid());
    return cpu_clock_->now();
}

std::optional<std::uint64_t> EngineSession::resident_bytes() const {
    const pid_t pid = pid_.load();
    if (pid <= 0) return std::nullopt;
    return process::tree_resident_bytes(pid);
}

std::string protocol_hint(protocol::Protocol proto, const std::string& transcript) {
    if (proto != protocol::Protocol::Uci) return {};
    for (const char* answer : { "Invalid move: uci", "Illegal move", "Error (unknown command): uci",
             "Error (unknown command)" })
        if (transcript.find(answer) != std::string::npos)
            return "the engine answered 'uci' as xboard engines do: try proto=xboard";
    return {};
}

protocol::Answer<protocol::EngineId> EngineSession::start() {
    if (ready_) return id_;
    if (auto r = open(); !r) return r.error();
    auto id = adapter_->handshake(spec_.variant);
    if (!id) {
        Fault f = id.error();
        if (auto hint = protocol_hint(spec_.proto, f.transcript_tail + transcript_tail());
            !hint.empty())
            f.detail += " (" + hint + ")";
        return f;
    }
    if (!spec_.options.empty())
        if (auto r = adapter_->configure(spec_.options); !r) return r.error();
    id_    = *id;
    ready_ = true;
    sent_.end_handshake();
    return id;
}

protocol::Answer<protocol::EngineId> EngineSession::restart() {
    stop();
    return start();
}

void EngineSession::begin_game() {
    if (spec_.restart_each_game && running()) stop();
    faulted_.reset();
    sent_.begin_game();
}

std::optional<protocol::Capabilities> EngineSession::capabilities() const {
    if (!ready_) return std::nullopt;
    return adapter_->capabilities();
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
    ready_ = false;
    if (adapter_) adapter_->quit();
    adapter_.reset();
    transport_.reset();
    if (process_) {
        (void)process_->wait_exit(process::Clock::now() + std::chrono::milliseconds(200));
        process_->kill();
    }
    process_.reset();
    pid_ = -1;
}

} // namespace harness::session
