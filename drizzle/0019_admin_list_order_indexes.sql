DROP INDEX "banners_position_idx";--> statement-breakpoint
CREATE INDEX "testimonials_list_idx" ON "testimonials" USING btree ("is_featured" DESC NULLS FIRST,"display_order","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "banners_position_idx" ON "banners" USING btree ("position","sort_order","created_at","id");