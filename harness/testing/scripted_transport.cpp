#include "scripted_transport.h"

namespace harness::testing {

ScriptedTransport& ScriptedTransport::expect(std::string line, std::vector<std::string> replies) {
    script_.push_back({ std::move(line), std::move(replies) });
    return *this;
}

ScriptedTransport& ScriptedTransport::say(std::vector<std::string> lines) {
    for (auto& l : lines) pending_.push_back(std::move(l));
    return *this;
}

ScriptedTransport& ScriptedTransport::hang_up() {
    hung_up_ = true;
    return *this;
}

process::Status ScriptedTransport::write_line(std::string_view line) {
    written_.emplace_back(line);
    if (script_.empty()) {
        errors_.push_back("unexpected '" + std::string(line) + "' after the script ended");
        return hung_up_ ? process::Status::Error : process::Status::Ok;
    }
    Step step = std::move(script_.front());
    script_.pop_front();
    if (step.line != line)
        errors_.push_back("expected '" + step.line + "', got '" + std::string(line) + "'");
    for (auto& r : step.replies) pending_.push_back(std::move(r));
    return process::Status::Ok;
}

process::ReadResult ScriptedTransport::read_line(process::Deadline) {
    if (!pending_.empty()) {
        std::string l = std::move(pending_.front());
        pending_.pop_front();
        return { process::Status::Ok, std::move(l) };
    }
    return { hung_up_ ? process::Status::Eof : process::Status::Timeout, {} };
}

std::string ScriptedTransport::unmet() const {
    std::string out;
    for (const auto& e : errors_) out += e + "\n";
    for (const auto& step : script_) out += "never sent '" + step.line + "'\n";
    return out;
}

} // namespace harness::testing
