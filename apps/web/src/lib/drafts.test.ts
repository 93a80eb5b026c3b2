import { afterEach, describe, expect, it } from 'vitest';
import { clearAllDrafts, clearDraft, draftKey, readDraft, writeDraft } from './drafts';

afterEach(() => window.localStorage.clear());

describe('drafts', () => {
  it('when a step is typed in, then it is kept per application and step, until cleared', () => {
    const key = draftKey('APP2026000001', 'personal');
    writeDraft(key, { fullName: 'Anu' });
    writeDraft(draftKey('APP2026000002', 'personal'), { fullName: 'Other' });
    expect(readDraft(key)).toEqual({ fullName: 'Anu' });
    clearDraft(key);
    expect(readDraft(key)).toBeNull();
    expect(readDraft(draftKey('APP2026000002', 'personal'))).toEqual({ fullName: 'Other' });
  });

  it('when signing out, then every draft goes and nothing else does; a damaged draft reads as none', () => {
    writeDraft(draftKey('APP2026000001', 'address'), { street: 'x' });
    window.localStorage.setItem('other', 'kept');
    window.localStorage.setItem(draftKey('APP2026000003', 'personal'), '{not json');
    expect(readDraft(draftKey('APP2026000003', 'personal'))).toBeNull();
    clearAllDrafts();
    expect(window.localStorage.getItem('other')).toBe('kept');
    expect(window.localStorage.length).toBe(1);
  });
});
