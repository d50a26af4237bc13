import { useRef, useState } from 'react';
import { ArrowUpRight, Film, Play } from 'lucide-react';

interface LandingVideoProps {
  /** The MP4 clip, shipped with the app under /media. */
  src: string;
  poster: string;
  captions: string;
  /** What the video shows, for the play button's and the video's names. */
  title: string;
  /** Shown in place of the video when it cannot be played. */
  fallbackTitle: string;
  fallbackLinkLabel: string;
  /** A text description of what the clip shows, for anyone who cannot or would rather not watch it. */
  description: string;
  width: number;
  height: number;
}

/**
 * A clip of the app: only its poster until the visitor presses play (preload none, so it costs
 * nothing on first load); if it cannot be played, a preview panel with a link to the file instead.
 */
export function LandingVideo({ src, poster, captions, title, fallbackTitle, fallbackLinkLabel, description, width, height }: LandingVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [started, setStarted] = useState(false);
  const [failed, setFailed] = useState(false);

  const play = () => {
    setStarted(true);
    video.current?.play().catch(() => {
      // A refused autoplay leaves the controls for the visitor; a failed load is reported by onError.
    });
  };

  return (
    <figure className="overflow-hidden rounded-2xl border border-line bg-surface shadow-2xl shadow-brand-900/10 dark:shadow-black/40">
      <div className="flex items-center gap-1.5 border-b border-line bg-surface-muted px-4 py-2.5" aria-hidden="true">
        <span className="size-2.5 rounded-full bg-red-400" />
        <span className="size-2.5 rounded-full bg-amber-400" />
        <span className="size-2.5 rounded-full bg-emerald-400" />
      </div>
      <div className="relative bg-slate-900" style={{ aspectRatio: `${width} / ${height}` }}>
        {failed ? (
          <div role="status" className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-gradient-to-br from-brand-700 to-violet-900 p-6 text-center text-white">
            <Film className="size-10 opacity-80" aria-hidden="true" />
            <p className="text-lg font-semibold">{fallbackTitle}</p>
            <p className="max-w-md text-sm text-brand-100">The video could not be played here.</p>
            <a
              href={src}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1.5 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-brand-700 shadow hover:bg-brand-50"
            >
              {fallbackLinkLabel}
              <ArrowUpRight className="size-4" aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </div>
        ) : (
          <>
            <video
              ref={video}
              src={src}
              poster={poster}
              preload="none"
              playsInline
              controls={started}
              width={width}
              height={height}
              aria-label={title}
              onError={() => setFailed(true)}
              className="absolute inset-0 size-full object-cover"
            >
              <track kind="captions" src={captions} srcLang="en" label="English" default />
            </video>
            {!started && (
              <button
                type="button"
                onClick={play}
                className="group absolute inset-0 flex items-center justify-center bg-slate-950/10 transition-colors hover:bg-slate-950/25"
              >
                <span className="flex size-16 items-center justify-center rounded-full bg-white/95 text-brand-700 shadow-xl ring-8 ring-white/30 transition-transform group-hover:scale-105 sm:size-20">
                  <Play className="ml-1 size-7 fill-current sm:size-8" aria-hidden="true" />
                </span>
                <span className="sr-only">Play video: {title}</span>
              </button>
            )}
          </>
        )}
      </div>
      <figcaption className="border-t border-line px-4 py-3 text-sm text-ink-muted">{description}</figcaption>
    </figure>
  );
}
