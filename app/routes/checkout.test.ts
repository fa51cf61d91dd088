import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import * as customers from "../../server/modules/customers/service";
import { registeredAccount } from "../../tests/fixtures/accounts";
import { createCategory, createProduct } from "../../tests/fixtures/catalog";
import { fillCart } from "../../tests/fixtures/orders";
import { withTestDatabase } from "../../tests/setup/test-database";
import { action, loader } from "./checkout";

withTestDatabase();

type LoaderArgs = Parameters<typeof loader>[0];
type ActionArgs = Parameters<typeof action>[0];
type Answer = { data: { step: string; message?: string; fieldErrors?: object }; init: { status: number } };

let cookie = "";
beforeAll(async () => {
  const account = await registeredAccount("lakshmi@example.com", "customer", "Lakshmi Nair");
  cookie = account.cookie;
  const category = await createCategory("Sarees");
  const { variants } = await createProduct({
    name: "Kanjivaram Saree",
    categoryId: category.id,
    priceRupees: 8999,
  });
  await fillCart(account.userId, [[variants[0].id, 1]]);
});

afterEach(() => vi.restoreAllMocks());

describe("/checkout", () => {
  it("says 'Failed to load user information. Please try again.' when the saved addresses cannot be read, and still offers the form", async () => {
    vi.spyOn(customers, "listAddresses").mockRejectedValueOnce(new Error("db down"));
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const page = await loader({
      request: new Request("http://shop.test/checkout", { headers: { cookie } }),
      params: {},
      context: {},
    } as unknown as LoaderArgs);
    expect(page).toMatchObject({
      step: "shipping",
      message: "Failed to load user information. Please try again.",
      values: { email: "lakshmi@example.com", fullName: "Lakshmi Nair" },
      saved: [],
    });
    expect(String(logged.mock.calls[0][0])).toContain("checkout: saved addresses could not be loaded");
  });

  it("answers 'Shipping address is required' when the order is sent without any address", async () => {
    const answer = (await action({
      request: new Request("http://shop.test/checkout", {
        method: "POST",
        headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "place", key: "checkout-test-key-1", paymentMethod: "cod" }),
      }),
      params: {},
      context: {},
    } as unknown as ActionArgs)) as unknown as Answer;
    expect(answer.init.status).toBe(400);
    expect(answer.data).toMatchObject({ step: "shipping", message: "Shipping address is required" });
  });
});
