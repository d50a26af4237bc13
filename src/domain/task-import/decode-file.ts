// The bytes of an uploaded file as text: UTF-8 (with or without a byte order mark) when they are
// valid UTF-8, else Windows-1252, which is what Excel on Windows saves as "CSV".
import type { FileEncoding } from './import-types.ts';

const UTF8_BOM = [0xef, 0xbb, 0xbf] as const;

/**
 * Windows-1252's characters for bytes 0x80–0x9F (the five it leaves undefined stay as they are).
 * Some TextDecoder implementations (Node 20) decode windows-1252 as Latin-1, which puts control
 * characters there instead: "€" would read U+0080.
 */
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

function decodeWindows1252(bytes: Uint8Array): string {
  return new TextDecoder('windows-1252').decode(bytes).replace(/[\u0080-\u009F]/g, (character) => WINDOWS_1252_HIGH[character.charCodeAt(0) - 0x80]!);
}

function startsWithBom(bytes: Uint8Array): boolean {
  return bytes.length >= 3 && bytes[0] === UTF8_BOM[0] && bytes[1] === UTF8_BOM[1] && bytes[2] === UTF8_BOM[2];
}

export function decodeImportFile(bytes: Uint8Array): { text: string; encoding: FileEncoding } {
  if (startsWithBom(bytes)) {
    return { text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.subarray(3)), encoding: 'utf-8-bom' };
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: decodeWindows1252(bytes), encoding: 'windows-1252' };
  }
}
