import { parseWithZod } from "@conform-to/zod/v4";
import { NewsletterLanguageSchema } from "../../core/schemas/newsletter";
import {
  type LanguageAnswer,
  NewsletterLanguagePage,
} from "../features/newsletter/newsletter-language-page";
import { serverActionOrFailure } from "../lib/form-action";
import { metaForLocation } from "../lib/meta";
import { postedForm } from "../lib/posted-form";
import { pageServices } from "../lib/server-context";
import type { Route } from "./+types/newsletter-language";

/** Never indexed: the page of one subscriber's mailed link. */
export const meta: Route.MetaFunction = (args) => [
  ...metaForLocation(args),
  { name: "robots", content: "noindex" },
];

export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
}

/** The mailed link's token, which the form posts back: nothing is read or changed for it here. */
export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

/**
 * "Receive it in English / بالعربية" (docs/decisions/075-staff-text-in-both-languages.md), with
 * or without the page's scripts: checked with the core schema, then stored on the subscriber of
 * the link's token.
 */
export async function action({ request, context }: Route.ActionArgs): Promise<LanguageAnswer> {
  const submission = parseWithZod(await postedForm(request), { schema: NewsletterLanguageSchema });
  if (submission.status !== "success") return { result: submission.reply(), done: null };
  const { token, language } = submission.value;
  const changed = await pageServices(context).changeNewsletterLanguage(token, language);
  return changed.message === null
    ? { result: submission.reply(), done: changed.value }
    : { result: submission.reply({ formErrors: [changed.message] }), done: null };
}

/** With the page's scripts: the same post, or what kept it from the server. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return serverActionOrFailure(serverAction);
}

export default function NewsletterLanguage({ loaderData, actionData }: Route.ComponentProps) {
  return <NewsletterLanguagePage token={loaderData.token} answer={actionData} />;
}
