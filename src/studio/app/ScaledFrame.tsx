/**
 * A preview frame (/studio/preview) at a page's width, so the page's media queries see 375 or
 * 1280 px, scaled down to fit its box. The editor's preview and the history's versions use it.
 */
import { useEffect, useRef, useState, type ReactNode, type Ref } from 'react';

interface Props {
  frameRef: Ref<HTMLIFrameElement>;
  /** The frame's name for a screen reader. */
  title: string;
  width: number;
  /** Shown in the frame's place (why there is no preview), with the frame hidden. */
  instead: ReactNode;
  /** The box's size and place. */
  className: string;
}

export function ScaledFrame({ frameRef, title, width, instead, className }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState(width);
  useEffect(() => {
    const element = box.current!;
    const observer = new ResizeObserver(() => setAvailable(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const scale = Math.min(1, available / width);
  return (
    <div ref={box} className={`overflow-hidden bg-slate-200 ${className}`}>
      {instead}
      <iframe
        ref={frameRef}
        hidden={Boolean(instead)}
        title={title}
        src="/studio/preview"
        style={{
          width,
          height: `${100 / scale}%`,
          transform: `scale(${scale})`,
          transformOrigin: '0 0',
        }}
        className="border-0 bg-white"
      />
    </div>
  );
}
