CREATE TABLE `revision_chunks` (
	`org_id` text NOT NULL,
	`number` integer NOT NULL,
	`seq` integer NOT NULL,
	`data` text NOT NULL,
	PRIMARY KEY(`org_id`, `number`, `seq`),
	FOREIGN KEY (`org_id`,`number`) REFERENCES `revisions`(`org_id`,`number`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `revisions` ADD `snapshot_chunks` integer;--> statement-breakpoint
ALTER TABLE `revisions` ADD `deploy_step` text;--> statement-breakpoint
ALTER TABLE `revisions` ADD `deploy_log` text;