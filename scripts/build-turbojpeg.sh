#!/bin/sh
# Builds worker/imaging/codecs/turbojpeg.wasm: libjpeg-turbo's TurboJPEG API (scaled decode, encode) as one standalone
# WebAssembly module with no JavaScript glue, loaded by static import in workerd (decision 014).
#
# Reproducible from pinned inputs: libjpeg-turbo 2.1.5 as Debian bookworm ships it (the upstream release tarball,
# checked by its SHA-256) and Debian bookworm's emscripten 3.1.6 (clang 14). Needs, as root once:
#   apt-get install -y emscripten node-acorn cmake make curl
# The committed .wasm is the output of this script; CI does not rebuild it. Run it after changing anything below and
# commit the new file together with its SHA-256 (printed at the end, and recorded in the decision).
set -eu

VERSION=2.1.5
TARBALL=libjpeg-turbo_${VERSION}.orig.tar.gz
URL=http://deb.debian.org/debian/pool/main/libj/libjpeg-turbo/${TARBALL}
SHA256=254f3642b04e309fee775123133c6464181addc150499561020312ec61c1bf7c

ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUT="$ROOT/worker/imaging/codecs/turbojpeg.wasm"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
# Debian's emscripten runs its JS tools with the system node and Debian's acorn.
export NODE_PATH=/usr/share/nodejs

cd "$WORK"
curl -fsS -o "$TARBALL" "$URL"
echo "$SHA256  $TARBALL" | sha256sum -c -
tar xzf "$TARBALL"
cd "libjpeg-turbo-$VERSION"

# libjpeg-turbo has no SIMD code for wasm, so CMake is told WITH_SIMD=0 (it would look for an x86 or Arm assembler);
# clang vectorises what it can with wasm SIMD (-msimd128), which workerd runs. size_t is 4 bytes on wasm32 (CMake's own
# probe misreads it under emscripten).
emcmake cmake -B build -G "Unix Makefiles" \
  -DCMAKE_BUILD_TYPE=Release -DCMAKE_C_FLAGS="-O3 -msimd128" \
  -DWITH_SIMD=0 -DWITH_TURBOJPEG=1 -DWITH_JAVA=0 -DENABLE_SHARED=0 -DENABLE_STATIC=1 \
  -DHAVE_SIZE_T=1 -DSIZE_T=4 >/dev/null
# Then the library is built as a SIMD build (WITH_SIMD: 16-bit DCT elements, the SIMD quantizer's divisor tables)
# whose hooks (jsimd.h) are worker/imaging/codecs/jsimd-wasm.c instead of jsimd_none.c: colour conversion both ways,
# the fast DCTs, quantization, 4:2:0 down- and upsampling and the Huffman encoder's blocks in wasm SIMD, with the C
# code's arithmetic, so the output is byte for byte what the C code makes (decisions 019 and 042).
sed -i 's|/\* #undef WITH_SIMD \*/|#define WITH_SIMD 1|' build/jconfig.h
grep -q '^#define WITH_SIMD 1$' build/jconfig.h
emmake make -C build turbojpeg-static -j"$(nproc)" >/dev/null
emar d build/libturbojpeg.a jsimd_none.c.o
emcc -O3 -msimd128 -Ibuild -I. -c "$ROOT/worker/imaging/codecs/jsimd-wasm.c" -o build/jsimd-wasm.o
# The hooks are checked against libjpeg-turbo's own C code (jsimd-wasm-check.c, run under node's WASI); a difference
# stops the build.
emcc -O2 -msimd128 -sSTANDALONE_WASM -Ibuild -I. "$ROOT/worker/imaging/codecs/jsimd-wasm-check.c" jidctfst.c jfdctfst.c \
  -o build/jsimd-wasm-check.wasm
node --no-warnings --input-type=module -e '
import { readFileSync } from "node:fs";
import { WASI } from "node:wasi";
const wasi = new WASI({ version: "preview1", returnOnExit: true });
const module = await WebAssembly.compile(readFileSync(process.argv[1]));
process.exit(wasi.start(await WebAssembly.instantiate(module, wasi.getImportObject())));
' build/jsimd-wasm-check.wasm
# The raster operations the pipeline runs on a decoded JPEG where it lies in this module's memory (pixels.c): on RGBA
# images, and on a JPEG's own YCbCr planes, which tjDecompressToYUVPlanes and tjCompressFromYUVPlanes decode to and
# encode from without any colour conversion (decision 042).
emcc -O3 -msimd128 -c "$ROOT/worker/imaging/codecs/pixels.c" -o build/pixels.o

# Standalone: no JS glue, memory starts at 1 MiB and grows with the image; libjpeg's error exits use setjmp/longjmp,
# which emscripten turns into invoke_* imports the loader (worker/imaging/turbojpeg.ts) provides.
emcc -O3 -msimd128 build/libturbojpeg.a build/jsimd-wasm.o build/pixels.o -o "$OUT" --no-entry \
  -sSTANDALONE_WASM=1 -sALLOW_MEMORY_GROWTH=1 -sINITIAL_MEMORY=1048576 -sTOTAL_STACK=262144 -sFILESYSTEM=0 \
  -sERROR_ON_UNDEFINED_SYMBOLS=0 \
  -sEXPORTED_FUNCTIONS=_malloc,_free,_tjInitCompress,_tjInitDecompress,_tjDecompressHeader3,_tjDecompress2,_tjCompress2,_tjDestroy,_tjFree,_tjGetErrorStr2,_pixels_resample,_pixels_halve,_pixels_orient,_pixels_copy,_tjDecompressToYUVPlanes,_tjCompressFromYUVPlanes,_plane_resample,_plane_halve,_plane_orient,_planes_to_rgba

sha256sum "$OUT"
