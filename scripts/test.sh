#!/usr/bin/env bash
# `npm test`: installs everything the tests need, then runs every test: type-check, lint, unit,
# integration, browser and Storybook tests of every package.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/toolchain.sh
source scripts/system-packages.sh

ensure_system_packages "${RUNTIME_SYSTEM_PACKAGES[@]}" "${TEST_SYSTEM_PACKAGES[@]}"
pnpm install --frozen-lockfile --reporter=silent

# Build first: apps type-check against the published declarations of the packages they use.
echo "── build" >&2
pnpm run build
# Before the tests: the server serves it at /storybook/, and a browser test looks at it there.
pnpm run build-storybook
echo "── type-check" >&2
pnpm run typecheck
echo "── lint and format" >&2
pnpm run lint
pnpm run format:check
echo "── tests" >&2
# One package at a time: the machine has two cores and several suites start servers and browsers.
pnpm -r --workspace-concurrency=1 --reporter=append-only run test
echo "── storybook" >&2
# Every story is a test (render, play function, accessibility).
pnpm run test:storybook
