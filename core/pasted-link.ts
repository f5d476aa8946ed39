/**
 * The token of a private link (a founder's page, a deal room) as a person pastes it into a page
 * that runs no scripts: the whole link (…#token=…), or the token alone. The token is after the
 * "#", which no browser sends, so such a page asks for the link and posts it.
 */
export function tokenOfPastedLink(pasted: string): string {
  const trimmed = pasted.trim();
  return /[#&?]token=([^&\s]*)/.exec(trimmed)?.[1] ?? trimmed;
}
