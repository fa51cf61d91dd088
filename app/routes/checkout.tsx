import { randomUUID } from "node:crypto";
import { data, isRouteErrorResponse, redirect, useNavigation } from "react-router";
import { ADDRESS_FIELDS, CHECKOUT_FORM_FIELDS, parseCheckoutDetails } from "../../lib/checkout-schema";
import { formText } from "../../lib/form-errors";
import { AppError } from "../../server/errors";
import { readOrNull } from "../../server/http/read-or-null";
import { log } from "../../server/log";
import { type CartView, getCart, readCartOwner } from "../../server/modules/cart/service";
import { getSessionUser, listAddresses } from "../../server/modules/customers/service";
import {
  codRefusal,
  LOGIN_REQUIRED_MESSAGE,
  placeOrder,
  quoteOrder,
} from "../../server/modules/orders/service";
import { getCheckoutSettings } from "../../server/modules/settings/service";
import { isLiveMode } from "../../server/modules/payments/service";
import type { AddressValues } from "../components/checkout/address-fields";
import { ContactStep } from "../components/checkout/contact-step";
import { ShippingStep } from "../components/checkout/shipping-step";
import { StepIndicator } from "../components/checkout/step-indicator";
import { SummaryPanel } from "../components/checkout/summary-panel";
import { SummaryStep, type SummaryView } from "../components/checkout/summary-step";
import type { Route } from "./+types/checkout";

export const USER_INFO_FAILED = "Failed to load user information. Please try again.";

export const meta = () => [{ title: "Checkout | Divine Threads" }, { name: "robots", content: "noindex" }];

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
  const codReason = codRefusal(settings, quote.totalAmount, destination.country || "India");
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
  let message: string | undefined;
  if (user) {
    // Without the saved addresses the form still works: it says so and starts from the account's name.
    const addresses = await readOrNull("checkout: saved addresses", () => listAddresses(user.id));
    if (!addresses) message = USER_INFO_FAILED;
    saved = (addresses ?? []).map((a) => ({
      id: a.id,
      label: `${a.title}: ${a.fullName}, ${a.addressLine1}, ${a.city}`,
    }));
    const chosen =
      addresses?.find((a) => a.id === new URL(request.url).searchParams.get("address")) ?? addresses?.[0];
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
    message,
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
type SummaryState = SummaryView & {
  step: "summary";
  itemCount: number;
  lines: ReturnType<typeof panelLines>;
};

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form.get("intent"));
  const values: AddressValues = Object.fromEntries(
    CHECKOUT_FORM_FIELDS.map((f) => [f, formText(form.get(f))]),
  );
  const context = await checkoutContext(request);
  const shippingState = (fieldErrors: Record<string, string>, message?: string, status = 200) =>
    data<ShippingState>({ step: "shipping", values, fieldErrors, message }, { status });
  if (!context.user) return shippingState({}, LOGIN_REQUIRED_MESSAGE, 401);
  if (intent === "edit") return shippingState({});

  const parsed = parseCheckoutDetails(Object.fromEntries(form));
  if (!parsed.ok) return shippingState(parsed.fieldErrors, parsed.message, 400);
  // The review shows (and posts back) the cleaned values: canonical state, +91 phone.
  const { shipping, billing, business } = parsed.details;
  const cleaned: AddressValues = {
    ...values,
    ...asValues("", shipping),
    ...(billing ? asValues("billing_", billing) : {}),
    ...(business ? { gstin: business.gstin, businessName: business.name } : {}),
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
              message={actionData ? actionData.message : loaderData.message}
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
