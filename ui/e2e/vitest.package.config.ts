import { defineConfig } from "vitest/config";

// The test of the installed Debian package (`./dev test --package`, README): it needs the
// package installed, so the ordinary end-to-end run leaves it out.
export default defineConfig({
  test: {
    include: ["e2e/package/**/*.e2e.ts"],
    environment: "node",
    testTimeout: 180_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
