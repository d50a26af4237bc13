import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import type { TaskReport } from './task-report.ts';

const MARGIN = 40;
const INK: [number, number, number] = [15, 23, 42];
const MUTED: [number, number, number] = [71, 85, 105];
const BRAND: [number, number, number] = [37, 99, 235];
const LINE: [number, number, number] = [203, 213, 225];

/** Draws a report as an A4 landscape PDF: title, details, summary, then the task table over as many pages as it needs. */
export function renderTaskReport(report: TaskReport): { blob: Blob; pages: number } {
  const doc = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'a4', compress: true });
  const pageWidth = doc.internal.pageSize.getWidth();
  const pageHeight = doc.internal.pageSize.getHeight();
  doc.setProperties({ title: `${report.title} – ${report.footer}`, subject: report.title, creator: 'Eventry' });

  doc.setFont('helvetica', 'bold');
  doc.setFontSize(18);
  doc.setTextColor(...INK);
  doc.text(report.title, MARGIN, MARGIN + 8);

  doc.setFontSize(10);
  let y = MARGIN + 30;
  for (const { label, value } of report.details) {
    doc.setFont('helvetica', 'bold');
    doc.setTextColor(...MUTED);
    doc.text(`${label}:`, MARGIN, y);
    doc.setFont('helvetica', 'normal');
    doc.setTextColor(...INK);
    doc.text(doc.splitTextToSize(value, pageWidth - 2 * MARGIN - 60)[0] as string, MARGIN + 60, y);
    y += 15;
  }

  autoTable(doc, {
    startY: y + 4,
    margin: { left: MARGIN, right: MARGIN },
    theme: 'grid',
    head: [report.summary.map((item) => item.label)],
    body: [report.summary.map((item) => item.value)],
    styles: { fontSize: 9, halign: 'center', lineColor: LINE, lineWidth: 0.5, textColor: INK },
    headStyles: { fillColor: [241, 245, 249], textColor: MUTED, fontStyle: 'bold' },
    bodyStyles: { fontSize: 12, fontStyle: 'bold' },
  });

  const summaryEnd = (doc as unknown as { lastAutoTable: { finalY: number } }).lastAutoTable.finalY;
  autoTable(doc, {
    startY: summaryEnd + 18,
    margin: { left: MARGIN, right: MARGIN, top: MARGIN, bottom: MARGIN + 10 },
    theme: 'striped',
    head: [report.columns],
    body: report.rows,
    showHead: 'everyPage',
    rowPageBreak: 'avoid',
    styles: { fontSize: 8.5, cellPadding: 4, overflow: 'linebreak', textColor: INK, valign: 'top' },
    headStyles: { fillColor: BRAND, textColor: [255, 255, 255], fontStyle: 'bold' },
    alternateRowStyles: { fillColor: [248, 250, 252] },
    columnStyles: { 0: { cellWidth: 170, fontStyle: 'bold' }, 1: { cellWidth: 72 }, 2: { cellWidth: 100 }, 3: { cellWidth: 55 } },
  });

  const pages = doc.getNumberOfPages();
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(8);
  doc.setTextColor(...MUTED);
  const footer = doc.splitTextToSize(report.footer, pageWidth - 2 * MARGIN - 120)[0] as string;
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    const footerY = pageHeight - MARGIN / 2 - 4;
    doc.text(footer, MARGIN, footerY);
    doc.text(`Page ${page} of ${pages}`, pageWidth - MARGIN, footerY, { align: 'right' });
  }
  return { blob: doc.output('blob'), pages };
}
