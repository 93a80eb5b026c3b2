// Inspects one uploaded PDF in a worker thread, so a hostile file costs this thread alone: the
// caller bounds its time and memory and terminates it past either. Plain JavaScript, loaded as it
// is by the source and by the build. Posts { ok: true, pages } or { ok: false, reason }.
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { constants, inflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

const { file, maxInflatedBytes } = workerData;

// Action types that run code or programs when a reader opens or clicks the file.
const FORBIDDEN_ACTIONS = new Map([
  ['JavaScript', 'javascript'],
  ['Launch', 'launch'],
]);
const SCRIPT_KEYS = new Set(['JS', 'JavaScript']);

/** Whatever stands after the last %%EOF must be blank, or another file is riding along. */
function hasTrailingData(bytes) {
  const text = bytes.subarray(Math.max(0, bytes.length - 64 * 1024)).toString('latin1');
  const end = text.lastIndexOf('%%EOF');
  return end === -1 || text.slice(end + 5).trim() !== '';
}

/**
 * Inflates every stream the file holds, compressed object streams included, within one budget,
 * before the parser decodes any of them itself: a few megabytes of zeros can expand to gigabytes.
 */
function inflatesWithinBudget(bytes) {
  const text = bytes.toString('latin1');
  let budget = maxInflatedBytes;
  const start = /(?<!end)stream\r?\n/g;
  let match;
  while ((match = start.exec(text))) {
    const from = match.index + match[0].length;
    // The declared /Length wins over the first "endstream", which compressed bytes may contain.
    const dict = text.slice(Math.max(0, text.lastIndexOf(' obj', match.index)), match.index);
    const declared = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dict);
    const byLength = declared ? from + Number(declared[1]) : -1;
    const to = byLength > from && byLength <= bytes.length ? byLength : text.indexOf('endstream', from);
    if (to === -1) break;
    start.lastIndex = to;
    if (bytes[from] !== 0x78) continue; // not zlib data
    try {
      const out = inflateSync(bytes.subarray(from, to), { maxOutputLength: budget + 1, finishFlush: constants.Z_SYNC_FLUSH });
      budget -= out.length;
    } catch (err) {
      if (err && err.code === 'ERR_BUFFER_TOO_LARGE') return false;
      // Not deflate after all, or damaged: the parser judges it.
    }
    if (budget < 0) return false;
  }
  return true;
}

function findForbidden(context) {
  const seen = new Set();
  const visit = (obj, depth) => {
    if (depth > 64 || !obj || seen.has(obj)) return null;
    seen.add(obj);
    if (obj instanceof PDFRawStream) return visit(obj.dict, depth + 1);
    if (obj instanceof PDFArray) {
      for (const item of obj.asArray()) {
        const found = visit(item, depth + 1);
        if (found) return found;
      }
      return null;
    }
    if (!(obj instanceof PDFDict)) return null;
    for (const [key, value] of obj.entries()) {
      const name = key.decodeText();
      if (SCRIPT_KEYS.has(name)) return 'javascript';
      if (name === 'S' && value instanceof PDFName && FORBIDDEN_ACTIONS.has(value.decodeText())) {
        return FORBIDDEN_ACTIONS.get(value.decodeText());
      }
      const found = visit(value, depth + 1);
      if (found) return found;
    }
    return null;
  };
  for (const [, obj] of context.enumerateIndirectObjects()) {
    const found = visit(obj, 0);
    if (found) return found;
  }
  // Inline dictionaries in the trailer (an /Encrypt or catalog given directly) are looked at too.
  return visit(context.trailerInfo.Root, 0);
}

async function inspect() {
  const bytes = readFileSync(file);
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') return { ok: false, reason: 'not-pdf' };
  if (hasTrailingData(bytes)) return { ok: false, reason: 'trailing-data' };
  if (!inflatesWithinBudget(bytes)) return { ok: false, reason: 'inflates-too-much' };
  let doc;
  try {
    // Encryption is read from the loaded document: the library's own error for it does not
    // survive instanceof in its compiled form.
    doc = await PDFDocument.load(bytes, { throwOnInvalidObject: true, updateMetadata: false, ignoreEncryption: true });
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  if (doc.isEncrypted) return { ok: false, reason: 'encrypted' };
  const forbidden = findForbidden(doc.context);
  if (forbidden) return { ok: false, reason: forbidden };
  let pages = 0;
  try {
    pages = doc.getPageCount();
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  if (pages < 1) return { ok: false, reason: 'no-pages' };
  return { ok: true, pages };
}

inspect().then(
  (verdict) => parentPort.postMessage(verdict),
  () => parentPort.postMessage({ ok: false, reason: 'unreadable' }),
);
