#include "factory.h"

#include "gomocup_adapter.h"
#include "ucci_adapter.h"
#include "uci_adapter.h"
#include "xboard_adapter.h"

namespace harness::protocol {

const char* to_string(Protocol p) {
    switch (p) {
    case Protocol::Uci:
        return "uci";
    case Protocol::Ucci:
        return "ucci";
    case Protocol::Xboard:
        return "xboard";
    case Protocol::Gomocup:
        return "gomocup";
    }
    return "?";
}

std::optional<Protocol> parse_protocol(std::string_view text) {
    if (text == "uci") return Protocol::Uci;
    if (text == "ucci") return Protocol::Ucci;
    if (text == "xboard" || text == "cecp" || text == "wb") return Protocol::Xboard;
    if (text == "gomocup" || text == "pbrain" || text == "piskvork") return Protocol::Gomocup;
    return std::nullopt;
}

std::unique_ptr<EngineAdapter> make_adapter(Protocol protocol, process::LineTransport& transport,
    std::function<std::string()> tail, Timeouts timeouts, const AdapterOptions& options) {
    switch (protocol) {
    case Protocol::Uci: {
        auto uci = std::make_unique<UciAdapter>(transport, std::move(tail), timeouts);
        if (options.ranks_1_to_10) uci->set_ranks_1_to_10(*options.ranks_1_to_10);
        return uci;
    }
    case Protocol::Ucci: {
        auto ucci = std::make_unique<UcciAdapter>(transport, std::move(tail), timeouts);
        if (options.ucci_millis) ucci->set_milliseconds(*options.ucci_millis);
        ucci->set_mate_score(options.ucci_mate_score);
        ucci->set_binary_key(options.binary_key);
        return ucci;
    }
    case Protocol::Gomocup:
        return std::make_unique<GomocupAdapter>(transport, std::move(tail), timeouts);
    case Protocol::Xboard:
        break;
    }
    return std::make_unique<XboardAdapter>(transport, std::move(tail), timeouts);
}

} // namespace harness::protocol
