#!/usr/bin/env bash
# `npm test`: installs everything the tests need, then runs every test: type-check, unit,
# integration, browser and Storybook tests of every package.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/toolchain.sh
source scripts/system-packages.sh

ensure_system_packages "${RUNTIME_SYSTEM_PACKAGES[@]}" "${TEST_SYSTEM_PACKAGES[@]}"
pnpm install --frozen-lockfile --reporter=silent

echo "── type-check" >&2
pnpm run typecheck
echo "── build" >&2
pnpm run build
echo "── tests" >&2
# One package at a time: the machine has two cores and several suites start servers and browsers.
pnpm -r --workspace-concurrency=1 --reporter=append-only run test
