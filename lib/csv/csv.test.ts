import { csvCell, parseCsv, toCsv, unguard } from "@/lib/csv/csv";

describe("toCsv", () => {
  it("quotes commas, quotes and line breaks, and ends every line with CRLF", () => {
    expect(toCsv([["a,b", 'say "hi"', "two\nlines", "plain"]])).toBe(
      '"a,b","say ""hi""","two\nlines",plain\r\n',
    );
    expect(toCsv([])).toBe("");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(true)).toBe("true");
  });

  it.each(["=1+1", "+SUM(A1)", "-2+3+cmd|' /C calc'!A0", "@SUM(A1)", "\tx", "\rx"])(
    "neutralises the formula %j with an apostrophe",
    (text) => {
      const cell = csvCell(text);
      expect(parseCsv(`${cell}\r\n`)[0]!.cells[0]).toBe(`'${text}`);
      expect(unguard(`'${text}`)).toBe(text);
    },
  );

  it("writes numbers and signed numeric text as data, not as formulas", () => {
    expect(toCsv([[-12.5, "-12.50", "+3", 0]])).toBe("-12.5,-12.50,+3,0\r\n");
    expect(csvCell("-12.50 off")).toBe(`"'-12.50 off"`);
  });
});

describe("parseCsv", () => {
  it("round-trips awkward text", () => {
    const rows = [
      ["name", "note"],
      [" padded ", 'quote " inside'],
      ["comma, here", "line\r\nbreak"],
      ["", "empty first"],
      ["ünïcode ✓", "😀"],
    ];
    expect(parseCsv(toCsv(rows)).map((record) => record.cells)).toEqual(rows);
  });

  it.each(["\n", "\r\n"])(
    "reads %j files, drops a BOM and blank rows, and numbers lines as an editor does",
    (eol) => {
      const text = `\uFEFFa,b${eol}${eol}"x${eol}y",z${eol},${eol}last,row`;
      expect(parseCsv(text)).toEqual([
        { line: 1, cells: ["a", "b"] },
        { line: 3, cells: [`x${eol}y`, "z"] },
        { line: 6, cells: ["last", "row"] },
      ]);
    },
  );

  it("refuses an unclosed quote, naming the line its row starts on", () => {
    expect(() => parseCsv('a,b\nc,"d\ne')).toThrow("Line 2: a quoted field is not closed.");
    expect(parseCsv("")).toEqual([]);
  });
});
