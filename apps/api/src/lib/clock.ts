/** The time source; tests swap in a clock they can move. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

export function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}
