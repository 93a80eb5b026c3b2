import { Router } from 'express';
import {
  computeMeritList,
  downloadMeritList,
  getApplicantRank,
  getMerit,
  publishMeritList,
  getMeritRevision,
  setMeritFormula,
} from '@college/contracts/endpoints/merit';
import { sendFileAnswer } from '../../lib/file-answer';
import type { Mount } from '../../lib/mount';
import type { ApplicationService } from '../applications/applications.api';
import { principalOf } from '../sessions/sessions.api';
import { actorOf } from '../staff/staff.api';
import type { MeritService } from './merit.service';

/** The office's merit lists, and the applicant's rank once one is published. */
export function meritRoutes(mount: Mount, deps: { merit: MeritService; applications: ApplicationService }): Router {
  const router = Router();
  const { merit } = deps;

  mount(router, getMerit, async ({ params, req }) => ({ success: true as const, data: await merit.intake(actorOf(req), params.intake) }));

  mount(router, setMeritFormula, async ({ params, body, req }) => ({
    success: true as const,
    data: await merit.setFormula(actorOf(req), params.intake, body),
    message: 'Formula saved',
  }));

  mount(router, computeMeritList, async ({ params, req }) => ({
    success: true as const,
    data: await merit.compute(actorOf(req), params.intake),
    message: 'Provisional list made',
  }));

  mount(router, getMeritRevision, async ({ params, req }) => ({
    success: true as const,
    data: await merit.revision(actorOf(req), params.id),
  }));

  mount(router, publishMeritList, async ({ params, body, req }) => ({
    success: true as const,
    data: await merit.publish(actorOf(req), params.id, body),
    message: 'Merit list published',
  }));

  mount(router, downloadMeritList, async ({ params, query, req, res }) => {
    await sendFileAnswer(res, await merit.file(actorOf(req), params.id, query.format));
  });

  mount(router, getApplicantRank, async ({ params, req }) => {
    const application = await deps.applications.get(params.applicationId, principalOf(req).subject);
    return { success: true as const, data: await merit.rankOf(application) };
  });

  return router;
}
