import { useQuery } from '@tanstack/react-query';
import type { BodyOf } from '@college/contracts/endpoint';
import { deleteSavedView, listSavedViews, saveView } from '@college/contracts/endpoints/saved-views';
import { api } from '../../../lib/api-client';
import { useStaffWrite } from './staff-write';

const viewsKey = [listSavedViews.method, listSavedViews.path];

export const useSavedViews = () =>
  useQuery({ queryKey: viewsKey, queryFn: ({ signal }) => api.call(listSavedViews, { signal }).then((r) => r.data), retry: false });

export const useSaveView = () => useStaffWrite((body: BodyOf<typeof saveView>) => api.call(saveView, { body }), [viewsKey]);

export const useDeleteView = () => useStaffWrite((id: string) => api.call(deleteSavedView, { params: { id } }), [viewsKey]);
