import { defineConfig } from "vitest/config";
import { svelte } from "@sveltejs/vite-plugin-svelte";

// Tauri expects a fixed port in development and serves ui/dist in release builds.
export default defineConfig({
  plugins: [svelte()],
  clearScreen: false,
  // The window icon doubles as the logo in the top bar.
  publicDir: "../assets/icons",
  server: { port: 5173, strictPort: true },
  build: { target: "safari15", outDir: "dist", emptyOutDir: true },
  test: {
    environment: "happy-dom",
    include: ["src/**/*.test.ts"],
  },
  resolve: process.env.VITEST ? { conditions: ["browser"] } : undefined,
});
