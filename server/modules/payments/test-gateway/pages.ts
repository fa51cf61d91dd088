import { formatInr } from "../../../../lib/money";
import type { OrderEntity, PaymentMethod } from "./entities";

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ESCAPES[ch]);
}

const METHOD_LABELS: Record<PaymentMethod, string> = {
  upi: "UPI",
  card: "Card",
  netbanking: "Net banking",
  wallet: "Wallet",
};

// Inline styles only (the shop's CSP allows them); no scripts, no external resources.
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f1ec;color:#1f1a17}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
.badge{display:inline-block;padding:.2rem .6rem;border-radius:999px;background:#7a3e00;color:#fff;font-weight:700;font-size:.85rem}
.note{margin:.5rem 0 1.25rem;color:#5b4636}
h1{font-size:1.35rem;margin:.75rem 0 .25rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1.25rem}
dt{color:#5b4636}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.amount{font-size:1.6rem}
fieldset{border:1px solid #cfc6bb;border-radius:8px;margin:0 0 1.25rem;padding:.75rem 1rem}
legend{font-weight:600;padding:0 .25rem}
label{display:flex;align-items:center;gap:.5rem;padding:.35rem 0;cursor:pointer}
input[type=radio]{width:1.15rem;height:1.15rem;accent-color:#7a3e00}
.actions{display:grid;gap:.6rem}
button,.link{display:block;width:100%;padding:.8rem 1rem;border-radius:8px;border:2px solid #7a3e00;font:inherit;font-weight:600;text-align:center;cursor:pointer;text-decoration:none}
.pay{background:#7a3e00;color:#fff}
.fail{background:#fff;color:#9b1c1c;border-color:#9b1c1c}
.cancel,.link{background:#fff;color:#1f1a17;border-color:#8a7d72}
button:focus-visible,.link:focus-visible,input:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
@media (prefers-color-scheme:dark){body{background:#1c1917;color:#f5f5f4}main{background:#292524}.note,dt{color:#d6d3d1}.fail,.cancel,.link{background:#292524}.cancel,.link{color:#f5f5f4}.fail{color:#fca5a5;border-color:#fca5a5}}
`;

function layout(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Test payment gateway</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p><span class="badge">Test mode</span></p>
<p class="note">This is the shop's test payment gateway. No real money moves.</p>
${content}
</main>
</body>
</html>`;
}

export interface CheckoutPageInput {
  order: OrderEntity;
  actionBase: string;
  callback: string;
  cancel: string;
  name: string;
  email: string;
  contact: string;
}

export function checkoutPage(input: CheckoutPageInput): string {
  const { order, actionBase } = input;
  const amount = formatInr(order.amount);
  const hidden = (["callback", "cancel", "name", "email", "contact"] as const)
    .map((field) => `<input type="hidden" name="${field}" value="${escapeHtml(input[field])}">`)
    .join("\n");
  const methods = (Object.keys(METHOD_LABELS) as PaymentMethod[])
    .map(
      (method) =>
        `<label><input type="radio" name="method" value="${method}"${method === "upi" ? " checked" : ""}> ${METHOD_LABELS[method]}</label>`,
    )
    .join("\n");
  const payer = [input.name, input.email, input.contact].filter(Boolean).map(escapeHtml).join(", ");
  return layout(
    `Pay ${amount}`,
    `<h1>Complete your payment</h1>
<dl>
<dt>Amount</dt><dd class="amount">${escapeHtml(amount)}</dd>
${order.receipt ? `<dt>Receipt</dt><dd>${escapeHtml(order.receipt)}</dd>` : ""}
<dt>Order</dt><dd>${escapeHtml(order.id)}</dd>
${payer ? `<dt>Paying as</dt><dd>${payer}</dd>` : ""}
</dl>
<form method="post" action="${escapeHtml(`${actionBase}/pay`)}">
${hidden}
<fieldset>
<legend>Payment method</legend>
${methods}
</fieldset>
<div class="actions">
<button type="submit" class="pay">Pay ${escapeHtml(amount)}</button>
<button type="submit" class="fail" formaction="${escapeHtml(`${actionBase}/fail`)}">Fail payment</button>
<button type="submit" class="cancel" formaction="${escapeHtml(`${actionBase}/dismiss`)}" formnovalidate>Cancel payment</button>
</div>
</form>`,
  );
}

export function alreadyPaidPage(order: OrderEntity, cancel: string): string {
  return layout(
    "Already paid",
    `<h1>This order is already paid</h1>
<p>${escapeHtml(formatInr(order.amount_paid))} was paid for ${escapeHtml(order.receipt ?? order.id)}. Nothing more is due.</p>
<p><a class="link" href="${escapeHtml(cancel)}">Back to the shop</a></p>`,
  );
}

export function messagePage(title: string, message: string): string {
  return layout(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>`);
}
