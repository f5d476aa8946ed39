import { FIRM } from "../../core/firm";
import { PATHS } from "../paths";

/** The eight links of the side drawer, in the order of docs/product.md, section 2.1. */
export const DRAWER_LINKS = [
  { label: "About", to: PATHS.about },
  { label: "Products", to: PATHS.products },
  { label: "Events", to: PATHS.events },
  { label: "Contact", to: PATHS.contact },
  { label: "Principles", to: PATHS.principles },
  { label: "Portfolio", to: PATHS.portfolio },
  { label: "Apply For Funding", to: PATHS.application },
  { label: `Build with ${FIRM.name}`, to: PATHS.buildWith },
] as const;

export const LEGAL_LINKS = [
  { label: "Terms and Conditions", to: PATHS.terms },
  { label: "Code of Conduct", to: PATHS.conduct },
  { label: "Privacy Policy", to: PATHS.privacy },
  { label: "Disclosures", to: PATHS.disclosures },
] as const;
