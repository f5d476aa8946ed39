/**
 * The 10 centres of the home page carousel (docs/product.md, section 2.3). Five are our own named centres; the
 * other five are partner centres where our programmes run, shown by their city.
 */
export type Centre = {
  slug: string;
  /** The centre's own name, for the five named centres. */
  name?: string;
  city: string;
  country: string;
  text: string;
};

/** Each centre's illustration: our own SVG, 640 × 360. */
export const centreImage = (slug: string) => `/centres/${slug}.svg`;
export const CENTRE_IMAGE_SIZE = { width: 640, height: 360 } as const;

export const CENTRES: readonly Centre[] = [
  {
    slug: "abu-dhabi",
    name: "Nakhla House",
    city: "Abu Dhabi",
    country: "United Arab Emirates",
    text: "Our headquarters on Al Maryah Island: the investment committee, the research team and the pitch-session studio.",
  },
  {
    slug: "london",
    name: "Old Jewry Founders Hall",
    city: "London",
    country: "United Kingdom",
    text: "Home of global startup relations and the European venture partners who read our analyst reports first.",
  },
  {
    slug: "singapore",
    name: "Marina View Venture Lab",
    city: "Singapore",
    country: "Singapore",
    text: "The scouting desk for South and South-East Asia, and the selection panel of the Asia-Pacific Cohort.",
  },
  {
    slug: "palo-alto",
    name: "Palo Alto Cohort Campus",
    city: "Palo Alto",
    country: "United States",
    text: "Where the fully sponsored Asia-Pacific Cohort spends its 120 days: workspace, housing and investor dinners.",
  },
  {
    slug: "bengaluru",
    name: "Indiranagar Studio",
    city: "Bengaluru",
    country: "India",
    text: "Opening soon: consultancy for Indian founders, and the home of the Build with Nakhla India programme.",
  },
  {
    slug: "riyadh",
    city: "Riyadh",
    country: "Saudi Arabia",
    text: "Partner centre for founders in the Kingdom, with monthly office hours run by our venture partners.",
  },
  {
    slug: "cairo",
    city: "Cairo",
    country: "Egypt",
    text: "Partner centre with a university incubator, where our analysts train founders in financial modelling.",
  },
  {
    slug: "nairobi",
    city: "Nairobi",
    country: "Kenya",
    text: "Partner centre for East African founders in payments, insurance and agriculture.",
  },
  {
    slug: "jakarta",
    city: "Jakarta",
    country: "Indonesia",
    text: "Partner centre for South-East Asian founders, and a regular stop of the cohort's scouting tour.",
  },
  {
    slug: "lisbon",
    city: "Lisbon",
    country: "Portugal",
    text: "Partner centre for European founders who want to expand to the Gulf, with quarterly pitch evenings.",
  },
];
