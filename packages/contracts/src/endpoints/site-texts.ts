import { endpoint } from '../endpoint';
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
