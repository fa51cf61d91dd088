// Data for `npm run bench:admin`: a year of trading on top of the grown catalogue (customers, orders
// with their items, the e-mails and jobs each order leaves behind, stock movements), written with
// set-based SQL so that hundreds of thousands of rows take seconds, not minutes.
import type pg from "pg";

const FIRST_NAMES = [
  "Aarav",
  "Ananya",
  "Arjun",
  "Diya",
  "Ishaan",
  "Kavya",
  "Krishna",
  "Lakshmi",
  "Meera",
  "Nikhil",
  "Priya",
  "Rahul",
  "Riya",
  "Saanvi",
  "Sanjay",
  "Shreya",
  "Tanvi",
  "Varun",
  "Vikram",
  "Zara",
];
const LAST_NAMES = [
  "Agarwal",
  "Bhat",
  "Chatterjee",
  "Das",
  "Gupta",
  "Iyer",
  "Joshi",
  "Kapoor",
  "Menon",
  "Nair",
  "Patel",
  "Pillai",
  "Rao",
  "Reddy",
  "Shah",
  "Sharma",
  "Singh",
  "Verma",
];
const CITIES = [
  ["Bengaluru", "Karnataka", "560001"],
  ["Chennai", "Tamil Nadu", "600004"],
  ["Hyderabad", "Telangana", "500001"],
  ["Kolkata", "West Bengal", "700016"],
  ["Mumbai", "Maharashtra", "400001"],
  ["New Delhi", "Delhi", "110001"],
  ["Pune", "Maharashtra", "411001"],
  ["Jaipur", "Rajasthan", "302001"],
  ["Kochi", "Kerala", "682011"],
  ["Varanasi", "Uttar Pradesh", "221001"],
];

/** A well-spread 32-bit hash of an integer expression, in SQL (Knuth's multiplicative hash). */
const hash = (expr: string) => `((((${expr})::bigint * 2654435761) % 4294967296) / 7)`;

/**
 * Gives the generated products the variety of a real catalogue: about 1 in 20 switched off, a few
 * featured or bestsellers, those edited since. Only those rows are touched, so the table does not
 * carry a dead copy of every product. (growCatalogue already leaves about 1 size in 11 sold out and
 * 1 in 5 with 10 or fewer left.)
 */
export async function shapeCatalogue(client: pg.Client): Promise<void> {
  await client.query(
    `update products p set
       is_active = s.h % 20 <> 0,
       is_featured = s.h % 20 <> 0 and s.h % 33 = 1,
       is_bestseller = s.h % 20 <> 0 and s.h % 47 = 2,
       updated_at = least(now(), p.created_at + make_interval(days => 1 + (s.h % 90)::int))
     from (select id, ${hash("substr(slug, 7)::int")} as h from products where slug like 'bench-%') s
     where p.id = s.id and (s.h % 20 = 0 or s.h % 33 = 1 or s.h % 47 = 2)`,
  );
}

/**
 * Gives the generated products what the inventory pages read beside stock: a cost price (45 to 70 %
 * of the price), one of five warehouse locations (about 1 in 10 left without one) and a last restock
 * day within two years (about 1 in 8 without). Only rows still without a cost price are written, so
 * a reused database is filled once.
 */
export async function stockFields(client: pg.Client): Promise<void> {
  await client.query(
    `update products p set
       cost_price = p.price * (45 + s.h % 26) / 100,
       warehouse_location = case when s.h % 10 = 0 then null
         else (array['Rack A1', 'Rack A2', 'Rack B1', 'Mezzanine', 'Back store'])[1 + s.h % 5] end,
       last_restock_date = case when s.h % 8 = 0 then null
         else (current_date - (s.h % 730)::int) end
     from (select id, ${hash("substr(slug, 7)::int + 13")} as h from products where slug like 'bench-%') s
     where p.id = s.id and p.cost_price is null`,
  );
}

/** Adds customer accounts (signed up over the last two years) until there are `target` customers. */
export async function growCustomers(client: pg.Client, target: number): Promise<number> {
  const { rows } = await client.query(`select count(*)::int as n from "user" where role = 'customer'`);
  const missing = target - Number(rows[0].n);
  if (missing > 0)
    await client.query(
      `insert into "user" (id, full_name, email, email_verified, role, phone, created_at, updated_at)
       select gen_random_uuid()::text, first || ' ' || last,
         lower(first || '.' || last || '.' || g) || '@customers.example.com', true, 'customer',
         '+9198' || lpad((${hash("g")} % 100000000)::text, 8, '0'),
         now() - make_interval(mins => (${hash("g + 7")} % 1051200)::int),
         now() - make_interval(mins => (${hash("g + 11")} % 525600)::int)
       from generate_series(1, $1::int) g,
         lateral (select ($2::text[])[1 + ${hash("g")} % cardinality($2::text[])] as first,
                         ($3::text[])[1 + ${hash("g + 3")} % cardinality($3::text[])] as last) n`,
      [missing, FIRST_NAMES, LAST_NAMES],
    );
  return Math.max(0, missing);
}

