import { randomUUID } from "node:crypto";
import { data, Form, isRouteErrorResponse, Link, redirect, useNavigation } from "react-router";
import { ADDRESS_FIELDS, billingField, NOTES_MAX, parseCheckoutDetails } from "../../lib/checkout-schema";
import { formText } from "../../lib/form-errors";
import { formatInr } from "../../lib/money";
import { AppError } from "../../server/errors";
import { log } from "../../server/log";
import { readCartOwner } from "../../server/modules/cart/cookie";
import { type CartView, getCart } from "../../server/modules/cart/service";
import { getSessionUser, listAddresses } from "../../server/modules/customers/service";
import { LOGIN_REQUIRED_MESSAGE, placeOrder, quoteOrder } from "../../server/modules/orders/service";
import { getCheckoutSettings } from "../../server/modules/settings/checkout-settings";
import { isLiveMode } from "../../server/modules/payments/service";
import { AddressFields, type AddressValues } from "../components/checkout/address-fields";
import { StepIndicator } from "../components/checkout/step-indicator";
import { SummaryPanel } from "../components/checkout/summary-panel";
import { Notice } from "../components/ui/notice";
import type { Route } from "./+types/checkout";

export const meta = () => [{ title: "Checkout | Divine Threads" }, { name: "robots", content: "noindex" }];

const FORM_FIELDS = [...ADDRESS_FIELDS, ...ADDRESS_FIELDS.map(billingField), "billingDiffers", "notes"];

async function checkoutContext(request: Request) {
  const user = await getSessionUser(request);
  const owner = await readCartOwner(request, user?.id ?? null);
  const [cart, settings] = await Promise.all([getCart(owner), getCheckoutSettings()]);
  if (cart.lines.length === 0) throw redirect("/cart");
  return { user, cart, settings };
}

type Context = Awaited<ReturnType<typeof checkoutContext>>;

/** Figures for the side panel and the payment choices, always computed here from the cart. */
function pricing({ cart, settings }: Context, destination: { state?: string; country?: string }) {
  const quote = quoteOrder(
    cart.lines,
    destination.state ? { state: destination.state, country: destination.country || "India" } : null,
    settings,
  );
  const codReason = !settings.codEnabled
    ? "Cash on delivery is not available at the moment"
    : (destination.country || "India") !== "India"
      ? "Cash on delivery is available for deliveries within India only"
      : quote.totalAmount > settings.codMaxOrderValue
        ? `Cash on delivery is available for orders up to ${formatInr(settings.codMaxOrderValue)}`
        : null;
  const { lines: _lines, ...quoted } = quote;
  // Until the delivery state is known, GST is shown as one figure rather than guessed as IGST.
  const totals = destination.state ? quoted : { ...quoted, cgstAmount: 0, sgstAmount: 0, igstAmount: 0 };
  return { totals, itemCount: quote.itemCount, cod: { available: codReason === null, reason: codReason } };
}

const asValues = (prefix: string, address: Record<string, string | null>) =>
  Object.fromEntries(Object.entries(address).map(([k, v]) => [`${prefix}${k}`, v ?? ""]));

const panelLines = (cart: CartView) =>
  cart.lines.map((l) => ({
    id: l.id,
    name: l.name,
    size: l.size,
    color: l.color,
    quantity: l.quantity,
    lineTotal: l.lineTotal,
    imageUrl: l.imageUrl,
  }));

export async function loader({ request }: Route.LoaderArgs) {
  const context = await checkoutContext(request);
  const { user, cart } = context;
  const values: AddressValues = {};
  let saved: { id: string; label: string }[] = [];
  if (user) {
    const addresses = await listAddresses(user.id);
    saved = addresses.map((a) => ({
      id: a.id,
      label: `${a.title}: ${a.fullName}, ${a.addressLine1}, ${a.city}`,
    }));
    const chosen =
      addresses.find((a) => a.id === new URL(request.url).searchParams.get("address")) ?? addresses[0];
    values.email = user.email;
    values.fullName = user.name;
    if (chosen) {
      for (const f of ADDRESS_FIELDS) if (f !== "email") values[f] = (chosen[f] as string | null) ?? "";
    }
  }
  return {
    step: user ? ("shipping" as const) : ("contact" as const),
    user: user ? { email: user.email } : null,
    key: randomUUID(),
    values,
    saved,
    lines: panelLines(cart),
    ...pricing(context, { state: values.state, country: values.country }),
    testMode: !isLiveMode(),
  };
}

