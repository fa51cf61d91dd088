import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { parseCheckoutDetails } from "../../lib/checkout-schema";
import { AppError } from "../errors";
import { getSessionUser } from "../modules/customers/service";
import { getOrderForViewer, LOGIN_REQUIRED_MESSAGE, placeOrder, viewerOf } from "../modules/orders/service";
import type { ApiEnv } from "./api-env";

const Address = z
  .object({
    fullName: z.string(),
    email: z.string(),
    phone: z.string(),
    addressLine1: z.string(),
    addressLine2: z.string().optional(),
    city: z.string(),
    state: z.string(),
    postalCode: z.string(),
    country: z.string().optional(),
  })
  .openapi("CheckoutAddress");

const PlaceOrderBody = z
  .object({
    shippingAddress: Address,
    billingAddress: Address.optional(),
    customerNotes: z.string().optional(),
    /** A registered buyer's GSTIN and business name, for a B2B tax invoice (both or neither). */
    buyerGstin: z.string().optional(),
    buyerBusinessName: z.string().optional(),
    paymentMethod: z.enum(["razorpay", "cod"]),
  })
  .openapi("PlaceOrder");

const Placed = z
  .object({ orderId: z.string(), orderNumber: z.string(), paymentMethod: z.string(), created: z.boolean() })
  .openapi("PlacedOrder");

const ErrorBody = z.object({
  error: z.object({ code: z.string(), message: z.string(), requestId: z.string() }),
});
const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: ErrorBody } },
});

const placeRoute = createRoute({
  method: "post",
  path: "/orders",
  tags: ["Orders"],
  summary: "Places the signed-in shopper's bag as an order",
  description:
    "Amounts come from the database, never from the request. The Idempotency-Key header (8-100 letters, " +
    "digits, - or _) makes retries safe: the same key returns the same order. Stock is held for every line.",
  request: {
    headers: z.object({ "idempotency-key": z.string().min(8).max(100) }),
    body: { content: { "application/json": { schema: PlaceOrderBody } } },
  },
  responses: {
    201: { description: "Placed", content: { "application/json": { schema: Placed } } },
    200: { description: "Already placed with this key", content: { "application/json": { schema: Placed } } },
    400: errorResponse("Invalid address or key"),
    401: errorResponse("Not signed in"),
    409: errorResponse("Not enough stock, empty bag, or cash on delivery not allowed"),
  },
});

const getRoute = createRoute({
  method: "get",
  path: "/orders/{orderNumber}",
  tags: ["Orders"],
  summary: "One of the shopper's orders (admins: any order)",
  request: { params: z.object({ orderNumber: z.string() }) },
  responses: {
    200: { description: "The order", content: { "application/json": { schema: z.any() } } },
    404: errorResponse("No such order for this visitor"),
  },
});

const flat = (prefix: string, address: Record<string, string | undefined> | undefined) =>
  Object.fromEntries(Object.entries(address ?? {}).map(([k, v]) => [`${prefix}${k}`, v ?? ""]));

export function orderRoutes() {
  return new OpenAPIHono<ApiEnv>()
    .openapi(placeRoute, async (c) => {
      const user = await getSessionUser(c.req.raw);
      if (!user) throw new AppError("UNAUTHENTICATED", LOGIN_REQUIRED_MESSAGE);
      const body = c.req.valid("json");
      const parsed = parseCheckoutDetails({
        ...flat("", body.shippingAddress),
        ...flat("billing_", body.billingAddress),
        billingDiffers: body.billingAddress ? "on" : "",
        notes: body.customerNotes ?? "",
        gstin: body.buyerGstin ?? "",
        businessName: body.buyerBusinessName ?? "",
      });
      if (!parsed.ok) throw new AppError("INVALID", parsed.message, parsed.fieldErrors);
      const placed = await placeOrder({
        userId: user.id,
        idempotencyKey: c.req.valid("header")["idempotency-key"],
        details: parsed.details,
        paymentMethod: body.paymentMethod,
      });
      return c.json(placed, placed.created ? 201 : 200);
    })
    .openapi(getRoute, async (c) => {
      const user = await getSessionUser(c.req.raw);
      const order = await getOrderForViewer(c.req.valid("param").orderNumber, viewerOf(user));
      if (!order) throw new AppError("NOT_FOUND", "Order not found");
      return c.json(order, 200);
    });
}
