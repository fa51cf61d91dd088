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

/**
 * The server bundle stays ASCII (see `esbuild` below). esbuild escapes strings and JSX text but not
 * regular expressions: fail the build on what is left, naming the file.
 */
const asciiServerBundle: Plugin = {
  name: "ascii-server-bundle",
  enforce: "post",
  apply: (_config, env) => env.isSsrBuild === true,
  transform(code, id) {
    if (!/\.[cm]?[jt]sx?$/.test(id)) return null;
    const at = code.search(/[\u0080-\uffff]/);
    if (at === -1) return null;
    const hex = code.charCodeAt(at).toString(16).padStart(4, "0");
    throw new Error(
      `${path.relative(".", id)} holds "${code[at]}" where the build cannot escape it (a regular expression): write it as \\u${hex}`,
    );
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [serverOnly, asciiServerBundle, tailwindcss(), reactRouter(), tsconfigPaths()],
  build: { target: "es2022" },
  // V8 keeps each module's source for as long as the process runs, in two bytes a character if one
  // character needs them (a rupee sign is enough): written in ASCII, the server bundle takes half.
  esbuild: isSsrBuild ? { charset: "ascii" } : undefined,
  ssr: {
    // Native and WASM packages stay in node_modules instead of being bundled.
    external: ["@electric-sql/pglite", "sharp", "pg"],
  },
}));
