DROP INDEX "navigation_links_location_idx";--> statement-breakpoint
DROP INDEX "newsletter_campaigns_created_idx";--> statement-breakpoint
CREATE INDEX "config_options_order_idx" ON "config_options" USING btree ("category","sort_order","label","id");--> statement-breakpoint
CREATE INDEX "craftsmanship_order_idx" ON "craftsmanship_content" USING btree ("section_order","created_at","id");--> statement-breakpoint
CREATE INDEX "navigation_links_order_idx" ON "navigation_links" USING btree ("location","order_num","name","id");--> statement-breakpoint
CREATE INDEX "blog_categories_order_idx" ON "blog_categories" USING btree ("sort_order","name","id");--> statement-breakpoint
CREATE INDEX "blog_posts_category_idx" ON "blog_posts" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "newsletter_campaigns_created_idx" ON "newsletter_campaigns" USING btree ("created_at","id");