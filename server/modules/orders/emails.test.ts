import { describe, expect, it } from "vitest";
import type { OrderDocument } from "../invoices/service";
import {
  renderAdminOrderNotification,
  renderOrderConfirmation,
  renderOrderStatusUpdate,
  renderTestEmail,
} from "./emails";

const EVIL = `<script>alert(1)</script> & Co`;
const EVIL_ESCAPED = "&#60;script&#62;alert(1)&#60;/script&#62; &#38; Co";
const links = {
  orderUrl: "https://divinethreads.in/account/orders/DT-2026-00042",
  shopUrl: "https://divinethreads.in",
};

/** Two sarees and a dupatta, shipped within Karnataka (CGST + SGST), prices incl. GST, paid online. */
function makeOrder(overrides: Partial<OrderDocument> = {}): OrderDocument {
  return {
    id: "2f0c8b8e-7c55-4f1e-9d1b-0f6f0d1b2a11",
    orderNumber: "DT-2026-00042",
    createdAt: new Date("2026-01-09T09:30:00Z"),
    status: "confirmed",
    paymentStatus: "paid",
    paymentMethod: "razorpay",
    paymentId: "pay_Nx8yT1abcDEF",
    taxMode: "inclusive",
    items: [
      {
        productName: "Banarasi Silk Saree",
        productSku: "DT-SAR-001-RED",
        size: "Free size",
        color: "Ruby red",
        hsnCode: "5007",
        gstRateBp: 500,
        uqc: "PCS",
        quantity: 2,
        priceAtPurchase: 249_900,
        lineTotal: 499_800,
        taxableValue: 476_000,
        taxAmount: 23_800,
      },
      {
        productName: "Chanderi Dupatta",
        productSku: "DT-DUP-014",
        size: null,
        color: "Ivory",
        hsnCode: "6214",
        gstRateBp: 500,
        uqc: "PCS",
        quantity: 1,
        priceAtPurchase: 89_950,
        lineTotal: 89_950,
        taxableValue: 85_666,
        taxAmount: 4_284,
      },
    ],
    subtotal: 589_750,
    taxAmount: 28_084,
    cgstAmount: 14_042,
    sgstAmount: 14_042,
    igstAmount: 0,
    shippingCost: 0,
    shippingGstRateBp: 500,
    shippingTaxableValue: 0,
    shippingTaxAmount: 0,
    discountAmount: 0,
    totalAmount: 589_750,
    shippingAddress: {
      fullName: "Ananya Rao",
      email: "ananya@example.com",
      phone: "+91 98450 12345",
      addressLine1: "12, 4th Cross, Indiranagar",
      addressLine2: "Near 100 Feet Road",
      city: "Bengaluru",
      state: "Karnataka",
      postalCode: "560038",
      country: "India",
    },
    billingAddress: null,
    customerNotes: null,
    cancelReason: null,
    ...overrides,
  };
}

/** The same order shipped to another state: IGST, GST added on top, paid shipping and a coupon. */
function interstateOrder(overrides: Partial<OrderDocument> = {}): OrderDocument {
  const base = makeOrder();
  return makeOrder({
    taxMode: "exclusive",
    cgstAmount: 0,
    sgstAmount: 0,
    igstAmount: 29_488,
    taxAmount: 29_488,
    shippingCost: 9_900,
    discountAmount: 50_000,
    totalAmount: 589_750 + 29_488 + 9_900 - 50_000,
    shippingAddress: { ...base.shippingAddress, city: "Mumbai", state: "Maharashtra", postalCode: "400050" },
    ...overrides,
  });
}

