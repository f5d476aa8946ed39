// @vitest-environment jsdom
import { I18nProvider } from "@lingui/react";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { z } from "zod";
import { NEXT_STEP_MESSAGES, type TotpEnrolmentSchema } from "../../../../core/schemas/account";
import type { EnrolledAtSignInSchema, LoginResponseSchema } from "../../../../core/schemas/admin";
import { loadCatalogue } from "../../../i18n/catalogues";
import { adminToken } from "../../../lib/admin-token";
import { PATHS } from "../../../paths";
import { LoginForm } from "./login-form";
import { signInAction } from "./sign-in-action";

// When STAFF_REQUIRE_TOTP asks an admin without an app to set one up at sign-in: the password,
// the set-up, a wrong code then the right one posted to the login's clientAction, the recovery
// codes, the console. The API is answered here as its routes answer (their own tests,
// api/routes/account/second-factor.test.ts, hold the server's side).

const CHALLENGE = "challenge-of-the-password";
const ENROLMENT = {
  qrCode: "data:image/svg+xml;base64,PHN2Zy8+",
  secret: "ABCD EFGH IJKL MNOP QRST UVWX YZ23 4567",
  uri: "otpauth://totp/Nakhla%20Ventures:leila@example.com?secret=ABCDEFGH",
} satisfies z.input<typeof TotpEnrolmentSchema>;
const CODES = Array.from({ length: 10 }, (_, index) => `CODE-${index}-ABCD-EFGH`);

type Call = { path: string; body: Record<string, unknown> };
let calls: Call[] = [];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The API's answers: the password leads to the set-up; the first code is wrong, the second right. */
function answer(path: string, body: Record<string, unknown>): Response {
  if (path === "/api/admin/login") {
    const next = {
      step: "enrol-totp",
      challenge: CHALLENGE,
      message: NEXT_STEP_MESSAGES["enrol-totp"],
    } satisfies z.input<typeof LoginResponseSchema>;
    return json(200, next);
  }
  if (path === "/api/admin/login/totp-setup") return json(200, ENROLMENT);
  if (path === "/api/admin/login/totp-setup/confirm") {
    if (body.code !== "654321") {
      return json(401, { message: "That code is not right. Enter the code your app shows now." });
    }
    const enrolled = {
      token: "the-new-session",
      message: "Login successful",
      name: "Leila",
      recoveryCodes: CODES,
    } satisfies z.input<typeof EnrolledAtSignInSchema>;
    return json(200, enrolled);
  }
  return json(404, { message: "Not found" });
}

beforeEach(() => {
  calls = [];
  localStorage.clear();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body ?? "{}")) as Record<string, unknown>;
      calls.push({ path, body });
      return answer(path, body);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The console is in English: the login drawn with the English catalogue, as the console is. */
async function renderLogin() {
  const i18n = await loadCatalogue("en");
  const Stub = createRoutesStub([
    {
      path: PATHS.adminLogin,
      Component: LoginForm,
      action: async ({ request }) => signInAction(await request.formData()),
    },
    { path: PATHS.adminDashboard, Component: () => <h1>Dashboard</h1> },
  ]);
  render(
    <I18nProvider i18n={i18n}>
      <Stub initialEntries={[PATHS.adminLogin]} />
    </I18nProvider>,
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = (name: string) => fireEvent.click(screen.getByRole("button", { name }));

describe("setting up an authenticator app at sign-in", () => {
  it("checks the code, says a refused one, then shows the recovery codes and opens the console", async () => {
    await renderLogin();
    type("Username", "leila@example.com");
    type("Password", "a long and hard password");
    press("Login");

    expect(await screen.findByText(NEXT_STEP_MESSAGES["enrol-totp"])).toBeTruthy();
    expect(screen.getByText(ENROLMENT.secret)).toBeTruthy();
    expect(
      screen.getByRole("img", { name: /QR code that adds your Nakhla Ventures account/ }),
    ).toBeTruthy();

    // Not six digits: said under the field, and nothing is sent.
    type("Code from the app", "123");
    press("Turn on");
    expect(await screen.findByText("Enter the 6-digit code from your app")).toBeTruthy();
    expect(calls.map((call) => call.path)).not.toContain("/api/admin/login/totp-setup/confirm");

    // Refused by the server: its reason in the form's alert, and no session kept.
    type("Code from the app", "123 456");
    press("Turn on");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "That code is not right. Enter the code your app shows now.",
    );
    expect(calls.at(-1)).toEqual({
      path: "/api/admin/login/totp-setup/confirm",
      body: { challenge: CHALLENGE, code: "123456" },
    });
    expect(adminToken.get()).toBeNull();

    // Right: the session is kept, the codes are shown once, then the console opens.
    type("Code from the app", "654321");
    press("Turn on");
    expect(await screen.findByRole("heading", { name: "Your recovery codes" })).toBeTruthy();
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(CODES);
    expect(adminToken.get()).toBe("the-new-session");
    press("Continue to the console");
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeTruthy();
  });
});
