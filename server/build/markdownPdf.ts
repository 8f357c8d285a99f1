/**
 * A document's PDF, drawn from the same markdown the page renders (issue 4,
 * item 4: the PDF can never disagree with the page). remark-parse and
 * remark-gfm give the syntax tree; we walk it with pdfkit: headings,
 * paragraphs with bold and italic runs, bullet and numbered lists, rules and
 * GFM tables drawn as real tables. Text stays real text (selectable,
 * searchable), the PDF is tagged for screen readers, and a fixed date keeps
 * the bytes identical from build to build.
 */
import type { BlockContent, Heading, List, PhrasingContent, Root, RootContent, Table } from 'mdast';
import PDFDocument from 'pdfkit';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

export interface PdfOptions {
  /** Document title: metadata, the heading on page 1 and the footer. */
  readonly title: string;
  /** Shown above the title and in every page's footer. */
  readonly brandName: string;
  /** Metadata author: the company that publishes the document. */
  readonly author: string;
  /** Fixed so that the same markdown always gives the same bytes. */
  readonly date: Date;
}

const COLOURS = { text: '#17211d', brand: '#0b4a3a', muted: '#4a5852', border: '#cfd9d4', headerFill: '#e7f1ed' };
const FONTS = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique', boldItalic: 'Helvetica-BoldOblique', code: 'Courier' };
const SIZES = { brand: 10, title: 22, h1: 15, h2: 12.5, h3: 11, body: 10, table: 9, footer: 8 };
const MARGIN = { top: 56, bottom: 64, left: 56, right: 56 };
const LIST_INDENT = 16;

type Doc = InstanceType<typeof PDFDocument>;
type Struct = ReturnType<Doc['struct']>;

interface Run {
  readonly text: string;
  readonly bold: boolean;
  readonly italic: boolean;
  readonly code: boolean;
  readonly link?: string;
}

export function parseMarkdown(markdown: string): Root {
  // remark-gfm works at parse time (tables, autolinks); no transforms are needed after.
  return unified().use(remarkParse).use(remarkGfm).parse(markdown);
}

export function renderMarkdownPdf(markdown: string, options: PdfOptions): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    tagged: true,
    lang: 'en-GB',
    displayTitle: true,
    pdfVersion: '1.7',
    info: {
      Title: options.title,
      Author: options.author,
      Subject: `${options.brandName}: ${options.title}`,
      Creator: options.brandName,
      Producer: options.brandName,
      CreationDate: options.date,
      ModDate: options.date,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const root = doc.struct('Document');
  doc.addStructure(root);
  drawTitle(doc, root, options);
  for (const node of parseMarkdown(markdown).children) drawBlock(doc, root, node);
  root.end();
  drawFooters(doc, options);
  doc.end();
  return done;
}

function contentWidth(doc: Doc): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

function drawTitle(doc: Doc, root: Struct, { title, brandName }: PdfOptions): void {
  root.add(
    doc.struct('P', {}, () => {
      doc.font(FONTS.bold).fontSize(SIZES.brand).fillColor(COLOURS.brand).text(brandName.toUpperCase(), { characterSpacing: 1 });
    }),
  );
  doc.moveDown(0.3);
  root.add(
    doc.struct('H1', {}, () => {
      doc.font(FONTS.bold).fontSize(SIZES.title).fillColor(COLOURS.brand).text(title);
    }),
  );
  doc.moveDown(0.4);
  drawRule(doc, COLOURS.brand, 1.5);
  doc.moveDown(0.6);
}

function drawBlock(doc: Doc, parent: Struct, node: RootContent | BlockContent): void {
  switch (node.type) {
    case 'heading':
      drawHeading(doc, parent, node);
      return;
    case 'paragraph':
      parent.add(doc.struct('P', {}, () => drawRuns(doc, runsOf(node.children), SIZES.body)));
      doc.moveDown(0.55);
      return;
    case 'list':
      drawList(doc, parent, node);
      doc.moveDown(0.4);
      return;
    case 'table':
      drawTable(doc, parent, node);
      return;
    case 'thematicBreak':
      doc.moveDown(0.3);
      drawRule(doc, COLOURS.border, 0.75);
      doc.moveDown(0.8);
      return;
    case 'blockquote':
      for (const child of node.children) drawBlock(doc, parent, child);
      return;
    case 'code':
      parent.add(doc.struct('P', {}, () => drawRuns(doc, [{ text: node.value, bold: false, italic: false, code: true }], SIZES.body)));
      doc.moveDown(0.55);
      return;
    default:
      // html (raw HTML is never drawn, as on the page), definitions, footnotes: nothing to show.
      return;
  }
}

