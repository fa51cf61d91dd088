import type { FuzzRequest } from "./fuzz-request";
import type { Outcome } from "./probe";

const add = <K>(map: Map<K, number>, key: K, n = 1) => map.set(key, (map.get(key) ?? 0) + n);

/** Counts of a fuzz run, for the line it prints: answers, time spent, and what the answers wrote. */
export class FuzzStats {
  sent = 0;
  private streamed = 0;
  private statuses = new Map<number, number>();
  private msByTarget = new Map<string, number>();
  private requestsByTarget = new Map<string, number>();
  private statusesByTarget = new Map<string, Map<number, number>>();
  private msByKind = new Map<string, number>();
  private requestsByKind = new Map<string, number>();
  /** Tables written by accepted requests, and (expected writes only) by refused ones. */
  private acceptedWrites = new Map<string, number>();
  private refusedWrites = new Map<string, number>();

  record(target: string, request: FuzzRequest, outcome: Outcome, ms: number) {
    this.sent++;
    if (request.chunked && request.body !== undefined) this.streamed++;
    add(this.statuses, outcome.status);
    add(this.msByTarget, target, ms);
    add(this.requestsByTarget, target);
    if (!this.statusesByTarget.has(target)) this.statusesByTarget.set(target, new Map());
    add(this.statusesByTarget.get(target)!, outcome.status);
    const kind = request.url.startsWith("/api/")
      ? "api"
      : /\.data(\?|$)/.test(request.url)
        ? "data"
        : "document";
    add(this.msByKind, kind, ms);
    add(this.requestsByKind, kind);
    const writes = outcome.status >= 400 ? this.refusedWrites : this.acceptedWrites;
    for (const w of outcome.writes) add(writes, w.table);
  }

  get serverErrors(): number {
    return [...this.statuses].filter(([status]) => status >= 500).reduce((n, [, count]) => n + count, 0);
  }

  lines(): string[] {
    const object = <K>(map: Map<K, number>) => JSON.stringify(Object.fromEntries([...map].sort()));
    const slowest = [...this.msByTarget]
      .map(([target, ms]): [string, number] => [target, ms / this.requestsByTarget.get(target)!])
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5);
    return [
      `fuzz: statuses ${object(this.statuses)}; ${this.streamed} bodies streamed without Content-Length`,
      `fuzz: time ${[...this.msByKind].map(([k, ms]) => `${k} ${this.requestsByKind.get(k)} requests ${Math.round(ms)} ms`).join(", ")}; ` +
        `slowest per request ${slowest.map(([t, ms]) => `${t} ${Math.round(ms)} ms`).join(", ")}`,
      `fuzz: requests that wrote, by table: accepted ${object(this.acceptedWrites)}, refused ${object(this.refusedWrites)}`,
      // FUZZ_VERBOSE=1 shows how each route answered, to see which ones the fuzz gets past validation.
      ...(process.env.FUZZ_VERBOSE
        ? [...this.statusesByTarget].map(([target, statuses]) => `fuzz:   ${target} ${object(statuses)}`)
        : []),
    ];
  }
}
