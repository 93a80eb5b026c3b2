import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BodyOf } from '@college/contracts/endpoint';
import { createNotice, listStaffNotices, moveNotice, updateNotice } from '@college/contracts/endpoints/notices';
import { api } from '../../../lib/api-client';
import { useStaffWrite } from './staff-write';

const noticesKey = [listStaffNotices.method, listStaffNotices.path];

export const useStaffNotices = (page: number) =>
  useQuery({
    queryKey: [...noticesKey, page],
    queryFn: ({ signal }) => api.call(listStaffNotices, { query: { page }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useSaveNotice = () =>
  useStaffWrite(
    ({ id, body }: { id: string | null; body: BodyOf<typeof createNotice> }) =>
      id ? api.call(updateNotice, { params: { id }, body }) : api.call(createNotice, { body }),
    [noticesKey],
  );

export const useMoveNotice = () =>
  useStaffWrite(
    ({ id, body }: { id: string; body: BodyOf<typeof moveNotice> }) => api.call(moveNotice, { params: { id }, body }),
    [noticesKey],
  );
