import { msg } from "@lingui/core/macro";
import { FIRM } from "../../core/firm";
import { PATHS } from "../paths";

/** The eight links (each label a catalogue message: docs/decisions/059-languages.md) of the side drawer, in the order of docs/product.md, section 2.1. */
export const DRAWER_LINKS = [
  { label: msg`About`, to: PATHS.about },
  { label: msg`Products`, to: PATHS.products },
  { label: msg`Events`, to: PATHS.events },
  { label: msg`Contact`, to: PATHS.contact },
  { label: msg`Principles`, to: PATHS.principles },
  { label: msg`Portfolio`, to: PATHS.portfolio },
  { label: msg`Apply For Funding`, to: PATHS.application },
  { label: msg`Build with ${FIRM.name}`, to: PATHS.buildWith },
] as const;

export const LEGAL_LINKS = [
  { label: msg`Terms and Conditions`, to: PATHS.terms },
  { label: msg`Code of Conduct`, to: PATHS.conduct },
  { label: msg`Privacy Policy`, to: PATHS.privacy },
  { label: msg`Disclosures`, to: PATHS.disclosures },
] as const;
