import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { APPLICATION_FEE_PAISE, DATA_RETENTION_YEARS, MINIMUM_AGE } from "../../core/constants";
import { FIRM } from "../../core/firm";
import { formatFee } from "../../core/money";
import type { LegalSlug } from "./legal-pages";

/**
 * A paragraph is a message; a link inside it is written as [label](/path) and rendered by the
 * page, which also keeps the e-mail address and the fee (ISOLATED) left to right in Arabic text.
 */
export type LegalSection = { heading: MessageDescriptor; paragraphs: MessageDescriptor[] };
export type LegalDocument = {
  slug: LegalSlug;
  intro: MessageDescriptor;
  sections: LegalSection[];
};

/** When the legal pages last changed, shown in the page's language ("12 July 2025"). */
export const LEGAL_LAST_UPDATED = "2025-07-12";

// Named, so the catalogues show translators what each placeholder holds.
const firm = FIRM.name;
const email = FIRM.email;
const fee = formatFee(APPLICATION_FEE_PAISE);
const minimumAge = MINIMUM_AGE;
const retentionYears = DATA_RETENTION_YEARS;

/** The figures and addresses inside the legal texts that read left to right in any language. */
export const ISOLATED: readonly string[] = [email, fee];

const TERMS: LegalDocument = {
  slug: "terms",
  intro: msg`These Terms and Conditions govern your use of the ${firm} website and the services offered through it, including the funding application, the Build with Nakhla consultancy programme, free ebooks, the newsletter, the valuation calculator and the pitch timer. ${firm} is headquartered in Abu Dhabi, United Arab Emirates. In these terms, "we", "us" and "our" refer to ${firm}, and "you" refers to anyone who visits the site or uses our services.`,
  sections: [
    {
      heading: msg`Acceptance and eligibility`,
      paragraphs: [
        msg`By accessing the website or submitting any form on it, you agree to these terms. If you do not agree, please do not use the site or our services.`,
        msg`You must be at least ${minimumAge} years of age to submit a funding application, request consultancy, download an ebook or subscribe to the newsletter. If you act on behalf of a company, you confirm that you are authorised to bind that company to these terms.`,
      ],
    },
    {
      heading: msg`Use of the site`,
      paragraphs: [
        msg`You may use the site for lawful purposes connected with learning about our work, applying for investment consideration or contacting us. You must not attempt to disrupt the site, gain unauthorised access to any part of it, including the internal admin console, or collect data from it by automated means.`,
        msg`The valuation calculator and pitch timer are provided as general tools for convenience. Their results are indicative only and should not be relied on for any financial, legal or investment decision.`,
      ],
    },
    {
      heading: msg`Funding application and fee`,
      paragraphs: [
        msg`A funding application books a pitch session and an assessment by one of our analysts. The fee for a pitch session is ${fee}, unless a valid partner coupon applied at checkout sets a different price.`,
        msg`Payment is processed by our card payment provider, Razorpay, under its own terms. We do not receive or store your full card details.`,
        msg`The fee is non-refundable once the analyst review of your application has started. Paying the fee does not guarantee investment, an introduction to any investor or any particular outcome.`,
      ],
    },
    {
      heading: msg`Consultancy programme`,
      paragraphs: [
        msg`The Build with Nakhla consultancy programme is provided under a separate written engagement that sets out its scope, fees, timeline and the outcomes we agree to deliver. Where these terms and the engagement differ, the engagement prevails for that programme.`,
        msg`The programme carries a 100% money-back guarantee that applies only if the outcomes agreed in writing in your engagement are not met. The guarantee does not cover outcomes that were not agreed in writing or shortfalls caused by information or cooperation you did not provide.`,
      ],
    },
    {
      heading: msg`Free ebooks`,
      paragraphs: [
        msg`Our ebooks are offered free of charge in exchange for the details requested on the download form. They are licensed to you for personal, non-commercial use only.`,
        msg`You may not resell, republish or distribute an ebook, in whole or in part, without our prior written permission.`,
      ],
    },
    {
      heading: msg`Intellectual property`,
      paragraphs: [
        msg`All content on the site, including text, graphics, logos, ebooks, reports and software, belongs to ${firm} or its licensors and is protected by intellectual property laws. Nothing in these terms transfers ownership of that content to you.`,
        msg`You retain ownership of the pitch decks, business plans and other materials you submit to us.`,
      ],
    },
    {
      heading: msg`Your submissions`,
      paragraphs: [
        msg`You must ensure that the information you submit is accurate, complete and not misleading, and that you have the right to share it. We may decline or withdraw an application that contains false or misleading information.`,
        msg`When you submit a funding application, you grant us permission to review your materials and to prepare an analyst report. We may share that analyst report, together with the materials it relies on, with the affiliated venture firms in our investor network.`,
      ],
    },
    {
      heading: msg`No investment advice`,
      paragraphs: [
        msg`Nothing on the site, in our ebooks, in our newsletter or in any analyst report is investment, legal, tax or financial advice. You should obtain independent professional advice before making any decision based on our content.`,
      ],
    },
    {
      heading: msg`Limitation of liability`,
      paragraphs: [
        msg`The site and its tools are provided on an as-is and as-available basis, and we do not warrant that they will be uninterrupted or error-free. To the fullest extent permitted by law, we are not liable for any indirect or consequential loss, or for loss of profits, revenue, data or opportunity, arising from your use of the site or our services.`,
        msg`Where our liability cannot be excluded, it is limited to the amount you paid us for the service that gave rise to the claim. Nothing in these terms limits liability that cannot be limited under applicable law.`,
      ],
    },
    {
      heading: msg`Governing law`,
      paragraphs: [
        msg`These terms are governed by the laws applicable in the Emirate of Abu Dhabi, United Arab Emirates. Any dispute arising from or in connection with these terms is subject to the exclusive jurisdiction of the courts of the Abu Dhabi Global Market.`,
      ],
    },
    {
      heading: msg`Changes to these terms`,
      paragraphs: [
        msg`We may update these terms from time to time, and the date at the top of this page shows when they last changed. Your continued use of the site after an update means you accept the revised terms.`,
      ],
    },
    {
      heading: msg`Contact`,
      paragraphs: [
        msg`If you have questions about these terms, write to us at ${email} or use our [contact page](/contact).`,
      ],
    },
  ],
};

