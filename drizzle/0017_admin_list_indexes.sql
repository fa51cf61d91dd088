CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "blog_posts_list_idx" ON "blog_posts" USING btree (coalesce("published_date", "created_at") desc,"created_at" desc,"id");--> statement-breakpoint
CREATE INDEX "subscribers_subscribed_idx" ON "subscribers" USING btree ("subscription_date","id");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "mail_outbox_status_idx" ON "mail_outbox" USING btree ("status");--> statement-breakpoint
CREATE INDEX "mail_outbox_template_idx" ON "mail_outbox" USING btree ("template");