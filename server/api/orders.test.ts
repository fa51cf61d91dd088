import { describe, expect, it } from "vitest";
import { registeredAccount } from "../../tests/fixtures/accounts";
import { checkoutDetails } from "../../tests/fixtures/checkout-details";
import { withTestDatabase } from "../../tests/setup/test-database";
import { getDb } from "../db/client";
import * as t from "../db/schema";
import { api } from "./app";

withTestDatabase();

const { shipping } = checkoutDetails();
const address = { ...shipping, addressLine2: undefined };

const placeOrder = (cookie: string, body: object) =>
  api.fetch(
    new Request("http://localhost:3000/api/orders", {
      method: "POST",
      headers: {
        cookie,
        "content-type": "application/json",
        "idempotency-key": `key-${crypto.randomUUID()}`,
        origin: "http://localhost:3000",
      },
      body: JSON.stringify({ paymentMethod: "cod", ...body }),
    }),
    { clientIp: "192.0.2.20" },
  );

describe("POST /api/orders checks the delivery state as the checkout does", () => {
  it("refuses a misspelt state, or one the PIN code is not in, with 400 and the field's message", async () => {
    const { cookie } = await registeredAccount("ishita@example.com");
    const misspelt = await placeOrder(cookie, { shippingAddress: { ...address, state: "Karnatka" } });
    expect(misspelt.status).toBe(400);
    expect(await misspelt.json()).toMatchObject({
      error: {
        code: "INVALID",
        message: "Please fix the validation errors below",
        fieldErrors: { state: "Please choose a state or union territory of India" },
      },
    });
    const elsewhere = await placeOrder(cookie, {
      shippingAddress: address,
      billingAddress: { ...address, state: "Rajasthan" },
    });
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.json()).toMatchObject({
      error: { fieldErrors: { billing_postalCode: "PIN code 560001 is in Karnataka, not Rajasthan" } },
    });
    expect(await getDb().select().from(t.orders)).toEqual([]);
    // The same address with its own state gets past the check (and stops at the empty bag).
    const fine = await placeOrder(cookie, { shippingAddress: { ...address, state: "karnataka" } });
    expect(fine.status).toBe(409);
  });
});
