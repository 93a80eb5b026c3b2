import { LineIcon } from './line-icon';

// Line icons for the programmes, drawn as SVG: emoji show as empty boxes on phones without an
// emoji font, and differ from phone to phone.

export type ProgrammeIconName = 'civil' | 'mechanical' | 'electrical' | 'plug' | 'computer' | 'automobile' | 'architecture' | 'management';

const PATHS: Record<ProgrammeIconName, string[]> = {
  // A building under a crane.
  civil: ['M3 21h18', 'M5 21V11h6v10', 'M13 21V7h6v14', 'M7 14h2M7 17h2M15 10h2M15 13h2M15 16h2', 'M4 8l8-5 8 5'],
  // A gear.
  mechanical: [
    'M12 15.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z',
    'M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z',
  ],
  // A lightning bolt.
  electrical: ['M13 2 4 14h7l-1 8 9-12h-7z'],
  // A plug.
  plug: ['M9 2v6M15 2v6', 'M6 8h12v3a6 6 0 0 1-12 0z', 'M12 17v5'],
  // A monitor.
  computer: ['M3 4h18v12H3z', 'M8 20h8M12 16v4'],
  // A car.
  automobile: ['M5 17h14v-5l-2-5H7l-2 5z', 'M5 12h14', 'M7.5 17v2M16.5 17v2', 'M8 14.5h.01M16 14.5h.01'],
  // A set square and pencil.
  architecture: ['M3 21 21 3v18z', 'M9 21v-6h6', 'M14 10l-2 2'],
  // A bar chart.
  management: ['M4 20V10M10 20V4M16 20v-7M22 20H2'],
};

export function ProgrammeIcon({ name }: { name: ProgrammeIconName }) {
  return <LineIcon paths={PATHS[name]} size={32} />;
}
