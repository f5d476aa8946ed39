import Bowser from "bowser";

/**
 * A session's device in plain words, from the browser's user agent (bowser): "Chrome on macOS",
 * "Safari on iPhone", "Firefox on Linux". What cannot be read says so rather than guessing.
 */
export function deviceName(userAgent: string | null): string {
  if (!userAgent?.trim()) return "Unknown device";
  const { browser, os, platform } = Bowser.parse(userAgent);
  // A phone or tablet says what it is (iPhone, iPad, Pixel); a computer says its system.
  const where = platform.model && platform.type !== "desktop" ? platform.model : os.name;
  if (browser.name && where) return `${browser.name} on ${where}`;
  return browser.name || where || "Unknown device";
}
