import { and, asc, eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { createCategory, createProduct } from "../../../tests/fixtures/catalog";
import {
  checkoutDetails,
  createBuyer,
  drainJobs,
  fillCart,
  JAIPUR,
  payOnTestGateway,
} from "../../../tests/fixtures/orders";
import { withTestDatabase } from "../../../tests/setup/test-database";
import { getDb } from "../../db/client";
import * as t from "../../db/schema";
import { registerJobHandlers } from "../../jobs";
import {
  financialYearCode,
  financialYearOf,
  findInvoice,
  issueCreditNote,
  readCreditNotePdf,
} from "../invoices/service";
import {
  changeOrderStatus,
  collectCodPayment,
  getOrderById,
  placeOrder,
  refundOrder,
  startOnlinePayment,
  verifyCheckoutPayment,
} from "./service";

withTestDatabase();

let actor = { id: "", email: "owner@divinethreads.example" };
const year = financialYearCode(financialYearOf(new Date()));
const cn = (serial: number) => `CN-${year}-${String(serial).padStart(6, "0")}`;

beforeAll(async () => {
  registerJobHandlers();
  actor = { id: await createBuyer("Shop Owner"), email: actor.email };
});

/** 2 × ₹2,499 lehenga (5%: at most ₹2,625 a piece) and 1 × ₹999 dupatta (5%), delivered to `state`. */
async function placedOrder(
  method: "razorpay" | "cod",
  address: Parameters<typeof checkoutDetails>[0] = JAIPUR,
) {
  const category = await createCategory(`Lehengas ${crypto.randomUUID().slice(0, 6)}`);
  const lehenga = await createProduct({
    name: "Gota Patti Lehenga",
    categoryId: category.id,
    priceRupees: 2499,
    hsnCode: "6204",
    variants: [["6-7Y", 5]],
  });
  const dupatta = await createProduct({
    name: "Banarasi Dupatta",
    categoryId: category.id,
    priceRupees: 999,
    hsnCode: "6214",
    variants: [[null, 4]],
  });
  const buyer = await createBuyer();
  await fillCart(buyer, [
    [lehenga.variants[0].id, 2],
    [dupatta.variants[0].id, 1],
  ]);
  const placed = await placeOrder({
    userId: buyer,
    idempotencyKey: `k-${crypto.randomUUID()}`,
    details: checkoutDetails(address),
    paymentMethod: method,
  });
  if (method === "razorpay") {
    const viewer = { userId: buyer, isAdmin: false };
    const start = await startOnlinePayment(placed.orderNumber, viewer);
    await verifyCheckoutPayment(placed.orderNumber, viewer, await payOnTestGateway(start.razorpayOrderId));
  }
  await drainJobs();
  const items = await getDb().select().from(t.orderItems).where(eq(t.orderItems.orderId, placed.orderId));
  const line = (name: string) => items.find((i) => i.productName === name)!;
  return { ...placed, lehengaLine: line("Gota Patti Lehenga"), dupattaLine: line("Banarasi Dupatta") };
}

const notesOf = (orderId: string) =>
  getDb()
    .select()
    .from(t.creditNotes)
    .where(eq(t.creditNotes.orderId, orderId))
    .orderBy(asc(t.creditNotes.creditNoteNumber));
const linesOf = (creditNoteId: string) =>
  getDb()
    .select()
    .from(t.creditNoteItems)
    .where(eq(t.creditNoteItems.creditNoteId, creditNoteId))
    .orderBy(asc(t.creditNoteItems.position));
const creditNoteMails = (orderId: string) =>
  getDb()
    .select()
    .from(t.mailOutbox)
    .where(and(eq(t.mailOutbox.orderId, orderId), eq(t.mailOutbox.template, "credit_note")));

async function pdfText(buffer: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(buffer));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, " ");
}

const refundInput = (fields: Partial<Parameters<typeof refundOrder>[2]>) => ({
  key: crypto.randomUUID(),
  mode: "lines" as const,
  quantities: {},
  amount: "",
  reason: "Size did not fit",
  ...fields,
});

