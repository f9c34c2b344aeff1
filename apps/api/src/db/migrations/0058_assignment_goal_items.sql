ALTER TABLE "assignment_items" DROP CONSTRAINT "assignment_items_kind_check";--> statement-breakpoint
ALTER TABLE "assignment_items" ADD COLUMN "goal_level" text;--> statement-breakpoint
ALTER TABLE "assignment_items" ADD CONSTRAINT "assignment_items_goal_level_check" CHECK (("assignment_items"."kind" = 'GOAL') = ("assignment_items"."goal_level" is not null) and "assignment_items"."goal_level" in ('review', 'mastered'));--> statement-breakpoint
ALTER TABLE "assignment_items" ADD CONSTRAINT "assignment_items_kind_check" CHECK (("assignment_items"."kind" = 'HOMEWORK' and "assignment_items"."homework_id" is not null and "assignment_items"."generator_id" is null and "assignment_items"."exam_id" is null)
        or ("assignment_items"."kind" = 'GENERATOR' and "assignment_items"."generator_id" is not null and "assignment_items"."homework_id" is null and "assignment_items"."exam_id" is null)
        or ("assignment_items"."kind" = 'MOCK' and "assignment_items"."exam_id" is not null and "assignment_items"."homework_id" is null and "assignment_items"."generator_id" is null)
        or ("assignment_items"."kind" = 'GOAL' and "assignment_items"."goal_level" is not null and cardinality("assignment_items"."concept_ids") > 0
          and "assignment_items"."homework_id" is null and "assignment_items"."generator_id" is null and "assignment_items"."exam_id" is null));