# Chess fuzz targets (see fuzz/CMakeLists.txt): FEN, SAN and UCI move text, and random legal
# walks checking make/unmake, Zobrist keys and FEN round trips after every ply.
arbiter_fuzz_target(fen_chess engine_chess)
arbiter_fuzz_target(san_chess engine_chess)
arbiter_fuzz_target(uci_move_chess engine_chess)
arbiter_fuzz_target(movegen_walk_chess engine_chess)