/** `#` in a document is a section (h2 on the page): the PDF's own title is the H1. */
function drawHeading(doc: Doc, parent: Struct, node: Heading): void {
  const level = Math.min(node.depth + 1, 6);
  const size = level === 2 ? SIZES.h1 : level === 3 ? SIZES.h2 : SIZES.h3;
  // Keep a heading with at least three lines of what follows it.
  keepTogether(doc, size * 1.3 + SIZES.body * 4.5);
  doc.moveDown(level === 2 ? 0.5 : 0.3);
  parent.add(
    doc.struct(`H${level}`, {}, () => {
      doc.font(FONTS.bold).fontSize(size).fillColor(COLOURS.brand).text(plainText(node.children), { lineGap: 1 });
    }),
  );
  doc.moveDown(0.35);
}

function drawList(doc: Doc, parent: Struct, list: List, depth = 0): void {
  const listStruct = doc.struct('L');
  parent.add(listStruct);
  const left = doc.page.margins.left + depth * LIST_INDENT;
  list.children.forEach((item, index) => {
    const marker = list.ordered ? `${(list.start ?? 1) + index}.` : '•';
    const itemStruct = doc.struct('LI');
    listStruct.add(itemStruct);
    item.children.forEach((child, childIndex) => {
      if (child.type === 'list') {
        drawList(doc, itemStruct, child, depth + 1);
        return;
      }
      const runs = child.type === 'paragraph' ? runsOf(child.children) : [plainRun(toPlain(child))];
      keepTogether(doc, SIZES.body * 2.6);
      const y = doc.y;
      if (childIndex === 0) {
        itemStruct.add(
          doc.struct('Lbl', {}, () => {
            doc.font(FONTS.regular).fontSize(SIZES.body).fillColor(COLOURS.brand).text(marker, left, y, { width: LIST_INDENT, lineBreak: false });
          }),
        );
      }
      itemStruct.add(
        doc.struct('LBody', {}, () => {
          drawRuns(doc, runs, SIZES.body, { x: left + LIST_INDENT, y, width: contentWidth(doc) - depth * LIST_INDENT - LIST_INDENT });
        }),
      );
      doc.moveDown(0.25);
    });
    itemStruct.end();
  });
  listStruct.end();
  doc.x = doc.page.margins.left;
}

function drawTable(doc: Doc, parent: Struct, table: Table): void {
  const rows = table.children.map((row) => row.children.map((cell) => plainText(cell.children)));
  const columns = Math.max(...rows.map((row) => row.length));
  const width = contentWidth(doc);
  const widths = columnWidths(doc, rows, columns, width);
  const headerHeight = SIZES.table * 4;
  keepTogether(doc, headerHeight + SIZES.table * 3 * Math.min(rows.length - 1, 3));
  doc.moveDown(0.2);
  doc.table({
    structParent: parent,
    position: { x: doc.page.margins.left, y: doc.y },
    maxWidth: width,
    columnStyles: widths.map((columnWidth) => ({ width: columnWidth })),
    defaultStyle: {
      border: 0.75,
      borderColor: COLOURS.border,
      padding: [5, 6, 5, 6],
      textColor: COLOURS.text,
      font: { src: FONTS.regular, size: SIZES.table },
    },
    rowStyles: (row: number) => (row === 0 ? { backgroundColor: COLOURS.headerFill, font: { src: FONTS.bold } } : undefined),
    data: rows.map((row, index) => row.map((text) => ({ text, type: index === 0 ? 'TH' : 'TD' }))),
  } as Parameters<Doc['table']>[0] & { structParent: Struct; data: unknown[][] });
  doc.x = doc.page.margins.left;
  doc.moveDown(0.9);
}

const CELL_PADDING_X = 12;

/**
 * Every column at least as wide as its longest word (so "Band" never
 * breaks), and the rest of the width shared by how much more each column
 * would need to fit on one line.
 */
