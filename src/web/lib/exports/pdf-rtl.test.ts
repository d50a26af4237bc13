import { describe, expect, it } from 'vitest';
import { ARABIC_FORMS, shapeArabic, visualOrder } from './pdf-rtl.ts';

const codes = (text: string) => [...text].map((char) => char.codePointAt(0)!.toString(16));

describe('Arabic letters joined to their neighbours', () => {
  it('each form in the table is a form of its letter', () => {
    for (const [letter, forms] of ARABIC_FORMS) {
      for (const form of forms) expect(String.fromCharCode(form).normalize('NFKC'), form.toString(16)).toBe(String.fromCharCode(letter));
    }
  });

  it('takes the initial, medial and final forms inside a word, the isolated one alone', () => {
    // بيت: beh initial (FE91), yeh medial (FEF4), teh final (FE96).
    expect(codes(shapeArabic('بيت'))).toEqual(['fe91', 'fef4', 'fe96']);
    // ب alone: isolated (FE8F).
    expect(codes(shapeArabic('ب'))).toEqual(['fe8f']);
  });

  it('breaks the join after a letter that joins only the one before it', () => {
    // بالبيت: alef (FE8E final) does not join what follows, so lam starts again (FEDF initial).
    expect(codes(shapeArabic('بالبيت'))).toEqual(['fe91', 'fe8e', 'fedf', 'fe92', 'fef4', 'fe96']);
    // دب: dal isolated (FEA9), beh isolated (FE8F) rather than final.
    expect(codes(shapeArabic('دب'))).toEqual(['fea9', 'fe8f']);
  });

  it('joins across the vowel marks between letters, and not across punctuation or digits', () => {
    // بَت: beh initial with its fatha, teh final.
    expect(codes(shapeArabic('بَت'))).toEqual(['fe91', '64e', 'fe96']);
    // كرسي؟ and كرسي٢: yeh final before the question mark and the digit.
    expect(codes(shapeArabic('في؟'))).toEqual(['fed3', 'fef2', '61f']);
    expect(codes(shapeArabic('في٢'))).toEqual(['fed3', 'fef2', '662']);
  });

  it('draws lam and alef as their ligature', () => {
    expect(codes(shapeArabic('لا'))).toEqual(['fefb']);
    expect(codes(shapeArabic('سلام'))).toEqual(['feb3', 'fefc', 'fee1']);
  });

  it('leaves other text as it is', () => {
    expect(shapeArabic('Order 20 chairs · שלום')).toBe('Order 20 chairs · שלום');
  });
});

describe('a line in the order it is seen', () => {
  it('reverses Arabic and Hebrew inside a left-to-right line, keeping the rest in place', () => {
    expect(visualOrder('Order 20 كراسي for the hall')).toBe('Order 20 يسارك for the hall');
    expect(visualOrder('Book שלום now')).toBe('Book םולש now');
  });

  it('puts a right-to-left line from the right, its numbers and Latin still left to right', () => {
    expect(visualOrder('שלום 2025 world')).toBe('world 2025 םולש');
    expect(visualOrder('הזמנה: 3.5 ק"ג')).toBe('ג"ק 3.5 :הנמזה');
    expect(visualOrder('طلب 20 كرسي ok')).toBe('ok يسرك 20 بلط');
    // Digits after Arabic letters are Arabic numbers: the percent sign after them is not part of the
    // number, and is seen on its left, as Arabic readers expect.
    expect(visualOrder('السعر 15%')).toBe('%15 رعسلا');
    // Arabic-Indic digits read left to right too.
    expect(visualOrder('طلب ٢٠ كرسي')).toBe('يسرك ٢٠ بلط');
  });

  it('puts a letter’s marks before it, where the fonts draw a mark over the letter that follows', () => {
    expect(visualOrder('بَت')).toBe('تَب');
    // לוֹ: lamed, vav, holam (U+05B9).
    expect(visualOrder('לוֹ')).toBe('\u05b9\u05d5\u05dc');
  });

  it('turns brackets to face the way right-to-left text reads', () => {
    expect(visualOrder('كرسي (للقاعة)')).toBe('(ةعاقلل) يسرك');
  });

  it('keeps an emoji inside right-to-left text whole', () => {
    expect(visualOrder('حفلة 🎉 كبيرة')).toBe('ةريبك 🎉 ةلفح');
  });

  it('leaves left-to-right text alone', () => {
    expect(visualOrder('Café (Zoë) 20%')).toBe('Café (Zoë) 20%');
  });
});
