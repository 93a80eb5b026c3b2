import { useMutation } from '@tanstack/react-query';
import { verifyOtp } from '@college/contracts/endpoints/admission';
import { api } from '../../../lib/api-client';

const postVerifyOtp = (input: { mobile: string; otp: string }) => api.call(verifyOtp, { body: input });
export const useVerifyOtp = () => useMutation({ mutationFn: postVerifyOtp });