describe("renderOrderConfirmation", () => {
  it("has the subject, greeting, order number, date and every item", () => {
    const mail = renderOrderConfirmation(makeOrder(), links, null);
    expect(mail.subject).toBe("Order confirmed: DT-2026-00042");
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain("Namaste Ananya Rao");
      expect(part).toContain("DT-2026-00042");
      expect(part).toContain("9 January 2026");
      expect(part).toContain("Banarasi Silk Saree");
      expect(part).toContain("Size: Free size, Colour: Ruby red");
      expect(part).toContain("DT-SAR-001-RED");
      expect(part).toContain("Qty 2 × ₹2,499");
      expect(part).toContain("₹4,998");
      expect(part).toContain("Chanderi Dupatta");
      expect(part).toContain("Colour: Ivory");
      expect(part).toContain("Qty 1 × ₹899.50");
      expect(part).toContain("₹5,897.50");
      expect(part).toContain("3-7 business days");
      expect(part).toContain("30 days");
      expect(part).toContain(links.orderUrl);
    }
    expect(mail.html).toContain(`href="${links.orderUrl}"`);
    expect(mail.text).toContain("Qty 2 × ₹2,499 = ₹4,998");
  });

  it("shows CGST and SGST (incl.) for an intra-state order, free shipping and no discount", () => {
    const mail = renderOrderConfirmation(makeOrder(), links, null);
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain("CGST (incl.)");
      expect(part).toContain("SGST (incl.)");
      // CGST and SGST are equal heads (CGST Rules r.35).
      expect(part.match(/₹140\.42/g)?.length).toBe(2);
      expect(part).not.toContain("IGST");
      expect(part).not.toContain("Discount");
    }
    expect(mail.html).toMatch(/>Shipping<\/td><td[^>]*>Free<\/td>/);
    expect(mail.text).toMatch(/Shipping:\s+Free/);
    expect(mail.text).toMatch(/Total:\s+₹5,897\.50/);
  });

  it("shows IGST for an inter-state order, the shipping cost and the discount", () => {
    const mail = renderOrderConfirmation(interstateOrder(), links, null);
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain("IGST");
      expect(part).not.toContain("CGST");
      expect(part).not.toContain("SGST");
      expect(part).not.toContain("(incl.)");
      expect(part).toContain("₹294.88");
      expect(part).toContain("₹99");
      expect(part).toContain("-₹500");
      expect(part).toContain("₹5,791.38");
    }
    expect(mail.text).toMatch(/IGST:\s+₹294\.88/);
    expect(mail.text).toMatch(/Shipping:\s+₹99\n/);
    expect(mail.text).toMatch(/Discount:\s+-₹500\n/);
    expect(mail.text).not.toMatch(/Shipping:\s+Free/);
    expect(mail.html).not.toContain(">Free<");
  });

  it("mentions the attached invoice only when there is one", () => {
    const withInvoice = renderOrderConfirmation(makeOrder(), links, "DT/2025-26/0042");
    expect(withInvoice.text).toContain("Your invoice DT/2025-26/0042 is attached to this e-mail as a PDF.");
    expect(withInvoice.html).toContain("DT/2025-26/0042");
    const without = renderOrderConfirmation(makeOrder(), links, null);
    expect(without.text).not.toContain("invoice");
    expect(without.html).not.toContain("invoice");
  });

  it("describes the payment: online, cash on delivery", () => {
    const online = renderOrderConfirmation(makeOrder(), links, null);
    expect(online.text).toContain("Paid online (Razorpay)");
    expect(online.text).toContain("pay_Nx8yT1abcDEF");
    expect(online.html).toContain("Paid online (Razorpay)");

    const cod = renderOrderConfirmation(
      makeOrder({ paymentMethod: "cod", paymentStatus: "pending", paymentId: null }),
      links,
      null,
    );
    expect(cod.text).toContain("Cash on delivery: please keep ₹5,897.50 ready");
    expect(cod.html).toContain("Cash on delivery: please keep ₹5,897.50 ready");
    expect(cod.text).not.toContain("Paid online");
  });

  it("lists the shipping address", () => {
    const mail = renderOrderConfirmation(makeOrder(), links, null);
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain("12, 4th Cross, Indiranagar");
      expect(part).toContain("Near 100 Feet Road");
      expect(part).toContain("Bengaluru, Karnataka 560038");
      expect(part).toContain("India");
      expect(part).toContain("+91 98450 12345");
    }
  });

  it("escapes names, SKUs and addresses in the HTML and keeps them readable in the text", () => {
    const base = makeOrder();
    const order = makeOrder({
      shippingAddress: { ...base.shippingAddress, fullName: EVIL, addressLine2: `"Flat" 'B' <2>` },
      items: [{ ...base.items[0], productName: EVIL, productSku: `SKU<&>` }],
    });
    const mail = renderOrderConfirmation(
      order,
      { ...links, orderUrl: `${links.orderUrl}?a=1&b="2"` },
      `INV<1>`,
    );
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain(EVIL);
    expect(mail.html).toContain(EVIL_ESCAPED);
    expect(mail.html).toContain("&#34;Flat&#34; &#39;B&#39; &#60;2&#62;");
    expect(mail.html).toContain("SKU&#60;&#38;&#62;");
    expect(mail.html).toContain("INV&#60;1&#62;");
    expect(mail.html).toContain("?a=1&#38;b=&#34;2&#34;");
    expect(mail.text).toContain(`Namaste ${EVIL}`);
    expect(mail.text).toContain(`"Flat" 'B' <2>`);
    expect(mail.text).toContain("SKU: SKU<&>");
  });

  it("is self-contained and phone-sized", () => {
    const mail = renderOrderConfirmation(makeOrder(), links, "DT/2025-26/0042");
    expect(mail.html).not.toMatch(/<img|<script|<link|@import|url\(/i);
    expect(mail.html).toContain("max-width:600px");
    expect(mail.html).toContain("<table");
    expect(mail.html).toContain("#6e1414");
    expect(mail.html).toContain("Divine Threads");
    expect(mail.text).not.toMatch(/<[a-z/]/i);
  });
});

