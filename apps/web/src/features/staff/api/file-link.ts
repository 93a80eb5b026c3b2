/**
 * Where the browser downloads a list's filter as a file: a plain link, so a large file streams to
 * disk instead of being held in the page. Only the filters that are set go; the page never does.
 */
export function fileLink(path: string, query: Record<string, unknown>, extra: Record<string, string> = {}): string {
  const { page: _page, ...filters } = query;
  const set = Object.entries(filters).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '');
  const search = new URLSearchParams([...set, ...Object.entries(extra)]).toString();
  return search ? `${path}?${search}` : path;
}
