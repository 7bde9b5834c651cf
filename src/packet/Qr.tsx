// A QR code as one SVG path. uqr (~4 KB gzip) is imported the first time one is drawn, so it
// loads on the packet page only.
import { useEffect, useState } from 'react';

type Encode = typeof import('uqr').encode;
let encoder: Promise<Encode> | undefined;
const loadEncoder = () => (encoder ??= import('uqr').then((m) => m.encode));

export function Qr({ text, size = 120, label }: { text: string; size?: number; label: string }) {
  const [encode, setEncode] = useState<Encode>();
  useEffect(() => { void loadEncoder().then((e) => setEncode(() => e)); }, []);
  if (!encode) return <span style={{ display: 'inline-block', width: size, height: size }} />;
  const { data, size: n } = encode(text, { ecc: 'L', border: 2 });
  let d = '';
  data.forEach((row, y) => row.forEach((on, x) => { if (on) d += `M${x} ${y}h1v1h-1z`; }));
  return (
    <svg role="img" aria-label={label} data-qr={text} width={size} height={size} viewBox={`0 0 ${n} ${n}`} shapeRendering="crispEdges">
      <rect width={n} height={n} fill="#fff" /><path d={d} fill="#000" />
    </svg>
  );
}
