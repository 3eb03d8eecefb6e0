import { useEffect, useRef, useState } from 'react';
import { getVoiceSample } from '../../api';

export interface VoiceSamplePlayer {
  /** The voice whose sample is loading or playing, null when none. */
  playing: string | null;
  loading: boolean;
  /** The voice whose sample could not be played, null when none failed. */
  failed: string | null;
  /** Plays the voice's sample, or stops it when it is the one playing. */
  toggle: (voice: string) => void;
}

/** One sample at a time; each fetched once per page and kept as an object URL until the page goes. */
export function useVoiceSample(): VoiceSamplePlayer {
  const audio = useRef<HTMLAudioElement | null>(null);
  const urls = useRef(new Map<string, string>());
  const [playing, setPlaying] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    const kept = urls.current;
    return () => {
      audio.current?.pause();
      for (const url of kept.values()) URL.revokeObjectURL(url);
    };
  }, []);

  const toggle = (voice: string): void => {
    const player = (audio.current ??= new Audio());
    player.pause();
    if (playing === voice) {
      setPlaying(null);
      return;
    }
    setPlaying(voice);
    setFailed(null);
    player.onended = () => setPlaying((current) => (current === voice ? null : current));
    void (async () => {
      try {
        let url = urls.current.get(voice);
        if (url === undefined) {
          setLoading(true);
          url = URL.createObjectURL(await getVoiceSample(voice));
          urls.current.set(voice, url);
        }
        player.src = url;
        await player.play();
      } catch (error) {
        console.error('The voice sample could not be played', error);
        setFailed(voice);
        setPlaying((current) => (current === voice ? null : current));
      } finally {
        setLoading(false);
      }
    })();
  };

  return { playing, loading, failed, toggle };
}
