ALTER TABLE "assignment_items" ADD COLUMN "weight" integer;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "weight" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "category" text DEFAULT 'HOMEWORK' NOT NULL;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "class_members" ADD COLUMN "roster_name" text;--> statement-breakpoint
ALTER TABLE "class_members" ADD COLUMN "register_number" integer;--> statement-breakpoint
ALTER TABLE "assignment_items" ADD CONSTRAINT "assignment_items_weight_check" CHECK ("assignment_items"."weight" is null or "assignment_items"."weight" between 0 and 30);--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_weight_check" CHECK ("assignments"."weight" between 1 and 5);--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_category_check" CHECK ("assignments"."category" in ('HOMEWORK', 'QUIZ', 'TEST', 'ORAL', 'OTHER'));--> statement-breakpoint
ALTER TABLE "class_members" ADD CONSTRAINT "class_members_register_number_check" CHECK ("class_members"."register_number" is null or "class_members"."register_number" between 1 and 99);--> statement-breakpoint
ALTER TABLE "class_members" ADD CONSTRAINT "class_members_roster_name_check" CHECK ("class_members"."roster_name" is null or length("class_members"."roster_name") between 1 and 60);