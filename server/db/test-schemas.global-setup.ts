/**
 * The unit tier's PostgreSQL schemas (one per test file, freshPostgresSchema in server/contact/contact-test-kit.ts)
 * carry this run's name and are dropped here, once every file is done: a file dropping its schema while another
 * file's migration read the catalogue failed that migration (see freshPostgresSchema). Schemas of other runs on
 * the same cluster (another checkout's) are left alone.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { postgresUrl } from "../contact/contact-test-kit";

export default function setup() {
  const run = `t${randomBytes(3).toString("hex")}`;
  // Read by the test forks, which start after this and inherit the environment.
  process.env.TEST_SCHEMA_RUN = run;
  return async function teardown() {
    const client = new pg.Client({ connectionString: postgresUrl().url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>(
        "select nspname as name from pg_namespace where starts_with(nspname, $1)",
        [`${run}_`],
      );
      for (const { name } of rows) await client.query(`drop schema "${name}" cascade`);
    } finally {
      await client.end();
    }
  };
}
