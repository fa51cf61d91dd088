// Starts the built shop on a fresh demo data folder for the end-to-end tests, with a real SMTP
// receiver that writes every message it gets to .tmp/e2e-mail-<port>/ for the tests to read.
import fs from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

const port = process.env.PORT ?? "3100";
const dataDir = path.resolve(`.tmp/e2e-data-${port}`);
const mailDir = path.resolve(`.tmp/e2e-mail-${port}`);
fs.rmSync(dataDir, { recursive: true, force: true });
fs.rmSync(mailDir, { recursive: true, force: true });
fs.mkdirSync(mailDir, { recursive: true });

let count = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on("data", (c) => chunks.push(c));
    stream.on("end", () => {
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(",");
      fs.writeFileSync(path.join(mailDir, `${Date.now()}-${++count}-${to}.eml`), Buffer.concat(chunks));
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, "127.0.0.1", resolve));

process.env.DATA_DIR = dataDir;
process.env.NODE_ENV = "production";
process.env.JOBS_POLL_MS ??= "200";
// The demo admin (admin@shop.localhost) gets a known password, for the back-office tests.
process.env.ADMIN_PASSWORD ??= "Admin@e2e2026";
process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.server.address().port}`;
// AI product details go only to the fake Gemini that tests/e2e/admin-ai.spec.ts runs on the next port,
// with the key the test saves in Admin Settings.
process.env.GEMINI_BASE_URL = `http://127.0.0.1:${Number(port) + 1}`;
delete process.env.GEMINI_API_KEY;
await import("../../build/main.js");
