import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QueryOf } from '@college/contracts/endpoint';
import { getNotice, listNotices } from '@college/contracts/endpoints/notices';
import { api } from '../../lib/api-client';

export type NoticesQuery = QueryOf<typeof listNotices>;

export const useNotices = (query: NoticesQuery) =>
  useQuery({
    queryKey: [listNotices.method, listNotices.path, query],
    queryFn: ({ signal }) => api.call(listNotices, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useNotice = (id: string, lang: 'en' | 'ml') =>
  useQuery({
    queryKey: [getNotice.method, getNotice.path, id, lang],
    queryFn: ({ signal }) => api.call(getNotice, { params: { id }, query: { lang }, signal }).then((r) => r.data),
    retry: false,
  });

/** The feed of the notices in a language (and a category), for feed readers. */
export const feedUrl = (lang: 'en' | 'ml', category?: string) =>
  `/api/v1/notices/feed.xml?lang=${lang}${category ? `&category=${encodeURIComponent(category)}` : ''}`;
