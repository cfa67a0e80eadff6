import fs from 'node:fs';
import { reportDir } from './places.ts';

/** Clears the logs of an earlier run, so that .data/reports/production holds this run's only. */
export default function globalSetup() {
  fs.rmSync(reportDir, { recursive: true, force: true });
  fs.mkdirSync(reportDir, { recursive: true });
}
