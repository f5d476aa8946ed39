// Browser tests run in Debian's Chromium. Install it when missing and we may; else say what to do.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const path = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
if (existsSync(path)) process.exit(0);

if (process.getuid?.() !== 0) {
  console.error(
    `Browser tests need Chromium at ${path}: run "sudo apt-get install -y chromium" (Debian), or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
console.info("Chromium is missing: installing Debian's chromium package…");
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
execSync("apt-get update -qq && apt-get install -y -qq chromium", { stdio: "inherit", env });
if (!existsSync(path)) {
  console.error(`apt-get finished but ${path} is still missing.`);
  process.exit(1);
}
