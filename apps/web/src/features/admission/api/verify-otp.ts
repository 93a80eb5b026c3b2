import { useMutation } from '@tanstack/react-query';
import type { verifyOtp } from '@college/contracts/endpoints/admission';
import { admissionRoutes } from '@college/contracts/endpoints/admission-routes';
import { api } from '../../../lib/api-client';
import { codeWhileAway, untilConnected } from '../components/until-connected';

const postVerifyOtp = (input: { mobile: string; otp: string }) => api.call<typeof verifyOtp>(admissionRoutes.verifyOtp, { body: input });
// Pending until the site answers, as sending the code is.
export const useVerifyOtp = () =>
  useMutation({
    mutationFn: (input: { mobile: string; otp: string }) => untilConnected(() => postVerifyOtp(input), codeWhileAway('check')),
    networkMode: 'always',
  });
