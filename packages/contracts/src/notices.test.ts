import { describe, expect, it } from 'vitest';
import { COLLEGE_IDENTITY } from './college';
import { PRIVACY_NOTICE, TERMS_OF_SERVICE } from './notices';

const textOf = (n: typeof PRIVACY_NOTICE) =>
  [n.intro, ...n.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.items ?? [])])].join('\n');

describe('the privacy notice and the terms', () => {
  it('when published, then each has a version and a real effective day', () => {
    for (const n of [PRIVACY_NOTICE, TERMS_OF_SERVICE]) {
      expect(n.version).toBeGreaterThanOrEqual(1);
      expect(Number.isNaN(Date.parse(`${n.effectiveOn}T00:00:00Z`))).toBe(false);
    }
  });

  it('when read, then the notice itemises the data, the purposes, the processors, how long, the rights, the grievance contact and the Board', () => {
    const text = textOf(PRIVACY_NOTICE);
    const headings = PRIVACY_NOTICE.sections.map((s) => s.heading);
    expect(headings).toEqual(
      expect.arrayContaining(['What we collect', 'Why we use it', 'Who handles it for us', 'How long we keep it', 'Your rights']),
    );
    for (const processor of ['SMS provider', 'Razorpay', 'email provider']) expect(text).toContain(processor);
    expect(text).toContain(COLLEGE_IDENTITY.grievanceOfficer.email);
    expect(text).toContain('withdraw your consent');
    expect(text).toContain('within 90 days');
    expect(text).toContain('Data Protection Board of India');
    expect(text).toContain('under 18');
  });

  it('when read, then it says what the email updates keep and when they go, and how a photo of a student is taken down', () => {
    const text = textOf(PRIVACY_NOTICE);
    expect(text).toContain('your email address and the language you chose, nothing else');
    expect(text).toContain('deleted when you stop them');
    expect(text).toContain('deleted after a week');
    expect(text).toContain('its location, the camera’s details');
    expect(text).toContain('want a photo of you taken down');
  });
});
