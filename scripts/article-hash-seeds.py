#!/usr/bin/env python3
"""The DFS article's own search on one of its boards, once per string-hash seed.

Runs the article's `solution_1` (first empty cell, the candidates iterated as a Python `set` of
digit characters) on the board its harness makes for HOLES holes and grid GRID (1-4), in a fresh
python3 per PYTHONHASHSEED 0..COUNT-1, and prints the tries (digits written) and milliseconds of
each. The set's order follows the characters' hashes, which Python salts per process: this is
the variation behind the article's "some boards took extremely long".

    python3 scripts/article-hash-seeds.py HOLES GRID COUNT [TIMEOUT_S]
"""
import os
import subprocess
import sys

# The article's samples, harness and solution_1, with a counter of tries added.
ARTICLE = r'''
import random, sys, time
samples = [
    "123874569567932184849651237916247853358196472472385916291768345685423791734519628",
    "531769248427831956869425173182546397645397821973182465354278619798614532216953784",
    "816294357543718269792635148438576912175942836629381475964127583287453691351869724",
    "812753649943682175675491283154237896369845721287169534521974368438526917796318452",
]

def prepare_sample(s, difficulty):
    while s.count('0') < difficulty:
        i = random.randrange(len(s))
        s = s[:i] + '0' + s[i+1:]
    return s

tries = 0

def solution_1(sample):
    def rowFor(sample, i):
        i = i // 9 * 9
        return sample[i:i+9]
    def columnFor(sample, i):
        return sample[i%9:len(sample):9]
    def squareFor(sample, i):
        x0 = (i % 9) // 3 * 3
        y0 = (i // 9) // 3 * 3
        return ''.join([sample[(y0 + j) * 9 + x0:(y0 + j) * 9 + x0 + 3] for j in range(3)])
    allSet = set((chr(i) for i in range(ord('1'), ord('9')+1)))
    def solve(sample):
        global tries
        nextIndex = sample.find('0')
        if nextIndex >= 0:
            possible = allSet - set(rowFor(sample, nextIndex)) - set(columnFor(sample, nextIndex)) - set(squareFor(sample, nextIndex))
            for v in possible:
                tries += 1
                newSample = sample[:nextIndex] + v + sample[nextIndex + 1:]
                res = solve(newSample)
                if res:
                    return res
            else:
                return None
        else:
            return sample
    return ''.join(solve(sample))

holes, grid = int(sys.argv[1]), int(sys.argv[2])
random.seed(0)
boards = [prepare_sample(s, holes) for s in samples]
start = time.perf_counter()
solution_1(boards[grid - 1])
print(tries, round((time.perf_counter() - start) * 1000, 2))
'''


def main():
    if len(sys.argv) not in (4, 5):
        sys.exit(__doc__)
    holes, grid, count = (int(a) for a in sys.argv[1:4])
    timeout = float(sys.argv[4]) if len(sys.argv) == 5 else 300.0
    print('hash_seed tries ms')
    for seed in range(count):
        env = dict(os.environ, PYTHONHASHSEED=str(seed))
        try:
            out = subprocess.run([sys.executable, '-c', ARTICLE, str(holes), str(grid)], env=env,
                                 capture_output=True, text=True, timeout=timeout, check=True).stdout.split()
            print(seed, *out)
        except subprocess.TimeoutExpired:
            print(seed, 'timeout', f'>{timeout * 1000:.0f}')


if __name__ == '__main__':
    main()
