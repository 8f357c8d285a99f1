/**
 * The one blog article's address and title (spec section 2). A module of its
 * own because the route table, in every page's first load, needs the slug,
 * and nothing else of the article (shared/blog/article.ts).
 */
export const ARTICLE_SLUG = 'data-deletion-and-car-finance-compensation-uk-borrowers';
/**
 * Its address until issue 45 item 7: it stated a figure ("£1bn") that was an illustration with no source.
 * It answers 301 to the address above (server/middleware/movedPages.ts), so old links keep working.
 */
export const ARTICLE_FORMER_SLUG = 'data-deletion-threatens-1bn-car-finance-compensation-uk-borrowers';
/**
 * States no figure as fact (issue 29 item 11), and no urgency: "data deletion" implied records were going and time
 * was short, which no source says (compliance reading B, M6). The address stays, so links keep working.
 */
export const ARTICLE_TITLE = 'Finding the records of an old car finance agreement';
