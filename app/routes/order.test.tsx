import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { setAuthSecret } from "../../server/modules/customers/service";
import * as orders from "../../server/modules/orders/service";
import OrderPage, { loader } from "./order";

type LoaderArgs = Parameters<typeof loader>[0];
type Answer = { data: { message: string }; init: { status: number } };

// A visitor without a session: no database is needed to read who is asking.
beforeAll(() => setAuthSecret("order-page-test-secret-0123456789abcdef"));
afterEach(() => vi.restoreAllMocks());

const open = async (orderNumber: string) =>
  (await loader({
    request: new Request(`http://shop.test/order/${orderNumber}`),
    params: { orderNumber },
    context: {},
  } as unknown as LoaderArgs)) as unknown as Answer;

const render = (loaderData: unknown) => {
  const Stub = createRoutesStub([{ path: "/order/:orderNumber", Component: OrderPage as never }]);
  return renderToString(
    <Stub initialEntries={["/order/DT-123456-ABCDEF"]} hydrationData={{ loaderData: { "0": loaderData } }} />,
  );
};

describe("/order/:orderNumber", () => {
  it("shows 'Failed to load order details' (503, logged, with a retry link) when the order cannot be read", async () => {
    vi.spyOn(orders, "getOrderForViewer").mockRejectedValueOnce(new Error("db down"));
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const answer = await open("DT-123456-ABCDEF");
    expect(answer.init.status).toBe(503);
    expect(answer.data.message).toBe("Failed to load order details");
    expect(String(logged.mock.calls[0][0])).toContain("order DT-123456-ABCDEF could not be loaded");

    const html = render(answer.data);
    expect(html).toContain("Order Not Found");
    expect(html).toContain("Failed to load order details");
    expect(html).toContain('href="/order/DT-123456-ABCDEF"');
    expect(html).toContain("Return to Home");
  });

  it("keeps 'Order not found' (404) for an order the visitor cannot see", async () => {
    const answer = await open("DT-000000-NOSUCH");
    expect(answer.init.status).toBe(404);
    expect(answer.data.message).toBe("Order not found");
    expect(render(answer.data)).not.toContain("Failed to load order details");
  });
});
