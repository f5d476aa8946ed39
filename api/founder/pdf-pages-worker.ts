import { parentPort, workerData } from "node:worker_threads";
import { PDFDocument } from "pdf-lib";

// The worker of countPdfPages (pdf-pages.ts): opens the PDF it is given with pdf-lib and answers
// its page count, or null when pdf-lib cannot open it. It imports nothing of the project, so
// Node runs it as it is (types stripped) under tsx and the tests, and esbuild builds it beside
// the server (scripts/build-api.mjs).

try {
  const document = await PDFDocument.load(workerData as Uint8Array, {
    ignoreEncryption: true,
    updateMetadata: false,
  });
  parentPort?.postMessage(document.getPageCount());
} catch {
  parentPort?.postMessage(null);
}
