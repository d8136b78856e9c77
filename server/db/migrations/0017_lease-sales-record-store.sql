-- The lease-sales questionnaire keeps who and where it was filled for (fleet name, address,
-- coordinates, fleet type, lease term, sales manager, region) beside the rated answers.
ALTER TABLE "lease_sales_submissions" ADD COLUMN "details" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "lease_sales_submissions_user_id_created_at_index" ON "lease_sales_submissions" USING btree ("user_id","created_at");--> statement-breakpoint
-- record_store: small JSON records a signed-in user keeps on the server and reads back by id.
CREATE TABLE "record_store" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"record" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "record_store" ADD CONSTRAINT "record_store_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "record_store_user_id_index" ON "record_store" USING btree ("user_id");
