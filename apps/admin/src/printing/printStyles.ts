export type PaperSize = 'A4' | 'Letter';

/** Print CSS: the paper size, margins, no app chrome, clean tables, slips that never split. */
export function printCss(paper: PaperSize): string {
  return `
@page { size: ${paper === 'A4' ? 'A4' : 'letter'} portrait; margin: 12mm; }
.print-root { font-family: system-ui, -apple-system, "Segoe UI", "Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans JP", "Noto Sans CJK JP", "Yu Gothic UI", Meiryo, Roboto, Arial, sans-serif; color: #111; background: #fff; }
.print-page { max-width: ${paper === 'A4' ? '186mm' : '191.9mm'}; margin: 0 auto; padding: 8mm 0 16mm; }
.print-head { display: flex; align-items: baseline; justify-content: space-between; gap: 12px; border-bottom: 2px solid #2D3A8C; padding-bottom: 6px; margin-bottom: 10px; }
.print-head h1 { font-size: 20px; margin: 0; }
.print-head .meta { font-size: 12px; color: #444; text-align: right; }
.print-table { width: 100%; border-collapse: collapse; font-size: 13px; }
.print-table th { text-align: left; font-size: 11px; text-transform: uppercase; letter-spacing: 0.04em; color: #444; border-bottom: 1.5px solid #333; padding: 4px 6px; }
.print-table td { border-bottom: 0.5px solid #bbb; padding: 5px 6px; }
.print-table td.num, .print-table th.num { text-align: right; font-variant-numeric: tabular-nums; }
.print-table td.table-no { font-weight: 800; font-size: 16px; width: 48px; }
.print-table tr { break-inside: avoid; }
.print-table thead { display: table-header-group; }
.print-columns { column-count: 2; column-gap: 10mm; }
.print-columns .print-table { break-inside: auto; font-size: 12px; }
.print-columns .print-table td { padding: 3px 6px; line-height: 1.35; }
.slips { display: grid; grid-template-columns: 1fr 1fr; gap: 6mm; }
.slip { border: 1px dashed #777; border-radius: 2mm; padding: 4mm; break-inside: avoid; page-break-inside: avoid; font-size: 12px; }
.slip h2 { font-size: 14px; margin: 0 0 2mm; display: flex; justify-content: space-between; }
.slip .players { display: grid; grid-template-columns: 1fr 16mm; gap: 2mm 3mm; align-items: end; margin: 3mm 0; }
.slip .box { border: 1px solid #333; height: 9mm; }
.slip .name { font-weight: 700; font-size: 14px; border-bottom: 0.5px solid #bbb; padding-bottom: 1mm; }
.slip .sign { display: grid; grid-template-columns: 1fr 1fr; gap: 4mm; margin-top: 4mm; }
.slip .sign div { border-top: 1px solid #333; padding-top: 1mm; font-size: 10px; color: #444; }
.decklist-fields { display: grid; grid-template-columns: 2fr 1fr 2fr; gap: 4mm; margin-bottom: 4mm; font-size: 11px; color: #444; }
.decklist-fields div { border-bottom: 1px solid #333; padding-top: 7mm; }
.decklist-columns { display: grid; grid-template-columns: 1fr 1fr; gap: 8mm; }
.decklist-columns h2 { font-size: 14px; margin: 0 0 2mm; }
.decklist-total, .decklist-judge { margin-top: 3mm; border: 1px solid #333; padding: 2mm; font-size: 11px; min-height: 8mm; }
.codes { display: grid; grid-template-columns: 1fr 1fr; gap: 5mm; }
.code-slip { border: 1px dashed #777; border-radius: 2mm; padding: 4mm; display: grid; grid-template-columns: 30mm 1fr; gap: 4mm; align-items: center; break-inside: avoid; page-break-inside: avoid; }
.code-slip img { width: 30mm; height: 30mm; image-rendering: pixelated; }
.code-slip .player { font-size: 15px; font-weight: 800; }
.code-slip .code { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 20px; font-weight: 700; letter-spacing: 0.12em; margin: 1mm 0; }
.code-slip .hint { font-size: 10px; color: #444; }
.code-slip .url { font-size: 9px; color: #444; word-break: break-all; margin-top: 1mm; }
.print-toolbar { position: sticky; top: 0; z-index: 2; display: flex; gap: 8px; align-items: center; padding: 10px 16px; background: #1B2463; color: #fff; font: 600 14px system-ui, sans-serif; }
.print-toolbar .spacer { flex: 1; }
.print-toolbar button, .print-toolbar select { font: inherit; border-radius: 8px; border: 1px solid rgba(255,255,255,0.5); background: transparent; color: #fff; padding: 6px 12px; cursor: pointer; }
.print-toolbar select option { color: #111; }
.print-toolbar button.primary { background: #C7402D; border-color: #C7402D; }
.print-warning { margin: 0 0 8mm; padding: 10px 14px; border: 2px solid #C7402D; border-left-width: 8px; border-radius: 8px; background: #FDF0EE; color: #5E1A10; font: 14px/1.5 system-ui, sans-serif; }
.print-warning p { margin: 4px 0 0; }
.bracket-print { display: grid; gap: 5mm; align-items: stretch; }
.bracket-column { display: flex; flex-direction: column; }
.bracket-column h2 { font-size: 12px; text-transform: uppercase; letter-spacing: 0.04em; color: #444; margin: 0 0 2mm; }
.bracket-boxes { flex: 1; display: flex; flex-direction: column; justify-content: space-around; gap: 3mm; }
.bracket-box { border: 1px solid #333; border-radius: 1.5mm; break-inside: avoid; page-break-inside: avoid; }
.bracket-table { font-size: 10px; color: #444; padding: 1mm 2mm 0; }
.bracket-entrant { display: grid; grid-template-columns: 6mm 1fr 6mm; gap: 1mm; align-items: baseline; min-height: 7mm; padding: 1mm 2mm; font-size: 12px; overflow-wrap: anywhere; }
.bracket-entrant + .bracket-entrant { border-top: 0.5px solid #999; }
.bracket-entrant .seed { font-size: 10px; color: #444; }
.bracket-entrant .score { text-align: right; font-weight: 700; font-variant-numeric: tabular-nums; }
.bracket-entrant.through .name { font-weight: 800; }
.bracket-champion { font-size: 16px; font-weight: 800; margin: 6mm 0 0; }
.page-break { break-after: page; page-break-after: always; }
@media screen { body { background: #E9EBF3 !important; } .print-page { background: #fff; margin: 16px auto; padding: 12mm; box-shadow: 0 4px 20px rgba(0,0,0,0.12); } }
@media print {
  .print-toolbar, .print-warning { display: none !important; }
  body { background: #fff !important; }
  .print-page { box-shadow: none; padding: 0; margin: 0; max-width: none; }
}
`;
}
