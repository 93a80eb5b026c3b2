import { afterEach, describe, expect, it } from 'vitest';
import { forgetOfficeMember, noteOfficeMember, rememberOfficePlace, takeOfficePlace } from './session-notice';

const at = (address: string) => window.history.replaceState(null, '', address);

afterEach(() => {
  window.sessionStorage.clear();
  at('/');
});

describe('the office place a lapsed session leaves', () => {
  it('when the same member signs in again, then they go back to it, once', () => {
    noteOfficeMember('member-a');
    at('/staff/notices?edit=new');
    rememberOfficePlace();
    expect(takeOfficePlace('member-a')).toBe('/staff/notices?edit=new');
    expect(takeOfficePlace('member-a')).toBeNull();
  });

  it('when a different member signs in on the tab, then the place is dropped and they start at their own first page', () => {
    noteOfficeMember('member-a');
    at('/staff/applications?q=anu');
    rememberOfficePlace();
    expect(takeOfficePlace('member-b')).toBeNull();
    expect(takeOfficePlace('member-a')).toBeNull();
  });

  it('when an office link is followed signed out, then whoever signs in goes to it', () => {
    at('/staff/documents');
    rememberOfficePlace();
    expect(takeOfficePlace('member-b')).toBe('/staff/documents');
  });

  it('when a member signed out and a link into the office is then followed, then whoever signs in goes to it', () => {
    noteOfficeMember('member-a');
    forgetOfficeMember();
    at('/staff/applications?q=anu');
    rememberOfficePlace();
    expect(takeOfficePlace('member-b')).toBe('/staff/applications?q=anu');
  });

  it('when the place is outside the office or damaged, then there is none', () => {
    at('/admission');
    rememberOfficePlace();
    expect(takeOfficePlace('member-a')).toBeNull();
    window.sessionStorage.setItem('office-place', '{not json');
    expect(takeOfficePlace('member-a')).toBeNull();
    window.sessionStorage.setItem('office-place', JSON.stringify({ place: '//elsewhere.example/staff/x', member: null }));
    expect(takeOfficePlace('member-a')).toBeNull();
  });
});
