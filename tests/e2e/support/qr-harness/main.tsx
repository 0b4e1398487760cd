/**
 * The e2e-only page that mounts the camera's components as the play view will (tests/e2e/qr-scan.spec.ts,
 * tests/bench/qr-scan.bench.spec.ts): never part of the site. `?cycle=<JSON list of texts>` shows a
 * QrCycle; otherwise a QrScanner whose texts are listed in order (and kept on window.__texts).
 */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { QrCycle } from '../../../../src/components/play/QrCycle';
import { QrScanner } from '../../../../src/components/play/QrScanner';
import '../../../../src/components/roster/roster.css';
import '../../../../src/components/play/play.css';
import '../../../../src/components/tools/tools.css';

declare global {
  interface Window {
    __texts: { text: string; at: number }[];
  }
}
window.__texts = [];

function Scan() {
  const [texts, setTexts] = useState<string[]>([]);
  const [taps, setTaps] = useState(0);
  return (
    <>
      {/* What a tap at the table costs while the camera reads (the bench times it). */}
      <button type="button" id="tap" onClick={() => setTaps((n) => n + 1)}>
        Tapped {taps}
      </button>
      <QrScanner
        onText={(text) => {
          window.__texts.push({ text, at: performance.now() });
          setTexts((t) => [...t, text]);
        }}
      />
      <h2>Texts read</h2>
      <ol id="texts" style={{ overflowWrap: 'anywhere' }}>
        {texts.map((t, i) => (
          <li key={i}>{t}</li>
        ))}
      </ol>
    </>
  );
}

const cycle = new URLSearchParams(location.search).get('cycle');
createRoot(document.getElementById('root')!).render(cycle ? <QrCycle texts={JSON.parse(cycle) as string[]} label="My side’s update" /> : <Scan />);
