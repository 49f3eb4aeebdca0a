// The text of each page of a PDF as Chromium prints it (Skia: plain objects, Flate streams,
// Type0 fonts with a ToUnicode map), enough to read a printed worksheet back without a PDF
// library: each text run of a page's content stream, mapped through its font's ToUnicode, in
// the order the page draws them, runs joined by a space.
import { inflateSync } from 'node:zlib';

/** @typedef {{ dict: string, data: Buffer | null }} PdfObject */

/**
 * Every `n 0 obj` of the file: its dictionary and its stream's bytes, inflated.
 * @param {Buffer} pdf
 * @returns {Map<number, PdfObject>}
 */
function objects(pdf) {
  const text = pdf.toString('latin1');
  const out = new Map();
  const head = /(\d+) 0 obj\s*/g;
  for (let m; (m = head.exec(text)); ) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endobj', start);
    const streamAt = text.indexOf('stream', start);
    if (streamAt === -1 || streamAt > end) {
      out.set(Number(m[1]), { dict: text.slice(start, end), data: null });
      continue;
    }
    const dict = text.slice(start, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    const from = streamAt + 'stream'.length + (text[streamAt + 6] === '\r' ? 2 : 1);
    const raw = pdf.subarray(from, from + length);
    out.set(Number(m[1]), { dict, data: dict.includes('/FlateDecode') ? inflateSync(raw) : raw });
    head.lastIndex = from + length;
  }
  return out;
}

/** @param {string} hex */
const codes = (hex) => Array.from({ length: hex.length / 4 }, (_, i) => parseInt(hex.slice(4 * i, 4 * i + 4), 16));
/** @param {string} hex  UTF-16BE */
const utf16 = (hex) => String.fromCharCode(...codes(hex));

/**
 * A ToUnicode CMap: glyph code → text.
 * @param {string} cmap
 */
function toUnicode(cmap) {
  const map = new Map();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, src, dst] of block[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(parseInt(src, 16), utf16(dst));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, dst] of block[1].matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const first = parseInt(dst, 16);
      for (let c = parseInt(lo, 16); c <= parseInt(hi, 16); c++) map.set(c, String.fromCharCode(first + c - parseInt(lo, 16)));
    }
  }
  return map;
}

/**
 * The text of each page, in page order.
 * @param {Buffer} pdf
 * @returns {string[]}
 */
export function pdfPages(pdf) {
  const objs = objects(pdf);
  const ref = (/** @type {string} */ dict, /** @type {string} */ key) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1]);
  const pages = /** @type {{ dict: string }} */ ([...objs.values()].find((o) => /\/Type \/Pages\b/.test(o.dict)));
  const kids = [...(/\/Kids \[([^\]]*)\]/.exec(pages.dict)?.[1] ?? '').matchAll(/(\d+) 0 R/g)].map((k) => Number(k[1]));
  return kids.map((id) => {
    const page = /** @type {PdfObject} */ (objs.get(id));
    const fontDict = /\/Font <<([^>]*)>>/.exec(page.dict)?.[1] ?? '';
    /** @type {Map<string, Map<number, string>>} */
    const fonts = new Map();
    for (const [, name, font] of fontDict.matchAll(/\/(\S+) (\d+) 0 R/g)) {
      const cmap = objs.get(ref(/** @type {PdfObject} */ (objs.get(Number(font))).dict, 'ToUnicode'))?.data;
      fonts.set(name, cmap ? toUnicode(cmap.toString('latin1')) : new Map());
    }
    const contents = [...(/\/Contents (\[[^\]]*\]|\d+ 0 R)/.exec(page.dict)?.[1] ?? '').matchAll(/(\d+) 0 R/g)];
    const content = contents.map((c) => objs.get(Number(c[1]))?.data?.toString('latin1') ?? '').join('\n');
    const runs = [];
    let font = new Map();
    // Operators that set the font or show text: `/F5 12 Tf`, `<0012> Tj`, `[<0012> -20 <0013>] TJ`.
    for (const m of content.matchAll(/\/(\S+)\s+[\d.]+\s+Tf|(<[0-9A-Fa-f]*>)\s*Tj|\[((?:\s*(?:<[0-9A-Fa-f]*>|-?[\d.]+))*)\s*\]\s*TJ/g)) {
      if (m[1]) font = fonts.get(m[1]) ?? new Map();
      else {
        const strings = [...(m[2] ?? m[3]).matchAll(/<([0-9A-Fa-f]*)>/g)];
        runs.push(
          strings
            .map((s) =>
              codes(s[1])
                .map((c) => font.get(c) ?? '')
                .join(''),
            )
            .join(''),
        );
      }
    }
    return runs.join(' ').replace(/\s+/g, ' ');
  });
}
