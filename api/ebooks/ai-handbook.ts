import type { HANDBOOK_ROLES } from "../../core/lead-choices";
import {
  type Block,
  type Chapter,
  EBOOK_AUTHOR,
  EBOOK_CONTACT,
  type EbookDocument,
  type Prompt,
} from "./document";

type HandbookRole = (typeof HANDBOOK_ROLES)[number];

/** One section of prompts, for one of the roles the handbook form asks for. */
export type PromptSection = {
  role: HandbookRole;
  title: string;
  intro: string;
  prompts: readonly Prompt[];
};

const ENTREPRENEURS: PromptSection = {
  role: "Entrepreneur",
  title: "For Entrepreneurs",
  intro:
    "From the first customer conversation to the monthly investor update. These prompts are for founders who have more questions than hours, and who need a sparring partner that does not get tired of the same question asked five ways.",
  prompts: [
    {
      title: "The problem interview",
      when: "Before you write any code, to learn whether the problem hurts enough to pay for.",
      text: "I am exploring a product for [type of customer] who struggle with [problem]. Write a 20-minute interview script of 10 open questions about how they deal with [problem] today, what it costs them in time or money, and what they have already tried. No question may mention my idea or ask whether they would buy it. After the script, list three answers that should make me doubt the problem is painful enough.",
    },
    {
      title: "Bottom-up market size",
      when: "When a deck or a grant form asks for TAM, SAM and SOM and you want numbers you can defend.",
      text: "Estimate the market for [product] sold to [customer segment] in [country or region] from the bottom up: number of possible buyers, share that has the problem, realistic price per year. Show each assumption on its own line with a low, likely and high value and where I could check it. Then give the total for each case. Do not use top-down figures from market reports.",
    },
    {
      title: "Competitor map",
      when: "When you need to explain why you, and a customer will ask what they use today.",
      text: "List the ways [type of customer] solve [problem] today, including spreadsheets, agencies and doing nothing, not only software. For each: who uses it, what it costs, what it does well and where it frustrates users. Finish with a two-axis map I could draw, naming the axes that matter most to the buyer, and where [my product] would sit.",
    },
    {
      title: "The one-sentence promise",
      when: "When your homepage, your pitch and your co-founder each describe the product differently.",
      text: "Here is what my product does: [three to five sentences]. Write 10 one-sentence value propositions in the form 'For [customer] who [need], [product] [benefit], unlike [alternative]'. Vary the customer, the benefit and the alternative. Mark the three that a busy buyer would understand in five seconds, and say why.",
    },
    {
      title: "Pricing hypotheses",
      when: "Before your first sales call, so the price is a test rather than a guess.",
      text: "My product [description] saves [customer] about [time or money] per [month]. Propose three pricing models (for example per seat, per use, flat tier) with a starting price for each, the reasoning behind it and the risk it carries. For each model, write one question I can ask in a sales call to learn whether the price is too low.",
    },
    {
      title: "Landing page that tests demand",
      when: "When you want to measure interest with a waiting list before building.",
      text: "Write the copy for a one-page site for [product] aimed at [customer]: a headline under 10 words, a subheading, three benefits with one line each, one objection answered, and a call to action that asks for an e-mail address. Then write two alternative headlines for an A/B test, each built on a different pain point.",
    },
    {
      title: "Cold message to a first customer",
      when: "When you need your first ten conversations and have no warm introductions.",
      text: "Write a cold e-mail of at most 90 words to [job title] at [type of company] asking for a 20-minute call about [problem], not a demo. Mention one specific observation about their kind of business. Give two subject lines. Then write a polite follow-up for one week later that adds something useful rather than repeating the ask.",
    },
    {
      title: "Turning interview notes into insight",
      when: "After five or more customer conversations, when the notes are a pile.",
      text: "Below are my notes from [number] customer interviews. Group what people said into themes, count how many interviews mention each theme, and quote the strongest line for each. Separate what people did in the past from what they say they would do. End with the three assumptions my notes support and the two they contradict.\n[paste notes]",
    },
    {
      title: "The pitch story in ten slides",
      when: "When you are building or rebuilding a deck for investors.",
      text: "Act as an early-stage investor. From the facts below, outline a 10-slide pitch: problem, why now, solution, traction, market, business model, competition, team, financials, the ask. Give each slide a headline that states a conclusion rather than a topic, and the one number or fact it must show. Flag any slide where my facts are too weak to carry it.\n[paste facts]",
    },
    {
      title: "The hardest investor questions",
      when: "A week before a pitch, to rehearse answers rather than improvise them.",
      text: "You are a sceptical seed investor who has read this summary of my startup: [summary]. Ask me the 12 hardest questions you would ask in a first meeting, ordered from most to least likely. For each, say what a weak answer sounds like and what a strong answer would need to include. Do not answer them for me.",
    },
    {
      title: "Unit economics check",
      when: "When you need to know whether each customer makes or loses money.",
      text: "Here are my numbers: price [amount] per [period], gross margin [percent], monthly churn [percent], marketing spend [amount] per month bringing [number] customers. Calculate customer acquisition cost, lifetime value, LTV to CAC ratio and months to recover CAC. Show the formulas. Tell me which single number, if improved by 20%, changes the result the most.",
    },
    {
      title: "Runway scenarios",
      when: "Every quarter, and whenever a hire, a price change or a late round is on the table.",
      text: "My bank balance is [amount], monthly costs are [amount] and monthly revenue is [amount], growing [percent] a month. Build three scenarios for the next 18 months: plan, revenue growth halved, and fundraising delayed six months. For each, give the month cash runs out and the two costs I could cut first. Present it as a table I can paste into a spreadsheet.",
    },
    {
      title: "Pre-mortem",
      when: "Before a big bet: a launch, a new market, a large hire.",
      text: "Imagine it is [date one year from now] and [project] has clearly failed. Write the five most likely reasons it failed, each as a short story of what went wrong and the early warning sign we ignored. Then, for each reason, suggest one cheap thing we could do in the next 30 days to make it less likely.",
    },
    {
      title: "Quarterly goals that can be measured",
      when: "At the start of a quarter, when the to-do list has become the strategy.",
      text: "Our company goal for this quarter is [goal]. Our team is [roles]. Propose three objectives, each with two or three key results that are numbers we can check weekly, and name the owner role for each. Point out any key result that is really a task, and rewrite it as an outcome.",
    },
    {
      title: "The first hire",
      when: "When you are about to hire the first person who is not a founder.",
      text: "I am a [founder background] founder of a [stage] startup in [sector]. Write a job description for a [role] that says plainly what the first 90 days look like, the three outcomes that will define success, what we cannot offer yet, and the salary range [range]. Keep it under 350 words and leave out generic phrases such as 'fast-paced environment'.",
    },
    {
      title: "The monthly investor update",
      when: "On the first working day of every month, in ten minutes rather than an evening.",
      text: "Write a monthly update to my investors from these notes. Structure: one-line summary, key numbers against last month (table), highlights, lowlights told honestly, what we learned, and two specific asks where an investor could help. Keep it under 400 words and do not soften the lowlights.\n[paste notes and numbers]",
    },
    {
      title: "Term sheet in plain words",
      when: "When a term sheet arrives and you want to understand it before you call your lawyer.",
      text: "Explain each clause of this term sheet in plain language: what it means, what is standard at [stage] in [country], and what it could cost me in a good and a bad outcome. Mark the three clauses I should ask my lawyer about first. Do not give legal advice; tell me what to ask.\n[paste term sheet]",
    },
    {
      title: "Advisor or board meeting agenda",
      when: "The day before a meeting with advisors or the board, so the hour produces decisions.",
      text: "Draft a 60-minute agenda for a meeting with [who] about [topics]. Start with the decisions we need from them, put updates in a pre-read instead of the meeting, give each item a time and an owner, and finish with five minutes to confirm actions. Also write the three-paragraph pre-read from these notes: [notes].",
    },
  ],
};

