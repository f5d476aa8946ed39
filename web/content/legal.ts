import { APPLICATION_FEE_PAISE, DATA_RETENTION_YEARS, MINIMUM_AGE } from "../../core/constants";
import { FIRM } from "../../core/firm";
import { formatFee } from "../../core/money";
import { LEGAL_PAGES, type LegalSlug } from "./legal-pages";

/** A paragraph is plain text; a link inside it is written as [label](/path) and rendered by the page. */
export type LegalSection = { heading: string; paragraphs: string[] };
export type LegalDocument = {
  slug: LegalSlug;
  title: string;
  description: string;
  lastUpdated: string;
  intro: string;
  sections: LegalSection[];
};

export const LEGAL_LAST_UPDATED = "12 July 2025";

const TERMS: LegalDocument = {
  slug: "terms",
  ...LEGAL_PAGES.terms,
  lastUpdated: LEGAL_LAST_UPDATED,
  intro: `These Terms and Conditions govern your use of the ${FIRM.name} website and the services offered through it, including the funding application, the Build with Nakhla consultancy programme, free ebooks, the newsletter, the valuation calculator and the pitch timer. ${FIRM.name} is headquartered in Abu Dhabi, United Arab Emirates. In these terms, "we", "us" and "our" refer to ${FIRM.name}, and "you" refers to anyone who visits the site or uses our services.`,
  sections: [
    {
      heading: "Acceptance and eligibility",
      paragraphs: [
        "By accessing the website or submitting any form on it, you agree to these terms. If you do not agree, please do not use the site or our services.",
        `You must be at least ${MINIMUM_AGE} years of age to submit a funding application, request consultancy, download an ebook or subscribe to the newsletter. If you act on behalf of a company, you confirm that you are authorised to bind that company to these terms.`,
      ],
    },
    {
      heading: "Use of the site",
      paragraphs: [
        "You may use the site for lawful purposes connected with learning about our work, applying for investment consideration or contacting us. You must not attempt to disrupt the site, gain unauthorised access to any part of it, including the internal admin console, or collect data from it by automated means.",
        "The valuation calculator and pitch timer are provided as general tools for convenience. Their results are indicative only and should not be relied on for any financial, legal or investment decision.",
      ],
    },
    {
      heading: "Funding application and fee",
      paragraphs: [
        `A funding application books a pitch session and an assessment by one of our analysts. The fee for a pitch session is ${formatFee(APPLICATION_FEE_PAISE)}, unless a valid partner coupon applied at checkout sets a different price.`,
        "Payment is processed by our card payment provider, Razorpay, under its own terms. We do not receive or store your full card details.",
        "The fee is non-refundable once the analyst review of your application has started. Paying the fee does not guarantee investment, an introduction to any investor or any particular outcome.",
      ],
    },
    {
      heading: "Consultancy programme",
      paragraphs: [
        "The Build with Nakhla consultancy programme is provided under a separate written engagement that sets out its scope, fees, timeline and the outcomes we agree to deliver. Where these terms and the engagement differ, the engagement prevails for that programme.",
        "The programme carries a 100% money-back guarantee that applies only if the outcomes agreed in writing in your engagement are not met. The guarantee does not cover outcomes that were not agreed in writing or shortfalls caused by information or cooperation you did not provide.",
      ],
    },
    {
      heading: "Free ebooks",
      paragraphs: [
        "Our ebooks are offered free of charge in exchange for the details requested on the download form. They are licensed to you for personal, non-commercial use only.",
        "You may not resell, republish or distribute an ebook, in whole or in part, without our prior written permission.",
      ],
    },
    {
      heading: "Intellectual property",
      paragraphs: [
        `All content on the site, including text, graphics, logos, ebooks, reports and software, belongs to ${FIRM.name} or its licensors and is protected by intellectual property laws. Nothing in these terms transfers ownership of that content to you.`,
        "You retain ownership of the pitch decks, business plans and other materials you submit to us.",
      ],
    },
    {
      heading: "Your submissions",
      paragraphs: [
        "You must ensure that the information you submit is accurate, complete and not misleading, and that you have the right to share it. We may decline or withdraw an application that contains false or misleading information.",
        "When you submit a funding application, you grant us permission to review your materials and to prepare an analyst report. We may share that analyst report, together with the materials it relies on, with the affiliated venture firms in our investor network.",
      ],
    },
    {
      heading: "No investment advice",
      paragraphs: [
        "Nothing on the site, in our ebooks, in our newsletter or in any analyst report is investment, legal, tax or financial advice. You should obtain independent professional advice before making any decision based on our content.",
      ],
    },
    {
      heading: "Limitation of liability",
      paragraphs: [
        "The site and its tools are provided on an as-is and as-available basis, and we do not warrant that they will be uninterrupted or error-free. To the fullest extent permitted by law, we are not liable for any indirect or consequential loss, or for loss of profits, revenue, data or opportunity, arising from your use of the site or our services.",
        "Where our liability cannot be excluded, it is limited to the amount you paid us for the service that gave rise to the claim. Nothing in these terms limits liability that cannot be limited under applicable law.",
      ],
    },
    {
      heading: "Governing law",
      paragraphs: [
        "These terms are governed by the laws applicable in the Emirate of Abu Dhabi, United Arab Emirates. Any dispute arising from or in connection with these terms is subject to the exclusive jurisdiction of the courts of the Abu Dhabi Global Market.",
      ],
    },
    {
      heading: "Changes to these terms",
      paragraphs: [
        "We may update these terms from time to time, and the date at the top of this page shows when they last changed. Your continued use of the site after an update means you accept the revised terms.",
      ],
    },
    {
      heading: "Contact",
      paragraphs: [
        `If you have questions about these terms, write to us at ${FIRM.email} or use our [contact page](/contact).`,
      ],
    },
  ],
};

