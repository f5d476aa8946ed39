/**
 * The token of a private link (a founder's page, a deal room, a staff invitation) as a person
 * pastes it into a page that runs no scripts: the whole link (…#token=…, or …#<token> for an
 * invitation), or the token alone. The token is after the "#", which no browser sends, so such a
 * page asks for the link and posts it.
 */
export function tokenOfPastedLink(pasted: string): string {
  const trimmed = pasted.trim();
  const named = /[#&?]token=([^&\s]*)/.exec(trimmed)?.[1];
  if (named !== undefined) return named;
  // A token has no "#": whatever follows one is the fragment, and the fragment is the token.
  return /#([^#\s]+)$/.exec(trimmed)?.[1] ?? trimmed;
}
