import { useMutation } from '@tanstack/react-query';
import type { sendOtp } from '@college/contracts/endpoints/admission';
import { admissionRoutes } from '@college/contracts/endpoints/admission-routes';
import { api } from '../../../lib/api-client';
import { codeWhileAway, untilConnected } from '../components/until-connected';

const postSendOtp = (mobile: string, signal: AbortSignal) =>
  api.call<typeof sendOtp>(admissionRoutes.sendOtp, { body: { mobile }, signal });
// Pending until the site answers: a dropped connection keeps the button working, not ready again.
export const useSendOtp = () =>
  useMutation({
    mutationFn: (mobile: string) => untilConnected((signal) => postSendOtp(mobile, signal), codeWhileAway('send')),
    networkMode: 'always',
  });
