import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withTestDatabase } from "../../tests/setup/test-database";
import { getDb, queryRows } from "./client";
import * as t from "./schema";
import { refused } from "../../tests/fixtures/refused";

withTestDatabase();

async function makeVariant(onHand = 5) {
  const db = getDb();
  const suffix = randomUUID().slice(0, 8);
  const [category] = await db
    .insert(t.categories)
    .values({ name: `Cat ${suffix}`, slug: `cat-${suffix}` })
    .returning();
  const [product] = await db
    .insert(t.products)
    .values({ name: `Kurta ${suffix}`, slug: `kurta-${suffix}`, price: 99900, categoryId: category.id })
    .returning();
  const [variant] = await db
    .insert(t.productVariants)
    .values({ productId: product.id, sku: `SKU-${suffix}`, size: "M", onHand })
    .returning();
  return { category, product, variant };
}

async function makeUser() {
  const id = randomUUID();
  await getDb()
    .insert(t.user)
    .values({ id, name: "Asha", email: `${id}@example.com` });
  return id;
}

describe("the data model protects the data", () => {
  it("has every table of both specification documents", async () => {
    const rows = await queryRows<{ table_name: string }>(
      getDb(),
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const tables = rows.map((r) => r.table_name);
    for (const name of [
      "settings",
      "admin_settings",
      "config_options",
      "navigation_links",
      "banners",
      "testimonials",
      "craftsmanship_content",
      "page_content",
      "faqs",
      "contact_messages",
      "categories",
      "products",
      "product_variants",
      "reviews",
      "user",
      "session",
      "account",
      "verification",
      "rate_limit",
      "user_addresses",
      "wishlist_items",
      "carts",
      "cart_lines",
      "orders",
      "order_items",
      "order_status_history",
      "stock_movements",
      "webhook_events",
      "payments",
      "refunds",
      "invoices",
      "blog_categories",
      "blog_posts",
      "subscribers",
      "image_library",
      "mail_outbox",
      "web_vitals_samples",
      "jobs",
    ]) {
      expect(tables, name).toContain(name);
    }
  });

  it("never lets stock go negative or reserve more than is on hand", async () => {
    const { variant } = await makeVariant(3);
    const db = getDb();
    expect(
      await refused(() =>
        db.update(t.productVariants).set({ onHand: -1 }).where(eq(t.productVariants.id, variant.id)),
      ),
    ).toMatch(/on_hand|reserved/);
    expect(
      await refused(() =>
        db.update(t.productVariants).set({ reserved: 4 }).where(eq(t.productVariants.id, variant.id)),
      ),
    ).toContain("product_variants_reserved_ck");
    const [after] = await db.select().from(t.productVariants).where(eq(t.productVariants.id, variant.id));
    expect(after).toMatchObject({ onHand: 3, reserved: 0 });
  });

  it("keeps SKUs, product slugs and order numbers unique", async () => {
    const { product, variant, category } = await makeVariant();
    const db = getDb();
    expect(
      await refused(() =>
        db.insert(t.productVariants).values({ productId: product.id, sku: variant.sku, size: "L" }),
      ),
    ).toContain("sku");
    expect(
      await refused(() =>
        db.insert(t.products).values({ name: "x", slug: product.slug, price: 100, categoryId: category.id }),
      ),
    ).toContain("slug");
    const address = {
      fullName: "Asha",
      email: "a@example.com",
      phone: "9876543210",
      addressLine1: "1 MG Road",
      city: "Jaipur",
      state: "Rajasthan",
      postalCode: "302001",
      country: "India",
    };
    const order = {
      orderNumber: "DT123456ABCDEF",
      subtotal: 100,
      totalAmount: 100,
      shippingAddress: address,
    };
    await db.insert(t.orders).values(order);
    expect(await refused(() => db.insert(t.orders).values(order))).toContain("order_number");
  });

  it("allows one idempotency key per user, and the same key for another user", async () => {
    const db = getDb();
    const [a, b] = [await makeUser(), await makeUser()];
    const address = {
      fullName: "A",
      email: "a@example.com",
      phone: "9876543210",
      addressLine1: "x",
      city: "Pune",
      state: "Maharashtra",
      postalCode: "411001",
      country: "India",
    };
    const base = { subtotal: 100, totalAmount: 100, shippingAddress: address, idempotencyKey: "key-1" };
    await db.insert(t.orders).values({ ...base, userId: a, orderNumber: `DT-${randomUUID()}` });
    await db.insert(t.orders).values({ ...base, userId: b, orderNumber: `DT-${randomUUID()}` });
    expect(
      await refused(() =>
        db.insert(t.orders).values({ ...base, userId: a, orderNumber: `DT-${randomUUID()}` }),
      ),
    ).toContain("orders_user_idempotency_uq");
  });

  it("refuses unknown order states and out-of-range quantities", async () => {
    const db = getDb();
    const address = {
      fullName: "A",
      email: "a@example.com",
      phone: "1",
      addressLine1: "x",
      city: "c",
      state: "s",
      postalCode: "302001",
      country: "India",
    };
    expect(
      await refused(() =>
        db.insert(t.orders).values({
          orderNumber: `DT-${randomUUID()}`,
          subtotal: 1,
          totalAmount: 1,
          shippingAddress: address,
          status: "lost",
        }),
      ),
    ).toContain("orders_status_ck");
    const [order] = await db
      .insert(t.orders)
      .values({ orderNumber: `DT-${randomUUID()}`, subtotal: 1, totalAmount: 1, shippingAddress: address })
      .returning();
    expect(
      await refused(() =>
        db.insert(t.orderItems).values({
          orderId: order.id,
          productName: "x",
          productSku: "x",
          quantity: 101,
          priceAtPurchase: 1,
          lineTotal: 101,
          taxableValue: 100,
          taxAmount: 1,
        }),
      ),
    ).toContain("order_items_quantity_ck");
  });

  it("deletes a user's carts, addresses and wishlist with the user but keeps their orders", async () => {
    const db = getDb();
    const userId = await makeUser();
    const { product } = await makeVariant();
    await db.insert(t.userAddresses).values({
      userId,
      title: "Home",
      fullName: "A",
      phone: "9876543210",
      addressLine1: "x",
      city: "Jaipur",
      state: "Rajasthan",
      postalCode: "302001",
    });
    await db.insert(t.wishlistItems).values({ userId, productId: product.id });
    await db.insert(t.carts).values({ userId });
    const [order] = await db
      .insert(t.orders)
      .values({
        userId,
        orderNumber: `DT-${randomUUID()}`,
        subtotal: 1,
        totalAmount: 1,
        shippingAddress: {
          fullName: "A",
          email: "a@example.com",
          phone: "1",
          addressLine1: "x",
          city: "c",
          state: "s",
          postalCode: "302001",
          country: "India",
        },
      })
      .returning();
    await db.delete(t.user).where(eq(t.user.id, userId));
    expect(await db.select().from(t.userAddresses).where(eq(t.userAddresses.userId, userId))).toHaveLength(0);
    expect(await db.select().from(t.carts).where(eq(t.carts.userId, userId))).toHaveLength(0);
    const [kept] = await db.select().from(t.orders).where(eq(t.orders.id, order.id));
    expect(kept.userId).toBeNull();
  });

  it("refuses a second default address for the same user", async () => {
    const db = getDb();
    const userId = await makeUser();
    const address = {
      userId,
      title: "Home",
      fullName: "A",
      phone: "9876543210",
      addressLine1: "x",
      city: "Jaipur",
      state: "Rajasthan",
      postalCode: "302001",
      isDefault: true,
    };
    await db.insert(t.userAddresses).values(address);
    expect(await refused(() => db.insert(t.userAddresses).values({ ...address, title: "Work" }))).toContain(
      "user_addresses_one_default_uq",
    );
  });
});
