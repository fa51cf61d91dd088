import { randomUUID } from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins";
import { getEnv } from "../../config/env";
import { type Database, getDb } from "../../db/client";
import { singleton } from "../../singleton";
import { account, rateLimit, session, user, verification } from "./auth-schema";

function createAuth(db: Database, secret: string) {
  const env = getEnv();
  return betterAuth({
    appName: "Divine Threads",
    baseURL: env.appUrl,
    basePath: "/api/auth",
    secret,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user, session, account, verification, rateLimit },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
    },
    user: {
      additionalFields: {
        phone: { type: "string", required: false, input: false },
        isActive: { type: "boolean", required: false, defaultValue: true, input: false },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      // The spec refreshes a session with under 10 minutes left, checked every 5 minutes.
      updateAge: 60 * 5,
    },
    rateLimit: { enabled: env.NODE_ENV !== "test", storage: "database" },
    plugins: [admin({ defaultRole: "customer", adminRoles: ["admin"] })],
    advanced: { database: { generateId: () => randomUUID() } },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

const state = singleton("auth", () => ({
  db: undefined as Database | undefined,
  auth: undefined as Auth | undefined,
}));

/** Better Auth bound to the current database; the secret comes from start-up (env or stored). */
export function getAuth(): Auth {
  const db = getDb();
  if (!state.auth || state.db !== db) {
    const secret = authSecret.value;
    if (!secret) throw new Error("The auth secret is not loaded yet");
    state.auth = createAuth(db, secret);
    state.db = db;
  }
  return state.auth;
}

const authSecret = singleton("auth-secret", () => ({ value: undefined as string | undefined }));

export function setAuthSecret(secret: string): void {
  authSecret.value = secret;
  state.auth = undefined;
}
