import { sql } from "drizzle-orm";
import { getDbHandle, queryRows } from "./client";

export interface DatabaseHealth {
  driver: "pglite" | "postgres" | null;
  connected: boolean;
  latencyMs: number | null;
  migrations: number | null;
}

export async function getDatabaseHealth(): Promise<DatabaseHealth> {
  const handle = getDbHandle();
  if (!handle) return { driver: null, connected: false, latencyMs: null, migrations: null };
  const started = performance.now();
  try {
    const [row] = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    return {
      driver: handle.driver,
      connected: true,
      latencyMs: Math.round((performance.now() - started) * 10) / 10,
      migrations: Number(row?.n ?? 0),
    };
  } catch {
    return { driver: handle.driver, connected: false, latencyMs: null, migrations: null };
  }
}
