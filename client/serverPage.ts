/**
 * The page as the server rendered it, read from the document before React
 * hydrates it (this module runs with the shell, before hydration starts):
 * if the first hydration fails, the pages' error boundary shows it again as
 * it was, so the page keeps working as plain HTML (issue 22: a failed first
 * hydration keeps the server's HTML). Undefined on the server.
 */
export const PAGE_ID = 'page';

export const serverPageHtml: string | undefined = typeof document === 'undefined' ? undefined : document.getElementById(PAGE_ID)?.innerHTML;
