CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`action` text NOT NULL,
	`scope` text NOT NULL,
	`org_id` text,
	`subject` text DEFAULT '' NOT NULL,
	`window_start` integer NOT NULL,
	`window_ms` integer NOT NULL,
	`count` integer NOT NULL,
	`blocked` integer DEFAULT 0 NOT NULL,
	`last_blocked_at` integer
);
--> statement-breakpoint
CREATE INDEX `rate_limits_org_blocked` ON `rate_limits` (`org_id`,`last_blocked_at`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`kind` text NOT NULL,
	`org_id` text NOT NULL,
	`user_id` text NOT NULL,
	`account_id` text,
	`created_at` integer NOT NULL,
	`last_seen_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer,
	`revoked_by` text,
	`ip` text DEFAULT '' NOT NULL,
	`user_agent` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`org_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sessions_token_hash_unique` ON `sessions` (`token_hash`);--> statement-breakpoint
CREATE INDEX `sessions_user` ON `sessions` (`org_id`,`kind`,`user_id`);--> statement-breakpoint
CREATE INDEX `sessions_account` ON `sessions` (`account_id`);