import { configure } from '@testing-library/react';

// Two workers share two cores with the rest of the suite: a render that takes 300 ms alone can take well
// over a second then. `findBy` and `waitFor` give up after 1 s by default, which failed tests for being
// slow, not wrong; what they wait for still has to happen.
configure({ asyncUtilTimeout: 5_000 });
