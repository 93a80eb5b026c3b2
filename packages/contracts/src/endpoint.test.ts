import { describe, expect, it } from 'vitest';
import { buildPath } from './endpoint';
import { getApplication } from './endpoints/admission';

describe('endpoint paths', () => {
  it('when building a path, then parameters are filled and encoded', () => {
    expect(buildPath(getApplication.path, { applicationId: 'APP2026000001' })).toBe('/api/v1/admission/application/APP2026000001');
    expect(buildPath('/api/x/:id', { id: 'a/b c' })).toBe('/api/x/a%2Fb%20c');
  });
});
