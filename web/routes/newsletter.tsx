import { parseWithZod } from "@conform-to/zod/v4";
import { SubscribeSchema } from "../../core/schemas/newsletter";
import { NewsletterPage } from "../features/newsletter/newsletter-page";
import { toastSubscribeAnswer } from "../features/newsletter/subscribe-answer";
import { localeOf } from "../i18n/locales";
import { type FormActionData, serverActionOrFailure } from "../lib/form-action";
import { metaForLocation } from "../lib/meta";
import { postedForm } from "../lib/posted-form";
import { pageServices } from "../lib/server-context";
import type { Route } from "./+types/newsletter";

export const meta = metaForLocation;

/**
 * A signup from any page's form: checked with the API's schema, then subscribed in the page's
 * language (a confirmation mail goes out: docs/decisions/047-mailing-list.md).
 */
export async function action({ request, context }: Route.ActionArgs): Promise<FormActionData> {
  const submission = parseWithZod(await postedForm(request), { schema: SubscribeSchema });
  if (submission.status !== "success") return { result: submission.reply(), done: false };
  const language = localeOf(new URL(request.url).pathname);
  await pageServices(context).subscribe({ ...submission.value, language });
  return { result: submission.reply({ resetForm: true }), done: true };
}

/** With the page's scripts running: the same post, its outcome said in a toast. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const answer = await serverActionOrFailure(serverAction);
  toastSubscribeAnswer(answer, new URL(request.url).pathname);
  return { ...answer, toasted: true };
}

export default function Newsletter({ actionData }: Route.ComponentProps) {
  return <NewsletterPage answer={actionData} />;
}
