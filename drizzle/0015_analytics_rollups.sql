CREATE TABLE "analytics_category_sales" (
	"grain" text NOT NULL,
	"period" date NOT NULL,
	"category_id" uuid NOT NULL,
	"shard" smallint NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_category_sales_pk" PRIMARY KEY("grain","period","category_id","shard"),
	CONSTRAINT "analytics_category_sales_grain_ck" CHECK ("analytics_category_sales"."grain" in ('d', 'm', 'y'))
);
--> statement-breakpoint
CREATE TABLE "analytics_customer_sales" (
	"grain" text NOT NULL,
	"period" date NOT NULL,
	"customer_key" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_customer_sales_pk" PRIMARY KEY("grain","period","customer_key"),
	CONSTRAINT "analytics_customer_sales_grain_ck" CHECK ("analytics_customer_sales"."grain" in ('d', 'm', 'y'))
);
--> statement-breakpoint
CREATE TABLE "analytics_customers" (
	"customer_key" text PRIMARY KEY NOT NULL,
	"first_day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_orders" (
	"day" date NOT NULL,
	"status" text NOT NULL,
	"payment_status" text NOT NULL,
	"payment_method" text NOT NULL,
	"shard" smallint NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_orders_pk" PRIMARY KEY("day","status","payment_status","payment_method","shard"),
	CONSTRAINT "analytics_daily_orders_shard_ck" CHECK ("analytics_daily_orders"."shard" between 0 and 15)
);
--> statement-breakpoint
CREATE TABLE "analytics_product_sales" (
	"grain" text NOT NULL,
	"period" date NOT NULL,
	"product_id" uuid NOT NULL,
	"category_id" uuid,
	"units" integer DEFAULT 0 NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_product_sales_pk" PRIMARY KEY("grain","period","product_id"),
	CONSTRAINT "analytics_product_sales_grain_ck" CHECK ("analytics_product_sales"."grain" in ('d', 'm', 'y'))
);
--> statement-breakpoint
CREATE INDEX "analytics_customer_sales_customer_idx" ON "analytics_customer_sales" USING btree ("customer_key","grain","period");--> statement-breakpoint
CREATE INDEX "analytics_customers_first_day_idx" ON "analytics_customers" USING btree ("first_day");--> statement-breakpoint
CREATE INDEX "analytics_product_sales_top_idx" ON "analytics_product_sales" USING btree ("grain","period","revenue" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "analytics_product_sales_product_idx" ON "analytics_product_sales" USING btree ("product_id");--> statement-breakpoint
-- Rollups for the back office's analytics, kept by the database itself: statement-level triggers on
-- orders and order_items add each statement's change in the same transaction, whatever code changes
-- an order (checkout, payment, admin status changes, cancellation, refunds, a deleted account).
-- A sale is an order whose status is confirmed, processing, shipped or delivered (spec section 4) and
-- whose payment was not refunded in full (as the dashboard's revenue counts it). A day is the
-- calendar day in India of the order's created_at. Product and customer figures are kept per day,
-- month and year (grain d, m, y), so a whole month or year is one row per product or customer.
-- Rows that every order of a day or of a category would update (analytics_daily_orders,
-- analytics_category_sales) are split into 16 shards by a hash of the order's id and summed when read,
-- so concurrent checkouts do not queue on one row until they commit.
-- Rows are upserted in key order, so concurrent statements lock rollup rows in the same order.
-- Why and at what cost: docs/decisions/023-analytics-rollups.md.
CREATE FUNCTION "analytics_shard"("id" uuid) RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT (hashtext(id::text) & 15)::smallint
$$;--> statement-breakpoint
CREATE FUNCTION "analytics_order_changes"("changes" jsonb) RETURNS TABLE (
	sign int, order_id uuid, shard smallint, day date, status text, payment_status text, payment_method text,
	total_amount bigint, customer_key text, sale boolean
) LANGUAGE sql STABLE AS $$
	SELECT c.sign, c.id, "analytics_shard"(c.id), (c.created_at AT TIME ZONE 'Asia/Kolkata')::date, c.status,
		c.payment_status, c.payment_method, c.total_amount, coalesce(c.user_id, 'email:' || lower(c.email)),
		c.status IN ('confirmed', 'processing', 'shipped', 'delivered') AND c.payment_status <> 'refunded'
	FROM jsonb_to_recordset(changes) AS c(sign int, id uuid, created_at timestamptz, status text,
		payment_status text, payment_method text, total_amount bigint, user_id text, email text)
$$;--> statement-breakpoint
-- Sale lines per product and per category. A product's row takes the product's category when it is
-- first written and keeps it (a category change moves it, see below); the category's figures follow
-- the category on the product's row, so a deleted product takes its sales out of the same category.
CREATE FUNCTION "analytics_add_product_sales"("deltas" jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	WITH d AS (
		SELECT g.grain, g.period, d.product_id, d.shard, sum(d.units) AS units, sum(d.lines) AS lines,
			sum(d.revenue) AS revenue
		FROM jsonb_to_recordset(deltas) AS d(day date, product_id uuid, shard smallint, units int, lines int, revenue bigint)
		CROSS JOIN LATERAL (VALUES ('d', d.day), ('m', date_trunc('month', d.day)::date),
			('y', date_trunc('year', d.day)::date)) AS g(grain, period)
		GROUP BY 1, 2, 3, 4
	), product_rows AS (
		INSERT INTO "analytics_product_sales" AS r ("grain", "period", "product_id", "category_id", "units", "lines", "revenue")
			SELECT d.grain, d.period, d.product_id, p.category_id, sum(d.units), sum(d.lines), sum(d.revenue)
			FROM d LEFT JOIN "products" p ON p.id = d.product_id
			GROUP BY 1, 2, 3, 4 HAVING sum(d.units) <> 0 OR sum(d.lines) <> 0 OR sum(d.revenue) <> 0
			ORDER BY 1, 2, 3
			ON CONFLICT ("grain", "period", "product_id") DO UPDATE SET "units" = r."units" + excluded."units",
				"lines" = r."lines" + excluded."lines", "revenue" = r."revenue" + excluded."revenue"
			RETURNING r.grain, r.period, r.product_id, r.category_id
	)
	INSERT INTO "analytics_category_sales" AS c ("grain", "period", "category_id", "shard", "units", "lines", "revenue")
		SELECT d.grain, d.period, r.category_id, d.shard, sum(d.units), sum(d.lines), sum(d.revenue)
		FROM d JOIN product_rows r ON r.grain = d.grain AND r.period = d.period AND r.product_id = d.product_id
		WHERE r.category_id IS NOT NULL
		GROUP BY 1, 2, 3, 4 HAVING sum(d.units) <> 0 OR sum(d.lines) <> 0 OR sum(d.revenue) <> 0
		ORDER BY 1, 2, 3, 4
		ON CONFLICT ("grain", "period", "category_id", "shard") DO UPDATE SET "units" = c."units" + excluded."units",
			"lines" = c."lines" + excluded."lines", "revenue" = c."revenue" + excluded."revenue";
END $$;--> statement-breakpoint
CREATE FUNCTION "analytics_add_customer_sales"("deltas" jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "analytics_customer_sales" AS r ("grain", "period", "customer_key", "orders", "amount")
		SELECT g.grain, g.period, d.customer_key, sum(d.orders), sum(d.amount)
		FROM jsonb_to_recordset(deltas) AS d(day date, customer_key text, orders int, amount bigint)
		CROSS JOIN LATERAL (VALUES ('d', d.day), ('m', date_trunc('month', d.day)::date),
			('y', date_trunc('year', d.day)::date)) AS g(grain, period)
		GROUP BY 1, 2, 3 HAVING sum(d.orders) <> 0 OR sum(d.amount) <> 0
		ORDER BY 1, 2, 3
		ON CONFLICT ("grain", "period", "customer_key") DO UPDATE SET "orders" = r."orders" + excluded."orders",
			"amount" = r."amount" + excluded."amount";
	-- A customer who only gained sales (a checkout, a payment): the first day can only move earlier.
	INSERT INTO "analytics_customers" AS r ("customer_key", "first_day")
		SELECT d.customer_key, min(d.day) FROM jsonb_to_recordset(deltas) AS d(day date, customer_key text, orders int)
		GROUP BY 1 HAVING bool_and(d.orders > 0) ORDER BY 1
		ON CONFLICT ("customer_key") DO UPDATE SET "first_day" = excluded."first_day"
			WHERE excluded."first_day" < r."first_day";
	-- Any other customer: the first day with a sale worked out again, or none when no sale is left.
	IF NOT EXISTS (SELECT 1 FROM jsonb_to_recordset(deltas) AS d(orders int) WHERE d.orders <= 0) THEN
		RETURN;
	END IF;
	INSERT INTO "analytics_customers" AS r ("customer_key", "first_day")
		SELECT k.customer_key, f.first_day
		FROM (
			SELECT d.customer_key FROM jsonb_to_recordset(deltas) AS d(customer_key text, orders int)
			GROUP BY 1 HAVING NOT bool_and(d.orders > 0) ORDER BY 1
		) k
		CROSS JOIN LATERAL (
			SELECT min(s.period) AS first_day FROM "analytics_customer_sales" s
			WHERE s.customer_key = k.customer_key AND s.grain = 'd' AND s.orders > 0
		) f
		WHERE f.first_day IS NOT NULL
		ON CONFLICT ("customer_key") DO UPDATE SET "first_day" = excluded."first_day"
			WHERE r."first_day" <> excluded."first_day";
	DELETE FROM "analytics_customers" c
		WHERE c.customer_key = ANY (ARRAY(SELECT d.customer_key FROM jsonb_to_recordset(deltas) AS d(customer_key text, orders int)
			WHERE d.orders <= 0))
		AND NOT EXISTS (SELECT 1 FROM "analytics_customer_sales" s
			WHERE s.customer_key = c.customer_key AND s.grain = 'd' AND s.orders > 0);
END $$;--> statement-breakpoint
-- The customer and product rollups of changed orders that are or were sales.
CREATE FUNCTION "analytics_apply_sales"("changes" jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	deltas jsonb;
BEGIN
	SELECT jsonb_agg(x) INTO deltas FROM (
		SELECT c.day, c.customer_key, sum(c.sign) AS orders, sum(c.sign * c.total_amount) AS amount
		FROM "analytics_order_changes"(changes) c WHERE c.sale GROUP BY 1, 2
	) x WHERE x.orders <> 0 OR x.amount <> 0;
	IF deltas IS NOT NULL THEN
		PERFORM "analytics_add_customer_sales"(deltas);
	END IF;

	-- An order that became a sale brings its lines in; one that stopped being a sale takes them out.
	-- Joins to orders and order_items here and below are laterals, so they read each order's rows from
	-- its index whatever a plan cached while the tables were small expects.
	SELECT jsonb_agg(x) INTO deltas FROM (
		SELECT s.day, i.product_id, s.shard, sum(s.sign * i.quantity) AS units, sum(s.sign) AS lines,
			sum(s.sign * i.line_total) AS revenue
		FROM (
			SELECT c.order_id, c.shard, c.day, sum(c.sign)::int AS sign FROM "analytics_order_changes"(changes) c
			WHERE c.sale GROUP BY 1, 2, 3 HAVING sum(c.sign) <> 0
		) s CROSS JOIN LATERAL (
			SELECT i.product_id, i.quantity, i.line_total FROM "order_items" i
			WHERE i.order_id = s.order_id AND i.product_id IS NOT NULL
		) i
		GROUP BY 1, 2, 3
	) x;
	IF deltas IS NOT NULL THEN
		PERFORM "analytics_add_product_sales"(deltas);
	END IF;
END $$;--> statement-breakpoint
-- has_sale: whether any of the changes is a sale; other changes touch the daily rows only.
CREATE FUNCTION "analytics_apply_order_changes"("changes" jsonb, "has_sale" boolean) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "analytics_daily_orders" AS r ("day", "status", "payment_status", "payment_method", "shard", "orders", "amount")
		SELECT c.day, c.status, c.payment_status, c.payment_method, c.shard, sum(c.sign), sum(c.sign * c.total_amount)
		FROM "analytics_order_changes"(changes) c GROUP BY 1, 2, 3, 4, 5
		HAVING sum(c.sign) <> 0 OR sum(c.sign * c.total_amount) <> 0 ORDER BY 1, 2, 3, 4, 5
		ON CONFLICT ("day", "status", "payment_status", "payment_method", "shard")
		DO UPDATE SET "orders" = r."orders" + excluded."orders", "amount" = r."amount" + excluded."amount";
	IF has_sale THEN
		PERFORM "analytics_apply_sales"(changes);
	END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION "analytics_orders_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changes jsonb;
	has_sale boolean;
BEGIN
	IF TG_OP = 'INSERT' THEN
		-- Every checkout: the daily rows straight from the new orders, the rest only for orders placed as sales.
		INSERT INTO "analytics_daily_orders" AS r ("day", "status", "payment_status", "payment_method", "shard", "orders", "amount")
			SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date, status, payment_status, payment_method,
				"analytics_shard"(id), count(*), sum(total_amount)
			FROM new_rows GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
			ON CONFLICT ("day", "status", "payment_status", "payment_method", "shard")
			DO UPDATE SET "orders" = r."orders" + excluded."orders", "amount" = r."amount" + excluded."amount";
		SELECT jsonb_agg(jsonb_build_object('sign', 1, 'id', id, 'created_at', created_at, 'status', status,
			'payment_status', payment_status, 'payment_method', payment_method, 'total_amount', total_amount,
			'user_id', user_id, 'email', shipping_address->>'email')) INTO changes
		FROM new_rows WHERE status IN ('confirmed', 'processing', 'shipped', 'delivered') AND payment_status <> 'refunded';
		IF changes IS NOT NULL THEN
			PERFORM "analytics_apply_sales"(changes);
		END IF;
		RETURN NULL;
	ELSIF TG_OP = 'DELETE' THEN
		SELECT jsonb_agg(jsonb_build_object('sign', -1, 'id', id, 'created_at', created_at, 'status', status,
			'payment_status', payment_status, 'payment_method', payment_method, 'total_amount', total_amount,
			'user_id', user_id, 'email', shipping_address->>'email')),
			bool_or(status IN ('confirmed', 'processing', 'shipped', 'delivered') AND payment_status <> 'refunded')
			INTO changes, has_sale FROM old_rows;
	ELSE
		-- Only the orders whose counted fields changed (most updates change none of them).
		SELECT jsonb_agg(jsonb_build_object('sign', c.sign, 'id', c.id, 'created_at', c.created_at,
			'status', c.status, 'payment_status', c.payment_status, 'payment_method', c.payment_method,
			'total_amount', c.total_amount, 'user_id', c.user_id, 'email', c.email)),
			bool_or(c.status IN ('confirmed', 'processing', 'shipped', 'delivered') AND c.payment_status <> 'refunded')
			INTO changes, has_sale
		FROM (
			SELECT o.id, o.created_at, o.status, o.payment_status, o.payment_method, o.total_amount, o.user_id,
				o.shipping_address->>'email' AS email, n.created_at AS n_created_at, n.status AS n_status,
				n.payment_status AS n_payment_status, n.payment_method AS n_payment_method,
				n.total_amount AS n_total_amount, n.user_id AS n_user_id, n.shipping_address->>'email' AS n_email
			FROM old_rows o JOIN new_rows n ON n.id = o.id
		) p
		CROSS JOIN LATERAL (VALUES
			(-1, p.id, p.created_at, p.status, p.payment_status, p.payment_method, p.total_amount, p.user_id, p.email),
			(1, p.id, p.n_created_at, p.n_status, p.n_payment_status, p.n_payment_method, p.n_total_amount,
				p.n_user_id, p.n_email)
		) AS c(sign, id, created_at, status, payment_status, payment_method, total_amount, user_id, email)
		WHERE (p.created_at, p.status, p.payment_status, p.payment_method, p.total_amount, p.user_id, p.email)
			IS DISTINCT FROM (p.n_created_at, p.n_status, p.n_payment_status, p.n_payment_method,
				p.n_total_amount, p.n_user_id, p.n_email);
	END IF;
	IF changes IS NOT NULL THEN
		PERFORM "analytics_apply_order_changes"(changes, has_sale);
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
-- A deleted order's lines are deleted by the foreign key's cascade before a statement-level trigger
-- on orders runs, and the order is gone when order_items' trigger runs; so a sale's lines are taken
-- out here, row by row, while both still exist (orders are deleted rarely: one whose lines failed).
CREATE FUNCTION "analytics_order_delete_lines"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	deltas jsonb;
BEGIN
	IF OLD.status IN ('confirmed', 'processing', 'shipped', 'delivered') AND OLD.payment_status <> 'refunded' THEN
		SELECT jsonb_agg(x) INTO deltas FROM (
			SELECT (OLD.created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, i.product_id,
				"analytics_shard"(OLD.id) AS shard, -sum(i.quantity) AS units, -count(*) AS lines,
				-sum(i.line_total) AS revenue
			FROM "order_items" i WHERE i.order_id = OLD.id AND i.product_id IS NOT NULL GROUP BY 1, 2, 3
		) x;
		IF deltas IS NOT NULL THEN
			PERFORM "analytics_add_product_sales"(deltas);
		END IF;
	END IF;
	RETURN OLD;
END $$;--> statement-breakpoint
-- Lines of sales as they are written, changed or deleted while their order exists.
CREATE FUNCTION "analytics_order_items_rollup"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changes jsonb;
	deltas jsonb;
BEGIN
	IF TG_OP = 'INSERT' THEN
		-- Lines of an order placed unpaid (every checkout) find no sale here and add nothing.
		SELECT jsonb_agg(x) INTO deltas FROM (
			SELECT (o.created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, n.product_id, "analytics_shard"(o.id) AS shard,
				sum(n.quantity) AS units, count(*) AS lines, sum(n.line_total) AS revenue
			FROM new_rows n CROSS JOIN LATERAL (
				SELECT o.id, o.created_at FROM "orders" o WHERE o.id = n.order_id
					AND o.status IN ('confirmed', 'processing', 'shipped', 'delivered') AND o.payment_status <> 'refunded'
			) o
			WHERE n.product_id IS NOT NULL
			GROUP BY 1, 2, 3
		) x;
		IF deltas IS NOT NULL THEN
			PERFORM "analytics_add_product_sales"(deltas);
		END IF;
		RETURN NULL;
	ELSIF TG_OP = 'DELETE' THEN
		SELECT jsonb_agg(jsonb_build_object('sign', -1, 'order_id', order_id, 'product_id', product_id,
			'quantity', quantity, 'line_total', line_total)) INTO changes FROM old_rows WHERE product_id IS NOT NULL;
	ELSE
		SELECT jsonb_agg(c) INTO changes FROM (
			SELECT -1 AS sign, o.order_id, o.product_id, o.quantity, o.line_total
			FROM old_rows o JOIN new_rows n ON n.id = o.id
			WHERE o.product_id IS NOT NULL AND (o.order_id, o.product_id, o.quantity, o.line_total)
				IS DISTINCT FROM (n.order_id, n.product_id, n.quantity, n.line_total)
			UNION ALL
			SELECT 1, n.order_id, n.product_id, n.quantity, n.line_total
			FROM old_rows o JOIN new_rows n ON n.id = o.id
			WHERE n.product_id IS NOT NULL AND (o.order_id, o.product_id, o.quantity, o.line_total)
				IS DISTINCT FROM (n.order_id, n.product_id, n.quantity, n.line_total)
		) c;
	END IF;
	IF changes IS NOT NULL THEN
		SELECT jsonb_agg(x) INTO deltas FROM (
			SELECT (o.created_at AT TIME ZONE 'Asia/Kolkata')::date AS day, c.product_id, "analytics_shard"(o.id) AS shard,
				sum(c.sign * c.quantity) AS units, sum(c.sign) AS lines, sum(c.sign * c.line_total) AS revenue
			FROM jsonb_to_recordset(changes) AS c(sign int, order_id uuid, product_id uuid, quantity int, line_total bigint)
			CROSS JOIN LATERAL (
				SELECT o.id, o.created_at FROM "orders" o WHERE o.id = c.order_id
					AND o.status IN ('confirmed', 'processing', 'shipped', 'delivered') AND o.payment_status <> 'refunded'
			) o
			GROUP BY 1, 2, 3
		) x;
		IF deltas IS NOT NULL THEN
			PERFORM "analytics_add_product_sales"(deltas);
		END IF;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "analytics_rollups_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "analytics_product_sales";
	DELETE FROM "analytics_category_sales";
	IF TG_TABLE_NAME = 'orders' THEN
		DELETE FROM "analytics_daily_orders";
		DELETE FROM "analytics_customer_sales";
		DELETE FROM "analytics_customers";
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
-- A product that changes category takes its sales of every period to the new category.
CREATE FUNCTION "analytics_product_category_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "analytics_category_sales" AS c ("grain", "period", "category_id", "shard", "units", "lines", "revenue")
		SELECT s.grain, s.period, x.category_id, "analytics_shard"(NEW.id), sum(x.sign * s.units),
			sum(x.sign * s.lines), sum(x.sign * s.revenue)
		FROM (
			SELECT * FROM "analytics_product_sales"
			WHERE product_id = NEW.id AND category_id IS DISTINCT FROM NEW.category_id
			ORDER BY grain, period FOR UPDATE
		) s
		CROSS JOIN LATERAL (VALUES (-1, s.category_id), (1, NEW.category_id)) AS x(sign, category_id)
		WHERE x.category_id IS NOT NULL
		GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
		ON CONFLICT ("grain", "period", "category_id", "shard") DO UPDATE SET "units" = c."units" + excluded."units",
			"lines" = c."lines" + excluded."lines", "revenue" = c."revenue" + excluded."revenue";
	UPDATE "analytics_product_sales" SET "category_id" = NEW.category_id
		WHERE product_id = NEW.id AND category_id IS DISTINCT FROM NEW.category_id;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_analytics_category" AFTER UPDATE OF "category_id" ON "products"
	FOR EACH ROW WHEN (OLD.category_id IS DISTINCT FROM NEW.category_id)
	EXECUTE FUNCTION "analytics_product_category_change"();--> statement-breakpoint
CREATE TRIGGER "orders_analytics_insert" AFTER INSERT ON "orders"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_orders_rollup"();--> statement-breakpoint
CREATE TRIGGER "orders_analytics_update" AFTER UPDATE ON "orders"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_orders_rollup"();--> statement-breakpoint
CREATE TRIGGER "orders_analytics_delete" AFTER DELETE ON "orders"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_orders_rollup"();--> statement-breakpoint
CREATE TRIGGER "orders_analytics_delete_lines" BEFORE DELETE ON "orders"
	FOR EACH ROW EXECUTE FUNCTION "analytics_order_delete_lines"();--> statement-breakpoint
CREATE TRIGGER "orders_analytics_truncate" AFTER TRUNCATE ON "orders"
	FOR EACH STATEMENT EXECUTE FUNCTION "analytics_rollups_truncate"();--> statement-breakpoint
CREATE TRIGGER "order_items_analytics_insert" AFTER INSERT ON "order_items"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_order_items_rollup"();--> statement-breakpoint
CREATE TRIGGER "order_items_analytics_update" AFTER UPDATE ON "order_items"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_order_items_rollup"();--> statement-breakpoint
CREATE TRIGGER "order_items_analytics_delete" AFTER DELETE ON "order_items"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_order_items_rollup"();--> statement-breakpoint
CREATE TRIGGER "order_items_analytics_truncate" AFTER TRUNCATE ON "order_items"
	FOR EACH STATEMENT EXECUTE FUNCTION "analytics_rollups_truncate"();--> statement-breakpoint
-- The orders already in the shop.
INSERT INTO "analytics_daily_orders" ("day", "status", "payment_status", "payment_method", "shard", "orders", "amount")
	SELECT ("created_at" AT TIME ZONE 'Asia/Kolkata')::date, "status", "payment_status", "payment_method",
		"analytics_shard"("id"), count(*), sum("total_amount")
	FROM "orders" GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO "analytics_customer_sales" ("grain", "period", "customer_key", "orders", "amount")
	SELECT g.grain, g.period, s.customer_key, sum(s.orders), sum(s.amount)
	FROM (
		SELECT ("created_at" AT TIME ZONE 'Asia/Kolkata')::date AS day,
			coalesce("user_id", 'email:' || lower("shipping_address"->>'email')) AS customer_key,
			count(*) AS orders, sum("total_amount") AS amount
		FROM "orders"
		WHERE "status" IN ('confirmed', 'processing', 'shipped', 'delivered') AND "payment_status" <> 'refunded'
		GROUP BY 1, 2
	) s
	CROSS JOIN LATERAL (VALUES ('d', s.day), ('m', date_trunc('month', s.day)::date),
		('y', date_trunc('year', s.day)::date)) AS g(grain, period)
	GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "analytics_customers" ("customer_key", "first_day")
	SELECT "customer_key", min("period") FROM "analytics_customer_sales" WHERE "grain" = 'd' GROUP BY 1;--> statement-breakpoint
INSERT INTO "analytics_product_sales" ("grain", "period", "product_id", "category_id", "units", "lines", "revenue")
	SELECT g.grain, g.period, s.product_id, (SELECT p."category_id" FROM "products" p WHERE p."id" = s.product_id),
		sum(s.units), sum(s.lines), sum(s.revenue)
	FROM (
		SELECT (o."created_at" AT TIME ZONE 'Asia/Kolkata')::date AS day, i."product_id",
			sum(i."quantity") AS units, count(*) AS lines, sum(i."line_total") AS revenue
		FROM "order_items" i JOIN "orders" o ON o."id" = i."order_id"
		WHERE i."product_id" IS NOT NULL AND o."status" IN ('confirmed', 'processing', 'shipped', 'delivered')
			AND o."payment_status" <> 'refunded'
		GROUP BY 1, 2
	) s
	CROSS JOIN LATERAL (VALUES ('d', s.day), ('m', date_trunc('month', s.day)::date),
		('y', date_trunc('year', s.day)::date)) AS g(grain, period)
	GROUP BY 1, 2, 3;--> statement-breakpoint
-- The categories' figures of the orders already in the shop, all in one shard (only the sum is read).
INSERT INTO "analytics_category_sales" ("grain", "period", "category_id", "shard", "units", "lines", "revenue")
	SELECT "grain", "period", "category_id", 0, sum("units"), sum("lines"), sum("revenue")
	FROM "analytics_product_sales" WHERE "category_id" IS NOT NULL GROUP BY 1, 2, 3;
