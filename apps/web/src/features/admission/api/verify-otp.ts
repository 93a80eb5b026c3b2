import { useMutation } from '@tanstack/react-query';
import type { verifyOtp } from '@college/contracts/endpoints/admission';
import { admissionRoutes } from '@college/contracts/endpoints/admission-routes';
import { api } from '../../../lib/api-client';
import { codeWhileAway, untilConnected } from '../components/until-connected';

type CheckInput = { mobile: string; otp: string; checkKey: string };
const postVerifyOtp = (input: CheckInput) => api.call<typeof verifyOtp>(admissionRoutes.verifyOtp, { body: input });

/** 32 random hex letters (getRandomValues works on plain http too, unlike randomUUID). */
function newCheckKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

// Pending until the site answers, as sending the code is. Every retry of one check carries the same
// key: if the code was accepted but the answer lost, the retry signs in instead of finding it used.
export const useVerifyOtp = () =>
  useMutation({
    mutationFn: (input: { mobile: string; otp: string }) => {
      const body = { ...input, checkKey: newCheckKey() };
      return untilConnected(() => postVerifyOtp(body), codeWhileAway('check'));
    },
    networkMode: 'always',
  });
