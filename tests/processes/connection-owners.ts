// Which serving process holds each TCP connection to the shop, read from Linux's /proc.
import fs from "node:fs";

/** Socket inodes of the server ends of established connections on `port`, by the client end's port. */
function serverEnds(port: number): Map<number, string> {
  const ends = new Map<number, string>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    const lines = fs.existsSync(table) ? fs.readFileSync(table, "utf8").trim().split("\n").slice(1) : [];
    for (const line of lines) {
      const [, local, remote, state, , , , , , inode] = line.trim().split(/\s+/);
      const portOf = (address: string) => parseInt(address.split(":")[1], 16);
      // 01: established.
      if (state === "01" && portOf(local) === port) ends.set(portOf(remote), inode);
    }
  }
  return ends;
}

/** Socket inodes a process holds open. */
function socketsOf(pid: number): Set<string> {
  const inodes = new Set<string>();
  for (const fd of fs.readdirSync(`/proc/${pid}/fd`)) {
    try {
      const match = /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (match) inodes.add(match[1]);
    } catch {
      // Closed meanwhile.
    }
  }
  return inodes;
}

/** For each of `pids`, the client ports of the connections to `port` it serves. */
export function connectionsByProcess(port: number, pids: number[]): Map<number, number[]> {
  const ends = serverEnds(port);
  return new Map(
    pids.map((pid) => {
      const held = socketsOf(pid);
      return [pid, [...ends].filter(([, inode]) => held.has(inode)).map(([clientPort]) => clientPort)];
    }),
  );
}
