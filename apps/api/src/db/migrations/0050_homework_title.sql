-- A task's own title (issue 38): plain text, never HTML. Existing tasks keep null and are named by their description.
ALTER TABLE "homeworks" ADD COLUMN "title" text;