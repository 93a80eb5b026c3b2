#!/usr/bin/env bash
# Restores a nightly backup into an empty database: college-restore.sh DUMP TARGET_URL [FILES_TARBALL DATA_DIR]
# The target must exist and be empty (createdb college_restored). Stop the site before restoring
# into the database it uses. The drill (apps/api/scripts/backup-drill.mjs) runs this in CI.
set -euo pipefail

dump="${1:?usage: college-restore.sh DUMP TARGET_URL [FILES_TARBALL DATA_DIR]}"
target="${2:?usage: college-restore.sh DUMP TARGET_URL [FILES_TARBALL DATA_DIR]}"

# One transaction: a restore that fails halfway leaves the target as it was.
pg_restore --no-owner --no-privileges --exit-on-error --single-transaction --dbname "$target" "$dump"

if [ -n "${3:-}" ]; then
  data_dir="${4:?the DATA_DIR to unpack the files into}"
  mkdir -p "$data_dir"
  tar -C "$data_dir" -xzf "$3"
fi
echo "restored $dump"