type ShippingState = {
  step: "shipping";
  values: AddressValues;
  fieldErrors: Record<string, string>;
  message?: string;
};
type SummaryState = {
  step: "summary";
  values: AddressValues;
  message?: string;
  totals: ReturnType<typeof pricing>["totals"];
  itemCount: number;
  cod: ReturnType<typeof pricing>["cod"];
  lines: ReturnType<typeof panelLines>;
};

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form.get("intent"));
  const values: AddressValues = Object.fromEntries(FORM_FIELDS.map((f) => [f, formText(form.get(f))]));
  const context = await checkoutContext(request);
  const shippingState = (fieldErrors: Record<string, string>, message?: string, status = 200) =>
    data<ShippingState>({ step: "shipping", values, fieldErrors, message }, { status });
  if (!context.user) return shippingState({}, LOGIN_REQUIRED_MESSAGE, 401);
  if (intent === "edit") return shippingState({});

  const parsed = parseCheckoutDetails(Object.fromEntries(form));
  if (!parsed.ok) return shippingState(parsed.fieldErrors, "Please fix the validation errors below", 400);
  // The review shows (and posts back) the cleaned values: canonical state, +91 phone.
  const { shipping, billing } = parsed.details;
  const cleaned: AddressValues = {
    ...values,
    ...asValues("", shipping),
    ...(billing ? asValues("billing_", billing) : {}),
  };
  const summary = (message?: string, status = 200) =>
    data<SummaryState>(
      {
        step: "summary",
        values: cleaned,
        message,
        lines: panelLines(context.cart),
        ...pricing(context, parsed.details.shipping),
      },
      { status },
    );
  if (intent !== "place") return summary();

  const paymentMethod = formText(form.get("paymentMethod")) === "cod" ? "cod" : "razorpay";
  try {
    const order = await placeOrder({
      userId: context.user.id,
      idempotencyKey: formText(form.get("key")),
      details: parsed.details,
      paymentMethod,
    });
    throw redirect(
      order.paymentMethod === "cod"
        ? `/order/${order.orderNumber}?placed=cod`
        : `/checkout/payment/${order.orderNumber}`,
    );
  } catch (error) {
    if (isRouteErrorResponse(error) || error instanceof Response) throw error;
    if (error instanceof AppError) return summary(error.message, error.code === "INVALID" ? 400 : 409);
    log.error("Placing an order failed", error);
    return summary("Failed to create order. Please try again.", 503);
  }
}

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const view = actionData ?? loaderData;
  const summary = actionData?.step === "summary" ? actionData : null;
  const totals = summary?.totals ?? loaderData.totals;
  const itemCount = summary?.itemCount ?? loaderData.itemCount;
  const lines = summary?.lines ?? loaderData.lines;
  const step = loaderData.step === "contact" ? "contact" : view.step;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-4 font-serif text-3xl font-semibold text-maroon-800">Checkout</h1>
      <StepIndicator current={step} signedInAs={loaderData.user?.email ?? null} />
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div>
          {step === "contact" && <ContactStep message={actionData?.message} />}
          {step === "shipping" && (
            <ShippingStep
              values={actionData?.values ?? loaderData.values}
              errors={actionData?.step === "shipping" ? actionData.fieldErrors : {}}
              message={actionData?.message}
              saved={loaderData.saved}
              busy={busy}
            />
          )}
          {summary && (
            <SummaryStep
              state={summary}
              idempotencyKey={loaderData.key}
              busy={busy}
              testMode={loaderData.testMode}
            />
          )}
        </div>
        <SummaryPanel lines={lines} totals={totals} itemCount={itemCount} />
      </div>
    </div>
  );
}

function ContactStep({ message }: { message?: string }) {
  return (
    <section aria-labelledby="contact-heading" className="rounded-xl border border-stone-200 bg-white p-6">
      <h2 id="contact-heading" className="text-xl font-semibold">
        Contact Info
      </h2>
      {message && (
        <Notice kind="error" className="mt-4">
          {message}
        </Notice>
      )}
      <p className="mt-2 text-stone-700">
        Please sign in or create an account to place your order. Your bag is kept: everything in it will be
        waiting for you.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link
          to="/login?returnTo=%2Fcheckout"
          className="rounded-full bg-maroon-800 px-6 py-3 font-semibold text-white hover:bg-maroon-900"
        >
          Sign in to continue
        </Link>
        <Link
          to="/register"
          className="rounded-full border border-maroon-800 px-6 py-3 font-semibold text-maroon-800"
        >
          Create an account
        </Link>
      </div>
    </section>
  );
}

