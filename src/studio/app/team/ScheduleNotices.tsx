/**
 * What someone scheduled that did not happen, or that its check an hour before found wanting,
 * told on their next visit (and until they dismiss it): the draft, and why, in the bar.
 */
import { useEffect, useState } from 'react';
import { noticesSeen, readNotices, type ScheduleNotice } from './schedule-api.ts';

export function ScheduleNotices() {
  const [notices, setNotices] = useState<ScheduleNotice[]>([]);
  useEffect(() => {
    readNotices().then(setNotices, () => setNotices([]));
  }, []);
  if (notices.length === 0) return null;
  const dismiss = (ids: number[]) => {
    setNotices((shown) => shown.filter((notice) => !ids.includes(notice.id)));
    void noticesSeen(ids).catch(() => undefined);
  };
  return (
    <section aria-label="Scheduled publishing" className="grid w-full gap-1">
      {notices.map((notice) => (
        <p
          key={notice.id}
          role="alert"
          className="flex flex-wrap items-center gap-2 rounded-md bg-red-50 px-2 py-1 text-red-900"
        >
          <span>{notice.message}</span>
          <button
            type="button"
            className="rounded px-2 underline hover:bg-red-100"
            onClick={() => dismiss([notice.id])}
          >
            Dismiss
          </button>
        </p>
      ))}
    </section>
  );
}
