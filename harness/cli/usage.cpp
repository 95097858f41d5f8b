#include "usage.h"

#include <algorithm>
#include <sstream>

namespace harness::cli {

namespace {

// `text`'s words in lines: the first at most `first` wide (empty when not even its first word
// fits), the others at most `rest`; a line break in `text` starts a new line, and a `quoted
// command` stays on one line.
std::vector<std::string> wrap(const std::string& text, std::size_t first, std::size_t rest) {
    std::vector<std::string> lines { "" };
    std::istringstream       paragraphs(text);
    bool                     started = false;
    for (std::string paragraph; std::getline(paragraphs, paragraph); started = true) {
        if (started) lines.emplace_back();
        std::istringstream words(paragraph);
        for (std::string word, more; words >> word;) {
            while (std::count(word.begin(), word.end(), '`') % 2 && words >> more)
                word += ' ' + more;
            const std::size_t width = lines.size() == 1 ? first : rest;
            const std::size_t used  = lines.back().size();
            if (used + (used ? 1 : 0) + word.size() > width && (used || lines.size() == 1))
                lines.emplace_back();
            if (!lines.back().empty()) lines.back() += ' ';
            lines.back() += word;
        }
    }
    return lines;
}

// One line of the list: the syntax (its own lines indented by two), then the help at `column`
// beside its last line, wrapped at UsageWidth. Past the column, the help goes two spaces after
// the syntax when it fits there whole, else below it.
std::string help_line(const HelpLine& line, std::size_t column) {
    std::string out = "  ";
    for (char c : line.syntax) out += c == '\n' ? std::string("\n  ") : std::string(1, c);
    if (line.text.empty()) return out + "\n";
    const std::size_t end   = out.size() - (out.rfind('\n') + 1); // npos + 1 == 0
    const auto        whole = wrap(line.text, UsageWidth, UsageWidth);
    if (end + 2 > column && whole.size() == 1 && end + 2 + whole[0].size() <= UsageWidth)
        return out + "  " + whole[0] + "\n";
    const auto lines
        = wrap(line.text, end + 2 <= column ? UsageWidth - column : 0, UsageWidth - column);
    if (!lines.front().empty()) out += std::string(column - end, ' ') + lines.front();
    for (std::size_t i = 1; i < lines.size(); ++i)
        out += "\n" + std::string(column, ' ') + lines[i];
    return out + "\n";
}

} // namespace

std::string option_lines(const std::vector<OptionHelp>& options, std::size_t column) {
    std::string out;
    bool        first = true;
    std::string group;
    for (const auto& option : options) {
        if (option.syntax.empty() && option.note.empty()) continue;
        if ((first || option.group != group) && !option.group.empty()) out += option.group + "\n";
        first = false;
        group = option.group;
        if (!option.syntax.empty()) out += help_line({ option.syntax, option.text }, column);
        for (const auto& more : option.more) out += help_line(more, column);
        out += option.note;
    }
    return out;
}

CommandHelp command_help(const UsageText& text, std::initializer_list<OptionList> lists) {
    CommandHelp             help { text.head, {} };
    std::vector<OptionHelp> options;
    for (const auto& list : lists) {
        options.insert(options.end(), list.help.begin(), list.help.end());
        help.options.insert(help.options.end(), list.names.begin(), list.names.end());
    }
    help.text += option_lines(options, text.column) + text.tail;
    return help;
}

} // namespace harness::cli
