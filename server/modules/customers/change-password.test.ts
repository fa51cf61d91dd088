import { describe, expect, it } from "vitest";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { AUTH_MESSAGES } from "../../../lib/auth-schemas";
import { registeredAccount, signInCookie, TEST_PASSWORD } from "../../../tests/fixtures/accounts";
import { CHANGE_PASSWORD_MESSAGES, changePassword, getSessionUser, signIn } from "./service";

withTestDatabase();

const PASSWORD = TEST_PASSWORD;
const caller = (cookie = "") => ({
  request: new Request("http://localhost:3000/profile", { headers: cookie ? { cookie } : {} }),
  clientIp: "192.0.2.70",
});
const cookiesOf = (setCookies: string[]) => setCookies.map((c) => c.split(";")[0]).join("; ");

describe("changing a password from the account", () => {
  it("needs the current password, follows the one policy, and signs the account's other devices out", async () => {
    const email = "gauri@example.com";
    const { cookie: laptop } = await registeredAccount(email, "customer", "Gauri Joshi");
    const { cookie: phone } = await signInCookie(email);

    expect(await changePassword("Wrong@1234", "Gauri@2026x", caller(laptop))).toEqual({
      ok: false,
      message: CHANGE_PASSWORD_MESSAGES.wrongCurrent,
    });
    expect(await changePassword(PASSWORD, "password123", caller(laptop))).toEqual({
      ok: false,
      message: AUTH_MESSAGES.passwordClasses,
    });

    const changed = await changePassword(PASSWORD, "Gauri@2026x", caller(laptop));
    expect(changed.ok).toBe(true);
    const fresh = cookiesOf(changed.ok ? changed.setCookies : []);
    expect(await getSessionUser(caller(fresh).request)).toMatchObject({ email });
    expect(await getSessionUser(caller(phone).request)).toBeNull();
    expect(await getSessionUser(caller(laptop).request)).toBeNull();
    expect((await signIn(email, PASSWORD, caller())).ok).toBe(false);
    expect((await signIn(email, "Gauri@2026x", caller())).ok).toBe(true);
  });

  it("is refused without a session", async () => {
    expect(await changePassword(PASSWORD, "Gauri@2026x", caller())).toMatchObject({ ok: false });
  });
});
