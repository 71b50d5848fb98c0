import type { MessageReply } from '../../../contracts/replies';
import type { LiveShareLinks } from '../../../contracts/staff-applications';
import { staffRequest } from './staff-request';

export const shareLinksKey = ['staff', 'share-links'] as const;

export const fetchShareLinks = () => staffRequest<LiveShareLinks>('GET', '/staff/api/share-links');

export const revokeShareLink = (id: string) =>
  staffRequest<MessageReply>('POST', `/staff/api/share-links/${encodeURIComponent(id)}/revoke`);
