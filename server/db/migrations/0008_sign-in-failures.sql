CREATE TABLE "sign_in_failures" (
	"login" text NOT NULL,
	"client_address" text NOT NULL,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_failed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_failures_login_client_address_pk" PRIMARY KEY("login","client_address")
);
--> statement-breakpoint
CREATE INDEX "sign_in_failures_last_failed_at_index" ON "sign_in_failures" USING btree ("last_failed_at");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_attempts";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";
