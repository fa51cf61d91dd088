import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

const serverDir = path.resolve("server") + path.sep;

/** Server code (database, secrets) must never reach the browser bundle: fail the build if it would. */
const serverOnly: Plugin = {
  name: "server-only-guard",
  enforce: "pre",
  load(id, options) {
    if (!options?.ssr && id.startsWith(serverDir)) {
      throw new Error(`${path.relative(".", id)} is server-only but was imported into the browser bundle`);
    }
    return null;
  },
};

export default defineConfig({
  plugins: [serverOnly, tailwindcss(), reactRouter(), tsconfigPaths()],
  build: { target: "es2022" },
  ssr: {
    // Native and WASM packages stay in node_modules instead of being bundled.
    external: ["@electric-sql/pglite", "sharp", "pg"],
  },
});
