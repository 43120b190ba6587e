ALTER TABLE "quiz_responses" DROP CONSTRAINT "quiz_responses_aispot_id_aispot_master_aispot_id_fk";
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "custom_title" text;