CREATE TABLE `analytics_events` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`type` text NOT NULL,
	`at` integer NOT NULL,
	`product_id` text,
	`item_uid` text,
	`account_id` text,
	`member_id` text,
	`term` text,
	`result_count` integer,
	`duration_ms` integer,
	`label` text,
	`data` text DEFAULT '{}' NOT NULL,
	FOREIGN KEY (`org_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `analytics_events_org_type_at` ON `analytics_events` (`org_id`,`type`,`at`);--> statement-breakpoint
CREATE INDEX `analytics_events_org_at` ON `analytics_events` (`org_id`,`at`);