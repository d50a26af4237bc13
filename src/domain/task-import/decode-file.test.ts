import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeImportFile } from './decode-file.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('decodeImportFile', () => {
  it('reads UTF-8 without a byte order mark', () => {
    expect(decodeImportFile(utf8('Title\nZoë Müller €'))).toEqual({ text: 'Title\nZoë Müller €', encoding: 'utf-8' });
  });

  it('reads UTF-8 with a byte order mark and leaves the mark out of the text', () => {
    expect(decodeImportFile(bytes(0xef, 0xbb, 0xbf, ...utf8('Title')))).toEqual({ text: 'Title', encoding: 'utf-8-bom' });
  });

  it('reads bytes that are not UTF-8 as Windows-1252', () => {
    // "Café €5 – Zoë" as Excel on Windows saves it.
    const windows1252 = bytes(0x43, 0x61, 0x66, 0xe9, 0x20, 0x80, 0x35, 0x20, 0x96, 0x20, 0x5a, 0x6f, 0xeb);
    expect(decodeImportFile(windows1252)).toEqual({ text: 'Café €5 – Zoë', encoding: 'windows-1252' });
  });

  it('reads the Windows-1252 fixture with its accents and euro sign', () => {
    const file = fs.readFileSync(path.join(import.meta.dirname, 'fixtures/windows-1252.csv'));
    const { text, encoding } = decodeImportFile(new Uint8Array(file));
    expect(encoding).toBe('windows-1252');
    expect(text).toContain('Café crème for the speakers');
    expect(text).toContain('Budget: 40 € a day');
    expect(text).toContain('Zoë Müller');
    expect(text).toContain('Hand-written – one per sponsor');
  });

  it('reads an empty file as empty text', () => {
    expect(decodeImportFile(bytes())).toEqual({ text: '', encoding: 'utf-8' });
  });
});
