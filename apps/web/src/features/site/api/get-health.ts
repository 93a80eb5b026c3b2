import { health } from '@college/contracts/endpoints/health';
import { api } from '../../../lib/api-client';

export const getHealth = (signal?: AbortSignal) => api.call(health, signal ? { signal } : {});
