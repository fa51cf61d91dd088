import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "../../server/db/client";
import * as t from "../../server/db/schema";
import { addToCart } from "../../server/modules/cart/service";
import { getAuth, getSessionUser, saveAddress, toggleWishlist } from "../../server/modules/customers/service";
import { addressSchema } from "../../lib/address-schema";
import { placeOrder, startOnlinePayment } from "../../server/modules/orders/service";
import { registeredAccount } from "../fixtures/accounts";
import { createCategory, createProduct } from "../fixtures/catalog";
import { checkoutDetails } from "../fixtures/checkout-details";
import type { Who } from "./fuzz-request";
import type { KnownIds } from "./values";

/**
 * A small shop for the fuzz to poke at: a catalogue, a customer with a bag, an address, a wish,
 * an order awaiting online payment and a cash-on-delivery one; and an admin. Returns the real ids,
 * which the fuzz mixes among its made-up ones so some requests get past the lookups.
 */
export async function buildWorld(): Promise<{ ids: KnownIds; visitors: Visitors }> {
  const category = await createCategory("Sarees");
  const saree = await createProduct({ name: "Kanjivaram Saree", categoryId: category.id, priceRupees: 4999 });
  const kurta = await createProduct({
    name: "Chanderi Kurta",
    categoryId: category.id,
    priceRupees: 1499,
    variants: [
      ["S", 5],
      ["M", 0],
    ],
  });
  const customer = await registeredAccount("customer@fuzz.example", "customer");
  const admin = await registeredAccount("admin@fuzz.example", "admin");
  const owner = { userId: customer.userId };
  const variantIds = [...saree.variants, ...kurta.variants].map((v) => v.id);

  await addToCart(owner, saree.variants[0].id, 1);
  const online = await placeOrder({
    userId: customer.userId,
    idempotencyKey: "fuzz-online-0001",
    details: checkoutDetails(),
    paymentMethod: "razorpay",
  });
  await addToCart(owner, kurta.variants[0].id, 1);
  const cod = await placeOrder({
    userId: customer.userId,
    idempotencyKey: "fuzz-cod-0001",
    details: checkoutDetails(),
    paymentMethod: "cod",
  });
  await addToCart(owner, saree.variants[0].id, 2);
  const [line] = await getDb().select({ id: t.cartLines.id }).from(t.cartLines);
  const address = addressSchema.parse({ ...checkoutDetails().shipping, title: "Home", isDefault: "on" });
  const addressId = await saveAddress(customer.userId, address);
  await toggleWishlist(customer.userId, kurta.product.id);
  const [banner] = await getDb()
    .insert(t.banners)
    .values({ imageUrl: "/uploads/test/banner.webp", title: "Festive sale" })
    .returning({ id: t.banners.id });
  await startOnlinePayment(online.orderNumber, { userId: customer.userId, isAdmin: false });
  const [{ razorpayOrderId }] = await getDb()
    .select({ razorpayOrderId: t.orders.razorpayOrderId })
    .from(t.orders)
    .where(eq(t.orders.id, online.orderId));

  const productIds = [saree.product.id, kurta.product.id];
  const ids: KnownIds = {
    productId: productIds,
    variantId: variantIds,
    lineId: [line.id],
    orderNumber: [online.orderNumber, cod.orderNumber],
    orderId: [online.orderId, cod.orderId],
    addressId: [addressId],
    categoryId: [category.id],
    userId: [customer.userId, admin.userId],
    id: [...productIds, category.id, customer.userId, banner.id],
    razorpayOrderId: razorpayOrderId ? [razorpayOrderId] : [],
  };
  return { ids, visitors: new Visitors({ customer, admin }) };
}

/** A new signed-in session for the account, as Better Auth's sign-in makes it, without a password. */
async function sessionCookie(userId: string): Promise<string> {
  const auth = await getAuth().$context;
  const { token } = await auth.internalAdapter.createSession(userId);
  const signature = createHmac("sha256", auth.secret).update(token).digest("base64");
  return `${auth.authCookies.sessionToken.name}=${encodeURIComponent(`${token}.${signature}`)}`;
}

/**
 * The cookie of each visitor. When a request ended the session (signing out, changing the password)
 * or an admin action changed the account's role or deactivated it, the account gets its role back
 * and a new session, so every request is sent as the visitor it is counted for.
 */
export class Visitors {
  /** How many times a visitor had to be signed in again. */
  renewals = 0;
  private unsure = new Set<Who>();
  private wrote = false;

  constructor(private accounts: Record<Exclude<Who, "anonymous">, { userId: string; cookie: string }>) {}

  /** The last request wrote to the accounts or sessions: check the visitors before the next one. */
  recheck() {
    this.unsure = new Set(["customer", "admin"]);
  }

  /** Whether signing a visitor in again wrote to the database since the last call. */
  takeWrote(): boolean {
    const wrote = this.wrote;
    this.wrote = false;
    return wrote;
  }

  async cookieOf(who: Who): Promise<string> {
    if (who === "anonymous") return "";
    const account = this.accounts[who];
    if (!this.unsure.delete(who)) return account.cookie;
    const user = await getSessionUser(
      new Request("http://localhost/", { headers: { cookie: account.cookie } }),
    );
    if (user?.role === who) return account.cookie;
    this.renewals++;
    this.wrote = true;
    await getDb().update(t.user).set({ role: who, isActive: true }).where(eq(t.user.id, account.userId));
    account.cookie = await sessionCookie(account.userId);
    return account.cookie;
  }
}
