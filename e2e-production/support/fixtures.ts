import { test as base } from '@playwright/test';
import { bringUp, type Deployment, tearDown } from './deployment.ts';

/**
 * `deployment`: the real deployment of support/deployment.ts, brought up once for the worker (one worker:
 * once for the run, and again only after a failed test ends its worker) and torn down at the end. A test
 * that fails gets the end of every process's log and nginx's error log, printed and attached.
 */
export const test = base.extend<{ deployment: Deployment }, { workerDeployment: Deployment }>({
  workerDeployment: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const deployment = await bringUp();
      try {
        await use(deployment);
      } finally {
        await tearDown(deployment);
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  deployment: async ({ workerDeployment }, use, testInfo) => {
    await use(workerDeployment);
    if (testInfo.status !== testInfo.expectedStatus) {
      const logs = workerDeployment.logs();
      console.log(`\nLogs of the deployment (full logs in .data/reports/production/):\n${logs}`);
      await testInfo.attach('deployment logs', { body: logs, contentType: 'text/plain' });
    }
  },
});

export { expect } from '@playwright/test';
