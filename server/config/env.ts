import path from "node:path";
import { z } from "zod";
import { passwordPolicyError } from "../../lib/auth-schemas";
import { parseEncryptionKey, parseEncryptionKeys } from "./encryption-key";

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const url = (protocols: string[], hint: string) =>
  optionalText.refine(
    (v) => {
      if (v === undefined) return true;
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { message: hint },
  );

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ message: "must be a whole number between 1 and 65535" })
    .int("must be a whole number between 1 and 65535")
    .min(1, "must be a whole number between 1 and 65535")
    .max(65535, "must be a whole number between 1 and 65535")
    .default(3000),
  DATA_DIR: z.string().trim().min(1, "must not be empty").default("./data"),
  DATABASE_URL: url(["postgres:", "postgresql:"], "must be a postgres:// or postgresql:// URL"),
  APP_URL: url(["http:", "https:"], "must be an http:// or https:// URL"),
  AUTH_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
    message: "must be at least 32 characters",
  }),
  ADMIN_EMAIL: optionalText.pipe(z.email("must be an e-mail address").optional()),
  ADMIN_PASSWORD: optionalText.superRefine((v, ctx) => {
    const problem = v === undefined ? null : passwordPolicyError(v);
    if (problem) ctx.addIssue({ code: "custom", message: `must follow the password policy: ${problem}` });
  }),
  /** Encrypts secret admin settings (docs/decisions/020-secrets-at-rest.md); generated into DATA_DIR when unset. */
  SETTINGS_ENCRYPTION_KEY: optionalText.refine((v) => v === undefined || parseEncryptionKey(v) !== null, {
    message: "must be 32 bytes written as 64 hex characters or base64 (openssl rand -base64 32)",
  }),
  /** Keys used before, comma-separated: read only to re-encrypt old values with the current key at start. */
  SETTINGS_ENCRYPTION_KEY_PREVIOUS: optionalText.refine(
    (v) => v === undefined || parseEncryptionKeys(v) !== null,
    { message: "must be keys of 32 bytes (64 hex characters or base64), separated by commas" },
  ),
  SMTP_URL: url(["smtp:", "smtps:"], "must be an smtp:// or smtps:// URL"),
  MAIL_FROM: optionalText,
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ENDPOINT: url(["http:", "https:"], "must be an http:// or https:// URL"),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: url(["http:", "https:"], "must be an http:// or https:// URL"),
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  GEMINI_API_KEY: optionalText,
  GEMINI_BASE_URL: url(["http:", "https:"], "must be an http:// or https:// URL"),
  /** Processes serving the shop on PORT, one per CPU core at most (decision 027); above 1 needs PostgreSQL. */
  WEB_CONCURRENCY: z.coerce
    .number({ message: "must be a whole number from 1 to 64" })
    .int("must be a whole number from 1 to 64")
    .min(1, "must be a whole number from 1 to 64")
    .max(64, "must be a whole number from 1 to 64")
    .default(1),
  /**
   * How far V8 lets a serving process's heap grow past what survived its last full collection, in
   * percent (decisions 032 and 044). 30 holds a process under 1.3x of its memory at start under load,
   * at no measurable CPU cost per page; 300 comes close to V8's own choice under load (up to 4x).
   */
  HEAP_GROWTH_PERCENT: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.coerce
      .number({ message: "must be a whole number from 10 to 300" })
      .int("must be a whole number from 10 to 300")
      .min(10, "must be a whole number from 10 to 300")
      .max(300, "must be a whole number from 10 to 300")
      .default(30),
  ),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  JOBS_POLL_MS: z.coerce.number().int().min(50, "must be at least 50").default(1000),
  /**
   * Which proxies in front of the shop are trusted to report the client's address (X-Forwarded-For)
   * and the public protocol and host: Express's "trust proxy" setting, as a number of hops, "false"
   * for none, or a comma-separated list of addresses, subnets or the names loopback, linklocal and
   * uniquelocal. Rate limits count by the address this yields.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default("loopback, linklocal, uniquelocal")
    .transform((v, ctx) => {
      if (/^(false|none|0)$/i.test(v)) return false;
      if (/^\d{1,2}$/.test(v)) return Number(v);
      const entries = v.split(",").map((e) => e.trim());
      const valid = entries.every((e) =>
        /^(loopback|linklocal|uniquelocal|[0-9a-f.:]+(\/\d{1,3})?)$/i.test(e),
      );
      if (!valid || /^true$/i.test(v)) {
        ctx.addIssue({
          code: "custom",
          message:
            "must be false, a number of hops, or a list of proxy addresses, subnets or loopback/linklocal/uniquelocal",
        });
        return z.NEVER;
      }
      return entries.join(", ");
    }),
  /** Seconds an anonymous visitor's storefront page may be served from the in-process cache; 0 turns it off. */
  PAGE_CACHE_SECONDS: z.coerce
    .number({ message: "must be a whole number of seconds from 0 to 300" })
    .int("must be a whole number of seconds from 0 to 300")
    .min(0, "must be a whole number of seconds from 0 to 300")
    .max(300, "must be a whole number of seconds from 0 to 300")
    .default(5),
});

export type Env = z.infer<typeof envSchema> & {
  dataDir: string;
  appUrl: string;
  /** True when no ADMIN_EMAIL is configured: the out-of-the-box demo shop. */
  isDemo: boolean;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Validates the environment; the first problem becomes one line naming the variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue.path[0] ?? "environment");
    throw new ConfigError(`Invalid environment variable ${name}: ${issue.message}`);
  }
  const env = result.data;
  const s3Keys = ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
  const s3Set = s3Keys.filter((k) => env[k] !== undefined);
  if (s3Set.length > 0 && s3Set.length < s3Keys.length) {
    const missing = s3Keys.find((k) => env[k] === undefined);
    throw new ConfigError(
      `Invalid environment variable ${missing}: required when other S3_* variables are set`,
    );
  }
  if ((env.RAZORPAY_KEY_ID === undefined) !== (env.RAZORPAY_KEY_SECRET === undefined)) {
    const missing = env.RAZORPAY_KEY_ID === undefined ? "RAZORPAY_KEY_ID" : "RAZORPAY_KEY_SECRET";
    throw new ConfigError(
      `Invalid environment variable ${missing}: RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET go together`,
    );
  }
  if (env.WEB_CONCURRENCY > 1 && env.DATABASE_URL === undefined) {
    throw new ConfigError(
      "Invalid environment variable WEB_CONCURRENCY: more than one process needs PostgreSQL (DATABASE_URL); " +
        "the embedded database belongs to one process",
    );
  }
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    isDemo: env.ADMIN_EMAIL === undefined,
  };
}

const state = globalThis as typeof globalThis & { __shopEnv?: Env };

export function getEnv(): Env {
  state.__shopEnv ??= parseEnv(process.env);
  return state.__shopEnv;
}

/** Tests and scripts replace the environment explicitly. */
export function resetEnv(): void {
  state.__shopEnv = undefined;
}