const PROFESSIONALS: PromptSection = {
  role: "Professional",
  title: "For Professionals",
  intro:
    "For people whose week is meetings, documents and decisions made with other people. Use these prompts to get to a clear first draft fast, then spend your own time on judgement.",
  prompts: [
    {
      title: "Meeting notes to decisions",
      when: "Straight after a meeting, before the details fade.",
      text: "Turn these rough meeting notes into: decisions made (one line each), actions with owner and due date as a table, open questions, and a three-sentence summary for people who were not there. If an action has no owner or date in my notes, mark it 'to confirm' rather than inventing one.\n[paste notes]",
    },
    {
      title: "Executive summary",
      when: "When a long report has to be read by someone with five minutes.",
      text: "Summarise the document below for [audience] in at most 200 words: the main finding, the two or three facts that support it, the decision it asks for and the cost of not deciding. Then list anything in the document that a careful reader would challenge.\n[paste document]",
    },
    {
      title: "Rewrite for tone",
      when: "When an e-mail is right in content but might land badly.",
      text: "Rewrite this e-mail so it is [firm but friendly / shorter / more formal] for [recipient], keeping every fact and request. Put the request in the first two sentences. Then show the three changes that matter most and why.\n[paste e-mail]",
    },
    {
      title: "Presentation outline",
      when: "When you have a topic and a deadline but no slides yet.",
      text: "I have [minutes] minutes to present [topic] to [audience], who care most about [concern]. Outline the talk slide by slide: a headline that states the point, the evidence or visual for it, and the speaker's key sentence. Keep it to one idea per slide and end with the decision or action I want from the audience.",
    },
    {
      title: "Status report from bullet points",
      when: "Every week or fortnight, when a project update is due.",
      text: "Write a project status report from these bullet points. Use: overall status (green, amber or red, with one line why), progress since last report, next steps, risks with likelihood and impact, and help needed. Plain language, no more than 250 words.\n[paste bullet points]",
    },
    {
      title: "Comparing options",
      when: "When a decision has several options and the discussion keeps going round.",
      text: "We must choose between [option A], [option B] and [option C] for [purpose]. Suggest five criteria that matter for this decision, with a weight for each, and score each option from 1 to 5 with a one-line reason. Show the table and the weighted totals. Then tell me which assumption, if wrong, would change the winner.",
    },
    {
      title: "Project plan with risks",
      when: "At the kick-off of a project with several people and a fixed date.",
      text: "Create a plan for [project] due on [date] with a team of [roles]. Break it into phases and tasks with an owner role and an estimate in days, mark dependencies, and name the critical path. Then list the five biggest risks with an early warning sign and a mitigation for each.",
    },
    {
      title: "Research brief",
      when: "When you need to get up to speed on an unfamiliar topic before a meeting.",
      text: "I need to understand [topic] well enough to [purpose] by [date]. Give me: the ten key terms with one-line definitions, the main schools of thought or approaches, the questions experts disagree on, and the types of sources I should read first. Mark any statement you are not certain of so I can verify it.",
    },
    {
      title: "Explaining a spreadsheet formula",
      when: "When you inherit a spreadsheet nobody can explain.",
      text: "Explain what this spreadsheet formula does, step by step, as if to a colleague who knows basic spreadsheets. Then suggest a simpler or more robust version, and give two test inputs with the result each should produce so I can check it.\n[paste formula and describe the columns]",
    },
    {
      title: "Reading a table of data",
      when: "When someone sends numbers and asks 'what do you make of this?'",
      text: "Here is a table of [what the data is]. Describe the three most important patterns, any outliers and possible reasons for them, and what the data cannot tell us. Suggest one chart that would show the main point best. Do not invent numbers that are not in the table.\n[paste table]",
    },
    {
      title: "Preparing a difficult conversation",
      when: "Before giving hard feedback, saying no to a senior person or negotiating.",
      text: "I need to talk to [person and role] about [issue]. My goal is [outcome]. Help me prepare: an opening of two sentences that states the issue without blame, three questions to understand their view, the likely objections and a calm answer to each, and a clear next step to agree on before we finish.",
    },
    {
      title: "Self-assessment for a review",
      when: "When your performance review form is due and your achievements are scattered.",
      text: "Here are notes on what I did this year: [notes]. My role's goals were [goals]. Write a self-assessment that links each achievement to a goal with its measurable result, names one area I want to grow in with a concrete plan, and stays factual rather than boastful. Under 400 words.",
    },
    {
      title: "A learning plan",
      when: "When your job now needs a skill you do not have yet.",
      text: "I am a [role] and need to become competent at [skill] in [weeks] weeks, with about [hours] hours a week. Build a week-by-week plan with a goal, a small practical exercise tied to my work and a way to check progress for each week. Suggest kinds of resources rather than specific titles you are unsure exist.",
    },
    {
      title: "Plain-language explainer",
      when: "When a policy, contract clause or technical note must be understood by everyone.",
      text: "Rewrite the text below for [audience] at a reading level a 15-year-old could follow. Keep every obligation, number and date. Add a short 'What this means for you' list at the end. Mark anything in the original that is ambiguous.\n[paste text]",
    },
    {
      title: "Stakeholder map",
      when: "At the start of a change that touches several teams.",
      text: "For [initiative] in a [type of organisation], list the likely stakeholders. For each: what they care about, how the change affects them, their likely position, and the best way and moment to involve them. Then sort them into a 2x2 of influence and interest and suggest the first three conversations to have.",
    },
    {
      title: "Interview questions that predict the job",
      when: "When you are on a hiring panel and want more than 'tell me about yourself'.",
      text: "Write 8 interview questions for a [role] whose main challenges will be [challenges]. Make each ask about a real past situation. For each, describe what a strong, an average and a weak answer contains, so the panel can score consistently.",
    },
    {
      title: "Writing a procedure",
      when: "When a task is done often but lives only in one person's head.",
      text: "Turn this description of how I do [task] into a standard operating procedure: purpose, when it applies, what you need before starting, numbered steps with the expected result of each, common mistakes and how to fix them, and who to ask for help. Keep each step to one action.\n[paste description]",
    },
    {
      title: "Planning the week",
      when: "On Monday morning, when everything on the list looks urgent.",
      text: "Here is my task list with deadlines and rough effort: [tasks]. My fixed meetings take [hours] hours this week and my top goal is [goal]. Sort the tasks into do now, schedule, delegate and drop, with one line of reasoning each, and propose a day-by-day plan that leaves 20% of the time free.",
    },
  ],
};

