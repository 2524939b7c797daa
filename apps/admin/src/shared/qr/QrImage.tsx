import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * A QR code of `value` as an image (access slips, member cards, the store's calendar page); an
 * empty box of its size until it is drawn.
 */
export const QrImage = ({ value, alt, size, width = 240 }: { value: string; alt: string; size: string; width?: number }) => {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(value, { margin: 1, width, errorCorrectionLevel: 'M' }).then((data) => live && setSrc(data));
    return () => {
      live = false;
    };
  }, [value, width]);
  return src ? (
    <img src={src} alt={alt} data-testid="qr" style={{ width: size, height: size }} />
  ) : (
    <div style={{ width: size, height: size }} />
  );
};
