/**
 * A statement as a PDF (A4, pdfkit), from the same computed statement as the CSV. Texts are in the
 * reader's language where the embedded font (Noto Sans: Latin, Vietnamese and Cyrillic) has its
 * script. Arabic, Persian, Thai, Japanese, Korean and Chinese readers get English labels: the font
 * has no glyphs for them, and pdfkit lays text out left to right only. So do Hindi readers, whose
 * joined Devanagari letters need shaping not checked in pdfkit's layout (docs/compliance.md,
 * "Statements"). Amounts are the exact decimals, written in the language's
 * number style with 2 to 6 decimals, so nothing is rounded away.
 */
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { LANG_LOCALE, type Lang } from '@leverline/contract';
import { translate, type TextKey } from '../../i18n/translate.js';
import { kindLabel, statementTitle } from './statement-csv.js';
import type { Statement } from './statement.js';

/** Languages whose script the embedded font covers; the others get English labels. */
export const PDF_LANGS: readonly Lang[] = [
  'en',
  'fr',
  'de',
  'it',
  'spa',
  'pt',
  'tr',
  'cs',
  'fi',
  'et',
  'id',
  'my',
  'vn',
  'ru',
];

export function pdfLangOf(lang: Lang): Lang {
  return PDF_LANGS.includes(lang) ? lang : 'en';
}

/** The embedded font's files (regular and bold), read once, from the npm package that ships them. */
let fonts: { regular: Buffer; bold: Buffer } | undefined;
function fontFiles(): { regular: Buffer; bold: Buffer } {
  if (fonts) return fonts;
  const require = createRequire(import.meta.url);
  const dir = path.dirname(require.resolve('@expo-google-fonts/noto-sans/package.json'));
  const file = (name: string) => {
    for (const candidate of [
      path.join(dir, name.replace(/^NotoSans_/, '').replace(/\.ttf$/, ''), name),
      path.join(dir, name),
    ]) {
      if (fs.existsSync(candidate)) return fs.readFileSync(candidate);
    }
    throw new Error(`font ${name} not found in @expo-google-fonts/noto-sans`);
  };
  fonts = { regular: file('NotoSans_400Regular.ttf'), bold: file('NotoSans_700Bold.ttf') };
  return fonts;
}

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const INNER = PAGE.width - 2 * PAGE.margin;

interface Column {
  label: string;
  width: number;
  align?: 'left' | 'right';
}

