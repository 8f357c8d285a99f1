/** fresh 2 (Express's own conditional-request check) ships no types. */
declare module 'fresh' {
  /** Whether a response with `resHeaders` is still fresh for a request with `reqHeaders` (If-None-Match, If-Modified-Since). */
  export default function fresh(
    reqHeaders: Readonly<Record<string, string | string[] | undefined>>,
    resHeaders: Readonly<Record<string, string | undefined>>,
  ): boolean;
}
