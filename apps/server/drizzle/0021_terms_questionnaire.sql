CREATE TABLE "questionnaire_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questionnaire_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"questionnaire_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"score" integer NOT NULL,
	"pass_score" integer NOT NULL,
	"passed" boolean NOT NULL,
	"taken_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaires" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questionnaires_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"questions" jsonb NOT NULL,
	"pass_score" integer NOT NULL,
	"retake_hours" integer NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"saved_by" text
);
--> statement-breakpoint
CREATE TABLE "terms_acceptances" (
	"user_id" integer NOT NULL,
	"version" integer NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"ip" text NOT NULL,
	CONSTRAINT "terms_acceptances_user_id_version_pk" PRIMARY KEY("user_id","version")
);
--> statement-breakpoint
CREATE TABLE "terms_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"text" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"published_by" text
);
--> statement-breakpoint
ALTER TABLE "questionnaire_results" ADD CONSTRAINT "questionnaire_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_results" ADD CONSTRAINT "questionnaire_results_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_acceptances" ADD CONSTRAINT "terms_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questionnaire_results_user_idx" ON "questionnaire_results" USING btree ("user_id","taken_at");