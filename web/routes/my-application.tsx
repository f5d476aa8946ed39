import { parseWithZod } from "@conform-to/zod/v4";
import { data, useRevalidator } from "react-router";
import { PitchSlotFormSchema } from "../../core/schemas/pitch-slot";
import { FounderPage, FounderPageTitle } from "../features/founder/founder-page";
import type { PitchSlotAnswer, PitchSlotIntent } from "../features/founder/pitch-slot-section";
import type { LinkOpened } from "../features/founder/use-link-in-address";
import { isFailure, serverActionOrFailure } from "../lib/form-action";
import { metaForLocation } from "../lib/meta";
import { pageServices } from "../lib/server-context";
import type { Route } from "./+types/my-application";
import "../styles/founder.css";

export const meta = metaForLocation;

/** The founder's own data: never kept by a cache; the founder cookie's changes go with it. */
export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  for (const cookie of [...loaderHeaders.getSetCookie(), ...actionHeaders.getSetCookie()]) {
    headers.append("Set-Cookie", cookie);
  }
  return headers;
}

/**
 * The application the founder cookie opens, checked on every request (a revoked or expired link
 * opens nothing more, and its cookie is forgotten): docs/decisions/036-founder-cookie.md.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = pageServices(context);
  const cookie = request.headers.get("Cookie");
  const page = await services.founderPage(cookie);
  // The pitch slot's section reads its slots here too; one that could not be read says so.
  const pitchSlots = page.application
    ? await services.founderPitchSlots(cookie).catch(() => null)
    : null;
  if (page.message === null) return { page, pitchSlots };
  return data({ page, pitchSlots }, { headers: { "Set-Cookie": services.forgetFounderLink } });
}

/**
 * The page's posts, only from this site's own pages (browsers say where a request comes from in
 * Sec-Fetch-Site; the founder cookie is SameSite=Strict too):
 * - the private link's token, taken from the address by the page, exchanged for the founder
 *   cookie: another site must not plant its link's cookie in a visitor's browser;
 * - the pitch slot booked, moved or cancelled (`intent`), checked with its core schema and made
 *   as the API's calls make it (docs/decisions/076-route-forms.md).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const site = request.headers.get("Sec-Fetch-Site");
  if (site !== null && site !== "same-origin") throw data(null, { status: 403 });
  const formData = await request.formData();
  const services = pageServices(context);
  if (formData.has("intent")) {
    const submission = parseWithZod(formData, { schema: PitchSlotFormSchema });
    const intent = submission.payload.intent as PitchSlotIntent;
    if (submission.status !== "success") {
      return { intent, result: submission.reply(), done: false } satisfies PitchSlotAnswer;
    }
    const changed = await services.changePitchSlot(request.headers.get("Cookie"), submission.value);
    return (
      changed.message === null
        ? { intent, result: submission.reply({ resetForm: true }), done: true }
        : { intent, result: submission.reply({ formErrors: [changed.message] }), done: false }
    ) satisfies PitchSlotAnswer;
  }
  const token = formData.get("token");
  const opened = await services.openFounderLink(typeof token === "string" ? token : "");
  if (opened.setCookie === null) return { message: opened.message } satisfies LinkOpened;
  return data({ message: null } satisfies LinkOpened, {
    headers: { "Set-Cookie": opened.setCookie },
  });
}

/**
 * With the page's scripts running: the same post; for a pitch-slot change, what kept it from the
 * server (a route's limit, the network) is said under its form.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const intent = (await request.clone().formData()).get("intent");
  if (intent === null) return serverAction();
  const answered = await serverActionOrFailure(serverAction);
  return isFailure(answered) ? { intent: intent as PitchSlotIntent, ...answered } : answered;
}

/** The founder's own page: reached through the private link in their confirmation e-mail. */
export default function MyApplication({ loaderData, actionData }: Route.ComponentProps) {
  const { revalidate } = useRevalidator();
  return (
    <div className="page page--narrow founder-page">
      <header className="page__header">
        <FounderPageTitle />
      </header>
      <FounderPage
        page={loaderData.page}
        pitchSlots={loaderData.pitchSlots}
        // A navigation's post is a pitch slot's (the link's token is posted by a fetcher).
        pitchSlotAnswer={actionData as PitchSlotAnswer | undefined}
        reload={() => void revalidate()}
      />
    </div>
  );
}
