/**
 * `part` of `whole` in whole percent, rounded half up; null when there is no whole (nothing to
 * rate yet). Every rate the console shows (a firm's answers, the funnel's conversions) is one.
 */
export const wholePercent = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((100 * part) / whole);
