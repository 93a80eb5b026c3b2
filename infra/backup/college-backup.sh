#!/usr/bin/env bash
# Nightly backup (infra/systemd/college-backup.timer runs it): the database as a pg_dump custom
# archive and the uploaded files as a tarball, dated, into BACKUP_DIR; the last KEEP_DAYS kept.
# Reads DATABASE_URL and DATA_DIR from the environment (the service loads /etc/college/env).
# Copy BACKUP_DIR off the machine too (the college's NAS or object storage): a backup on the
# same disk does not survive the disk.
set -euo pipefail

: "${DATABASE_URL:?DATABASE_URL must name the database to back up}"
DATA_DIR="${DATA_DIR:-/srv/college/data}"
BACKUP_DIR="${BACKUP_DIR:-/var/backups/college}"
KEEP_DAYS="${KEEP_DAYS:-14}"
stamp="$(date -u +%Y-%m-%dT%H%MZ)"

mkdir -p "$BACKUP_DIR"
umask 077 # applicants' personal data: readable by the backup's owner only

# Written under a temporary name and renamed when complete: a half-written file never looks like a backup.
pg_dump --format=custom --no-owner --no-privileges --file "$BACKUP_DIR/.college-$stamp.dump.partial" "$DATABASE_URL"
mv "$BACKUP_DIR/.college-$stamp.dump.partial" "$BACKUP_DIR/college-$stamp.dump"

if [ -d "$DATA_DIR/files" ]; then
  tar -C "$DATA_DIR" -czf "$BACKUP_DIR/.files-$stamp.tar.gz.partial" files
  mv "$BACKUP_DIR/.files-$stamp.tar.gz.partial" "$BACKUP_DIR/files-$stamp.tar.gz"
fi

find "$BACKUP_DIR" -maxdepth 1 -type f \( -name 'college-*.dump' -o -name 'files-*.tar.gz' \) -mtime +"$KEEP_DAYS" -delete
echo "backup written: $BACKUP_DIR/college-$stamp.dump"
