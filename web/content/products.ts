import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { FIRM } from "../../core/firm";
import { PATHS } from "../paths";

/** The seven offerings of the Products page; most are invite-only (docs/product.md, section 2.3). */
export type Product = {
  name: MessageDescriptor;
  access: "Invite-only" | "Open to all";
  audience: MessageDescriptor;
  text: MessageDescriptor;
  link?: { label: MessageDescriptor; to: string };
};

export const INVITE_ONLY = {
  title: msg`Why most of what we offer is invite-only`,
  paragraphs: [
    msg`Our investors commit time as well as capital, so we open our rooms only to founders our analysts or partners have already met. That keeps every introduction worth taking, on both sides of the table.`,
    msg`There are two ways in. Register and pay for a pitch session, where our analysts assess your business and write the report that reaches our affiliated venture firms. Or receive a personal invite from one of our venture partners, who meet founders in all 48 countries where we work.`,
  ],
  ways: [
    {
      title: msg`Register for a pitch session`,
      text: msg`Apply online in 15–20 minutes and pay the session fee; an analyst assesses your business and you receive the summary of the report.`,
      link: { label: msg`Apply For Funding`, to: PATHS.application },
    },
    {
      title: msg`Receive a venture partner's invite`,
      text: msg`Our partners scout founders through accelerators, universities and our portfolio. An invite skips the fee and goes straight to a pitch slot.`,
      link: { label: msg`Meet the team`, to: PATHS.about },
    },
  ],
} as const;

export const PRODUCTS: readonly Product[] = [
  {
    name: msg`Pitch Session`,
    access: "Invite-only",
    audience: msg`Founders from pre-seed to Series B`,
    text: msg`A 45-minute session with our analysts: origin, market, questions and an open floor. The analyst report then goes to every affiliated venture firm that invests in your sector and stage.`,
    link: { label: msg`Apply for a pitch session`, to: PATHS.application },
  },
  {
    name: msg`Syndicated Co-investment`,
    access: "Invite-only",
    audience: msg`Family offices and angel investors in our network`,
    text: msg`Join rounds we lead, on the same terms as the firm, with the full analyst report and a seat at the quarterly portfolio review.`,
  },
  {
    name: msg`Build with ${FIRM.name}`,
    access: "Open to all",
    audience: msg`Founders who need hands-on help`,
    text: msg`Consultancy across ten disciplines, from revenue design to profitability engineering, with a 100% money-back guarantee if agreed outcomes are missed.`,
    link: { label: msg`See how we help`, to: PATHS.buildWith },
  },
  {
    name: msg`Asia-Pacific Cohort`,
    access: "Invite-only",
    audience: msg`Twelve teams from the Asia-Pacific region`,
    text: msg`A fully sponsored 120-day programme in Palo Alto: mentors, workspace, housing and a demo day in front of our network.`,
  },
  {
    name: msg`Venture Partner Desk`,
    access: "Invite-only",
    audience: msg`Portfolio founders`,
    text: msg`A named venture partner on call for hiring, board preparation and the next round, with introductions across 48 countries.`,
  },
  {
    name: msg`Research Library`,
    access: "Invite-only",
    audience: msg`Members of our network`,
    text: msg`Market letters, sector notes and the methods behind our analyst reports, published for members each quarter.`,
    link: { label: msg`Visit the library`, to: PATHS.blogs },
  },
  {
    name: msg`Founder Tools`,
    access: "Open to all",
    audience: msg`Anyone preparing to raise`,
    text: msg`A valuation calculator for pre-money and post-money figures, and the pitch timer we use in our own sessions.`,
    link: { label: msg`Open the valuation calculator`, to: PATHS.valuationCalculator },
  },
];
