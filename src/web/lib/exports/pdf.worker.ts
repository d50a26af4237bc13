// The worker that draws a PDF report, so that a report of thousands of tasks never holds up the page:
// it fetches the fonts the report needs (report-fonts.ts), draws it and sends back the file's bytes.
import emojiUrl from '@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf?url';
import arabicUrl from '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf?url';
import hebrewUrl from '@expo-google-fonts/noto-sans-hebrew/400Regular/NotoSansHebrew_400Regular.ttf?url';
import koreanUrl from '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf?url';
import thaiUrl from '@expo-google-fonts/noto-sans-thai/400Regular/NotoSansThai_400Regular.ttf?url';
import cjkUrl from '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf?url';
import boldUrl from '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf?url';
import regularUrl from '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf?url';
import type { PageToPdfWorker, PdfWorkerToPage } from './pdf-protocol.ts';
import { renderTaskReport } from './render-task-report.ts';
import { loadReportFonts, type FontFile } from './report-fonts.ts';
import type { ReportFontFiles } from './pdf-typeset.ts';

interface WorkerScope {
  postMessage(message: PdfWorkerToPage, transfer?: Transferable[]): void;
  onmessage: ((event: MessageEvent<PageToPdfWorker>) => void) | null;
}
const scope = self as unknown as WorkerScope;

const FONT_URLS: Record<FontFile, string> = {
  regular: regularUrl,
  bold: boldUrl,
  cjk: cjkUrl,
  korean: koreanUrl,
  arabic: arabicUrl,
  hebrew: hebrewUrl,
  thai: thaiUrl,
  emoji: emojiUrl,
};

async function fetchFont(file: FontFile): Promise<ArrayBuffer> {
  const response = await fetch(FONT_URLS[file]);
  if (!response.ok) throw new Error(`${file} font: HTTP ${response.status}`);
  return response.arrayBuffer();
}

scope.onmessage = async ({ data }) => {
  let fonts: ReportFontFiles;
  try {
    fonts = await loadReportFonts(data.report, fetchFont);
  } catch (error) {
    scope.postMessage({ type: 'error', reason: 'fonts', message: error instanceof Error ? error.message : String(error) });
    return;
  }
  try {
    const { bytes, pages } = renderTaskReport(data.report, fonts);
    scope.postMessage({ type: 'done', bytes, pages }, [bytes]);
  } catch (error) {
    scope.postMessage({ type: 'error', reason: 'render', message: error instanceof Error ? error.message : String(error) });
  }
};
