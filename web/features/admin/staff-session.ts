import {
  createContext,
  type DataStrategyResult,
  data,
  isRouteErrorResponse,
  type MiddlewareFunction,
  type RouterContextProvider,
  redirect,
} from "react-router";
import type { AdminMe } from "../../../core/schemas/admin";
import { CONSOLE_TABS, type ConsoleTabPath, mayOpen } from "../../console-tabs";
import { adminToken } from "../../lib/admin-token";
import { ApiError } from "../../lib/api";
import { PATHS } from "../../paths";
import { adminApi } from "./admin-api";

type ClientMiddleware = MiddlewareFunction<Record<string, DataStrategyResult>>;

/** Who is signed in, for the loaders and actions of the staff screens (set by staffMiddleware). */
export const staffContext = createContext<AdminMe>();

// GET /api/admin/me once per token: moving between tabs does not ask again. A role changed meanwhile
// shows as the server's 403 until the console is opened again, as it did when the dashboard was
// one screen.
let known: { token: string; me: Promise<AdminMe> } | null = null;

/**
 * The clientMiddleware of the staff screens: without a token, to the login (docs/product.md, section 5.1); with
 * one, who is signed in and in which role, in `staffContext`. A session that has ended (signed out
 * elsewhere, deactivated, ended from another device) goes to the login too, whether `me` or any
 * loader or action below was refused: api.ts forgets a token the server answers 401 to.
 */
export const staffMiddleware: ClientMiddleware = async ({ context }, next) => {
  const token = adminToken.get() ?? (await takeOverSignIn());
  if (!token) throw redirect(PATHS.adminLogin);
  if (known?.token !== token) known = { token, me: adminApi.me() };
  try {
    context.set(staffContext, await known.me);
  } catch (error) {
    known = null;
    if (error instanceof ApiError && error.status === 401) throw redirect(PATHS.adminLogin);
    throw error;
  }
  await next();
  if (!adminToken.get()) throw redirect(PATHS.adminLogin);
};

/**
 * A sign-in the login page's action made before its scripts ran: its session, taken over once
 * from the HttpOnly cookie the action set into the token every call carries; null when there is
 * none (docs/decisions/091-sign-in-without-scripts.md).
 */
async function takeOverSignIn(): Promise<string | null> {
  try {
    const taken = await adminApi.takeOverSignIn();
    if (!("token" in taken)) return null;
    adminToken.set(taken.token, taken.name);
    return taken.token;
  } catch {
    return null;
  }
}

/** What a screen the person may not open answers, with status 403: its name. */
export type NotForYourRole = { tab: string };

/**
 * The first line of a tab's loader (and of its records'): a tab of another role (a reviewer typing
 * an admin tab's address) stops here with a 403, which the Operations view's error boundary
 * explains beside the menu, before any call is made. The server refuses such calls anyway.
 */
export function requireTab(context: Readonly<RouterContextProvider>, path: ConsoleTabPath) {
  const tab = CONSOLE_TABS.find((each) => each.path === path);
  if (tab && !mayOpen(context.get(staffContext), tab)) {
    throw data<NotForYourRole>({ tab: tab.label }, { status: 403 });
  }
}

/** The first line of Assignments' loader, the admin team's view: the same 403 for anyone else. */
export function requireAdmin(context: Readonly<RouterContextProvider>) {
  if (context.get(staffContext).role !== "admin") {
    throw data<NotForYourRole>({ tab: "Assignments" }, { status: 403 });
  }
}

/** The answer of a screen of another role, if the error is one. */
export const notForYourRole = (error: unknown): NotForYourRole | null =>
  isRouteErrorResponse(error) && error.status === 403 ? (error.data as NotForYourRole) : null;
