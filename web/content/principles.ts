import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** The Philosophy page (/principles): two approaches and eight named investor-philosophy cards. */

export type Approach = {
  id: "deep-tech" | "traditional";
  title: MessageDescriptor;
  summary: MessageDescriptor;
  /** The same questions, answered for each approach, so the two read side by side. */
  points: { aspect: MessageDescriptor; text: MessageDescriptor }[];
};

export const APPROACHES: readonly [Approach, Approach] = [
  {
    id: "deep-tech",
    title: msg`Deep-tech investment`,
    summary: msg`Science and engineering companies whose first years go into proving that the technology works at scale.`,
    points: [
      {
        aspect: msg`Horizon`,
        text: msg`Seven to ten years. We plan follow-on capital for the whole journey before the first cheque.`,
      },
      {
        aspect: msg`How capital is released`,
        text: msg`In tranches tied to technical milestones: a working prototype, a pilot plant, a certified product.`,
      },
      {
        aspect: msg`Diligence`,
        text: msg`Independent technical review with university labs, a patent landscape and a path to manufacture.`,
      },
      {
        aspect: msg`What we look for`,
        text: msg`A hard problem with a large buyer waiting, and a team that can explain its physics to a customer.`,
      },
    ],
  },
  {
    id: "traditional",
    title: msg`Traditional-business investment`,
    summary: msg`Services, consumer and software companies that win on execution, distribution and unit economics.`,
    points: [
      {
        aspect: msg`Horizon`,
        text: msg`Three to six years, with a plan to reach profitability within 18 to 24 months of our investment.`,
      },
      {
        aspect: msg`How capital is released`,
        text: msg`In one round sized for a clear growth plan, with consultancy support to execute it.`,
      },
      {
        aspect: msg`Diligence`,
        text: msg`Customer calls, cohort retention and contribution margin by channel, checked against the books.`,
      },
      {
        aspect: msg`What we look for`,
        text: msg`Paying customers who stay, a repeatable way to find more, and founders who know their numbers.`,
      },
    ],
  },
];

/** The eight investor-philosophy cards: each has a name and the partner who holds it most dearly. */
export const PHILOSOPHY_CARDS = [
  {
    name: msg`Pitch Once`,
    championedBy: "Layla Haddad",
    text: msg`A founder should tell their story once. Our analyst report travels to every affiliated venture firm that fits, so you spend your time building rather than repeating.`,
  },
  {
    name: msg`Founders Before Forecasts`,
    championedBy: "Priya Raghavan",
    text: msg`Early spreadsheets are guesses. We judge how founders learn, decide and recruit, because that is what survives contact with the market.`,
  },
  {
    name: msg`Patient Capital`,
    championedBy: "Farida Rahman",
    text: msg`Family-office money has no fund deadline. We can hold through a slow regulatory approval or a second prototype when the prize is worth it.`,
  },
  {
    name: msg`Profit Is a Feature`,
    championedBy: "Mei Tanaka",
    text: msg`Growth matters, but a company that can pay its own way negotiates every later round from strength. We ask when, not whether.`,
  },
  {
    name: msg`Evidence Over Enthusiasm`,
    championedBy: "Daniel Okafor",
    text: msg`Every claim in a pitch is a hypothesis. Our analysts look for the receipt: a signed pilot, a retention curve, a customer who will take our call.`,
  },
  {
    name: msg`Local Roots, Global Reach`,
    championedBy: "Karim Nassar",
    text: msg`The best companies win at home first. Then our centres in 48 countries help them cross borders without starting from zero.`,
  },
  {
    name: msg`Governance From Day One`,
    championedBy: "Noor Al-Hashimi",
    text: msg`Clean cap tables, monthly reporting and an independent voice on the board cost little early on and save companies later.`,
  },
  {
    name: msg`Back the Second Act`,
    championedBy: "Yusuf Al-Mansoori",
    text: msg`We reserve capital for follow-on rounds, and we back founders again after a company that did not work. Failure honestly handled is experience.`,
  },
] as const;
