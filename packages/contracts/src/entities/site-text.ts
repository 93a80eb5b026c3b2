// The few words of the site the content office changes without a release: the home page's headline
// and the line under it, an admission banner with its last day, and the important phone numbers of
// the contact page. Until the office saves one, the page shows what it was built with.
import { z } from '../zod';
import { isRealDay } from '../rules/day';
import { optionalText, requiredText, text } from '../rules/text';

export const headlineSchema = z.object({
  titleEn: requiredText('Enter the headline in English', 120),
  titleMl: optionalText(120),
  leadEn: requiredText('Enter the line under the headline in English', 300),
  leadMl: optionalText(300),
});
export type Headline = z.output<typeof headlineSchema>;

export const bannerSchema = z.object({
  /** Empty: no banner. */
  textEn: optionalText(200),
  textMl: optionalText(200),
  /** A page of this site the banner leads to, like /admission; empty for none. */
  link: text()
    .trim()
    .max(200, 'Must be at most 200 characters')
    .refine((v) => v === '' || /^\/(?![/\\])[^\s]*$/.test(v), 'Enter a page of this site, starting with /, like /admission')
    .default(''),
  /** The last day it shows (India); empty for until it is taken down. */
  until: text()
    .trim()
    .refine((v) => v === '' || isRealDay(v), 'Enter the last day as yyyy-mm-dd')
    .default(''),
});
export type Banner = z.output<typeof bannerSchema>;

const phone = (message: string) =>
  text({ error: message })
    .trim()
    .regex(/^\+?[0-9][0-9 -]{5,18}[0-9]$/, message);

const contactSchema = z.object({
  roleEn: requiredText('Enter the role, like Principal', 100),
  roleMl: optionalText(100),
  name: requiredText('Enter the name', 100),
  official: phone('Enter the office number in digits, like 0466 2270 100'),
  personal: phone('Enter the mobile number in digits, like 94470 20000'),
});
export type Contact = z.output<typeof contactSchema>;

export const contactsSchema = z.object({
  contacts: z.array(contactSchema).min(1, 'Keep at least one contact').max(20, 'At most 20 contacts'),
});

/** What the office has saved; null where the page still shows what it was built with. */
export const siteTextsSchema = z.object({
  headline: headlineSchema.nullable(),
  banner: bannerSchema.nullable(),
  contacts: z.array(contactSchema).nullable(),
});
