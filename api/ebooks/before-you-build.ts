import { FAILURE_CAUSES } from "../../core/consultancy";
import { type Chapter, EBOOK_AUTHOR, EBOOK_CONTACT, type EbookDocument } from "./document";

// The founder ebook of /startup-consultancy-form. Its chapters follow that page: why startups fail
// (the same three failures), the three-phase programme (the same phases), then checklists.

const READ_THIS_FIRST: Chapter = {
  title: "Read this first",
  blocks: [
    {
      kind: "paragraph",
      text: "Most startups do not fail for lack of talent. They fail for reasons that were visible before the first line of code: nobody needed the product badly enough, the money ran out before the answer arrived, or the founders discovered too late that they wanted different things.",
    },
    {
      kind: "paragraph",
      text: "This short book is what we wish every founder read before building. It is based on the questions our analysts ask when a startup pitches to us, and on what we see in the companies that come to our consultancy programme after a difficult first year. It will take you about thirty minutes. The checklists at the end take longer, and that is the point.",
    },
    {
      kind: "paragraph",
      text: "Money in this book is in Indian rupees (INR), because most of the founders who ask for it build in India; the reasoning works in any currency.",
    },
  ],
};

const WHY_STARTUPS_FAIL: Chapter = {
  title: "Why startups fail",
  blocks: [
    {
      kind: "paragraph",
      text: "When founders of failed startups are asked what went wrong, the same few answers come back again and again. Across the post-mortems we have read, the main cause breaks down roughly like this:",
    },
    {
      kind: "bullets",
      items: FAILURE_CAUSES.map((cause) => `${cause.label}: ${cause.percent}%`),
    },
    { kind: "heading", text: "1. Building before asking" },
    {
      kind: "paragraph",
      text: "Months of code for a problem nobody pays to solve: the most common and most expensive mistake. It rarely looks like a mistake at the time. The founder has the problem personally, friends say it is a great idea, and building feels like progress while talking to strangers feels like delay.",
    },
    {
      kind: "paragraph",
      text: "The fix is cheap and uncomfortable: before building, find twenty people who have the problem, ask how they deal with it today and what it costs them, and listen for whether they have already tried to solve it. People who have spent money or time on a workaround are the ones who will pay you. Compliments are not evidence; a pre-order, a signed letter of intent or an hour of someone's time is.",
    },
    { kind: "heading", text: "2. Running out of runway" },
    {
      kind: "paragraph",
      text: "Spending as if the next round is certain, with no plan for the months when it is late. Fundraising takes longer than founders expect, usually four to six months from first meeting to money in the bank, and it takes longest exactly when the market turns cautious.",
    },
    {
      kind: "paragraph",
      text: "Know your monthly burn to the nearest thousand rupees and your runway to the month. Decide in advance which costs you would cut first if a round slips by six months, and start raising when you still have at least nine months of cash. A startup that can survive a late round negotiates from strength.",
    },
    { kind: "heading", text: "3. The wrong first team" },
    {
      kind: "paragraph",
      text: "Co-founders who agree on the idea but not on roles, hours, equity or what success means. These disagreements are invisible while everything is exciting and become fatal the first time something goes wrong: a lost customer, a rejected round, an offer to be acquired.",
    },
    {
      kind: "paragraph",
      text: "Have the awkward conversations early and write the answers down: who decides what, how many hours each founder will really give, how equity vests, what happens if someone leaves, and what outcome each of you would call a success in five years. The co-founder checklist later in this book lists the questions.",
    },
  ],
};

const PROGRAMME: Chapter = {
  title: "The three-phase programme",
  blocks: [
    {
      kind: "paragraph",
      text: `Our consultancy programme takes a founder from idea to investor story in three phases. You can follow the same path on your own; the programme adds analysts, mentors and deadlines. Each phase ends with a decision, not a deliverable.`,
    },
    { kind: "heading", text: "Phase 1 · Validate" },
    {
      kind: "paragraph",
      text: "Four weeks of customer conversations, a sized market and a clear go or no-go.",
    },
    {
      kind: "bullets",
      items: [
        "Week 1: write down the customer, the problem and the three assumptions that must be true. Book fifteen interviews.",
        "Week 2: run the interviews without pitching. Record what people did, not what they say they would do.",
        "Week 3: size the market from the bottom up (buyers, share with the problem, realistic price) and map today's alternatives.",
        "Week 4: test willingness to pay with a landing page, a pre-order or a paid pilot. Decide: go, change course, or stop.",
      ],
    },
    { kind: "heading", text: "Phase 2 · Build lean" },
    {
      kind: "paragraph",
      text: "The smallest product that proves the promise, with the numbers to watch from day one.",
    },
    {
      kind: "bullets",
      items: [
        "Cut the feature list to what the first ten customers need to get the promised result. Everything else waits.",
        "Prefer manual work behind the scenes to automation until the process is proven.",
        "Choose three numbers to watch weekly, for example activation, retention after four weeks and revenue per customer.",
        "Ship to real users within eight weeks; talk to every one of them.",
      ],
    },
    { kind: "heading", text: "Phase 3 · Grow and raise" },
    {
      kind: "paragraph",
      text: "Pricing, first channels and an investor story built on evidence rather than hope.",
    },
    {
      kind: "bullets",
      items: [
        "Set prices from what customers pay for today's alternatives and the value you deliver, not from your costs.",
        "Test two or three acquisition channels with small budgets; keep the one with the best cost per paying customer.",
        "Build the investor story from evidence: the problem in customers' words, traction, unit economics, the plan for the money.",
        "Raise when the numbers tell the story, with nine months of runway still in the bank.",
      ],
    },
  ],
};

