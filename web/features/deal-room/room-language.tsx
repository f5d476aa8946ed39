import { useLingui } from "@lingui/react/macro";
import type { MouseEvent } from "react";
import { Form, useLocation } from "react-router";
import { LOCALE_INFO, localeOf, localePath } from "../../i18n/locales";

/** The room's form that changes the viewer's language (docs/decisions/088-deal-room-in-arabic.md). */
export const LANGUAGE_FORM = "language";

/**
 * English or Arabic, in the room's head. In the open room it is a form: the choice is kept for the
 * viewer (their link's mails, their entry in the firm's people) and the room opens again in it.
 * Before the address is proved it is a link to the room in the other language, which takes the
 * link's token in the address along (the token is after the "#", which only the browser has).
 */
export function RoomLanguage({ signedIn }: { signedIn: boolean }) {
  const { t } = useLingui();
  const { pathname, search } = useLocation();
  const other = localeOf(pathname) === "ar" ? "en" : "ar";
  const { lang, name } = LOCALE_INFO[other];
  const target = `${localePath(other, pathname)}${search}`;
  const label = t`Read the deal room in this language`;
  if (signedIn) {
    return (
      <Form method="post" reloadDocument className="deal-room__language">
        <input type="hidden" name="form" value={LANGUAGE_FORM} />
        <input type="hidden" name="language" value={other} />
        <button type="submit" className="button button--small" lang={lang} title={label}>
          {name}
        </button>
      </Form>
    );
  }
  const withToken = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    window.location.assign(`${target}${window.location.hash}`);
  };
  return (
    <a
      className="button button--small deal-room__language"
      href={target}
      hrefLang={lang}
      lang={lang}
      title={label}
      onClick={withToken}
    >
      {name}
    </a>
  );
}
