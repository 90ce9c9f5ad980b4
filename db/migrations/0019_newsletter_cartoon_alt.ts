import { type Kysely, sql } from "kysely";

/*
 * The newsletter's cartoon gets its alt text (issue 34, docs/decisions/0072): what the picture
 * shows, for people who cannot see it and for mail apps that block pictures. Staff type it
 * beside the picture; a newsletter with a cartoon is not saved without one. Newsletters stored
 * before keep an empty one until they are next edited.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE newsletters ADD COLUMN cartoon_alt_text TEXT NOT NULL DEFAULT ''`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE newsletters DROP COLUMN cartoon_alt_text`.execute(db);
}
