import { parseWithZod } from "@conform-to/zod/v4";
import { DealAnswerLinkFormSchema } from "../../core/schemas/deal-answer";
import {
  choiceOf,
  MailAnswer,
  type MailAnswerReply,
  readAnswerLink,
} from "../features/deal-room/mail-answer";
import { RoomHead } from "../features/deal-room/room-head";
import { serverActionOrFailure } from "../lib/form-action";
import { metaForLocation } from "../lib/meta";
import { postedForm } from "../lib/posted-form";
import { clientIpContext, pageServices } from "../lib/server-context";
import type { Route } from "./+types/deal-room-answer";
import "../styles/admin.css";
import "../styles/deal-room.css";

/** Never indexed, never kept by a cache: a firm's answer on a confidential deal. */
export const meta: Route.MetaFunction = (args) => [
  ...metaForLocation(args),
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
}

/** The answer the mail's link names; nothing is read or recorded for the link here. */
export function loader({ request }: Route.LoaderArgs) {
  return { choice: choiceOf(request.url), entry: { phase: "checking" } as const };
}

/**
 * In the browser: whom the link in the address answers for (the token after the "#", which no
 * server sees), and the firm's answer now; read again after the answer is confirmed.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const page = await serverLoader();
  return { ...page, entry: await readAnswerLink() };
}
clientLoader.hydrate = true as const;

/**
 * The answer confirmed (docs/decisions/080-answers-from-the-mail.md), with or without the page's
 * scripts: checked with the room's schema, the link's token read from the post, then recorded for
 * the link's person as POST /api/deal-room/answer-link/answer records it.
 */
export async function action({ request, context }: Route.ActionArgs): Promise<MailAnswerReply> {
  const submission = parseWithZod(await postedForm(request), { schema: DealAnswerLinkFormSchema });
  if (submission.status !== "success") return { result: submission.reply(), done: null };
  const answered = await pageServices(context).answerFromMail(
    submission.value.link,
    context.get(clientIpContext),
    submission.value,
  );
  return answered.message === null
    ? { result: submission.reply(), done: answered.value }
    : { result: submission.reply({ formErrors: [answered.message] }), done: null };
}

/** With the page's scripts: the same post, or what kept it from the server. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  return serverActionOrFailure(serverAction);
}

/** Where a mail's answer link leads: the deal room's frame, the answer to confirm. */
export default function DealRoomAnswerPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main className="deal-room">
      <RoomHead signedIn={false} />
      <MailAnswer entry={loaderData.entry} choice={loaderData.choice} answered={actionData} />
    </main>
  );
}
