import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "./env";

describe("environment validation", () => {
  it("runs the demo shop with nothing configured", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.dataDir).toBe(path.resolve("data"));
    expect(env.appUrl).toBe("http://localhost:3000");
    expect(env.isDemo).toBe(true);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("reads overrides and treats empty values as unset", () => {
    const env = parseEnv({
      PORT: "8080",
      DATA_DIR: "/tmp/shop",
      DATABASE_URL: "",
      ADMIN_EMAIL: "owner@shop.in",
    });
    expect(env).toMatchObject({
      PORT: 8080,
      dataDir: "/tmp/shop",
      appUrl: "http://localhost:8080",
      isDemo: false,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: "abc" }, "Invalid environment variable PORT: must be a whole number between 1 and 65535"],
    [{ PORT: "70000" }, "Invalid environment variable PORT: must be a whole number between 1 and 65535"],
    [
      { DATABASE_URL: "mysql://x" },
      "Invalid environment variable DATABASE_URL: must be a postgres:// or postgresql:// URL",
    ],
    [{ APP_URL: "shop.example" }, "Invalid environment variable APP_URL: must be an http:// or https:// URL"],
    [{ AUTH_SECRET: "short" }, "Invalid environment variable AUTH_SECRET: must be at least 32 characters"],
    [{ ADMIN_EMAIL: "not-an-email" }, "Invalid environment variable ADMIN_EMAIL: must be an e-mail address"],
    [
      { SMTP_URL: "http://mail" },
      "Invalid environment variable SMTP_URL: must be an smtp:// or smtps:// URL",
    ],
    [
      { S3_BUCKET: "b" },
      "Invalid environment variable S3_ACCESS_KEY_ID: required when other S3_* variables are set",
    ],
    [
      { RAZORPAY_KEY_ID: "rzp_test_x" },
      "Invalid environment variable RAZORPAY_KEY_SECRET: RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET go together",
    ],
  ])("stops with one line naming the variable for %o", (source, message) => {
    expect(() => parseEnv(source)).toThrow(ConfigError);
    expect(() => parseEnv(source)).toThrow(message);
  });

  it("reads which proxies are trusted, and refuses trusting everyone", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe("loopback, linklocal, uniquelocal");
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "10.0.0.0/8, loopback" }).TRUST_PROXY).toBe("10.0.0.0/8, loopback");
    expect(() => parseEnv({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY/);
    expect(() => parseEnv({ TRUST_PROXY: "everyone" })).toThrow(/TRUST_PROXY/);
  });

  it("holds the owner's configured password to the shop's password policy", () => {
    expect(parseEnv({ ADMIN_PASSWORD: "Owner@2026x" }).ADMIN_PASSWORD).toBe("Owner@2026x");
    expect(() => parseEnv({ ADMIN_PASSWORD: "password123" })).toThrow(
      "Invalid environment variable ADMIN_PASSWORD: must follow the password policy: Password must contain at least one uppercase letter",
    );
  });

  it("runs one serving process unless told more, and more only on PostgreSQL", () => {
    const postgres = "postgres://shop@db.internal:5432/shop";
    expect(parseEnv({}).WEB_CONCURRENCY).toBe(1);
    expect(parseEnv({ DATABASE_URL: postgres, WEB_CONCURRENCY: "2" }).WEB_CONCURRENCY).toBe(2);
    expect(() => parseEnv({ WEB_CONCURRENCY: "2" })).toThrow(
      "Invalid environment variable WEB_CONCURRENCY: more than one process needs PostgreSQL (DATABASE_URL); the embedded database belongs to one process",
    );
    for (const value of ["0", "1.5", "two", "65"])
      expect(() => parseEnv({ DATABASE_URL: postgres, WEB_CONCURRENCY: value })).toThrow(
        "Invalid environment variable WEB_CONCURRENCY: must be a whole number from 1 to 64",
      );
  });

  it("lets the heap grow by three tenths unless told another percentage within bounds", () => {
    expect(parseEnv({}).HEAP_GROWTH_PERCENT).toBe(30);
    expect(parseEnv({ HEAP_GROWTH_PERCENT: "" }).HEAP_GROWTH_PERCENT).toBe(30);
    expect(parseEnv({ HEAP_GROWTH_PERCENT: "300" }).HEAP_GROWTH_PERCENT).toBe(300);
    for (const value of ["5", "50.5", "half", "301"])
      expect(() => parseEnv({ HEAP_GROWTH_PERCENT: value })).toThrow(
        "Invalid environment variable HEAP_GROWTH_PERCENT: must be a whole number from 10 to 300",
      );
  });
});
