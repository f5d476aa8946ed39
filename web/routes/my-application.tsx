import { data, useRevalidator } from "react-router";
import { FounderPage, FounderPageTitle } from "../features/founder/founder-page";
import type { LinkOpened } from "../features/founder/use-link-in-address";
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
 * The private link's token, taken from the address by the page, exchanged for the founder cookie.
 * Only from this site's own pages: another site must not plant its link's cookie in a visitor's
 * browser (browsers say where a request comes from in Sec-Fetch-Site).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const site = request.headers.get("Sec-Fetch-Site");
  if (site !== null && site !== "same-origin") throw data(null, { status: 403 });
  const token = (await request.formData()).get("token");
  const opened = await pageServices(context).openFounderLink(
    typeof token === "string" ? token : "",
  );
  if (opened.setCookie === null) return { message: opened.message } satisfies LinkOpened;
  return data({ message: null } satisfies LinkOpened, {
    headers: { "Set-Cookie": opened.setCookie },
  });
}

/** The founder's own page: reached through the private link in their confirmation e-mail. */
export default function MyApplication({ loaderData }: Route.ComponentProps) {
  const { revalidate } = useRevalidator();
  return (
    <div className="page page--narrow founder-page">
      <header className="page__header">
        <FounderPageTitle />
      </header>
      <FounderPage
        page={loaderData.page}
        pitchSlots={loaderData.pitchSlots}
        reload={() => void revalidate()}
      />
    </div>
  );
}
