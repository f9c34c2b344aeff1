ALTER TABLE "assignment_items" DROP CONSTRAINT "assignment_items_kind_check";--> statement-breakpoint
ALTER TABLE "assignment_items" ADD COLUMN "exam_id" uuid;--> statement-breakpoint
ALTER TABLE "assignment_items" ADD COLUMN "max_points" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "assignment_items" ADD CONSTRAINT "assignment_items_max_points_check" CHECK ("assignment_items"."max_points" between 1 and 200);--> statement-breakpoint
ALTER TABLE "assignment_items" ADD CONSTRAINT "assignment_items_kind_check" CHECK (("assignment_items"."kind" = 'HOMEWORK' and "assignment_items"."homework_id" is not null and "assignment_items"."generator_id" is null and "assignment_items"."exam_id" is null)
        or ("assignment_items"."kind" = 'GENERATOR' and "assignment_items"."generator_id" is not null and "assignment_items"."homework_id" is null and "assignment_items"."exam_id" is null)
        or ("assignment_items"."kind" = 'MOCK' and "assignment_items"."exam_id" is not null and "assignment_items"."homework_id" is null and "assignment_items"."generator_id" is null));