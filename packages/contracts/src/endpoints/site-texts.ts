import { endpoint } from '../endpoint';
import { z } from '../zod';
import { ok } from '../envelope';
import { bannerSchema, contactsSchema, headlineSchema, siteTextsSchema } from '../entities/site-text';
import { CONTENT_ROLES } from '../roles';

export const getSiteTexts = endpoint({
  method: 'GET',
  path: '/api/v1/staff/site-texts',
  access: 'staff',
  roles: CONTENT_ROLES,
  summary: 'The home page headline, the admission banner and the important phone numbers as the office saved them (null: as built)',
  response: ok(siteTextsSchema),
});

export const saveHeadline = endpoint({
  method: 'PUT',
  path: '/api/v1/staff/site-texts/headline',
  access: 'staff',
  roles: CONTENT_ROLES,
  summary: 'Change the home page headline and the line under it, in English and Malayalam; on the page within seconds, audited',
  body: headlineSchema,
  response: ok(siteTextsSchema),
});

export const saveBanner = endpoint({
  method: 'PUT',
  path: '/api/v1/staff/site-texts/banner',
  access: 'staff',
  roles: CONTENT_ROLES,
  summary: 'Put up, change or take down (empty text) the admission banner of the home page, with its link and last day; audited',
  body: bannerSchema,
  response: ok(siteTextsSchema),
});

export const saveContacts = endpoint({
  method: 'PUT',
  path: '/api/v1/staff/site-texts/contacts',
  access: 'staff',
  roles: CONTENT_ROLES,
  summary: 'Change the important phone numbers of the contact page; audited',
  body: contactsSchema,
  response: ok(siteTextsSchema),
});

/** The places of the public pages the server fills as it sends them, by their element's id. */
export const PAGE_SLOTS = ['whats-new', 'college-news', 'home-headline', 'admission-banner', 'important-contacts'] as const;
export type PageSlot = (typeof PAGE_SLOTS)[number];

export const getPageSlot = endpoint({
  method: 'GET',
  // Asked by the pages' places with a plain fetch (apps/web components/ui/served-slot-markup.ts).
  path: '/api/v1/page-slots/:slot',
  access: 'public',
  summary:
    "A place of a public page as the server fills it when it sends the page (What's New, the news, the headline, the admission banner, the phone numbers), for a page reached inside the app; markup null: as the site was built",
  params: z.object({ slot: z.enum(PAGE_SLOTS, { error: 'No such place on the pages' }) }),
  query: z.object({ lang: z.enum(['en', 'ml'], { error: 'Language is en or ml' }).default('en') }),
  response: ok(z.object({ markup: z.string().nullable() })),
});
