// Bundles the HTTP entry (server/http/main.ts) to build/main.js; npm packages stay external.
import { build } from "esbuild";

await build({
  entryPoints: ["server/http/main.ts"],
  outfile: "build/main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  logLevel: "warning",
});
