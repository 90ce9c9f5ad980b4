import { type Kysely, type MigrationProvider, Migrator } from "kysely";
import { migrations } from "./migrations";

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the database to the newest migration; throws with the failing migration's name. */
export async function migrateToLatest<Schema>(db: Kysely<Schema>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error ?? "unknown error");
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${cause}`);
  }
  return (results ?? []).map((result) => result.migrationName);
}

/** The names of the migrations not yet applied to this database, in the order they would run. */
export async function pendingMigrations<Schema>(db: Kysely<Schema>): Promise<string[]> {
  const all = await new Migrator({ db, provider }).getMigrations();
  return all.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}
