import { useEffect } from "react";
import { startEngagementTracking } from "./engagement-tracker";

/** Counts the memo's reading time while the deal room shows it; renders nothing. */
export function ReadingTime() {
  useEffect(() => startEngagementTracking(document), []);
  return null;
}
