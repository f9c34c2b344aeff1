CREATE TYPE "public"."book_kind" AS ENUM('coursebook', 'workbook');--> statement-breakpoint
CREATE TYPE "public"."book_node_kind" AS ENUM('chapter', 'page', 'exercise');--> statement-breakpoint
CREATE TABLE "book_nodes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"book_id" uuid NOT NULL,
	"parent_id" uuid,
	"kind" "book_node_kind" NOT NULL,
	"title" text NOT NULL,
	"number" text,
	"position" integer DEFAULT 0 NOT NULL,
	"content" text,
	"math_concept_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "book_nodes_not_own_parent" CHECK ("book_nodes"."parent_id" is null or "book_nodes"."parent_id" <> "book_nodes"."id")
);
--> statement-breakpoint
CREATE TABLE "books" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"kind" "book_kind" NOT NULL,
	"publisher" text NOT NULL,
	"subject" "subject" NOT NULL,
	"level" "school_level" NOT NULL,
	"class" integer,
	"year" integer,
	"cover_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "homeworks" ADD COLUMN "book_node_id" uuid;--> statement-breakpoint
ALTER TABLE "book_nodes" ADD CONSTRAINT "book_nodes_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_nodes" ADD CONSTRAINT "book_nodes_parent_id_book_nodes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."book_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_nodes" ADD CONSTRAINT "book_nodes_math_concept_id_math_concepts_id_fk" FOREIGN KEY ("math_concept_id") REFERENCES "public"."math_concepts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_cover_file_id_files_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "book_nodes_book_parent_idx" ON "book_nodes" USING btree ("book_id","parent_id","position");--> statement-breakpoint
CREATE INDEX "book_nodes_parent_idx" ON "book_nodes" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "book_nodes_concept_idx" ON "book_nodes" USING btree ("math_concept_id");--> statement-breakpoint
CREATE UNIQUE INDEX "books_slug_unique" ON "books" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "books_subject_level_idx" ON "books" USING btree ("subject","level","title");--> statement-breakpoint
CREATE INDEX "books_cover_idx" ON "books" USING btree ("cover_file_id");--> statement-breakpoint
CREATE INDEX "homeworks_book_node_idx" ON "homeworks" USING btree ("book_node_id") WHERE book_node_id is not null;--> statement-breakpoint
ALTER TABLE "homeworks" ADD CONSTRAINT "homeworks_book_node_id_book_nodes_id_fk" FOREIGN KEY ("book_node_id") REFERENCES "public"."book_nodes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER books_bump_revision AFTER INSERT OR UPDATE OR DELETE ON books
  FOR EACH STATEMENT EXECUTE FUNCTION public.bump_catalogue_revision();--> statement-breakpoint
CREATE TRIGGER book_nodes_bump_revision AFTER INSERT OR UPDATE OR DELETE ON book_nodes
  FOR EACH STATEMENT EXECUTE FUNCTION public.bump_catalogue_revision();