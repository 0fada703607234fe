/**
 * The admin area, as one chunk of its own: the router loads it on the first /admin page, so readers
 * never download the admin screens, forms and their libraries.
 */
// First: before any module below makes a zod schema.
import './zodWithoutEval';

export { AdminLayout } from './AdminLayout';
export { AdminHomeScreen } from '../screens/admin/home/AdminHomeScreen';
export { LoginScreen } from '../screens/admin/login/LoginScreen';
export { ContentListScreen } from '../screens/admin/content-list/ContentListScreen';
export { CategoryFormScreen } from '../screens/admin/forms/CategoryFormScreen';
export { SubCategoryFormScreen } from '../screens/admin/forms/SubCategoryFormScreen';
export { ContentFormScreen } from '../screens/admin/forms/ContentFormScreen';
export { ContentHistoryScreen } from '../screens/admin/history/ContentHistoryScreen';
export { StatsScreen } from '../screens/admin/stats/StatsScreen';
export { CatalogueScreen } from '../screens/admin/catalogue/CatalogueScreen';
export { CorrectionQueueScreen } from '../screens/admin/corrections/CorrectionQueueScreen';
export { AuditTrailScreen } from '../screens/admin/audit/AuditTrailScreen';
