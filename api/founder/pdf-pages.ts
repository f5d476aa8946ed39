import { workerTask } from "../lib/worker-pool";

/**
 * How long opening an uploaded PDF may take. pdf-lib reads a deck of 20 MB and 300 pages in about
 * 0.15 s on the CI's machine; what takes longer is a file made to, such as an object stream that
 * inflates a kilobyte into a megabyte a thousand times over (1.5 MB of it took 13 s and 2.7 GB).
 */
export const PDF_OPEN_MS = 2_000;

const openInWorker = workerTask<Uint8Array, number>(import.meta.url, "pdf-pages-worker");

/**
 * The page count of a PDF, or null when pdf-lib cannot open it within PDF_OPEN_MS. pdf-lib opens
 * it in a worker thread, stopped at the limit: its inflating of object streams is synchronous and
 * its buffers lie outside V8's heap, so neither the event loop nor a worker's `resourceLimits`
 * would bound it (api/lib/worker-pool.ts).
 */
export const countPdfPages = (bytes: Uint8Array, timeoutMs = PDF_OPEN_MS) =>
  openInWorker(bytes, timeoutMs);