const CONDUCT: LegalDocument = {
  slug: "conduct",
  intro: msg`This Code of Conduct sets out the standards of behaviour we expect from everyone at ${firm}, including partners, analysts, consultants and staff, and from the founders, co-investors, partners and event attendees we work with. It applies to pitch sessions, consultancy engagements, events, online meetings and all written communication.`,
  sections: [
    {
      heading: msg`Integrity`,
      paragraphs: [
        msg`We act honestly and in good faith in every interaction. We do not misrepresent our capacity to invest, the status of a decision or the views of our affiliated venture firms.`,
        msg`We expect founders and partners to provide accurate information and to correct it promptly if it changes.`,
      ],
    },
    {
      heading: msg`Confidentiality of pitch materials`,
      paragraphs: [
        msg`Pitch decks, financial models, product plans and other materials shared with us are treated as confidential. They are used only to assess the opportunity and are shared only with affiliated venture firms as part of the analyst report, as described when the founder applies.`,
        msg`Our people must not use a founder's materials for personal benefit, pass them to competitors or discuss them outside the assessment process. Attendees of sessions and events must likewise respect the confidentiality of anything presented there.`,
      ],
    },
    {
      heading: msg`Conflicts of interest`,
      paragraphs: [
        msg`Anyone at the firm who has a personal, financial or family interest in a company under review, or in a competitor of that company, must declare it before taking part in the assessment. Where a conflict is material, that person steps back from the review and the decision.`,
        msg`We keep a record of declared conflicts and review it when allocating analysts to applications.`,
      ],
    },
    {
      heading: msg`Respectful conduct at events and sessions`,
      paragraphs: [
        msg`Pitch sessions, workshops and events must be professional and constructive. Participants are expected to arrive prepared, keep to agreed times, listen without interruption and give feedback on the business rather than the person.`,
        msg`Alcohol, where served at an event, never excuses behaviour that falls short of this code.`,
      ],
    },
    {
      heading: msg`No discrimination or harassment`,
      paragraphs: [
        msg`We do not tolerate discrimination on the basis of gender, age, race, nationality, religion, disability, marital status or any other protected characteristic. Investment and consultancy decisions are made on the merits of the business.`,
        msg`Harassment of any kind, including unwelcome comments, intimidation, sexual advances or repeated contact after being asked to stop, is prohibited in person and online.`,
      ],
    },
    {
      heading: msg`Anti-bribery`,
      paragraphs: [
        msg`Our people must not offer, give, request or accept any payment, gift, hospitality or favour intended to influence an investment decision, an analyst report or a consultancy outcome. Founders must not offer anything of value to secure a more favourable assessment.`,
        msg`Modest hospitality in the ordinary course of business is acceptable only if it is proportionate, transparent and recorded. We comply with the anti-bribery laws of the United Arab Emirates and of every country in which we have an office.`,
      ],
    },
    {
      heading: msg`Fair treatment of founders`,
      paragraphs: [
        msg`Every founder who applies receives a timely response, and we aim to confirm receipt of an application within two working days and to share the outcome of an analyst review within the timeline given at booking. If a review is delayed, we tell the founder why and when to expect an answer.`,
        msg`Our feedback is honest, specific and useful, including when the answer is no. We do not keep founders waiting on an interest we do not have.`,
      ],
    },
    {
      heading: msg`Reporting concerns`,
      paragraphs: [
        msg`Anyone who experiences or witnesses behaviour that breaches this code should report it to ${email}, marking the message as confidential. Reports are reviewed by a senior member of the firm who is not involved in the matter.`,
        msg`We will not tolerate retaliation against anyone who raises a concern in good faith.`,
      ],
    },
    {
      heading: msg`Consequences`,
      paragraphs: [
        msg`Breaches of this code by our people may lead to disciplinary action, up to and including dismissal. Breaches by founders, partners or attendees may lead to removal from an event, withdrawal of an application or the end of a consultancy engagement.`,
        msg`Where conduct may be unlawful, we may refer the matter to the relevant authorities.`,
      ],
    },
    {
      heading: msg`Contact`,
      paragraphs: [
        msg`For questions about this code, write to ${email} or use our [contact page](/contact).`,
      ],
    },
  ],
};