describe("renderOrderStatusUpdate", () => {
  const cases: [string, string][] = [
    ["pending", "Pending"],
    ["confirmed", "Confirmed"],
    ["processing", "Processing"],
    ["shipped", "Shipped"],
    ["delivered", "Delivered"],
    ["cancelled", "Cancelled"],
    ["refunded", "Refunded"],
  ];
  it.each(cases)("labels %s as %s in the subject and body", (to, label) => {
    const mail = renderOrderStatusUpdate(makeOrder({ status: to }), links, { from: "confirmed", to });
    expect(mail.subject).toBe(`Your order DT-2026-00042 is now ${label}`);
    expect(mail.text).toContain(label);
    expect(mail.html).toContain(label);
    expect(mail.text).toContain(links.orderUrl);
  });

  it("shows the tracking number when shipped", () => {
    const mail = renderOrderStatusUpdate(makeOrder({ status: "shipped" }), links, {
      from: "processing",
      to: "shipped",
      trackingNumber: "BLUEDART-7788<99>",
    });
    expect(mail.text).toContain("Tracking number: BLUEDART-7788<99>");
    expect(mail.html).toContain("BLUEDART-7788&#60;99&#62;");
    expect(mail.text).toContain("Shipped (was Processing)");
    expect(mail.text).toContain("3-7 business days");
  });

  it("names the carrier and links to its tracking page when shipped, in HTML and plain text", () => {
    const url = "https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=77881234";
    const mail = renderOrderStatusUpdate(makeOrder({ status: "shipped" }), links, {
      from: "processing",
      to: "shipped",
      trackingNumber: "77881234",
      carrierName: "Blue Dart <Express>",
      trackingUrl: url,
    });
    expect(mail.text).toContain("Carrier: Blue Dart <Express>");
    expect(mail.text).toContain("Tracking number: 77881234");
    expect(mail.text).toContain(`Track your parcel: ${url}`);
    expect(mail.html).toContain("Blue Dart &#60;Express&#62;");
    expect(mail.html).not.toContain("<Express>");
    expect(mail.html).toContain(`href="${url.replace(/&/g, "&#38;")}"`);
    expect(mail.html).toContain("Track your parcel");
  });

  it("keeps the carrier and tracking link in the delivered e-mail", () => {
    const mail = renderOrderStatusUpdate(makeOrder({ status: "delivered" }), links, {
      from: "shipped",
      to: "delivered",
      carrierName: "Delhivery",
      trackingUrl: "https://www.delhivery.com/track/package/DL123",
    });
    expect(mail.text).toContain("Carrier: Delhivery");
    expect(mail.text).toContain("Track your parcel: https://www.delhivery.com/track/package/DL123");
  });

  it("shows no carrier or tracking link before the order ships", () => {
    const mail = renderOrderStatusUpdate(makeOrder(), links, {
      from: "confirmed",
      to: "processing",
      carrierName: "Delhivery",
      trackingUrl: "https://www.delhivery.com/track/package/DL123",
    });
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toContain("Delhivery");
      expect(part).not.toContain("Track your parcel");
    }
  });

  it("never links to an address that is not a web page", () => {
    const mail = renderOrderStatusUpdate(makeOrder({ status: "shipped" }), links, {
      from: "processing",
      to: "shipped",
      carrierName: "DTDC",
      trackingUrl: "javascript:alert(1)",
    });
    expect(mail.text).toContain("Carrier: DTDC");
    expect(mail.html).not.toContain("javascript:");
    expect(mail.text).not.toContain("Track your parcel");
  });

  it("leaves the tracking line out when there is no tracking number", () => {
    const mail = renderOrderStatusUpdate(makeOrder(), links, {
      from: "processing",
      to: "shipped",
      trackingNumber: null,
    });
    expect(mail.text).not.toContain("Tracking number");
    expect(mail.html).not.toContain("Tracking number");
  });

  it("gives the cancel reason and the refund timeline for an order paid online", () => {
    const order = makeOrder({ status: "cancelled", cancelReason: `Out of stock <size> & colour` });
    const mail = renderOrderStatusUpdate(order, links, { from: "confirmed", to: "cancelled" });
    expect(mail.subject).toBe("Your order DT-2026-00042 is now Cancelled");
    expect(mail.text).toContain("Reason: Out of stock <size> & colour");
    expect(mail.html).toContain("Out of stock &#60;size&#62; &#38; colour");
    expect(mail.text).toContain("original payment method");
    expect(mail.text).toContain("7-10 business days");
  });

  it("mentions the refund timeline for a refunded online order", () => {
    const order = makeOrder({ status: "refunded", paymentStatus: "refunded" });
    const mail = renderOrderStatusUpdate(order, links, { from: "delivered", to: "refunded" });
    expect(mail.text).toContain("7-10 business days");
    expect(mail.html).toContain("7-10 business days");
  });

  it("does not promise an online refund for an unpaid cash-on-delivery order", () => {
    const order = makeOrder({
      status: "cancelled",
      paymentMethod: "cod",
      paymentStatus: "pending",
      cancelReason: null,
    });
    const mail = renderOrderStatusUpdate(order, links, { from: "pending", to: "cancelled" });
    expect(mail.text).not.toContain("7-10 business days");
    expect(mail.text).not.toContain("Reason:");
  });

  it("escapes the buyer's name", () => {
    const base = makeOrder();
    const order = makeOrder({ shippingAddress: { ...base.shippingAddress, fullName: EVIL } });
    const mail = renderOrderStatusUpdate(order, links, { from: "processing", to: "shipped" });
    expect(mail.html).toContain(EVIL_ESCAPED);
    expect(mail.html).not.toContain("<script>");
    expect(mail.text).toContain(EVIL);
  });
});

