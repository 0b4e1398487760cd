/**
 * A QR code of a link, drawn here (no network) once the encoder has loaded: the encoder comes with the
 * first code drawn, so a page that shows none never downloads it. `undefined` while it loads; a link
 * too long for one code shows `tooLong` instead.
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { QrDrawing } from '../../roster/qr';

export function QrFigure({ url, label, caption, tooLong }: { url: string; label: string; caption: ReactNode; tooLong: ReactNode }) {
  const [qr, setQr] = useState<{ url: string; drawing: QrDrawing | null } | null>(null);
  useEffect(() => {
    let live = true;
    void import('../../roster/qr').then(({ qrDrawing }) => {
      if (live) setQr({ url, drawing: qrDrawing(url) });
    });
    return () => {
      live = false;
    };
  }, [url]);
  const drawing = qr?.url === url ? qr.drawing : undefined;
  if (drawing === undefined) return null;
  if (!drawing) return <>{tooLong}</>;
  return (
    <figure className="rk-qr">
      <svg viewBox={`0 0 ${drawing.size} ${drawing.size}`} style={{ display: 'block', width: '100%', maxWidth: '22rem', height: 'auto' }} role="img" aria-label={label}>
        <rect width={drawing.size} height={drawing.size} fill="#fff" />
        <path d={drawing.path} fill="#000" shapeRendering="crispEdges" />
      </svg>
      <figcaption className="tk-note">{caption}</figcaption>
    </figure>
  );
}
