#!/usr/bin/env bash
# Makes web/src/assets/fonts/taka-sign-{400,700}.woff2 — the taka sign (৳, U+09F3) alone — and
# bangla-label-400.woff2 — the glyphs of the navbar's "বাংলা" — cut from the shop's Noto Sans Bengali (SIL Open
# Font Licence), so English pages need not download the whole Bengali font (see src/index.css). Needs fontTools with Brotli: apt-get install -y python3-fonttools python3-brotli.
# The output is committed; run this again only when @fontsource/noto-sans-bengali changes.
set -euo pipefail
cd "$(dirname "$0")/.."
for weight in 400 700; do
  /usr/bin/python3 -m fontTools.subset \
    "../node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-${weight}-normal.woff2" \
    --unicodes=U+09F3 --flavor=woff2 --layout-features='*' \
    --output-file="src/assets/fonts/taka-sign-${weight}.woff2"
done
/usr/bin/python3 -m fontTools.subset \
  ../node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2 \
  --text='বাংলা' --flavor=woff2 --layout-features='*' --output-file=src/assets/fonts/bangla-label-400.woff2
