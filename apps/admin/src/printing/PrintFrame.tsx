import { type ReactNode, useState } from 'react';
import { useTranslate } from 'react-admin';
import { defaultPaper, rememberedPaper, rememberPaper } from './paper';
import { type PaperSize, printCss } from './printStyles';

/**
 * The paper a sheet prints on: the one chosen on this computer for `key` (an event, a series, a
 * convention), else the default for where it is held (`defaultPaper`) once that is known.
 */
export function usePaper(key: string, place: Parameters<typeof defaultPaper>[0] | undefined) {
  const [chosen, setChosen] = useState<PaperSize | null>(() => rememberedPaper(localStorage, key));
  const paper = chosen ?? (place ? defaultPaper(place, navigator.language) : 'A4');
  const choosePaper = (size: PaperSize) => {
    setChosen(size);
    rememberPaper(localStorage, key, size);
  };
  return [paper, choosePaper] as const;
}

/** A printable page without the app around it: the toolbar (its title, `tools`, paper, print) above the sheets. */
export const PrintFrame = ({
  kind,
  title,
  paper,
  onPaper,
  css = '',
  tools,
  children,
}: {
  kind: string;
  title: string;
  paper: PaperSize;
  onPaper: (paper: PaperSize) => void;
  css?: string;
  tools?: ReactNode;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <div className="print-root" data-testid="print-page" data-kind={kind}>
      <style>{printCss(paper) + css}</style>
      <div className="print-toolbar" role="toolbar" aria-label={translate('taikai.print.toolbar')}>
        <span>{title}</span>
        <span className="spacer" />
        {tools}
        <label>
          {translate('taikai.print.paper')}{' '}
          <select value={paper} onChange={(e) => onPaper(e.target.value as PaperSize)} data-testid="paper-size">
            <option value="A4">A4</option>
            <option value="Letter">Letter</option>
          </select>
        </label>
        <button type="button" className="primary" onClick={() => window.print()}>
          {translate('taikai.print.print')}
        </button>
      </div>
      <main className="print-page">{children}</main>
    </div>
  );
};
