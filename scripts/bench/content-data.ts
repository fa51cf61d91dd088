// Content for `npm run bench:admin`: the back office's content and communication tables grown to a
// given number of rows each (banners, testimonials, blog posts, newsletter subscribers, contact
// messages, FAQs), with set-based SQL. The mail outbox already holds the e-mails of the grown orders.
import type pg from "pg";

const POSITIONS = ["hero", "primary", "secondary", "sidebar", "footer"];
const AUDIENCES = ["all", "new", "returning", "vip"];
const STATUSES = ["new", "read", "replied", "archived", "spam"];

/** Adds `rows` rows to each table; returns how many each holds afterwards. */
export async function growContent(client: pg.Client, rows: number): Promise<Record<string, number>> {
  await client.query(
    `insert into banners (image_url, alt_text, title, subtitle, position, sort_order, is_active,
       start_date, end_date, target_audience, view_count, click_count, created_at)
     select '/images/banners/festive-' || (n % 12) || '.webp', 'Festive collection ' || n,
       'Festive offer ' || n, 'Up to ' || (10 + n % 40) || '% off',
       ($2::text[])[1 + n % 5], n % 50, n % 7 <> 0,
       case when n % 3 = 0 then now() - make_interval(days => n % 60) end,
       case when n % 3 = 0 then now() + make_interval(days => 1 + n % 30) end,
       ($3::text[])[1 + n % 4], (n * 37) % 5000, (n * 7) % 200, now() - make_interval(mins => n)
     from generate_series(1, $1) n`,
    [rows, POSITIONS, AUDIENCES],
  );
  await client.query(
    `insert into testimonials (customer_name, customer_location, quote, rating, is_approved, is_featured,
       display_order, approved_at, created_at)
     select 'Customer ' || n, (array['Jaipur', 'Chennai', 'Pune', 'Kolkata', 'Lucknow'])[1 + n % 5],
       'The lehenga for my daughter''s naming ceremony was beautiful, number ' || n || '.',
       1 + n % 5, n % 4 <> 0, n % 25 = 0, n % 100,
       case when n % 4 <> 0 then now() - make_interval(hours => n) end, now() - make_interval(mins => n)
     from generate_series(1, $1) n`,
    [rows],
  );
  await client.query(
    `insert into blog_posts (title, slug, summary, content, author, is_published, is_featured,
       published_date, reading_time_minutes, view_count, tags, created_at)
     select 'Draping the festive saree, part ' || n, 'bench-draping-the-festive-saree-' || n,
       'How to drape a saree for the festival season.', '<p>' || repeat('Silk and zari. ', 80) || '</p>',
       'Divine Threads', n % 5 <> 0, n % 50 = 0,
       case when n % 5 <> 0 then now() - make_interval(hours => n) end, 3, (n * 13) % 3000,
       array['sarees', 'festive'], now() - make_interval(mins => n)
     from generate_series(1, $1) n
     on conflict (slug) do nothing`,
    [rows],
  );
  await client.query(
    `insert into subscribers (email, full_name, source, is_verified, is_active, subscription_date,
       unsubscribe_token, verified_at, unsubscribed_at)
     select 'bench-reader-' || n || '@example.in', 'Reader ' || n,
       (array['website', 'checkout', 'footer'])[1 + n % 3], n % 6 <> 0, n % 9 <> 0,
       now() - make_interval(mins => n * 3), md5('bench-unsubscribe-' || n),
       case when n % 6 <> 0 then now() - make_interval(mins => n * 3 - 5) end,
       case when n % 9 = 0 then now() - make_interval(mins => n) end
     from generate_series(1, $1) n
     on conflict (email) do nothing`,
    [rows],
  );
  await client.query(
    `insert into contact_messages (name, email, subject, message, status, created_at)
     select 'Visitor ' || n, 'visitor-' || n || '@example.in', 'Size question ' || n,
       'Does the kurta come in size 4-5 years? Message ' || n || '.', ($2::text[])[1 + n % 5],
       now() - make_interval(mins => n * 2)
     from generate_series(1, $1) n`,
    [rows, STATUSES],
  );
  await client.query(
    `insert into faqs (question, answer, sort_order, is_active, created_at)
     select 'Which size fits a child of ' || (1 + n % 12) || ' years? (' || n || ')',
       'See the size chart on the product page; question ' || n || '.', n, n % 10 <> 0,
       now() - make_interval(mins => n)
     from generate_series(1, $1) n`,
    [rows],
  );
  const counts: Record<string, number> = {};
  for (const table of ["banners", "testimonials", "blog_posts", "subscribers", "contact_messages", "faqs"]) {
    const { rows: found } = await client.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    counts[table] = found[0].n;
  }
  return counts;
}
