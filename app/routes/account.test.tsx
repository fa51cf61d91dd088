import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ACCOUNT_MESSAGES } from "../../lib/account-messages";
import { AppError } from "../../server/errors";
import * as customers from "../../server/modules/customers/service";
import * as orders from "../../server/modules/orders/service";
import { registeredAccount } from "../../tests/fixtures/accounts";
import { withTestDatabase } from "../../tests/setup/test-database";
import Account, { action, loader } from "./account";

withTestDatabase();

type LoaderArgs = Parameters<typeof loader>[0];
type ActionArgs = Parameters<typeof action>[0];
type Loaded = Awaited<ReturnType<typeof loader>>;

let cookie = "";
beforeAll(async () => {
  ({ cookie } = await registeredAccount("kavya@example.com", "customer", "Kavya Rao"));
});

afterEach(() => vi.restoreAllMocks());

const open = (path: string) =>
  loader({
    request: new Request(`http://shop.test${path}`, { headers: { cookie } }),
    params: {},
    context: {},
  } as unknown as LoaderArgs);

/** The database fails once, with an error that is not one of ours; the log gets it. */
function failOnce<M extends object>(module: M, name: keyof M & string) {
  vi.spyOn(module, name as never).mockRejectedValueOnce(new Error("db down") as never);
  return vi.spyOn(console, "error").mockImplementation(() => undefined);
}

describe("the account page when one of its reads fails", () => {
  it("shows 'Failed to load user data' in the profile tab, greets by the session's name, keeps the other tabs", async () => {
    const logged = failOnce(customers, "getProfile");
    const page = await open("/profile");
    expect(page.failures).toEqual({ profile: ACCOUNT_MESSAGES.userData, orders: null, addresses: null });
    expect(page).toMatchObject({ name: "Kavya Rao", profile: null, orders: [], addresses: [] });
    expect(String(logged.mock.calls[0][0])).toContain("account: profile could not be loaded");

    const Stub = createRoutesStub([{ path: "/profile", Component: Account as never }]);
    const html = renderToString(
      <Stub initialEntries={["/profile"]} hydrationData={{ loaderData: { "0": page } }} />,
    ).replaceAll("<!-- -->", "");
    expect(html).toContain("Failed to load user data. Please try again.");
    expect(html).toContain("Welcome back, Kavya Rao!");
    expect(html).toContain("Saved Addresses");
  });

  it("shows 'Failed to load orders. Please try again.' in the orders tab", async () => {
    failOnce(orders, "listOrdersForUser");
    const page: Loaded = await open("/orders");
    expect(page.failures.orders).toBe("Failed to load orders. Please try again.");
    expect(page.profile?.fullName).toBe("Kavya Rao");
  });

  it("shows 'Failed to load addresses' in the saved addresses tab", async () => {
    failOnce(customers, "listAddresses");
    const page = await open("/addresses");
    expect(page.failures.addresses).toBe("Failed to load addresses");
    expect(page.orders).toEqual([]);
  });

  it("does not log a missing profile (an expected error), but still shows its message", async () => {
    vi.spyOn(customers, "getProfile").mockRejectedValueOnce(
      new AppError("NOT_FOUND", ACCOUNT_MESSAGES.userData),
    );
    const logged = vi.spyOn(console, "error");
    expect((await open("/profile")).failures.profile).toBe(ACCOUNT_MESSAGES.userData);
    expect(logged).not.toHaveBeenCalled();
  });
});

describe("saving the profile when the database fails", () => {
  it("answers 'Failed to update profile. Please try again.' with the typed values kept", async () => {
    const logged = failOnce(customers, "updateProfile");
    const result = (await action({
      request: new Request("http://shop.test/profile", {
        method: "POST",
        headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "profile", fullName: "Kavya R", phone: "" }),
      }),
      params: {},
      context: {},
    } as unknown as ActionArgs)) as unknown as { data: Record<string, unknown>; init: { status: number } };
    expect(result.init.status).toBe(500);
    expect(result.data).toMatchObject({
      ok: false,
      message: "Failed to update profile. Please try again.",
      values: { fullName: "Kavya R" },
    });
    expect(String(logged.mock.calls[0][0])).toContain("account: profile failed");
  });
});
