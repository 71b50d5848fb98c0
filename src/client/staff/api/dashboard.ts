import type { Dashboard } from '../../../contracts/staff-dashboard';
import { staffRequest } from './staff-request';

export const dashboardKey = ['staff', 'dashboard'] as const;

export const fetchDashboard = () => staffRequest<Dashboard>('GET', '/staff/api/dashboard');
