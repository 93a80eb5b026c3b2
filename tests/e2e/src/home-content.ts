import { apiSession } from './api-session';
import { DEMO_PASSWORD } from './office-flow';

/**
 * Fills the home page as the office would in admission season, through the office's API: notices
 * up to ten (What's New shows the latest five) and an admission banner. The Lighthouse and
 * first-load gates measure the home page with them, not an empty one.
 */
export async function seedHomeContent(baseUrl: string): Promise<void> {
  const call = apiSession(baseUrl);
  await call('POST', '/api/v1/auth/staff/sign-in', { email: 'admin@college.example', password: DEMO_PASSWORD });
  const listed = await call('GET', '/api/v1/notices?lang=en&view=current&page=1');
  for (let n = listed.total ?? 0; n < 10; n += 1) {
    const made = await call('POST', '/api/v1/staff/notices', {
      category: 'academic',
      titleEn: `Class timetable for semester ${n + 1} published`,
      bodyEn: 'The timetable is on the notice board and with the department offices.',
      titleMl: `സെമസ്റ്റർ ${n + 1} ക്ലാസ് ടൈംടേബിൾ പ്രസിദ്ധീകരിച്ചു`,
      bodyMl: 'ടൈംടേബിൾ നോട്ടീസ് ബോർഡിലും വകുപ്പ് ഓഫീസുകളിലും ലഭ്യമാണ്.',
    });
    await call('POST', `/api/v1/staff/notices/${made.data?.id ?? ''}/status`, { to: 'published', version: 1 });
  }
  await call('PUT', '/api/v1/staff/site-texts/banner', {
    textEn: 'Diploma applications close on 30 June: apply now',
    textMl: 'ഡിപ്ലോമ അപേക്ഷ ജൂൺ 30-ന് അവസാനിക്കും: ഇപ്പോൾ അപേക്ഷിക്കുക',
    link: '/admission',
    until: '',
  });
}
