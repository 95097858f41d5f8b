# Game-layer fuzz targets (see fuzz/CMakeLists.txt): PGN text, with a write/read round trip of
# every game read.
arbiter_fuzz_target(pgn harness_game)
