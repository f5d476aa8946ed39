import { msg } from "@lingui/core/macro";
import { FIRM } from "../../core/firm";

/** The firm's story on the About page (docs/product.md, section 1). */
export const STORY = {
  lead: msg`${FIRM.name} is the investment arm of a UAE family office. We run a syndicated investor network: a startup pitches to us once, and our analyst report goes to the affiliated venture firms that invest in its sector and stage.`,
  paragraphs: [
    msg`The family behind the firm has backed founders for three decades, first in trade and logistics, then in technology. For most of that time its investments went through several family offices of the same group, each with its own process.`,
    msg`In 2022 those activities were consolidated into ${FIRM.name}: one investment committee, one research team and one way for founders to reach us. The partners, analysts and venture partners on this page are the people who came together then, and those who have joined since.`,
    msg`Most of what we offer is invite-only. Founders join by registering for a pitch session, where our analysts assess the business, or through a personal invite from one of our venture partners. Alongside investment, our consultancy programme works inside startups with a 100% money-back guarantee if agreed outcomes are missed.`,
  ],
  milestones: [
    {
      year: msg`1990s`,
      text: msg`The family office makes its first investments in regional trade and logistics.`,
    },
    {
      year: "2014",
      text: msg`First cheque into a technology startup, a cold-chain company in Abu Dhabi.`,
    },
    {
      year: "2022",
      text: msg`Investments consolidated into ${FIRM.name}, with a syndicated investor network.`,
    },
    {
      year: "2026",
      text: msg`Ten centres, 48 countries and the first fully sponsored Asia-Pacific Cohort.`,
    },
  ],
} as const;
