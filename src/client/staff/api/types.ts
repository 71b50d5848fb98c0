// The staff workspace's replies (docs/api.md, "Staff workspace").

export type StaffRole = 'reader' | 'admin';

export interface StaffMe {
  username: string;
  role: StaffRole;
}

export interface WelcomeReply {
  username: string;
  otpauth_uri: string;
  secret: string;
  recovery_codes: string[];
}

export interface StaffSummary {
  id: string;
  username: string;
  role: StaffRole;
  status: 'invited' | 'active' | 'disabled';
  created_at: string;
}

export interface AuditItem {
  id: number;
  at: string;
  staff: string;
  action: string;
  application_id: string | null;
  detail: Record<string, unknown>;
  ip: string;
}

export interface AuditPage {
  items: AuditItem[];
  next_cursor: string | null;
}