const CHECKLISTS: Chapter = {
  title: "Checklists",
  blocks: [
    {
      kind: "paragraph",
      text: "Tick a box only when you have written evidence: notes, numbers or a signed document. Any unticked box is the next thing to work on.",
    },
    { kind: "heading", text: "Before you write code" },
    {
      kind: "checklist",
      items: [
        "I can describe my customer in one sentence, specific enough to find twenty of them this month.",
        "I have spoken to at least fifteen of them without pitching my idea.",
        "At least five already spend money or time on a workaround.",
        "I know what they use today and why it frustrates them.",
        "I have a bottom-up market size with assumptions I can defend.",
        "Someone has paid, pre-ordered or signed a letter of intent.",
      ],
    },
    { kind: "heading", text: "Money and runway" },
    {
      kind: "checklist",
      items: [
        "I know my monthly burn to the nearest thousand rupees.",
        "I know the month my cash runs out if revenue does not grow.",
        "I have a plan for a fundraising delay of six months.",
        "I know which costs I would cut first, and by how much.",
        "I know how much I am investing myself (in INR) and how long I can go without a salary.",
        "I will start raising with at least nine months of runway left.",
      ],
    },
    { kind: "heading", text: "The co-founder conversation" },
    {
      kind: "checklist",
      items: [
        "We have agreed who decides product, money, hiring and sales.",
        "Each of us has said how many hours a day we will really give, for the next year.",
        "Equity is split in writing, with vesting over four years and a one-year cliff.",
        "We have agreed what happens if one of us leaves.",
        "We have each said what success looks like in five years, and the answers are compatible.",
        "We know how we will resolve a disagreement we cannot settle between us.",
      ],
    },
    { kind: "heading", text: "Ready to talk to investors" },
    {
      kind: "checklist",
      items: [
        "I can state the problem in my customers' words.",
        "I have traction that a stranger can verify.",
        "I know my customer acquisition cost and lifetime value, or why it is too early to know.",
        "I can say what the money will achieve and by when.",
        "My pitch fits in ten slides and ten minutes.",
      ],
    },
  ],
};

const NEXT_STEPS: Chapter = {
  title: "Next steps",
  blocks: [
    {
      kind: "paragraph",
      text: "If the checklists left many boxes empty, good: you now know what to work on, before it costs you a year. Start with the first unticked box of 'Before you write code'; nothing else matters until that list is done.",
    },
    {
      kind: "paragraph",
      text: `The ebook is free; the first consultation call is too. In thirty minutes one of our consultants will go through your answers with you and tell you honestly which phase you are in and what we would do next in your place. Reply to the e-mail that brought you this book, or write to ${EBOOK_CONTACT}.`,
    },
    {
      kind: "paragraph",
      text: `${EBOOK_AUTHOR} invests in early-stage founders and runs the consultancy programme described in this book, with a 100% money-back guarantee if the outcomes we agree on are missed.`,
    },
  ],
};

export const BEFORE_YOU_BUILD: EbookDocument = {
  title: "Before You Build — Read This First",
  subtitle:
    "Why startups fail, the three-phase programme, and the checklists to use before you write code",
  author: EBOOK_AUTHOR,
  summary:
    "A short guide for founders: the reasons startups fail, a three-phase programme from validation to fundraising, and checklists for the customer, the money and the founding team.",
  published: new Date("2025-07-12T00:00:00Z"),
  chapters: [READ_THIS_FIRST, WHY_STARTUPS_FAIL, PROGRAMME, CHECKLISTS, NEXT_STEPS],
};
