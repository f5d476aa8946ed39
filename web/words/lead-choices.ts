import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * The lead forms' roles, stages and places (core/lead-choices.ts, the values the server takes) as
 * the page says them; lead-choices.test.ts checks every one is here.
 */
export const LEAD_CHOICE_WORDS: Readonly<Record<string, MessageDescriptor>> = {
  "Idea Stage": msg`Idea Stage`,
  "MVP Built": msg`MVP Built`,
  "Early Revenue": msg`Early Revenue`,
  Scaling: msg`Scaling`,
  Bengaluru: msg`Bengaluru`,
  Mumbai: msg`Mumbai`,
  Chennai: msg`Chennai`,
  Hyderabad: msg`Hyderabad`,
  Pune: msg`Pune`,
  Kolkata: msg`Kolkata`,
  Entrepreneur: msg`Entrepreneur`,
  Professional: msg`Professional`,
  Freelancer: msg`Freelancer`,
  "Andhra Pradesh": msg`Andhra Pradesh`,
  "Arunachal Pradesh": msg`Arunachal Pradesh`,
  Assam: msg`Assam`,
  Bihar: msg`Bihar`,
  Chhattisgarh: msg`Chhattisgarh`,
  Goa: msg`Goa`,
  Gujarat: msg`Gujarat`,
  Haryana: msg`Haryana`,
  "Himachal Pradesh": msg`Himachal Pradesh`,
  Jharkhand: msg`Jharkhand`,
  Karnataka: msg`Karnataka`,
  Kerala: msg`Kerala`,
  "Madhya Pradesh": msg`Madhya Pradesh`,
  Maharashtra: msg`Maharashtra`,
  Manipur: msg`Manipur`,
  Meghalaya: msg`Meghalaya`,
  Mizoram: msg`Mizoram`,
  Nagaland: msg`Nagaland`,
  Odisha: msg`Odisha`,
  Punjab: msg`Punjab`,
  Rajasthan: msg`Rajasthan`,
  Sikkim: msg`Sikkim`,
  "Tamil Nadu": msg`Tamil Nadu`,
  Telangana: msg`Telangana`,
  Tripura: msg`Tripura`,
  "Uttar Pradesh": msg`Uttar Pradesh`,
  Uttarakhand: msg`Uttarakhand`,
  "West Bengal": msg`West Bengal`,
  "Andaman and Nicobar Islands": msg`Andaman and Nicobar Islands`,
  Chandigarh: msg`Chandigarh`,
  "Dadra and Nagar Haveli and Daman and Diu": msg`Dadra and Nagar Haveli and Daman and Diu`,
  Delhi: msg`Delhi`,
  "Jammu and Kashmir": msg`Jammu and Kashmir`,
  Ladakh: msg`Ladakh`,
  Lakshadweep: msg`Lakshadweep`,
  Puducherry: msg`Puducherry`,
  Abroad: msg`Abroad`,
};

/** A role or place in the language of `i18n`; anything else as it is. */
export function leadChoice(choice: string, i18n: I18n): string {
  const known = LEAD_CHOICE_WORDS[choice];
  return known ? i18n._(known) : choice;
}
