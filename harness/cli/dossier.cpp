#include "dossier.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>

namespace harness::cli {

Dossier dossier_files(const std::string& out, const std::string& db, const InputFiles& inputs) {
    std::error_code ec;
    std::filesystem::create_directories(out, ec);
    if (!std::filesystem::is_directory(out))
        throw UsageError(
            "--out: cannot create the directory '" + out + "'" + (ec ? ": " + ec.message() : ""));
    const auto dir = std::filesystem::path(out);
    Dossier    d;
    d.files.json     = (dir / "report.json").string();
    d.files.junit    = (dir / "junit.xml").string();
    d.files.markdown = (dir / "summary.md").string();
    d.files.db       = db;
    d.html           = (dir / "index.html").string();
    auto checked     = d.files;
    checked.others.emplace_back("--out", d.html);
    require_output_paths(checked, inputs);
    return d;
}

std::vector<std::string> write_dossier_files(
    const report::Report& rep, const Dossier& d, const std::function<void(std::ostream&)>& page) {
    auto          failed = write_reports(rep, d.files);
    std::ofstream f(d.html, std::ios::binary | std::ios::trunc);
    if (f) page(f);
    f.flush();
    if (!f) failed.push_back(d.html + ": " + std::strerror(errno));
    return failed;
}

} // namespace harness::cli
