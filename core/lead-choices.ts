// The choices of the lead forms (docs/product.md, section 9.3), apart from core/constants.ts so that only the
// pages with those forms load them (docs/decisions/031-light-form-pages.md): every other page
// loads core/constants for one or two of its figures.

export const HANDBOOK_ROLES = ["Entrepreneur", "Professional", "Freelancer"] as const;

export const STARTUP_STAGES = ["Idea Stage", "MVP Built", "Early Revenue", "Scaling"] as const;

export const FOUNDER_LOCATIONS = [
  "Delhi",
  "Bengaluru",
  "Mumbai",
  "Chennai",
  "Hyderabad",
  "Pune",
  "Kolkata",
  "Abroad",
] as const;

const INDIAN_STATES = [
  "Andhra Pradesh",
  "Arunachal Pradesh",
  "Assam",
  "Bihar",
  "Chhattisgarh",
  "Goa",
  "Gujarat",
  "Haryana",
  "Himachal Pradesh",
  "Jharkhand",
  "Karnataka",
  "Kerala",
  "Madhya Pradesh",
  "Maharashtra",
  "Manipur",
  "Meghalaya",
  "Mizoram",
  "Nagaland",
  "Odisha",
  "Punjab",
  "Rajasthan",
  "Sikkim",
  "Tamil Nadu",
  "Telangana",
  "Tripura",
  "Uttar Pradesh",
  "Uttarakhand",
  "West Bengal",
] as const;

const UNION_TERRITORIES = [
  "Andaman and Nicobar Islands",
  "Chandigarh",
  "Dadra and Nagar Haveli and Daman and Diu",
  "Delhi",
  "Jammu and Kashmir",
  "Ladakh",
  "Lakshadweep",
  "Puducherry",
] as const;

/** 28 states, then the union territories, then Abroad (docs/product.md, section 9.3). */
export const HANDBOOK_LOCATIONS = [...INDIAN_STATES, ...UNION_TERRITORIES, "Abroad"] as const;
