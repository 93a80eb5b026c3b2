import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * Every staff write is a mutation: the page reads `isPending` instead of keeping a busy flag, and
 * the lists it changes are refetched once it succeeds.
 */
export function useStaffWrite<Vars, Result>(write: (vars: Vars) => Promise<Result>, invalidates: readonly QueryKey[] = []) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async () => {
      await Promise.all(invalidates.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}
