#include "output_options.h"

namespace harness::cli {

bool read_report_file_option(Args& args, const std::string& option, ReportFiles& files) {
    std::string* file = option == "--json" ? &files.json
        : option == "--junit"              ? &files.junit
        : option == "--markdown"           ? &files.markdown
        : option == "--db"                 ? &files.db
                                           : nullptr;
    if (file) *file = args.value(option);
    return file != nullptr;
}

void require_output_paths(const ReportFiles& files, const InputFiles& inputs) {
    throw_if(frame::check_output_paths(files, inputs));
}

void throw_if(const std::optional<frame::FrameError>& error) {
    if (error) throw UsageError(error->message);
}

} // namespace harness::cli
