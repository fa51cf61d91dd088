import { randomUUID } from "node:crypto";
import { betterAuth } from "better-auth/minimal";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins/admin";
import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { getEnv } from "../../config/env";
import { type Database, getDb } from "../../db/client";
import { singleton } from "../../singleton";
import { authHooks } from "./auth-hooks";
import { account, rateLimit, session, user, verification } from "./auth-schema";
import { sendPasswordResetEmail, sendVerificationEmail } from "./emails";

export const SESSION_EXPIRES_IN_S = 60 * 60 * 24 * 7;
/** The spec refreshes a session with under 10 minutes left, checked every 5 minutes. */
export const SESSION_UPDATE_AGE_S = 60 * 5;

/**
 * The client address Better Auth's rate limits count by. The shop's HTTP entry sets it from the
 * socket and the configured trusted proxies and drops any copy the client sent.
 */
export const CLIENT_IP_HEADER = "x-shop-client-ip";

export const ACCOUNT_DISABLED = "This account has been deactivated. Please contact us for help.";

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
      requireEmailVerification: true,
      // Every new password follows one policy (lib/auth-schemas.ts passwordPolicy, enforced by the
      // before hook in auth-hooks.ts on every path that sets one); these are Better Auth's outer bounds.
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: account, token }) => {
        await sendPasswordResetEmail(
          account.email,
          account.name,
          `${env.appUrl}/reset-password?token=${token}`,
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user: account, token, url: requested }) => {
        // Sign-up may ask to come back to a page (checkout) after signing in; nowhere else.
        const asked = new URL(requested).searchParams.get("callbackURL") ?? "";
        const callback = asked.startsWith("/login?verified=1") ? asked : "/login?verified=1";
        const url = `${env.appUrl}/api/auth/verify-email?token=${token}&callbackURL=${encodeURIComponent(callback)}`;
        await sendVerificationEmail(account.email, account.name, url);
      },
    },
    hooks: authHooks(db),
    databaseHooks: {
      user: {
        create: {
          // Spec: a new profile takes the sign-up name, else the part of the e-mail before the @.
          before: async (account) => ({
            data: { ...account, name: account.name?.trim() || account.email.split("@")[0] },
          }),
        },
      },
      session: {
        create: {
          // A deactivated account cannot sign in.
          before: async (session) => {
            const [owner] = await db
              .select({ isActive: user.isActive })
              .from(user)
              .where(eq(user.id, session.userId));
            if (owner && !owner.isActive) throw new APIError("FORBIDDEN", { message: ACCOUNT_DISABLED });
            return { data: session };
          },
        },
      },
    },
    user: {
      additionalFields: {
        phone: { type: "string", required: false, input: false },
        isActive: { type: "boolean", required: false, defaultValue: true, input: false },
      },
    },
    session: {
      expiresIn: SESSION_EXPIRES_IN_S,
      updateAge: SESSION_UPDATE_AGE_S,
      // No signed copy of the session in a cookie: a copy would outlive sign-out and password resets.
      cookieCache: { enabled: false },
    },
    rateLimit: {
      enabled: env.NODE_ENV !== "test" || process.env.AUTH_RATE_LIMIT === "on",
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 5 },
        "/sign-up/email": { window: 60, max: 3 },
        "/request-password-reset": { window: 300, max: 3 },
        "/send-verification-email": { window: 300, max: 3 },
      },
    },
    plugins: [admin({ defaultRole: "customer", adminRoles: ["admin"] })],
    advanced: {
      database: { generateId: () => randomUUID() },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
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

export function getAuthSecret(): string {
  if (!authSecret.value) throw new Error("The auth secret is not loaded yet");
  return authSecret.value;
}

export function setAuthSecret(secret: string): void {
  authSecret.value = secret;
  state.auth = undefined;
}