describe("credit notes", () => {
  it("issues one per refund against the invoice, reversing each line's tax, numbered in their own series", async () => {
    const placed = await placedOrder("razorpay");
    const invoice = (await findInvoice(placed.orderId))!;
    expect(invoice.invoiceNumber).toMatch(/^INV-/);
    const [{ shippingCost }] = await getDb()
      .select({ shippingCost: t.orders.shippingCost })
      .from(t.orders)
      .where(eq(t.orders.id, placed.orderId));
    expect(shippingCost).toBe(0);

    // One lehenga back: ₹2,499.00 at 5% within Rajasthan, CGST = SGST = 2,499.00 x 2.5 / 105 = ₹59.50.
    const input = refundInput({ quantities: { [placed.lehengaLine.id]: "1" } });
    await refundOrder(actor, placed.orderNumber, input);
    await refundOrder(actor, placed.orderNumber, input);
    await drainJobs();
    const [first] = await notesOf(placed.orderId);
    expect(await notesOf(placed.orderId)).toHaveLength(1);
    expect(first).toMatchObject({
      creditNoteNumber: cn(1),
      invoiceId: invoice.id,
      intraState: true,
      reason: "Size did not fit",
      totalAmount: 249_900,
      taxableValue: 238_000,
      cgstAmount: 5_950,
      sgstAmount: 5_950,
      igstAmount: 0,
    });
    expect(await linesOf(first.id)).toEqual([
      expect.objectContaining({
        orderItemId: placed.lehengaLine.id,
        hsnCode: "6204",
        uqc: "PCS",
        quantity: 1,
        gstRateBp: 500,
        taxableValue: 238_000,
        cgstAmount: 5_950,
        sgstAmount: 5_950,
        totalAmount: 249_900,
      }),
    ]);

    // ₹500 back by amount: spread over what each line has not had back (₹2,499 : ₹999), to the paisa.
    await refundOrder(
      actor,
      placed.orderNumber,
      refundInput({ mode: "amount", amount: "500", reason: "Late" }),
    );
    await drainJobs();
    const [, second] = await notesOf(placed.orderId);
    expect(second).toMatchObject({
      creditNoteNumber: cn(2),
      totalAmount: 50_000,
      taxableValue: 47_620,
      cgstAmount: 1_190,
      sgstAmount: 1_190,
    });
    expect(
      (await linesOf(second.id)).map((l) => [
        l.orderItemId,
        l.quantity,
        l.totalAmount,
        l.taxableValue,
        l.cgstAmount,
      ]),
    ).toEqual([
      [placed.dupattaLine.id, 0, 14_280, 13_600, 340],
      [placed.lehengaLine.id, 0, 35_720, 34_020, 850],
    ]);

    // Each e-mailed once to the buyer with its PDF.
    const mails = await creditNoteMails(placed.orderId);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      `Credit note ${cn(1)} for your order ${placed.orderNumber}`,
      `Credit note ${cn(2)} for your order ${placed.orderNumber}`,
    ]);
    const order = (await getOrderById(placed.orderId))!;
    const text = await pdfText(await readCreditNotePdf(first, order));
    for (const expected of [
      "CREDIT NOTE",
      cn(1),
      `Issued against tax invoice ${invoice.invoiceNumber}`,
      "Reason: Size did not fit",
      "GSTIN",
      "Rajasthan (08)",
      "Whether tax is payable on reverse charge: No",
      "₹2,380",
      "₹59.50",
      "₹2,499",
      "Authorised Signatory",
    ])
      expect(text).toContain(expected);
  });

  it("reverses IGST on a delivery to another state, and credits a cash-on-delivery refund made by hand", async () => {
    const placed = await placedOrder("cod", { city: "Mumbai", state: "Maharashtra", postalCode: "400001" });
    await changeOrderStatus(actor, placed.orderNumber, {
      to: "shipped",
      carrier: "dtdc",
      trackingNumber: "D1234567",
    });
    const [{ totalAmount }] = await getDb()
      .select({ totalAmount: t.orders.totalAmount })
      .from(t.orders)
      .where(eq(t.orders.id, placed.orderId));
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
    await collectCodPayment(actor, placed.orderNumber, {
      amount: String(totalAmount / 100),
      collectedOn: today,
      reference: "",
    });
    // The dupatta back: ₹999.00 at 5% IGST = 999.00 x 5 / 105 = ₹47.57.
    await refundOrder(
      actor,
      placed.orderNumber,
      refundInput({ quantities: { [placed.dupattaLine.id]: "1" } }),
    );
    await drainJobs();
    const [note] = await notesOf(placed.orderId);
    expect(note).toMatchObject({
      intraState: false,
      totalAmount: 99_900,
      taxableValue: 95_143,
      cgstAmount: 0,
      sgstAmount: 0,
      igstAmount: 4_757,
    });
    expect(await creditNoteMails(placed.orderId)).toHaveLength(1);
  });

  it("takes the next number of the year on 31 March and starts again at 1 on 1 April", async () => {
    const placed = await placedOrder("razorpay");
    const invoice = (await findInvoice(placed.orderId))!;
    const order = (await getDb().select().from(t.orders).where(eq(t.orders.id, placed.orderId)))[0];
    const items = await getDb().select().from(t.orderItems).where(eq(t.orderItems.orderId, placed.orderId));
    const issueAt = async (at: string) => {
      const [refund] = await getDb()
        .insert(t.refunds)
        .values({
          orderId: order.id,
          providerPaymentId: order.paymentId!,
          idempotencyKey: crypto.randomUUID(),
          amount: 10_000,
          status: "processed",
          reason: "Goodwill",
        })
        .returning();
      return getDb().transaction(async (tx) =>
        issueCreditNote(
          tx,
          {
            refund: { id: refund.id, amount: refund.amount, reason: refund.reason, items: [] },
            order: { ...order, items },
            invoice,
            sellerState: "Rajasthan",
          },
          new Date(at),
        ),
      );
    };
    const march = await issueAt("2027-03-31T23:59:59+05:30");
    const april = await issueAt("2027-04-01T00:00:00+05:30");
    const [counter] = await getDb()
      .select()
      .from(t.documentCounters)
      .where(and(eq(t.documentCounters.series, "credit_note"), eq(t.documentCounters.financialYear, 2026)));
    expect(march?.creditNoteNumber).toBe(`CN-2627-${String(counter.lastNumber).padStart(6, "0")}`);
    expect(march?.issueDate).toBe("2027-03-31");
    expect(april?.creditNoteNumber).toBe("CN-2728-000001");
    expect(april?.issueDate).toBe("2027-04-01");
  });
});
