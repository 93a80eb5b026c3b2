import { indiaTime } from '@college/contracts/rules/day';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { noticesRepository } from './notices.repository';

// Demo mode only: a few notices, as the content office would have published them, so the home
// page's What's New and /notices show what the college would see. Made up, and said to be.
const NOTICES = [
  {
    category: 'admission' as const,
    titleEn: 'Diploma admission 2026: apply online',
    bodyEn:
      'Applications for the three-year diploma programmes are open on this site. Verify your mobile number, fill in the seven steps and pay the application fee online.\n\nThis is a notice of the demo site.',
    titleMl: 'ഡിപ്ലോമ പ്രവേശനം 2026: ഓൺലൈനായി അപേക്ഷിക്കുക',
    bodyMl:
      'മൂന്നുവർഷ ഡിപ്ലോമ പ്രോഗ്രാമുകളിലേക്കുള്ള അപേക്ഷകൾ ഈ സൈറ്റിൽ സ്വീകരിക്കുന്നു. മൊബൈൽ നമ്പർ സ്ഥിരീകരിച്ച് ഏഴ് ഘട്ടങ്ങൾ പൂരിപ്പിച്ച് അപേക്ഷാ ഫീസ് ഓൺലൈനായി അടയ്ക്കുക.\n\nഇത് ഡെമോ സൈറ്റിലെ അറിയിപ്പാണ്.',
  },
  {
    category: 'examination' as const,
    titleEn: 'Supplementary examinations: timetable published',
    bodyEn:
      'The timetable of the supplementary examinations is on the notice board and with the department offices.\n\nThis is a notice of the demo site.',
    titleMl: 'സപ്ലിമെന്ററി പരീക്ഷകൾ: ടൈംടേബിൾ പ്രസിദ്ധീകരിച്ചു',
    bodyMl: 'സപ്ലിമെന്ററി പരീക്ഷകളുടെ ടൈംടേബിൾ നോട്ടീസ് ബോർഡിലും വകുപ്പ് ഓഫീസുകളിലും ലഭ്യമാണ്.\n\nഇത് ഡെമോ സൈറ്റിലെ അറിയിപ്പാണ്.',
  },
];

/**
 * The college's news: the five achievements the home page was built with, as news items the content
 * office keeps from now on (published on the day each happened).
 */
const NEWS = [
  {
    on: '2025-11-14',
    titleEn: 'State-level technical fest: first prize for the Computer Engineering IoT project',
    titleMl: 'സംസ്ഥാനതല ടെക്നിക്കൽ ഫെസ്റ്റ്: കമ്പ്യൂട്ടർ എഞ്ചിനീയറിംഗിന്റെ IoT പ്രോജക്ടിന് ഒന്നാം സമ്മാനം',
  },
  {
    on: '2025-09-02',
    titleEn: 'Electrical and Electronics students commission a 10 kW rooftop solar plant on campus',
    titleMl: 'ഇലക്ട്രിക്കൽ ആൻഡ് ഇലക്ട്രോണിക്സ് വിദ്യാർത്ഥികൾ കാമ്പസിൽ 10 kW മേൽക്കൂര സൗരോർജ്ജ നിലയം സ്ഥാപിച്ചു',
  },
  { on: '2025-07-20', titleEn: '92% placement for the 2025 diploma batch', titleMl: '2025 ഡിപ്ലോമ ബാച്ചിന് 92% പ്ലേസ്മെന്റ്' },
  {
    on: '2025-03-08',
    titleEn: 'Civil Engineering survey camp maps the Thrithala heritage precinct',
    titleMl: 'സിവിൽ എഞ്ചിനീയറിംഗ് സർവേ ക്യാമ്പ് തൃത്താലയിലെ പൈതൃക മേഖലയുടെ ഭൂപടം തയ്യാറാക്കി',
  },
  {
    on: '2024-12-12',
    titleEn: 'NSS unit wins the district award for flood-relief volunteering',
    titleMl: 'പ്രളയ ദുരിതാശ്വാസ സന്നദ്ധ സേവനത്തിന് NSS യൂണിറ്റിന് ജില്ലാ പുരസ്കാരം',
  },
].map(({ on, titleEn, titleMl }) => ({
  category: 'news' as const,
  titleEn,
  titleMl,
  bodyEn: titleEn,
  bodyMl: titleMl,
  publishAt: indiaTime(on, '10:00'),
}));

/** A demo event a week after the demo starts, 10 am to 1 pm in India. */
const openDay = (now: Date) => {
  const day = new Date(now.getTime() + 7 * 86_400_000).toISOString().slice(0, 10);
  return {
    category: 'event' as const,
    titleEn: 'Open day for applicants and parents',
    bodyEn:
      'See the workshops and laboratories, meet the heads of section and ask about the programmes, the fees and the admission.\n\nThis is a notice of the demo site.',
    titleMl: 'അപേക്ഷകർക്കും രക്ഷിതാക്കൾക്കുമായി ഓപ്പൺ ഡേ',
    bodyMl:
      'വർക്ക്ഷോപ്പുകളും ലബോറട്ടറികളും കാണാം, വിഭാഗം മേധാവികളെ കാണാം, പ്രോഗ്രാമുകൾ, ഫീസ്, പ്രവേശനം എന്നിവയെക്കുറിച്ച് ചോദിക്കാം.\n\nഇത് ഡെമോ സൈറ്റിലെ അറിയിപ്പാണ്.',
    startsAt: indiaTime(day, '10:00'),
    endsAt: indiaTime(day, '13:00'),
    placeEn: 'College auditorium, Thrithala',
    placeMl: 'കോളേജ് ഓഡിറ്റോറിയം, തൃത്താല',
  };
};

/** Publishes the demo notices when there are none yet; answers how many were added. */
export async function seedDemoNotices(db: Database, clock: Clock, by: string): Promise<number> {
  const repo = noticesRepository(db);
  if (await repo.any()) return 0;
  const now = clock.now();
  const all = [...NOTICES, openDay(now), ...NEWS];
  for (const n of all) {
    await repo.insert({
      publishAt: now,
      ...n,
      englishChangedAt: now,
      malayalamChangedAt: now,
      status: 'published',
      createdBy: by,
      updatedBy: by,
      createdAt: now,
      updatedAt: now,
    });
  }
  return all.length;
}
