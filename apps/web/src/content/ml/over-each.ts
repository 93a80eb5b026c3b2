/** A list's items with their Malayalam texts laid over them, item for item. */
export function overEach<T extends object>(items: readonly T[], texts: readonly Partial<T>[]): T[] {
  return items.map((item, i) => ({ ...item, ...texts[i] }));
}
