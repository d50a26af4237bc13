// The report's font files as the unit tests read them, from the installed font packages.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ReportFontFiles } from './pdf-typeset.ts';
import type { FallbackFont } from './pdf-fonts.ts';
import type { FontFile } from './report-fonts.ts';

const require = createRequire(import.meta.url);
const PATHS: Record<FontFile, string> = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  cjk: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  korean: '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
  arabic: '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
  hebrew: '@expo-google-fonts/noto-sans-hebrew/400Regular/NotoSansHebrew_400Regular.ttf',
  thai: '@expo-google-fonts/noto-sans-thai/400Regular/NotoSansThai_400Regular.ttf',
  emoji: '@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf',
};
const cache = new Map<FontFile, Uint8Array>();

export function testFontFile(file: FontFile): Uint8Array {
  if (!cache.has(file)) cache.set(file, new Uint8Array(readFileSync(require.resolve(PATHS[file]))));
  return cache.get(file)!;
}

/** Noto Sans, and the fallbacks asked for. */
export function testFonts(...fallbacks: FallbackFont[]): ReportFontFiles {
  return { regular: testFontFile('regular'), bold: testFontFile('bold'), ...Object.fromEntries(fallbacks.map((file) => [file, testFontFile(file)])) };
}
