// CPU time spent by the shop server, PostgreSQL and this load generator, read from /proc (Linux), so a
// benchmark can say what one request costs whatever the machine's other load does to latency.
import fs from "node:fs";

export interface CpuTimes {
  server: number;
  postgres: number;
  loadGenerator: number;
}

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** utime + stime of one process in ms, or 0 when it is gone. */
function processCpuMs(pid: number | string): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name may hold spaces; the fields after it are fixed.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

function postgresCpuMs(): number {
  let total = 0;
  for (const pid of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (fs.readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "postgres") total += processCpuMs(pid);
    } catch {
      // The process ended while the list was read.
    }
  }
  return total;
}

/** null where /proc is not there (not Linux): the benchmark then reports latency only. */
export function cpuTimes(serverPid: number): CpuTimes | null {
  if (!fs.existsSync("/proc/self/stat")) return null;
  const own = process.cpuUsage();
  return {
    server: processCpuMs(serverPid),
    postgres: postgresCpuMs(),
    loadGenerator: (own.user + own.system) / 1000,
  };
}

/** CPU ms per request between two readings. */
export function cpuPerRequest(before: CpuTimes, after: CpuTimes, requests: number): CpuTimes {
  const per = (k: keyof CpuTimes) => (after[k] - before[k]) / Math.max(1, requests);
  return { server: per("server"), postgres: per("postgres"), loadGenerator: per("loadGenerator") };
}
