/**
 * Several QR codes shown one after another (issue 36, Table Link: a payload too large for one code),
 * each labelled "part i of n", so the other phone's camera reads them all while it watches. Every part
 * is drawn once (QrFigure, src/roster/qr.ts) and only the current one shown, so the page does not
 * jump. It pauses on request; with reduced motion asked for, it never moves by itself: a "Next part"
 * button steps instead.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { CYCLE_MS, cycleWords, nextPart } from '../../play/qr-scan';
import { QrFigure } from '../roster/QrFigure';
import './qr.css';

const REDUCE = '(prefers-reduced-motion: reduce)';
const subscribe = (change: () => void) => {
  const query = matchMedia(REDUCE);
  query.addEventListener('change', change);
  return () => query.removeEventListener('change', change);
};
const reducedMotion = () => matchMedia(REDUCE).matches;

export function QrCycle({ texts, label }: { texts: string[]; label: string }) {
  const n = Array.isArray(texts) ? texts.length : 0;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reduced = useSyncExternalStore(subscribe, reducedMotion, () => true);
  const moving = n > 1 && !paused && !reduced;
  useEffect(() => {
    if (!moving) return;
    const timer = setInterval(() => setIndex((i) => nextPart(i, n)), CYCLE_MS);
    return () => clearInterval(timer);
  }, [moving, n]);
  if (n === 0) return <p className="tk-note">{cycleWords.empty}</p>;
  const current = index < n ? index : 0;
  const step = (by: number) => setIndex((i) => nextPart(i, n, by));
  return (
    <div className="pk-qr-cycle" role="group" aria-label={label}>
      {texts.map((text, k) => (
        <div key={k} hidden={k !== current} data-part={k + 1}>
          <QrFigure
            url={text}
            label={n > 1 ? `${label}, ${cycleWords.part(k, n)}` : label}
            caption={n > 1 ? cycleWords.part(k, n) : label}
            tooLong={<p className="tk-note">{cycleWords.tooLong}</p>}
          />
        </div>
      ))}
      {n > 1 && (
        <>
          <p className="tk-note">{reduced ? cycleWords.stepping(n) : cycleWords.cycling(n)}</p>
          <div className="pk-bar">
            {!reduced && (
              <button type="button" className="tk-button" aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
                {cycleWords.pause}
              </button>
            )}
            {(reduced || paused) && (
              <>
                <button type="button" className="tk-button" onClick={() => step(-1)}>
                  {cycleWords.previous}
                </button>
                <button type="button" className="tk-button rk-primary" onClick={() => step(1)}>
                  {cycleWords.next}
                </button>
              </>
            )}
          </div>
        </>
      )}
    </div>
  );
}
