CREATE TABLE `questionnaires` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`account_id` text NOT NULL,
	`member_id` text NOT NULL,
	`member_email` text NOT NULL,
	`member_name` text DEFAULT '' NOT NULL,
	`kind` text NOT NULL,
	`link` text,
	`file_name` text,
	`content_type` text,
	`size` integer,
	`blob_key` text,
	`status` text DEFAULT 'received' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`updated_by` text,
	FOREIGN KEY (`org_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `questionnaires_org_created` ON `questionnaires` (`org_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `questionnaires_account` ON `questionnaires` (`account_id`);--> statement-breakpoint
CREATE TABLE `tprm_tokens` (
	`jti` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`account_id` text NOT NULL,
	`partner_id` text NOT NULL,
	`member_id` text NOT NULL,
	`member_email` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`org_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `tprm_tokens_account` ON `tprm_tokens` (`account_id`);