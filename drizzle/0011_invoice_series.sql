-- The last serial number given per document series (tax invoices, credit notes) and financial year:
-- consecutive numbers unique for the year (CGST Rules, rule 46(b); decision 017). Invoices issued
-- before keep their numbers. An invoice row is written before its PDF is stored: file_size is null
-- until then.
CREATE TABLE "document_counters" (
	"series" text NOT NULL,
	"financial_year" integer NOT NULL,
	"last_number" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_counters_series_financial_year_pk" PRIMARY KEY("series","financial_year"),
	CONSTRAINT "document_counters_series_ck" CHECK ("document_counters"."series" in ('invoice', 'credit_note')),
	CONSTRAINT "document_counters_year_ck" CHECK ("document_counters"."financial_year" between 2000 and 2099),
	CONSTRAINT "document_counters_last_number_ck" CHECK ("document_counters"."last_number" >= 1)
);
--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "file_size" DROP NOT NULL;