// The flash sale's figures, as the test prints them: what was sold, how long buyers waited, and
// what the machine was doing meanwhile (latency on a shared machine means little without it).
import os from "node:os";
import type { Answer } from "../../scripts/bench/checkout-http";
import { percentile } from "../../scripts/bench/load";

export type SaleResult = { buyer: number; answer: Answer } | { buyer: number; error: string };

export interface SaleFigures {
  buyers: number;
  units: number;
  productName: string;
  processes: number;
  results: SaleResult[];
  oversold: number;
  wallMs: number;
  /** CPU time the shop processes used during the sale. */
  shopCpuMs: number;
  setup: { startMs: number; buyersMs: number; bagsMs: number };
}

export function saleReport(f: SaleFigures): string {
  const answers = f.results.flatMap((r) => ("answer" in r ? [{ ...r.answer, buyer: r.buyer }] : []));
  const placed = answers.filter((a) => a.status === 201);
  const refused = answers.filter((a) => a.status === 409).length;
  const perProcess = Array.from(
    { length: f.processes },
    (_, p) => placed.filter((a) => a.buyer % f.processes === p).length,
  );
  const latencies = answers.map((a) => a.ms).sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  return [
    `Flash sale: ${f.buyers} buyers, ${f.units} units of "${f.productName}", ${f.processes} shop processes, PostgreSQL`,
    `  orders ${placed.length} (${perProcess.join(" + ")} by process), refused ${refused}, ` +
      `other answers ${answers.length - placed.length - refused}, no answer ${f.results.length - answers.length}, ` +
      `oversold ${f.oversold}`,
    `  POST /api/orders latency: p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, ` +
      `max ${ms(latencies.at(-1) ?? NaN)}; wall time ${ms(f.wallMs)}`,
    `  shop processes' CPU during the sale ${ms(f.shopCpuMs)} (${(f.shopCpuMs / f.buyers).toFixed(1)} ms a request); ` +
      `machine: ${os.availableParallelism()} CPUs, load average ${os.loadavg()[0].toFixed(1)}`,
    `  set-up: processes started in ${(f.setup.startMs / 1000).toFixed(1)} s, buyers with sessions ` +
      `${ms(f.setup.buyersMs)}, bags ${ms(f.setup.bagsMs)}`,
  ].join("\n");
}
