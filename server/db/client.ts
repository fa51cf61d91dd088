import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { type ExtractTablesWithRelations, type SQL, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { singleton } from "../singleton";
import { type ListenHandlers, listenPostgres } from "./listen";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface DbHandle {
  db: Database;
  driver: "pglite" | "postgres";
  /** Runs fn with a dedicated connection holding a session-level advisory lock. */
  withLock<T>(lockId: number, fn: (db: Database) => Promise<T>): Promise<T>;
  /** Hears every NOTIFY on `channel` from any connection; resolves to a function that stops listening. */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** How close a search word must be to a word of a product name to count as a typo of it (0-1). */
const WORD_SIMILARITY = 0.4;

export class DatabaseOpenError extends Error {
  override name = "DatabaseOpenError";
}

export interface OpenOptions {
  /** postgres:// URL; without it the embedded database in dataDir is used. */
  url?: string;
  /** Folder of the embedded database; omitted means in memory. */
  dataDir?: string;
  /** A dumped PGlite data directory to start from (test templates). */
  loadDataDir?: Blob | File;
  poolSize?: number;
}

export async function openDatabase(options: OpenOptions): Promise<DbHandle> {
  return options.url ? openPostgres(options.url, options.poolSize ?? 10) : openPglite(options);
}

async function openPglite({ dataDir, loadDataDir }: OpenOptions): Promise<DbHandle> {
  if (dataDir) fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir });
    await client.query(`set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY}`);
  } catch (error) {
    throw new DatabaseOpenError(
      `The database in ${dataDir ?? "memory"} cannot be opened (${describe(error)}). ` +
        "It may be corrupt or written by another PostgreSQL version: restore it from a backup, " +
        "or move the folder aside to start a fresh shop.",
    );
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    driver: "pglite",
    // One connection only: PGlite already runs one statement at a time, so the lock is the process.
    withLock: (_lockId, fn) => fn(db),
    // The embedded database has one connection, which never drops: there is no gap to report.
    listen: (channel, { onMessage }) => client.listen(channel, onMessage),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(url: string, max: number): Promise<DbHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // Open for the process's life. pg closes a connection after 10 s unused by default, and the next
    // request to need it waited for a new PostgreSQL backend whose caches start empty: under load the
    // pool kept opening such backends, and they made the slowest pages (decision 041).
    idleTimeoutMillis: 0,
    options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY}`,
  });
  pool.on("error", (error) => console.error("[db] idle client error:", describe(error)));
  try {
    const probe = await pool.connect();
    probe.release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new DatabaseOpenError(`Cannot connect to PostgreSQL at ${redact(url)}: ${describe(error)}`);
  }
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    driver: "postgres",
    withLock: async (lockId, fn) => {
      const conn = await pool.connect();
      try {
        await conn.query("select pg_advisory_lock($1)", [lockId]);
        return await fn(drizzlePg(conn, { schema }) as unknown as Database);
      } finally {
        await conn.query("select pg_advisory_unlock($1)", [lockId]).catch(() => undefined);
        conn.release();
      }
    },
    listen: async (channel, handlers) => {
      const stop = await listenPostgres(url, channel, handlers);
      listeners.add(stop);
      return () => {
        listeners.delete(stop);
        return stop();
      };
    },
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "the configured URL";
  }
}

const current = singleton("db", () => ({ handle: undefined as DbHandle | undefined }));

/** The process-wide database, opened by the server's start-up or a test's setup. */
export function getDb(): Database {
  if (!current.handle) throw new Error("The database is not open yet");
  return current.handle.db;
}

export function getDbHandle(): DbHandle | undefined {
  return current.handle;
}

export function setDbHandle(handle: DbHandle | undefined): void {
  current.handle = handle;
}

/** Raw SQL returning rows, the same on both drivers. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/**
 * Like queryRows, for a hot statement whose text never changes (only its parameters do): PostgreSQL
 * parses and plans it once per connection under `name` instead of on every call. One name, one text.
 */
export async function queryPreparedRows<T>(db: Database, name: string, query: SQL): Promise<T[]> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  const result = (await prepared.execute()) as { rows: T[] };
  return result.rows;
}

/**
 * A row count (LIMIT, OFFSET) written into a statement's text rather than passed as a parameter. The
 * planner sees it, so a prepared statement keeps one plan: with a LIMIT it cannot see, PostgreSQL
 * assumes a tenth of the table and judges each call's own plan cheaper (decision 031).
 */
export function rowCount(n: number): SQL {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`Not a row count: ${n}`);
  return sql.raw(String(n));
}
