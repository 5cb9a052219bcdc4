'use client';

import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { cropForKey, panBy, type Crop } from '@/lib/media/crop';
import { drawProfile, type ProfileLook } from '@/lib/media/profile-render';
import type { Photo } from './photo';
import styles from './media.module.css';

/**
 * The live picture, which is also the crop control: drag it (mouse, pen or finger) or use the
 * keyboard while it has focus. It is drawn at the screen's pixel density on every change.
 */
export function CropStage({
  photo,
  crop,
  look,
  hintId,
  onCrop,
}: {
  photo: Photo;
  crop: Crop;
  look: ProfileLook;
  hintId: string;
  onCrop: (crop: Crop) => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ x: number; y: number; crop: Crop } | null>(null);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const frame = requestAnimationFrame(() => {
      const css = element.getBoundingClientRect().width || 320;
      const pixels = Math.round(css * Math.min(window.devicePixelRatio || 1, 2));
      if (element.width !== pixels) {
        element.width = pixels;
        element.height = pixels;
      }
      drawProfile(element, photo.source, crop, look);
    });
    return () => cancelAnimationFrame(frame);
  }, [photo, crop, look]);

  const viewWidth = () => canvas.current?.getBoundingClientRect().width || 320;

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, crop };
  };
  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const start = drag.current;
    if (!start) return;
    onCrop(panBy(photo, start.crop, event.clientX - start.x, event.clientY - start.y, viewWidth()));
  };
  const onPointerUp = (event: PointerEvent<HTMLCanvasElement>) => {
    drag.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const next = cropForKey(photo, crop, event.key, event.shiftKey, viewWidth());
    if (!next) return;
    event.preventDefault();
    onCrop(next);
  };

  return (
    <div
      className={styles.cropStage}
      tabIndex={0}
      role="group"
      aria-label="Crop: drag the photo, or use the arrow keys to move it and + or − to zoom"
      aria-describedby={hintId}
      onKeyDown={onKeyDown}
    >
      <canvas
        ref={canvas}
        width={640}
        height={640}
        className={styles.cropCanvas}
        role="img"
        aria-label={`Your profile picture from ${photo.label}`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        data-profile-preview
      />
    </div>
  );
}
