import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ["{app,server,lib,scripts,tests}/**/*.test.{ts,tsx}"],
    exclude: ["tests/e2e/**", "node_modules/**", "build/**"],
    globalSetup: ["tests/setup/global-setup.ts"],
    pool: "forks",
    // Test files in one worker share its loaded modules: each file still gets its own database and data
    // folder (tests/setup/test-database.ts), and importing the server once per worker instead of once
    // per file halves the suite's time.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    env: { NODE_ENV: "test", LOG_LEVEL: "error" },
  },
});
