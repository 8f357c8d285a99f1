import { lazyModule, type LazyModule, type PageDataModule } from './lazyPage.tsx';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPageData = LazyModule<PageDataModule<any, any>>;

/**
 * The pages' data modules (decision 015). The words of these pages come
 * with the first page's HTML, worked out on the server; a later navigation
 * imports the module. The route table names each route's; the pre-check also
 * starts loading its own when a visitor begins to answer.
 */
export const pageData = {
  lender: lazyModule('LenderPage.data', () => import('./pages/LenderPage.data.ts')),
  vehicle: lazyModule('VehiclePage.data', () => import('./pages/VehiclePage.data.ts')),
  lenders: lazyModule('LendersPage.data', () => import('./pages/LendersPage.data.ts')),
  ourFigures: lazyModule('OurFiguresPage.data', () => import('./pages/OurFiguresPage.data.ts')),
  article: lazyModule('ArticlePage.data', () => import('./pages/ArticlePage.data.ts')),
  preCheck: lazyModule('PreCheckPage.data', () => import('./pages/PreCheckPage.data.ts')),
  home: lazyModule('HomePage.data', () => import('./pages/HomePage.data.ts')),
  contact: lazyModule('ContactPage.data', () => import('./pages/ContactPage.data.ts')),
  faqs: lazyModule('FaqsPage.data', () => import('./pages/FaqsPage.data.ts')),
} satisfies Record<string, AnyPageData>;
