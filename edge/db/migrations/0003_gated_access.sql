CREATE TABLE `access_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`kind` text DEFAULT 'access' NOT NULL,
	`email` text NOT NULL,
	`first_name` text DEFAULT '' NOT NULL,
	`last_name` text DEFAULT '' NOT NULL,
	`company_name` text DEFAULT '' NOT NULL,
	`product_id` text DEFAULT '' NOT NULL,
	`details` text DEFAULT '{}' NOT NULL,
	`status` text NOT NULL,
	`feedback` text,
	`matching_reason` text,
	`matched_account_id` text,
	`account_id` text,
	`decline_note` text,
	`invited_by_account_id` text,
	`created_at` integer NOT NULL,
	`decided_at` integer,
	`decided_by` text,
	FOREIGN KEY (`org_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `access_requests_org_status` ON `access_requests` (`org_id`,`status`);--> statement-breakpoint
CREATE INDEX `access_requests_org_email` ON `access_requests` (`org_id`,`email`);--> statement-breakpoint
CREATE TABLE `access_settings` (
	`org_id` text PRIMARY KEY NOT NULL,
	`data` text NOT NULL,
	`updated_at` integer NOT NULL,
	`updated_by` text,
	FOREIGN KEY (`org_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `account_members` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`account_id` text NOT NULL,
	`email` text NOT NULL,
	`first_name` text DEFAULT '' NOT NULL,
	`last_name` text DEFAULT '' NOT NULL,
	`is_auto_approved` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`org_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `account_members_org_email` ON `account_members` (`org_id`,`email`);--> statement-breakpoint
CREATE INDEX `account_members_account` ON `account_members` (`account_id`);--> statement-breakpoint
CREATE TABLE `accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`name` text NOT NULL,
	`domains` text DEFAULT '[]' NOT NULL,
	`permission_profile_id` text NOT NULL,
	`expires_at` integer,
	`nda_on_file` integer DEFAULT false NOT NULL,
	`review_status` text DEFAULT 'approved' NOT NULL,
	`revoked_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`org_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `accounts_org` ON `accounts` (`org_id`);--> statement-breakpoint
CREATE TABLE `audit_heads` (
	`org_id` text PRIMARY KEY NOT NULL,
	`seq` integer NOT NULL,
	`hash` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `audit_log` (
	`org_id` text NOT NULL,
	`seq` integer NOT NULL,
	`at` integer NOT NULL,
	`action` text NOT NULL,
	`actor` text NOT NULL,
	`subject` text NOT NULL,
	`data` text NOT NULL,
	`prev_hash` text NOT NULL,
	`hash` text NOT NULL,
	PRIMARY KEY(`org_id`, `seq`)
);
--> statement-breakpoint
CREATE TABLE `nda_acceptances` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`account_id` text NOT NULL,
	`email` text NOT NULL,
	`name` text NOT NULL,
	`nda_version` integer NOT NULL,
	`text_sha256` text NOT NULL,
	`ip` text DEFAULT '' NOT NULL,
	`user_agent` text DEFAULT '' NOT NULL,
	`accepted_at` integer NOT NULL,
	FOREIGN KEY (`org_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `nda_acceptances_account` ON `nda_acceptances` (`org_id`,`account_id`,`email`);--> statement-breakpoint
CREATE TABLE `nda_versions` (
	`org_id` text NOT NULL,
	`version` integer NOT NULL,
	`text` text NOT NULL,
	`sha256` text NOT NULL,
	`created_at` integer NOT NULL,
	`created_by` text,
	PRIMARY KEY(`org_id`, `version`),
	FOREIGN KEY (`org_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
