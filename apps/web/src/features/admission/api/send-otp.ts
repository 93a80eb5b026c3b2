import { useMutation } from '@tanstack/react-query';
import type { sendOtp } from '@college/contracts/endpoints/admission';
import { admissionRoutes } from '@college/contracts/endpoints/admission-routes';
import { api } from '../../../lib/api-client';

const postSendOtp = (mobile: string) => api.call<typeof sendOtp>(admissionRoutes.sendOtp, { body: { mobile } });
export const useSendOtp = () => useMutation({ mutationFn: postSendOtp });
