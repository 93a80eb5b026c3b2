// What the storage feature offers the others. Anything not exported here is its own business:
// the lint gate refuses an import from another feature's files but this one.

export type { ByteRange, FileStorage, StoredFile } from './file-storage';
export { sendStoredImage, sendStoredPdf } from './send-stored-file';
export { documentsStorage, galleryStorage } from './papers-storage';
