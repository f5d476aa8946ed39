import type { ErrorResponse } from "../../core/schemas/common";
import { adminToken } from "./admin-token";

/** Empty means same origin: the one-process server, or a site whose API sits behind the same host. */
const BASE_URL = (import.meta.env.VITE_API_URL ?? "").replace(/\/+$/, "");
const TIMEOUT_MS = 20_000;
const ADMIN_LOGIN_PATH = "/admin-login";

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

type RequestOptions = { body?: unknown; auth?: boolean; signal?: AbortSignal };

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(method, path, options);
  return (await response.json().catch(() => undefined)) as T;
}

/** Sends the request; answers the response when it is ok, else throws ApiError or NetworkError. */
async function send(method: string, path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
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
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal ? AbortSignal.any([options.signal, timeout]) : timeout,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new NetworkError(error instanceof Error ? error.message : "Network request failed");
  }
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => undefined);
    // A rejected admin token: forget it and send the user to sign in again.
    if (response.status === 401 && options.auth) {
      adminToken.clear();
      window.location.assign(ADMIN_LOGIN_PATH);
    }
    const error = data as Partial<ErrorResponse> | undefined;
    throw new ApiError(
      response.status,
      typeof error?.message === "string" ? error.message : undefined,
      error?.issues,
    );
  }
  return response;
}

/** The one API client of the web app: pages and features call these, never `fetch`. */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>("GET", path, options),
  post: <T>(path: string, body: unknown, options?: RequestOptions) =>
    request<T>("POST", path, { ...options, body }),
  put: <T>(path: string, body: unknown, options?: RequestOptions) =>
    request<T>("PUT", path, { ...options, body }),
  patch: <T>(path: string, body: unknown, options?: RequestOptions) =>
    request<T>("PATCH", path, { ...options, body }),
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>("DELETE", path, { ...options, body }),
  /** A file the API sends (a CSV export), as a Blob. */
  blob: async (path: string, options: RequestOptions = {}) =>
    (await send("GET", path, options)).blob(),
};

/** The address of something the API serves outside JSON calls (an ebook's PDF), for a link. */
export const apiUrl = (path: string) => `${BASE_URL}${path}`;

/**
 * The text to show for a failed call: the server's message, else the screen's own fallback for a
 * non-ok answer, else its network-failure text (spec section 8 gives each screen its three texts).
 */
export function errorText(error: unknown, texts: { fallback: string; network: string }): string {
  if (error instanceof ApiError) return error.serverMessage ?? texts.fallback;
  return texts.network;
}
