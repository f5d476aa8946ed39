import type { z } from "zod";
import type { ErrorResponse } from "../../core/schemas/common";
import { adminToken } from "./admin-token";

/** Empty means same origin: the one-process server, or a site whose API sits behind the same host. */
const BASE_URL = (import.meta.env.VITE_API_URL ?? "").replace(/\/+$/, "");
const TIMEOUT_MS = 20_000;

/** The server answered with an error status; `message` is the server's own when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | undefined,
    readonly issues: ErrorResponse["issues"] = [],
  ) {
    super(serverMessage ?? `Request failed with status ${status}`);
  }
}

/** The server could not be reached (offline, DNS, timeout, connection reset). */
export class NetworkError extends Error {}

type RequestOptions = {
  body?: unknown;
  /** A file sent as it is (application/octet-stream) instead of a JSON body. */
  file?: Blob;
  auth?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/**
 * The one place where JSON from the network becomes a type. The server checks every answer against
 * the response schema its route declares (the same core/schemas schema the caller names) and
 * answers 500 rather than send one that does not match (docs/decisions/043-answers-checked.md),
 * so the body is that schema's output. It is not parsed again here: that would bundle zod into
 * every page.
 * A body that is not JSON reads as undefined, as before.
 */
async function readJson<T>(response: Response): Promise<T> {
  return (await response.json().catch(() => undefined)) as T;
}

async function request<Answer extends z.ZodType>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<z.output<Answer>> {
  return readJson<z.output<Answer>>(await send(method, path, options));
}

/** Sends the request; answers the response when it is ok, else throws ApiError or NetworkError. */
async function send(method: string, path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  if (options.file !== undefined) headers["Content-Type"] = "application/octet-stream";
  if (options.auth) {
    const token = adminToken.get();
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`${BASE_URL}${path}`, {
      method,
      headers,
      body: options.file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new NetworkError(error instanceof Error ? error.message : "Network request failed");
  }
  if (!response.ok) {
    // Any error answer of ours is an ErrorResponse; a proxy's may be anything, hence Partial.
    const error = await readJson<Partial<ErrorResponse> | undefined>(response);
    // A rejected admin token is forgotten; the console then goes to the login through the router
    // (web/features/admin/staff-session.ts).
    if (response.status === 401 && options.auth) adminToken.clear();
    throw new ApiError(
      response.status,
      typeof error?.message === "string" ? error.message : undefined,
      error?.issues,
    );
  }
  return response;
}

type CallOptions = { auth?: boolean; headers?: Record<string, string>; signal?: AbortSignal };

/**
 * The transport of the web app's API client. Only the `*-api.ts` file of a feature calls these:
 * one function per call of the API, which holds the method and path, takes the body as
 * `z.input<typeof RequestSchema>` and names its answer by `typeof ResponseSchema`, both schemas
 * imported from core/schemas with `import type` (types only: no zod in the page's bundle).
 * `auth` sends the staff token.
 */
export const api = {
  get: <Answer extends z.ZodType>(path: string, options?: CallOptions) =>
    request<Answer>("GET", path, options),
  post: <Answer extends z.ZodType>(path: string, body: unknown, options?: CallOptions) =>
    request<Answer>("POST", path, { ...options, body }),
  put: <Answer extends z.ZodType>(path: string, body: unknown, options?: CallOptions) =>
    request<Answer>("PUT", path, { ...options, body }),
  patch: <Answer extends z.ZodType>(path: string, body: unknown, options?: CallOptions) =>
    request<Answer>("PATCH", path, { ...options, body }),
  delete: <Answer extends z.ZodType>(path: string, body?: unknown, options?: CallOptions) =>
    request<Answer>("DELETE", path, { ...options, body }),
  /** A file the API sends (a CSV export), as a Blob; with a body, asked for by POST. */
  blob: async (path: string, options: CallOptions & { body?: unknown } = {}) =>
    (await send(options.body === undefined ? "GET" : "POST", path, options)).blob(),
  /** Sends a file's bytes as they are (PUT, application/octet-stream); the answer is JSON. */
  upload: async <Answer extends z.ZodType>(path: string, file: Blob, options?: CallOptions) =>
    request<Answer>("PUT", path, { ...options, file }),
};

/** The address of something the API serves outside JSON calls (an ebook's PDF), for a link. */
export const apiUrl = (path: string) => `${BASE_URL}${path}`;

/**
 * The text to show for a failed call: the server's message, else the screen's own fallback for a
 * non-ok answer, else its network-failure text (docs/product.md, section 9.2 gives each screen its three texts).
 */
export function errorText(error: unknown, texts: { fallback: string; network: string }): string {
  if (error instanceof ApiError) return error.serverMessage ?? texts.fallback;
  return texts.network;
}
