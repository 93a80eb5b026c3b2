import { useMutation } from '@tanstack/react-query';
import { createApplication } from '@college/contracts/endpoints/admission';
import { api } from '../../../lib/api-client';

const postCreateApplication = (mobile: string) => api.call(createApplication, { body: { mobile } });
export const useCreateApplication = () => useMutation({ mutationFn: postCreateApplication });
