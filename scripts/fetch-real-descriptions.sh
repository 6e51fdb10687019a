#!/usr/bin/env bash
# Fetches two public descriptions from npm for the browser suite on real references
# (test/browser/real.test.ts), chosen because they are in no corpus of ours and broke the
# first page in ways hand-written fixtures did not:
#   - Directus's (a headless CMS; @directus/specs): long code in field descriptions, no servers;
#   - GitHub's webhooks (@octokit/openapi-webhooks): 260 webhooks whose summaries are paragraphs.
# Each package is packed into a temporary folder and only its one file is extracted, never
# installed. Skips a download when the file is already there.
set -euo pipefail
cd "$(dirname "$0")/.."

cache="test/.cache/real"
mkdir -p "$cache"

fetch() {
  local package="$1" version="$2" inside="$3" target="$cache/$4"
  if [ -s "$target" ]; then
    echo "$target is already there"
    return
  fi
  local tmp
  tmp="$(mktemp -d)"
  echo "Fetching $package@$version (only $inside is kept)"
  local tarball
  tarball="$(cd "$tmp" && npm pack --silent "$package@$version" | tail -n 1)"
  tar -xzf "$tmp/$tarball" -C "$tmp" "package/$inside"
  mv "$tmp/package/$inside" "$target.partial"
  mv "$target.partial" "$target"
  rm -rf "$tmp"
  echo "Wrote $target ($(wc -c <"$target") bytes)"
}

fetch "@directus/specs" "15.2.0" "dist/openapi.json" "directus.json"
fetch "@octokit/openapi-webhooks" "12.1.0" "generated/api.github.com.json" "github-webhooks.json"
