/**
 * A staff member's sign-in name when it is an e-mail address (staff invited by mail sign in with
 * theirs), else null: where their chosen daily mails go (docs/decisions/065-deal-notifications.md).
 */
export const signInAddress = (username: string) =>
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(username) ? username : null;
