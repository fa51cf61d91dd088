import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../db/client";
import { AppError } from "../../errors";
import { mailOutbox } from "../mail/schema";
import { settings } from "../settings/schema";
import { CONTACT_RATE_LIMIT_MESSAGE, submitContactMessage } from "./contact";
import { contactMessages } from "./schema";

withTestDatabase();

beforeEach(async () => {
  await getDb().delete(contactMessages);
  await getDb().delete(mailOutbox);
  await getDb().delete(settings);
});

const valid = {
  name: " Asha Rao ",
  email: "asha@example.com",
  subject: "Sizes",
  message: "Is 3-4Y right?",
  consent: "on",
};

async function refusal(input: Record<string, unknown>) {
  const error = await submitContactMessage(input).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("contact messages", () => {
  it("stores the message and queues an e-mail to the business address", async () => {
    await getDb()
      .insert(settings)
      .values([
        { key: "business_email", value: "shop@divinethreads.example" },
        { key: "contact_email", value: "hello@divinethreads.example" },
      ]);
    const { id } = await submitContactMessage({ ...valid, message: "Is 3-4Y\0 right? <b>thanks</b>" });
    const [stored] = await getDb().select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(stored).toMatchObject({
      name: "Asha Rao",
      email: "asha@example.com",
      subject: "Sizes",
      message: "Is 3-4Y right? <b>thanks</b>",
      status: "new",
    });
    const mails = await getDb().select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: "shop@divinethreads.example", subject: "Contact form: Sizes" });
    expect(mails[0].text).toContain("Asha Rao <asha@example.com>");
    expect(mails[0].html).toContain("Is 3-4Y right? &#60;b&#62;thanks&#60;/b&#62;");
  });

  it("falls back to contact_email and stores an empty subject as none", async () => {
    await getDb().insert(settings).values({ key: "contact_email", value: '"hello@divinethreads.example"' });
    await submitContactMessage({ ...valid, subject: "   " });
    const [stored] = await getDb().select().from(contactMessages);
    expect(stored.subject).toBeNull();
    const [mail] = await getDb().select().from(mailOutbox);
    expect(mail).toMatchObject({ to: "hello@divinethreads.example", subject: "Contact form: No subject" });
  });

  it("refuses missing fields and a bad e-mail with the spec's words, storing nothing", async () => {
    for (const field of ["name", "email", "message"]) {
      const error = await refusal({ ...valid, [field]: "  " });
      expect(error).toMatchObject({ code: "INVALID", message: "Please fill in all required fields" });
    }
    const bad = await refusal({ ...valid, email: "asha@example" });
    expect(bad.message).toBe("Please enter a valid email address");
    expect(bad.fieldErrors).toEqual({ email: "Please enter a valid email address" });
    expect((await refusal({ ...valid, message: "x".repeat(2001) })).fieldErrors).toEqual({
      message: "Please keep your message to 2000 characters or fewer",
    });
    expect(await getDb().select().from(contactMessages)).toEqual([]);
    expect(await getDb().select().from(mailOutbox)).toEqual([]);
  });

  it("refuses a sixth message from the same address within an hour", async () => {
    for (let i = 0; i < 5; i++) await submitContactMessage({ ...valid, email: "Busy@example.com" });
    const error = await refusal({ ...valid, email: "busy@example.com" });
    expect(error).toMatchObject({ code: "RATE_LIMITED", message: CONTACT_RATE_LIMIT_MESSAGE });
    expect(await getDb().select().from(contactMessages)).toHaveLength(5);
    await submitContactMessage({ ...valid, email: "someone-else@example.com" });
  });
});
