// Where the applicant is in the form, held in the URL of /admission so that a reload, Back and
// Forward keep them there: ?application=APP…&step=3, ?view=list, ?application=APP…&view=details.

export type Place =
  | { kind: 'entry' }
  | { kind: 'list' }
  | { kind: 'details'; id: string }
  /** Steps 2 to 7 of the form, and 8 for the success screen. */
  | { kind: 'step'; id: string; step: number };

const APPLICATION_ID = /^APP\d{10}$/;

export function placeOf(search: URLSearchParams): Place {
  const id = search.get('application') ?? '';
  if (search.get('view') === 'list') return { kind: 'list' };
  if (!APPLICATION_ID.test(id)) return { kind: 'entry' };
  if (search.get('view') === 'details') return { kind: 'details', id };
  const step = Number(search.get('step'));
  return Number.isInteger(step) && step >= 2 && step <= 8 ? { kind: 'step', id, step } : { kind: 'step', id, step: 2 };
}

export function searchOf(place: Place): string {
  switch (place.kind) {
    case 'entry':
      return '';
    case 'list':
      return 'view=list';
    case 'details':
      return `application=${place.id}&view=details`;
    case 'step':
      return `application=${place.id}&step=${place.step}`;
  }
}
