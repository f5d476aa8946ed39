import { readFileSync, rmSync } from "node:fs";
import { REQUEST_LOG } from "./browser";

/** Query keys that would carry a secret in an address: a password, a code, a link's token. */
const SECRET_KEYS = new Set(["password", "code", "token"]);

/**
 * The pages whose mailed link carries its token in the query by design: a mail program's
 * one-click unsubscribe (RFC 8058) posts to the link itself, and the confirmation link and the
 * newsletter's language link are built the same way (docs/decisions/047-mailing-list.md). Their
 * pages' data requests included.
 */
const MAILED_LINK_PAGE =
  /^(\/ar)?(\/newsletter\/confirm|\/unsubscribe|\/newsletter\/language)(\/?_?\.data)?$/;

type LogLine = { msg?: string; method?: string; url?: string; statusCode?: number; reqId?: string };

/** What the server writes when it fails: the API's failure, a page's (web/lib/page-errors.ts). */
const FAILURES = new Set(["request failed", "page failed"]);

/**
 * Run after the whole e2e suite (playwright.config.ts, globalTeardown): no request the journeys
 * made, forms before and after their scripts arrived included, carried a password, a code or a
 * token in its address: a form posted before its page hydrated must not put them there
 * (docs/decisions/076-route-forms.md, docs/architecture.md section 7). And the server never
 * failed: no request answered 5xx, no failure written to its log, whether or not the journey
 * that met it looked (a failure a journey makes on purpose is the browser's, never the server's).
 */
export default function checkRequestLog() {
  const logged = readFileSync(REQUEST_LOG, "utf8")
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);
  const answered = logged.filter((line) => line.msg === "request completed" && line.url);
  // An empty log would pass any check: the server must have logged the suite's requests.
  if (answered.length === 0) {
    throw new Error(`The e2e request log holds ${answered.length} requests: is it being written?`);
  }
  const leaks = answered.filter(({ url = "" }) => {
    const address = new URL(url, "http://e2e");
    return [...address.searchParams.keys()].some(
      (key) =>
        SECRET_KEYS.has(key.toLowerCase()) &&
        !(key === "token" && MAILED_LINK_PAGE.test(address.pathname)),
    );
  });
  if (leaks.length > 0) {
    throw new Error(
      `Secrets in addresses:\n${leaks.map(({ method, url }) => `  ${method} ${url}`).join("\n")}`,
    );
  }
  const failures = logged.filter(
    (line) => FAILURES.has(String(line.msg)) || (line.url && Number(line.statusCode) >= 500),
  );
  if (failures.length > 0) {
    throw new Error(
      `The server failed:\n${failures.map(({ reqId, msg, method, url, statusCode }) => `  ${reqId} ${method ?? ""} ${url ?? ""} ${statusCode ?? ""} ${msg}`).join("\n")}`,
    );
  }
  rmSync(REQUEST_LOG, { force: true });
}
