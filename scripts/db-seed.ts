// `npm run db:seed`: migrate, then fill an empty database with the demo shop. A database that
// already holds a shop is left untouched.
import { bootstrap, shutdown } from "../server/lifecycle";
import { getDbHandle } from "../server/db/client";

try {
  await bootstrap({ seed: true, worker: false });
  console.log(
    `Demo shop ready on ${getDbHandle()?.driver === "postgres" ? "PostgreSQL" : "the embedded database"}.`,
  );
} catch (error) {
  console.error(`Cannot seed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await shutdown();
}
