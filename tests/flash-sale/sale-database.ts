// The flash sale's own PostgreSQL database: a copy of the migrated test template with the shop's
// settings and one product, its buyers and their signed-in sessions, read back for the checks.
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { buyerAddress } from "../../scripts/bench/checkout-http";
import { publicSettings } from "../../scripts/seed/data/content";
import { privateSettings } from "../../scripts/seed/reference-data";
import { type DbHandle, getDb, openDatabase, queryRows, setDbHandle } from "../../server/db/client";
import * as t from "../../server/db/schema";
import { createCategory, createProduct } from "../fixtures/catalog";
import { databaseUrl, postgresTemplateName } from "../setup/template";

export interface SaleDatabase {
  url: string;
  /** Closes this process's connections and drops the database. */
  drop(): Promise<void>;
}

export interface SaleBuyer {
  userId: string;
  email: string;
  /** Sent as X-Forwarded-For (trusted from loopback): every buyer counts as its own client. */
  ip: string;
  /** The session cookie Better Auth would have set at sign-in. */
  cookie: string;
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh copy of the migrated template named after the flash sale ("shop_test_" so the global
 * setup also removes it if this run dies), opened as this process's database.
 */
export async function createSaleDatabase(serverUrl: string): Promise<SaleDatabase> {
  const name = `shop_test_flash_sale_${randomBytes(4).toString("hex")}`;
  await onServer(serverUrl, `create database "${name}" template "${postgresTemplateName()}"`);
  const url = databaseUrl(serverUrl, name);
  const handle: DbHandle = await openDatabase({ url, poolSize: 2 });
  setDbHandle(handle);
  return {
    url,
    drop: async () => {
      setDbHandle(undefined);
      await handle.close();
      await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

/**
 * The shop's settings as the demo seed writes them (so the servers find a shop and do not seed
 * the demo catalogue, whose images take over a minute to render) and one product whose single
 * variant has exactly `units` on hand.
 */
export async function seedSaleShop(units: number): Promise<{ variantId: string; productName: string }> {
  await getDb()
    .insert(t.settings)
    .values([
      ...publicSettings.map((s) => ({ ...s, isPublic: true })),
      ...privateSettings.map((s) => ({ ...s, dataType: "string", isPublic: false })),
    ]);
  const category = await createCategory("Festive Flash Sale");
  const productName = "Flash Sale Kanjivaram Silk Saree";
  const { variants } = await createProduct({
    name: productName,
    categoryId: category.id,
    priceRupees: 4999,
    variants: [["Free", units]],
  });
  return { variantId: variants[0].id, productName };
}

/** Better Auth's signed session cookie: `token.base64(HMAC-SHA256(secret, token))`, URI-encoded. */
export function sessionCookie(token: string, secret: string): string {
  const signature = createHmac("sha256", secret).update(token).digest("base64");
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

/**
 * `count` verified customers, each with a seven-day session as a sign-in writes it. Real sign-ins
 * are skipped on purpose: each costs one scrypt check (about 150 ms of CPU here), minutes for all.
 */
export async function createSignedInBuyers(count: number, authSecret: string): Promise<SaleBuyer[]> {
  const buyers = Array.from({ length: count }, (_, i) => ({
    userId: randomUUID(),
    email: `flash-${i}@buyers.example.com`,
    ip: buyerAddress(i),
    token: randomBytes(24).toString("base64url"),
  }));
  const column = (pick: (b: (typeof buyers)[number]) => string) => sql.param(buyers.map(pick));
  await getDb().execute(
    sql`insert into "user" (id, full_name, email, email_verified)
        select id, 'Flash Buyer', email, true
          from unnest(${column((b) => b.userId)}::text[], ${column((b) => b.email)}::text[]) as b(id, email)`,
  );
  await getDb().execute(
    sql`insert into "session" (id, token, user_id, expires_at, ip_address, user_agent)
        select gen_random_uuid()::text, token, user_id, now() + interval '7 days', ip, 'flash-sale-test'
          from unnest(${column((b) => b.token)}::text[], ${column((b) => b.userId)}::text[],
                      ${column((b) => b.ip)}::text[]) as s(token, user_id, ip)`,
  );
  return buyers.map(({ token, ...b }) => ({ ...b, cookie: sessionCookie(token, authSecret) }));
}

/**
 * One unit of the variant in every buyer's bag, written as the cart module stores it. (Through
 * POST /cart/add it took 47 s for 1,000 buyers on a busy two-core machine: too slow for CI.)
 */
export async function fillBags(buyers: SaleBuyer[], variantId: string): Promise<void> {
  await getDb().execute(
    sql`with bag as (
          insert into carts (user_id) select unnest(${sql.param(buyers.map((b) => b.userId))}::text[])
          returning id)
        insert into cart_lines (cart_id, variant_id, quantity) select id, ${variantId}, 1 from bag`,
  );
}

export interface SaleOutcome {
  onHand: number;
  reserved: number;
  orders: { id: string; userId: string; status: string; quantity: number }[];
  /** Reservation movements of the variant, lowest new level first. */
  movements: { orderId: string; previousReserved: number; newReserved: number; newOnHand: number }[];
  bagsWithVariant: number;
  holdJobs: number;
}

/** What the database holds for the sale's variant once the burst is over. */
export async function readOutcome(variantId: string): Promise<SaleOutcome> {
  const db = getDb();
  const [levels] = await queryRows<{ onHand: number; reserved: number }>(
    db,
    sql`select on_hand as "onHand", reserved from product_variants where id = ${variantId}`,
  );
  const orders = await queryRows<SaleOutcome["orders"][number]>(
    db,
    sql`select o.id, o.user_id as "userId", o.status, sum(i.quantity)::int as quantity
          from orders o join order_items i on i.order_id = o.id
         where i.variant_id = ${variantId} group by o.id`,
  );
  const movements = await queryRows<SaleOutcome["movements"][number]>(
    db,
    sql`select order_id as "orderId", previous_reserved as "previousReserved",
               new_reserved as "newReserved", new_on_hand as "newOnHand"
          from stock_movements where variant_id = ${variantId} and movement_type = 'reservation'
         order by new_reserved`,
  );
  const [counts] = await queryRows<{ bags: number; jobs: number }>(
    db,
    sql`select (select count(*)::int from cart_lines where variant_id = ${variantId}) as bags,
               (select count(*)::int from jobs where type = 'orders.expire-hold') as jobs`,
  );
  return { ...levels, orders, movements, bagsWithVariant: counts.bags, holdJobs: counts.jobs };
}
