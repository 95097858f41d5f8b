// mock_pbrain: a Gomocup brain with one planted fault, for the Gomocup checklist's integration
// tests. It runs a real brain (the command after "--", e.g. Sable) as its child, passes every
// line through both ways, and mishandles one command itself:
//   --bug takeback-ignored   answers TAKEBACK with OK without passing it on (the stone stays)
//   --bug swap2-unknown      answers SWAP2BOARD (and its lines up to DONE) with UNKNOWN
//   --bug evaluate-answered  prints a line for INFO evaluate (the protocol wants none)
// Usage: mock_pbrain --bug NAME -- COMMAND [ARG]...   Bad flags: message on stderr, exit 2.

#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cctype>
#include <cstdio>
#include <iostream>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace {

std::mutex out_mutex;

void say(const std::string& line) {
    std::lock_guard lock(out_mutex);
    std::cout << line << std::endl;
}

bool starts(const std::string& line, const char* word) {
    std::string w;
    for (char c : line.substr(0, std::string(word).size()))
        w += char(std::toupper(static_cast<unsigned char>(c)));
    return w == word;
}

// The child with its stdin and stdout on pipes; nullopt-like pid -1 when it could not start.
pid_t spawn(const std::vector<std::string>& argv, int& to_child, int& from_child) {
    int in[2], out[2];
    if (pipe(in) != 0 || pipe(out) != 0) return -1;
    const pid_t pid = fork();
    if (pid == 0) {
        dup2(in[0], 0);
        dup2(out[1], 1);
        close(in[1]);
        close(out[0]);
        std::vector<char*> args;
        for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
        args.push_back(nullptr);
        execv(args[0], args.data());
        _exit(127);
    }
    close(in[0]);
    close(out[1]);
    to_child   = in[1];
    from_child = out[0];
    return pid;
}

void pass_on(int fd, const std::string& line) {
    const std::string l = line + "\n";
    if (write(fd, l.data(), l.size()) < 0) std::perror("mock_pbrain: write");
}

// The child's output, line by line, to ours.
void relay(int from_child) {
    FILE* in = fdopen(from_child, "r");
    if (!in) return;
    char*  buf = nullptr;
    size_t cap = 0;
    for (ssize_t n; (n = getline(&buf, &cap, in)) > 0;) {
        std::string line(buf, std::size_t(n));
        while (!line.empty() && (line.back() == '\n' || line.back() == '\r')) line.pop_back();
        say(line);
    }
    free(buf);
    fclose(in);
}

} // namespace

int main(int argc, char** argv) {
    std::string              bug;
    std::vector<std::string> child;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--bug" && i + 1 < argc)
            bug = argv[++i];
        else if (a == "--") {
            child.assign(argv + i + 1, argv + argc);
            break;
        } else {
            std::cerr << "mock_pbrain: unknown argument '" << a << "'\n";
            return 2;
        }
    }
    if (child.empty()
        || (bug != "takeback-ignored" && bug != "swap2-unknown" && bug != "evaluate-answered")) {
        std::cerr << "usage: mock_pbrain --bug takeback-ignored|swap2-unknown|evaluate-answered "
                     "-- COMMAND [ARG]...\n";
        return 2;
    }
    int         to_child = -1, from_child = -1;
    const pid_t pid = spawn(child, to_child, from_child);
    if (pid < 0) return 3;
    std::thread reader(relay, from_child);
    bool        swallowing = false; // inside SWAP2BOARD's lines
    for (std::string line; std::getline(std::cin, line);) {
        if (swallowing) {
            if (starts(line, "DONE")) say("UNKNOWN command SWAP2BOARD");
            swallowing = !starts(line, "DONE");
            continue;
        }
        if (bug == "takeback-ignored" && starts(line, "TAKEBACK")) {
            say("OK");
            continue;
        }
        if (bug == "swap2-unknown" && starts(line, "SWAP2BOARD")) {
            swallowing = true;
            continue;
        }
        if (bug == "evaluate-answered" && starts(line, "INFO EVALUATE")) say("EVAL 0");
        pass_on(to_child, line);
        if (starts(line, "END")) break;
    }
    close(to_child);
    waitpid(pid, nullptr, 0);
    reader.join();
    return 0;
}
