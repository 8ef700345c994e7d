CREATE TABLE `update_emails` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`topic_id` text NOT NULL,
	`update_id` text NOT NULL,
	`subject` text NOT NULL,
	`to_subscribers` integer DEFAULT false NOT NULL,
	`audience` text DEFAULT '[]' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` integer NOT NULL,
	`created_by` text,
	`revision` integer,
	`sent_at` integer,
	`sent` text DEFAULT '[]' NOT NULL,
	`failed` text DEFAULT '[]' NOT NULL,
	FOREIGN KEY (`org_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `update_emails_org_status` ON `update_emails` (`org_id`,`status`);--> statement-breakpoint
CREATE INDEX `update_emails_update` ON `update_emails` (`org_id`,`update_id`);