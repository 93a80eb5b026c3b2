import { i18n } from '@lingui/core';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Tests read English: outside production the messages compile from the source text.
i18n.activate('en');

// Testing Library cleans up by itself only with vitest globals; these tests import what they use.
afterEach(() => {
  cleanup();
});