const FREELANCERS: PromptSection = {
  role: "Freelancer",
  title: "For Freelancers",
  intro:
    "For people who are their own sales team, project manager and accounts department. These prompts handle the writing around the work, so more of your hours go into the work itself and get paid.",
  prompts: [
    {
      title: "Proposal from a client brief",
      when: "When a brief arrives and you want to reply the same day with something specific.",
      text: "Here is a client brief: [paste brief]. I am a [type of freelancer] with experience in [relevant work]. Write a proposal of at most 500 words: the client's problem in their own words, my approach in three steps, what they will receive and when, the price [amount] and what it includes, and one sentence on why I am a good fit. No flattery.",
    },
    {
      title: "Questions for a vague brief",
      when: "When the brief is two lines and a deadline.",
      text: "A client sent this brief: [brief]. List the questions I must ask before I can quote, grouped as goals, audience, scope, content and assets, timing, budget and approval. Mark the five that would change the price most. Then write a friendly e-mail asking them, so it does not feel like a form.",
    },
    {
      title: "Scope with exclusions",
      when: "Before you start, so the project does not quietly double in size.",
      text: "Write a scope of work for [project] for [client]: deliverables with a clear definition of done, number of revision rounds, timeline with client dependencies, what is explicitly not included, and how changes outside the scope are priced. Use short numbered clauses a client will actually read.",
    },
    {
      title: "Three pricing packages",
      when: "When clients compare you on hourly rate alone.",
      text: "I offer [service] to [type of client]. Design three packages (basic, standard, premium) priced around [rough budget]. For each: who it is for, what is included, delivery time and price. Make the middle option the obvious choice and explain why. Avoid listing hours; describe outcomes.",
    },
    {
      title: "Cold pitch to a prospect",
      when: "When you want work from a company you admire, not from a job board.",
      text: "Write a cold e-mail of at most 120 words to [name and role] at [company]. Open with one specific observation about their [website, product or content] and a concrete idea to improve it, link to one relevant example of my work [link], and ask for a 15-minute call. Give two subject lines that do not look like marketing.",
    },
    {
      title: "Discovery call agenda",
      when: "Before a first call with a prospect, so the call ends with a clear next step.",
      text: "Prepare a 30-minute discovery call for a prospect who needs [service]. Give the agenda with times, the eight questions that uncover their goal, budget, decision-maker and deadline, the signs that they are not a good fit, and the sentence I will use to propose the next step.",
    },
    {
      title: "Portfolio case study",
      when: "After a project you are proud of, while the details are fresh.",
      text: "Write a portfolio case study from these notes: [client type, problem, what I did, results]. Structure: a headline with the result, the challenge, my approach in three steps, the outcome with numbers, and a client quote placeholder. Under 300 words, written for a future client rather than for other freelancers.",
    },
    {
      title: "Profile headline and summary",
      when: "When your profile on a freelance platform or network gets views but no messages.",
      text: "I am a [type of freelancer] who helps [type of client] achieve [result]. My best past results: [results]. Write five profile headlines under 120 characters that lead with the client's result, and a 150-word summary that ends with a clear call to contact me. Avoid the words 'passionate' and 'guru'.",
    },
    {
      title: "Kick-off e-mail",
      when: "The day a client signs, to set expectations for the whole project.",
      text: "Write a kick-off e-mail for [project] with [client]: thanks in one line, the timeline with milestones and dates, what I need from them and by when, how and how often I will report progress, how feedback should be sent, and my working hours. Friendly and under 250 words.",
    },
    {
      title: "Weekly client update",
      when: "Every Friday, so clients never have to ask 'how is it going?'",
      text: "Turn these notes into a short weekly update for my client: done this week, planned next week, decisions or feedback I need and by when, and any risk to the deadline. Four headings, bullet points, under 150 words.\n[paste notes]",
    },
    {
      title: "Answering scope creep",
      when: "When a client asks for 'one small extra thing' for the third time.",
      text: "My client asked for [request], which is outside our agreed scope of [scope]. Write a friendly reply that welcomes the idea, says clearly that it is outside the current scope, offers two options (a quote for the extra work, or swapping it for something in scope) and asks which they prefer. No apology for having a scope.",
    },
    {
      title: "Late invoice follow-up",
      when: "When an invoice is overdue and you want to be paid without losing the client.",
      text: "Invoice [number] for [amount], due on [date], is [days] days overdue. Write three follow-ups: a friendly reminder now, a firmer note in 7 days that mentions the late-payment term in our agreement, and a final notice in 14 days that states the next step. Each under 100 words, always attaching the invoice and payment details.",
    },
    {
      title: "Raising your rate",
      when: "When you are fully booked or your work has become more valuable.",
      text: "Write an e-mail to a long-standing client announcing that my rate for [service] rises from [old rate] to [new rate] from [date]. Thank them, give one reason tied to the value I now deliver, keep the current rate for work already agreed, and offer a call if they want to discuss. Confident, not apologetic, under 150 words.",
    },
    {
      title: "Asking for a testimonial",
      when: "Within a week of a successful delivery.",
      text: "Write a short message asking [client] for a testimonial about [project]. Make it easy: three questions they can answer in a sentence each (the problem before, what working together was like, the result), and offer to draft it from a short call if they prefer. Under 100 words.",
    },
    {
      title: "Saying no politely",
      when: "When a project is not a fit, the budget is too low or you are fully booked.",
      text: "Write a polite reply declining [request] because [reason]. Keep the door open for future work, suggest [alternative: a smaller scope, a later date or another freelancer], and thank them for thinking of me. Under 100 words, no long excuses.",
    },
    {
      title: "Finding your niche",
      when: "When you do a bit of everything for everyone and want fewer, better clients.",
      text: "Here are my last [number] projects with client type, what I did, price and how much I enjoyed each: [list]. Find patterns in which clients paid best and which work I did best. Suggest three possible niches, each with a one-line positioning statement, and the first three actions to test each one within a month.",
    },
    {
      title: "Repurposing one piece of work",
      when: "When you want to market yourself but have no time to write every week.",
      text: "From this article or project write-up [paste text], create: five short social posts with different hooks, one newsletter paragraph, and three questions I could ask my audience to start a conversation. Keep my voice: [describe voice]. Do not add claims that are not in the original.",
    },
    {
      title: "Reviewing a client contract",
      when: "Before you sign a client's own contract.",
      text: "Read this contract as a freelancer's checklist, not as legal advice. Tell me, in plain words, what it says about payment terms, late payment, ownership of the work, revisions, cancellation, liability, and non-compete or exclusivity. Mark anything unusual or one-sided, and suggest a question to ask the client or a lawyer for each.\n[paste contract]",
    },
  ],
};

