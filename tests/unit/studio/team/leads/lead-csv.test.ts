/** The CSV export opens safely in a spreadsheet: nothing in a cell is read as a formula. */
import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument } from '../../../../../src/studio/team/leads/lead-csv.ts';

describe('lead CSV', () => {
  it('writes a cell starting with = + - @ tab or carriage return after a quote, as text', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+1 512 555 0100')).toBe(`"'+1 512 555 0100"`);
    expect(csvCell('-2+3')).toBe(`"'-2+3"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('\t=1')).toBe(`"'\t=1"`);
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
  });

  it('leaves other text as it is, quoted, with quotes doubled and line breaks kept', () => {
    expect(csvCell('Ann Lee')).toBe('"Ann Lee"');
    expect(csvCell('a=b')).toBe('"a=b"');
    expect(csvCell('say "hi"\nthen, go')).toBe('"say ""hi""\nthen, go"');
    expect(csvCell('')).toBe('""');
  });

  it('is a UTF-8 document with a BOM and CRLF rows', () => {
    expect(
      csvDocument([
        ['a', 'b'],
        ['ç', '=1'],
      ]),
    ).toBe(`\uFEFF"a","b"\r\n"ç","'=1"\r\n`);
  });
});
