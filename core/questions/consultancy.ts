import { questionSteps } from "./questionnaire";

/**
 * The consultancy form (/build-with-nakhla-form): the fields and required set of docs/product.md
 * section 3.4, step by step. `email` is our addition and optional, so staff have somewhere to reply.
 * Their rules are in core/schemas/consultancy-request.ts.
 */
export const CONSULTANCY_LAYOUT = [
  {
    title: "Your business",
    questions: {
      businessName: { label: "Business name" },
      businessAge: { label: "Business age (years)", kind: "number" },
      industry: { label: "Industry" },
      website: { label: "Website", kind: "url", optional: true },
      email: { label: "E-mail for our reply", kind: "email", optional: true },
    },
  },
  {
    title: "The problem",
    questions: {
      primaryProblem: { label: "The main problem you want solved", kind: "textarea" },
      otherProblems: { label: "Other problems", kind: "textarea", optional: true },
    },
  },
  {
    title: "Expectations",
    questions: {
      expectations: { label: "What you expect from us", kind: "textarea" },
      previousConsultancy: {
        label: "Consultancy you have had before",
        kind: "textarea",
        optional: true,
      },
    },
  },
] as const;

/** The three field steps of the consultancy form, in order; the form and the admin view read them. */
export const CONSULTANCY_STEPS = questionSteps(CONSULTANCY_LAYOUT);

/** The success text of docs/product.md, section 9.1. */
export const CONSULTANCY_SUCCESS_TEXT = "Form submitted successfully!";
