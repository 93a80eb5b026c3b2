import { useQuery } from '@tanstack/react-query';
import { getSiteTexts, saveBanner, saveContacts, saveHeadline } from '@college/contracts/endpoints/site-texts';
import type { Banner, Contact, Headline } from '@college/contracts/entities/site-text';
import { api } from '../../../lib/api-client';
import { useStaffWrite } from './staff-write';

const textsKey = [getSiteTexts.method, getSiteTexts.path];

/** The headline, banner and phone numbers as saved (null: as the site was built). */
export const useSiteTexts = () =>
  useQuery({
    queryKey: textsKey,
    queryFn: ({ signal }) => api.call(getSiteTexts, { signal }).then((r) => r.data),
    retry: false,
  });

export const useSaveHeadline = () => useStaffWrite((body: Headline) => api.call(saveHeadline, { body }), [textsKey]);
export const useSaveBanner = () => useStaffWrite((body: Banner) => api.call(saveBanner, { body }), [textsKey]);
export const useSaveContacts = () => useStaffWrite((contacts: Contact[]) => api.call(saveContacts, { body: { contacts } }), [textsKey]);
