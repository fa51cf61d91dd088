CREATE TABLE "analytics_dirty_days" (
	"day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_fold_days" (
	"day" date PRIMARY KEY NOT NULL,
	"after_xid" bigint
);
--> statement-breakpoint
-- The rollups of migration 0015 leave the order's transaction: its triggers on orders, order_items
-- and products only note which India-time days changed, in analytics_dirty_days, and a job folds those
-- days into the rollups every few seconds (server/modules/analytics/fold.ts). A day is noted only while
-- it is not noted yet, so the orders of a day after the first write nothing; and with no unique key on
-- the day no checkout ever waits for another's uncommitted note. The rollup tables and their readers
-- are unchanged. Why and at what cost: docs/decisions/023-analytics-rollups.md.
DROP TRIGGER "orders_analytics_insert" ON "orders";--> statement-breakpoint
DROP TRIGGER "orders_analytics_update" ON "orders";--> statement-breakpoint
DROP TRIGGER "orders_analytics_delete" ON "orders";--> statement-breakpoint
DROP TRIGGER "orders_analytics_delete_lines" ON "orders";--> statement-breakpoint
DROP TRIGGER "order_items_analytics_insert" ON "order_items";--> statement-breakpoint
DROP TRIGGER "order_items_analytics_update" ON "order_items";--> statement-breakpoint
DROP TRIGGER "order_items_analytics_delete" ON "order_items";--> statement-breakpoint
DROP TRIGGER "products_analytics_category" ON "products";--> statement-breakpoint
DROP FUNCTION "analytics_orders_rollup"();--> statement-breakpoint
DROP FUNCTION "analytics_order_items_rollup"();--> statement-breakpoint
DROP FUNCTION "analytics_order_delete_lines"();--> statement-breakpoint
DROP FUNCTION "analytics_product_category_change"();--> statement-breakpoint
DROP FUNCTION "analytics_apply_order_changes"(jsonb, boolean);--> statement-breakpoint
DROP FUNCTION "analytics_apply_sales"(jsonb);--> statement-breakpoint
DROP FUNCTION "analytics_add_customer_sales"(jsonb);--> statement-breakpoint
DROP FUNCTION "analytics_add_product_sales"(jsonb);--> statement-breakpoint
DROP FUNCTION "analytics_order_changes"(jsonb);--> statement-breakpoint
-- PL/pgSQL rather than SQL: its plan is kept for the session instead of made again on every call.
CREATE FUNCTION "analytics_note_days"("days" date[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "analytics_dirty_days" ("day")
		SELECT DISTINCT d.day FROM unnest(days) AS d(day)
		WHERE d.day IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "analytics_dirty_days" x WHERE x.day = d.day);
END $$;--> statement-breakpoint
-- Orders placed, deleted, or changed in a field the rollups count.
CREATE FUNCTION "analytics_note_order_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "analytics_note_days"(ARRAY(SELECT DISTINCT ("created_at" AT TIME ZONE 'Asia/Kolkata')::date FROM new_rows));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "analytics_note_days"(ARRAY(SELECT DISTINCT ("created_at" AT TIME ZONE 'Asia/Kolkata')::date FROM old_rows));
	ELSE
		PERFORM "analytics_note_days"(ARRAY(
			SELECT DISTINCT (v.at AT TIME ZONE 'Asia/Kolkata')::date
			FROM old_rows o JOIN new_rows n ON n.id = o.id
			CROSS JOIN LATERAL (VALUES (o.created_at), (n.created_at)) AS v(at)
			WHERE (o.created_at, o.status, o.payment_status, o.payment_method, o.total_amount, o.user_id,
					o.shipping_address->>'email')
				IS DISTINCT FROM (n.created_at, n.status, n.payment_status, n.payment_method, n.total_amount,
					n.user_id, n.shipping_address->>'email')));
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
-- Lines written, changed or deleted on an order that is a sale (the lines of an unpaid order count for
-- nothing, so checkout's lines note nothing; a deleted order's lines are noted by its own trigger).
CREATE FUNCTION "analytics_note_order_item_days"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	order_ids uuid[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		order_ids := ARRAY(SELECT DISTINCT order_id FROM new_rows WHERE product_id IS NOT NULL);
	ELSIF TG_OP = 'DELETE' THEN
		order_ids := ARRAY(SELECT DISTINCT order_id FROM old_rows WHERE product_id IS NOT NULL);
	ELSE
		order_ids := ARRAY(
			SELECT DISTINCT v.order_id FROM old_rows o JOIN new_rows n ON n.id = o.id
			CROSS JOIN LATERAL (VALUES (o.order_id), (n.order_id)) AS v(order_id)
			WHERE (o.order_id, o.product_id, o.quantity, o.line_total)
				IS DISTINCT FROM (n.order_id, n.product_id, n.quantity, n.line_total));
	END IF;
	IF cardinality(order_ids) > 0 THEN
		PERFORM "analytics_note_days"(ARRAY(
			SELECT (o.created_at AT TIME ZONE 'Asia/Kolkata')::date
			FROM unnest(order_ids) AS i(id) CROSS JOIN LATERAL (
				SELECT o.created_at FROM "orders" o WHERE o.id = i.id
					AND o.status IN ('confirmed', 'processing', 'shipped', 'delivered') AND o.payment_status <> 'refunded'
			) o));
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
-- A product that changes category: every day it sold is folded again under the new category.
CREATE FUNCTION "analytics_note_product_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "analytics_note_days"(ARRAY(
		SELECT DISTINCT (o.created_at AT TIME ZONE 'Asia/Kolkata')::date
		FROM "order_items" i JOIN "orders" o ON o.id = i.order_id
		WHERE i.product_id = NEW.id
			AND o.status IN ('confirmed', 'processing', 'shipped', 'delivered') AND o.payment_status <> 'refunded'));
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_analytics_insert" AFTER INSERT ON "orders"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_note_order_days"();--> statement-breakpoint
CREATE TRIGGER "orders_analytics_update" AFTER UPDATE ON "orders"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_note_order_days"();--> statement-breakpoint
CREATE TRIGGER "orders_analytics_delete" AFTER DELETE ON "orders"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_note_order_days"();--> statement-breakpoint
CREATE TRIGGER "order_items_analytics_insert" AFTER INSERT ON "order_items"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_note_order_item_days"();--> statement-breakpoint
CREATE TRIGGER "order_items_analytics_update" AFTER UPDATE ON "order_items"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_note_order_item_days"();--> statement-breakpoint
CREATE TRIGGER "order_items_analytics_delete" AFTER DELETE ON "order_items"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_note_order_item_days"();--> statement-breakpoint
CREATE TRIGGER "products_analytics_category" AFTER UPDATE OF "category_id" ON "products"
	FOR EACH ROW WHEN (OLD.category_id IS DISTINCT FROM NEW.category_id)
	EXECUTE FUNCTION "analytics_note_product_days"();--> statement-breakpoint
-- The fold, in three steps, each its own transaction, under one advisory lock so that two processes
-- never fold at once. 1. Take the noted days (a checkout that found its day noted just before wrote
-- nothing and relies on this fold). 2. Stamp them with a new transaction id, which is later than that
-- of every transaction that found them noted. 3. Fold the stamped days once no transaction older than
-- the stamp is still running, so the fold reads every change to them.
CREATE FUNCTION "analytics_take_dirty_days"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_advisory_xact_lock(72410023);
	WITH taken AS (DELETE FROM "analytics_dirty_days" RETURNING "day")
	INSERT INTO "analytics_fold_days" ("day") SELECT DISTINCT "day" FROM taken ORDER BY 1
		ON CONFLICT ("day") DO UPDATE SET "after_xid" = NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "analytics_stamp_fold_days"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_advisory_xact_lock(72410023);
	UPDATE "analytics_fold_days" SET "after_xid" = pg_current_xact_id()::text::bigint WHERE "after_xid" IS NULL;
END $$;--> statement-breakpoint
-- The orders of some India-time days, read from orders_created_idx.
CREATE FUNCTION "analytics_orders_of_days"("days" date[]) RETURNS TABLE (
	id uuid, day date, shard smallint, status text, payment_status text, payment_method text, total_amount bigint,
	customer_key text, sale boolean
) LANGUAGE sql STABLE AS $$
	SELECT o.id, d.day, "analytics_shard"(o.id), o.status, o.payment_status, o.payment_method, o.total_amount,
		coalesce(o.user_id, 'email:' || lower(o.shipping_address->>'email')),
		o.status IN ('confirmed', 'processing', 'shipped', 'delivered') AND o.payment_status <> 'refunded'
	FROM unnest(days) AS d(day) CROSS JOIN LATERAL (
		SELECT * FROM "orders" o WHERE o.created_at >= (d.day::timestamp AT TIME ZONE 'Asia/Kolkata')
			AND o.created_at < ((d.day + 1)::timestamp AT TIME ZONE 'Asia/Kolkata')
	) o
$$;--> statement-breakpoint
-- Folds up to max_days stamped days: their day rows are worked out again from the orders; the month
-- and year rows of products and customers move by the difference; the categories' month and year rows
-- are added up again from their day rows; the first days of the customers concerned are found again.
-- Returns the number of days folded.
CREATE FUNCTION "analytics_fold"("max_days" integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
	horizon bigint;
	days date[];
	months date[];
	years date[];
	customer_changes jsonb;
	product_changes jsonb;
BEGIN
	PERFORM pg_advisory_xact_lock(72410023);
	-- The oldest transaction still running (this one has no id yet).
	horizon := pg_snapshot_xmin(pg_current_snapshot())::text::bigint;
	days := ARRAY(SELECT "day" FROM "analytics_fold_days" WHERE "after_xid" < horizon ORDER BY 1 LIMIT max_days);
	IF cardinality(days) = 0 THEN
		RETURN 0;
	END IF;
	months := ARRAY(SELECT DISTINCT date_trunc('month', d)::date FROM unnest(days) AS d);
	years := ARRAY(SELECT DISTINCT date_trunc('year', d)::date FROM unnest(days) AS d);

	DELETE FROM "analytics_daily_orders" WHERE "day" = ANY (days);
	INSERT INTO "analytics_daily_orders" ("day", "status", "payment_status", "payment_method", "shard", "orders", "amount")
		SELECT o.day, o.status, o.payment_status, o.payment_method, o.shard, count(*), sum(o.total_amount)
		FROM "analytics_orders_of_days"(days) o GROUP BY 1, 2, 3, 4, 5;

	-- Customers: the day rows that differ from the orders now are written (most stay as they are), and
	-- the difference moves the months and years.
	WITH fresh AS (
		SELECT o.day AS period, o.customer_key, count(*)::int AS orders, sum(o.total_amount)::bigint AS amount
		FROM "analytics_orders_of_days"(days) o WHERE o.sale GROUP BY 1, 2
	), kept AS (
		SELECT s.period, s.customer_key, s.orders, s.amount FROM "analytics_customer_sales" s
		WHERE s.grain = 'd' AND s.period = ANY (days)
	)
	SELECT coalesce(jsonb_agg(x), '[]') INTO customer_changes FROM (
		SELECT coalesce(f.period, k.period) AS period, coalesce(f.customer_key, k.customer_key) AS customer_key,
			f.orders AS now_orders, f.amount AS now_amount, coalesce(f.orders, 0) - coalesce(k.orders, 0) AS orders,
			coalesce(f.amount, 0) - coalesce(k.amount, 0) AS amount
		FROM fresh f FULL JOIN kept k ON k.period = f.period AND k.customer_key = f.customer_key
		WHERE (f.orders, f.amount) IS DISTINCT FROM (k.orders, k.amount)
	) x;
	INSERT INTO "analytics_customer_sales" AS r ("grain", "period", "customer_key", "orders", "amount")
		SELECT 'd', c.period, c.customer_key, c.now_orders, c.now_amount
		FROM jsonb_to_recordset(customer_changes) AS c(period date, customer_key text, now_orders int, now_amount bigint)
		WHERE c.now_orders IS NOT NULL ORDER BY 2, 3
		ON CONFLICT ("grain", "period", "customer_key") DO UPDATE SET "orders" = excluded."orders",
			"amount" = excluded."amount";
	DELETE FROM "analytics_customer_sales" s
		USING jsonb_to_recordset(customer_changes) AS c(period date, customer_key text, now_orders int)
		WHERE c.now_orders IS NULL AND s.grain = 'd' AND s.period = c.period AND s.customer_key = c.customer_key;
	INSERT INTO "analytics_customer_sales" AS r ("grain", "period", "customer_key", "orders", "amount")
		SELECT g.grain, g.period, c.customer_key, sum(c.orders), sum(c.amount)
		FROM jsonb_to_recordset(customer_changes) AS c(period date, customer_key text, orders int, amount bigint)
		CROSS JOIN LATERAL (VALUES ('m', date_trunc('month', c.period)::date),
			('y', date_trunc('year', c.period)::date)) AS g(grain, period)
		GROUP BY 1, 2, 3 HAVING sum(c.orders) <> 0 OR sum(c.amount) <> 0 ORDER BY 1, 2, 3
		ON CONFLICT ("grain", "period", "customer_key") DO UPDATE SET "orders" = r."orders" + excluded."orders",
			"amount" = r."amount" + excluded."amount";
	DELETE FROM "analytics_customer_sales" s WHERE s.grain <> 'd' AND s.orders = 0
		AND s.customer_key IN (SELECT c.customer_key FROM jsonb_to_recordset(customer_changes) AS c(customer_key text));
	INSERT INTO "analytics_customers" AS r ("customer_key", "first_day")
		SELECT k.customer_key, f.first_day
		FROM (SELECT DISTINCT c.customer_key FROM jsonb_to_recordset(customer_changes) AS c(customer_key text)) k
		CROSS JOIN LATERAL (
			SELECT min(s.period) AS first_day FROM "analytics_customer_sales" s
			WHERE s.customer_key = k.customer_key AND s.grain = 'd' AND s.orders > 0
		) f
		WHERE f.first_day IS NOT NULL ORDER BY 1
		ON CONFLICT ("customer_key") DO UPDATE SET "first_day" = excluded."first_day"
			WHERE r."first_day" <> excluded."first_day";
	DELETE FROM "analytics_customers" a
		WHERE a.customer_key IN (SELECT c.customer_key FROM jsonb_to_recordset(customer_changes) AS c(customer_key text))
		AND NOT EXISTS (SELECT 1 FROM "analytics_customer_sales" s
			WHERE s.customer_key = a.customer_key AND s.grain = 'd' AND s.orders > 0);

	-- Products likewise; a product's rows take the category it has now (a category change notes every
	-- day it sold).
	WITH fresh AS (
		SELECT o.day AS period, i.product_id, p.category_id, sum(i.quantity)::int AS units, count(*)::int AS lines,
			sum(i.line_total)::bigint AS revenue
		FROM "analytics_orders_of_days"(days) o
		CROSS JOIN LATERAL (
			SELECT i.product_id, i.quantity, i.line_total FROM "order_items" i
			WHERE i.order_id = o.id AND i.product_id IS NOT NULL
		) i
		LEFT JOIN "products" p ON p.id = i.product_id
		WHERE o.sale GROUP BY 1, 2, 3
	), kept AS (
		SELECT s.period, s.product_id, s.category_id, s.units, s.lines, s.revenue FROM "analytics_product_sales" s
		WHERE s.grain = 'd' AND s.period = ANY (days)
	)
	SELECT coalesce(jsonb_agg(x), '[]') INTO product_changes FROM (
		SELECT coalesce(f.period, k.period) AS period, coalesce(f.product_id, k.product_id) AS product_id,
			f.category_id AS now_category_id, f.units AS now_units, f.lines AS now_lines, f.revenue AS now_revenue,
			coalesce(f.units, 0) - coalesce(k.units, 0) AS units, coalesce(f.lines, 0) - coalesce(k.lines, 0) AS lines,
			coalesce(f.revenue, 0) - coalesce(k.revenue, 0) AS revenue
		FROM fresh f FULL JOIN kept k ON k.period = f.period AND k.product_id = f.product_id
		WHERE (f.category_id, f.units, f.lines, f.revenue) IS DISTINCT FROM (k.category_id, k.units, k.lines, k.revenue)
	) x;
	INSERT INTO "analytics_product_sales" AS r ("grain", "period", "product_id", "category_id", "units", "lines", "revenue")
		SELECT 'd', c.period, c.product_id, c.now_category_id, c.now_units, c.now_lines, c.now_revenue
		FROM jsonb_to_recordset(product_changes) AS c(period date, product_id uuid, now_category_id uuid,
			now_units int, now_lines int, now_revenue bigint)
		WHERE c.now_lines IS NOT NULL ORDER BY 2, 3
		ON CONFLICT ("grain", "period", "product_id") DO UPDATE SET "category_id" = excluded."category_id",
			"units" = excluded."units", "lines" = excluded."lines", "revenue" = excluded."revenue";
	DELETE FROM "analytics_product_sales" s
		USING jsonb_to_recordset(product_changes) AS c(period date, product_id uuid, now_lines int)
		WHERE c.now_lines IS NULL AND s.grain = 'd' AND s.period = c.period AND s.product_id = c.product_id;
	INSERT INTO "analytics_product_sales" AS r ("grain", "period", "product_id", "category_id", "units", "lines", "revenue")
		SELECT g.grain, g.period, c.product_id, (SELECT p.category_id FROM "products" p WHERE p.id = c.product_id),
			sum(c.units), sum(c.lines), sum(c.revenue)
		FROM jsonb_to_recordset(product_changes) AS c(period date, product_id uuid, units int, lines int, revenue bigint)
		CROSS JOIN LATERAL (VALUES ('m', date_trunc('month', c.period)::date),
			('y', date_trunc('year', c.period)::date)) AS g(grain, period)
		GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
		ON CONFLICT ("grain", "period", "product_id") DO UPDATE SET "category_id" = excluded."category_id",
			"units" = r."units" + excluded."units", "lines" = r."lines" + excluded."lines",
			"revenue" = r."revenue" + excluded."revenue";
	DELETE FROM "analytics_product_sales" s WHERE s.grain <> 'd' AND s.lines = 0
		AND s.product_id IN (SELECT c.product_id FROM jsonb_to_recordset(product_changes) AS c(product_id uuid));

	-- Categories: at most a few dozen rows a day, so months and years are added up again whole.
	DELETE FROM "analytics_category_sales" WHERE "grain" = 'd' AND "period" = ANY (days);
	INSERT INTO "analytics_category_sales" ("grain", "period", "category_id", "shard", "units", "lines", "revenue")
		SELECT 'd', s.period, s.category_id, 0, sum(s.units), sum(s.lines), sum(s.revenue)
		FROM "analytics_product_sales" s
		WHERE s.grain = 'd' AND s.period = ANY (days) AND s.category_id IS NOT NULL GROUP BY 1, 2, 3;
	DELETE FROM "analytics_category_sales"
		WHERE ("grain" = 'm' AND "period" = ANY (months)) OR ("grain" = 'y' AND "period" = ANY (years));
	INSERT INTO "analytics_category_sales" ("grain", "period", "category_id", "shard", "units", "lines", "revenue")
		SELECT g.grain, g.period, s.category_id, 0, sum(s.units), sum(s.lines), sum(s.revenue)
		FROM (
			SELECT 'm' AS grain, m AS period, (m + interval '1 month')::date AS until FROM unnest(months) AS m
			UNION ALL
			SELECT 'y', y, (y + interval '1 year')::date FROM unnest(years) AS y
		) g
		JOIN "analytics_category_sales" s ON s.grain = 'd' AND s.period >= g.period AND s.period < g.until
		GROUP BY 1, 2, 3;

	DELETE FROM "analytics_fold_days" WHERE "day" = ANY (days);
	RETURN cardinality(days);
END $$;
