import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import * as SERVER from "../../../core/application-messages";
import { APPLICATION_MESSAGES, applicationMessage } from "./application-messages";

describe("the server's messages on the application's page", () => {
  it("has a catalogue message for each of the core's, keyed by its words", () => {
    const words = Object.values(SERVER).filter((value) => typeof value === "string");
    expect(Object.keys(APPLICATION_MESSAGES).sort()).toEqual([...words].sort());
  });

  it("reads the fee out of the amount's message and keeps any unknown message", () => {
    const i18n = setupI18n({ locale: "en", messages: { en: {} } });
    expect(applicationMessage(SERVER.amountMismatch(500_000), i18n)).toBe(
      SERVER.amountMismatch(500_000),
    );
    expect(applicationMessage("Something new", i18n)).toBe("Something new");
  });
});