const PRIVACY: LegalDocument = {
  slug: "privacy",
  intro: msg`This Privacy Policy explains how ${firm}, headquartered in Abu Dhabi with offices in London and Singapore, handles personal data collected through our website and services. We are the controller of the personal data described here.`,
  sections: [
    {
      heading: msg`What we collect`,
      paragraphs: [
        msg`When you use the contact form, we collect your name, e-mail address and message. When you subscribe to the newsletter, we collect your e-mail address.`,
        msg`When you submit a funding application, we collect your name, contact details, startup details, pitch materials and a payment reference for the session fee. Card details are entered directly with our payment provider and are never stored by us.`,
        msg`When you request a free ebook, we collect your name, e-mail address and either your role and location or details of your startup. When you request the Build with Nakhla consultancy programme, we collect your contact details, your company details and a description of what you need.`,
      ],
    },
    {
      heading: msg`Why we use it`,
      paragraphs: [
        msg`We use your data to reply to enquiries, send the newsletter you asked for, deliver ebooks, assess funding applications, prepare analyst reports, confirm payments and deliver consultancy engagements. We also use limited data to keep the site secure and to meet our legal and accounting obligations.`,
      ],
    },
    {
      heading: msg`Legal basis`,
      paragraphs: [
        msg`We process funding applications and consultancy requests because it is necessary to take steps at your request and to perform our agreement with you. We send the newsletter and deliver ebooks on the basis of your consent, which you can withdraw at any time.`,
        msg`We rely on our legitimate interests to answer enquiries and keep the site secure, and on legal obligation to keep payment and accounting records.`,
      ],
    },
    {
      heading: msg`Sharing with affiliated venture firms`,
      paragraphs: [
        msg`When a founder submits a funding application, our analysts prepare a report on the startup. We share that analyst report, and the materials it relies on, with the affiliated venture firms in our investor network so the founder only needs to pitch once.`,
        msg`We do not sell personal data, and we do not share data from the contact form, newsletter or ebook requests with affiliated venture firms.`,
      ],
    },
    {
      heading: msg`Service providers`,
      paragraphs: [
        msg`We use a small number of processors who act on our instructions: our payment provider, Razorpay, to take the pitch-session fee; an e-mail delivery provider to send messages, ebooks and the newsletter; and a hosting provider to run the website and admin console. Each is bound by contract to protect your data and use it only to provide its service to us.`,
      ],
    },
    {
      heading: msg`Cookies and local storage`,
      paragraphs: [
        msg`The public site keeps a draft of your funding application form in your browser's local storage so you do not lose your progress; you can clear it at any time through your browser settings. Staff who sign in to the internal admin console have a sign-in token stored in their browser.`,
        msg`We do not use advertising trackers, and the site does not load third-party fonts or analytics.`,
      ],
    },
    {
      heading: msg`Retention`,
      paragraphs: [
        msg`We keep personal data only as long as we need it for the purposes above. Funding applications, analyst reports, payment references and consultancy records are kept for up to ${retentionYears} years to meet legal, tax and accounting requirements.`,
        msg`Contact messages and ebook requests are deleted once they are no longer needed, and newsletter addresses are removed promptly when you unsubscribe.`,
        msg`A receipt or tax invoice for a payment is kept, reduced to what the invoice shows, for as long as tax law requires after the end of its financial year.`,
      ],
    },
    {
      heading: msg`Your rights`,
      paragraphs: [
        msg`You can ask to access, correct or delete your personal data, and you can object to or ask us to restrict its processing. These rights are provided under the UAE Personal Data Protection Law (PDPL), and visitors in the European Union or the United Kingdom also have rights under the GDPR or the UK GDPR, including data portability and the right to complain to a supervisory authority.`,
        msg`To exercise a right, write to ${email}. We will respond within 30 days and may ask you to confirm your identity first.`,
      ],
    },
    {
      heading: msg`Security`,
      paragraphs: [
        msg`We protect personal data with encryption in transit, access controls on the admin console and limits on which staff can see applications. No online system is completely secure, so please contact us immediately if you believe your data has been compromised.`,
      ],
    },
    {
      heading: msg`Minimum age`,
      paragraphs: [
        msg`Our services are intended only for people who are at least ${minimumAge} years old. We do not knowingly collect data from anyone under ${minimumAge} years of age, and we will delete such data if we learn we have collected it.`,
      ],
    },
    {
      heading: msg`Changes to this policy`,
      paragraphs: [
        msg`We may update this policy when our services or the law change, and the date at the top of this page shows when it last changed. If a change significantly affects how we use your data, we will tell you by e-mail where we can.`,
      ],
    },
    {
      heading: msg`Contact`,
      paragraphs: [
        msg`For privacy questions or requests, write to ${email} or use our [contact page](/contact).`,
      ],
    },
  ],
};

