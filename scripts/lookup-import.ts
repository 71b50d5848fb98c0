import { readFileSync } from 'node:fs';
import { ConfigError, loadConfig } from '../src/server/config';
import { runningServerPid } from '../src/server/data-dir-lock';
import { openDatabase } from '../src/server/db/open-database';
import { CsvError, parseSchoolCsv, SCHOOL_COLUMNS } from '../src/server/lookup/school-csv';
import { importSchools } from '../src/server/lookup/schools';

/**
 * `npm run lookup:import -- schools.csv`: replaces the schools behind the college and high
 * school autocompletes (the categories present in the file, and the bundled sample rows).
 * Columns: category (college_ceeb or hs_ceeb), ceeb, name, address_line_1, city, state, zip,
 * country; state and country as the form's option values ("Colorado", "USA").
 */
async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) {
    console.error(
      `Usage: npm run lookup:import -- schools.csv\nColumns: ${SCHOOL_COLUMNS.join(',')}`,
    );
    process.exit(2);
  }
  const rows = parseSchoolCsv(readFileSync(file, 'utf8'));
  const config = loadConfig();
  const pid = config.databaseUrl ? undefined : runningServerPid(config.dataDir);
  if (pid !== undefined) {
    console.error(
      `The server (pid ${pid}) holds the embedded database in ${config.dataDir}; stop it, import, then start it again.`,
    );
    process.exit(1);
  }
  const db = await openDatabase(config);
  try {
    const count = await importSchools(db, rows);
    const categories = [...new Set(rows.map((r) => r.category))].join(' and ');
    console.log(
      `Imported ${count} schools (${categories || 'none'}); the sample schools are gone.`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof CsvError || error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});
