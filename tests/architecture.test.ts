import fs from "node:fs";
import path from "node:path";
// @ts-expect-error madge ships no type declarations
import madge from "madge";
import { describe, expect, it } from "vitest";

interface MadgeResult {
  obj(): Record<string, string[]>;
  circular(): string[][];
}

const root = path.resolve(import.meta.dirname, "..");

/** The import graph of the app's own code, type imports included (React Router's generated types left out). */
let graph: Promise<MadgeResult> | undefined;
function importGraph(): Promise<MadgeResult> {
  graph ??= madge(["app", "server", "lib", "tests"], {
    baseDir: root,
    fileExtensions: ["ts", "tsx"],
    tsConfig: path.join(root, "tsconfig.json"),
    excludeRegExp: [/\.react-router\//, /node_modules/],
  }) as Promise<MadgeResult>;
  return graph;
}

const MODULE_FILE = /^server\/modules\/([^/]+)\/(.+)$/;
/** A module's doors: its service for code, its schema files for foreign keys between tables. */
const isDoor = (file: string) => file === "service.ts" || /(^|-)schema\.ts$/.test(file);

describe("the code's structure", () => {
  // Reading the whole import graph takes a while on a busy machine; both checks share one reading.
  it("has no import cycles", { timeout: 120_000 }, async () => {
    expect((await importGraph()).circular()).toEqual([]);
  });

  it("lets modules reach each other only through their service (or schema, for foreign keys)", async () => {
    const graph = (await importGraph()).obj();
    const sideDoors: string[] = [];
    for (const [file, imports] of Object.entries(graph)) {
      const from = MODULE_FILE.exec(file)?.[1];
      for (const target of imports) {
        const to = MODULE_FILE.exec(target);
        if (!to || to[1] === from || isDoor(to[2])) continue;
        // Tests may set up state through a module's parts; shipped code may not.
        if (/\.test\.tsx?$/.test(file) || file.startsWith("tests/")) continue;
        sideDoors.push(`${file} -> ${target}`);
      }
    }
    expect(sideDoors).toEqual([]);
  });

  // CI's PostgreSQL pass picks its files by these words (.ci/run): a test that reaches the test
  // database without saying so would run on the embedded database only.
  it("names withTestDatabase in every test file that reaches the test database", async () => {
    const graph = (await importGraph()).obj();
    const reaches = (file: string, seen = new Set<string>()): boolean => {
      if (file === "tests/setup/test-database.ts") return true;
      if (seen.has(file)) return false;
      seen.add(file);
      return (graph[file] ?? []).some((target) => reaches(target, seen));
    };
    const unnamed = Object.keys(graph).filter(
      (file) =>
        /\.test\.tsx?$/.test(file) &&
        reaches(file) &&
        !/withTestDatabase|TEST_DATABASE_URL/.test(fs.readFileSync(path.join(root, file), "utf8")),
    );
    expect(unnamed).toEqual([]);
  });
});
