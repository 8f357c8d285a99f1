export interface Breadcrumb {
  readonly name: string;
  /** Site-relative path; made absolute only when written into the page. */
  readonly url: string;
}
