import type { Page } from "@playwright/test";
import { expect, gotoHydrated } from "./fixtures";

/** A founder's answers, by step, keyed by the label the form shows. */
export const ANSWERS: Record<string, string>[] = [
  {
    "Full name": "Amara Okafor",
    Designation: "Chief Executive Officer",
    Phone: "+91 98765 43210",
    "E-mail": "amara@frostline.example",
    "LinkedIn profile": "https://www.linkedin.com/in/amara-okafor",
  },
  {
    "Your entrepreneurial journey": "Ten years running cold-chain logistics in West Africa.",
    "The legacy you want to build": "Cold chains that waste nothing.",
    Achievements: "Forbes 30 Under 30, 2024",
    "The problem you are solving": "A quarter of vaccines spoil before they reach a clinic.",
  },
  {
    "Startup name": "Frostline",
    Website: "https://frostline.example",
    Industry: "HealthTech",
    "Your pitch": "Solar fridges that report their own temperature every minute.",
    "Development stage": "Early Users",
    "Funded so far?": "Bootstrapped with a small grant.",
    "Investment details": "₹40 lakh grant from a state health mission.",
    "Customer acquisition": "District health offices, through pilots.",
    "Biggest challenge": "Hardware unit costs.",
  },
  {
    "Co-founders": "Ravi Menon, CTO",
    "Team size": "7",
    "Key executives": "Leila Haddad, operations",
    "How decisions are made": "A weekly founders' meeting; data first.",
  },
  {
    "What you expect from us": "A seed round and introductions to state health missions.",
    Concerns: "Keeping our hardware margins.",
    "Advisory needs": "Regulatory advice.",
    "Support areas": "Hiring and fundraising.",
    "Growth report": "Monthly active fridges up 30% a quarter.",
  },
];

export const form = (page: Page) => page.getByRole("form");
export const stepHeading = (page: Page) =>
  page.getByRole("main").getByRole("heading", { level: 2 });

export async function fillApplicationStep(page: Page, answers: Record<string, string>) {
  for (const [label, value] of Object.entries(answers)) {
    const control = form(page).getByLabel(label);
    if (label === "Development stage") await control.selectOption(value);
    else await control.fill(value);
  }
}

export async function startApplication(page: Page) {
  await gotoHydrated(page, "/application");
  await page.getByRole("button", { name: "Start application" }).click();
  await expect(stepHeading(page)).toHaveText("Founder identity");
}

export async function fillUpToReview(page: Page) {
  for (const answers of ANSWERS) {
    await fillApplicationStep(page, answers);
    await page.getByRole("button", { name: "Next" }).click();
  }
  await expect(stepHeading(page)).toHaveText("Review your application");
}