function columnWidths(doc: Doc, rows: readonly string[][], columns: number, width: number): number[] {
  const measure = (text: string, header: boolean) => {
    doc.font(header ? FONTS.bold : FONTS.regular).fontSize(SIZES.table);
    return doc.widthOfString(text) + CELL_PADDING_X + 2;
  };
  const minimum: number[] = [];
  const natural: number[] = [];
  for (let column = 0; column < columns; column++) {
    const cells = rows.map((row, index) => ({ text: row[column] ?? '', header: index === 0 }));
    minimum.push(Math.max(...cells.flatMap(({ text, header }) => text.split(/\s+/).map((word) => measure(word, header)))));
    natural.push(Math.max(...cells.map(({ text, header }) => measure(text, header))));
  }
  const spare = Math.max(0, width - minimum.reduce((sum, value) => sum + value, 0));
  const wanted = natural.map((value, column) => value - minimum[column]!);
  const totalWanted = wanted.reduce((sum, value) => sum + value, 0);
  return minimum.map((value, column) => value + (totalWanted > 0 ? (spare * wanted[column]!) / totalWanted : spare / columns));
}

/** Draws runs of mixed weight as one flowing paragraph. */
function drawRuns(doc: Doc, runs: readonly Run[], size: number, at?: { x: number; y: number; width: number }): void {
  const visible = runs.filter((run) => run.text !== '');
  if (!visible.length) return;
  visible.forEach((run, index) => {
    const last = index === visible.length - 1;
    doc
      .font(run.code ? FONTS.code : run.bold ? (run.italic ? FONTS.boldItalic : FONTS.bold) : run.italic ? FONTS.italic : FONTS.regular)
      .fontSize(size)
      .fillColor(run.link ? COLOURS.brand : COLOURS.text);
    const options = { continued: !last, lineGap: 2, link: run.link ?? null, underline: Boolean(run.link) };
    if (index === 0 && at) doc.text(run.text, at.x, at.y, { ...options, width: at.width });
    else if (index === 0) doc.text(run.text, { ...options, width: contentWidth(doc) });
    else doc.text(run.text, options);
  });
  doc.x = doc.page.margins.left;
}

function runsOf(children: readonly PhrasingContent[], style: Omit<Run, 'text'> = { bold: false, italic: false, code: false }): Run[] {
  return children.flatMap((child): Run[] => {
    switch (child.type) {
      case 'text':
        return [{ ...style, text: child.value.replace(/\s*\n\s*/g, ' ') }];
      case 'strong':
        return runsOf(child.children, { ...style, bold: true });
      case 'emphasis':
        return runsOf(child.children, { ...style, italic: true });
      case 'inlineCode':
        return [{ ...style, code: true, text: child.value }];
      case 'break':
        return [{ ...style, text: '\n' }];
      case 'link': {
        // Absolute links stay clickable; a site path has no origin at build time, so it is text.
        const link = /^(https?:|mailto:|tel:)/i.test(child.url) ? child.url : undefined;
        return runsOf(child.children, style).map((run) => ({ ...run, ...(link && { link }) }));
      }
      case 'delete':
        return runsOf(child.children, style);
      default:
        return [];
    }
  });
}

function plainRun(text: string): Run {
  return { text, bold: false, italic: false, code: false };
}

function plainText(children: readonly PhrasingContent[]): string {
  return runsOf(children)
    .map((run) => run.text)
    .join('');
}

function toPlain(node: RootContent | BlockContent): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node) return (node.children as (RootContent | BlockContent)[]).map(toPlain).join(' ');
  return '';
}

function keepTogether(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function drawRule(doc: Doc, colour: string, width: number): void {
  const y = doc.y;
  doc.markContent('Artifact', { type: 'Layout' });
  doc
    .moveTo(doc.page.margins.left, y)
    .lineTo(doc.page.width - doc.page.margins.right, y)
    .lineWidth(width)
    .strokeColor(colour)
    .stroke();
  doc.endMarkedContent();
}

/** Brand name and `Page n of N` on every page, marked as pagination artifacts for screen readers. */
function drawFooters(doc: Doc, { brandName, title }: PdfOptions): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing below the margin must not start a new page
    const y = doc.page.height - MARGIN.bottom + 24;
    const width = contentWidth(doc);
    doc.markContent('Artifact', { type: 'Pagination' });
    doc
      .moveTo(MARGIN.left, y - 8)
      .lineTo(doc.page.width - MARGIN.right, y - 8)
      .lineWidth(0.5)
      .strokeColor(COLOURS.border)
      .stroke();
    doc.font(FONTS.regular).fontSize(SIZES.footer).fillColor(COLOURS.muted);
    doc.text(`${brandName} · ${title}`, MARGIN.left, y, { width, lineBreak: false });
    doc.text(`Page ${index + 1 - range.start} of ${range.count}`, MARGIN.left, y, { width, align: 'right', lineBreak: false });
    doc.endMarkedContent();
    doc.page.margins.bottom = bottom;
  }
}
