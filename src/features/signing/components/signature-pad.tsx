import { useEffect, useRef, useState, type PointerEvent } from 'react';
import {
  DRAWN_SIGNATURE_MAX_HEIGHT,
  DRAWN_SIGNATURE_MAX_WIDTH,
} from '../../../domain/signing/signature-request';
import { Button } from '../../../ui/button';

export interface SignaturePadProps {
  /** The drawing area's accessible name. */
  label: string;
  /** Ids of what describes it (how to draw, the typed alternative, a message). */
  describedBy?: string;
  /** The drawing as a PNG data URL once a stroke ends; '' once cleared. */
  onChange: (image: string) => void;
}

/** Sharper strokes on high-density screens, within a PNG the size limit allows. */
const MAX_PIXEL_RATIO = 2;

/**
 * The canvas's pixels for a drawing area of `box` CSS pixels: the screen's density (at most
 * MAX_PIXEL_RATIO), lowered so the drawing is never larger than the server takes, however
 * wide the page, the zoom or the font size make the area; and the scale from CSS pixels.
 */
export function padPixels(box: { width: number; height: number }, devicePixelRatio: number) {
  const ratio = Math.min(
    devicePixelRatio || 1,
    MAX_PIXEL_RATIO,
    DRAWN_SIGNATURE_MAX_WIDTH / box.width,
    DRAWN_SIGNATURE_MAX_HEIGHT / box.height,
  );
  const width = Math.min(Math.round(box.width * ratio), DRAWN_SIGNATURE_MAX_WIDTH);
  const height = Math.min(Math.round(box.height * ratio), DRAWN_SIGNATURE_MAX_HEIGHT);
  return { width, height, scaleX: width / box.width || 1, scaleY: height / box.height || 1 };
}

/**
 * A signature drawn with a mouse, finger or stylus (pointer events; the page does not scroll
 * while drawing on it), and Clear. Optional: the typed signature is the keyboard's way.
 */
export function SignaturePad({ label, describedBy, onChange }: SignaturePadProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const pixels = padPixels(canvas.getBoundingClientRect(), window.devicePixelRatio);
    canvas.width = pixels.width;
    canvas.height = pixels.height;
    context.scale(pixels.scaleX, pixels.scaleY);
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#1b2430';
  }, []);

  const pointAt = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };

  const strokeTo = (point: { x: number; y: number }) => {
    const context = canvasRef.current?.getContext('2d');
    const from = last.current;
    if (!context || !from) return;
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(point.x, point.y);
    context.stroke();
    last.current = point;
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    const point = pointAt(event);
    last.current = point;
    // A tap leaves a dot.
    strokeTo({ x: point.x + 0.1, y: point.y + 0.1 });
  };

  const end = () => {
    if (!last.current) return;
    last.current = null;
    setDrawn(true);
    onChange(canvasRef.current?.toDataURL('image/png') ?? '');
  };

  const clear = () => {
    const canvas = canvasRef.current;
    canvas?.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height);
    setDrawn(false);
    onChange('');
  };

  return (
    <div className="ch-signature-pad">
      <canvas
        ref={canvasRef}
        className="ch-signature-pad__canvas"
        role="img"
        aria-label={label}
        aria-describedby={describedBy}
        onPointerDown={start}
        onPointerMove={(event) => last.current && strokeTo(pointAt(event))}
        onPointerUp={end}
        onPointerCancel={end}
      />
      <Button variant="secondary" onPress={clear} isDisabled={!drawn}>
        Clear drawing
      </Button>
    </div>
  );
}