export function statementPdf(s: Statement, requested: Lang): Promise<Buffer> {
  const lang = pdfLangOf(requested);
  const t = (key: TextKey, params?: Record<string, string>) => translate(lang, key, params);
  const money = new Intl.NumberFormat(LANG_LOCALE[lang], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 6,
  });
  // Intl.NumberFormat takes decimal strings exactly (ECMA-402 "Intl.NumberFormat v3"); the types still say number.
  const amount = (v: string) => money.format(v as unknown as number);
  const time = (at: Date | null) => (at ? at.toISOString().slice(0, 19).replace('T', ' ') : '');
  const title = statementTitle(lang, s);
  const { regular, bold } = fontFiles();

  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    lang: LANG_LOCALE[lang],
    info: {
      Title: `${title} ${s.period.key}`,
      Author: 'Leverline',
      Subject: `${t('statement.closing')} ${amount(s.closing)} USD`,
      CreationDate: s.issuedAt,
    },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  let y = PAGE.margin;
  const bottom = PAGE.height - PAGE.margin;
  const line = (size: number) => size * 1.45;

  const write = (
    text: string,
    x: number,
    width: number,
    options: { size?: number; bold?: boolean; align?: 'left' | 'right' } = {},
  ) => {
    const size = options.size ?? 8.5;
    doc
      .font(options.bold ? 'bold' : 'regular')
      .fontSize(size)
      // One line high: what does not fit ends in an ellipsis instead of running into the next cell.
      .text(text, x, y, { width, align: options.align ?? 'left', ellipsis: true, height: line(size) });
  };
  const rule = () => {
    doc
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.width - PAGE.margin, y)
      .lineWidth(0.5)
      .strokeColor('#b0b0b0')
      .stroke();
  };
  const newPage = () => {
    doc.addPage();
    y = PAGE.margin;
  };
  const paragraph = (text: string, size = 8.5) => {
    doc.font('regular').fontSize(size);
    const height = doc.heightOfString(text, { width: INNER });
    if (y + height > bottom) newPage();
    doc.text(text, PAGE.margin, y, { width: INNER });
    y += height + 4;
  };

  const table = (heading: string, columns: Column[], rows: string[][], empty: string, size = 8) => {
    const header = () => {
      let x = PAGE.margin;
      for (const c of columns) {
        write(c.label, x, c.width - 4, { size, bold: true, align: c.align });
        x += c.width;
      }
      y += line(size);
      rule();
      y += 2;
    };
    if (y + line(11) + 3 * line(size) > bottom) newPage();
    y += 8;
    write(heading, PAGE.margin, INNER, { size: 11, bold: true });
    y += line(11);
    header();
    if (rows.length === 0) {
      write(empty, PAGE.margin, INNER, { size });
      y += line(size);
      return;
    }
    for (const cells of rows) {
      if (y + line(size) > bottom) {
        newPage();
        header();
      }
      let x = PAGE.margin;
      cells.forEach((cell, i) => {
        const c = columns[i]!;
        write(cell, x, c.width - 4, { size, align: c.align });
        x += c.width;
      });
      y += line(size);
    }
  };

  // Header block.
  write('Leverline', PAGE.margin, INNER, { size: 10, bold: true });
  y += line(10);
  write(title, PAGE.margin, INNER, { size: 16, bold: true });
  y += line(16) + 2;
  const facts: [string, string][] = [
    [
      t('statement.account'),
      `${s.accountId} · ${t(s.accountKind === 'demo' ? 'statement.demo' : 'statement.real')}`,
    ],
    [t('statement.period'), `${s.period.key}  (${time(s.period.from)} – ${time(s.period.to)})`],
    [t('statement.issued'), time(s.issuedAt)],
  ];
  for (const [label, value] of facts) {
    write(label, PAGE.margin, 130, { size: 9 });
    write(value, PAGE.margin + 130, INNER - 130, { size: 9 });
    y += line(9);
  }
  if (s.ongoing) paragraph(t('statement.ongoing', { time: time(s.issuedAt) }), 8.5);

  // The balance, as the identity it is: opening + movements = closing; then the equity.
  y += 6;
  rule();
  y += 4;
  const summary: [string, string, boolean][] = [
    [t('statement.opening'), amount(s.opening), false],
    [t('statement.total'), amount(s.moved), false],
    [t('statement.closing'), amount(s.closing), true],
    [t('statement.floating'), amount(s.floating), false],
    [t('statement.equity'), amount(s.equity), true],
  ];
  for (const [label, value, strong] of summary) {
    write(label, PAGE.margin, 300, { size: 10, bold: strong });
    write(`${value} USD`, PAGE.margin + 300, INNER - 300, { size: 10, bold: strong, align: 'right' });
    y += line(10);
  }
  rule();

  table(
    t('statement.movements'),
    [
      { label: t('statement.time'), width: 92 },
      { label: t('statement.kind'), width: 118 },
      { label: t('statement.details'), width: 135 },
      { label: t('statement.amount'), width: 85, align: 'right' },
      { label: t('statement.balance'), width: 85, align: 'right' },
    ],
    s.movements.map((m) => [
      time(m.at),
      kindLabel(lang, m.kind),
      m.memo,
      amount(m.amount),
      amount(m.balance),
    ]),
    t('statement.none'),
  );

  table(
    t('statement.totals'),
    [
      { label: t('statement.kind'), width: 345 },
      { label: t('statement.amount'), width: 170, align: 'right' },
    ],
    [
      ...s.totals.map((k) => [kindLabel(lang, k.kind), amount(k.amount)]),
      [t('statement.total'), amount(s.moved)],
    ],
    t('statement.none'),
  );

  const side = (v: 'buy' | 'sell') => t(v === 'buy' ? 'statement.buy' : 'statement.sell');
  table(
    t('statement.trades'),
    [
      { label: t('statement.order'), width: 42 },
      { label: t('statement.instrument'), width: 56 },
      { label: t('statement.side'), width: 38 },
      { label: t('statement.lots'), width: 38, align: 'right' },
      { label: t('statement.opened'), width: 78 },
      { label: t('statement.open_price'), width: 62, align: 'right' },
      { label: t('statement.closed'), width: 78 },
      { label: t('statement.close_price'), width: 58, align: 'right' },
      { label: t('statement.profit'), width: 65, align: 'right' },
    ],
    s.trades.map((tr) => [
      String(tr.orderId),
      tr.instrument,
      side(tr.side),
      tr.lots,
      time(tr.openedAt),
      tr.openPrice,
      time(tr.closedAt),
      tr.closePrice ?? '',
      tr.profit === null ? '' : amount(tr.profit),
    ]),
    t('statement.none'),
    7,
  );

  table(
    t('statement.positions'),
    [
      { label: t('statement.order'), width: 55 },
      { label: t('statement.instrument'), width: 75 },
      { label: t('statement.side'), width: 50 },
      { label: t('statement.lots'), width: 55, align: 'right' },
      { label: t('statement.open_price'), width: 90, align: 'right' },
      { label: t('statement.price'), width: 90, align: 'right' },
      { label: t('statement.floating'), width: 100, align: 'right' },
    ],
    s.positions.map((p) => [
      String(p.orderId),
      p.instrument,
      side(p.side),
      p.lots,
      p.openPrice,
      p.price,
      amount(p.floating),
    ]),
    t('statement.no_positions'),
  );
  y += 4;
  if (s.pricesAt)
    paragraph(
      t(s.pricesAtEnd ? 'statement.valued_at_end' : 'statement.valued_latest', { time: time(s.pricesAt) }),
      8,
    );

  doc.end();
  return done;
}
