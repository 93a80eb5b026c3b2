import { Router } from 'express';
import {
  downloadRound,
  getAllotment,
  getApplicantResult,
  getApplicationAllotment,
  getRound,
  getSpotRegistrations,
  makeChoice,
  payAdmissionFee,
  registerSpot,
  unregisterSpot,
  reviseOptions,
  overrideSeat,
  publishRound,
  publishSeatMatrix,
  runRound,
  saveSeatMatrix,
} from '@college/contracts/endpoints/allotment';
import { sendFileAnswer } from '../../lib/file-answer';
import type { Mount } from '../../lib/mount';
import { actorOf } from '../staff/staff.api';
import type { ApplicationService } from '../applications/applications.api';
import { principalOf } from '../sessions/sessions.api';
import type { AllotmentService } from './allotment.service';
import type { AllotmentChoices } from './choices';
import type { SpotAdmission } from './spot';
import type { AdmissionFeeOrders } from '../payments/payments.api';

/** The office's seat matrix and allotment rounds, each applicant's result with its reason, and the applicant's choice on it. */
export function allotmentRoutes(
  mount: Mount,
  deps: {
    allotment: AllotmentService;
    choices: AllotmentChoices;
    applications: ApplicationService;
    orders: AdmissionFeeOrders;
    spot: SpotAdmission;
  },
): Router {
  const router = Router();
  const { allotment } = deps;

  mount(router, getAllotment, async ({ params, req }) => ({
    success: true as const,
    data: await allotment.intake(actorOf(req), params.intake),
  }));

  mount(router, saveSeatMatrix, async ({ params, body, req }) => ({
    success: true as const,
    data: await allotment.saveMatrix(actorOf(req), params.intake, body),
    message: 'Seat matrix saved',
  }));

  mount(router, publishSeatMatrix, async ({ params, req }) => ({
    success: true as const,
    data: await allotment.publishMatrix(actorOf(req), params.intake),
    message: 'Seat matrix published',
  }));

  mount(router, runRound, async ({ params, body, req }) => ({
    success: true as const,
    data: await allotment.run(actorOf(req), params.intake, body),
    message: 'Preview ready',
  }));

  mount(router, getRound, async ({ params, req }) => ({ success: true as const, data: await allotment.round(actorOf(req), params.id) }));

  mount(router, overrideSeat, async ({ params, body, req }) => ({
    success: true as const,
    data: await allotment.override(actorOf(req), params.id, body),
    message: 'Seat set by the office',
  }));

  mount(router, publishRound, async ({ params, body, req }) => ({
    success: true as const,
    data: await allotment.publish(actorOf(req), params.id, body),
    message: 'Round published',
  }));

  mount(router, downloadRound, async ({ params, query, req, res }) => {
    await sendFileAnswer(res, await allotment.file(actorOf(req), params.id, query.format));
  });

  mount(router, getApplicationAllotment, async ({ params, req }) => ({
    success: true as const,
    data: await allotment.forApplication(actorOf(req), params.id),
  }));

  // The applicant's own: the application is read as theirs (by the verified mobile) or not at all.
  mount(router, getApplicantResult, async ({ params, req }) => {
    const application = await deps.applications.get(params.applicationId, principalOf(req).subject);
    return { success: true as const, data: await deps.choices.result(application) };
  });

  mount(router, makeChoice, async ({ params, body, req }) => {
    const application = await deps.applications.get(params.applicationId, principalOf(req).subject);
    return { success: true as const, data: await deps.choices.choose(application, body) };
  });

  mount(router, getSpotRegistrations, async ({ params, req }) => ({
    success: true as const,
    data: await deps.spot.list(actorOf(req), params.intake),
  }));

  mount(router, registerSpot, async ({ params, body, req }) => ({
    success: true as const,
    data: await deps.spot.register(actorOf(req), params.intake, body.applicationId),
    message: 'Registered for the spot admission',
  }));

  mount(router, unregisterSpot, async ({ params, req }) => ({
    success: true as const,
    data: await deps.spot.unregister(actorOf(req), params.intake, params.applicationId),
    message: 'Spot registration taken back',
  }));

  // The amount is the server's: what the seat's fee leaves due after what was paid.
  mount(router, payAdmissionFee, async ({ params, req }) => {
    const mobile = principalOf(req).subject;
    const application = await deps.applications.get(params.applicationId, mobile);
    const duePaise = await deps.choices.feeDue(application);
    return { success: true as const, data: await deps.orders.create(application.applicationId, mobile, duePaise) };
  });

  mount(router, reviseOptions, async ({ params, body, req }) => {
    const application = await deps.applications.get(params.applicationId, principalOf(req).subject);
    return { success: true as const, data: await deps.choices.revise(application, body) };
  });

  return router;
}
