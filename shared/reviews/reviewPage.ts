/** `?submitted=1`: where a post without JavaScript lands once the review is kept (contract, HTTP surface). */
export const SUBMITTED_PARAM = 'submitted';
