/**
 * Reads a QR code with the phone's camera (issue 36, Table Link): the camera opens only when the player
 * asks, and closes when they stop it, when this leaves the page, or when the page is hidden. The reader
 * (qr-reader.ts: the browser's BarcodeDetector, else our decoder in a worker) loads with the camera, so
 * a page that shows a scanner downloads no decoder until it is used. Each distinct text reaches
 * `onText` once per camera session (src/play/qr-scan.ts). Without a camera, or with it refused: a
 * message, and a photo of the code read the same way.
 */
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { cameraProblem, createTextGate, MAX_FRAME_SIDE, MAX_PHOTO_BYTES, MAX_PHOTO_SIDE, scanWords, type CameraProblem, type GateVerdict } from '../../play/qr-scan';
import type { QrReader } from './qr-reader';
import './qr.css';

type Camera = { kind: 'off' } | { kind: 'starting' } | { kind: 'live' } | { kind: 'problem'; problem: CameraProblem };

interface Session {
  stopped: boolean;
  stream: MediaStream | null;
  reader: QrReader | null;
}

/** Time between two frames read (ms): the reader works off the page's thread, so this only spares power. */
const FRAME_GAP_MS = 40;

const loadReader = () => import('./qr-reader').then(({ openReader }) => openReader());

export function QrScanner({ onText, label = 'Scan the other phone’s code' }: { onText(text: string): void; label?: string }) {
  const [camera, setCamera] = useState<Camera>({ kind: 'off' });
  const [notice, setNotice] = useState<string | null>(null);
  const [read, setRead] = useState(0);
  const [readerKind, setReaderKind] = useState<QrReader['kind'] | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const session = useRef<Session | null>(null);
  const photoReader = useRef<Promise<QrReader> | null>(null);
  const gate = useRef(createTextGate());
  const onTextRef = useRef(onText);
  const photoId = useId();
  useEffect(() => {
    onTextRef.current = onText;
  }, [onText]);

  /** Passes a text on when its verdict says so (the camera's gate: once per session). */
  const deliver = useCallback((verdict: GateVerdict) => {
    if (verdict.kind === 'too-long') setNotice(scanWords.tooLong(verdict.length));
    if (verdict.kind !== 'new') return;
    setRead((n) => n + 1);
    onTextRef.current(verdict.text);
  }, []);

  const stop = useCallback(() => {
    const s = session.current;
    session.current = null;
    if (s) {
      s.stopped = true;
      for (const track of s.stream?.getTracks() ?? []) track.stop();
      s.reader?.close();
    }
    if (videoRef.current) videoRef.current.srcObject = null;
  }, []);

  const close = useCallback(() => {
    stop();
    setCamera({ kind: 'off' });
  }, [stop]);

  const open = useCallback(async () => {
    stop();
    setNotice(null);
    const media = typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined;
    if (!media?.getUserMedia) {
      setCamera({ kind: 'problem', problem: typeof isSecureContext === 'boolean' && !isSecureContext ? 'insecure' : 'unsupported' });
      return;
    }
    const s: Session = { stopped: false, stream: null, reader: null };
    session.current = s;
    gate.current = createTextGate();
    setRead(0);
    setCamera({ kind: 'starting' });
    let stream: MediaStream;
    try {
      // The back camera; a frame of 1280 × 720 where it offers one, so a dense code has pixels enough.
      stream = await media.getUserMedia({ video: { facingMode: 'environment', width: { ideal: 1280 }, height: { ideal: 720 } }, audio: false });
    } catch (error) {
      if (session.current === s) {
        session.current = null;
        setCamera({ kind: 'problem', problem: cameraProblem(error) });
      }
      return;
    }
    if (s.stopped) {
      for (const track of stream.getTracks()) track.stop();
      return;
    }
    s.stream = stream;
    const video = videoRef.current;
    if (!video) return stop();
    video.srcObject = stream;
    try {
      await video.play();
    } catch {
      // Autoplay of a muted, inline video is allowed; a refusal here still leaves frames to read.
    }
    if (s.stopped) return;
    setCamera({ kind: 'live' });
    try {
      s.reader = await loadReader();
    } catch {
      if (!s.stopped) {
        setNotice(scanWords.decoderFailed);
        close();
      }
      return;
    }
    if (s.stopped) return s.reader.close();
    setReaderKind(s.reader.kind);
    while (!s.stopped) {
      if (video.readyState >= 2 && video.videoWidth > 0) {
        let text: string | null;
        try {
          text = await s.reader.read(video, MAX_FRAME_SIDE);
        } catch {
          if (!s.stopped) {
            setNotice(scanWords.decoderFailed);
            close();
          }
          return;
        }
        if (s.stopped) return;
        if (text !== null) deliver(gate.current(text));
      }
      await new Promise((resolve) => setTimeout(resolve, FRAME_GAP_MS));
    }
  }, [close, deliver, stop]);

  // The camera stops when the page is hidden (another app, a locked phone) and when this unmounts.
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden' && session.current) close();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      stop();
      void photoReader.current?.then((r) => r.close()).catch(() => {});
    };
  }, [close, stop]);

  const onPhoto = useCallback(
    async (event: ChangeEvent<HTMLInputElement>) => {
      const input = event.currentTarget;
      const file = input.files?.[0];
      input.value = '';
      if (!file) return;
      if (file.size > MAX_PHOTO_BYTES) return setNotice(scanWords.photoTooLarge(file.size));
      setNotice(scanWords.readingPhoto);
      let bitmap: ImageBitmap;
      try {
        bitmap = await createImageBitmap(file);
      } catch {
        return setNotice(scanWords.notAnImage);
      }
      let text: string | null;
      try {
        photoReader.current ??= loadReader();
        const reader = await photoReader.current;
        setReaderKind(reader.kind);
        text = await reader.read(bitmap, MAX_PHOTO_SIDE);
      } catch {
        photoReader.current = null;
        return setNotice(scanWords.decoderFailed);
      } finally {
        bitmap.close();
      }
      if (text === null) return setNotice(scanWords.noCodeInPhoto);
      setNotice(null);
      // A photo is picked on purpose: its code is passed on even when the camera read it already.
      deliver(createTextGate()(text));
    },
    [deliver],
  );

  const on = camera.kind === 'starting' || camera.kind === 'live';
  const status = camera.kind === 'problem' ? scanWords.problem[camera.problem] : camera.kind === 'starting' ? scanWords.starting : camera.kind === 'live' ? scanWords.live : null;
  return (
    <section className="pk-qr-scan" aria-label={label} data-reader={readerKind ?? undefined}>
      <div className="pk-bar">
        {on ? (
          <button type="button" className="tk-button" onClick={close}>
            {scanWords.close}
          </button>
        ) : (
          <button type="button" className="tk-button rk-primary" onClick={() => void open()}>
            {scanWords.open}
          </button>
        )}
      </div>
      {on && <video ref={videoRef} className="pk-qr-video" aria-label={scanWords.video} muted playsInline autoPlay />}
      <div role="status" className="pk-qr-status">
        {status && <p>{status}</p>}
        {notice && <p>{notice}</p>}
        {read > 0 && <p>{scanWords.read(read)}</p>}
      </div>
      <div className="pk-qr-photo">
        <label htmlFor={photoId}>{scanWords.photo}</label>
        <input id={photoId} type="file" accept="image/*" capture="environment" onChange={(e) => void onPhoto(e)} />
        <p className="tk-note">{scanWords.photoHelp}</p>
      </div>
    </section>
  );
}
