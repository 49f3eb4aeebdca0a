// One timed pass of tdoku (github.com/t-dillon/tdoku, C++, BSD-2) over a puzzle file, limit 2,
// for benches/peers.rs. tdoku is not part of this project and is never downloaded by it:
// scripts/bench-peers.sh compiles this file against a tdoku checkout the user names with TDOKU=.
// The file is read and converted before the clock starts, as the bench parses its own boards
// first, and one untimed pass warms the caches and the branch predictors, as the bench's own
// solvers are warm after its first alternation. Prints "<µs per puzzle> <sum of the counts>".
//
// Usage: tdoku FILE
#include "tdoku.h"

#include <chrono>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

int main(int argc, char **argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: %s FILE\n", argv[0]);
        return 2;
    }
    std::ifstream in(argv[1]);
    if (!in) {
        std::fprintf(stderr, "%s: cannot read %s\n", argv[0], argv[1]);
        return 1;
    }
    // The same lines benches/peers.rs reads: comments and short lines skipped, the first 81
    // characters kept, and tdoku's '.' for an empty cell where the files may say '0'.
    std::vector<std::string> puzzles;
    for (std::string line; std::getline(in, line);) {
        if (line.size() < 81 || line[0] == '#') continue;
        std::string p = line.substr(0, 81);
        for (char &c : p)
            if (c == '0') c = '.';
        puzzles.push_back(p);
    }
    if (puzzles.empty()) {
        std::fprintf(stderr, "%s: no puzzles in %s\n", argv[0], argv[1]);
        return 1;
    }
    char solution[81];
    size_t guesses = 0, total = 0;
    std::chrono::duration<double, std::micro> took{};
    for (int pass = 0; pass < 2; pass++) {
        total = 0;
        auto start = std::chrono::steady_clock::now();
        for (const std::string &p : puzzles) total += TdokuSolverDpllTriadSimd(p.c_str(), 2, 0, solution, &guesses);
        took = std::chrono::steady_clock::now() - start;
    }
    std::printf("%.4f %zu\n", took.count() / puzzles.size(), total);
    return 0;
}
