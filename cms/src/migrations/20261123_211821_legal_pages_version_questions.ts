import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "legal_pages_sections_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar
  );
  
  CREATE TABLE "_legal_pages_v_version_sections_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "legal_pages" ADD COLUMN "version" varchar;
  ALTER TABLE "_legal_pages_v" ADD COLUMN "version_version" varchar;
  ALTER TABLE "legal_pages_sections_questions" ADD CONSTRAINT "legal_pages_sections_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."legal_pages_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_legal_pages_v_version_sections_questions" ADD CONSTRAINT "_legal_pages_v_version_sections_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_legal_pages_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "legal_pages_sections_questions_order_idx" ON "legal_pages_sections_questions" USING btree ("_order");
  CREATE INDEX "legal_pages_sections_questions_parent_id_idx" ON "legal_pages_sections_questions" USING btree ("_parent_id");
  CREATE INDEX "_legal_pages_v_version_sections_questions_order_idx" ON "_legal_pages_v_version_sections_questions" USING btree ("_order");
  CREATE INDEX "_legal_pages_v_version_sections_questions_parent_id_idx" ON "_legal_pages_v_version_sections_questions" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "legal_pages_sections_questions" CASCADE;
  DROP TABLE "_legal_pages_v_version_sections_questions" CASCADE;
  ALTER TABLE "legal_pages" DROP COLUMN "version";
  ALTER TABLE "_legal_pages_v" DROP COLUMN "version_version";`)
}
