import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../db/client";
import { mailOutbox } from "../mail/schema";
import { sendTestEmail } from "./service";

withTestDatabase();

describe("test e-mail", () => {
  it("queues the test template as HTML and text", async () => {
    const id = await sendTestEmail(" owner@shop.example ");
    const [mail] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(mail).toMatchObject({
      to: "owner@shop.example",
      template: "test",
      subject: "Test e-mail from Divine Threads",
    });
    expect(mail.html).toContain("<");
    expect(mail.text.length).toBeGreaterThan(20);
  });

  it("refuses an empty or malformed address", async () => {
    await expect(sendTestEmail("")).rejects.toThrow("Test cancelled - no email address provided");
    await expect(sendTestEmail("nope")).rejects.toThrow("Please enter a valid email address");
  });
});
