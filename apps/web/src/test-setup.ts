import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library cleans up by itself only with vitest globals; these tests import what they use.
afterEach(() => {
  cleanup();
});
