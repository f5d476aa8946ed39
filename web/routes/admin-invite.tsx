import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { tokenOfPastedLink } from "../../core/pasted-link";
import { InvitationFormSchema } from "../../core/schemas/staff";
import {
  AcceptInvitation,
  acceptedOf,
  checkInvitation,
  type InvitationActionData,
  InvitationOutcome,
  InvitationWithoutScripts,
} from "../features/staff-invitation/accept-invitation";
import { serverActionOrFailure } from "../lib/form-action";
import { metaForLocation } from "../lib/meta";
import { postedForm } from "../lib/posted-form";
import { pageServices } from "../lib/server-context";
import type { Route } from "./+types/admin-invite";
import "../styles/admin.css";

export const meta = metaForLocation;

/** The passwords typed are never sent back in the page. */
const HIDDEN = { hideFields: ["password", "repeatPassword"] };

/**
 * The invitation accepted: the link's token (read from the address by the page's scripts, or
 * from the link pasted without them), the name and the password, checked with the form's schema
 * and kept as POST /api/staff-invitations/accept keeps them (docs/decisions/076-route-forms.md).
 */
export async function action({
  request,
  context,
}: Route.ActionArgs): Promise<InvitationActionData> {
  const submission = parseWithZod(await postedForm(request), { schema: InvitationFormSchema });
  if (submission.status !== "success") return { result: submission.reply(HIDDEN), done: false };
  const { link, name, password } = submission.value;
  const outcome = await pageServices(context).acceptStaffInvitation({
    token: tokenOfPastedLink(link),
    name,
    password,
  });
  if (outcome.message !== null) {
    return { result: submission.reply({ formErrors: [outcome.message], ...HIDDEN }), done: false };
  }
  return {
    result: submission.reply({ resetForm: true }),
    done: true,
    accepted: outcome.value.message,
  };
}

/** With the page's scripts: the same post; a limit reached or a lost connection is said, not thrown. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return serverActionOrFailure(serverAction);
}

/** The invitation the link in the address opens: its token is after the #, which no server sees. */
export async function clientLoader() {
  return { check: await checkInvitation() };
}

/** The invitation is read once: once accepted, the page says so rather than "already used". */
export const shouldRevalidate = () => false;

function InviteFrame({ children }: { children: ReactNode }) {
  return (
    <main className="admin-login">
      <div className="admin-login__card card">
        <img src="/logo.svg" alt="" width="48" height="48" />
        <h1>Join the Console</h1>
        {children}
      </div>
    </main>
  );
}

/**
 * What the build renders, and the page shows while the invitation is checked. A browser without
 * scripts gets the form that takes the pasted link instead, and what its post came to.
 */
export function HydrateFallback({ actionData }: Route.HydrateFallbackProps) {
  const posted = actionData && "result" in actionData ? actionData : undefined;
  const accepted = acceptedOf(posted);
  if (accepted !== null) {
    return (
      <InviteFrame>
        <InvitationOutcome message={accepted} accepted />
      </InviteFrame>
    );
  }
  return (
    <InviteFrame>
      <p role="status" className="invitation__checking">
        Checking your invitation…
      </p>
      <noscript>
        <InvitationWithoutScripts answer={posted} />
      </noscript>
    </InviteFrame>
  );
}

/** Where an invitation's link leads (docs/product.md, section 5.2): a colleague sets their name and password. */
export default function AdminInvite({ loaderData }: Route.ComponentProps) {
  return (
    <InviteFrame>
      <AcceptInvitation check={loaderData.check} />
    </InviteFrame>
  );
}
