import { useMutation } from '@tanstack/react-query';
import type { verifyOtp } from '@college/contracts/endpoints/admission';
import { admissionRoutes } from '@college/contracts/endpoints/admission-routes';
import { api } from '../../../lib/api-client';
import { codeWhileAway, untilConnected } from '../components/until-connected';
import { newCheckKey } from './check-key';

type CheckInput = { mobile: string; otp: string; checkKey: string };
const postVerifyOtp = (input: CheckInput, signal: AbortSignal) =>
  api.call<typeof verifyOtp>(admissionRoutes.verifyOtp, { body: input, signal });

// Pending until the site answers, as sending the code is. Every retry of one check carries the same
// key: if the code was accepted but the answer lost, the retry signs in instead of finding it used.
export const useVerifyOtp = () =>
  useMutation({
    mutationFn: (input: { mobile: string; otp: string }) => {
      const body = { ...input, checkKey: newCheckKey() };
      return untilConnected((signal) => postVerifyOtp(body, signal), codeWhileAway('check'));
    },
    networkMode: 'always',
  });
