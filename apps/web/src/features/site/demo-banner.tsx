import { useQuery } from '@tanstack/react-query';

/**
 * Tells visitors when the site runs in demo mode, where codes and payments are simulated. The
 * check is loaded after the page, so the first load carries no API client.
 */
export function DemoBanner() {
  const { data } = useQuery({
    queryKey: ['site-mode'],
    queryFn: async ({ signal }) => (await import('./api/get-health')).getHealth(signal),
    staleTime: Infinity,
    retry: false,
  });
  if (data?.data.mode !== 'demo') return null;
  return (
    <p className="demo-banner" role="note">
      Demo site: one-time codes and fee payments are simulated. Do not enter real personal details.
    </p>
  );
}
