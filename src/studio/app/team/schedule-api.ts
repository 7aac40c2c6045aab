/**
 * The team studio's calls about timed work (server/schedule-api.ts): a draft's scheduled
 * publish, the notices of what someone scheduled that went wrong, the daily rebuild's hour.
 * Types come from the server.
 */
import { apiRequest } from '../api.ts';
import type { ScheduleNotice, ScheduleView } from '../../team/scheduler/draft-schedule.ts';
import type { DailyRebuildView } from '../../team/server/schedule-api.ts';

export type { DailyRebuildView, ScheduleNotice, ScheduleView };

const API = '/__studio/api/';
const draftPath = (id: string) => `${API}drafts/${encodeURIComponent(id)}/schedule`;

export const readSchedule = (id: string) =>
  apiRequest<{ schedule: ScheduleView | null; timeZone: string; today: string }>(draftPath(id));

export const scheduleDraft = (id: string, date: string, time: string) =>
  apiRequest<{ schedule: ScheduleView }>(draftPath(id), { method: 'PUT', body: { date, time } });

export const cancelSchedule = (id: string) =>
  apiRequest<{ cancelled: boolean }>(draftPath(id), { method: 'DELETE', body: {} });

export const readNotices = () =>
  apiRequest<{ notices: ScheduleNotice[] }>(API + 'schedule/notices').then((body) => body.notices);

export const noticesSeen = (ids: number[]) =>
  apiRequest(API + 'schedule/notices/seen', { method: 'POST', body: { ids } });

export const readDailyRebuild = () => apiRequest<DailyRebuildView>(API + 'schedule/daily-rebuild');

export const setDailyRebuild = (time: string) =>
  apiRequest<DailyRebuildView>(API + 'schedule/daily-rebuild', { method: 'PUT', body: { time } });
