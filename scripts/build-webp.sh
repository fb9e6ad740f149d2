#!/bin/sh
# Builds worker/imaging/codecs/webp.wasm: libwebp's decoder (no encoder, no animation, no threads) with the two calls of
# scripts/codecs/webp-decode.c, as one standalone WebAssembly module with no JavaScript glue, loaded by static import
# in workerd (decision 018; the same way as turbojpeg.wasm, decision 014).
#
# Reproducible from pinned inputs: libwebp 1.5.0 as Debian ships it (the upstream release tarball, checked by its
# SHA-256) and Debian bookworm's emscripten 3.1.6 (clang 14). Needs, as root once:
#   apt-get install -y emscripten node-acorn cmake make curl
# The committed .wasm is the output of this script; CI does not rebuild it. Run it after changing anything below and
# commit the new file together with its SHA-256 (printed at the end, and recorded in the decision).
set -eu

VERSION=1.5.0
TARBALL=libwebp_${VERSION}.orig.tar.gz
URL=http://deb.debian.org/debian/pool/main/libw/libwebp/${TARBALL}
SHA256=7d6fab70cf844bf6769077bd5d7a74893f8ffd4dfb42861745750c63c2a5c92c

ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUT="$ROOT/worker/imaging/codecs/webp.wasm"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
export NODE_PATH=/usr/share/nodejs

cd "$WORK"
curl -fsS -o "$TARBALL" "$URL"
echo "$SHA256  $TARBALL" | sha256sum -c -
tar xzf "$TARBALL"
cd "libwebp-$VERSION"

# Only the decoder library. libwebp's SIMD paths are x86/Arm intrinsics; clang vectorises the C with wasm SIMD.
emcmake cmake -B build -G "Unix Makefiles" \
  -DCMAKE_BUILD_TYPE=Release -DCMAKE_C_FLAGS="-O3 -msimd128" \
  -DWEBP_ENABLE_SIMD=OFF -DWEBP_USE_THREAD=OFF -DWEBP_BUILD_ANIM_UTILS=OFF -DWEBP_BUILD_CWEBP=OFF \
  -DWEBP_BUILD_DWEBP=OFF -DWEBP_BUILD_GIF2WEBP=OFF -DWEBP_BUILD_IMG2WEBP=OFF -DWEBP_BUILD_VWEBP=OFF \
  -DWEBP_BUILD_WEBPINFO=OFF -DWEBP_BUILD_LIBWEBPMUX=OFF -DWEBP_BUILD_WEBPMUX=OFF -DWEBP_BUILD_EXTRAS=OFF >/dev/null
emmake make -C build webpdecoder -j"$(nproc)" >/dev/null

# Standalone: no JS glue, memory starts at 1 MiB and grows with the image (one instance per job, so it is given back).
emcc -O3 -msimd128 -I. "$ROOT/scripts/codecs/webp-decode.c" build/libwebpdecoder.a -o "$OUT" --no-entry \
  -sSTANDALONE_WASM=1 -sALLOW_MEMORY_GROWTH=1 -sINITIAL_MEMORY=1048576 -sTOTAL_STACK=262144 -sFILESYSTEM=0 \
  -sERROR_ON_UNDEFINED_SYMBOLS=0 -sEXPORTED_FUNCTIONS=_malloc,_free,_webp_features,_webp_decode_rgba

sha256sum "$OUT"
