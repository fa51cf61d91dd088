import { randomUUID } from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins";
import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { getEnv } from "../../config/env";
import { type Database, getDb } from "../../db/client";
import { singleton } from "../../singleton";
import { account, rateLimit, session, user, verification } from "./auth-schema";
import { sendPasswordResetEmail, sendVerificationEmail } from "./emails";

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
      // Registration asks for 8 and four character classes (lib/auth-schemas.ts); the reset page for 6.
      minPasswordLength: 6,
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
      expiresIn: 60 * 60 * 24 * 7,
      // The spec refreshes a session with under 10 minutes left, checked every 5 minutes.
      updateAge: 60 * 5,
      // A signed copy of the session in a cookie spares two queries per request; sign-out clears it,
      // and a deactivation or role change reaches other open sessions within this minute.
      cookieCache: { enabled: true, maxAge: 60 },
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
