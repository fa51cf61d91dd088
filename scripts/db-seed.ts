// `npm run db:seed`: migrate, then fill an empty database with the demo shop. A database that
// already holds a shop is left untouched.
import { bootstrap, shutdown } from "../server/lifecycle";
import { getDbHandle } from "../server/db/client";

try {
  const { seeded } = await bootstrap({ seed: true, worker: false });
  const where = getDbHandle()?.driver === "postgres" ? "PostgreSQL" : "the embedded database";
  console.log(
    seeded
      ? `Demo shop seeded on ${where}.`
      : `The database on ${where} already holds a shop: nothing seeded.`,
  );
} catch (error) {
  console.error(`Cannot seed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await shutdown();
}
