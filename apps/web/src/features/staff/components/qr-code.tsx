import { encode } from 'uqr';

/**
 * A QR code drawn on the page from its text (an authenticator's otpauth link holds the secret key:
 * it is never sent to an outside service to be drawn). Black modules on white, with the quiet zone
 * scanners need, as one SVG path.
 */
export function QrCode({ text, label, size = 200 }: { text: string; label: string; size?: number }) {
  const { data } = encode(text, { ecc: 'M', border: 4 });
  const modules = data.length;
  const path = data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('');
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
