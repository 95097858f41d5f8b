# Xiangqi fuzz targets (see fuzz/CMakeLists.txt): FEN parsing and move text.
arbiter_fuzz_target(fen_xiangqi engine_xiangqi)
arbiter_fuzz_target(move_xiangqi engine_xiangqi)
