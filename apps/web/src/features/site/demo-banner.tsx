import { useHealth } from './api/get-health';

/** Tells visitors when the site runs in demo mode, where codes and payments are simulated. */
export function DemoBanner() {
  const { data } = useHealth();
  if (data?.data.mode !== 'demo') return null;
  return (
    <p className="demo-banner" role="note">
      Demo site: one-time codes and fee payments are simulated. Do not enter real personal details.
    </p>
  );
}