function ShippingStep({
  values,
  errors,
  message,
  saved,
  busy,
}: {
  values: AddressValues;
  errors: Record<string, string>;
  message?: string;
  saved: { id: string; label: string }[];
  busy: boolean;
}) {
  return (
    <section aria-labelledby="shipping-heading" className="rounded-xl border border-stone-200 bg-white p-6">
      <h2 id="shipping-heading" className="text-xl font-semibold">
        Shipping address
      </h2>
      {message && (
        <Notice kind="error" className="mt-4">
          {message}
        </Notice>
      )}
      {saved.length > 0 && (
        <nav aria-label="Saved addresses" className="mt-4">
          <p className="text-sm font-medium">Use a saved address:</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {saved.map((a) => (
              <li key={a.id}>
                <Link
                  to={`/checkout?address=${a.id}`}
                  className="inline-block rounded-lg border border-stone-300 px-3 py-2 text-sm hover:border-maroon-800"
                >
                  {a.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <Form method="post" className="group/checkout mt-6 space-y-6" noValidate>
        <AddressFields values={values} errors={errors} />
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            id="billingDiffers"
            name="billingDiffers"
            defaultChecked={values.billingDiffers === "on"}
            className="size-4"
          />
          My billing address is different from the shipping address
        </label>
        <fieldset className="hidden space-y-4 group-has-[#billingDiffers:checked]/checkout:block">
          <legend className="text-lg font-semibold">Billing address</legend>
          <AddressFields prefix="billing_" values={values} errors={errors} />
        </fieldset>
        <div>
          <label htmlFor="field-notes" className="mb-1 block text-sm font-medium">
            Order notes (optional)
          </label>
          <textarea
            id="field-notes"
            name="notes"
            rows={3}
            maxLength={NOTES_MAX}
            defaultValue={values.notes ?? ""}
            aria-invalid={errors.notes ? true : undefined}
            aria-describedby={errors.notes ? "field-notes-error" : undefined}
            className="w-full rounded-lg border border-stone-300 px-3 py-2"
          />
          {errors.notes && (
            <p id="field-notes-error" className="mt-1 text-sm text-red-700">
              {errors.notes}
            </p>
          )}
        </div>
        <button
          name="intent"
          value="review"
          disabled={busy}
          className="rounded-full bg-maroon-800 px-6 py-3 font-semibold text-white hover:bg-maroon-900 disabled:opacity-60"
        >
          Continue to Summary
        </button>
      </Form>
    </section>
  );
}

function AddressBlock({ values, prefix = "" }: { values: AddressValues; prefix?: string }) {
  const v = (f: string) => values[`${prefix}${f}`] ?? "";
  return (
    <address className="text-sm not-italic text-stone-700 [overflow-wrap:anywhere]">
      {v("fullName")}
      <br />
      {v("addressLine1")}
      {v("addressLine2") && (
        <>
          <br />
          {v("addressLine2")}
        </>
      )}
      <br />
      {v("city")}, {v("state")} {v("postalCode")}
      <br />
      {v("country") || "India"}
      <br />
      {v("email")} · {v("phone")}
    </address>
  );
}

function SummaryStep({
  state,
  idempotencyKey,
  busy,
  testMode,
}: {
  state: SummaryState;
  idempotencyKey: string;
  busy: boolean;
  testMode: boolean;
}) {
  const { values } = state;
  return (
    <section aria-labelledby="review-heading" className="rounded-xl border border-stone-200 bg-white p-6">
      <h2 id="review-heading" className="text-xl font-semibold">
        Review your order
      </h2>
      {state.message && (
        <Notice kind="error" className="mt-4">
          {state.message}
        </Notice>
      )}
      <Form method="post" className="mt-4 space-y-6">
        {FORM_FIELDS.map((f) => (
          <input key={f} type="hidden" name={f} value={values[f] ?? ""} />
        ))}
        <input type="hidden" name="key" value={idempotencyKey} />
        <div className="grid gap-6 sm:grid-cols-2">
          <div>
            <h3 className="font-semibold">Shipping to</h3>
            <AddressBlock values={values} />
          </div>
          <div>
            <h3 className="font-semibold">Billing address</h3>
            {values.billingDiffers === "on" ? (
              <AddressBlock values={values} prefix="billing_" />
            ) : (
              <p className="text-sm text-stone-700">Same as shipping address</p>
            )}
          </div>
        </div>
        {values.notes && (
          <div>
            <h3 className="font-semibold">Order notes</h3>
            <p className="whitespace-pre-line text-sm text-stone-700">{values.notes}</p>
          </div>
        )}
        <fieldset>
          <legend className="font-semibold">Payment method</legend>
          <label className="mt-2 flex items-start gap-3 rounded-lg border border-stone-300 p-3">
            <input type="radio" name="paymentMethod" value="razorpay" defaultChecked className="mt-1" />
            <span>
              Pay online with Razorpay
              <span className="block text-xs text-stone-600">
                UPI, cards, net banking and wallets
                {testMode && " · Test mode: payments go through the local test gateway, no real money moves"}
              </span>
            </span>
          </label>
          <label
            className={`mt-2 flex items-start gap-3 rounded-lg border border-stone-300 p-3 ${state.cod.available ? "" : "opacity-60"}`}
          >
            <input
              type="radio"
              name="paymentMethod"
              value="cod"
              disabled={!state.cod.available}
              className="mt-1"
            />
            <span>
              Cash on delivery
              <span className="block text-xs text-stone-600">
                {state.cod.reason ?? "Pay in cash when your order arrives"}
              </span>
            </span>
          </label>
        </fieldset>
        <div className="flex flex-wrap gap-3">
          <button
            name="intent"
            value="edit"
            disabled={busy}
            className="rounded-full border border-maroon-800 px-6 py-3 font-semibold text-maroon-800"
          >
            Back to Shipping
          </button>
          <button
            name="intent"
            value="place"
            disabled={busy}
            className="rounded-full bg-maroon-800 px-6 py-3 font-semibold text-white hover:bg-maroon-900 disabled:opacity-60"
          >
            {busy ? "Placing order..." : `Place Order · ${formatInr(state.totals.totalAmount)}`}
          </button>
        </div>
      </Form>
    </section>
  );
}
