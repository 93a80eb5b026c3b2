import path from 'node:path';
import type { Config } from '../../config/env';
import { DOCUMENTS_FOLDER, GALLERY_FOLDER, IMAGES_FOLDER, localStorage, PAPERS_FOLDER, type FileStorage } from './file-storage';
import { s3Client, s3Storage } from './s3-storage';

/** The folder question papers live in when no bucket is configured. */
export const localPapersFolder = (config: Config) => path.resolve(config.dataDir, 'files', PAPERS_FOLDER);

/** Question papers: in the configured bucket when there is one, else in a folder under DATA_DIR. */
export function papersStorage(config: Config): FileStorage {
  if (config.s3) return s3Storage(s3Client(config.s3), config.s3.bucket, `${PAPERS_FOLDER}/`);
  return localStorage(localPapersFolder(config));
}

/** Applicants' photos and signatures: beside the papers, in a folder or under a prefix of their own. */
export function imagesStorage(config: Config): FileStorage {
  if (config.s3) return s3Storage(s3Client(config.s3), config.s3.bucket, `${IMAGES_FOLDER}/`);
  return localStorage(path.resolve(config.dataDir, 'files', IMAGES_FOLDER));
}

/** The college's published documents: under a prefix or in a folder of their own. */
export function documentsStorage(config: Config): FileStorage {
  if (config.s3) return s3Storage(s3Client(config.s3), config.s3.bucket, `${DOCUMENTS_FOLDER}/`);
  return localStorage(path.resolve(config.dataDir, 'files', DOCUMENTS_FOLDER));
}

/** The gallery's photos: under a prefix or in a folder of their own. */
export function galleryStorage(config: Config): FileStorage {
  if (config.s3) return s3Storage(s3Client(config.s3), config.s3.bucket, `${GALLERY_FOLDER}/`);
  return localStorage(path.resolve(config.dataDir, 'files', GALLERY_FOLDER));
}
