// `npm run bench:web`: Lighthouse (mobile) on the built shop and the home page's initial JavaScript,
// compared with the budgets. Prints figures; exits non-zero only when something could not be measured.
import { measureInitialJs } from "./initial-js";
import { type LighthouseFigures, type LighthouseRun, median, runLighthouse } from "./lighthouse";
import { ensureBuild, startShop } from "./shop-server";
import { mark, printTable } from "./table";

const BUDGET = { performance: 95, accessibility: 95, cls: 0.05, initialJsKb: 150 };
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));

async function pagesToMeasure(origin: string, notes: string[]): Promise<string[]> {
  const pages = ["/"];
  const shop = await fetch(`${origin}/shop`);
  if (!shop.ok) {
    notes.push(`/shop answered ${shop.status}: it does not exist yet, so only / was measured.`);
    return pages;
  }
  pages.push("/shop");
  const product = /href="(\/products\/[^"?#]+)"/.exec(await shop.text())?.[1];
  if (product) pages.push(product);
  else notes.push("/shop links to no product page, so none was measured.");
  return pages;
}

async function main() {
  ensureBuild();
  console.log("Starting the built shop on a fresh demo data folder...");
  const shop = await startShop({ dataDir: ".tmp/bench-web-data", fresh: true });
  try {
    const notes: string[] = [];
    const pages = await pagesToMeasure(shop.origin, notes);
    const rows: string[][] = [];
    let version = "";
    for (const page of pages) {
      const runs: LighthouseRun[] = [];
      for (let i = 0; i < RUNS; i++) {
        process.stdout.write(`Lighthouse ${page} run ${i + 1}/${RUNS}...\n`);
        const result = await runLighthouse(`${shop.origin}${page}`);
        version = result.version;
        runs.push(result);
      }
      const m = (key: keyof LighthouseFigures) => median(runs.map((r) => r[key]));
      const failures = [...new Set(runs.flatMap((r) => r.accessibilityFailures))];
      if (failures.length > 0) notes.push(`${page} fails accessibility audits: ${failures.join(", ")}`);
      rows.push([
        page,
        mark(String(m("performance")), m("performance") >= BUDGET.performance),
        mark(String(m("accessibility")), m("accessibility") >= BUDGET.accessibility),
        mark(m("cls").toFixed(3), m("cls") < BUDGET.cls),
        `${Math.round(m("lcpMs"))} ms`,
        `${Math.round(m("tbtMs"))} ms`,
      ]);
    }
    const js = await measureInitialJs(`${shop.origin}/`);
    const jsKb = js.totalGzipBytes / 1024;

    console.log(`\nLighthouse ${version}, mobile, median of ${RUNS} run(s) per page`);
    printTable(["page", "performance (>= 95)", "accessibility (>= 95)", "CLS (< 0.05)", "LCP", "TBT"], rows);
    console.log("\nInitial JavaScript of the home page (module scripts + modulepreloads, gzip)");
    printTable(
      ["file", "gzip"],
      js.files.map((f) => [f.url, `${(f.gzipBytes / 1024).toFixed(1)} KB`]),
    );
    console.log(`total: ${mark(`${jsKb.toFixed(1)} KB`, jsKb <= BUDGET.initialJsKb)} (budget <= 150 KB)`);
    if (notes.length > 0) console.log("");
    for (const note of notes) console.log(`Note: ${note}`);
  } finally {
    await shop.stop();
  }
}

main().catch((error) => {
  console.error(`bench:web failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
