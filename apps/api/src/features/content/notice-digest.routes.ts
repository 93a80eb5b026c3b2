import { Router } from 'express';
import { confirmDigest, subscribeDigest, unsubscribeDigest } from '@college/contracts/endpoints/notices';
import type { Mount } from '../../lib/mount';
import type { NoticeDigest } from './notice-digest';

/** The notices' email digest: asking for it, confirming it from the email, and ending it. */
export function noticeDigestRoutes(mount: Mount, deps: { digest: NoticeDigest }): Router {
  const router = Router();
  const { digest } = deps;
  mount(router, subscribeDigest, async ({ body, req }) => {
    await digest.subscribe(body.email, body.lang, req.ip ?? null);
    return { success: true as const, data: {}, message: 'Check your email: open the link in it to confirm' };
  });
  mount(router, confirmDigest, async ({ body }) => {
    await digest.confirm(body.token);
    return { success: true as const, data: {}, message: 'Confirmed: you will get an email when new notices are published' };
  });
  mount(router, unsubscribeDigest, async ({ body }) => {
    await digest.unsubscribe(body.token);
    return { success: true as const, data: {}, message: 'You will get no more emails about notices; your address is deleted' };
  });
  return router;
}