const CONDUCT: LegalDocument = {
  slug: "conduct",
  ...LEGAL_PAGES.conduct,
  lastUpdated: LEGAL_LAST_UPDATED,
  intro: `This Code of Conduct sets out the standards of behaviour we expect from everyone at ${FIRM.name}, including partners, analysts, consultants and staff, and from the founders, co-investors, partners and event attendees we work with. It applies to pitch sessions, consultancy engagements, events, online meetings and all written communication.`,
  sections: [
    {
      heading: "Integrity",
      paragraphs: [
        "We act honestly and in good faith in every interaction. We do not misrepresent our capacity to invest, the status of a decision or the views of our affiliated venture firms.",
        "We expect founders and partners to provide accurate information and to correct it promptly if it changes.",
      ],
    },
    {
      heading: "Confidentiality of pitch materials",
      paragraphs: [
        "Pitch decks, financial models, product plans and other materials shared with us are treated as confidential. They are used only to assess the opportunity and are shared only with affiliated venture firms as part of the analyst report, as described when the founder applies.",
        "Our people must not use a founder's materials for personal benefit, pass them to competitors or discuss them outside the assessment process. Attendees of sessions and events must likewise respect the confidentiality of anything presented there.",
      ],
    },
    {
      heading: "Conflicts of interest",
      paragraphs: [
        "Anyone at the firm who has a personal, financial or family interest in a company under review, or in a competitor of that company, must declare it before taking part in the assessment. Where a conflict is material, that person steps back from the review and the decision.",
        "We keep a record of declared conflicts and review it when allocating analysts to applications.",
      ],
    },
    {
      heading: "Respectful conduct at events and sessions",
      paragraphs: [
        "Pitch sessions, workshops and events must be professional and constructive. Participants are expected to arrive prepared, keep to agreed times, listen without interruption and give feedback on the business rather than the person.",
        "Alcohol, where served at an event, never excuses behaviour that falls short of this code.",
      ],
    },
    {
      heading: "No discrimination or harassment",
      paragraphs: [
        "We do not tolerate discrimination on the basis of gender, age, race, nationality, religion, disability, marital status or any other protected characteristic. Investment and consultancy decisions are made on the merits of the business.",
        "Harassment of any kind, including unwelcome comments, intimidation, sexual advances or repeated contact after being asked to stop, is prohibited in person and online.",
      ],
    },
    {
      heading: "Anti-bribery",
      paragraphs: [
        "Our people must not offer, give, request or accept any payment, gift, hospitality or favour intended to influence an investment decision, an analyst report or a consultancy outcome. Founders must not offer anything of value to secure a more favourable assessment.",
        "Modest hospitality in the ordinary course of business is acceptable only if it is proportionate, transparent and recorded. We comply with the anti-bribery laws of the United Arab Emirates and of every country in which we have an office.",
      ],
    },
    {
      heading: "Fair treatment of founders",
      paragraphs: [
        "Every founder who applies receives a timely response, and we aim to confirm receipt of an application within two working days and to share the outcome of an analyst review within the timeline given at booking. If a review is delayed, we tell the founder why and when to expect an answer.",
        "Our feedback is honest, specific and useful, including when the answer is no. We do not keep founders waiting on an interest we do not have.",
      ],
    },
    {
      heading: "Reporting concerns",
      paragraphs: [
        `Anyone who experiences or witnesses behaviour that breaches this code should report it to ${FIRM.email}, marking the message as confidential. Reports are reviewed by a senior member of the firm who is not involved in the matter.`,
        "We will not tolerate retaliation against anyone who raises a concern in good faith.",
      ],
    },
    {
      heading: "Consequences",
      paragraphs: [
        "Breaches of this code by our people may lead to disciplinary action, up to and including dismissal. Breaches by founders, partners or attendees may lead to removal from an event, withdrawal of an application or the end of a consultancy engagement.",
        "Where conduct may be unlawful, we may refer the matter to the relevant authorities.",
      ],
    },
    {
      heading: "Contact",
      paragraphs: [
        `For questions about this code, write to ${FIRM.email} or use our [contact page](/contact).`,
      ],
    },
  ],
};

