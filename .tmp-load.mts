import { runLoad, percentile } from "./scripts/bench/load";
const base = process.argv[2];
for (const path of ["/shop", "/shop?sort=price-low", "/shop?search=silk"]) {
  await runLoad(base + path, 10, 2);
  const t = await runLoad(base + path, 50, 8);
  const l = await runLoad(base + path, 10, 8);
  console.log(path, "req/s", (t.requests / t.seconds).toFixed(0), "err", t.errors, "p50/p95/p99@10", percentile(l.latencies,50).toFixed(0), percentile(l.latencies,95).toFixed(0), percentile(l.latencies,99).toFixed(0));
}
