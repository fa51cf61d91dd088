import { eq } from "drizzle-orm";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { withTestDatabase } from "../../tests/setup/test-database";
import { getDb } from "../../server/db/client";
import { listOutbox } from "../../server/modules/mail/service";
import { subscribers } from "../../server/modules/newsletter/schema";
import NewsletterConfirm, { action, CONFIRM_TEXT, loader } from "./newsletter-confirm";
import * as subscribeRoute from "./newsletter-subscribe";

withTestDatabase();

const args = (request: Request) => ({ request, params: {}, context: {} }) as never;
const open = (url: string) => loader(args(new Request(url)));
const confirm = (token: string) =>
  action(
    args(
      new Request("http://localhost:3000/newsletter/confirm", {
        method: "POST",
        body: new URLSearchParams({ token }),
      }),
    ),
  );
const row = async () =>
  (await getDb().select().from(subscribers).where(eq(subscribers.email, "asha@example.com")))[0];

describe("/newsletter/confirm", () => {
  it("shows whose subscription the e-mailed link confirms, confirms it on POST, then refuses the link", async () => {
    // The signup form, posted by a script as the home page does.
    const signup = new Request("http://localhost:3000/newsletter/subscribe", {
      method: "POST",
      body: new URLSearchParams({ email: "Asha@example.com", source: "homepage" }),
      headers: { "sec-fetch-mode": "cors" },
    });
    expect(await subscribeRoute.action(args(signup))).toMatchObject({ data: { ok: true } });
    const [mail] = await listOutbox({ to: "asha@example.com" });
    const link = /http:\/\/localhost:3000\/newsletter\/confirm\?token=[\w-]+/.exec(mail.text)![0];
    const token = new URL(link).searchParams.get("token")!;

    // Opening the link (or a mail scanner fetching it) only shows the question.
    expect(await open(link)).toEqual({ token, email: "asha@example.com" });
    expect(await row()).toMatchObject({ isVerified: false, verifiedAt: null });

    expect(await confirm(token)).toEqual({ status: "confirmed", email: "asha@example.com" });
    expect(await row()).toMatchObject({ isVerified: true, verificationToken: null });
    expect((await row()).verifiedAt).toBeInstanceOf(Date);

    // Used once: the page now explains the link cannot be used (the component shows CONFIRM_TEXT.unknown).
    expect(await open(link)).toEqual({ token, email: null });
    expect(await confirm(token)).toEqual({ status: "unknown" });
  });

  it("refuses a made-up, missing or malformed token, and a body that is not a form", async () => {
    expect(
      await open("http://localhost:3000/newsletter/confirm?token=aaaaaaaaaaaaaaaaaaaaaaaa"),
    ).toMatchObject({
      email: null,
    });
    expect(await open("http://localhost:3000/newsletter/confirm")).toEqual({ token: "", email: null });
    expect(await confirm("<script>")).toEqual({ status: "unknown" });
    const notAForm = new Request("http://localhost:3000/newsletter/confirm", {
      method: "POST",
      body: "{}",
      headers: { "content-type": "application/json" },
    });
    expect(await action(args(notAForm))).toEqual({ status: "unknown" });
  });
});

describe("the confirmation page", () => {
  const page = (loaderData: unknown, actionData?: unknown) => {
    const Stub = createRoutesStub([
      { id: "confirm", path: "/newsletter/confirm", Component: NewsletterConfirm as never },
    ]);
    return renderToString(
      <Stub
        initialEntries={["/newsletter/confirm"]}
        hydrationData={{
          loaderData: { confirm: loaderData },
          actionData: actionData ? { confirm: actionData } : undefined,
        }}
      />,
    ).replace(/<!-- -->/g, "");
  };

  it("asks, then thanks, and explains a link that cannot be used", () => {
    const asking = page({ token: "t".repeat(32), email: "asha@example.com" });
    expect(asking).toContain(CONFIRM_TEXT.askTitle);
    expect(asking).toContain(`>${CONFIRM_TEXT.confirmButton}</button>`);
    const done = page(
      { token: "t".repeat(32), email: null },
      { status: "confirmed", email: "asha@example.com" },
    );
    expect(done).toContain(CONFIRM_TEXT.doneTitle);
    expect(done).toContain("<strong>asha@example.com</strong> will now receive our newsletter");
    const unknown = page({ token: "x", email: null });
    expect(unknown).toContain(CONFIRM_TEXT.unknownTitle);
    expect(unknown).toContain('role="alert"');
    expect(unknown).toContain("This confirmation link is not valid or has already been used.");
  });
});
