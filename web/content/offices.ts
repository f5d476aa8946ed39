import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * The four offices shown on the contact page (docs/product.md, section 2.3). Postal addresses and
 * phone numbers are written as the post and the telephone read them, in every language.
 */
export type Office = {
  /** How the team's profiles name the office (web/content/profiles.ts). */
  key: string;
  city: MessageDescriptor;
  label: MessageDescriptor;
  address: string[];
  /** The address as the post reads it in Arabic, where the office's country writes it so. */
  arabicAddress?: string[];
  phone?: string;
  hours?: MessageDescriptor;
  comingSoon?: boolean;
};

export const OFFICES: readonly Office[] = [
  {
    key: "Abu Dhabi",
    city: msg`Abu Dhabi`,
    label: msg`Headquarters`,
    address: ["Floor 21, Nakhla House", "Al Maryah Island", "Abu Dhabi, United Arab Emirates"],
    // The building's name is kept as written (docs/arabic-glossary.md).
    arabicAddress: ["الطابق 21، Nakhla House", "جزيرة المارية", "أبوظبي، الإمارات العربية المتحدة"],
    phone: "+971 2 555 0140",
    hours: msg`Monday to Friday, 9:00–18:00 GST`,
  },
  {
    key: "London",
    city: msg`London`,
    label: msg`Europe office`,
    address: ["3rd Floor, 27 Old Jewry", "London EC2R 8DQ", "United Kingdom"],
    phone: "+44 20 7946 0321",
    hours: msg`Monday to Friday, 9:00–17:30 GMT`,
  },
  {
    key: "Singapore",
    city: msg`Singapore`,
    label: msg`Asia-Pacific office`,
    address: ["Level 9, 8 Marina View", "Singapore 018960"],
    phone: "+65 6555 0187",
    hours: msg`Monday to Friday, 9:00–18:00 SGT`,
  },
  {
    key: "Bangalore",
    city: msg`Bangalore`,
    label: msg`India office`,
    address: ["Indiranagar, Bengaluru", "Karnataka, India"],
    comingSoon: true,
  },
];
