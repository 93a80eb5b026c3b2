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
    startsAt: new Date(`${day}T10:00:00+05:30`),
    endsAt: new Date(`${day}T13:00:00+05:30`),
    placeEn: 'College auditorium, Thrithala',
    placeMl: 'കോളേജ് ഓഡിറ്റോറിയം, തൃത്താല',
  };
};

/** Publishes the demo notices when there are none yet; answers how many were added. */
export async function seedDemoNotices(db: Database, clock: Clock, by: string): Promise<number> {
  const repo = noticesRepository(db);
  if (await repo.any()) return 0;
  const now = clock.now();
  const all = [...NOTICES, openDay(now)];
  for (const n of all) {
    await repo.insert({
      ...n,
      englishChangedAt: now,
      malayalamChangedAt: now,
      status: 'published',
      publishAt: now,
      createdBy: by,
      updatedBy: by,
      createdAt: now,
      updatedAt: now,
    });
  }
  return all.length;
}
