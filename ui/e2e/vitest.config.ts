import { defineConfig } from "vitest/config";

// End-to-end tests of the real app window (see e2e/README in the repo README).
export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    // The installed package's test has its own config (vitest.package.config.ts).
    exclude: ["e2e/package/**", "**/node_modules/**"],
    environment: "node",
    testTimeout: 180_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
