import { deckStampText } from "../../../core/deck-stamp-text";
import type { Language } from "../../../core/languages";
import { useLocale } from "../../i18n/language";
import { dayOf } from "./watermark-day";

/**
 * The viewer's address and the day, across every part of the memo: a copy says who it came from.
 * The words of the deck's stamp, in the room's language (the link's, unless `language` says
 * otherwise); Arabic reads right to left.
 */
export function Watermark({ email, language }: { email: string; language?: Language }) {
  const page = useLocale();
  return <WatermarkText email={email} language={language ?? page} />;
}

function WatermarkText({ email, language }: { email: string; language: Language }) {
  const text = deckStampText(email, dayOf(new Date(), language), language);
  // An English page's watermark is written as it always was: no lang or dir of its own.
  const arabic = language === "ar" ? ({ lang: "ar", dir: "rtl" } as const) : {};
  return (
    <p className="deal-watermark" {...arabic}>
      {text}
    </p>
  );
}
