// Content for `npm run bench:admin`: the back office's content and communication tables grown to a
// given number of rows each (banners, testimonials, blog posts and categories, newsletter subscribers,
// contact messages, FAQs, navigation links, craftsmanship sections, campaigns, config options), with set-based
// SQL. The mail outbox already holds the e-mails of the grown orders.
import type pg from "pg";

const POSITIONS = ["hero", "primary", "secondary", "sidebar", "footer"];
const AUDIENCES = ["all", "new", "returning", "vip"];
const STATUSES = ["new", "read", "replied", "archived", "spam"];
/** The config options category the bench grows (one category holding every grown option). */
export const BENCH_CONFIG_CATEGORY = "bench_fabrics";

interface Growth {
  /** An insert of $1 rows; its other parameters follow. */
  sql: string;
  params?: unknown[];
  /** A statement run after the insert. */
  then?: string;
}

const GROWTH: Record<string, Growth> = {
  banners: {
    sql: `insert into banners (image_url, alt_text, title, subtitle, position, sort_order, is_active,
       start_date, end_date, target_audience, view_count, click_count, created_at)
     select '/images/banners/festive-' || (n % 12) || '.webp', 'Festive collection ' || n,
       'Festive offer ' || n, 'Up to ' || (10 + n % 40) || '% off',
       ($2::text[])[1 + n % 5], n % 50, n % 7 <> 0,
       case when n % 3 = 0 then now() - make_interval(days => n % 60) end,
       case when n % 3 = 0 then now() + make_interval(days => 1 + n % 30) end,
       ($3::text[])[1 + n % 4], (n * 37) % 5000, (n * 7) % 200, now() - make_interval(mins => n)
     from generate_series(1, $1) n`,
    params: [POSITIONS, AUDIENCES],
  },
  testimonials: {
    sql: `insert into testimonials (customer_name, customer_location, quote, rating, is_approved, is_featured,
       display_order, approved_at, created_at)
     select 'Customer ' || n, (array['Jaipur', 'Chennai', 'Pune', 'Kolkata', 'Lucknow'])[1 + n % 5],
       'The lehenga for my daughter''s naming ceremony was beautiful, number ' || n || '.',
       1 + n % 5, n % 4 <> 0, n % 25 = 0, n % 100,
       case when n % 4 <> 0 then now() - make_interval(hours => n) end, now() - make_interval(mins => n)
     from generate_series(1, $1) n`,
  },
  blog_posts: {
    sql: `insert into blog_posts (title, slug, summary, content, author, is_published, is_featured,
       published_date, reading_time_minutes, view_count, tags, created_at)
     select 'Draping the festive saree, part ' || n, 'bench-draping-the-festive-saree-' || n,
       'How to drape a saree for the festival season.', '<p>' || repeat('Silk and zari. ', 80) || '</p>',
       'Divine Threads', n % 5 <> 0, n % 50 = 0,
       case when n % 5 <> 0 then now() - make_interval(hours => n) end, 3, (n * 13) % 3000,
       array['sarees', 'festive'], now() - make_interval(mins => n)
     from generate_series(1, $1) n
     on conflict (slug) do nothing`,
  },
  subscribers: {
    sql: `insert into subscribers (email, full_name, source, is_verified, is_active, subscription_date,
       unsubscribe_token, verified_at, unsubscribed_at)
     select 'bench-reader-' || n || '@example.in', 'Reader ' || n,
       (array['website', 'checkout', 'footer'])[1 + n % 3], n % 6 <> 0, n % 9 <> 0,
       now() - make_interval(mins => n * 3), md5('bench-unsubscribe-' || n),
       case when n % 6 <> 0 then now() - make_interval(mins => n * 3 - 5) end,
       case when n % 9 = 0 then now() - make_interval(mins => n) end
     from generate_series(1, $1) n
     on conflict (email) do nothing`,
  },
  contact_messages: {
    sql: `insert into contact_messages (name, email, subject, message, status, created_at)
     select 'Visitor ' || n, 'visitor-' || n || '@example.in', 'Size question ' || n,
       'Does the kurta come in size 4-5 years? Message ' || n || '.', ($2::text[])[1 + n % 5],
       now() - make_interval(mins => n * 2)
     from generate_series(1, $1) n`,
    params: [STATUSES],
  },
  faqs: {
    sql: `insert into faqs (question, answer, sort_order, is_active, created_at)
     select 'Which size fits a child of ' || (1 + n % 12) || ' years? (' || n || ')',
       'See the size chart on the product page; question ' || n || '.', n, n % 10 <> 0,
       now() - make_interval(mins => n)
     from generate_series(1, $1) n`,
  },
  navigation_links: {
    // Half header, half footer; one in 50 shown, so the shop's own menus stay usable.
    sql: `insert into navigation_links (name, path, location, order_num, is_active, created_at)
     select 'Collection ' || n, '/shop?category=bench-collection-' || n,
       case when n % 2 = 0 then 'header' else 'footer' end, n / 2, n % 50 = 0, now() - make_interval(mins => n)
     from generate_series(1, $1) n`,
  },
  craftsmanship_content: {
    // One in 100 shown on the home page.
    sql: `insert into craftsmanship_content (title, subtitle, main_content, hero_image_url, gallery_images,
       section_order, is_active, created_at)
     select 'Hand block printing, workshop ' || n, 'Sanganer, Rajasthan',
       '<p>' || repeat('Carved teak blocks and natural dyes. ', 20) || '</p>',
       case when n % 3 = 0 then '/images/craft/block-' || (n % 8) || '.webp' end,
       (select coalesce(jsonb_agg(jsonb_build_object('url', '/images/craft/gallery-' || g || '.webp',
          'alt', 'Printing, step ' || g)), '[]'::jsonb) from generate_series(1, n % 7) g),
       n, n % 100 = 0, now() - make_interval(mins => n)
     from generate_series(1, $1) n`,
  },
  blog_categories: {
    sql: `insert into blog_categories (name, slug, color, is_active, sort_order, created_at)
     select 'Festival notes ' || n, 'bench-category-' || n, '#' || lpad(to_hex((n * 7919) % 16777216), 6, '0'),
       n % 10 <> 0, n, now() - make_interval(mins => n)
     from generate_series(1, $1) n
     on conflict (slug) do nothing`,
    // The grown posts spread over the first 100 grown categories, so the list's post counts are real.
    then: `with c as (select id, row_number() over (order by sort_order) as k
                from blog_categories where slug like 'bench-category-%'),
              p as (select id, row_number() over (order by slug) as k
                from blog_posts where slug like 'bench-%' and category_id is null)
         update blog_posts b set category_id = c.id from p join c on c.k = 1 + p.k % 100 where b.id = p.id`,
  },
  newsletter_campaigns: {
    sql: `insert into newsletter_campaigns (subject, preheader, body_html, preference, status, total_count,
       sent_count, failed_count, started_at, finished_at, created_at)
     select 'Festive edit, week ' || n, 'New arrivals for the festival season',
       '<p>' || repeat('Silk lehengas and cotton kurtas. ', 40) || '</p>',
       (array['weekly_newsletter', 'promotions', 'new_arrivals'])[1 + n % 3], 'sent', 8000 + n % 500,
       7990 + n % 500, 10, now() - make_interval(hours => n), now() - make_interval(hours => n) + interval '6 minutes',
       now() - make_interval(hours => n, mins => 30)
     from generate_series(1, $1) n`,
  },
  config_options: {
    sql: `insert into config_options (category, key, label, value, sort_order, is_active, created_at)
     select $2, 'fabric_' || n, 'Fabric ' || n, 'fabric-' || n, n, n % 10 <> 0, now() - make_interval(mins => n)
     from generate_series(1, $1) n
     on conflict (category, key) do nothing`,
    params: [BENCH_CONFIG_CATEGORY],
  },
};

/**
 * Grows each table that holds fewer than `rows` rows by `rows` rows (a database grown before a table
 * was added here gets that table's rows); returns how many each holds afterwards.
 */
export async function growContent(client: pg.Client, rows: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [table, growth] of Object.entries(GROWTH)) {
    const held = async () =>
      (await client.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0].n;
    if ((await held()) < rows) {
      await client.query(growth.sql, [rows, ...(growth.params ?? [])]);
      if (growth.then) await client.query(growth.then);
    }
    counts[table] = await held();
  }
  return counts;
}
