// Starts the built shop on a fresh demo data folder for the end-to-end tests.
import fs from "node:fs";
import path from "node:path";

const dataDir = path.resolve(`.tmp/e2e-data-${process.env.PORT ?? 3100}`);
fs.rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.NODE_ENV = "production";
process.env.JOBS_POLL_MS ??= "200";
await import("../../build/main.js");
