import { useMutation } from '@tanstack/react-query';
import { sendOtp } from '@college/contracts/endpoints/admission';
import { api } from '../../../lib/api-client';

const postSendOtp = (mobile: string) => api.call(sendOtp, { body: { mobile } });
export const useSendOtp = () => useMutation({ mutationFn: postSendOtp });
