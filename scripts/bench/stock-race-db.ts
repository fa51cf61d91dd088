// Database side of `npm run bench:stock-race`: the variants raced for, their starting levels, and
// everything read back afterwards to judge the race (levels, ledger, orders, admin movements).
import pg from "pg";

export interface RaceVariant {
  id: string;
  productId: string;
  sku: string;
}

/** A variant's levels and its ledger, the sums of every movement's change to each level. */
export interface Levels {
  onHand: number;
  reserved: number;
  ledgerOnHand: number;
  ledgerReserved: number;
}

export interface VariantState extends Levels {
  /** Units of cash-on-delivery orders (taken off on_hand) and of unpaid online orders (reserved). */
  codUnits: number;
  onlineUnits: number;
  /** Movements written by the bench's admins and staff, and the on-hand change they add up to. */
  adminMovements: number;
  adminChange: number;
  /** Movements that left a level negative or held more than was on hand. */
  badMovements: number;
}

export interface RaceState {
  variants: Map<string, VariantState>;
  /** Orders in the database by status (the seeded shop has none). */
  ordersByStatus: Record<string, number>;
  /** Products of the raced variants whose stored stock_available differs from their variants' sum. */
  productsOutOfSync: string[];
  deadlocks: number;
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Two variants each of the cheapest active products with two or more variants (cheap, so a
 * cash-on-delivery order of two units stays under the shop's cash limit; two per product, so the
 * product rows the stock triggers update are fought over too), each set to `onHand` units.
 */
export async function pickVariants(url: string, count: number, onHand: number): Promise<RaceVariant[]> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ id: string; product_id: string; sku: string }>(
      `with candidates as (
         select p.id, p.price from products p
         where p.is_active and (select count(*) from product_variants v where v.product_id = p.id) >= 2
         order by p.price, p.id limit $1
       )
       select v.id, v.product_id, v.sku from candidates c
       cross join lateral (select * from product_variants v where v.product_id = c.id
                           order by v.position, v.id limit 2) v
       order by c.price, c.id, v.position, v.id limit $2`,
      [Math.ceil(count / 2), count],
    );
    if (rows.length < count)
      throw new Error(`The seeded shop has only ${rows.length} variants of active products to race for`);
    const ids = rows.map((r) => r.id);
    // A direct update, as bench:checkout stocks up: the shop's ledger starts from this level.
    await client.query(
      "update product_variants set on_hand = $2, reserved = 0, updated_at = now() where id = any($1::uuid[])",
      [ids, onHand],
    );
    return rows.map((r) => ({ id: r.id, productId: r.product_id, sku: r.sku }));
  });
}

/** Ids of the accounts with these e-mail addresses, in the same order. */
export async function userIds(url: string, emails: string[]): Promise<string[]> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ id: string; email: string }>(
      `select id, email from "user" where email = any($1::text[])`,
      [emails],
    );
    const byEmail = new Map(rows.map((r) => [r.email, r.id]));
    return emails.map((email) => {
      const id = byEmail.get(email);
      if (!id) throw new Error(`No account for ${email}`);
      return id;
    });
  });
}

/**
 * Everything the verdict needs, read in one snapshot. `adminIds`: the accounts whose stock movements
 * are the admins' adjustments. Deadlocks are PostgreSQL's own count for the database (read after the
 * servers stopped, so every backend has reported its statistics).
 */
export async function readState(
  url: string,
  variants: RaceVariant[],
  adminIds: string[],
): Promise<RaceState> {
  return withClient(url, async (client) => {
    await client.query("begin isolation level repeatable read");
    const ids = variants.map((v) => v.id);
    const { rows } = await client.query<VariantState & { id: string }>(
      `select v.id, v.on_hand as "onHand", v.reserved,
         coalesce(m.on_hand_change, 0)::int as "ledgerOnHand", coalesce(m.reserved_change, 0)::int as "ledgerReserved",
         coalesce(m.admin_movements, 0)::int as "adminMovements", coalesce(m.admin_change, 0)::int as "adminChange",
         coalesce(m.bad, 0)::int as "badMovements",
         coalesce(o.cod, 0)::int as "codUnits", coalesce(o.online, 0)::int as "onlineUnits"
       from product_variants v
       left join lateral (
         select sum(new_on_hand - previous_on_hand) as on_hand_change,
                sum(new_reserved - previous_reserved) as reserved_change,
                count(*) filter (where created_by = any($2::text[])) as admin_movements,
                sum(new_on_hand - previous_on_hand) filter (where created_by = any($2::text[])) as admin_change,
                count(*) filter (where new_on_hand < 0 or new_reserved < 0 or new_reserved > new_on_hand) as bad
         from stock_movements where variant_id = v.id) m on true
       left join lateral (
         select sum(i.quantity) filter (where o.payment_method = 'cod') as cod,
                sum(i.quantity) filter (where o.payment_method <> 'cod') as online
         from order_items i join orders o on o.id = i.order_id where i.variant_id = v.id) o on true
       where v.id = any($1::uuid[])`,
      [ids, adminIds],
    );
    const orders = await client.query<{ status: string; n: number }>(
      "select status, count(*)::int as n from orders group by status",
    );
    const products = await client.query<{ name: string }>(
      `select p.name from products p
       where p.id = any($1::uuid[])
         and p.stock_available <> (select coalesce(sum(on_hand - reserved), 0) from product_variants where product_id = p.id)`,
      [[...new Set(variants.map((v) => v.productId))]],
    );
    const deadlocks = await client.query<{ n: number }>(
      "select deadlocks::int as n from pg_stat_database where datname = current_database()",
    );
    await client.query("commit");
    return {
      variants: new Map(rows.map(({ id, ...state }) => [id, state])),
      ordersByStatus: Object.fromEntries(orders.rows.map((r) => [r.status, r.n])),
      productsOutOfSync: products.rows.map((r) => r.name),
      deadlocks: deadlocks.rows[0]?.n ?? 0,
    };
  });
}
