// Copies the question papers and the applicants' pictures stored under DATA_DIR into the bucket set by S3_BUCKET (and
// S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY): pnpm storage:copy
// Run it once when moving from one machine's disk to shared storage, before starting the site
// with the bucket configured. It can run while the site runs, and again: files already in the
// bucket are skipped, and the local folder is left as it was (remove it once the site serves from
// the bucket).
import { loadConfig } from '../src/config/env';
import { copyStore } from '../src/features/storage/copy-store';
import path from 'node:path';
import { IMAGES_FOLDER, localStorage, PAPERS_FOLDER } from '../src/features/storage/file-storage';
import { imagesStorage, localPapersFolder, papersStorage } from '../src/features/storage/papers-storage';

const config = loadConfig(process.env);
if (!config.s3) {
  process.stderr.write('Set S3_BUCKET (and S3_ENDPOINT and the S3 keys for a provider other than AWS) to say where to copy to.\n');
  process.exit(2);
}
const stores = [
  { folder: localPapersFolder(config), prefix: PAPERS_FOLDER, bucket: papersStorage(config) },
  { folder: path.resolve(config.dataDir, 'files', IMAGES_FOLDER), prefix: IMAGES_FOLDER, bucket: imagesStorage(config) },
];
if (!(await papersStorage(config).check())) {
  process.stderr.write(`The bucket ${config.s3.bucket} does not answer: check S3_BUCKET, S3_ENDPOINT and the keys.\n`);
  process.exit(1);
}
for (const { folder, prefix, bucket } of stores) {
  process.stdout.write(`Copying ${folder} into ${config.s3.bucket}/${prefix}/ ...\n`);
  const report = await copyStore(localStorage(folder), bucket, (key) => process.stdout.write(`  ${key}\n`));
  process.stdout.write(`${report.copied} copied, ${report.alreadyThere} already in the bucket, ${report.total} in the folder.\n`);
}
