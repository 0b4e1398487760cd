/**
 * The share link of the open roster: the link (copied when the browser allows), and a QR code of it
 * to scan from another phone at the table (drawn here, no network). A link too long for one code says
 * so and offers the file. The QR encoder is loaded when a link is made (the offline copy of the site
 * holds it too), so a builder that shares nothing never downloads it.
 */
import { useId, useState } from 'react';
import type { LinkCarries } from '../../roster';
import { QrFigure } from './QrFigure';

export interface SharePanelProps {
  /** The link for the opponent (the list as played) and the one with the whole roster. */
  urls: Record<LinkCarries, string>;
  carries: LinkCarries;
  onCarries: (carries: LinkCarries) => void;
  copied: boolean | null;
  noun: string;
  /** The roster's name, for the phone's share sheet. */
  name: string;
  onExport: () => void;
}

const CHOICES: { carries: LinkCarries; label: (noun: string) => string }[] = [
  { carries: 'played', label: (noun) => `For your opponent: the ${noun} as played, without your notes or secrets` },
  { carries: 'whole', label: (noun) => `The whole ${noun}, notes and campaign log included: for another device of yours` },
];

/** The phone's own share sheet, where the browser has one (none offline-only, none on most desktops). */
const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

export function SharePanel({ urls, carries, onCarries, copied, noun, name, onExport }: SharePanelProps) {
  const id = useId();
  const url = urls[carries];
  // Drawn only after a tap on Share link, never on the server: the browser can be asked at once.
  const [sheet] = useState(canShare);
  return (
    <div className="rk-share">
      <fieldset className="rk-share-carries">
        <legend className="tk-label">What the link carries</legend>
        {CHOICES.map((c) => (
          <label key={c.carries} className="rk-choice">
            <input type="radio" name={`${id}-carries`} checked={carries === c.carries} onChange={() => onCarries(c.carries)} /> {c.label(noun)}
          </label>
        ))}
      </fieldset>
      <label className="tk-label" htmlFor={`${id}-share`}>
        Share link
      </label>
      <input id={`${id}-share`} className="tk-input" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
      {sheet && (
        <button type="button" className="tk-button" onClick={() => void navigator.share({ title: name, url }).catch(() => undefined)}>
          Share…
        </button>
      )}
      <p className="tk-note" role="status">
        {copied === true
          ? 'Copied. Whoever opens it sees this roster and can save a copy; nothing of theirs is changed.'
          : copied === false
            ? 'Copy the link above (the browser did not let us copy it for you).'
            : ''}
      </p>
      <QrFigure
        url={url}
        label="QR code of the share link"
        caption={<>Scan it with another phone&rsquo;s camera to open this {noun} there; it works without a network.</>}
        tooLong={
          <p className="tk-note">
            This {noun} is too large for one QR code. Send the link, or the file:{' '}
            <button type="button" className="tk-button" onClick={onExport}>
              Export file
            </button>
          </p>
        }
      />
    </div>
  );
}
