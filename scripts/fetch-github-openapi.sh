#!/usr/bin/env bash
# Fetches GitHub's REST API description (OpenAPI 3.0, 13 MB) for test/openapi/github.test.ts.
# It ships in the npm package @octokit/openapi, which unpacks to about 400 MB: the package is
# packed into a temporary folder and only the one file is extracted, never installed.
# Skips the download when the file is already there.
set -euo pipefail
cd "$(dirname "$0")/.."

version="23.0.2"
target="test/.cache/api.github.com.json"

if [ -s "$target" ]; then
  echo "$target is already there"
  exit 0
fi

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

echo "Fetching @octokit/openapi@$version (only generated/api.github.com.json is kept)"
tarball="$(cd "$tmp" && npm pack --silent "@octokit/openapi@$version" | tail -n 1)"
tar -xzf "$tmp/$tarball" -C "$tmp" package/generated/api.github.com.json

mkdir -p "$(dirname "$target")"
mv "$tmp/package/generated/api.github.com.json" "$target.partial"
mv "$target.partial" "$target"
echo "Wrote $target ($(wc -c <"$target") bytes)"
