import { useMutation } from '@tanstack/react-query';
import type { verifyOtp } from '@college/contracts/endpoints/admission';
import { admissionRoutes } from '@college/contracts/endpoints/admission-routes';
import { api } from '../../../lib/api-client';

const postVerifyOtp = (input: { mobile: string; otp: string }) => api.call<typeof verifyOtp>(admissionRoutes.verifyOtp, { body: input });
export const useVerifyOtp = () => useMutation({ mutationFn: postVerifyOtp });
