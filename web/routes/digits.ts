import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { z } from "zod";
import { ARABIC_PREFIX, DIGIT_STYLES, digitsSetCookie } from "../../core/languages";
import { postedForm } from "../lib/posted-form";
import type { Route } from "./+types/digits";

/** The Arabic footer's choice of digits (web/components/layout/digits-choice.tsx). */
const DigitsFormSchema = z.object({
  digits: z.enum(DIGIT_STYLES),
  /** The Arabic page the choice was made on, to go back to. */
  returnTo: z.string().max(2000).optional(),
});

/** Only an Arabic page of this site: anything else goes back to the Arabic home page. */
const arabicPage = (path: string | undefined) =>
  path !== undefined && /^\/ar(?:[/?#]|$)/.test(path) ? path : ARABIC_PREFIX;

/**
 * Keeps the visitor's choice of digits for the Arabic pages in its cookie and goes back to the
 * page it was made on, which then shows its numbers and dates in them (docs/product.md, section
 * 2.6). A resource route: the footer's form posts here with or without the page's scripts.
 */
export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await postedForm(request), { schema: DigitsFormSchema });
  if (submission.status !== "success") return redirect(ARABIC_PREFIX);
  const { digits, returnTo } = submission.value;
  return redirect(arabicPage(returnTo), { headers: { "Set-Cookie": digitsSetCookie(digits) } });
}

/** Nothing to show here: an address typed by hand leads to the Arabic home page. */
export function loader() {
  return redirect(ARABIC_PREFIX);
}
