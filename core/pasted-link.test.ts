import { describe, expect, it } from "vitest";
import { tokenOfPastedLink } from "./pasted-link";

describe("a private link as a person pastes it", () => {
  const token = "Zx8_k2-Qm4vLr9TtYbN0cW1sDfGhJpUaEoIiXyVzA3e";

  it("reads the token after #token= in the whole link, wherever the link was copied from", () => {
    for (const link of [
      `https://nakhla.example/my-application#token=${token}`,
      `  https://nakhla.example/ar/my-application#token=${token}\n`,
      `https://nakhla.example/my-application#utm=mail&token=${token}`,
      `https://nakhla.example/my-application#token=${token}&from=mail`,
      `https://nakhla.example/deal-room#token=${token}`,
    ]) {
      expect(tokenOfPastedLink(link)).toBe(token);
    }
  });

  it("reads a staff invitation's token, which is its link's whole fragment", () => {
    for (const link of [
      `https://nakhla.example/admin-invite#${token}`,
      ` https://nakhla.example/admin-invite#${token} `,
      `/admin-invite#${token}`,
    ]) {
      expect(tokenOfPastedLink(link)).toBe(token);
    }
  });

  it("takes a token pasted alone as it is, and nothing as nothing", () => {
    expect(tokenOfPastedLink(` ${token} `)).toBe(token);
    expect(tokenOfPastedLink("")).toBe("");
  });
});
