import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import type { PageServices, StaffClient, StaffSession } from "../../../../core/page-services";
import {
  EnrolAtSignInSchema,
  NEXT_STEP_MESSAGES,
  type SecondStep,
  SecondStepCodeSchema,
  type TotpEnrolment,
} from "../../../../core/schemas/account";
import { LoginSchema } from "../../../../core/schemas/admin";
import { z } from "../../../../core/schemas/zod";
import { adminToken } from "../../../lib/admin-token";
import { ApiError, errorText } from "../../../lib/api";
import { PATHS } from "../../../paths";
import { signInStepApi } from "../account/account-api";
import { type FormReply, replied } from "../actions";
import { adminApi } from "../admin-api";

/** What the sign-in asks after the password: the app's code, or setting an app up first. */
export type NextStep = {
  step: SecondStep;
  challenge: string;
  message: string;
  /** The set-up's secret, when an admin must set up an app first: one per set-up shown. */
  enrolment?: TotpEnrolment;
};

/**
 * A step's answer: the next step, or why not (signed in is a redirect); once an app is set up at
 * sign-in, the recovery codes to show before the console opens.
 */
export type SignInAnswer = FormReply & { next?: NextStep; recoveryCodes?: string[] };

/** The login's forms as posted, each named by its `intent`, checked with the calls' schemas. */
export const PasswordFormSchema = z.object({ ...LoginSchema.shape, intent: z.literal("password") });
export const CodeFormSchema = z.object({
  ...SecondStepCodeSchema.shape,
  intent: z.literal("code"),
});
export const EnrolFormSchema = z.object({
  ...EnrolAtSignInSchema.shape,
  intent: z.literal("enrol"),
});

const TEXTS = { fallback: "Login failed", network: "An error occurred during login" };
const ENROL_TEXTS = {
  fallback: "That did not work. Please try again.",
  network: "Something went wrong.",
};

/** After a recovery code, the Account screen says how many are left (and forgets the marker). */
export const RECOVERY_CODE_SPENT = "recovery-code-spent";

/**
 * The clientAction of the login: the password, then (with an authenticator app) the code, or the
 * app's first code when an admin must set one up. Signed in, the token is kept (adminToken) and
 * the console opens; otherwise conform's reply says why.
 */
export async function signInAction(formData: FormData): Promise<SignInAnswer | Response> {
  const intent = formData.get("intent");
  if (intent === "code") return signInWithCode(formData);
  return intent === "enrol" ? enrolAndSignIn(formData) : signInWithPassword(formData);
}

async function signInWithPassword(formData: FormData): Promise<SignInAnswer | Response> {
  const submission = parseWithZod(formData, { schema: PasswordFormSchema });
  if (submission.status !== "success") return replied(false, submission.reply());
  const { username, password } = submission.value;
  try {
    const answer = await adminApi.login({ username, password });
    if ("step" in answer) {
      const enrolment =
        answer.step === "enrol-totp"
          ? await signInStepApi.startSetup({ challenge: answer.challenge })
          : undefined;
      return {
        ...replied(true, submission.reply()),
        next: { ...answer, ...(enrolment ? { enrolment } : {}) },
      };
    }
    if (!answer.token) throw new ApiError(500, undefined);
    adminToken.set(answer.token, answer.name);
    return redirect(PATHS.adminDashboard);
  } catch (error) {
    return replied(false, submission.reply({ formErrors: [errorText(error, TEXTS)] }));
  }
}

async function signInWithCode(formData: FormData): Promise<SignInAnswer | Response> {
  const submission = parseWithZod(formData, { schema: CodeFormSchema });
  if (submission.status !== "success") return replied(false, submission.reply());
  const { challenge, code } = submission.value;
  try {
    const signedIn = await signInStepApi.code({ challenge, code });
    adminToken.set(signedIn.token, signedIn.name);
    // A recovery code was spent: the Account screen says how many are left.
    return redirect(
      signedIn.recoveryCodesLeft === undefined
        ? PATHS.adminDashboard
        : `${PATHS.adminAccount}?${RECOVERY_CODE_SPENT}`,
    );
  } catch (error) {
    return replied(false, submission.reply({ formErrors: [errorText(error, TEXTS)] }));
  }
}

