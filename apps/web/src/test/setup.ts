import { notifications } from '@mantine/notifications';
import { configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Two workers share two cores with the rest of the suite: a render that takes 300 ms alone can take well
// over a second then. `findBy` and `waitFor` give up after 1 s by default, which failed tests for being
// slow, not wrong; what they wait for still has to happen.
configure({ asyncUtilTimeout: 5_000 });

// Files share their worker's modules (vitest.config.ts), so Mantine's notifications store outlives a test.
// A toast left in it keeps its id, and Mantine will not show a second toast under an id it holds: a later
// file's 'hidden, Undo' toast for the same made-up match never appeared. Each test starts with none.
afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});
