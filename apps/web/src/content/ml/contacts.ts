import type { ImportantContact } from '../contacts';
import { overEach } from './over-each';

/** The roles of content/contacts.ts, in its order. */
export const roles: { role: string }[] = [
  { role: 'പ്രിൻസിപ്പൽ' },
  { role: 'വിഭാഗം മേധാവി, സിവിൽ' },
  { role: 'വിഭാഗം മേധാവി, മെക്കാനിക്കൽ' },
  { role: 'വിഭാഗം മേധാവി, ഇലക്ട്രിക്കൽ ആൻഡ് ഇലക്ട്രോണിക്സ്' },
  { role: 'വിഭാഗം മേധാവി, കമ്പ്യൂട്ടർ' },
  { role: 'വിഭാഗം മേധാവി, ഓട്ടോമൊബൈൽ' },
  { role: 'വിഭാഗം മേധാവി, ആർക്കിടെക്ചർ' },
  { role: 'വിഭാഗം മേധാവി, ജനറൽ/സയൻസ്' },
];

export const translate = (english: ImportantContact[]) => overEach(english, roles);
