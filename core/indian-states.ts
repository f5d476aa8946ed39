// The states and union territories of India with their GST state codes (the first two digits of a
// GSTIN), for the place of supply on a tax invoice. "Outside India" is a founder abroad.

export const INDIAN_STATES = [
  { code: "35", name: "Andaman and Nicobar Islands" },
  { code: "37", name: "Andhra Pradesh" },
  { code: "12", name: "Arunachal Pradesh" },
  { code: "18", name: "Assam" },
  { code: "10", name: "Bihar" },
  { code: "04", name: "Chandigarh" },
  { code: "22", name: "Chhattisgarh" },
  { code: "26", name: "Dadra and Nagar Haveli and Daman and Diu" },
  { code: "07", name: "Delhi" },
  { code: "30", name: "Goa" },
  { code: "24", name: "Gujarat" },
  { code: "06", name: "Haryana" },
  { code: "02", name: "Himachal Pradesh" },
  { code: "01", name: "Jammu and Kashmir" },
  { code: "20", name: "Jharkhand" },
  { code: "29", name: "Karnataka" },
  { code: "32", name: "Kerala" },
  { code: "38", name: "Ladakh" },
  { code: "31", name: "Lakshadweep" },
  { code: "23", name: "Madhya Pradesh" },
  { code: "27", name: "Maharashtra" },
  { code: "14", name: "Manipur" },
  { code: "17", name: "Meghalaya" },
  { code: "15", name: "Mizoram" },
  { code: "13", name: "Nagaland" },
  { code: "21", name: "Odisha" },
  { code: "34", name: "Puducherry" },
  { code: "03", name: "Punjab" },
  { code: "08", name: "Rajasthan" },
  { code: "11", name: "Sikkim" },
  { code: "33", name: "Tamil Nadu" },
  { code: "36", name: "Telangana" },
  { code: "16", name: "Tripura" },
  { code: "09", name: "Uttar Pradesh" },
  { code: "05", name: "Uttarakhand" },
  { code: "19", name: "West Bengal" },
] as const;

/**
 * A founder who lives abroad: a supply from India with its place of supply outside India is an
 * inter-state supply (IGST Act, section 7(5)(a)), so IGST. Export zero-rating (a letter of
 * undertaking, payment in foreign exchange) is not handled.
 */
export const OUTSIDE_INDIA = { code: "OI", name: "Outside India" } as const;

export const STATE_CHOICES = [...INDIAN_STATES, OUTSIDE_INDIA] as const;
export type StateCode = (typeof STATE_CHOICES)[number]["code"];
export const STATE_CODES = STATE_CHOICES.map((state) => state.code) as [StateCode, ...StateCode[]];

export const stateName = (code: string): string | undefined =>
  STATE_CHOICES.find((state) => state.code === code)?.name;
