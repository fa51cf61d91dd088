// Builds the app when build/ is missing or older than the sources it is made from.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const STAMP = "build/.stamp";
const SOURCES = [
  "app",
  "server",
  "lib",
  "public",
  "scripts/seed",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
];

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const built = fs.existsSync(STAMP) && fs.existsSync("build/main.js") ? fs.statSync(STAMP).mtimeMs : 0;
const newest = Math.max(...SOURCES.map(newestMtime));
if (built < newest) {
  console.log(built ? "Sources changed: rebuilding the shop..." : "Building the shop (first start)...");
  const result = spawnSync("npm", ["run", "build"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(STAMP, new Date().toISOString());
}
