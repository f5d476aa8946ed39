import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { TIMER_SECTIONS } from "../../../core/pitch-timer";

type Section = (typeof TIMER_SECTIONS)[number];

/**
 * The pitch sections' names and purposes (core/pitch-timer.ts, the spec's words) as catalogue
 * messages keyed by those words, so the timer says them in the page's language.
 */
export const SECTION_WORDS: Record<Section["name"] | Section["purpose"], MessageDescriptor> = {
  "Origin Spark": msg`Origin Spark`,
  "Market Pulse": msg`Market Pulse`,
  "Venture Exchange": msg`Venture Exchange`,
  "Open Floor": msg`Open Floor`,
  Introduction: msg`Introduction`,
  "Market and financials": msg`Market and financials`,
  "Q&A": msg`Q&A`,
  "Extended chat": msg`Extended chat`,
};
