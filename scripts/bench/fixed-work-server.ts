// The control that bench:scale measures beside the shop: a server whose every answer costs the same,
// a fixed amount of computation (`?rounds=` of an integer hash) in slices between three PostgreSQL
// round trips, with next to nothing allocated, served by `PROCESSES` processes behind the shop's
// supervisor, which hands out the connections (as the shop's does when it runs two or more). Its
// latency under the same load shows how far the machine itself (its scheduler, PostgreSQL and the
// load generator sharing the cores) spreads the answers of a server that has no garbage collector's
// pauses and no uneven work. The caller chooses the rounds so that its median answer takes about as
// long as the page it is compared with.
// Run by scale.ts: PORT=... PROCESSES=... DATABASE_URL=... node --import tsx scripts/bench/fixed-work-server.ts
import cluster from "node:cluster";
import http from "node:http";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { takeHandedConnections } from "../../server/http/connection-balancer";
import { superviseProcesses } from "../../server/http/processes";

const PORT = Number(process.env.PORT);
const PROCESSES = Number(process.env.PROCESSES ?? 1);
const QUERIES = 3;
/** A statement costing PostgreSQL a few tenths of a millisecond, like one of a listing's. */
const QUERY = "select count(*) from generate_series(1, 4000)";
/** About the size of a gzipped storefront page. */
const BODY = Buffer.alloc(12 * 1024, "x");

/** A fixed amount of computation, without allocating: `rounds` of an integer hash. */
function compute(rounds: number, seed: number): number {
  let hash = seed;
  for (let i = 0; i < rounds; i++) hash = Math.imul(hash ^ i, 0x9e3779b1) >>> 0;
  return hash;
}

if (cluster.isPrimary) {
  // The shop's own supervisor and connection balancer, so that connections are spread alike.
  superviseProcesses({
    count: PROCESSES,
    entry: fileURLToPath(import.meta.url),
    port: PORT,
    announce: () => console.log(`listening on ${PORT}`),
  });
} else {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  const server = http.createServer((request, response) => {
    const rounds = Number(/[?&]rounds=(\d+)/.exec(request.url ?? "")?.[1] ?? 0);
    const slice = Math.round(rounds / (QUERIES + 1));
    void (async () => {
      // The hash is sent, so the compiler cannot leave the computation out.
      let hash = compute(slice, 1);
      for (let i = 0; i < QUERIES; i++) {
        await pool.query(QUERY);
        hash = compute(slice, hash);
      }
      response.writeHead(200, {
        "content-type": "text/plain",
        "content-length": BODY.length,
        "x-hash": String(hash),
      });
      response.end(BODY);
    })().catch(() => response.writeHead(500).end());
  });
  takeHandedConnections(server);
}