describe("renderAdminOrderNotification", () => {
  const adminLinks = { adminOrderUrl: "https://divinethreads.in/admin/orders/2f0c8b8e" };

  it("summarises the buyer, payment, items and total", () => {
    const mail = renderAdminOrderNotification(makeOrder(), adminLinks);
    expect(mail.subject).toBe("New order DT-2026-00042: ₹5,897.50");
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain("Ananya Rao");
      expect(part).toContain("ananya@example.com");
      expect(part).toContain("+91 98450 12345");
      expect(part).toContain("Bengaluru, Karnataka");
      expect(part).toContain("Online (Razorpay)");
      expect(part).toContain("Paid");
      expect(part).toContain("Banarasi Silk Saree");
      expect(part).toContain("DT-DUP-014");
      expect(part).toContain("₹5,897.50");
      expect(part).toContain(adminLinks.adminOrderUrl);
      expect(part).toContain("9 January 2026 at 3:00 pm IST");
    }
    expect(mail.text).toContain("Payment method: Online (Razorpay)");
    expect(mail.text).toContain("Payment status: Paid");
    expect(mail.text).not.toContain("Customer notes");
  });

  it("shows cash on delivery awaiting payment", () => {
    const mail = renderAdminOrderNotification(
      makeOrder({ paymentMethod: "cod", paymentStatus: "pending", paymentId: null }),
      adminLinks,
    );
    expect(mail.text).toContain("Payment method: Cash on delivery");
    expect(mail.text).toContain("Payment status: Pending");
    expect(mail.text).not.toContain("Payment ID");
  });

  it("includes escaped customer notes when present", () => {
    const base = makeOrder();
    const order = makeOrder({
      customerNotes: `Please gift wrap\n${EVIL}`,
      shippingAddress: { ...base.shippingAddress, fullName: EVIL },
    });
    const mail = renderAdminOrderNotification(order, adminLinks);
    expect(mail.html).toContain("Customer notes");
    expect(mail.html).toContain(`Please gift wrap<br>${EVIL_ESCAPED}`);
    expect(mail.html).not.toContain("<script>");
    expect(mail.text).toContain(`Please gift wrap\n${EVIL}`);
    expect(mail.text).toContain(`Customer: ${EVIL}`);
  });
});

describe("renderTestEmail", () => {
  it("says the configuration works and gives the time in Indian time", () => {
    const mail = renderTestEmail(new Date("2026-01-09T18:45:00Z"));
    expect(mail.subject).toBe("Test e-mail from Divine Threads");
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain("configuration");
      expect(part).toContain("works");
      // 18:45 UTC is 00:15 the next day in India.
      expect(part).toContain("10 January 2026 at 12:15 am IST");
    }
  });
});