export interface OrderGrowth {
  orders: number;
  items: number;
  mails: number;
  jobs: number;
  movements: number;
}

/**
 * Adds `count` orders spread over the last 12 months, newest last, in the mix of a shop that ships
 * within days: mostly delivered, a recent tail confirmed, processing or shipped, some cancelled or
 * refunded, a few paid orders stuck unshipped and online orders still awaiting payment. Each order
 * has 1-3 items of real variants (popular products sell more), and leaves what the shop writes for
 * one: its two e-mails (buyer and shop owner) with their delivery jobs, the order's own job, and a
 * stock movement per item. A handful of e-mails and jobs failed for good.
 */
export async function growOrders(client: pg.Client, count: number, adminEmail: string): Promise<OrderGrowth> {
  // Order numbers carry g in 6 digits, as the shop's own carry 6 digits of a timestamp.
  if (!Number.isInteger(count) || count < 1 || count > 999_999)
    throw new RangeError(`Between 1 and 999,999 orders, not ${count}`);
  const step = async (label: string, text: string, params?: unknown[]) => {
    const started = performance.now();
    const result = await client.query(text, params);
    if (process.env.BENCH_VERBOSE)
      console.log(`    ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return result;
  };
  await client.query("begin");
  try {
    // Every row below references rows read in this transaction, so the per-row foreign-key checks
    // (three quarters of the time) are skipped where the role may (a superuser, as on a bench
    // machine); otherwise they run. Temporary tables get room in memory.
    for (const setting of ["session_replication_role = replica", "temp_buffers = '256MB'"]) {
      await client.query("savepoint setting");
      await client.query(`set local ${setting}`).then(
        () => client.query("release savepoint setting"),
        () => client.query("rollback to savepoint setting"),
      );
    }
    await client.query(`create temp table bench_variant on commit drop as
      select row_number() over (order by v.id) as n, v.id as variant_id, v.product_id, v.sku, v.size, v.color,
        p.name, coalesce(v.price_override, p.price) as price, p.gst_rate_bp, p.hsn_code
      from product_variants v join products p on p.id = v.product_id`);
    await client.query("create unique index on bench_variant (n)");
    await client.query(`create temp table bench_customer on commit drop as
      select row_number() over (order by id) as n, id, full_name, email, phone from "user" where role = 'customer'`);
    await client.query("create unique index on bench_customer (n)");
    await client.query("analyze bench_variant; analyze bench_customer");

    // One row per order with everything decided from hashes of its number g (reproducible runs).
    // CREATE TABLE AS takes no bind parameters: the numbers below are checked integers.
    await step(
      "order plan",
      `create temp table bench_order on commit drop as
       select g, gen_random_uuid() as id, h, created_at, age_days,
         case when h % 10 < 7 then 'razorpay' else 'cod' end as method,
         case
           when h % 1000 < 50 then 'cancelled'
           when h % 1000 < 70 then 'refunded'
           when h % 1000 < 80 and age_days < 1 and h % 10 < 7 then 'pending'
           when h % 1000 < 80 then 'cancelled'
           when h % 1000 < 82 and age_days < 30 then 'processing'
           when age_days < 2 then 'confirmed'
           when age_days < 4 then 'processing'
           when age_days < 10 then 'shipped'
           else 'delivered'
         end as status
       from (
         select g, ${hash("g")} as h,
           now() - make_interval(secs => (${count} - g) * (31536000.0 / ${count}) + ${hash("g + 5")} % 600) as created_at,
           (${count} - g) * 365.0 / ${count} as age_days
         from generate_series(1, ${count}) g
       ) s`,
    );
    const variants = Number((await client.query("select count(*)::int as n from bench_variant")).rows[0].n);
    const customers = Number((await client.query("select count(*)::int as n from bench_customer")).rows[0].n);
    if (variants === 0 || customers === 0) throw new Error("Grow the catalogue and the customers first");

    // Items: 1-3 per order; squaring a uniform number makes low-numbered variants the bestsellers.
    await step(
      "item plan",
      `create temp table bench_item on commit drop as
       select o.g, o.id as order_id, k, v.*, qty, v.price * qty as line_total,
         round(v.price * qty * 10000.0 / (10000 + v.gst_rate_bp))::int as taxable
       from bench_order o, generate_series(1, 1 + o.h % 3) k,
         lateral (select ${hash("o.g * 3 + k")} as hk) x,
         lateral (select 1 + (x.hk % 10 = 0)::int as qty,
                         1 + floor(${variants} * power((x.hk % 1000003) / 1000003.0, 2))::int as pick) q
         join bench_variant v on v.n = q.pick`,
    );

    const orders = await step(
      "orders",
      `insert into orders (id, order_number, user_id, status, payment_status, payment_method, payment_id,
         subtotal, tax_amount, cgst_amount, sgst_amount, igst_amount, shipping_cost, total_amount,
         shipping_address, hold_expires_at, paid_at, cancelled_at, cancel_reason, tracking_number,
         created_at, updated_at)
       select o.id, 'DT' || lpad(o.g::text, 6, '0') || chr(65 + (o.h % 26)::int) || chr(65 + (o.h / 26 % 26)::int)
           || chr(65 + (o.h / 676 % 26)::int) || 'BEN',
         c.id, o.status, pay.status, o.method,
         case when pay.status <> 'pending' and o.method = 'razorpay' then 'pay_bench' || o.g end,
         t.subtotal, t.tax, case when c.n % 3 = 0 then 0 else t.tax / 2 end,
         case when c.n % 3 = 0 then 0 else t.tax - t.tax / 2 end, case when c.n % 3 = 0 then t.tax else 0 end,
         t.shipping, t.subtotal + t.shipping,
         jsonb_build_object('fullName', c.full_name, 'email', c.email, 'phone', c.phone,
           'addressLine1', (1 + o.h % 200) || ' MG Road', 'city', ($1::text[])[1 + c.n % cardinality($1::text[])],
           'state', ($2::text[])[1 + c.n % cardinality($2::text[])],
           'postalCode', ($3::text[])[1 + c.n % cardinality($3::text[])], 'country', 'India'),
         case when o.method = 'razorpay' then o.created_at + interval '30 minutes' end,
         case when pay.status in ('paid', 'refunded', 'partially_refunded') then
           case when o.method = 'cod' then o.created_at + interval '6 days' else o.created_at + interval '2 minutes' end end,
         case when o.status = 'cancelled' then o.created_at + interval '40 minutes' end,
         case when o.status = 'cancelled' then 'Payment not completed' end,
         case when o.status in ('shipped', 'delivered') then 'BENCH' || lpad(o.g::text, 9, '0') end,
         o.created_at,
         o.created_at + make_interval(days => least(o.age_days, 8)::int)
       from bench_order o
       join bench_customer c on c.n = 1 + ${hash("o.g + 1")} % $4::int
       join (select g, sum(line_total)::int as subtotal, sum(line_total - taxable)::int as tax,
               case when sum(line_total) >= 99900 then 0 else 9900 end as shipping
             from bench_item group by g) t on t.g = o.g
       cross join lateral (select case
           when o.status = 'refunded' then 'refunded'
           when o.status = 'cancelled' then case when o.method = 'cod' then 'pending' else 'failed' end
           when o.status = 'pending' then 'pending'
           when o.method = 'cod' and o.status <> 'delivered' then 'pending'
           when o.status = 'delivered' and o.h % 1000 between 82 and 89 then 'partially_refunded'
           else 'paid' end as status) pay`,
      [CITIES.map((c) => c[0]), CITIES.map((c) => c[1]), CITIES.map((c) => c[2]), customers],
    );

    const items = await step(
      "order items",
      `insert into order_items (order_id, product_id, variant_id, product_name, product_sku, size, color,
         hsn_code, gst_rate_bp, quantity, price_at_purchase, line_total, taxable_value, tax_amount, created_at)
       select i.order_id, i.product_id, i.variant_id, i.name, i.sku, i.size, i.color, i.hsn_code, i.gst_rate_bp,
         i.qty, i.price, i.line_total, i.taxable, i.line_total - i.taxable, o.created_at
       from bench_item i join bench_order o on o.g = i.g`,
    );

    // Stock left the shelf for every order that was not cancelled before shipping.
    const movements = await step(
      "stock movements",
      `insert into stock_movements (variant_id, product_id, order_id, movement_type, quantity,
         previous_on_hand, new_on_hand, previous_reserved, new_reserved, reason, reference_id, created_at)
       select i.variant_id, i.product_id, i.order_id, 'deduction', -i.qty, 40 + i.qty, 40, i.qty, 0,
         'Order shipped', i.order_id::text, o.created_at + interval '2 days'
       from bench_item i join bench_order o on o.g = i.g
       where o.status in ('shipped', 'delivered', 'refunded')`,
    );

    // Two e-mails per order (the buyer's confirmation, the owner's notice); about 1 in 2,000 failed for good.
    const mails = await step(
      "mail plan",
      `create temp table bench_mail on commit drop as
       select gen_random_uuid() as id, o.id as order_id, o.g, kind, o.created_at,
         ${hash("o.g * 2 + kind")} % 2000 = 0 as failed
       from bench_order o, generate_series(0, 1) kind where o.status <> 'pending'`,
    );
    await step(
      "e-mails",
      `insert into mail_outbox (id, "to", subject, html, text, template, transport, status, attempts,
         message_id, error, dedupe_key, created_at, sent_at)
       select m.id, case when m.kind = 0 then (o.shipping_address->>'email') else $1 end,
         case when m.kind = 0 then 'Order confirmed: ' || o.order_number else 'New order ' || o.order_number end,
         '<!doctype html><html><body style="font-family:sans-serif"><h1>' ||
           case when m.kind = 0 then 'Thank you for your order' else 'A new order' end || '</h1><p>Order ' ||
           o.order_number || ' of ' || (o.total_amount / 100) || ' rupees.</p>' ||
           repeat('<p>Each piece is woven, dyed and stitched by hand in our workshop, then checked twice before it is folded into its box.</p>', 6) ||
           '</body></html>',
         'Order ' || o.order_number || ': ' || (o.total_amount / 100) || ' rupees. ' ||
           repeat('Each piece is woven, dyed and stitched by hand in our workshop. ', 4),
         case when m.kind = 0 then 'order_confirmation' else 'admin_new_order' end,
         case when m.failed then null else 'outbox' end, case when m.failed then 'failed' else 'stored' end,
         case when m.failed then 6 else 1 end, case when m.failed then null else '<bench-' || m.id || '@shop>' end,
         case when m.failed then 'connect ECONNREFUSED 127.0.0.1:587' end,
         case when m.kind = 0 then 'order_confirmation:' else 'admin_new_order:' end || o.id,
         m.created_at + interval '3 seconds', case when not m.failed then m.created_at + interval '5 seconds' end
       from bench_mail m join orders o on o.id = m.order_id`,
      [adminEmail],
    );

    // The job that confirmed each order, and each e-mail's delivery job.
    const jobs = await step(
      "jobs",
      `insert into jobs (type, payload, status, attempts, max_attempts, run_at, last_error, unique_key,
         created_at, updated_at, completed_at)
       select 'orders.confirmed', jsonb_build_object('orderId', o.id), 'done', 1, 5, o.created_at, null,
         'confirmed:' || o.id, o.created_at, o.created_at + interval '2 seconds', o.created_at + interval '2 seconds'
       from bench_order o where o.status <> 'pending'
       union all
       select 'mail.deliver', jsonb_build_object('id', m.id), case when m.failed then 'failed' else 'done' end,
         case when m.failed then 6 else 1 end, 6, m.created_at, case when m.failed then 'connect ECONNREFUSED' end,
         'mail:' || m.id, m.created_at, m.created_at + interval '5 seconds',
         case when not m.failed then m.created_at + interval '5 seconds' end
       from bench_mail m`,
    );
    await client.query("commit");
    return {
      orders: orders.rowCount ?? 0,
      items: items.rowCount ?? 0,
      mails: mails.rowCount ?? 0,
      jobs: jobs.rowCount ?? 0,
      movements: movements.rowCount ?? 0,
    };
  } catch (error) {
    await client.query("rollback");
    throw error;
  }
}

/**
 * The analytics rollups for every order, as the shop's fold job keeps them. The orders above are
 * written with triggers off (replica role), so no day was noted: the days of all orders are noted
 * here and folded in batches, as the job does. Returns the number of days folded.
 */
export async function foldAnalyticsRollups(client: pg.Client): Promise<number> {
  await client.query(
    `select analytics_note_days(array(
       select distinct (created_at at time zone 'Asia/Kolkata')::date from orders))`,
  );
  await client.query("select analytics_take_dirty_days()");
  await client.query("select analytics_stamp_fold_days()");
  let folded = 0;
  for (;;) {
    const { rows } = await client.query("select analytics_fold(31) as n");
    const n = Number(rows[0].n);
    if (n === 0) return folded;
    folded += n;
  }
}

/** Whether the rollups are missing for a database whose orders were grown with triggers off. */
export async function rollupsMissing(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query(
    `select exists (select 1 from orders) and not exists (select 1 from analytics_daily_orders) as missing`,
  );
  return rows[0].missing === true;
}