const DISCLOSURES: LegalDocument = {
  slug: "disclosures",
  intro: msg`${firm} is the investment arm of a family office that runs a syndicated investor network. Please read these disclosures before relying on any information on this website, in our ebooks, in our newsletter or in any analyst report.`,
  sections: [
    {
      heading: msg`Not investment advice`,
      paragraphs: [
        msg`Content on this site is provided for general information only and does not take into account your objectives, financial situation or needs. It is not investment, legal, tax or financial advice, and you should seek independent professional advice before making any investment decision.`,
      ],
    },
    {
      heading: msg`No offer of securities`,
      paragraphs: [
        msg`Nothing on this site is an offer to sell, or a solicitation of an offer to buy, any security or interest in any fund or company. Any investment is made only under separate legal documentation and only where permitted by applicable law.`,
      ],
    },
    {
      heading: msg`Past performance`,
      paragraphs: [
        msg`Past performance is not a reliable indicator of future results. Early-stage investments carry a high risk of loss, and the value of an investment may fall as well as rise.`,
      ],
    },
    {
      heading: msg`Consolidation in 2022`,
      paragraphs: [
        msg`${firm} was consolidated in its current form in 2022. Investments made before 2022 were made through other family offices and are shown on this site for illustration of the team's experience only.`,
      ],
    },
    {
      heading: msg`Portfolio figures`,
      paragraphs: [
        msg`Portfolio figures, including the number of companies, amounts invested, valuations and outcomes, are approximate and may be rounded. They may rely on information provided by portfolio companies that we have not independently verified.`,
      ],
    },
    {
      heading: msg`Conflicts of interest`,
      paragraphs: [
        msg`Our family office, its affiliated venture firms and members of our team may hold interests in companies featured on this site or reviewed by our analysts. We manage these conflicts through declaration and recusal under our Code of Conduct, but you should be aware that they can exist.`,
      ],
    },
    {
      heading: msg`Pitch-session fee`,
      paragraphs: [
        msg`The pitch-session fee pays for an analyst assessment of your startup and the preparation of an analyst report. It does not guarantee investment, a term sheet or an introduction to any particular investor.`,
      ],
    },
    {
      heading: msg`Consultancy money-back guarantee`,
      paragraphs: [
        msg`The 100% money-back guarantee for the Build with Nakhla consultancy programme applies only to outcomes agreed in writing in your engagement. It does not extend to fundraising results, valuations or any outcome not set out in that written agreement.`,
      ],
    },
    {
      heading: msg`Forward-looking statements`,
      paragraphs: [
        msg`Some content on this site contains forward-looking statements about markets, companies or our plans, including the planned opening of our Bangalore office. These statements reflect our current views, involve risks and uncertainties, and actual results may differ materially.`,
      ],
    },
    {
      heading: msg`Your personal data`,
      paragraphs: [
        msg`For details of how we handle information you share with us, including funding applications and the analyst reports shared with affiliated venture firms, please read our [Privacy Policy](/privacy).`,
      ],
    },
    {
      heading: msg`Contact`,
      paragraphs: [
        msg`If you have questions about these disclosures, write to ${email} or use our [contact page](/contact).`,
      ],
    },
  ],
};

export const LEGAL_DOCUMENTS: readonly LegalDocument[] = [TERMS, CONDUCT, PRIVACY, DISCLOSURES];
