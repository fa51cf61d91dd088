import { eq } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { startSmtpReceiver } from "../../../tests/fakes/smtp-receiver";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { resetEnv } from "../../config/env";
import { getDb } from "../../db/client";
import { runDueJobs } from "../jobs/service";
import { queueMail } from "../mail/service";
import { adminSettings } from "./schema";
import { describeMailDelivery, getMailDelivery, prepareSettings } from "./service";

withTestDatabase();

const saved = { ...process.env };
function useEnv(vars: Record<string, string>) {
  process.env = { ...saved, DATA_DIR: process.env.DATA_DIR, ...vars };
  resetEnv();
}
afterEach(() => useEnv({}));
afterAll(() => {
  process.env = saved;
  resetEnv();
});

async function set(values: Record<string, string>) {
  if ((await getDb().select().from(adminSettings)).length === 0) await prepareSettings();
  for (const [key, value] of Object.entries(values))
    await getDb().update(adminSettings).set({ settingValue: value }).where(eq(adminSettings.settingKey, key));
  await prepareSettings(); // seals a password written in clear here
}

const message = {
  to: "meera@example.com",
  subject: "Your order is confirmed",
  html: "<p>Hi</p>",
  text: "Hi",
};

describe("which mail settings win", () => {
  it("sends the next message through the saved SMTP server and From, over SMTP_URL and MAIL_FROM", async () => {
    const saved = await startSmtpReceiver();
    const env = await startSmtpReceiver();
    try {
      useEnv({ SMTP_URL: env.url, MAIL_FROM: "Env Sender <env@shop.example>" });
      await set({ smtp_host: "127.0.0.1", smtp_port: new URL(saved.url).port, email_from_address: "" });
      await queueMail(message);
      await runDueJobs();
      expect(saved.received.map((m) => m.from)).toEqual(["env@shop.example"]);
      expect(env.received).toHaveLength(0);

      // Emptied, the setting gives way to the environment's server; a saved From still wins.
      await set({
        smtp_host: "",
        email_from_address: "orders@divinethreads.example",
        email_from_name: "Divine Threads",
      });
      await queueMail(message);
      await runDueJobs();
      expect(env.received.map((m) => m.from)).toEqual(["orders@divinethreads.example"]);
      expect(env.received[0].raw).toMatch(/^From: "?Divine Threads"? <orders@divinethreads\.example>$/m);
    } finally {
      await saved.close();
      await env.close();
    }
  });

  it("puts a saved user name and password into SMTP_URL's place, and never describes them to a page", async () => {
    useEnv({ SMTP_URL: "smtps://envuser:envpass@smtp.example.com:465" });
    await set({ smtp_host: "", smtp_username: "apikey", smtp_password: "SG.secret/key" });
    const delivery = await getMailDelivery();
    expect(delivery).toMatchObject({
      kind: "smtp",
      source: "environment",
      host: "smtp.example.com",
      port: 465,
    });
    expect(delivery.kind === "smtp" && new URL(delivery.url).password).toBe(
      encodeURIComponent("SG.secret/key"),
    );
    expect(delivery.kind === "smtp" && new URL(delivery.url).username).toBe("apikey");
    const described = await describeMailDelivery();
    expect(described).toEqual({ kind: "environment", server: "smtp.example.com:465" });

    useEnv({});
    await set({ smtp_username: "", smtp_password: "" });
    expect(await describeMailDelivery()).toEqual({ kind: "outbox", server: null });
  });
});