/**
 * The app's first code when an admin must set one up at sign-in (STAFF_REQUIRE_TOTP): right, the
 * session exists and the token is kept; the answer holds the recovery codes, shown before the
 * console opens.
 */
async function enrolAndSignIn(formData: FormData): Promise<SignInAnswer> {
  const submission = parseWithZod(formData, { schema: EnrolFormSchema });
  if (submission.status !== "success") return replied(false, submission.reply());
  const { challenge, code } = submission.value;
  try {
    const signedIn = await signInStepApi.confirmSetup({ challenge, code });
    adminToken.set(signedIn.token, signedIn.name);
    return {
      ...replied(true, submission.reply({ resetForm: true })),
      recoveryCodes: signedIn.recoveryCodes,
    };
  } catch (error) {
    return replied(false, submission.reply({ formErrors: [errorText(error, ENROL_TEXTS)] }));
  }
}

/** What the page's action never sends back: the password, the code. */
const HIDDEN = { hideFields: ["password", "code"] };

const ENROL_NEEDS_SCRIPTS =
  "Setting up an authenticator app needs JavaScript. Turn it on in this browser and sign in again.";

/** Where a sign-in lands, with the cookie that hands its session to the console's scripts. */
function signedIn({ setCookie, recoveryCodesLeft }: StaffSession) {
  const to =
    recoveryCodesLeft === null
      ? PATHS.adminDashboard
      : `${PATHS.adminAccount}?${RECOVERY_CODE_SPENT}`;
  return redirect(to, { headers: { "Set-Cookie": setCookie } });
}

/**
 * The login's server action, for a form posted before the page's scripts ran (or without them):
 * the password, then the code, checked by the same services as the API's calls. Signed in, the
 * session goes to the console in an HttpOnly cookie its scripts take over once
 * (docs/decisions/091-sign-in-without-scripts.md). Setting up an app at sign-in needs the scripts.
 */
export async function signInOnServer(
  formData: FormData,
  services: PageServices,
  client: StaffClient,
): Promise<SignInAnswer | Response> {
  if (formData.get("intent") === "enrol") {
    // Shown only by the page's scripts; a post without them is told what the password step says.
    const submission = parseWithZod(formData, { schema: EnrolFormSchema });
    return replied(false, submission.reply({ formErrors: [ENROL_NEEDS_SCRIPTS], ...HIDDEN }));
  }
  if (formData.get("intent") === "code") {
    const challenge = String(formData.get("challenge") ?? "");
    const next: NextStep = { step: "totp", challenge, message: NEXT_STEP_MESSAGES.totp };
    const submission = parseWithZod(formData, { schema: CodeFormSchema });
    if (submission.status !== "success")
      return { ...replied(false, submission.reply(HIDDEN)), next };
    const outcome = await services.signInStaffWithCode(submission.value, client);
    if (outcome.message !== null) {
      const formErrors = [outcome.message];
      return { ...replied(false, submission.reply({ formErrors, ...HIDDEN })), next };
    }
    return signedIn(outcome.value);
  }
  const submission = parseWithZod(formData, { schema: PasswordFormSchema });
  if (submission.status !== "success") return replied(false, submission.reply(HIDDEN));
  const { username, password } = submission.value;
  const outcome = await services.signInStaff({ username, password }, client);
  if (outcome.message !== null) {
    return replied(false, submission.reply({ formErrors: [outcome.message], ...HIDDEN }));
  }
  const { next, session } = outcome.value;
  if (session) return signedIn(session);
  if (next.step === "enrol-totp") {
    return replied(false, submission.reply({ formErrors: [ENROL_NEEDS_SCRIPTS], ...HIDDEN }));
  }
  return { ...replied(true, submission.reply(HIDDEN)), next };
}
