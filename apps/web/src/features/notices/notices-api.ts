import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QueryOf } from '@college/contracts/endpoint';
import { listDocuments } from '@college/contracts/endpoints/college-documents';
import { listCommittees } from '@college/contracts/endpoints/committees';
import { listGallery } from '@college/contracts/endpoints/gallery';
import { confirmDigest, getNotice, listNotices, subscribeDigest, unsubscribeDigest } from '@college/contracts/endpoints/notices';
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

/** The college's events as a calendar to subscribe to, in a language. */
export const calendarUrl = (lang: 'en' | 'ml') => `/api/v1/events.ics?lang=${lang}`;
/** One event as a file to add to a calendar. */
export const eventFileUrl = (id: string, lang: 'en' | 'ml') => `/api/v1/notices/${encodeURIComponent(id)}/event.ics?lang=${lang}`;

/** The committees and officers, in a language. */
export const useCommittees = (lang: 'en' | 'ml') =>
  useQuery({
    queryKey: [listCommittees.method, listCommittees.path, lang],
    queryFn: ({ signal }) => api.call(listCommittees, { query: { lang }, signal }).then((r) => r.data),
    retry: false,
  });

/** Every version of the college's documents, in a language; with `q`, those matching it. */
export const useCollegeDocuments = (lang: 'en' | 'ml', q?: string) =>
  useQuery({
    queryKey: [listDocuments.method, listDocuments.path, lang, q ?? ''],
    queryFn: ({ signal }) => api.call(listDocuments, { query: { lang, ...(q ? { q } : {}) }, signal }).then((r) => r.data),
    retry: false,
    enabled: q !== '',
  });

/** The published albums with their photos, in a language. */
export const useGallery = (lang: 'en' | 'ml') =>
  useQuery({
    queryKey: [listGallery.method, listGallery.path, lang],
    queryFn: ({ signal }) => api.call(listGallery, { query: { lang }, signal }).then((r) => r.data),
    retry: false,
  });

/** Asks for the email digest of new notices (a confirmation link goes to the address first). */
export const subscribeToNotices = (email: string, lang: 'en' | 'ml') => api.call(subscribeDigest, { body: { email, lang } });

/** Confirms, or ends, a subscription with the token of the emailed link. */
export const answerDigestLink = (action: 'confirm' | 'unsubscribe', token: string) =>
  api.call(action === 'confirm' ? confirmDigest : unsubscribeDigest, { body: { token } });
