import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * The 10 centres of the home page carousel (docs/product.md, section 2.3). Five are our own named centres; the
 * other five are partner centres where our programmes run, shown by their city.
 */
export type Centre = {
  slug: string;
  /** The centre's own name, for the five named centres: a name, kept as written in every language. */
  name?: string;
  city: MessageDescriptor;
  country: MessageDescriptor;
  text: MessageDescriptor;
};

/** Each centre's illustration: our own SVG, 640 × 360. */
export const centreImage = (slug: string) => `/centres/${slug}.svg`;
export const CENTRE_IMAGE_SIZE = { width: 640, height: 360 } as const;

export const CENTRES: readonly Centre[] = [
  {
    slug: "abu-dhabi",
    name: "Nakhla House",
    city: msg`Abu Dhabi`,
    country: msg`United Arab Emirates`,
    text: msg`Our headquarters on Al Maryah Island: the investment committee, the research team and the pitch-session studio.`,
  },
  {
    slug: "london",
    name: "Old Jewry Founders Hall",
    city: msg`London`,
    country: msg`United Kingdom`,
    text: msg`Home of global startup relations and the European venture partners who read our analyst reports first.`,
  },
  {
    slug: "singapore",
    name: "Marina View Venture Lab",
    city: msg`Singapore`,
    country: msg`Singapore`,
    text: msg`The scouting desk for South and South-East Asia, and the selection panel of the Asia-Pacific Cohort.`,
  },
  {
    slug: "palo-alto",
    name: "Palo Alto Cohort Campus",
    city: msg`Palo Alto`,
    country: msg`United States`,
    text: msg`Where the fully sponsored Asia-Pacific Cohort spends its 120 days: workspace, housing and investor dinners.`,
  },
  {
    slug: "bengaluru",
    name: "Indiranagar Studio",
    city: msg`Bengaluru`,
    country: msg`India`,
    text: msg`Opening soon: consultancy for Indian founders, and the home of the Build with Nakhla India programme.`,
  },
  {
    slug: "riyadh",
    city: msg`Riyadh`,
    country: msg`Saudi Arabia`,
    text: msg`Partner centre for founders in the Kingdom, with monthly office hours run by our venture partners.`,
  },
  {
    slug: "cairo",
    city: msg`Cairo`,
    country: msg`Egypt`,
    text: msg`Partner centre with a university incubator, where our analysts train founders in financial modelling.`,
  },
  {
    slug: "nairobi",
    city: msg`Nairobi`,
    country: msg`Kenya`,
    text: msg`Partner centre for East African founders in payments, insurance and agriculture.`,
  },
  {
    slug: "jakarta",
    city: msg`Jakarta`,
    country: msg`Indonesia`,
    text: msg`Partner centre for South-East Asian founders, and a regular stop of the cohort's scouting tour.`,
  },
  {
    slug: "lisbon",
    city: msg`Lisbon`,
    country: msg`Portugal`,
    text: msg`Partner centre for European founders who want to expand to the Gulf, with quarterly pitch evenings.`,
  },
];
