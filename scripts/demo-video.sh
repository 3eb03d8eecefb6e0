#!/usr/bin/env bash
# Makes the demo the landing and cancel pages play (docs/product.md §2): the engine's own video of an
# openly licensed paper, with its credits, in web/public/demo/ (served with the site, not committed).
#
#   demo.mp4, demo.vtt   the video and its subtitles, rendered by the `lectern` command
#   demo.json            the credits shown beside the player: title, authors, licence, DOI
#
# The paper is LECTERN_DEMO_PAPER, else the PLOS ONE wheat paper of ../shared/papers. It is used only when
# its own text grants the Creative Commons Attribution licence. With no usable paper (or no built engine)
# the folder is emptied and the pages hide their Watch Demo button. Run again, it does nothing while the
# paper, the engine's version and this script are unchanged.
set -euo pipefail
self=$(readlink -f "$0")
cd "$(dirname "$self")/.."
out=web/public/demo
paper=${LECTERN_DEMO_PAPER:-../shared/papers/wheat_heat_stress_metabolomics.pdf}
cli=functions/bin/lectern

say() { printf '[demo] %s\n' "$*" >&2; }
no_demo() {
  say "$1; the site is built without a demo (Watch Demo is hidden)."
  rm -rf "$out"
  exit 0
}

[ -f "$paper" ] || no_demo "no demo paper at $paper (set LECTERN_DEMO_PAPER)"
[ -f functions/lib/cli/main.js ] || no_demo "the engine is not built (npm run build --workspace functions)"
command -v pdftotext >/dev/null && command -v pdfinfo >/dev/null || no_demo "poppler-utils is not installed"

key="$(sha256sum "$paper" | cut -d' ' -f1) $("$cli" --version) $(sha256sum "$self" | cut -d' ' -f1)"
if [ -f "$out/demo.mp4" ] && [ -f "$out/demo.json" ] && [ "$(cat "$out/.key" 2>/dev/null)" = "$key" ]; then
  say "up to date ($out)"
  exit 0
fi

# The licence as the paper states it on its first pages, whitespace folded so that wrapped lines match.
front=$(pdftotext -l 3 "$paper" - 2>/dev/null | tr -s '[:space:]' ' ')
if ! grep -qi 'Creative Commons Attribution' <<<"$front" || grep -qiE 'Creative Commons Attribution[- ](Non|No ?Deriv|Share)' <<<"$front"; then
  no_demo "$paper does not state a Creative Commons Attribution (CC BY) licence"
fi
licence_url=$(grep -oiE 'creativecommons\.org/licenses/by/[0-9.]+' <<<"$front" | head -n1 || true)
info=$(pdfinfo "$paper")
field() { sed -n "s/^$1: *//p" <<<"$info" | head -n1; }
title=$(field Title)
authors=$(field Author)
[ -n "$title" ] && [ -n "$authors" ] || no_demo "$paper names no title or authors in its metadata, which the credits need"
doi=$(pdfinfo -meta "$paper" 2>/dev/null | grep -oiE 'doi[=:]"?10\.[0-9]{4,9}/[^"< ]+' | head -n1 | sed -E 's/^doi[=:]"?//I' || true)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
say "rendering $paper (about 15 s)"
"$cli" "$paper" --quiet --out "$work/demo.mp4" --pptx "$work/demo.pptx" >&2 ||
  no_demo "lectern could not render $paper (exit code $?)"

TITLE=$title AUTHORS=$authors DOI=$doi LICENCE_URL=$licence_url node -e '
  const { TITLE, AUTHORS, DOI, LICENCE_URL } = process.env;
  const licence = LICENCE_URL
    ? { name: `CC BY ${LICENCE_URL.split("/").pop()}`, url: `https://${LICENCE_URL}/` }
    : { name: "CC BY (Creative Commons Attribution License)", url: null };
  const credits = { title: TITLE, authors: AUTHORS, licence, doi: DOI || null, video: "demo.mp4", subtitles: "demo.vtt" };
  process.stdout.write(JSON.stringify(credits, null, 2) + "\n");
' >"$work/demo.json"

rm -rf "$out"
mkdir -p "$out"
mv "$work/demo.mp4" "$work/demo.vtt" "$work/demo.json" "$out/"
printf '%s\n' "$key" >"$out/.key"
say "made $out/demo.mp4 ($(du -h "$out/demo.mp4" | cut -f1)) of \"$title\""
