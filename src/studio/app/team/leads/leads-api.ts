/** The studio's calls for leads (server/leads-api.ts); types come from the server. */
import { apiRequest, downloadFromPost } from '../../api.ts';
import type { LeadCounts, LeadDetail, LeadSummary } from '../../../team/server/leads-api.ts';
import type { LeadStatus } from '../../../team/db/leads.ts';

export type { LeadCounts, LeadDetail, LeadStatus, LeadSummary };

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  won: 'Won',
  lost: 'Lost',
};

const API = '/__studio/api/leads';

export interface LeadQuery {
  search: string;
  form: string;
  page: string;
  status: string;
  from: string;
  to: string;
}

export const NO_QUERY: LeadQuery = { search: '', form: '', page: '', status: '', from: '', to: '' };

export function queryString(query: LeadQuery, offset = 0): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  if (offset) params.set('offset', String(offset));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const leadCounts = () => apiRequest<LeadCounts>(`${API}/counts`);

export const listLeads = (query: LeadQuery, offset = 0) =>
  apiRequest<{
    leads: LeadSummary[];
    total: number;
    next: number | null;
    forms: { id: string; title: string }[];
  }>(API + queryString(query, offset));

export const leadDetail = (id: string) =>
  apiRequest<LeadDetail>(`${API}/${encodeURIComponent(id)}`);

export const updateLead = (id: string, change: { status?: LeadStatus; notes?: string }) =>
  apiRequest<LeadDetail>(`${API}/${encodeURIComponent(id)}`, { method: 'PATCH', body: change });

export const exportUrl = (query: LeadQuery) => `${API}/export${queryString(query)}`;

export const deleteLead = (id: string) =>
  apiRequest<{ deleted: number }>(`${API}/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    body: {},
  });

/** A person's request: their leads found, downloaded or deleted by their e-mail address. */
export const leadsOfAddress = (email: string) =>
  apiRequest<{ leads: LeadSummary[] }>(`${API}/by-email`, { method: 'POST', body: { email } });

export const downloadLeadsOfAddress = (email: string, format: 'json' | 'csv') =>
  downloadFromPost(`${API}/by-email/export`, { email, format });

export const deleteLeadsOfAddress = (email: string) =>
  apiRequest<{ deleted: number }>(`${API}/by-email/delete`, { method: 'POST', body: { email } });
