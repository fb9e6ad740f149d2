#!/bin/sh
# Builds worker/imaging/codecs/resample.wasm from resample.c beside it: the area average's two inner loops in wasm SIMD,
# with no libc and no imports, loaded by static import in workerd (worker/imaging/resample.ts, decision 019).
#
# Reproducible from pinned inputs: the C file and Debian bookworm's clang 14 and lld 14. Needs, as root once:
#   apt-get install -y clang-14 lld-14
# The committed .wasm is the output of this script; CI does not rebuild it. Run it after changing resample.c and
# commit the new file together with its SHA-256 (printed at the end, and recorded in the decision).
set -eu

ROOT=$(cd "$(dirname "$0")/.." && pwd)
SRC="$ROOT/worker/imaging/codecs/resample.c"
OUT="$ROOT/worker/imaging/codecs/resample.wasm"
LLVM=/usr/lib/llvm-14/bin

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

# Freestanding wasm32 with SIMD, compiled and linked in two steps so that no post-link optimiser found on the PATH
# (clang runs wasm-opt when there is one) changes the bytes. The linker exports the module's memory and the functions
# marked export_name, keeps a 64 KiB stack, and leaves the memory growable (the loader grows it for tables and rows).
"$LLVM/clang" --target=wasm32 -O3 -msimd128 -ffreestanding -fno-ident -c -o "$WORK/resample.o" "$SRC"
"$LLVM/wasm-ld" --no-entry --export-dynamic -z stack-size=65536 --strip-debug -o "$OUT" "$WORK/resample.o"

sha256sum "$OUT"
