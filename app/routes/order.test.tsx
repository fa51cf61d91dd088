import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "../../server/db/client";
import * as t from "../../server/db/schema";
import * as timeline from "../../server/modules/orders/customer-timeline";
import * as orders from "../../server/modules/orders/service";
import { registeredAccount } from "../../tests/fixtures/accounts";
import { createBuyer } from "../../tests/fixtures/orders";
import { withTestDatabase } from "../../tests/setup/test-database";
import OrderPage, { loader } from "./order";

type LoaderArgs = Parameters<typeof loader>[0];
type Answer = { data: { message: string }; init: { status: number } };
type Found = Extract<Awaited<ReturnType<typeof loader>>, { timeline: unknown }>;

withTestDatabase();
afterEach(() => vi.restoreAllMocks());

const open = async (orderNumber: string, cookie?: string) =>
  (await loader({
    request: new Request(`http://shop.test/order/${orderNumber}`, {
      headers: cookie ? { cookie } : undefined,
    }),
    params: { orderNumber },
    context: {},
  } as unknown as LoaderArgs)) as unknown as Answer;

const render = (loaderData: unknown, orderNumber = "DT-123456-ABCDEF") => {
  const Stub = createRoutesStub([{ path: "/order/:orderNumber", Component: OrderPage as never }]);
  // React's markers between adjacent text pieces are left out so the tests read the text as shown.
  return renderToString(
    <Stub initialEntries={[`/order/${orderNumber}`]} hydrationData={{ loaderData: { "0": loaderData } }} />,
  ).replaceAll("<!-- -->", "");
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

const ADDRESS = {
  fullName: "Meera Iyer",
  email: "meera@example.com",
  phone: "+91 98450 12345",
  addressLine1: "12 MG Road",
  city: "Bengaluru",
  state: "Karnataka",
  postalCode: "560001",
  country: "India",
};

const at = (iso: string) => new Date(iso);

/** An order of the signed-in buyer, with its status rows as the shop's flows write them (staff notes included). */
async function orderWithHistory(
  userId: string,
  orderNumber: string,
  order: Partial<typeof t.orders.$inferInsert>,
  statuses: [from: string, to: string, when: string, note: string][],
  actorId: string | null = null,
) {
  const [row] = await getDb()
    .insert(t.orders)
    .values({
      orderNumber,
      userId,
      subtotal: 149_900,
      totalAmount: 149_900,
      shippingAddress: ADDRESS,
      paymentStatus: "paid",
      createdAt: at("2026-01-09T09:30:00Z"),
      ...order,
    })
    .returning({ id: t.orders.id });
  await getDb()
    .insert(t.orderStatusHistory)
    .values([
      {
        orderId: row.id,
        field: "payment_status",
        fromValue: "pending",
        toValue: "paid",
        note: "Payment verified at checkout",
        createdAt: at("2026-01-09T09:31:00Z"),
      },
      ...statuses.map(([fromValue, toValue, when, note]) => ({
        orderId: row.id,
        field: "status",
        fromValue,
        toValue,
        note,
        actorId,
        createdAt: at(when),
      })),
    ]);
  return row.id;
}

describe("/order/:orderNumber: where the order is", () => {
  let buyer: { userId: string; cookie: string };
  let staffId: string;
  beforeAll(async () => {
    buyer = await registeredAccount("timeline.buyer@example.com");
    staffId = await createBuyer("Ravi Packer");
  });

  it("shows the status timeline oldest first with dates, and the carrier and tracking link once shipped", async () => {
    await orderWithHistory(
      buyer.userId,
      "DT260109SHIP01",
      {
        status: "shipped",
        carrier: "bluedart",
        trackingNumber: "77881234",
        shippedAt: at("2026-01-11T05:00:00Z"),
      },
      [
        ["pending", "confirmed", "2026-01-09T09:31:00Z", "Payment verified at checkout"],
        ["confirmed", "processing", "2026-01-10T04:30:00Z", "Internal: gift wrap, customer is VIP"],
        ["processing", "shipped", "2026-01-11T05:00:00Z", "Internal: box 3 of 4"],
      ],
      staffId,
    );
    const answer = (await open("DT260109SHIP01", buyer.cookie)) as unknown as Found;
    expect(answer.timeline?.map((s) => [s.status, s.at])).toEqual([
      ["placed", "9 January 2026 at 3:00 pm"],
      ["confirmed", "9 January 2026 at 3:01 pm"],
      ["processing", "10 January 2026 at 10:00 am"],
      ["shipped", "11 January 2026 at 10:30 am"],
    ]);
    expect(answer.parcel).toMatchObject({ carrierName: "Blue Dart", trackingNumber: "77881234" });

    const html = render(answer, "DT260109SHIP01");
    const steps = html.slice(html.indexOf('id="timeline-heading"'));
    const positions = ["Order placed", "Confirmed", "Processing", "Shipped", "Delivered"].map((label) =>
      steps.indexOf(`>${label}<`),
    );
    expect(positions.every((i, n) => i > 0 && (n === 0 || i > positions[n - 1]))).toBe(true);
    expect(html).toContain('dateTime="2026-01-10T04:30:00.000Z"');
    expect(html).toMatch(/aria-current="step"[^>]*>(?:(?!<\/li>).)*Shipped/s);
    expect(html).toContain("Not yet");
    expect(html).toContain("Blue Dart");
    expect(html).toContain("77881234");
    expect(html).toContain(
      'href="https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&amp;trackNo=77881234"',
    );
    expect(html).toContain("Track your parcel");
    expect(html).toContain('rel="noopener noreferrer"');
    // Staff notes and who made a change stay in the back office.
    for (const secret of ["Internal", "VIP", "box 3 of 4", "Ravi Packer", "Payment verified"])
      expect(html).not.toContain(secret);
  });

  it("has no parcel or tracking link before the order ships", async () => {
    await orderWithHistory(
      buyer.userId,
      "DT260109CONF01",
      { status: "confirmed", carrier: "delhivery", trackingNumber: "DL1" },
      [["pending", "confirmed", "2026-01-09T09:31:00Z", "Payment verified at checkout"]],
    );
    const answer = (await open("DT260109CONF01", buyer.cookie)) as unknown as Found;
    expect(answer.timeline?.map((s) => s.status)).toEqual(["placed", "confirmed"]);
    expect(answer.parcel).toBeNull();
    const html = render(answer, "DT260109CONF01");
    expect(html).not.toContain("Track your parcel");
    expect(html).not.toContain("Delhivery");
    expect(html).toContain("Processing");
  });

  it("ends a cancelled order's timeline at Cancelled, its reason shown once and nothing ahead", async () => {
    const orderId = await orderWithHistory(
      buyer.userId,
      "DT260109CANC01",
      {
        status: "cancelled",
        paymentStatus: "pending",
        paymentMethod: "cod",
        cancelReason: "Ordered the wrong size",
      },
      [
        ["pending", "confirmed", "2026-01-09T09:31:00Z", "Cash on delivery"],
        ["confirmed", "cancelled", "2026-01-09T12:00:00Z", "Ordered the wrong size"],
      ],
    );
    expect((await timeline.getCustomerOrderTimeline(orderId)).map((s) => [s.status, s.note])).toEqual([
      ["placed", undefined],
      ["confirmed", undefined],
      ["cancelled", "Ordered the wrong size"],
    ]);
    const answer = (await open("DT260109CANC01", buyer.cookie)) as unknown as Found;
    expect(answer.timeline?.map((s) => s.status)).toEqual(["placed", "confirmed", "cancelled"]);
    const html = render(answer, "DT260109CANC01");
    expect(html).toContain("Cancelled");
    expect(html).toContain("Cancelled: Ordered the wrong size");
    expect(html.match(/Ordered the wrong size/g)).toHaveLength(1);
    expect(html).not.toContain("Not yet");
    expect(html).not.toContain("Track your parcel");
  });

  it("still shows the order, without the timeline, when the timeline cannot be read", async () => {
    await orderWithHistory(buyer.userId, "DT260109FAIL01", { status: "confirmed" }, []);
    vi.spyOn(timeline, "getCustomerOrderTimeline").mockRejectedValueOnce(new Error("db down"));
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const answer = (await open("DT260109FAIL01", buyer.cookie)) as unknown as Found;
    expect(answer.order?.orderNumber).toBe("DT260109FAIL01");
    expect(answer.timeline).toBeNull();
    expect(String(logged.mock.calls[0][0])).toContain("timeline could not be loaded");
    const html = render(answer, "DT260109FAIL01");
    expect(html).toContain("Order DT260109FAIL01");
    expect(html).not.toContain("Order status");
  });

  it("reads nothing for an unknown order", async () => {
    expect(await timeline.getCustomerOrderTimeline("00000000-0000-4000-8000-000000000000")).toEqual([]);
    expect(await timeline.getCustomerParcel("00000000-0000-4000-8000-000000000000")).toBeNull();
  });
});