const PRIVACY: LegalDocument = {
  slug: "privacy",
  ...LEGAL_PAGES.privacy,
  lastUpdated: LEGAL_LAST_UPDATED,
  intro: `This Privacy Policy explains how ${FIRM.name}, headquartered in Abu Dhabi with offices in London and Singapore, handles personal data collected through our website and services. We are the controller of the personal data described here.`,
  sections: [
    {
      heading: "What we collect",
      paragraphs: [
        "When you use the contact form, we collect your name, e-mail address and message. When you subscribe to the newsletter, we collect your e-mail address.",
        "When you submit a funding application, we collect your name, contact details, startup details, pitch materials and a payment reference for the session fee. Card details are entered directly with our payment provider and are never stored by us.",
        "When you request a free ebook, we collect your name, e-mail address and either your role and location or details of your startup. When you request the Build with Nakhla consultancy programme, we collect your contact details, your company details and a description of what you need.",
      ],
    },
    {
      heading: "Why we use it",
      paragraphs: [
        "We use your data to reply to enquiries, send the newsletter you asked for, deliver ebooks, assess funding applications, prepare analyst reports, confirm payments and deliver consultancy engagements. We also use limited data to keep the site secure and to meet our legal and accounting obligations.",
      ],
    },
    {
      heading: "Legal basis",
      paragraphs: [
        "We process funding applications and consultancy requests because it is necessary to take steps at your request and to perform our agreement with you. We send the newsletter and deliver ebooks on the basis of your consent, which you can withdraw at any time.",
        "We rely on our legitimate interests to answer enquiries and keep the site secure, and on legal obligation to keep payment and accounting records.",
      ],
    },
    {
      heading: "Sharing with affiliated venture firms",
      paragraphs: [
        "When a founder submits a funding application, our analysts prepare a report on the startup. We share that analyst report, and the materials it relies on, with the affiliated venture firms in our investor network so the founder only needs to pitch once.",
        "We do not sell personal data, and we do not share data from the contact form, newsletter or ebook requests with affiliated venture firms.",
      ],
    },
    {
      heading: "Service providers",
      paragraphs: [
        "We use a small number of processors who act on our instructions: our payment provider, Razorpay, to take the pitch-session fee; an e-mail delivery provider to send messages, ebooks and the newsletter; and a hosting provider to run the website and admin console. Each is bound by contract to protect your data and use it only to provide its service to us.",
      ],
    },
    {
      heading: "Cookies and local storage",
      paragraphs: [
        "The public site keeps a draft of your funding application form in your browser's local storage so you do not lose your progress; you can clear it at any time through your browser settings. Staff who sign in to the internal admin console have a sign-in token stored in their browser.",
        "We do not use advertising trackers, and the site does not load third-party fonts or analytics.",
      ],
    },
    {
      heading: "Retention",
      paragraphs: [
        `We keep personal data only as long as we need it for the purposes above. Funding applications, analyst reports, payment references and consultancy records are kept for up to ${DATA_RETENTION_YEARS} years to meet legal, tax and accounting requirements.`,
        "Contact messages and ebook requests are deleted once they are no longer needed, and newsletter addresses are removed promptly when you unsubscribe.",
        "A receipt or tax invoice for a payment is kept, reduced to what the invoice shows, for as long as tax law requires after the end of its financial year.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: [
        "You can ask to access, correct or delete your personal data, and you can object to or ask us to restrict its processing. These rights are provided under the UAE Personal Data Protection Law (PDPL), and visitors in the European Union or the United Kingdom also have rights under the GDPR or the UK GDPR, including data portability and the right to complain to a supervisory authority.",
        `To exercise a right, write to ${FIRM.email}. We will respond within 30 days and may ask you to confirm your identity first.`,
      ],
    },
    {
      heading: "Security",
      paragraphs: [
        "We protect personal data with encryption in transit, access controls on the admin console and limits on which staff can see applications. No online system is completely secure, so please contact us immediately if you believe your data has been compromised.",
      ],
    },
    {
      heading: "Minimum age",
      paragraphs: [
        `Our services are intended only for people who are at least ${MINIMUM_AGE} years old. We do not knowingly collect data from anyone under ${MINIMUM_AGE} years of age, and we will delete such data if we learn we have collected it.`,
      ],
    },
    {
      heading: "Changes to this policy",
      paragraphs: [
        "We may update this policy when our services or the law change, and the date at the top of this page shows when it last changed. If a change significantly affects how we use your data, we will tell you by e-mail where we can.",
      ],
    },
    {
      heading: "Contact",
      paragraphs: [
        `For privacy questions or requests, write to ${FIRM.email} or use our [contact page](/contact).`,
      ],
    },
  ],
};

