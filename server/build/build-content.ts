/**
 * Build step for content/ (build.mjs runs it as
 * `node dist/server/build-content.js <contentDir> <outDir>`): every document
 * with its placeholders filled, and the PDFs drawn from that same text.
 * The server and the PDFs then read only what this wrote.
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brand, shownBrand } from '../../shared/brand/brand.ts';
import { faqsDocumentMarkdown } from '../../shared/faqs/allFaqs.ts';
import { fillPlaceholders } from '../../shared/content/documentPlaceholders.ts';
import { documentNames, pdfDocumentNames, type DocumentName } from '../../shared/content/documents.ts';
import { legalPages } from '../../shared/content/legalPages.ts';
import { renderMarkdownPdf } from './markdownPdf.ts';

/** The PDFs' creation date. Fixed, so the same documents always build the same bytes. */
export const PDF_DATE = new Date('2026-11-01T00:00:00Z');

export function pdfTitle(name: DocumentName): string {
  return legalPages.find((page) => page.file === name)?.title ?? name;
}

export async function buildContent(contentDir: string, outDir: string): Promise<string[]> {
  mkdirSync(outDir, { recursive: true });
  const written: string[] = [];
  // The FAQ document is kept in two files (shared/faqs/faqs.ts) and served as one.
  const markdown = new Map<string, string>([['faqs.md', faqsDocumentMarkdown]]);
  for (const file of readdirSync(contentDir).filter((name) => name.endsWith('.md'))) markdown.set(file, readFileSync(join(contentDir, file), 'utf8'));
  const sources = [...markdown.keys()];
  for (const name of documentNames) {
    if (!sources.includes(`${name}.md`)) throw new Error(`build-content: content/${name}.md is missing`);
  }
  const filled = new Map<string, string>();
  for (const file of sources) {
    const text = fillPlaceholders(markdown.get(file)!);
    filled.set(file.replace(/\.md$/, ''), text);
    writeFileSync(join(outDir, file), text);
    written.push(file);
  }
  for (const name of pdfDocumentNames) {
    const pdf = await renderMarkdownPdf(filled.get(name)!, {
      title: pdfTitle(name),
      brandName: brand.name,
      author: shownBrand.companyName,
      date: PDF_DATE,
    });
    writeFileSync(join(outDir, `${name}.pdf`), pdf);
    written.push(`${name}.pdf`);
  }
  return written;
}

const [contentDir, outDir] = process.argv.slice(2);
if (contentDir && outDir && /build-content\.[jt]s$/.test(process.argv[1] ?? '')) {
  // A failure is left unhandled: build.mjs's step preload (scripts/contentErrors.mjs) reports it.
  void buildContent(contentDir, outDir).then((files) => console.log(`build-content: ${files.length} files in ${outDir}`));
}
