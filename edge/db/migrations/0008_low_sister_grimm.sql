CREATE TABLE `expiry_owners` (
	`org_id` text NOT NULL,
	`subject_type` text NOT NULL,
	`subject_id` text NOT NULL,
	`emails` text DEFAULT '[]' NOT NULL,
	`updated_at` integer NOT NULL,
	`updated_by` text,
	PRIMARY KEY(`org_id`, `subject_type`, `subject_id`),
	FOREIGN KEY (`org_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `expiry_reminders` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`subject_type` text NOT NULL,
	`subject_id` text NOT NULL,
	`expiry` text NOT NULL,
	`sent_at` integer NOT NULL,
	`recipients` text DEFAULT '[]' NOT NULL,
	FOREIGN KEY (`org_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `expiry_reminders_subject` ON `expiry_reminders` (`org_id`,`subject_type`,`subject_id`,`expiry`);--> statement-breakpoint
CREATE TABLE `kb_health_dismissals` (
	`org_id` text NOT NULL,
	`key` text NOT NULL,
	`kind` text NOT NULL,
	`dismissed_at` integer NOT NULL,
	`dismissed_by` text,
	PRIMARY KEY(`org_id`, `key`),
	FOREIGN KEY (`org_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `kb_health_settings` (
	`org_id` text PRIMARY KEY NOT NULL,
	`stale_after_days` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`updated_by` text,
	FOREIGN KEY (`org_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `questionnaire_assist_questions` (
	`assist_id` text NOT NULL,
	`org_id` text NOT NULL,
	`n` integer NOT NULL,
	`sheet` text NOT NULL,
	`row` integer NOT NULL,
	`question` text NOT NULL,
	`form_hint` text,
	`form` text DEFAULT 'yesno' NOT NULL,
	`answer` text DEFAULT '' NOT NULL,
	`explanation` text DEFAULT '' NOT NULL,
	`confidence` text DEFAULT 'low' NOT NULL,
	`flagged` integer DEFAULT false NOT NULL,
	`flag_reason` text DEFAULT '' NOT NULL,
	`state` text DEFAULT 'pending' NOT NULL,
	`sources` text DEFAULT '[]' NOT NULL,
	`internal` text DEFAULT '[]' NOT NULL,
	`use_internal` integer DEFAULT false NOT NULL,
	`edited` integer DEFAULT false NOT NULL,
	`updated_at` integer NOT NULL,
	`updated_by` text,
	PRIMARY KEY(`assist_id`, `n`),
	FOREIGN KEY (`assist_id`) REFERENCES `questionnaire_assists`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `questionnaire_assist_questions_state` ON `questionnaire_assist_questions` (`assist_id`,`state`);--> statement-breakpoint
CREATE TABLE `questionnaire_assists` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`product_id` text NOT NULL,
	`questionnaire_id` text,
	`file_name` text NOT NULL,
	`format` text NOT NULL,
	`blob_key` text NOT NULL,
	`status` text NOT NULL,
	`error` text,
	`mapping` text DEFAULT '[]' NOT NULL,
	`total` integer DEFAULT 0 NOT NULL,
	`done` integer DEFAULT 0 NOT NULL,
	`lease_until` integer,
	`created_at` integer NOT NULL,
	`created_by` text NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`org_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `questionnaire_assists_org_created` ON `questionnaire_assists` (`org_id`,`created_at`);