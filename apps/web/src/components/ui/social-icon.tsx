import { LineIcon } from './line-icon';

// The social networks' marks, simplified to lines: drawn as SVG so every phone shows them.

export type SocialNetwork = 'facebook' | 'instagram' | 'youtube';

const PATHS: Record<SocialNetwork, string[]> = {
  facebook: ['M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z'],
  instagram: [
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4z',
    'M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
    'M17.5 6.5h.01',
  ],
  youtube: [
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8z',
    'M10 15l5-3-5-3z',
  ],
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return <LineIcon paths={PATHS[network]} size={22} />;
}