const DISCLOSURES: LegalDocument = {
  slug: "disclosures",
  ...LEGAL_PAGES.disclosures,
  lastUpdated: LEGAL_LAST_UPDATED,
  intro: `${FIRM.name} is the investment arm of a family office that runs a syndicated investor network. Please read these disclosures before relying on any information on this website, in our ebooks, in our newsletter or in any analyst report.`,
  sections: [
    {
      heading: "Not investment advice",
      paragraphs: [
        "Content on this site is provided for general information only and does not take into account your objectives, financial situation or needs. It is not investment, legal, tax or financial advice, and you should seek independent professional advice before making any investment decision.",
      ],
    },
    {
      heading: "No offer of securities",
      paragraphs: [
        "Nothing on this site is an offer to sell, or a solicitation of an offer to buy, any security or interest in any fund or company. Any investment is made only under separate legal documentation and only where permitted by applicable law.",
      ],
    },
    {
      heading: "Past performance",
      paragraphs: [
        "Past performance is not a reliable indicator of future results. Early-stage investments carry a high risk of loss, and the value of an investment may fall as well as rise.",
      ],
    },
    {
      heading: "Consolidation in 2022",
      paragraphs: [
        `${FIRM.name} was consolidated in its current form in 2022. Investments made before 2022 were made through other family offices and are shown on this site for illustration of the team's experience only.`,
      ],
    },
    {
      heading: "Portfolio figures",
      paragraphs: [
        "Portfolio figures, including the number of companies, amounts invested, valuations and outcomes, are approximate and may be rounded. They may rely on information provided by portfolio companies that we have not independently verified.",
      ],
    },
    {
      heading: "Conflicts of interest",
      paragraphs: [
        "Our family office, its affiliated venture firms and members of our team may hold interests in companies featured on this site or reviewed by our analysts. We manage these conflicts through declaration and recusal under our Code of Conduct, but you should be aware that they can exist.",
      ],
    },
    {
      heading: "Pitch-session fee",
      paragraphs: [
        "The pitch-session fee pays for an analyst assessment of your startup and the preparation of an analyst report. It does not guarantee investment, a term sheet or an introduction to any particular investor.",
      ],
    },
    {
      heading: "Consultancy money-back guarantee",
      paragraphs: [
        "The 100% money-back guarantee for the Build with Nakhla consultancy programme applies only to outcomes agreed in writing in your engagement. It does not extend to fundraising results, valuations or any outcome not set out in that written agreement.",
      ],
    },
    {
      heading: "Forward-looking statements",
      paragraphs: [
        "Some content on this site contains forward-looking statements about markets, companies or our plans, including the planned opening of our Bangalore office. These statements reflect our current views, involve risks and uncertainties, and actual results may differ materially.",
      ],
    },
    {
      heading: "Your personal data",
      paragraphs: [
        "For details of how we handle information you share with us, including funding applications and the analyst reports shared with affiliated venture firms, please read our [Privacy Policy](/privacy).",
      ],
    },
    {
      heading: "Contact",
      paragraphs: [
        `If you have questions about these disclosures, write to ${FIRM.email} or use our [contact page](/contact).`,
      ],
    },
  ],
};

export const LEGAL_DOCUMENTS: readonly LegalDocument[] = [TERMS, CONDUCT, PRIVACY, DISCLOSURES];
