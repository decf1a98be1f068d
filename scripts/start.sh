#!/usr/bin/env bash
# Builds the app and serves dist/ on http://127.0.0.1:${PORT:-8080}/
cd "$(dirname "$0")/.."
source scripts/lib.sh
strict
bash scripts/build.sh || die "the build failed (see above): nothing to serve"
exec node scripts/serve.cjs dist "${PORT:-8080}"
