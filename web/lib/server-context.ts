import { createContext, type RouterContextProvider } from "react-router";
import type { PageServices } from "../../core/page-services";

/**
 * What the server hands React Router with each request (api/plugins/web.ts): the domain services
 * the loaders and actions call, the request's CSP nonce and its log. The server reads these keys from the
 * build it serves, which exports them from entry.server.tsx: a key made by another copy of this
 * module would be another object (docs/decisions/034-server-rendering.md).
 */
export const pageServicesContext = createContext<PageServices>();

/** The client's address as the server sees it (TRUST_PROXY decides), for the deal room's audit. */
export const clientIpContext = createContext<string>("");

/** The request's CSP nonce; null when the build prerenders a page (docs/decisions/035-csp.md). */
export const nonceContext = createContext<string | null>(null);

/** The part of the request's logger (the API's, pino's) a page writes its failures to. */
export type PageLog = { error(fields: { err: unknown }, message: string): void };

/** The request's log; null when the build prerenders a page (web/lib/page-errors.ts). */
export const pageLogContext = createContext<PageLog | null>(null);

/** The domain services, in a server loader or action. */
export const pageServices = (context: Readonly<RouterContextProvider>) =>
  context.get(pageServicesContext);
