import type { Agreement } from '../../../shared/agreements/agreementFile.ts';
import { lenderBySlug } from '../../../shared/lenders/lenderList.ts';

/** The lender's name as the list shows it: the list's name for a slug, else as typed. */
export function lenderName(agreement: Agreement): string {
  return lenderBySlug(agreement.lender)?.name ?? agreement.lender;
}
