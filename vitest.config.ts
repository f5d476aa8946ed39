import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: "unit", include: ["core/**/*.test.ts", "web/**/*.test.ts"] },
      },
      {
        test: {
          name: "api",
          include: ["api/**/*.test.ts"],
          globalSetup: ["api/test/global-setup.ts"],
          // Each file gets its own database; PGlite instances are heavy, so keep two at a time.
          maxWorkers: 2,
          // Runs after the unit project when both run together.
          sequence: { groupOrder: 1 },
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
