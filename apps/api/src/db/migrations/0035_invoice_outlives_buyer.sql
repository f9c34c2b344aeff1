ALTER TABLE "invoices" DROP CONSTRAINT "invoices_user_id_users_id_fk";
