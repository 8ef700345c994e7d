CREATE TABLE `comments` (
	`id` text PRIMARY KEY NOT NULL,
	`org_id` text NOT NULL,
	`account_id` text NOT NULL,
	`item_uid` text NOT NULL,
	`product_id` text NOT NULL,
	`content` text NOT NULL,
	`author_kind` text NOT NULL,
	`member_id` text,
	`staff_user_id` text,
	`author_name` text DEFAULT '' NOT NULL,
	`author_email` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`org_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `comments_thread` ON `comments` (`org_id`,`item_uid`,`account_id`,`created_at`);