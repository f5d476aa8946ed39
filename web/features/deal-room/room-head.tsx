import { useLingui } from "@lingui/react/macro";
import { RoomLanguage } from "./room-language";

/**
 * The deal room's head on each of its pages: the firm's mark, the room's name, and the choice of
 * language (English or Arabic; a form once the viewer is signed in, else a link).
 */
export function RoomHead({ signedIn }: { signedIn: boolean }) {
  const { t } = useLingui();
  return (
    <header className="deal-room__head">
      <img src="/logo.svg" alt="" width="40" height="40" />
      <h1>{t`Nakhla Ventures · Deal room`}</h1>
      <RoomLanguage signedIn={signedIn} />
    </header>
  );
}
