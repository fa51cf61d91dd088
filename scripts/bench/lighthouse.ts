// Runs Lighthouse (mobile, its default simulated throttling) in Debian's Chromium and reads the figures.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
}

export interface LighthouseRun extends LighthouseFigures {
  version: string;
  /** Accessibility audits that did not pass, by id. */
  accessibilityFailures: string[];
}

interface Report {
  lighthouseVersion: string;
  runtimeError?: { code: string; message: string };
  categories: Record<"performance" | "accessibility", { score: number | null; auditRefs: { id: string }[] }>;
  audits: Record<string, { numericValue?: number; score: number | null }>;
}

export async function runLighthouse(url: string): Promise<LighthouseRun> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-lighthouse-"));
  const outputPath = path.join(dir, "report.json");
  try {
    const args = [
      "node_modules/lighthouse/cli/index.js",
      url,
      "--output=json",
      `--output-path=${outputPath}`,
      "--only-categories=performance,accessibility",
      `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
      "--quiet",
    ];
    const stderr: string[] = [];
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    child.stderr.on("data", (chunk: Buffer) => stderr.push(chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    if (code !== 0 || !fs.existsSync(outputPath))
      throw new Error(`Lighthouse failed on ${url} (exit ${code}): ${stderr.join("").slice(-2000)}`);
    const report = JSON.parse(fs.readFileSync(outputPath, "utf8")) as Report;
    if (report.runtimeError)
      throw new Error(`Lighthouse could not measure ${url}: ${report.runtimeError.message}`);
    const score = (name: "performance" | "accessibility") =>
      Math.round((report.categories[name].score ?? 0) * 100);
    return {
      version: report.lighthouseVersion,
      performance: score("performance"),
      accessibility: score("accessibility"),
      cls: report.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
      lcpMs: report.audits["largest-contentful-paint"]?.numericValue ?? NaN,
      tbtMs: report.audits["total-blocking-time"]?.numericValue ?? NaN,
      accessibilityFailures: report.categories.accessibility.auditRefs
        .map((ref) => ref.id)
        .filter((id) => report.audits[id]?.score !== null && (report.audits[id]?.score ?? 1) < 1),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
