import { questionSteps } from "./questionnaire";

/** The application's "Development stage" choices (docs/product.md, section 3.3). */
export const DEVELOPMENT_STAGES = [
  "Idea",
  "MVP Built",
  "Early Users",
  "Revenue Generating",
  "Scaling",
  "Profitable",
] as const;

/**
 * The applicant's questions (docs/product.md, section 3.3), step by step: label, how each is answered,
 * required and optional exactly as listed there. Their rules are in core/schemas/application.ts;
 * the answers schema, the form's steps, its review, the console's view and the blanks stored for
 * optional answers all come from the two; a new question is one line in each and a column in
 * api/db/schema/applications.ts.
 */
export const APPLICATION_LAYOUT = [
  {
    title: "Founder identity",
    questions: {
      fullName: { label: "Full name" },
      designation: { label: "Designation" },
      phone: { label: "Phone", kind: "tel" },
      email: { label: "E-mail", kind: "email" },
      linkedin: { label: "LinkedIn profile", kind: "url", optional: true },
    },
  },
  {
    title: "About the entrepreneurs",
    questions: {
      journey: { label: "Your entrepreneurial journey", kind: "textarea" },
      legacy: { label: "The legacy you want to build", kind: "textarea" },
      achievements: { label: "Achievements", kind: "textarea", optional: true },
      problem: { label: "The problem you are solving", kind: "textarea" },
    },
  },
  {
    title: "Startup details",
    questions: {
      startupName: { label: "Startup name" },
      website: { label: "Website", kind: "url", optional: true },
      industry: { label: "Industry" },
      pitch: { label: "Your pitch", kind: "textarea" },
      developmentStage: { label: "Development stage", kind: "select", options: DEVELOPMENT_STAGES },
      funded: { label: "Funded so far?", kind: "textarea" },
      investmentDetails: { label: "Investment details", kind: "textarea" },
      customerAcquisition: { label: "Customer acquisition", kind: "textarea" },
      challenge: { label: "Biggest challenge", kind: "textarea" },
    },
  },
  {
    title: "Team",
    questions: {
      cofounders: { label: "Co-founders", kind: "textarea" },
      teamSize: { label: "Team size", kind: "number" },
      executives: { label: "Key executives", kind: "textarea", optional: true },
      decisionMaking: { label: "How decisions are made", kind: "textarea" },
    },
  },
  {
    title: "Expectations",
    questions: {
      expectations: { label: "What you expect from us", kind: "textarea" },
      concerns: { label: "Concerns", kind: "textarea", optional: true },
      needAdvisory: { label: "Advisory needs", kind: "textarea", optional: true },
      supportAreas: { label: "Support areas", kind: "textarea", optional: true },
      growthReport: { label: "Growth report", kind: "textarea", optional: true },
    },
  },
] as const;

/** The five field steps of the application, in order (docs/product.md, section 3.3). */
export const APPLICATION_STEPS = questionSteps(APPLICATION_LAYOUT);
