import { createHash } from 'node:crypto';

/**
 * SHA-256 of a value's JSON. Keys are written in the order they were made, and the engine makes
 * its inputs and seats in the order of its inputs, so anyone who recomputes a round gets the same.
 */
export const hashOf = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('hex');
