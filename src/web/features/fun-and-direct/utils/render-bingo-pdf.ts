import { jsPDF } from 'jspdf';
import type { BingoCard } from '../../../../domain/bingo.ts';

/** A4 portrait, in points. */
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 48;
const INK: [number, number, number] = [15, 23, 42];
const MUTED: [number, number, number] = [71, 85, 105];
const LINE: [number, number, number] = [100, 116, 139];
const FREE_FILL: [number, number, number] = [224, 231, 255];
const FREE_INK: [number, number, number] = [55, 48, 163];
const CELL_PADDING = 6;

/** The largest font size, from `start` down, at which `text` fits the square; with its lines. */
function fitText(doc: jsPDF, text: string, box: number, start: number): { size: number; lines: string[] } {
  for (let size = start; size > 6; size -= 0.5) {
    doc.setFontSize(size);
    const lines = doc.splitTextToSize(text, box) as string[];
    const widest = Math.max(...lines.map((line) => doc.getTextWidth(line)));
    if (lines.length * size * 1.2 <= box && widest <= box) return { size, lines };
  }
  doc.setFontSize(6);
  return { size: 6, lines: doc.splitTextToSize(text, box) as string[] };
}

function drawCard(doc: jsPDF, card: BingoCard, title: string, number: number, total: number) {
  doc.setTextColor(...INK);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(26);
  const titleLines = (doc.splitTextToSize(title, PAGE_WIDTH - 2 * MARGIN) as string[]).slice(0, 2);
  let y = MARGIN + 26;
  for (const line of titleLines) {
    doc.text(line, PAGE_WIDTH / 2, y, { align: 'center' });
    y += 31;
  }
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(12);
  doc.setTextColor(...MUTED);
  doc.text(`Card ${number} of ${total}`, PAGE_WIDTH / 2, y, { align: 'center' });
  y += 12;

  const side = PAGE_WIDTH - 2 * MARGIN;
  const cell = side / card.size;
  const top = Math.max(y + 16, (PAGE_HEIGHT - side) / 2 - 20);
  const startSize = card.size === 3 ? 22 : card.size === 4 ? 17 : 14;
  doc.setDrawColor(...LINE);
  doc.setLineWidth(1.2);
  card.cells.forEach((word, index) => {
    const x = MARGIN + (index % card.size) * cell;
    const cellTop = top + Math.floor(index / card.size) * cell;
    if (word === null) {
      doc.setFillColor(...FREE_FILL);
      doc.rect(x, cellTop, cell, cell, 'FD');
      doc.setFont('helvetica', 'bold');
      doc.setTextColor(...FREE_INK);
      doc.setFontSize(startSize);
      doc.text('FREE', x + cell / 2, cellTop + cell / 2, { align: 'center', baseline: 'middle' });
      return;
    }
    doc.rect(x, cellTop, cell, cell, 'S');
    doc.setFont('helvetica', 'normal');
    doc.setTextColor(...INK);
    const { size, lines } = fitText(doc, word, cell - 2 * CELL_PADDING, startSize);
    const lineHeight = size * 1.2;
    const firstBaseline = cellTop + cell / 2 - ((lines.length - 1) * lineHeight) / 2;
    lines.forEach((line, lineIndex) => {
      doc.text(line, x + cell / 2, firstBaseline + lineIndex * lineHeight, { align: 'center', baseline: 'middle' });
    });
  });

  doc.setFontSize(10);
  doc.setTextColor(...MUTED);
  doc.text('Mark a square when it happens. A full row, column or diagonal is a Bingo!', PAGE_WIDTH / 2, PAGE_HEIGHT - MARGIN, {
    align: 'center',
  });
}

/** One card per A4 page, each with the title and its number. */
export function renderBingoPdf(cards: readonly BingoCard[], title: string): { blob: Blob; pages: number } {
  const doc = new jsPDF({ unit: 'pt', format: 'a4', orientation: 'portrait' });
  doc.setProperties({ title, subject: `${cards.length} bingo card${cards.length === 1 ? '' : 's'}`, creator: 'Eventry' });
  cards.forEach((card, index) => {
    if (index > 0) doc.addPage('a4', 'portrait');
    drawCard(doc, card, title, index + 1, cards.length);
  });
  return { blob: doc.output('blob'), pages: doc.getNumberOfPages() };
}

/** A file name from the title: "Summer party" → summer-party-bingo-cards.pdf. */
export function bingoFilename(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join('-')
    .slice(0, 40)
    .replace(/-$/, '');
  return `${slug && slug !== 'bingo' && slug !== 'event-bingo' ? `${slug}-` : ''}bingo-cards.pdf`;
}

