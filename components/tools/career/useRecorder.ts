'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

export type RecorderState =
  | { status: 'off' }
  | { status: 'asking' }
  | { status: 'ready'; stream: MediaStream; video: boolean }
  | { status: 'failed'; message: string };

/** Recordings by question number: a blob kept in memory and an object URL for playback and download. */
export type Recordings = Readonly<Record<number, { url: string; type: string }>>;

function failure(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return 'Camera and microphone access was blocked, so answers will not be recorded. You can keep practising by typing your answers; to record, allow access in your browser’s site settings and try again.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError')
    return 'No camera or microphone was found. You can keep practising by typing your answers.';
  if (name === 'NotReadableError')
    return 'Your camera or microphone is in use by another app. Close it and try again, or keep practising by typing.';
  return 'Recording is not available in this browser. You can keep practising by typing your answers.';
}

/**
 * Camera and microphone for the mock interview. Recordings stay in this tab's memory (MediaRecorder
 * blobs behind object URLs); nothing is uploaded, and everything is released when the visitor
 * turns recording off, starts again or leaves.
 */
export function useRecorder() {
  const [state, setState] = useState<RecorderState>({ status: 'off' });
  const [recordings, setRecordings] = useState<Recordings>({});
  const recorder = useRef<MediaRecorder | null>(null);
  const urls = useRef<string[]>([]);
  const streamRef = useRef<MediaStream | null>(null);

  const turnOn = useCallback(async () => {
    if (
      typeof navigator === 'undefined' ||
      !navigator.mediaDevices?.getUserMedia ||
      typeof MediaRecorder === 'undefined'
    ) {
      setState({ status: 'failed', message: failure(null) });
      return;
    }
    setState({ status: 'asking' });
    try {
      let video = true;
      let stream: MediaStream;
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
      } catch (error) {
        // No camera: a microphone alone still records the answer.
        if (!(error instanceof DOMException) || error.name !== 'NotFoundError') throw error;
        stream = await navigator.mediaDevices.getUserMedia({ audio: true });
        video = false;
      }
      streamRef.current = stream;
      setState({ status: 'ready', stream, video });
    } catch (error) {
      setState({ status: 'failed', message: failure(error) });
    }
  }, []);

  const turnOff = useCallback(() => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    setState({ status: 'off' });
  }, []);

  const start = useCallback((index: number) => {
    const stream = streamRef.current;
    if (!stream || recorder.current) return;
    const chunks: Blob[] = [];
    const media = new MediaRecorder(stream);
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onstop = () => {
      const type = media.mimeType || (stream.getVideoTracks().length ? 'video/webm' : 'audio/webm');
      const url = URL.createObjectURL(new Blob(chunks, { type }));
      urls.current.push(url);
      setRecordings((current) => ({ ...current, [index]: { url, type } }));
    };
    media.start();
    recorder.current = media;
  }, []);

  const stop = useCallback(() => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
    recorder.current = null;
  }, []);

  const clear = useCallback(() => {
    urls.current.forEach((url) => URL.revokeObjectURL(url));
    urls.current = [];
    setRecordings({});
  }, []);

  useEffect(
    () => () => {
      streamRef.current?.getTracks().forEach((track) => track.stop());
      urls.current.forEach((url) => URL.revokeObjectURL(url));
    },
    [],
  );

  return { state, recordings, turnOn, turnOff, start, stop, clear };
}