/** The three sections, one per role of the handbook form (HANDBOOK_ROLES), in that order. */
export const HANDBOOK_SECTIONS: readonly PromptSection[] = [
  ENTREPRENEURS,
  PROFESSIONALS,
  FREELANCERS,
];

const PROMPT_COUNT = HANDBOOK_SECTIONS.reduce((sum, section) => sum + section.prompts.length, 0);

const INTRODUCTION: Chapter = {
  title: "Read this first",
  blocks: [
    {
      kind: "paragraph",
      text: "A language model is a fast, patient and well-read assistant that has never met your customers, does not know your numbers and will sometimes state a wrong answer with complete confidence. Used with that in mind, it can give back hours every week. This handbook collects the prompts we and the founders we work with use most, tested on real work: proposals, investor updates, meeting notes, pricing, hiring.",
    },
    {
      kind: "paragraph",
      text: "The prompts are grouped for three kinds of work: entrepreneurs building a company, professionals working inside one, and freelancers selling their skills to many. Start with your own section, then borrow from the others; a freelancer preparing a pricing page will find the entrepreneurs' pricing prompt useful too.",
    },
    { kind: "heading", text: "What you will find" },
    {
      kind: "bullets",
      items: [
        `${PROMPT_COUNT} prompts, each with a short note on when to use it.`,
        "How to give a model context, constraints and examples, so the first answer is already useful.",
        "Checks that catch a confident but wrong answer before it reaches a client or an investor.",
        "A one-page cheat sheet to print and keep beside your keyboard.",
      ],
    },
  ],
};

