import type { Request } from 'express';
import { preferredLanguage, type Language } from '@college/contracts/languages';

/** The language of the page a request came from: the site sends Accept-Language with its own. */
export const requestLanguage = (req: Request): Language => preferredLanguage(req.get('accept-language'));
