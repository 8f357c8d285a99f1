/**
 * The browser's BOOT_SCRIPT (package.json `imports`: `#boot-script` under the
 * `browser` condition): empty. The script has run by
 * the time this code does, and hydration keeps the server's text as it is
 * (React does not compare or rewrite an element's dangerouslySetInnerHTML),
 * so the browser need not download it twice.
 */
export const BOOT_SCRIPT = '';
