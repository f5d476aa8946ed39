import { PATHS } from "../paths";

/** An event of the Events page. Dates are local date-times; past ones show an ended state. */
export type SiteEvent = {
  slug: string;
  title: string;
  visibility: "Private" | "Public";
  startsAt: string;
  venue: string;
  summary: string;
  details: {
    agenda: { time: string; item: string }[];
    whoAttends: string;
    notes: string[];
  };
  /** Only the public event takes registrations (spec section 2). */
  registration?: { label: "Register Now"; to: string };
};

export const EVENTS: readonly SiteEvent[] = [
  {
    slug: "year-end-investor-circle",
    title: "Year-End Investor Circle",
    visibility: "Private",
    startsAt: "2025-12-31T18:00:00",
    venue: "Nakhla House, Al Maryah Island, Abu Dhabi",
    summary:
      "Our partners, the family office and the affiliated venture firms close the year together: the portfolio review, the analysts' outlook for 2026 and dinner on the terrace.",
    details: {
      agenda: [
        { time: "18:00", item: "Arrivals and welcome by the Chairperson" },
        { time: "18:30", item: "Portfolio review: the year in twelve companies" },
        { time: "19:30", item: "Research outlook 2026, presented by the Head of Research" },
        { time: "20:30", item: "Dinner and the countdown to the new year" },
      ],
      whoAttends:
        "By invitation only: partners of affiliated venture firms, co-investors of the syndicate and the founders of portfolio companies.",
      notes: [
        "Invitations are personal and cannot be transferred.",
        "The portfolio review is confidential and may not be recorded.",
      ],
    },
  },
  {
    slug: "open-pitch-day",
    title: "Open Pitch Day 2026",
    visibility: "Public",
    startsAt: "2026-01-11T10:30:00",
    venue: "Nakhla House, Al Maryah Island, Abu Dhabi, and streamed online",
    summary:
      "A morning of founder pitches in front of our analysts and venture partners, open to every founder who registers. The best three teams are invited to a full pitch session.",
    details: {
      agenda: [
        { time: "10:30", item: "Opening: how our analysts read a pitch" },
        { time: "11:00", item: "Ten-minute pitches, in the Origin Spark format" },
        { time: "12:30", item: "Panel: raising across the Gulf, India and Europe" },
        { time: "13:30", item: "Results and lunch with the venture partners" },
      ],
      whoAttends:
        "Founders at any stage, students, angel investors and anyone curious about how venture decisions are made.",
      notes: [
        "Registration goes through the funding application: mention Open Pitch Day in your expectations to pitch on stage.",
        "Seats in the room are limited to 200; the stream is open to all.",
      ],
    },
    registration: { label: "Register Now", to: PATHS.application },
  },
];
