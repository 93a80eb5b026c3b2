import { i18n } from '@lingui/core';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Tests read English: outside production the messages compile from the source text, so English
// starts with no catalog of its own (activate() alone would warn that none is loaded).
i18n.loadAndActivate({ locale: 'en', messages: {} });

// Testing Library cleans up by itself only with vitest globals; these tests import what they use.
afterEach(() => {
  cleanup();
});
