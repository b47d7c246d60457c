import { Parser } from "htmlparser2";
import { blockTags, verbatimTags } from "./html-blocks";

/** Where a piece of text is in the source: `html.slice(start, end)`, references left as written. */
export type TextPiece = [start: number, end: number];

/**
 * The text of some HTML that typography may touch (none of what code, pre, script, style or textarea hold), read by
 * htmlparser2, in runs: a run ends at a block's edge (a paragraph, a cell, <br>), so "<strong>5 000</strong> FCFA"
 * is one run of two pieces.
 */
export function textRuns(html: string): TextPiece[][] {
  const runs: TextPiece[][] = [];
  let run: TextPiece[] = [];
  let verbatim = 0;
  const endRun = () => {
    if (run.length > 0) runs.push(run);
    run = [];
  };
  const atTag = (name: string, closing: boolean) => {
    if (verbatimTags.has(name)) {
      endRun();
      verbatim = Math.max(0, verbatim + (closing ? -1 : 1));
    } else if (blockTags.has(name)) endRun();
  };
  const parser: Parser = new Parser(
    {
      ontext: () => {
        if (verbatim === 0) run.push([parser.startIndex, parser.endIndex + 1]);
      },
      onopentag: (name) => atTag(name, false),
      onclosetag: (name) => atTag(name, true),
    },
    { decodeEntities: false },
  );
  parser.end(html);
  endRun();
  return runs;
}

/** The HTML with each piece of text replaced by `rewrite(piece, index)`; tags and verbatim text as written. */
export function replacePieces(html: string, pieces: TextPiece[], rewrite: (text: string, index: number) => string): string {
  let output = "";
  let copied = 0;
  pieces.forEach(([start, end], index) => {
    output += html.slice(copied, start) + rewrite(html.slice(start, end), index);
    copied = end;
  });
  return output + html.slice(copied);
}
