// The contact form's reasons (docs/product.md, section 3.1), apart from core/constants.ts so that
// the contact page does not load every page's constants for one list
// (docs/decisions/031-light-form-pages.md, as core/lead-choices.ts).

export const CONTACT_REASONS = ["Partnership", "Support", "General Inquiry", "Media"] as const;
