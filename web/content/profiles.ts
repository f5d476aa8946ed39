import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { FIRM } from "../../core/firm";
import type { TEAM_PROFILES } from "../paths";
import { PATHS } from "../paths";

type ProfileSlug = (typeof TEAM_PROFILES)[number]["slug"];

/**
 * An assistant of a team member. Contacts are kept masked in the content itself, so the full
 * numbers and addresses never reach the page or its JavaScript.
 */
export type Assistant = { name: string; role: MessageDescriptor; phone: string; email: string };

export type SocialLink = { label: MessageDescriptor; href: string; external: boolean };

/** The rest of a profile page (docs/product.md, section 2.3); slug, name and role live in TEAM_PROFILES (web/paths.ts). */
export type ProfileDetails = {
  /** Who they are in one line, under their name. */
  headline: MessageDescriptor;
  biography: MessageDescriptor[];
  focus: MessageDescriptor[];
  /** A city of content/offices.ts. */
  office: "Abu Dhabi" | "London" | "Singapore";
  maskedEmail: string;
  assistants: Assistant[];
};

const companyPage: SocialLink = {
  label: msg`${FIRM.name} on LinkedIn`,
  href: FIRM.companyPageUrl,
  external: true,
};

/** Every profile links to the firm's company page and to the contact form for a message. */
export const profileLinks = (firstName: string): SocialLink[] => [
  companyPage,
  {
    label: msg`Write to ${firstName} through our contact form`,
    href: PATHS.contact,
    external: false,
  },
];

export const PROFILE_DETAILS: Record<ProfileSlug, ProfileDetails> = {
  "layla-haddad": {
    headline: msg`Leads the investment committee and the syndicated investor network.`,
    biography: [
      msg`Layla Haddad has led Nakhla Ventures since the family office brought its investment activity under one roof in 2022. She chairs the investment committee, decides which analyst reports go to the network, and sits on the boards of four portfolio companies.`,
      msg`Before Nakhla she spent nine years building the direct-investment desk of a Gulf family office, where she backed logistics, water and payments companies from their first institutional round. She started her career as a process engineer in desalination, which is why founders in hard industries tend to find her asking about unit costs before slides.`,
      msg`She holds an engineering degree and an MBA, mentors two founders each cohort, and answers every founder who reaches her through a venture partner within a week.`,
    ],
    focus: [msg`Growth rounds`, msg`Water and energy`, msg`Logistics`, msg`Board governance`],
    office: "Abu Dhabi",
    maskedEmail: "l•••••.h•••••@nakhla.example",
    assistants: [
      {
        name: "Hana Suleiman",
        role: msg`Executive Assistant`,
        phone: "+971 2 555 ••41",
        email: "h•••.s••••••@nakhla.example",
      },
      {
        name: "Rami Aziz",
        role: msg`Investment Committee Secretary`,
        phone: "+971 2 555 ••46",
        email: "r•••.a•••@nakhla.example",
      },
    ],
  },
  "farida-rahman": {
    headline: msg`Chairs the board and represents the family office behind the firm.`,
    biography: [
      msg`Farida Rahman chairs the board of Nakhla Ventures and represents the family office whose capital anchors the firm. She led the 2022 consolidation that brought investments previously held through several family offices into one firm with one process.`,
      msg`Her career spans thirty years in banking and philanthropy: she ran a regional trade-finance business, then founded a scholarship foundation that has funded more than 900 engineering students across the Gulf and South Asia.`,
      msg`At Nakhla she keeps the long view: she reviews every fund allocation, insists on independent directors in growth-stage companies, and hosts the year-end gathering of the investor network.`,
    ],
    focus: [msg`Governance`, msg`Family-office capital`, msg`Education`, msg`Long-term allocation`],
    office: "Abu Dhabi",
    maskedEmail: "f•••••.r••••••@nakhla.example",
    assistants: [
      {
        name: "Grace Mwangi",
        role: msg`Chief of Staff to the Chairperson`,
        phone: "+971 2 555 ••52",
        email: "g••••.m•••••@nakhla.example",
      },
    ],
  },
  "karim-nassar": {
    headline: msg`Connects founders on four continents to the investor network.`,
    biography: [
      msg`Karim Nassar runs global startup relations: the venture partners, accelerators and university programmes that send founders to Nakhla, and the affiliated venture firms that receive our analyst reports.`,
      msg`He co-founded a marketplace for industrial spare parts, sold it in 2017 and spent the following years as a venture partner in London, where he learnt how differently investors in Europe, the Gulf and India read the same pitch. Founders who meet him usually leave with two introductions and one hard question.`,
      msg`He organises the Open Pitch Day and the Asia-Pacific Cohort intake, and speaks Arabic, French and English.`,
    ],
    focus: [msg`Founder sourcing`, msg`Partner network`, msg`Events`, msg`Europe–Gulf corridor`],
    office: "London",
    maskedEmail: "k••••.n•••••@nakhla.example",
    assistants: [
      {
        name: "Elif Demir",
        role: msg`Partnerships Coordinator`,
        phone: "+44 20 7946 ••28",
        email: "e•••.d••••@nakhla.example",
      },
      {
        name: "Owen Price",
        role: msg`Events Manager`,
        phone: "+44 20 7946 ••35",
        email: "o•••.p••••@nakhla.example",
      },
    ],
  },
  "priya-raghavan": {
    headline: msg`Finds founders before the rest of the market does.`,
    biography: [
      msg`Priya Raghavan leads startup scouting from Singapore. She and her scouts meet around 600 founders a year across South and South-East Asia and decide which of them receive a personal invite to pitch.`,
      msg`She was an early employee of a Bengaluru payments company, then an operating partner at a seed fund, where she built the sourcing process Nakhla now uses: every invite comes with a written reason, and every founder who is turned down hears why.`,
      msg`She is the first reader of every application from India and a mentor in the Asia-Pacific Cohort.`,
    ],
    focus: [msg`Pre-Seed and Seed`, msg`FinTech`, msg`SaaS`, msg`India and South-East Asia`],
    office: "Singapore",
    maskedEmail: "p••••.r•••••••@nakhla.example",
    assistants: [
      {
        name: "Wei Lin Tan",
        role: msg`Scouting Associate`,
        phone: "+65 6555 ••94",
        email: "w•••••.t••@nakhla.example",
      },
    ],
  },
  "daniel-okafor": {
    headline: msg`Writes the analyst reports our network invests on.`,
    biography: [
      msg`Daniel Okafor heads research. His team of eight analysts assesses every pitch session and writes the report that goes to our affiliated venture firms: thirteen topics, from the founders' background to anomalies and red flags.`,
      msg`He trained as an economist, spent six years in equity research covering African and Middle Eastern telecoms, and joined Nakhla to build a research practice that founders also find useful. Every founder who pitches receives the summary of their own report.`,
      msg`He publishes the firm's quarterly market letters in the members' library and teaches financial modelling to each cohort.`,
    ],
    focus: [
      msg`Analyst reports`,
      msg`Market research`,
      msg`Financial modelling`,
      msg`Africa and the Middle East`,
    ],
    office: "Abu Dhabi",
    maskedEmail: "d•••••.o•••••@nakhla.example",
    assistants: [
      {
        name: "Lucía Fernández",
        role: msg`Senior Research Analyst`,
        phone: "+971 2 555 ••63",
        email: "l•••••.f•••••••@nakhla.example",
      },
      {
        name: "Samir Haddou",
        role: msg`Research Coordinator`,
        phone: "+971 2 555 ••67",
        email: "s••••.h•••••@nakhla.example",
      },
    ],
  },
};
