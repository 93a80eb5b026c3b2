/**
 * Calls the site's API as one browserless client would: JSON in and out, the session cookie kept
 * from answer to answer. Answers the whole envelope; a refusal throws with its status and message.
 */
type Envelope = { data?: Record<string, string>; total?: number; message?: string };

export function apiSession(baseUrl: string) {
  let cookie = '';
  return async (method: string, url: string, body?: unknown): Promise<Envelope> => {
    const res = await fetch(`${baseUrl}${url}`, {
      method,
      headers: { 'content-type': 'application/json', cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookies = res.headers.getSetCookie();
    if (setCookies.length) cookie = setCookies.map((c) => c.split(';')[0]).join('; ');
    const json = (await res.json()) as Envelope;
    if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${json.message ?? ''}`);
    return json;
  };
}
