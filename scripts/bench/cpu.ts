// CPU time spent by the shop server, PostgreSQL and this load generator, read from /proc (Linux), so a
// benchmark can say what one request costs whatever the machine's other load does to latency.
import fs from "node:fs";

export interface CpuTimes {
  server: number;
  postgres: number;
  loadGenerator: number;
  /** Whole machine, in ticks: the time a virtual machine's host gave to others, and all time. */
  stolen: number;
  total: number;
}

const TICK_MS = 10; // USER_HZ is 100 on Linux

/**
 * utime + stime of one process in ms (with its ended children's when asked), or 0 when it is gone.
 */
function processCpuMs(pid: number | string, withEndedChildren = false): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name may hold spaces; the fields after it are fixed.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const children = withEndedChildren ? Number(fields[13]) + Number(fields[14]) : 0;
    return (Number(fields[11]) + Number(fields[12]) + children) * TICK_MS;
  } catch {
    return 0;
  }
}

/** The live child processes of a process (the shop's serving processes when WEB_CONCURRENCY > 1). */
export function childPids(pid: number | string): number[] {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim().split(" "))
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** A process's CPU time and that of every live process below it. */
function treeCpuMs(pid: number): number {
  return processCpuMs(pid) + childPids(pid).reduce((sum, child) => sum + treeCpuMs(child), 0);
}

/**
 * Every PostgreSQL process's CPU time. A backend that ends (a pool closing an idle connection, an
 * autovacuum worker) takes its time with it, so the postmaster's count of its ended children is
 * added: it inherits their time when it reaps them.
 */
function postgresCpuMs(): number {
  let total = 0;
  for (const pid of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "postgres")
        total += processCpuMs(pid, true);
    } catch {
      // The process ended while the list was read.
    }
  }
  return total;
}

/** The machine's stolen and total CPU ticks, from the first line of /proc/stat. */
function machineTicks(): { stolen: number; total: number } {
  const fields = fs
    .readFileSync("/proc/stat", "utf8")
    .split("\n")[0]
    .trim()
    .split(/\s+/)
    .slice(1, 9)
    .map(Number);
  return { stolen: fields[7] ?? 0, total: fields.reduce((a, b) => a + b, 0) };
}

/** null where /proc is not there (not Linux): the benchmark then reports latency only. */
export function cpuTimes(serverPid: number): CpuTimes | null {
  if (!fs.existsSync("/proc/self/stat")) return null;
  const own = process.cpuUsage();
  return {
    server: treeCpuMs(serverPid),
    postgres: postgresCpuMs(),
    loadGenerator: (own.user + own.system) / 1000,
    ...machineTicks(),
  };
}

export interface CpuUse {
  /** CPU ms per request. */
  server: number;
  postgres: number;
  loadGenerator: number;
  /** Share of the machine's CPU time its host took away meanwhile (0-1): the noise in the figures. */
  stolenShare: number;
}

/** CPU ms per request between two readings, and how much the host stole meanwhile. */
export function cpuPerRequest(before: CpuTimes, after: CpuTimes, requests: number): CpuUse {
  const per = (k: "server" | "postgres" | "loadGenerator") => (after[k] - before[k]) / Math.max(1, requests);
  return {
    server: per("server"),
    postgres: per("postgres"),
    loadGenerator: per("loadGenerator"),
    stolenShare: (after.stolen - before.stolen) / Math.max(1, after.total - before.total),
  };
}
