import fs from 'node:fs';
import path from 'node:path';
import { reportDir } from './places.ts';

/* A drill's figures: printed as a table (what `npm run drill` shows) and kept as JSON beside the suite's
   logs (.data/reports/production/drill-<name>.json), where docs/scaling.md's figures come from. */

export type Figures = Record<string, number | string | boolean>;

export const reportFigures = (name: string, figures: Figures) => {
  fs.mkdirSync(reportDir, { recursive: true });
  const at = new Date().toISOString();
  fs.writeFileSync(path.join(reportDir, `drill-${name}.json`), `${JSON.stringify({ name, at, figures }, null, 2)}\n`);
  const width = Math.max(...Object.keys(figures).map((key) => key.length));
  const lines = Object.entries(figures).map(([key, value]) => `  ${key.padEnd(width)}  ${value}`);
  console.log(`\nDrill "${name}" (${at}):\n${lines.join('\n')}\n`);
};