const HOW_TO_USE: Chapter = {
  title: "How to use the prompts",
  blocks: [
    {
      kind: "paragraph",
      text: "Every prompt has a name, a line saying when it helps, and the text to paste. Words in [square brackets] are for you to replace with your own facts. The more specific you are, the better the answer: 'a bakery in Pune with two outlets' beats 'a small business'.",
    },
    { kind: "heading", text: "Five habits that make any prompt better" },
    {
      kind: "bullets",
      items: [
        "Give the model a role and an audience: who is answering, and who will read the answer.",
        "Paste the real material (notes, numbers, the brief) instead of describing it.",
        "Set constraints: length, format, what to leave out, words to avoid.",
        "Ask for the reasoning or the assumptions, not only the result, so you can check them.",
        "Iterate: reply with 'shorter', 'more specific to [customer]' or 'give me three more options' rather than starting again.",
      ],
    },
    { kind: "heading", text: "What never to paste" },
    {
      kind: "paragraph",
      text: "Passwords, customers' personal data, anything under a confidentiality agreement and unreleased financial results do not belong in a chat box unless your organisation has approved the tool for that data. Replace names with roles ('Client A', 'the CFO') and round the numbers when the exact figure is not needed.",
    },
  ],
};

const CHECKING: Chapter = {
  title: "Checking the answer",
  blocks: [
    {
      kind: "paragraph",
      text: "A model writes fluent text whether or not it is right. Before an answer leaves your desk, spend two minutes on these checks. They catch most of the mistakes we have seen in practice.",
    },
    {
      kind: "checklist",
      items: [
        "Every number either came from me or has a source I have opened myself.",
        "Names, dates, laws and quotations have been verified outside the chat.",
        "The answer does what I asked: the right audience, length and format.",
        "Nothing confidential was added that the recipient should not see.",
        "I asked 'what did you assume?' and the assumptions hold.",
        "I asked 'what would a sceptic say about this?' and have an answer.",
        "The text sounds like me; phrases I would never say have been removed.",
      ],
    },
    { kind: "heading", text: "Three follow-up prompts worth memorising" },
    {
      kind: "bullets",
      items: [
        "'List every assumption you made in that answer, and how confident you are in each.'",
        "'Which parts of your answer would you double-check before relying on them?'",
        "'Argue against your own recommendation in five points.'",
      ],
    },
  ],
};

