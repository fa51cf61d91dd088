import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ["{app,server,lib,scripts,tests}/**/*.test.{ts,tsx}"],
    exclude: ["tests/e2e/**", "node_modules/**", "build/**"],
    globalSetup: ["tests/setup/global-setup.ts"],
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 120_000,
    env: { NODE_ENV: "test", LOG_LEVEL: "error" },
  },
});
