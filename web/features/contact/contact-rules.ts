// The contact form's rules, loaded on the form's first focus (docs/decisions/031-light-form-pages.md).
// A module of its own so the import() gets a real module namespace: the schema module is shared
// with the console's chunks, and importing it directly would make the bundler ship a namespace
// helper in every page's runtime.
export { ContactInputSchema } from "../../../core/schemas/contact";
