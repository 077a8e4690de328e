/**
 * Reading a QR code with the camera, where the browser can (the BarcodeDetector API: Chrome on
 * Android and macOS, for example). Elsewhere nothing shows: the code is pasted instead.
 */
import { useEffect, useRef, useState } from 'preact/hooks';

interface Detector { detect(source: HTMLVideoElement): Promise<readonly { readonly rawValue: string }[]> }
type DetectorClass = new (o: { formats: string[] }) => Detector;

const detectorClass = (): DetectorClass | null =>
  typeof window !== 'undefined' && 'BarcodeDetector' in window && !!navigator.mediaDevices?.getUserMedia
    ? (window as unknown as { BarcodeDetector: DetectorClass }).BarcodeDetector : null;

export function ScanButton({ onText }: { onText: (text: string) => void }) {
  const [on, setOn] = useState(false);
  if (!detectorClass()) return null;
  return on
    ? <Scanner onText={(t) => { setOn(false); onText(t); }} onStop={() => setOn(false)} />
    : <p><button type="button" onClick={() => setOn(true)}>Scan their QR code with the camera</button></p>;
}

function Scanner({ onText, onStop }: { onText: (text: string) => void; onStop: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [trouble, setTrouble] = useState<string | null>(null);
  useEffect(() => {
    const Det = detectorClass();
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let live = true;
    const look = async (det: Detector): Promise<void> => {
      const v = video.current;
      if (!live || !v) return;
      const found = v.readyState >= 2 ? await det.detect(v).catch(() => []) : [];
      const text = found[0]?.rawValue;
      if (text && live) { onText(text); return; }
      timer = setTimeout(() => void look(det), 250);
    };
    void (async () => {
      try {
        if (!Det) return;
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
        if (!live || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        void look(new Det({ formats: ['qr_code'] }));
      } catch {
        setTrouble('The camera is not available here: paste the code instead.');
      }
    })();
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
      for (const t of stream?.getTracks() ?? []) t.stop();
    };
  }, []);
  return (
    <div class="scan">
      <video ref={video} muted playsInline aria-label="Camera" />
      {trouble && <p class="problem">{trouble}</p>}
      <button type="button" onClick={onStop}>Stop the camera</button>
    </div>
  );
}