const CHEAT_SHEET: Chapter = {
  title: "Cheat sheet",
  blocks: [
    { kind: "heading", text: "The shape of a good prompt" },
    {
      kind: "bullets",
      items: [
        "Role: 'Act as a sceptical seed investor' or 'You are an experienced editor'.",
        "Task: one clear verb: summarise, draft, compare, critique, plan.",
        "Context: paste the material; say who it is for and why.",
        "Constraints: length, format (table, bullets, e-mail), tone, what to exclude.",
        "Check: 'Mark anything you are unsure of' or 'list your assumptions'.",
      ],
    },
    { kind: "heading", text: "Useful follow-ups" },
    {
      kind: "bullets",
      items: [
        "'Make it half as long.'",
        "'Rewrite it for [audience].'",
        "'Give me three different versions.'",
        "'Put that in a table with columns [A], [B] and [C].'",
        "'What question should I have asked instead?'",
      ],
    },
    { kind: "heading", text: "About us" },
    {
      kind: "paragraph",
      text: `${EBOOK_AUTHOR} invests in early-stage founders and runs a consultancy programme for startups that want to build on evidence. Questions, or a prompt that worked well for you? Write to ${EBOOK_CONTACT}.`,
    },
  ],
};

/** The prompts numbered through the whole book, section by section. */
function promptChapters(): Chapter[] {
  let number = 0;
  return HANDBOOK_SECTIONS.map((section) => ({
    title: section.title,
    blocks: [
      { kind: "paragraph", text: section.intro } satisfies Block,
      ...section.prompts.map((prompt): Block => ({ kind: "prompt", number: ++number, prompt })),
    ],
  }));
}

export const AI_HANDBOOK: EbookDocument = {
  title: "Artificial Intelligence Handbook",
  subtitle: "For Entrepreneurs, Professionals, and Freelancers",
  author: EBOOK_AUTHOR,
  summary: `${PROMPT_COUNT} tested AI prompts for entrepreneurs, professionals and freelancers, each with a note on when to use it, plus the checks that catch a confident but wrong answer.`,
  published: new Date("2025-07-12T00:00:00Z"),
  chapters: [INTRODUCTION, HOW_TO_USE, ...promptChapters(), CHECKING, CHEAT_SHEET],
};
