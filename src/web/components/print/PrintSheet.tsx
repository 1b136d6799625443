import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { PAPER_SIZES, pageRule, type Paper } from '../../../shared/printing';
import classes from './print-view.module.css';

const MM_PER_PX = 25.4 / 96;

/**
 * One printable on its paper. On screen it is a sheet of that paper (an 80 mm strip, a label at
 * its real size); in print it is the page itself. The one being printed sets the @page rule: the
 * paper's exact size, or for a roll the document's own length, measured as it is laid out.
 */
export function PrintSheet({
  paper,
  printing,
  children,
}: {
  paper: Paper;
  printing: boolean;
  children: ReactNode;
}) {
  const content = useRef<HTMLDivElement>(null);
  const [heightMm, setHeightMm] = useState(0);
  useLayoutEffect(() => {
    const element = content.current;
    if (!element) return;
    const measure = () => setHeightMm(element.getBoundingClientRect().height * MM_PER_PX);
    measure();
    // Images (signature, QR code) arrive after the first layout and lengthen a roll's page.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const size = PAPER_SIZES[paper];
  return (
    <section className={classes.sheetFrame} data-printing={printing || undefined}>
      <p className={classes.paperNote}>Prints on {size.label}</p>
      <div
        className={classes.sheet}
        data-paper={paper}
        style={{
          ['--paper-width' as string]: `${size.widthMm}mm`,
          ['--paper-height' as string]: size.heightMm ? `${size.heightMm}mm` : 'auto',
          ['--sheet-margin' as string]: `${size.marginMm}mm`,
        }}
      >
        <div ref={content}>{children}</div>
      </div>
      {printing && <style>{pageRule(paper, heightMm)}</style>}
    </section>
  );
}
