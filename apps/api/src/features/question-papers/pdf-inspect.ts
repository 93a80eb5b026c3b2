import { Worker } from 'node:worker_threads';
import { AppError } from '../../lib/app-error';

export type PdfVerdict = { ok: true; pages: number } | { ok: false; reason: PdfProblem };
type PdfProblem =
  'not-pdf' | 'trailing-data' | 'inflates-too-much' | 'encrypted' | 'unreadable' | 'javascript' | 'launch' | 'no-pages' | 'too-complex';

export const PDF_LIMITS = {
  /** Wall-clock time one file may take to check. */
  timeoutMs: 15_000,
  /** Heap the checking thread may use; a file that needs more is refused. */
  heapMb: 256,
  /** What all of a file's compressed streams may expand to, together. */
  maxInflatedBytes: 200 * 1024 * 1024,
};

const AGAIN = 'Save or print it to PDF again and upload the new file.';
// What staff can act on, for each way a file is refused.
const PROBLEMS: Record<PdfProblem, ['UNSUPPORTED_MEDIA_TYPE' | 'UNPROCESSABLE_FILE', string]> = {
  'not-pdf': ['UNSUPPORTED_MEDIA_TYPE', 'Only PDF files can be uploaded'],
  'trailing-data': ['UNPROCESSABLE_FILE', `This file carries other data after the end of the PDF. ${AGAIN}`],
  'inflates-too-much': ['UNPROCESSABLE_FILE', `This PDF expands to more than 200 MB when opened. ${AGAIN}`],
  encrypted: ['UNPROCESSABLE_FILE', 'This PDF is password-protected or encrypted. Remove the protection and upload it again.'],
  unreadable: ['UNPROCESSABLE_FILE', `This PDF could not be read. ${AGAIN}`],
  javascript: ['UNPROCESSABLE_FILE', `This PDF contains JavaScript, which is not allowed. ${AGAIN}`],
  launch: ['UNPROCESSABLE_FILE', `This PDF contains an action that starts a program, which is not allowed. ${AGAIN}`],
  'no-pages': ['UNPROCESSABLE_FILE', 'This PDF has no pages.'],
  'too-complex': ['UNPROCESSABLE_FILE', `This PDF took too long or too much memory to check. ${AGAIN}`],
};

/** Parses the file with a PDF library in a worker thread bounded in time and memory. */
export function inspectPdf(file: string, limits = PDF_LIMITS): Promise<PdfVerdict> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./pdf-inspect.worker.mjs', import.meta.url), {
      workerData: { file, maxInflatedBytes: limits.maxInflatedBytes },
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 32 },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const finish = (verdict: PdfVerdict) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(verdict);
    };
    const timer = setTimeout(() => finish({ ok: false, reason: 'too-complex' }), limits.timeoutMs);
    worker.once('message', (verdict: PdfVerdict) => finish(verdict));
    // Out of memory, or the thread died: the file is too much to check.
    worker.once('error', () => finish({ ok: false, reason: 'too-complex' }));
    worker.once('exit', () => finish({ ok: false, reason: 'too-complex' }));
  });
}

/** Resolves for a clean PDF; otherwise an AppError (415 or 422) with a message staff can act on. */
export async function assertCleanPdf(file: string): Promise<void> {
  const verdict = await inspectPdf(file);
  if (verdict.ok) return;
  const [code, message] = PROBLEMS[verdict.reason];
  throw new AppError(code, message);
}
