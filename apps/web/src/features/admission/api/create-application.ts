import { useMutation } from '@tanstack/react-query';
import type { createApplication } from '@college/contracts/endpoints/admission';
import { admissionRoutes } from '@college/contracts/endpoints/admission-routes';
import { api } from '../../../lib/api-client';

const postCreateApplication = (mobile: string) =>
  api.call<typeof createApplication>(admissionRoutes.createApplication, { body: { mobile } });
export const useCreateApplication = () => useMutation({ mutationFn: postCreateApplication });
