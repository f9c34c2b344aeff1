-- Its rows became attempts of the one log in migration 0040 (issue 36); nothing reads or writes it any more.
DROP TABLE "homework_answer_attempts" CASCADE;